/**
 * What a device that is not (or no longer) a station sees: the form to ask to join (the code on
 * the director's screen and the station's name), and, once asked, a page that reads itself again
 * every few seconds until the director answers — then the entry screen opens at the same address.
 */
import { framePage, h } from './frame.ts';
import type { Lang, StationWords } from './words.ts';

/** The join page's address in each language. */
export const joinPath = (lang: Lang): string => (lang === 'en' ? '/en/' : '/');

/** Where the join form is sent. */
export const JOIN_ACTION = '/rejoindre';

/** How often the waiting page reads itself again, in seconds. */
const WAITING_REFRESH = 3;

/** A line above the form: what went wrong with the last try, or what became of the device. */
export interface JoinNote {
  kind: 'error' | 'note';
  text: string;
}

export function joinPage(words: StationWords, note: JoinNote | null, typedName = ''): string {
  const said =
    note === null ? '' : `<p class="${note.kind === 'error' ? 'error' : 'note'}" role="alert">${h(note.text)}</p>`;
  return framePage(
    { words, title: words.stationTitle, top: words.stationTitle, other: joinPath(words.otherLang) },
    `<h1>${h(words.stationTitle)}</h1>
<p>${h(words.joinIntro)}</p>
${said}
<form method="post" action="${JOIN_ACTION}">
<input type="hidden" name="langue" value="${words.lang}">
<label for="code">${h(words.code)} <span class="hint">${h(words.codeHint)}</span></label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="off" maxlength="12" required>
<label for="nom">${h(words.stationName)} <span class="hint">${h(words.stationNameHint)}</span></label>
<input id="nom" name="nom" type="text" autocomplete="off" maxlength="40" required value="${h(typedName)}">
<button type="submit">${h(words.join)}</button>
</form>`,
  );
}

export function waitingPage(words: StationWords, name: string): string {
  return framePage(
    {
      words,
      title: words.waitingTitle,
      top: words.stationTitle,
      other: joinPath(words.otherLang),
      refresh: WAITING_REFRESH,
    },
    `<h1>${h(words.waitingTitle)}</h1>
<p class="note" role="status">${h(words.waiting(name))}</p>
<p>${h(words.waitingRefresh)}</p>`,
  );
}

/**
 * The match sheet as a phone at the table reads it, by the code printed on the sheet: the
 * tournament, the round, the table and its two players, and a form for the scores — one game, or
 * up to three in a best of three; a final's game carried over from the classic phase is shown,
 * not typed. It says plainly that an arbiter validates the proposal and nothing is recorded
 * before; then what this phone sent, what became of it, or why it was refused.
 */
import { CATALOGUES } from '../../../contract/i18n/messages.ts';
import type { TableSheet } from '../../../contract/views/stations.ts';
import { framePage, gamesText, h } from './frame.ts';
import type { StationWords } from './words.ts';

/** What to say above the form: what was just sent, or why it was refused. */
export interface SheetNote {
  kind: 'ok' | 'error';
  text: string;
}

export interface SheetPage {
  words: StationWords;
  /** This page's address, where its form is sent, and the same page in the other language. */
  path: string;
  other: string;
  /** A random mark of this rendering of the form: the same form sent twice adds nothing. */
  form: string;
  note: SheetNote | null;
  /** What was typed when the proposal was refused, to correct rather than type again. */
  typed: Readonly<Record<string, string>>;
}

/** The score boxes' names: A's and B's score of game n. */
export const scoreField = (side: 'a' | 'b', game: number): string => `${side}${game}`;

function gameRows(page: SheetPage, sheet: TableSheet): string {
  const { words } = page;
  const first = sheet.carried === null ? 1 : 2;
  const last = sheet.bestOfThree ? 3 : 1;
  const rows: string[] = [];
  if (sheet.carried !== null) rows.push(`<p class="note">${h(words.carried(gamesText([sheet.carried])))}</p>`);
  for (let game = first; game <= last; game++) {
    const box = (side: 'a' | 'b', name: string) => {
      const field = scoreField(side, game);
      const value = page.typed[field] ?? '';
      return `<div><label for="${field}">${h(name)}</label><input id="${field}" name="${field}" type="number" inputmode="numeric" min="0" step="1" autocomplete="off"${game === first ? ' required' : ''} value="${h(value)}"></div>`;
    };
    rows.push(
      `<fieldset><legend>${h(words.game(game))}</legend><div class="pair">${box('a', sheet.a)}${box('b', sheet.b)}</div></fieldset>`,
    );
  }
  return rows.join('\n');
}

/** What was just sent, or why it was refused. */
function noteLine(page: SheetPage): string {
  const { note } = page;
  return note === null
    ? ''
    : `<p class="${note.kind}" role="${note.kind === 'error' ? 'alert' : 'status'}">${h(note.text)}</p>\n`;
}

/** Where this phone's proposal stands. */
function status(page: SheetPage, sheet: TableSheet): string {
  const { words } = page;
  const catalogue = CATALOGUES[words.lang];
  const lines: string[] = [];
  if (sheet.mine !== null)
    lines.push(`<p class="note">${h(words.mine(catalogue.time(sheet.mine.at), gamesText(sheet.mine.games)))}</p>`);
  else if (sheet.fate !== null) lines.push(`<p class="note">${h(words.fate(catalogue.fate(sheet.fate)))}</p>`);
  return lines.join('\n');
}

export function sheetPage(page: SheetPage, sheet: TableSheet): string {
  const { words } = page;
  const when =
    sheet.stage === null ? words.round(sheet.round) : `${words.stage[sheet.stage]} · ${words.round(sheet.round)}`;
  const recorded = sheet.recorded;
  const body =
    recorded !== null
      ? `${noteLine(page)}${status(page, sheet)}<p class="ok">${h(words.recorded(gamesText(recorded)))}</p>`
      : `${noteLine(page)}${status(page, sheet)}
<form method="post" action="${h(page.path)}">
<h2>${h(sheet.mine === null ? words.propose : words.proposeAgain)}</h2>
<input type="hidden" name="form" value="${h(page.form)}">
${gameRows(page, sheet)}
<button type="submit">${h(words.send)}</button>
</form>
<p class="note">${h(words.arbiterValidates)}</p>
<p><a class="reload" href="${h(page.path)}">${h(words.reload)}</a></p>`;
  return framePage(
    { words, title: `${words.table(sheet.table)} — ${sheet.tournament}`, top: sheet.tournament, other: page.other },
    `<h1>${h(words.table(sheet.table))}</h1>
<p class="progress">${h(when)}</p>
<p class="vs">${h(sheet.a)} <span>${h(words.against)}</span> ${h(sheet.b)}</p>
${body}`,
  );
}

/** Every code that opens no table: one page, whichever the code, so trying codes tells nothing. */
export function unknownSheetPage(words: StationWords, other: string, text: string): string {
  return framePage(
    { words, title: words.unknownSheet, top: words.unknownSheet, other },
    `<h1>${h(words.unknownSheet)}</h1>\n<p class="error" role="alert">${h(text)}</p>`,
  );
}

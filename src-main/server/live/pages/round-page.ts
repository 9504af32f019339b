/**
 * The first page a player opens: the current round, every table, and « Ma table » — a few
 * letters of a name (accents and case ignored, as registration compares names) bring that
 * player's table to the top: the opponent, who starts, and the result once it is entered.
 */
import { foldName } from '../../../contract/helpers.ts';
import { clockFigure } from '../../../contract/views/clock.ts';
import type { LiveClock, LiveMatch, LiveResult } from '../../../contract/views/live.ts';
import { h, href, type PageContext, page, playerDetails, playerLink } from './layout.ts';

/** Fewer letters would match half the field. */
const SEARCH_MIN = 2;

/** The players a typed text finds: every word typed starts a word of the name (« jean dup », « dupont »). */
export function matchesName(typed: string, name: string): boolean {
  const words = foldName(typed)
    .split(' ')
    .filter((w) => w !== '');
  const nameWords = foldName(name).split(' ');
  return words.length > 0 && words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

/** Who the ending concerns, for the tag beside their name: the forfeit's, the abandon's or the decision's. */
function endedSide(result: LiveResult | null): 'a' | 'b' | 'both' | null {
  return result?.forfeit ?? result?.abandon?.by ?? result?.decisionAgainst ?? null;
}

function side(context: PageContext, match: LiveMatch, which: 'a' | 'b', winner?: 'a' | 'b' | null): string {
  const { words } = context;
  const player = match[which];
  if (player === null) return `<div class="side bye">${h(words.bye)}</div>`;
  const result = match.result;
  const starts = match.starts === which ? ` <span class="starts">▶ ${h(words.starts)}</span>` : '';
  // A knock-out match names its winner (a drawn match goes to the better seed); a round's, its PM.
  const won = winner === undefined ? result !== null && result.pm[which === 'a' ? 0 : 1] === 2 : winner === which;
  const ended = endedSide(result);
  const tag =
    result === null || (ended !== which && ended !== 'both')
      ? ''
      : ` <span class="tag">${h(
          result.forfeit
            ? words.ending.forfeit(ended === 'both' ? 'both' : 'player')
            : result.abandon
              ? words.ending.abandon('player')
              : words.ending.decision('player'),
        )}</span>`;
  return `<div class="side${won ? ' won' : ''}"><span class="who">${playerLink(context, player)}${starts}${tag}</span>${playerDetails(player)}</div>`;
}

/** One table: its number (or `label`), both players, who starts, and the result once entered, the winner marked. */
export function matchCard(context: PageContext, match: LiveMatch, label?: string, winner?: 'a' | 'b' | null): string {
  const { words } = context;
  const games =
    match.b === null
      ? ''
      : match.result === null
        ? `<p class="score waiting">${h(words.waiting)}</p>`
        : `<p class="score">${h(match.result.games.map(([a, b]) => `${a} – ${b}`).join(' · ') || '—')}</p>`;
  return `<li class="match" id="table-${match.table}">
<p class="table">${h(label ?? words.table(match.table))}</p>
${side(context, match, 'a', winner)}
${match.b === null ? side(context, match, 'b', winner) : `${games}\n${side(context, match, 'b', winner)}`}
</li>`;
}

/** The « Ma table » form: a plain GET without JavaScript, the script sends it as the player types. */
export function nameForm(context: PageContext, typed: string, action: string, remember = false): string {
  const { words } = context;
  const label = remember ? words.myTable : words.findPlayer;
  return `<form class="my-table${remember ? ' remember' : ''}" method="get" action="${h(action)}" role="search">
<label for="nom">${h(label)}</label>
<div class="line"><input id="nom" name="nom" type="search" value="${h(typed)}" placeholder="${h(words.myTableHint)}" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="search"><button type="submit">${h(words.search)}</button></div>
</form>`;
}

/** The round's clock in words: when it ends (the director's machine's time), or the time left while paused. */
export function clockLine(context: PageContext, clock: LiveClock | null): string {
  if (clock === null) return '';
  const { words } = context;
  const text =
    clock.endsAt !== null
      ? words.clockEnds(
          new Intl.DateTimeFormat(words.lang === 'fr' ? 'fr-FR' : 'en-GB', {
            hour: '2-digit',
            minute: '2-digit',
          }).format(new Date(clock.endsAt)),
        )
      : words.clockPaused(clockFigure(clock.pausedRemainingMs ?? 0));
  return `<p class="clock" data-testid="live-clock">${h(text)}</p>`;
}

export function roundPage(context: PageContext, typed: string): string {
  const { words, view } = context;
  const form = nameForm(context, typed, href(context, '/'), true);
  if (view === null) return page(context, words.liveResults, `<p class="empty">${h(words.noTournament)}</p>`);
  const round = view.round;
  if (round === null) return page(context, words.nav.round, `<p class="empty">${h(words.noRound)}</p>`);
  let mine = '';
  const text = typed.trim();
  if (text !== '') {
    const found = round.matches.filter(
      (m) => matchesName(text, m.a.name) || (m.b !== null && matchesName(text, m.b.name)),
    );
    mine =
      foldName(text).length < SEARCH_MIN
        ? `<p class="note" role="status">${h(words.typeMore)}</p>`
        : found.length === 0
          ? `<p class="note" role="status">${h(words.noMatch(text))}</p>`
          : `<ol class="matches mine" aria-label="${h(words.found)}">${found.map((m) => matchCard(context, m)).join('')}</ol>`;
  }
  const content = `<section id="mine" aria-live="polite">${mine}</section>
<h1>${h(words.roundOf(round.number, view.tournament.plannedRounds))}</h1>
<p class="progress">${h(words.entered(round.entered, round.total))}</p>
${clockLine(context, round.clock)}
<ol class="matches">${round.matches.map((m) => matchCard(context, m)).join('\n')}</ol>`;
  return page(context, words.round(round.number), content, form);
}

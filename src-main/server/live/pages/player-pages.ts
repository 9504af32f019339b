/**
 * Every player, by name (the same « Ma table » search narrows the list), and each player's page:
 * their games round by round as the rules score them, forfeits, abandons and the referee's
 * decisions marked, PM and running total.
 */
import { compareNamesFrench } from '../../../contract/helpers.ts';
import type { LiveHistoryLine, LivePlayerPage } from '../../../contract/views/live.ts';
import { h, href, numberText, type PageContext, page, playerDetails, playerLink } from './layout.ts';
import { matchesName, nameForm } from './round-page.ts';

export function playersPage(context: PageContext, typed: string): string {
  const { words, view } = context;
  if (view === null) return page(context, words.liveResults, `<p class="empty">${h(words.noTournament)}</p>`);
  const text = typed.trim();
  const listed = view.players
    .filter((p) => text === '' || matchesName(text, p.player.name))
    .sort((x, y) => compareNamesFrench(x.player.name, y.player.name));
  const item = (p: LivePlayerPage) =>
    `<li>${playerLink(context, p.player)}${p.rank === null ? '' : ` <span class="rank">${h(words.playerRank(p.rank))}</span>`}${playerDetails(p.player)}</li>`;
  const content = `<h1>${h(words.players(view.players.length))}</h1>
${listed.length === 0 && text !== '' ? `<p class="note" role="status">${h(words.noMatch(text))}</p>` : ''}
<ul class="players">${listed.map(item).join('\n')}</ul>`;
  return page(context, words.nav.players, content, nameForm(context, typed, href(context, '/joueurs')));
}

/** The result column of a round: won, lost…, the games, and how the match ended when it was not played out. */
function outcomeCell(context: PageContext, line: LiveHistoryLine): string {
  const { words } = context;
  const games = line.games.map(([mine, theirs]) => `${mine} – ${theirs}`).join(' · ');
  const ending = line.ending === null ? '' : ` <span class="tag">${h(words.ending[line.ending](line.endedBy))}</span>`;
  return `<span class="outcome ${line.outcome}">${h(words.outcome[line.outcome])}</span>${ending}${games === '' ? '' : `<br><span class="games">${h(games)}</span>`}`;
}

export function playerPage(context: PageContext, id: number): string | null {
  const { words, view } = context;
  const entry = view?.players.find((p) => p.player.id === id);
  if (view === null || view === undefined || entry === undefined) return null;
  const c = words.columns;
  const row = (line: LiveHistoryLine) => {
    const opponent =
      line.opponent === null
        ? line.outcome === 'x'
          ? 'X'
          : ''
        : `${words.against} ${playerLink(context, line.opponent)}${line.opponent.rating === null ? '' : ` <small>${line.opponent.rating}</small>`}`;
    const table = line.table === null ? '' : `<small>${h(words.table(line.table))}</small>`;
    return `<tr><td class="num">${line.round}</td><td class="who">${opponent}${table}</td><td>${outcomeCell(context, line)}</td><td class="num pm">${numberText(words, line.pm)}</td><td class="num">${numberText(words, line.totalPm)}</td></tr>`;
  };
  const rank = entry.rank === null ? '' : `<p class="rank-line">${h(words.playerRank(entry.rank))}</p>`;
  const content = `<h1>${h(entry.player.name)}</h1>
<p class="details">${playerDetails(entry.player)}</p>
${rank}
${
  entry.lines.length === 0
    ? `<p class="empty">${h(words.noGames)}</p>`
    : `<table class="history">
<thead><tr><th scope="col" class="num">${h(c.round)}</th><th scope="col">${h(c.opponent)}</th><th scope="col">${h(c.result)}</th><th scope="col" class="num">${h(c.pm)}</th><th scope="col" class="num">${h(words.total)}</th></tr></thead>
<tbody>
${entry.lines.map(row).join('\n')}
</tbody>
</table>`
}`;
  return page(context, entry.player.name, content);
}

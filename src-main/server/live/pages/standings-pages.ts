/**
 * The standings after the last complete round (rank, PM, PPM, Pdep, ex æquo), and the ranking of
 * each series and category drawn from it, as the director's Classement screen shows them.
 */
import type { LiveStandingsRow } from '../../../contract/views/live.ts';
import { h, numberText, type PageContext, page, playerDetails, playerLink } from './layout.ts';

/** Pdep as the rules count it: a score difference is signed (+120), a sum of ratings is not. */
function pdepText(context: PageContext, pdep: number): string {
  const signed = context.view?.signedPdep === true && pdep > 0;
  return `${signed ? '+' : ''}${numberText(context.words, pdep)}`;
}

export function standingsTable(context: PageContext, rows: readonly LiveStandingsRow[], caption: string): string {
  const { words } = context;
  const c = words.columns;
  const line = (row: LiveStandingsRow) => {
    const rank = row.shared ? `${row.rank}<abbr title="${h(words.exAequo)}">=</abbr>` : String(row.rank);
    const withdrawn = row.withdrawn ? ` <span class="tag">${h(words.withdrawn)}</span>` : '';
    return `<tr${row.withdrawn ? ' class="withdrawn"' : ''}><td class="num rank">${rank}</td><td class="who">${playerLink(context, row.player)}${withdrawn}${playerDetails(row.player)}</td><td class="num pm">${numberText(words, row.pm)}</td><td class="num">${row.ppm === null ? '' : numberText(words, row.ppm)}</td><td class="num">${pdepText(context, row.pdep)}</td></tr>`;
  };
  return `<table class="standings">
<caption>${h(caption)}</caption>
<thead><tr><th scope="col" class="num">${h(c.rank)}</th><th scope="col">${h(c.player)}</th><th scope="col" class="num">${h(c.pm)}</th><th scope="col" class="num">${h(c.ppm)}</th><th scope="col" class="num">${h(c.pdep)}</th></tr></thead>
<tbody>
${rows.map(line).join('\n')}
</tbody>
</table>`;
}

function standingsTitle(context: PageContext): string {
  const standings = context.view?.standings;
  if (standings == null) return context.words.nav.standings;
  return standings.final ? context.words.standingsFinal : context.words.standingsAfter(standings.after);
}

export function standingsPage(context: PageContext): string {
  const { words, view } = context;
  if (view === null) return page(context, words.liveResults, `<p class="empty">${h(words.noTournament)}</p>`);
  const title = standingsTitle(context);
  // The final standings put the final phase's players first, whatever their PM: said, as on the director's screen.
  const finalists = view.standings?.final === true ? (view.finalPhase?.places.length ?? 0) : 0;
  const note = finalists > 0 ? `\n<p class="note">${h(words.finalPlacesFirst(finalists))}</p>` : '';
  const content =
    view.standings === null
      ? `<h1>${h(words.nav.standings)}</h1><p class="empty">${h(words.noStandings)}</p>`
      : `<h1>${h(title)}</h1>${note}\n${standingsTable(context, view.standings.rows, title)}`;
  return page(context, title, content);
}

export function categoriesPage(context: PageContext): string {
  const { words, view } = context;
  if (view === null) return page(context, words.liveResults, `<p class="empty">${h(words.noTournament)}</p>`);
  const title = standingsTitle(context);
  let content: string;
  if (view.standings === null) content = `<p class="empty">${h(words.noStandings)}</p>`;
  else if (view.standings.categories.length === 0) content = `<p class="empty">${h(words.noCategories)}</p>`;
  else
    content = view.standings.categories
      .map((category) => {
        const name = `${category.kind === 'series' ? words.series : words.category} ${category.name}`;
        return `<section class="category"><h2>${h(name)}</h2>\n${standingsTable(context, category.lines, `${name} — ${title}`)}</section>`;
      })
      .join('\n');
  return page(context, words.nav.categories, `<h1>${h(words.nav.categories)}</h1>\n${content}`);
}

/**
 * The rankings of the series and categories (prizes): for each, its own rank, the general
 * rank, and the general columns. Printed alone for one category (the standings document with a
 * category) and all together in the results bulletin.
 */
import type { CategoryStandings, StandingsView } from '../contract/views.ts';
import { type PrintSettings, pageFrame } from './page.ts';
import type { Content, DocumentDefinition } from './pdf.ts';
import {
  headerCells,
  LIST_LAYOUT,
  PLAYER_HEADERS,
  pendingWarning,
  playerCells,
  rankCell,
  right,
  standingsTitle,
  type TableCell,
} from './standings.ts';

/** "Série A", "Catégorie Jeunes". */
export const categoryTitle = (ranking: CategoryStandings): string =>
  `${ranking.kind === 'series' ? 'Série' : 'Catégorie'} ${ranking.name}`;

export function categoryTable(ranking: CategoryStandings, settings: PrintSettings, fontSize = 9): Content {
  const { ruleset } = settings.tournament;
  const lines = ranking.lines;
  const body: TableCell[][] = lines.map(({ rank, row }, i) => {
    const shared = lines[i - 1]?.rank === rank || lines[i + 1]?.rank === rank;
    return [rankCell(rank, shared, row.withdrawn), right(row.rank, { color: '#555555' }), ...playerCells(row, ruleset)];
  });
  return {
    fontSize,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      keepWithHeaderRows: 1,
      widths: [26, 40, '*', 110, 30, 24, 26, 36],
      body: [
        headerCells([{ text: 'Rang', alignment: 'right' }, { text: 'Général', alignment: 'right' }, ...PLAYER_HEADERS]),
        ...body,
      ],
    },
    layout: LIST_LAYOUT,
  };
}

/** The longest ranking kept on one page rather than split (a page holds about 50 lines). */
const UNBROKEN_UP_TO = 30;

/** Every series and category, each under its title: the bulletin's prize section. */
export function categorySections(standings: StandingsView, settings: PrintSettings): Content[] {
  if (standings.categories.length === 0) return [];
  return [
    { text: 'Classements par série et par catégorie', style: 'subtitle', margin: [0, 14, 0, 2] },
    {
      text: 'Chaque classement reprend l’ordre du classement général ; « Général » donne le rang au classement général.',
      style: 'note',
      margin: [0, 0, 0, 4],
    },
    ...standings.categories.map(
      (ranking): Content => ({
        // A short ranking stays whole on one page; a long one breaks, its header repeated.
        unbreakable: ranking.lines.length <= UNBROKEN_UP_TO,
        stack: [
          {
            text: `${categoryTitle(ranking)} — ${ranking.lines.length} joueur${ranking.lines.length > 1 ? 's' : ''}`,
            bold: true,
            fontSize: 11,
            margin: [0, 8, 0, 3],
          },
          categoryTable(ranking, settings),
        ],
      }),
    ),
  ];
}

/** One series or category on its own, to post or to give the prizes from. */
export function categoryStandingsDocument(
  standings: StandingsView,
  ranking: CategoryStandings,
  settings: PrintSettings,
): DocumentDefinition {
  const title = `${standingsTitle(standings, settings)} — ${categoryTitle(ranking)}`;
  return {
    ...pageFrame(settings, title),
    content: [
      { text: title, style: 'title', margin: [0, 0, 0, 2] },
      {
        text: `${ranking.lines.length} joueur${ranking.lines.length > 1 ? 's' : ''} — ${standings.after === 0 ? 'aucune ronde jouée' : `après la ronde ${standings.after}`}`,
        fontSize: 9,
        color: '#444444',
        margin: [0, 0, 0, 8],
      },
      ...pendingWarning(standings),
      categoryTable(ranking, settings),
      {
        text: 'Rang dans la série ou la catégorie, puis au classement général ; l’ordre est celui du classement général.',
        style: 'note',
        margin: [0, 6, 0, 0],
      },
    ],
  };
}

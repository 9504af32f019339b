/**
 * Score sheets (feuilles de marque, 002 §2.1.3): one per player of the round, or a single blank
 * one to fill in by hand. Each sheet is one page: who plays whom, who starts, a row per move with
 * the word(s) played, the score and the running total, the end of the game (remaining tiles,
 * penalties, final score) and the recap of the 102 tiles of the French set to tick off.
 */
import { FRENCH_TILES, type Tile } from '../../src-engine/index.ts';
import type { MatchView, PlayerBrief, RoundView } from '../contract/views.ts';
import { COLORS, type Paper, type PrintSettings, pageFrame, tournamentLine, usableWidth } from './page.ts';
import type { Content, DocumentDefinition } from './pdf.ts';
import { fitFontSize } from './text-measure.ts';

/** Rows for the player's own moves, and their height (padding included): Letter is 50 pt shorter than A4. */
const MOVE_ROWS: Record<Paper, number> = { A4: 30, LETTER: 28 };
const MOVE_ROW_HEIGHT: Record<Paper, number> = { A4: 17, LETTER: 16 };
/** Width of the tile recap, beside the moves. */
const RECAP_WIDTH = 178;
const BOX_SIZE = 7;
const BOX_STEP = 9;

/** Thin grey rules, a little air in the cells. */
const GRID = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => COLORS.rule,
  vLineColor: () => COLORS.rule,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** One sheet to print: the player and the match, or nothing (a blank sheet). */
interface SheetSubject {
  round: number;
  match: MatchView;
  player: PlayerBrief;
  opponent: PlayerBrief;
}

function label(text: string): Content {
  return { text, fontSize: 8, color: '#555555' };
}

/** Inner width of a cell of the two-column identity table. */
const halfWidth = (paper: Paper): number => usableWidth(paper) / 2 - 10;

function playerCell(title: string, player: PlayerBrief | null, paper: Paper): Content {
  return {
    stack: [
      label(title),
      {
        text: player?.name ?? ' ',
        bold: true,
        fontSize: player === null ? 13 : fitFontSize(player.name, halfWidth(paper), 13, 8),
      },
      { text: player === null ? ' ' : player.club || 'sans club', fontSize: 8 },
    ],
  };
}

/** Who starts: "Commence : …", or game 1 and game 2 (the other player) in a best of three. */
function starterCell(subject: SheetSubject | null, bestOfThree: boolean): Content {
  const first = bestOfThree ? 'Commence la manche 1' : 'Commence';
  if (subject === null || subject.match.starts === null) return { stack: [label(first), { text: ' ', fontSize: 10 }] };
  const { match, player, opponent } = subject;
  const starter = match.starts === opponent.id ? opponent : player;
  const other = starter === player ? opponent : player;
  const lines: Content[] = [
    {
      text: [
        { text: `${first} : `, fontSize: 9 },
        { text: starter.name, bold: true, fontSize: 10 },
      ],
    },
  ];
  if (bestOfThree) {
    lines.push({
      text: [
        { text: 'Commence la manche 2 : ', fontSize: 9 },
        { text: other.name, fontSize: 10 },
      ],
    });
  }
  return { stack: lines };
}

/** Which game of a best of three this sheet is for (a sheet per game, 002 §2.1.3); else room for notes. */
function gameCell(bestOfThree: boolean): Content {
  return bestOfThree
    ? { stack: [label('Manche'), { text: '☐ 1re   ☐ 2e   ☐ 3e', fontSize: 11, margin: [0, 1, 0, 0] }] }
    : { stack: [label('Remarques (contestation, arbitre)')] };
}

function heading(subject: SheetSubject | null, settings: PrintSettings): Content[] {
  const { tournament } = settings;
  const where =
    subject === null
      ? { text: 'Ronde : ______   Table : ______', fontSize: 13, bold: true, alignment: 'right' as const }
      : {
          text: `Ronde ${subject.round} — Table ${subject.match.table}`,
          fontSize: 15,
          bold: true,
          alignment: 'right' as const,
        };
  return [
    { columns: [{ text: 'FEUILLE DE MARQUE', bold: true, fontSize: 15, width: 'auto' }, where], columnGap: 12 },
    {
      text: `${tournamentLine(tournament)} — ${tournament.minutes} min par joueur`,
      fontSize: 9,
      margin: [0, 2, 0, 6],
    },
    {
      table: {
        widths: ['*', '*'],
        body: [
          [
            playerCell('Joueur', subject?.player ?? null, settings.paper),
            playerCell('Adversaire', subject?.opponent ?? null, settings.paper),
          ],
          [starterCell(subject, tournament.bestOfThree), gameCell(tournament.bestOfThree)],
        ],
      },
      layout: {
        ...GRID,
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
    },
  ];
}

/** N° | Mot(s) joué(s) | Score | Cumul, a row per move. */
function moves(paper: Paper): Content {
  const header = ['N°', 'Mot(s) joué(s)', 'Score', 'Cumul'].map((text, i) => ({
    text,
    style: 'tableHeader',
    alignment: i === 1 ? ('left' as const) : ('center' as const),
  }));
  const rows: Content[][] = Array.from({ length: MOVE_ROWS[paper] }, (_, i) => [
    { text: String(i + 1), alignment: 'center', fontSize: 8, color: '#666666', margin: [0, 1, 0, 0] },
    { text: '' },
    { text: '' },
    { text: '' },
  ]);
  return {
    table: {
      headerRows: 1,
      widths: [20, '*', 46, 52],
      heights: (row: number) => (row === 0 ? 'auto' : MOVE_ROW_HEIGHT[paper] - 4),
      body: [header, ...rows],
    },
    layout: {
      ...GRID,
      fillColor: (row: number) => (row > 0 && row % 2 === 0 ? '#f6f6f6' : null),
    },
  };
}

/** `count` empty boxes on one line. */
function boxes(count: number, width?: number): Content {
  return {
    ...(width === undefined ? {} : { width }),
    canvas: Array.from({ length: count }, (_, i) => ({
      type: 'rect' as const,
      x: i * BOX_STEP,
      y: 3,
      w: BOX_SIZE,
      h: BOX_SIZE,
      lineWidth: 0.6,
      lineColor: '#444444',
    })),
  };
}

/** "E×15" and fifteen boxes; the blanks as "?×2" and the word jokers. */
function tileRow(tile: Tile): Content[] {
  const blank = tile.letter === '?';
  return [
    {
      text: [
        { text: tile.letter, bold: true, fontSize: 11 },
        { text: `×${tile.count}`, fontSize: 8 },
      ],
    },
    blank
      ? { columns: [boxes(tile.count, BOX_STEP * tile.count + 4), { text: 'jokers', fontSize: 8 }] }
      : boxes(tile.count),
  ];
}

/** Row for row beside the moves, so both grids line up. */
function tileRecap(paper: Paper): Content {
  const total = FRENCH_TILES.reduce((sum, tile) => sum + tile.count, 0);
  return {
    stack: [
      {
        table: {
          headerRows: 1,
          widths: [30, '*'],
          heights: (row: number) => (row === 0 ? 'auto' : MOVE_ROW_HEIGHT[paper] - 4),
          body: [
            [{ text: 'Lettres jouées', style: 'tableHeader', colSpan: 2 }, {}],
            ...FRENCH_TILES.map(tileRow),
            [{ text: `${total} jetons`, bold: true, colSpan: 2, alignment: 'center' }, {}],
          ],
        },
        layout: {
          hLineWidth: (row: number, node: { table: { body: unknown[] } }) =>
            row <= 1 || row >= node.table.body.length - 1 ? 0.6 : 0,
          vLineWidth: (column: number) => (column === 1 ? 0 : 0.6),
          hLineColor: () => COLORS.rule,
          vLineColor: () => COLORS.rule,
          paddingLeft: () => 4,
          paddingRight: () => 2,
          paddingTop: () => 2,
          paddingBottom: () => 2,
        },
      },
      {
        text: 'Cochez chaque lettre posée sur la grille, par vous ou par votre adversaire.',
        style: 'small',
        margin: [0, 3, 0, 0],
      },
    ],
  };
}

/** The end of the game (002 §7): the total of the moves, remaining tiles, penalties, final score. */
function endOfGame(): Content {
  const titles = [
    'Cumul des coups',
    '± Lettres restantes',
    '− Pénalités',
    '= SCORE FINAL',
    'Score final de l’adversaire',
  ];
  return {
    margin: [0, 8, 0, 0],
    stack: [
      {
        table: {
          widths: ['*', '*', '*', '*', '*'],
          heights: (row: number) => (row === 0 ? 'auto' : 26),
          body: [
            titles.map((text, i) => ({
              text,
              style: 'tableHeader',
              alignment: 'center' as const,
              fontSize: i === 3 ? 10 : 9,
            })),
            titles.map((_, i) => ({ text: '', ...(i === 3 ? { fillColor: '#fafafa' } : {}) })),
          ],
        },
        layout: { ...GRID, vLineWidth: (column: number) => (column === 3 || column === 4 ? 1.4 : 0.6) },
      },
      {
        text: [
          { text: 'Lettres restantes : ', bold: true },
          'si vous avez posé toutes vos lettres, sac vide, ajoutez la valeur des lettres restant à l’adversaire ; sinon, défalquez la valeur des vôtres. ',
          { text: 'Pénalités : ', bold: true },
          'lettres tirées en trop ou retournées, décision d’arbitre. Les deux feuilles doivent concorder.',
        ],
        fontSize: 7.5,
        color: '#444444',
        margin: [0, 3, 0, 0],
      },
    ],
  };
}

function sheet(subject: SheetSubject | null, settings: PrintSettings): Content[] {
  return [
    ...heading(subject, settings),
    {
      margin: [0, 8, 0, 0],
      columnGap: 12,
      columns: [
        { width: '*', stack: [moves(settings.paper)] },
        { width: RECAP_WIDTH, stack: [tileRecap(settings.paper)] },
      ],
    },
    endOfGame(),
  ];
}

/** Both players of every table, table order; the player against X gets no sheet. */
function subjects(round: RoundView): SheetSubject[] {
  return round.matches
    .filter((match) => match.b !== null)
    .toSorted((p, q) => p.table - q.table)
    .flatMap((match) => {
      const b = match.b as PlayerBrief;
      return [
        { round: round.number, match, player: match.a, opponent: b },
        { round: round.number, match, player: b, opponent: match.a },
      ];
    });
}

export function scoreSheets(round: RoundView | null, settings: PrintSettings): DocumentDefinition {
  const title = round === null ? 'Feuille de marque vierge' : `Feuilles de marque — ronde ${round.number}`;
  const frame = pageFrame(settings, title, { header: false });
  const sheets: Array<SheetSubject | null> = round === null ? [null] : subjects(round);
  const content: Content[] = sheets.map((subject, i) => ({
    stack: sheet(subject, settings),
    ...(i > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  if (content.length === 0 && round !== null) {
    content.push({ text: `Ronde ${round.number} : aucune feuille de marque à imprimer.` });
  }
  return { ...frame, content };
}

/**
 * Match sheets (feuilles de match, 002 §2.1.5 and §7): one per table, two per page with a cut
 * line. Who starts is marked; a row per game with boxes for the scores, the letters the blanks
 * stood for and the PM; both signatures. The match against X gets no sheet. When the tournament
 * takes results proposed from the tables, each sheet carries its table's code as a QR code: the
 * players scan it, type the scores on a phone, and an arbiter validates them.
 */
import { ratingText } from '../contract/helpers.ts';
import type { MatchView, PlayerBrief, RoundView } from '../contract/views.ts';
import { FINAL_STAGE_NAMES } from '../export/final-phase-lines.ts';
import { frenchDate, type PrintSettings, pageFrame, usableWidth } from './page.ts';
import type { Content, DocumentDefinition } from './pdf.ts';
import type { SheetCodes } from './print-job.ts';
import { qrCanvas } from './qr-canvas.ts';

/** The table's code on its sheet, in points: about 2.4 cm, read by a phone held over the table. */
const CODE_SIDE = 68;

const BOX: Content = { text: ' ', margin: [0, 7, 0, 7] };

function playerCell(side: 'A' | 'B', player: PlayerBrief, starts: boolean, game: string | null): Content {
  return {
    stack: [
      {
        text: [
          { text: `${side}  `, color: '#777777' },
          { text: player.name, bold: true },
        ],
        fontSize: 12,
      },
      { text: `${player.club || 'sans club'} — cote ${ratingText(player.rating)}`, fontSize: 8 },
      // One game: the player starts it; best of three: the game named (game 2 goes to the other, see the rows).
      {
        text: starts ? (game === null ? '▶ commence' : `▶ commence ${game}`) : ' ',
        bold: true,
        fontSize: 9,
        margin: [0, 2, 0, 0],
      },
    ],
    margin: [3, 2, 3, 2],
  };
}

function gameRows(match: MatchView, bestOfThree: boolean): Content[][] {
  const b = match.b as PlayerBrief;
  const [first, second] = match.starts === b.id ? (['B', 'A'] as const) : (['A', 'B'] as const);
  const carried = match.reason?.method === 'final-phase' ? match.reason.carried : null;
  const rows: Array<[string, string]> = [];
  if (carried !== null) {
    // Game 1 was the finalists' game of the classic phase: written in, the final starts at game 2.
    rows.push(['Manche 2', `commence : ${first}`]);
    rows.push(['Manche 3 (à 1–1)', 'commence : désigné à 1–1']);
  } else {
    rows.push([bestOfThree ? 'Manche 1' : 'Partie', `commence : ${first}`]);
    if (bestOfThree) {
      rows.push(['Manche 2', `commence : ${second}`]);
      rows.push(['Manche 3 (à 1–1)', 'commence : désigné à 1–1']);
    }
  }
  const cell = (text: string): Content => ({ text, alignment: 'center', bold: true, margin: [0, 7, 0, 7] });
  const carriedRow: Content[][] =
    carried === null
      ? []
      : [
          [
            {
              text: [
                { text: 'Manche 1  ', bold: true },
                { text: `jouée en ronde ${carried.round} (phase classique)`, fontSize: 8 },
              ],
              margin: [2, 7, 2, 7],
            },
            cell(String(carried.game[0])),
            cell(String(carried.game[1])),
            { text: '' },
          ],
        ];
  return [
    ...carriedRow,
    ...rows.map(([game, starter]): Content[] => [
      {
        text: [
          { text: `${game}  `, bold: true },
          { text: starter, fontSize: 8 },
        ],
        margin: [2, 7, 2, 7],
      },
      BOX,
      BOX,
      BOX,
    ]),
  ];
}

/** « Ronde 3 », or the match of the final phase: « Demi-finale », « Finale », « Match pour la 3e place ». */
function matchTitle(match: MatchView, round: RoundView): string {
  return match.reason?.method === 'final-phase' ? FINAL_STAGE_NAMES[match.reason.stage] : `Ronde ${round.number}`;
}

function sheet(match: MatchView, round: RoundView, settings: PrintSettings, code: string | null): Content {
  const { tournament } = settings;
  const b = match.b as PlayerBrief;
  const bestOfThree = round.finalPhase?.bestOfThree ?? tournament.bestOfThree;
  const starterText =
    match.reason?.method === 'final-phase' && match.reason.carried !== null ? 'la manche 2' : 'la manche 1';
  return {
    unbreakable: true,
    stack: [
      {
        columns: [
          { text: 'FEUILLE DE MATCH', bold: true, fontSize: 13 },
          {
            text: `${matchTitle(match, round)} — Table ${match.table}`,
            bold: true,
            fontSize: 13,
            alignment: 'right',
          },
        ],
      },
      {
        text: `${tournament.name}${round.finalPhase === undefined ? '' : ' — phase finale'} — ${frenchDate(tournament.date)}${tournament.place ? `, ${tournament.place}` : ''} — ${tournament.minutes} min par joueur${bestOfThree ? ' — deux manches gagnantes' : ''}`,
        fontSize: 8,
        margin: [0, 1, 0, 4],
      },
      {
        table: {
          widths: ['*', '*'],
          body: [
            [
              playerCell('A', match.a, match.starts === match.a.id, bestOfThree ? starterText : null),
              playerCell('B', b, match.starts === b.id, bestOfThree ? starterText : null),
            ],
          ],
        },
      },
      {
        margin: [0, 5, 0, 0],
        table: {
          widths: ['*', 80, 80, 120],
          body: [
            [
              { text: tournament.bestOfThree ? 'Manche' : '', style: 'tableHeader' },
              { text: 'Score A', style: 'tableHeader', alignment: 'center' },
              { text: 'Score B', style: 'tableHeader', alignment: 'center' },
              { text: 'Lettres des jokers', style: 'tableHeader' },
            ],
            ...gameRows(match, bestOfThree),
            [{ text: 'Points de match (PM)', bold: true, margin: [2, 7, 2, 7] }, BOX, BOX, { text: '' }],
          ],
        },
      },
      signatures(match, b, code),
    ],
  };
}

/** Both signatures and the rules' reminder; beside them, the table's code when it has one. */
function signatures(match: MatchView, b: PlayerBrief, code: string | null): Content {
  const signed: Content[] = [
    {
      margin: [0, 5, 0, 0],
      table: {
        widths: ['*', '*'],
        heights: [30],
        body: [
          [
            { text: `Signature A — ${match.a.name}`, fontSize: 7 },
            { text: `Signature B — ${b.name}`, fontSize: 7 },
          ],
        ],
      },
    },
    {
      text: 'Victoire 3 PM, nul 2 PM, défaite 1 PM, forfait 0 PM. La feuille signée fait foi du résultat.',
      fontSize: 7,
      margin: [0, 2, 0, 0],
    },
  ];
  if (code === null) return { stack: signed };
  return {
    columns: [
      { width: '*', stack: signed },
      {
        width: CODE_SIDE + 44,
        margin: [6, 3, 0, 0],
        stack: [
          qrCanvas(code, CODE_SIDE),
          {
            text: 'Proposez le résultat en scannant ce code ; l’arbitre le valide.',
            fontSize: 6,
            alignment: 'center',
          },
        ],
      },
    ],
  };
}

/** A dashed line across the page, where to cut between the two sheets. */
function cutLine(width: number): Content {
  return {
    margin: [0, 10, 0, 10],
    stack: [
      {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: width,
            y2: 0,
            dash: { length: 5, space: 4 },
            lineWidth: 0.7,
            lineColor: '#777777',
          },
        ],
      },
      { text: '✂ couper ici', fontSize: 7, color: '#777777', alignment: 'center', margin: [0, 2, 0, 0] },
    ],
  };
}

/** The address a phone opens for this table, when its sheet carries a code. */
function codeOf(codes: SheetCodes, table: number): string | null {
  if (codes === null || codes === 'stations-off') return null;
  const code = codes.codes[table];
  return code === undefined ? null : `${codes.url}t/${code}`;
}

export function matchSheets(round: RoundView, settings: PrintSettings, codes: SheetCodes = null): DocumentDefinition {
  const what =
    round.finalPhase === undefined
      ? `ronde ${round.number}`
      : round.finalPhase.stage === 'semi-finals'
        ? 'demi-finales'
        : 'finale';
  const frame = pageFrame(settings, `Feuilles de match — ${what}`, { header: false });
  const width = usableWidth(settings.paper);
  const sheets = round.matches.filter((m) => m.b !== null);
  const content: Content[] = sheets.map((match, i) => {
    const parts: Content[] = [sheet(match, round, settings, codeOf(codes, match.table))];
    if (i % 2 === 0 && i + 1 < sheets.length) parts.push(cutLine(width));
    return { stack: parts, ...(i % 2 === 0 && i > 0 ? { pageBreak: 'before' as const } : {}) };
  });
  if (content.length === 0) content.push({ text: `Ronde ${round.number} : aucune feuille de match à imprimer.` });
  return { ...frame, content };
}

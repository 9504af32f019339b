/**
 * The results bulletin (bulletin des résultats), printed at the end of the tournament: the
 * tournament's facts, the final ranking (ex æquo sharing their rank), each player's results
 * round by round, and the crosstable — in landscape when the rounds are many.
 */

import { RULESET_LABELS, ratingText } from '../contract/helpers.ts';
import {
  type CrosstableCell,
  type CrosstableView,
  crosstableCellText,
  ENDING_CODES,
  endingLegend,
  type HistoryLine,
  linesNumbered,
  markedScores,
  type PlayerHistoryView,
  type RoundView,
  type StandingsView,
} from '../contract/views.ts';
import { finalPhaseLines } from '../export/final-phase-lines.ts';
import { categorySections } from './category-standings.ts';
import { factsTable, frenchDate, type PrintSettings, pageFrame, usableWidth } from './page.ts';
import type { Content, DocumentDefinition } from './pdf.ts';
import {
  type CellStyle,
  headerCells,
  LIST_LAYOUT,
  pdepText,
  pendingWarning,
  right,
  standingsNote,
  standingsTable,
  standingsTitle,
  type TableCell,
} from './standings.ts';
import { textWidth } from './text-measure.ts';

export interface BulletinData {
  standings: StandingsView;
  crosstable: CrosstableView;
  histories: PlayerHistoryView[];
  /** The final phase's rounds, when the tournament had one. */
  finalPhase: RoundView[] | null;
}

const TITLE = 'Bulletin des résultats';
/** Past this many rounds the crosstable goes on landscape pages. */
const PORTRAIT_ROUNDS = 9;

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** Rank as printed: "4", or "4=" when shared with another player. */
function rankLabels(standings: StandingsView): Map<number, string> {
  const count = new Map<number, number>();
  for (const row of standings.rows) count.set(row.rank, (count.get(row.rank) ?? 0) + 1);
  return new Map(standings.rows.map((row) => [row.id, `${row.rank}${(count.get(row.rank) ?? 0) > 1 ? '=' : ''}`]));
}

// ——— (a) the tournament's facts ———

function tournamentFacts(data: BulletinData, settings: PrintSettings): Content {
  const t = settings.tournament;
  const { standings } = data;
  const played = data.crosstable.rounds;
  const planned = t.roundsPlanned;
  const withdrawn = standings.rows.filter((r) => r.withdrawn).length;
  // While the final phase is played, the first place is not decided yet.
  const decided = standings.finalPhase?.settled !== false;
  const winners = decided ? standings.rows.filter((r) => r.rank === 1 && !r.withdrawn).map((r) => r.name) : [];
  const rows: Array<[string, string]> = [
    ['Date', frenchDate(t.date)],
    ...(t.place ? [['Lieu', t.place] as [string, string]] : []),
    ['Règlement', RULESET_LABELS[t.ruleset.name]],
    ['Appariements', t.pairingSystem === 'round-robin' ? 'toutes rondes' : 'formule classique'],
    ['Rondes', `${played}${played === planned ? '' : ` (sur ${planned} prévues)`}`],
    ['Joueurs', `${standings.rows.length}${withdrawn > 0 ? ` (dont ${plural(withdrawn, 'retiré')})` : ''}`],
    ['Cadence', `${t.minutes} minutes par joueur`],
    ['Matchs', t.bestOfThree ? 'au meilleur des trois manches (deux manches gagnantes)' : 'en une manche'],
    ...(winners.length > 0
      ? [[winners.length > 1 ? 'Vainqueurs ex æquo' : 'Vainqueur', winners.join(', ')] as [string, string]]
      : []),
  ];
  return { ...factsTable(rows, (label) => label.startsWith('Vainqueur')), margin: [0, 0, 0, 6] };
}

// ——— (b') the final phase ———

function finalPhaseSection(data: BulletinData, settings: PrintSettings): Content[] {
  const phase = settings.tournament.finalPhase;
  if (data.finalPhase === null || phase === null) return [];
  const format = phase.bestOfThree ? 'en deux manches gagnantes' : 'en une manche';
  const body: TableCell[][] = finalPhaseLines(data.finalPhase).map((line) => [
    { text: line.stage, bold: line.stage === 'Finale' },
    { text: `${line.a} – ${line.b}` },
    {
      text: [
        { text: line.score, ...(line.score === 'à jouer' ? { italics: true, color: '#777777' } : {}) },
        ...(line.note === '' ? [] : [{ text: `\n${line.note}`, fontSize: 7, color: '#555555' }]),
      ],
    },
    { text: line.winner ?? '', bold: true },
  ]);
  return [
    {
      unbreakable: true,
      stack: [
        { text: 'Phase finale', style: 'subtitle', margin: [0, 12, 0, 4] },
        {
          text: `Les ${phase.size} premiers de la phase classique${
            phase.size === 4
              ? `, en demi-finales (1er contre 4e, 2e contre 3e) puis finale${phase.thirdPlace ? ', avec un match pour la 3e place' : ''}`
              : ', en finale'
          }, ${format}${phase.countClassicGame ? ' ; des finalistes déjà opposés dans la phase classique reprennent cette partie comme manche 1' : ''}. Un match sans vainqueur (nul, double forfait) qualifie le mieux classé de la phase classique.`,
          style: 'note',
          margin: [0, 0, 0, 6],
        },
        {
          fontSize: 9,
          table: {
            headerRows: 1,
            widths: [110, '*', 150, 110],
            body: [headerCells(['Match', 'Joueurs', 'Score', 'Vainqueur']), ...body],
          },
          layout: LIST_LAYOUT,
        },
      ],
    },
  ];
}

// ——— (c) each player's results, round by round ———

function resultLetter(line: HistoryLine): string {
  switch (line.outcome) {
    case 'win':
      return 'G';
    case 'draw':
      return 'N';
    case 'loss':
      return 'P';
    case 'x':
      return 'X';
    case 'absent':
      return 'absent';
    case 'withdrawn':
      return 'retiré';
    case 'pending':
      return 'à saisir';
  }
}

/** The codes after the scores, explained with the other abbreviations above the blocks. */
const marksNote = (histories: PlayerHistoryView[]): string => {
  const legend = endingLegend(histories.flatMap((h) => h.lines.map((l) => l.ending)));
  return legend === '' ? '' : ` Après le score, un code dit comment le match s’est terminé. ${legend}`;
};

/**
 * The Score column, the same in every block: room for three games in best of three, one
 * otherwise, and for a code after them on the same line.
 */
function scoreWidth(histories: PlayerHistoryView[], bestOfThree: boolean): number {
  const texts = histories.flatMap((h) => h.lines.map((line) => markedScores(line.games, line.ending)));
  const widest = Math.max(0, ...texts.map((text) => textWidth(text, 7.5, false)));
  return Math.max(bestOfThree ? 120 : 40, Math.ceil(widest) + 1);
}

function playerBlock(
  history: PlayerHistoryView,
  ranks: Map<number, string>,
  scoreColumn: number,
  data: BulletinData,
  settings: PrintSettings,
): Content {
  const { ruleset } = settings.tournament;
  const row = data.standings.rows.find((r) => r.id === history.player.id);
  const muted: CellStyle = { color: '#666666' };
  const lines: TableCell[][] = history.lines.map((line) => {
    const opponent: TableCell =
      line.outcome === 'x'
        ? { text: 'joueur fictif X', italics: true }
        : line.opponent === null
          ? { text: '' }
          : {
              text: [{ text: `${ranks.get(line.opponent.id) ?? ''} `, color: '#666666' }, { text: line.opponent.name }],
            };
    const quiet = line.outcome === 'absent' || line.outcome === 'withdrawn' || line.outcome === 'pending';
    return [
      right(line.round),
      opponent,
      { text: markedScores(line.games, line.ending), ...(line.ending === 'forfeit' ? { italics: true } : {}) },
      { text: resultLetter(line), alignment: 'center', ...(quiet ? muted : { bold: line.outcome === 'win' }) },
      right(line.pm),
      right(quiet ? '' : pdepText(line.pdep, ruleset)),
    ];
  });
  const pm = row?.pm ?? history.lines.at(-1)?.totalPm ?? 0;
  const pdep = row?.pdep ?? history.lines.reduce((sum, l) => sum + l.pdep, 0);
  const table: Content = {
    fontSize: 7.5,
    table: {
      headerRows: 1,
      widths: [12, '*', scoreColumn, 28, 16, 26],
      body: [
        headerCells([
          { text: 'R', alignment: 'right' },
          'Adversaire',
          'Score',
          { text: 'Rés.', alignment: 'center' },
          { text: 'PM', alignment: 'right' },
          { text: 'Pdep', alignment: 'right' },
        ]),
        ...(lines.length > 0
          ? lines
          : [[{ text: 'Aucune ronde jouée.', colSpan: 6, italics: true }, {}, {}, {}, {}, {}]]),
        [
          { text: 'Total', colSpan: 4, bold: true, alignment: 'right' },
          {},
          {},
          {},
          right(pm, { bold: true }),
          right(pdepText(pdep, ruleset), { bold: true }),
        ],
      ],
    },
    layout: {
      ...LIST_LAYOUT,
      fillColor: (r: number, node: { table: { body: unknown[] } }) =>
        r === 0 || r === node.table.body.length - 1 ? '#eeeeee' : r % 2 === 0 ? '#f6f6f6' : null,
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === 1 || i >= node.table.body.length - 1 ? 0.6 : 0.25,
      hLineColor: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === 1 || i >= node.table.body.length - 1 ? '#555555' : '#c8c8c8',
      paddingLeft: () => 2,
      paddingRight: () => 2,
    },
  };
  const withdrawn = row?.withdrawn ?? history.player.withdrawnAfter !== null;
  return {
    stack: [
      {
        text: [
          { text: `${ranks.get(history.player.id) ?? ''}  `, color: '#1f4e79' },
          { text: history.player.name },
          ...(withdrawn ? [{ text: ' (retiré)', italics: true, bold: false }] : []),
        ],
        bold: true,
        fontSize: 9.5,
      },
      {
        text: `${history.player.club || 'sans club'} — cote ${ratingText(history.player.rating)}${
          history.player.withdrawnAfter !== null ? ` — retiré après la ronde ${history.player.withdrawnAfter}` : ''
        }`,
        fontSize: 7.5,
        color: '#555555',
        margin: [0, 0, 0, 2],
      },
      table,
    ],
  };
}

function playerResults(data: BulletinData, settings: PrintSettings): Content[] {
  const ranks = rankLabels(data.standings);
  const byId = new Map(data.histories.map((h) => [h.player.id, h]));
  const ordered = [
    ...data.standings.rows.map((r) => byId.get(r.id)).filter((h): h is PlayerHistoryView => h !== undefined),
    ...data.histories.filter((h) => !data.standings.rows.some((r) => r.id === h.player.id)),
  ];
  const scoreColumn = scoreWidth(data.histories, settings.tournament.bestOfThree);
  const blocks = ordered.map((h) => playerBlock(h, ranks, scoreColumn, data, settings));
  // Two blocks side by side; a best-of-three score needs the width of the page.
  const perRow = settings.tournament.bestOfThree ? 1 : 2;
  const rows: Content[] = [];
  for (let i = 0; i < blocks.length; i += perRow) {
    rows.push({
      unbreakable: true,
      columnGap: 16,
      columns: perRow === 1 ? [blocks[i] as Content] : [blocks[i] as Content, blocks[i + 1] ?? { text: '' }],
      margin: [0, 0, 0, 10],
    });
  }
  const heading: Content[] = [
    { text: 'Résultats par joueur', style: 'title', margin: [0, 16, 0, 4] },
    {
      text: `Par ordre du classement final. R : ronde. Adversaire précédé de son rang final. Score : du point de vue du joueur (ses points d’abord), une paire par manche, tels que le règlement les compte. Rés. : G gagné, N nul, P perdu, X contre le joueur fictif (compte comme une victoire), absent, retiré.${marksNote(data.histories)}`,
      style: 'note',
      margin: [0, 0, 0, 8],
    },
  ];
  // The heading stays with the first blocks.
  return [
    { unbreakable: true, stack: [...heading, rows[0] ?? { text: 'Aucun joueur.', italics: true }] },
    ...rows.slice(1),
  ];
}

// ——— (d) the crosstable ———

/** The least room the crosstable leaves a player's name. */
const NAME_MIN_WIDTH = 110;
/** A LIST_LAYOUT cell's padding, left and right together. */
const CELL_PADDING = 6;
/** A mark that cannot share its cell's line goes under it, this small. */
const MARK_BELOW_SIZE = 5.5;

interface RoundColumns {
  width: number;
  /** The marks go on a line of their own, in small type, under the outcome. */
  markBelow: boolean;
}

/**
 * How wide a round's column is: the usual width while every cell holds on it; wider, so that
 * « P12 ab. s.a. » keeps its one line, while the names keep their room; otherwise the usual width
 * with the marks set small under the outcome.
 */
function roundColumns(crosstable: CrosstableView, fontSize: number, usual: number, room: number): RoundColumns {
  const cells = crosstable.rows.flatMap((row) => row.cells);
  const widest = (texts: string[], size: number) => Math.ceil(Math.max(0, ...texts.map((t) => textWidth(t, size)))) + 1;
  const oneLine = widest(cells.map(crosstableCellText), fontSize);
  if (oneLine <= usual) return { width: usual, markBelow: false };
  if (oneLine * crosstable.rounds <= room) return { width: oneLine, markBelow: false };
  const marks = cells.flatMap((cell) => (cell.ending === null ? [] : [ENDING_CODES[cell.ending]]));
  return { width: Math.max(usual, widest(marks, MARK_BELOW_SIZE)), markBelow: true };
}

/** A cell's text: on one line, or the outcome with the mark small under it. */
function cellText(cell: CrosstableCell, markBelow: boolean): string | Array<{ text: string; fontSize?: number }> {
  if (!markBelow || cell.ending === null) return crosstableCellText(cell);
  return [
    { text: crosstableCellText({ ...cell, ending: null }) },
    { text: `\n${ENDING_CODES[cell.ending]}`, fontSize: MARK_BELOW_SIZE },
  ];
}

function crosstableSection(data: BulletinData, settings: PrintSettings): Content[] {
  const { crosstable } = data;
  const { ruleset } = settings.tournament;
  const landscape = crosstable.rounds > PORTRAIT_ROUNDS;
  const numbered = linesNumbered(crosstable);
  const rounds = Array.from({ length: crosstable.rounds }, (_, i) => i + 1);
  const fontSize = crosstable.rounds > 14 ? 7 : 8;
  const fixedWidths = [...(numbered ? [20] : []), 24, 22, ruleset.pdep.kind === 'rating' ? 40 : 32];
  const room =
    usableWidth(settings.paper, landscape ? 'landscape' : 'portrait') -
    fixedWidths.reduce((sum, w) => sum + w, 0) -
    NAME_MIN_WIDTH -
    CELL_PADDING * (fixedWidths.length + 1 + crosstable.rounds);
  const columns = roundColumns(crosstable, fontSize, crosstable.rounds > 14 ? 24 : 28, room);
  const body: TableCell[][] = crosstable.rows.map((row, i) => {
    const withdrawn = data.standings.rows.find((r) => r.id === row.player.id)?.withdrawn ?? false;
    return [
      ...(numbered ? [right(i + 1, { color: '#666666' })] : []),
      right(`${row.rank}${numbered && crosstable.rows.some((o, j) => j !== i && o.rank === row.rank) ? '=' : ''}`, {
        bold: true,
      }),
      withdrawn
        ? { text: [{ text: row.player.name }, { text: ' (retiré)', italics: true }], color: '#666666' }
        : { text: row.player.name, bold: true },
      ...rounds.map((round): TableCell => {
        const cell = row.cells.find((c) => c.round === round);
        if (cell === undefined) return { text: '' };
        return {
          text: cellText(cell, columns.markBelow),
          alignment: 'center',
          ...(cell.outcome === 'win' || cell.outcome === 'x' ? { bold: true } : {}),
          ...(cell.outcome === 'absent' || cell.outcome === 'withdrawn' || cell.outcome === 'pending'
            ? { color: '#777777' }
            : {}),
        };
      }),
      right(row.pm, { bold: true }),
      right(pdepText(row.pdep, ruleset)),
    ];
  });
  const widths = [
    ...(numbered ? [20] : []),
    24,
    '*',
    ...rounds.map(() => columns.width),
    22,
    ruleset.pdep.kind === 'rating' ? 40 : 32,
  ];
  const headerRow = headerCells([
    ...(numbered ? [{ text: 'N°', alignment: 'right' as const }] : []),
    { text: 'Rang', alignment: 'right' },
    'Nom',
    ...rounds.map((r) => ({ text: `R${r}`, alignment: 'center' as const })),
    { text: 'PM', alignment: 'right' },
    { text: 'Pdep', alignment: 'right' },
  ]);
  const marks = endingLegend(crosstable.rows.flatMap((row) => row.cells.map((cell) => cell.ending)));
  return [
    {
      text: 'Tableau croisé',
      style: 'title',
      pageBreak: 'before',
      ...(landscape ? { pageOrientation: 'landscape' as const } : {}),
    },
    {
      text: `Une colonne par ronde : G gagné, N nul, P perdu, suivi ${
        numbered ? 'du numéro de ligne (N°)' : 'du rang final'
      } de l’adversaire ; X contre le joueur fictif (victoire) ; abs absent ; ret retiré.${
        marks === '' ? '' : ` Puis un code dit comment le match s’est terminé. ${marks}`
      }${numbered ? ' Les joueurs ex æquo partagent leur rang («\u00a0=\u00a0») : les cases renvoient au numéro de ligne.' : ''}`,
      style: 'note',
      margin: [0, 0, 0, 8],
    },
    crosstable.rounds === 0
      ? { text: 'Aucune ronde jouée.', italics: true }
      : {
          fontSize,
          table: { headerRows: 1, dontBreakRows: true, keepWithHeaderRows: 1, widths, body: [headerRow, ...body] },
          layout: LIST_LAYOUT,
        },
  ];
}

export function bulletinDocument(data: BulletinData, settings: PrintSettings): DocumentDefinition {
  const frame = pageFrame(settings, TITLE);
  return {
    ...frame,
    content: [
      { text: TITLE, style: 'title', fontSize: 20, margin: [0, 0, 0, 2] },
      { text: settings.tournament.name, fontSize: 13, bold: true, color: '#1f4e79', margin: [0, 0, 0, 10] },
      tournamentFacts(data, settings),
      ...finalPhaseSection(data, settings),
      { text: standingsTitle(data.standings, settings), style: 'subtitle', margin: [0, 12, 0, 6] },
      ...pendingWarning(data.standings),
      standingsTable(data.standings, settings),
      standingsNote(data.standings, settings),
      ...categorySections(data.standings, settings),
      ...playerResults(data, settings),
      ...crosstableSection(data, settings),
    ],
  };
}

/**
 * The results bulletin (bulletin des résultats), printed at the end of the tournament: the
 * tournament's facts, the final ranking (ex æquo sharing their rank), each player's results
 * round by round, and the crosstable — in landscape when the rounds are many.
 */

import { ratingText } from '../contract/helpers.ts';
import type {
  CrosstableView,
  HistoryLine,
  PlayerHistoryView,
  StandingsView,
  TournamentSummary,
} from '../contract/views.ts';
import { CROSSTABLE_LETTERS } from '../contract/views.ts';
import { categorySections } from './category-standings.ts';
import { frenchDate, type PrintSettings, pageFrame } from './page.ts';
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
  type TableCell,
} from './standings.ts';

export interface BulletinData {
  standings: StandingsView;
  crosstable: CrosstableView;
  histories: PlayerHistoryView[];
}

const TITLE = 'Bulletin des résultats';
/** Past this many rounds the crosstable goes on landscape pages. */
const PORTRAIT_ROUNDS = 9;

const RULESET_NAMES: Record<TournamentSummary['ruleset']['name'], string> = {
  fisf: 'FISF (texte actuel)',
  'fisf-earlier': 'FISF (texte antérieur)',
  fbs: 'FBS',
  custom: 'personnalisé',
};

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** Rank as printed: "4", or "4=" when shared with another player. */
function rankLabels(standings: StandingsView): Map<number, string> {
  const count = new Map<number, number>();
  for (const row of standings.rows) count.set(row.rank, (count.get(row.rank) ?? 0) + 1);
  return new Map(standings.rows.map((row) => [row.id, `${row.rank}${(count.get(row.rank) ?? 0) > 1 ? '=' : ''}`]));
}

// ——— (a) the tournament's facts ———

function factsTable(data: BulletinData, settings: PrintSettings): Content {
  const t = settings.tournament;
  const { standings } = data;
  const played = data.crosstable.rounds;
  const planned = t.plannedRounds ?? t.ruleRounds;
  const withdrawn = standings.rows.filter((r) => r.withdrawn).length;
  const winners = standings.rows.filter((r) => r.rank === 1 && !r.withdrawn).map((r) => r.name);
  const rows: Array<[string, string]> = [
    ['Date', frenchDate(t.date)],
    ...(t.place ? [['Lieu', t.place] as [string, string]] : []),
    ['Règlement', RULESET_NAMES[t.ruleset.name]],
    ['Appariements', t.pairingSystem === 'round-robin' ? 'toutes rondes' : 'formule classique'],
    ['Rondes', `${played}${played === planned ? '' : ` (sur ${planned} prévues)`}`],
    ['Joueurs', `${standings.rows.length}${withdrawn > 0 ? ` (dont ${plural(withdrawn, 'retiré')})` : ''}`],
    ['Cadence', `${t.minutes} minutes par joueur`],
    ['Matchs', t.bestOfThree ? 'au meilleur des trois manches (deux manches gagnantes)' : 'en une manche'],
    ...(winners.length > 0
      ? [[winners.length > 1 ? 'Vainqueurs ex æquo' : 'Vainqueur', winners.join(', ')] as [string, string]]
      : []),
  ];
  return {
    table: {
      widths: [110, '*'],
      body: rows.map(([label, value]) => [
        { text: label, bold: true, color: '#333333' },
        { text: value, bold: label.startsWith('Vainqueur') },
      ]),
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 0.8 : 0.25,
      vLineWidth: () => 0,
      hLineColor: () => '#999999',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 0, 0, 6],
  };
}

// ——— (c) each player's results, round by round ———

function resultLetter(line: HistoryLine): string {
  switch (line.outcome) {
    case 'win':
      return 'G';
    case 'draw':
      return 'N';
    case 'loss':
      return line.byForfeit ? 'forfait' : 'P';
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

function scoreText(line: HistoryLine): string {
  if (line.outcome === 'x') return '';
  if (line.byForfeit) return line.outcome === 'win' ? 'forfait adv.' : '';
  return line.games.map(([own, opponent]) => `${own}-${opponent}`).join(' ');
}

function playerBlock(
  history: PlayerHistoryView,
  ranks: Map<number, string>,
  data: BulletinData,
  settings: PrintSettings,
): Content {
  const { ruleset, bestOfThree } = settings.tournament;
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
      { text: scoreText(line), ...(line.byForfeit ? { italics: true } : {}) },
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
      widths: [12, '*', bestOfThree ? 120 : 40, 28, 16, 26],
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
  const blocks = ordered.map((h) => playerBlock(h, ranks, data, settings));
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
      text: 'Par ordre du classement final. R : ronde. Adversaire précédé de son rang final. Score : du point de vue du joueur (ses points d’abord), une paire par manche. Rés. : G gagné, N nul, P perdu, forfait (match perdu par forfait, 0 PM ; « forfait adv. » : gagné par forfait de l’adversaire), X contre le joueur fictif (compte comme une victoire), absent, retiré.',
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

function crosstableSection(data: BulletinData, settings: PrintSettings): Content[] {
  const { crosstable } = data;
  const { ruleset } = settings.tournament;
  const landscape = crosstable.rounds > PORTRAIT_ROUNDS;
  const forfeits = new Set<string>();
  for (const h of data.histories) {
    for (const line of h.lines)
      if (line.byForfeit && line.outcome === 'loss') forfeits.add(`${h.player.id}/${line.round}`);
  }
  // The cells name an opponent by their line in the table: with ex æquo, lines and ranks differ.
  const numbered = crosstable.rows.some((row, i) => row.rank !== i + 1);
  // The bulletin also marks a loss by forfeit (F).
  const letter = (outcome: HistoryLine['outcome'], forfeit: boolean): string =>
    forfeit && outcome === 'loss' ? 'F' : CROSSTABLE_LETTERS[outcome];
  const rounds = Array.from({ length: crosstable.rounds }, (_, i) => i + 1);
  const cellWidth = crosstable.rounds > 14 ? 24 : 28;
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
        const text = `${letter(cell.outcome, forfeits.has(`${row.player.id}/${round}`))}${cell.opponentRank ?? ''}`;
        return {
          text,
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
    ...rounds.map(() => cellWidth),
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
  return [
    {
      text: 'Tableau croisé',
      style: 'title',
      pageBreak: 'before',
      ...(landscape ? { pageOrientation: 'landscape' as const } : {}),
    },
    {
      text: `Une colonne par ronde : G gagné, N nul, P perdu, F perdu par forfait, suivi ${
        numbered ? 'du numéro de ligne (N°)' : 'du rang final'
      } de l’adversaire ; X contre le joueur fictif (victoire) ; abs absent ; ret retiré.${
        numbered ? ' Les joueurs ex æquo partagent leur rang (« = ») : les cases renvoient au numéro de ligne.' : ''
      }`,
      style: 'note',
      margin: [0, 0, 0, 8],
    },
    crosstable.rounds === 0
      ? { text: 'Aucune ronde jouée.', italics: true }
      : {
          fontSize: crosstable.rounds > 14 ? 7 : 8,
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
      factsTable(data, settings),
      { text: 'Classement final', style: 'subtitle', margin: [0, 12, 0, 6] },
      ...pendingWarning(data.standings),
      standingsTable(data.standings, settings),
      standingsNote(data.standings, settings),
      ...categorySections(data.standings, settings),
      ...playerResults(data, settings),
      ...crosstableSection(data, settings),
    ],
  };
}

/**
 * The standings (classement) after a round, intermediate or final: rank, name, club, rating,
 * PM, PPM, Pdep and what decided each place, the header row repeated on every page, and a
 * note explaining the columns and the order of the tie-breaks under the tournament's ruleset.
 * The table and the note are shared with the results bulletin.
 */
import type { Ruleset, TieBreak } from '../../src-engine/index.ts';
import { NEWCOMER_LABEL, ratingText } from '../contract/helpers.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { type StandingsRow, type StandingsView, standingsKind, type TournamentSummary } from '../contract/views.ts';
import { COLORS, type PrintSettings, pageFrame } from './page.ts';
import type { Content, DocumentDefinition } from './pdf.ts';

/** A cell of a pdfmake table. */
export type TableCell = Extract<Content, { table: unknown }>['table']['body'][number][number];

/** A pdfmake table layout: light rules, a shaded header, every other row faintly shaded. */
export const LIST_LAYOUT = {
  hLineWidth: (i: number, node: { table: { body: unknown[]; headerRows?: number } }) =>
    i === 0 || i === (node.table.headerRows ?? 0) || i === node.table.body.length ? 0.8 : 0.25,
  vLineWidth: () => 0,
  hLineColor: (i: number, node: { table: { body: unknown[]; headerRows?: number } }) =>
    i === 0 || i === (node.table.headerRows ?? 0) || i === node.table.body.length ? '#555555' : '#c8c8c8',
  fillColor: (row: number, node: { table: { headerRows?: number } }) => {
    const header = node.table.headerRows ?? 0;
    if (row < header) return COLORS.shade;
    return (row - header) % 2 === 1 ? '#f6f6f6' : null;
  },
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/** What separated a player from the one just above, in a word. */
export const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  pm: 'PM',
  ppm: 'PPM',
  pdep: 'Pdep',
  'initial-rank': 'rang initial',
  withdrawal: 'retrait',
  'ex-aequo': 'ex æquo',
  'final-phase': 'phase finale',
  'outside-final-phase': 'phase classique',
};

/** Pdep as printed: a score difference is signed (+120, -45), a sum of ratings is not. */
export function pdepText(pdep: number, ruleset: Ruleset): string {
  return ruleset.pdep.kind === 'score-difference' && pdep > 0 ? `+${pdep}` : String(pdep);
}

/** "Classement final", "Classement provisoire après la ronde 4": the words of the screens and the CLI. */
export function standingsTitle(standings: StandingsView, settings: PrintSettings): string {
  return fr.standingsTitle(standingsKind(standings, settings.tournament.roundsPaired), standings.after);
}

/** The settings a text cell of these tables uses. */
export interface CellStyle {
  alignment?: 'left' | 'right' | 'center';
  bold?: boolean;
  italics?: boolean;
  color?: string;
  fontSize?: number;
  margin?: [number, number, number, number];
  /** Kept on one line (a short label in a narrow column). */
  noWrap?: boolean;
}

/** A table cell aligned to the right, for numbers. */
export const right = (text: string | number, extra: CellStyle = {}): TableCell => ({
  text: String(text),
  alignment: 'right',
  ...extra,
});

/** Header cells: plain text, or a text with its own settings. */
export const headerCells = (cells: Array<string | (CellStyle & { text: string })>): TableCell[] =>
  cells.map((cell) =>
    typeof cell === 'string' ? { text: cell, style: 'tableHeader' } : { ...cell, style: 'tableHeader' },
  );

/** The headers of `playerCells`. */
export const PLAYER_HEADERS: Array<CellStyle & { text: string }> = [
  { text: 'Nom' },
  { text: 'Club' },
  { text: 'Cote', alignment: 'right' },
  { text: 'PM', alignment: 'right' },
  { text: 'PPM', alignment: 'right' },
  { text: 'Pdep', alignment: 'right' },
];

/** A withdrawn player's line is greyed. */
const mutedIf = (withdrawn: boolean): CellStyle => (withdrawn ? { color: '#666666' } : {});

/** A rank, "12=" when shared with a neighbour. */
export const rankCell = (rank: number, shared: boolean, withdrawn: boolean): TableCell =>
  right(shared ? `${rank}=` : rank, { bold: !withdrawn, ...mutedIf(withdrawn) });

/** Nom (marked when withdrawn), Club, Cote, PM, PPM, Pdep: what every ranking prints of a player. */
export function playerCells(row: StandingsRow, ruleset: Ruleset): TableCell[] {
  const muted = mutedIf(row.withdrawn);
  return [
    row.withdrawn
      ? { text: [{ text: row.name }, { text: ' (retiré)', italics: true }], ...muted }
      : { text: row.name, bold: true },
    { text: row.club, ...muted },
    right(ratingText(row.rating), muted),
    right(row.pm, { bold: true, ...muted }),
    right(row.ppm === null ? '' : row.ppm, muted),
    right(pdepText(row.pdep, ruleset), muted),
  ];
}

/**
 * The standings table: Rang, Nom, Club, Cote, PM, PPM, Pdep and what decided the place. The
 * header row repeats on every page and a row never splits; players ex æquo share their rank.
 */
export function standingsTable(standings: StandingsView, settings: PrintSettings, fontSize = 9): Content {
  const { ruleset } = settings.tournament;
  const header = headerCells([
    { text: 'Rang', alignment: 'right' },
    ...PLAYER_HEADERS,
    { text: 'Décidé par', fontSize: fontSize - 2, margin: [0, 1, 0, 0] },
  ]);
  const body: TableCell[][] = standings.rows.map((row, i) => {
    const shared = (standings.rows[i - 1]?.rank ?? -1) === row.rank || (standings.rows[i + 1]?.rank ?? -1) === row.rank;
    return [
      rankCell(row.rank, shared, row.withdrawn),
      ...playerCells(row, ruleset),
      {
        text: row.tieBreak === null ? '' : TIE_BREAK_LABELS[row.tieBreak],
        fontSize: fontSize - 2,
        color: '#555555',
        margin: [0, 1, 0, 0],
      },
    ];
  });
  if (body.length === 0) {
    body.push([{ text: 'Aucun joueur inscrit.', colSpan: 8, italics: true }, {}, {}, {}, {}, {}, {}, {}]);
  }
  return {
    fontSize,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      keepWithHeaderRows: 1,
      widths: [
        26,
        '*',
        clubWidth(standings, fontSize),
        30,
        24,
        26,
        standings.rows.some((r) => r.pdep >= 10000) ? 38 : 34,
        44,
      ],
      body: [header, ...body],
    },
    layout: LIST_LAYOUT,
  };
}

/** Room for the longest club (DejaVu Sans Condensed: about half an em a letter), the names keeping the most. */
function clubWidth(standings: StandingsView, fontSize: number): number {
  const longest = Math.max(0, ...standings.rows.map((r) => r.club.length));
  return Math.round(Math.min(140, Math.max(50, longest * fontSize * 0.5 + 8)));
}

/** Tables still waiting for their result, or nothing. */
export function pendingWarning(standings: StandingsView): Content[] {
  const warning = (text: string): Content => ({ text, bold: true, color: '#a40000', margin: [0, 0, 0, 6] });
  const unsettled =
    standings.finalPhase === undefined || standings.finalPhase.settled
      ? []
      : [
          warning(
            `Phase finale en cours : les ${standings.finalPhase.size} premières places sont provisoires (dans l’ordre de la phase classique tant que leurs matchs ne les ont pas décidées).`,
          ),
        ];
  if (standings.pending.length === 0) return unsettled;
  const byRound = new Map<number, number[]>();
  for (const p of standings.pending) byRound.set(p.round, [...(byRound.get(p.round) ?? []), p.table]);
  const list = [...byRound]
    .map(([round, tables]) => `ronde ${round}, table${tables.length > 1 ? 's' : ''} ${tables.join(', ')}`)
    .join(' ; ');
  return [warning(`Résultats manquants : ${list}. Ce classement ne les compte pas.`), ...unsettled];
}

/** The note under the table: what the columns mean and how ties are broken, by the ruleset. */
export function standingsNote(standings: StandingsView, settings: PrintSettings): Content {
  const { ruleset } = settings.tournament;
  const mp = ruleset.matchPoints;
  const ppmRule = standings.final ? ruleset.ppm.final : ruleset.ppm.intermediate;
  const pdep =
    ruleset.pdep.kind === 'score-difference'
      ? `somme des écarts de score, chaque manche plafonnée à ${ruleset.pdep.capPerGame} points ; une victoire par forfait ou contre X compte +${ruleset.pdep.forfeitValue}, un forfait -${ruleset.pdep.forfeitValue}`
      : `somme des cotes : le vainqueur marque la plus haute des deux cotes, le perdant la plus basse, en cas de nul chacun sa propre cote ; une victoire par forfait ou contre X rapporte sa propre cote, un forfait ${ruleset.pdep.forfeitLoserValue}`;
  const ppm =
    ppmRule === 'all-met'
      ? 'points de match des matchs particuliers entre joueurs à égalité de PM, comptés seulement si tous ces joueurs se sont rencontrés (sinon la case reste vide)'
      : 'points de match des matchs particuliers entre joueurs à égalité de PM ; une rencontre qui n’a pas eu lieu compte comme un nul (2 points à chacun)';
  const phase =
    standings.finalPhase === undefined
      ? ''
      : ` Les ${standings.finalPhase.size} premières places sont celles de la phase finale (le vainqueur de la finale, le finaliste${standings.finalPhase.size === 4 ? ', puis les perdants des demi-finales' : ''}) ; les autres joueurs gardent leur place de la phase classique.`;
  const order = standings.final
    ? `Ordre du classement : PM, puis PPM, puis Pdep ; les joueurs encore à égalité de PM, PPM et Pdep sont ex æquo et partagent le même rang (marqué « = »), cités dans l’ordre du classement initial.${phase}`
    : 'Ordre du classement : PM, puis PPM, puis Pdep, puis le rang initial (classement intermédiaire : jamais d’ex æquo).';
  return {
    style: 'note',
    unbreakable: true,
    stack: [
      {
        text: [
          { text: 'PM', bold: true },
          ` : points de match (victoire ${mp.win}, nul ${mp.draw}, défaite ${mp.loss}, forfait ${mp.forfeit}). `,
          { text: 'PPM', bold: true },
          ` : ${ppm}. `,
          { text: 'Pdep', bold: true },
          ` : points de départage — ${pdep}.`,
        ],
      },
      { text: order, margin: [0, 2, 0, 0] },
      {
        text: 'Les joueurs retirés sont classés après tous les autres. « Décidé par » : ce qui sépare le joueur de celui classé juste au-dessus.',
        margin: [0, 2, 0, 0],
      },
      ...(standings.rows.some((r) => r.rating === null)
        ? [{ text: newcomerNote(settings.tournament), margin: [0, 2, 0, 0] as [number, number, number, number] }]
        : []),
    ],
  };
}

/** What « NC » means, and the number it stands for when the Pdep are made of ratings. */
export function newcomerNote(tournament: TournamentSummary): string {
  const pdep =
    tournament.ruleset.pdep.kind === 'rating'
      ? ` ; dans les Pdep, un joueur NC compte pour une cote de ${tournament.newcomerRating}`
      : '';
  return `${NEWCOMER_LABEL} : non classé (sans cote), placé au classement initial après tous les joueurs cotés, par ordre alphabétique${pdep}.`;
}

export function standingsDocument(standings: StandingsView, settings: PrintSettings): DocumentDefinition {
  const title = standingsTitle(standings, settings);
  const frame = pageFrame(settings, title);
  const { tournament } = settings;
  const rounds = tournament.roundsPlanned;
  const withdrawn = standings.rows.filter((r) => r.withdrawn).length;
  const facts = [
    standings.after === 0 ? 'Aucune ronde jouée' : `Après la ronde ${standings.after} sur ${rounds}`,
    `${standings.rows.length} joueur${standings.rows.length > 1 ? 's' : ''}`,
    ...(withdrawn > 0 ? [`dont ${withdrawn} retiré${withdrawn > 1 ? 's' : ''}`] : []),
  ];
  return {
    ...frame,
    content: [
      { text: title, style: 'title', margin: [0, 0, 0, 2] },
      { text: facts.join(' — '), fontSize: 9, color: '#444444', margin: [0, 0, 0, 8] },
      ...pendingWarning(standings),
      standingsTable(standings, settings),
      standingsNote(standings, settings),
    ],
  };
}

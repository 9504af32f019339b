/** Standings, histories, the crosstable and the rating estimate, ready to show. */
import type { EloSettings, TieBreak } from '../../../src-engine/index.ts';
import { ENDING_CODES, type MatchEnding } from './endings.ts';
import type { PlayerBrief, PlayerView } from './tournament.ts';

export interface StandingsRow extends PlayerBrief {
  rank: number;
  pm: number;
  ppm: number | null;
  pdep: number;
  withdrawn: boolean;
  tieBreak: TieBreak | null;
  /** The player's series, then the director's categories they belong to. */
  categories: string[];
}

/** The ranking of one series or category, drawn from the general one. */
export interface CategoryStandings {
  name: string;
  kind: 'series' | 'category';
  /** In the general order; `rank` is the rank within the category (shared by players ex æquo overall). */
  lines: Array<{ rank: number; row: StandingsRow }>;
}

export interface StandingsView {
  after: number;
  final: boolean;
  rows: StandingsRow[];
  /** Each series (highest first), then each category of the director, left out when empty. */
  categories: CategoryStandings[];
  pending: Array<{ round: number; table: number }>;
  /**
   * The final ranking once a final phase is open: its players placed first by its matches
   * (provisional, in classic order, while `settled` is false; `pending`: its tables still to enter).
   */
  finalPhase?: { size: 2 | 4; settled: boolean; pending: Array<{ round: number; table: number }> };
  /** The series or category asked for by name (the input's `category`), one of `categories`. */
  category?: CategoryStandings;
}

/**
 * What a standings view is, for its title. Provisional while a result of its rounds is missing,
 * whatever rules rank it: the final rules on a round still open give no final ranking (« Classement
 * final après la ronde 1 » with 14 results missing misled). Final rules before the last round
 * paired: the ranking as it stood then.
 */
export type StandingsKind = 'before' | 'provisional' | 'intermediate' | 'final' | 'final-as-of';

export function standingsKind(
  view: Pick<StandingsView, 'after' | 'final' | 'pending'>,
  roundsPaired: number,
): StandingsKind {
  if (view.after === 0) return 'before';
  if (view.pending.length > 0) return 'provisional';
  if (!view.final) return 'intermediate';
  return view.after < roundsPaired ? 'final-as-of' : 'final';
}

export interface HistoryLine {
  round: number;
  table: number | null;
  opponent: PlayerBrief | null;
  /** 'x' against the fictitious player (a win, and its own mark). */
  outcome: 'win' | 'draw' | 'loss' | 'absent' | 'withdrawn' | 'pending' | 'x';
  /** How the match ended beyond the board (views/endings.ts); null when its games decided it. */
  ending: MatchEnding | null;
  /** The games as the rules count them (after the abandon table), the player's score first. */
  games: Array<[number, number]>;
  pm: number;
  pdep: number;
  totalPm: number;
}

export interface PlayerHistoryView {
  player: PlayerView;
  lines: HistoryLine[];
}

/** How a crosstable cell is written: G won, N drawn, P lost, X against X, abs absent, ret withdrawn. */
export const CROSSTABLE_LETTERS: Record<HistoryLine['outcome'], string> = {
  win: 'G',
  draw: 'N',
  loss: 'P',
  absent: 'abs',
  withdrawn: 'ret',
  pending: '?',
  x: 'X',
};

export interface CrosstableCell {
  round: number;
  /** The opponent's line in the crosstable (their final rank, unless players ex æquo share one); null against X or unpaired. */
  opponentRank: number | null;
  x: boolean;
  outcome: HistoryLine['outcome'];
  ending: MatchEnding | null;
  pm: number;
}

export interface CrosstableView {
  rounds: number;
  rows: Array<{
    rank: number;
    player: PlayerBrief;
    pm: number;
    pdep: number;
    cells: CrosstableCell[];
  }>;
}

/**
 * Whether the crosstable's lines must be numbered: its cells name an opponent by their line, and
 * with players ex æquo lines and ranks differ.
 */
export const linesNumbered = (crosstable: CrosstableView): boolean =>
  crosstable.rows.some((row, i) => row.rank !== i + 1);

/**
 * A crosstable cell as every surface writes it: the outcome's letter, the opponent's line in the
 * crosstable, the mark of how the match ended beyond the board: « P12 ab. ».
 */
export function crosstableCellText(cell: CrosstableCell): string {
  const mark = cell.ending === null ? '' : ` ${ENDING_CODES[cell.ending]}`;
  return `${CROSSTABLE_LETTERS[cell.outcome]}${cell.opponentRank ?? ''}${mark}`;
}

export interface RatingLine {
  player: PlayerBrief;
  licence: string;
  /** null: an unrated newcomer. */
  ratingBefore: number | null;
  k: number;
  matches: Array<{
    round: number;
    opponent: PlayerBrief;
    /** The rating the opponent counts for: their own, or the newcomer rating. */
    opponentRating: number;
    result: 0 | 0.5 | 1;
    /** An abandon or an arbitral decision (forfeits do not count); null when the games decided the match. */
    ending: MatchEnding | null;
    expected: number;
  }>;
  /** Σ W − Σ We. */
  surplus: number;
  /** null for a newcomer's first rating. */
  change: number | null;
  /** A newcomer's first rating (their performance; null without a counted match). */
  ratingAfter: number | null;
  /** The new rating is a newcomer's first one, not an update. */
  firstRating: boolean;
  performance: number | null;
}

export interface RatingReportView {
  /** Always true: the federation's exact formula is not published; this is an estimate. */
  estimate: true;
  parameters: EloSettings;
  /** The rating newcomers count for in the expectations. */
  newcomerRating: number;
  /** In the order of the final ranking. */
  lines: RatingLine[];
}

/** A printed document: the bytes of a PDF and the file name to offer when saving it. */
export interface PrintedDocument {
  fileName: string;
  pdf: Uint8Array;
  /**
   * Match sheets printed without their tables' codes: the tournament takes results proposed from
   * the tables, but the arbiters' stations (whose address the codes carry) were off.
   */
  withoutCodes?: true;
}

/** The final results as a file to save: the federation's CSV or a standalone HTML page. */
export interface ExportedResults {
  fileName: string;
  text: string;
}

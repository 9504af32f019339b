/** Standings, histories, the crosstable and the rating estimate, ready to show. */
import type { EloSettings, TieBreak } from '../../../src-engine/index.ts';
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
}

export interface HistoryLine {
  round: number;
  table: number | null;
  opponent: PlayerBrief | null;
  /** 'x' against the fictitious player. */
  outcome: 'win' | 'draw' | 'loss' | 'absent' | 'withdrawn' | 'pending' | 'x';
  byForfeit: boolean;
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

export interface CrosstableView {
  rounds: number;
  rows: Array<{
    rank: number;
    player: PlayerBrief;
    pm: number;
    pdep: number;
    cells: Array<{
      round: number;
      opponentRank: number | null;
      x: boolean;
      outcome: HistoryLine['outcome'];
      pm: number;
    }>;
  }>;
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
}

/** The final results as a file to save: the federation's CSV or a standalone HTML page. */
export interface ExportedResults {
  fileName: string;
  text: string;
}

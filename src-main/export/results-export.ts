/**
 * The final results of a tournament, ready to export (federation CSV, HTML page for a club's
 * website). Built by the service; the exporters are pure functions of it.
 */
import type { CategoryStandings, CrosstableView, RoundView, TournamentSummary } from '../contract/views.ts';

export interface ResultsExportRow {
  /** The player's registration number: their line of the crosstable. */
  id: number;
  rank: number;
  /** Ex æquo with a neighbour. */
  shared: boolean;
  licence: string;
  name: string;
  club: string;
  /** null: an unrated newcomer (NC). */
  rating: number | null;
  pm: number;
  ppm: number | null;
  pdep: number;
  gamesWon: number;
  /** The rating after the tournament, an estimate (a newcomer's first rating); null when not computed. */
  ratingAfter: number | null;
  withdrawn: boolean;
}

export interface ResultsExport {
  tournament: TournamentSummary;
  rows: ResultsExportRow[];
  /** The final phase's rounds (semi-finals, then the final), when the tournament had one. */
  finalPhase: RoundView[] | null;
  /** The ranking of each series and category (prizes). */
  categories: CategoryStandings[];
  crosstable: CrosstableView | null;
}

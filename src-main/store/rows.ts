/** The facts of a tournament file as typed rows: what the store reads and the writer writes. */
import type { CategorySettings, EloSettings, PairingSystem, Ruleset } from '../../src-engine/index.ts';
import type { StoredMatchReason } from './match-reason.ts';

export type RatingType = 'PL' | 'PL*';
export type Side = 'a' | 'b';

export interface SettingsRow {
  name: string;
  date: string;
  place: string;
  ruleset: Ruleset;
  /** null: the number the ruleset gives the field. */
  plannedRounds: number | null;
  bestOfThree: boolean;
  minutes: number;
  pairingSystem: PairingSystem;
  /** The rating estimate's constants; null: the defaults. */
  elo: EloSettings | null;
  /** The series by rating and the director's categories; null: the defaults. */
  categories: CategorySettings | null;
  /** The live results' pages leave out the players' ratings. */
  liveHidesRatings: boolean;
  /** The rating unrated newcomers count for where a number is needed; null: the default. */
  newcomerRating: number | null;
  /** The players may propose their table's result from a phone, by their match sheet's code. */
  tableProposals: boolean;
  /** The same numbers proposed from two phones validate the result, with no arbiter's hand. */
  proposalsConfirm: boolean;
  /** The key of the match sheets' codes (base64url); null until proposals were first turned on. */
  tableSecret: string | null;
  createdAt: string;
}

export interface PlayerRow {
  id: number;
  name: string;
  /** null: an unrated newcomer (NC). */
  rating: number | null;
  club: string;
  ratingType: RatingType;
  /** A late entry's first round; the rounds before count as absences. */
  firstRound: number;
  withdrawnAfter: number | null;
  /** The federation licence number ('' when unknown). */
  licence: string;
  /** The player's own K for the rating estimate; null: the tournament's. */
  k: number | null;
  /** The player's category as the federation list or the director gives it ('' when none). */
  category: string;
  birthYear: number | null;
}

export interface RoundRow {
  number: number;
  method: string;
  pairedAt: string;
}

/** A round's clock, as the file keeps it (see schema version 7). */
export interface ClockRow {
  round: number;
  pairedAt: string;
  startedAt: string;
  minutes: number;
  forfeitMs: number;
  pausedAt: string | null;
  pausedMs: number;
}

export interface MatchRow {
  round: number;
  table: number;
  a: number;
  /** null: the fictitious player X. */
  b: number | null;
  starts: number | null;
  rematch: boolean;
  forfeit: Side | 'both' | null;
  abandon: { by: Side; agreed: boolean } | null;
  decisionAgainst: Side | null;
  games: Array<[number, number]>;
  /** Why the match was formed, as the file stores it (match-reason.ts); null when not known. */
  reason: StoredMatchReason | null;
  /**
   * Who entered the result it holds (a station's name; null: the director) and when; null when
   * it holds none, or one entered before the file kept it (schema version 13).
   */
  entered: ResultEntry | null;
}

/** How a result came from a table's proposal: validated by a hand, or confirmed by two phones. */
export type ProposalWay = 'validated' | 'confirmed';

/**
 * The hand that entered a match's result, and when (ISO time); `via`: the table's proposal it
 * came from, null when it was typed at a desk (schema version 14).
 */
export interface ResultEntry {
  by: string | null;
  at: string;
  via: ProposalWay | null;
}

/** The final phase as the director opened it (schema version 10). */
export interface FinalPhaseRow {
  size: 2 | 4;
  bestOfThree: boolean;
  thirdPlace: boolean;
  countClassicGame: boolean;
  /** The last classic round: the final phase's rounds are numbered after it. */
  afterRound: number;
  /** Its players' ids, in classic-phase order. */
  seeds: number[];
  openedAt: string;
}

/**
 * The tournament document: the facts the engine decides from. It is the JSON contract of
 * `sclassic engine` and the shape the service exports and imports.
 */
import type { PresetName, Ruleset } from './ruleset.ts';

export type PlayerId = string;
export type Side = 'a' | 'b';

export interface PlayerRecord {
  id: PlayerId;
  name: string;
  /** Rating PL or PL* at the start of the tournament; null: an unrated newcomer (NC). */
  rating: number | null;
  /** Withdrew from the tournament after this round (0: before round 1). */
  withdrawnAfter?: number;
}

export type Game = readonly [scoreA: number, scoreB: number];

export interface MatchRecord {
  a: PlayerId;
  /** null: the fictitious player X. */
  b: PlayerId | null;
  /** One [scoreA, scoreB] per game; for an abandon or a decision, the last game holds the scores at that moment. */
  games?: Game[];
  /** The player(s) who did not play: they lose by forfeit. */
  forfeit?: Side | 'both';
  /** 002 §9: a player abandoned during the last game, with or without the opponent's agreement. */
  abandon?: { by: Side; agreed: boolean };
  /** A loss by arbitral decision (exclusion, playing with 8 letters…), scored like an abandon without agreement. */
  decision?: { against: Side };
  /** Who started game 1, when it is known; otherwise the engine's own designation is assumed. */
  starts?: PlayerId;
}

/**
 * An arbiter's decision on a round once it was paired: two players swapped between their tables.
 * The audit pairs the round by the procedure, then applies the decisions in the order they were
 * made, and names each as the arbiter's — what they explain is not a breach.
 */
export interface RoundDecision {
  kind: 'swap';
  players: [PlayerId, PlayerId];
  /** When it was made (ISO 8601), when known. */
  at?: string;
}

export interface RoundRecord {
  absent?: PlayerId[];
  /** In table order: matches[0] is table 1. */
  matches: MatchRecord[];
  /** The arbiter's decisions on the round after it was paired, in the order they were made. */
  decisions?: RoundDecision[];
}

/** A stage of the final phase: the semi-finals, the final, the match for third place. */
export type FinalStage = 'semi-final' | 'final' | 'third-place';

/** A match of the final phase as recorded: its stage, its players' classic places, the game carried as game 1. */
export interface FinalMatchRecord extends MatchRecord {
  stage: FinalStage;
  /** The classic-phase places of `a` and `b` (1-based). */
  seeds: [number, number];
  /** Their classic game counted as game 1 of a final (French championships), when it is. */
  carried: { round: number; game: [number, number] } | null;
}

/** The final phase after the classic rounds (003): its options, its players in classic order, its rounds. */
export interface FinalPhaseRecord {
  size: 2 | 4;
  bestOfThree: boolean;
  thirdPlace: boolean;
  countClassicGame: boolean;
  /** Its players, in classic-phase order. */
  seeds: PlayerId[];
  /** Its rounds after the classic ones: the semi-finals, then the final (and third place); or the final. */
  rounds: Array<{ matches: FinalMatchRecord[] }>;
}

/**
 * How rounds are paired: the formule classique (the default), or the complete round-robin
 * offered to fields of fewer than 8 players.
 */
export type PairingSystem = 'formula' | 'round-robin';

export interface TournamentDocument {
  ruleset: PresetName | Ruleset;
  system?: PairingSystem;
  /** In registration order. */
  players: PlayerRecord[];
  rounds: RoundRecord[];
  /**
   * The rating an unrated player counts for where a number is needed (FBS Pdep, the rating
   * estimate); DEFAULT_NEWCOMER_RATING when absent.
   */
  newcomerRating?: number;
  /** For pairing: the players known to be absent from the next round. */
  next?: { absent?: PlayerId[] };
  /** The final phase, when the tournament ends with one (the pairing and the classic standings ignore it). */
  finalPhase?: FinalPhaseRecord;
}

/** The fictitious player X, as an index. Real players are 0..n-1 in registration order. */
export const X = -1;

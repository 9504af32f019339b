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

export interface RoundRecord {
  absent?: PlayerId[];
  /** In table order: matches[0] is table 1. */
  matches: MatchRecord[];
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
}

/** The fictitious player X, as an index. Real players are 0..n-1 in registration order. */
export const X = -1;

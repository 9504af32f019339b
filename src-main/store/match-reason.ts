/**
 * Why a match was formed, as the file stores it: the JSON of `matches.reason` (schema version 6
 * on; the final phase's stages from version 10, with its table). This is the
 * file's own type, spelled out here, not the view's nor the engine's: a change to
 * `MatchReason` (contract/views/tournament.ts) or to the engine's explanation then fails to
 * compile where they meet this type — here, in `matchReasonView`, or where a reason is written —
 * instead of changing what new files hold without a migration. Players are registration numbers
 * (X is null).
 */
import type { MatchReason } from '../contract/views/tournament.ts';

/** Two players' places, 1-based. */
type StoredRanks = [number, number];

/** A player the permutation tried, and the round they had met A in. */
interface StoredTried {
  player: number | null;
  metIn: number;
}

export type StoredMatchReason =
  | { method: 'groups-ab'; group: 'A' | 'B'; ranks: StoredRanks; groupA: number; field: number }
  | { method: 'fixed-table'; round: number; fieldSize: number; ranks: StoredRanks }
  | { method: 'round-robin'; round: number; ranks: StoredRanks }
  | {
      method: 'score-groups';
      ranks: StoredRanks;
      groupScore: number;
      groupSize: number;
      proposed: { player: number | null; from: 'own-group' | 'below'; metIn: number | null };
      permutation: null | { up: StoredTried[]; down: StoredTried[]; found: 'up' | 'down' | 'none' };
      bottomPass: boolean;
    }
  | { method: 'swap'; players: [number, number] }
  | { method: 'import'; decisions?: Array<{ players: [number, number]; at?: string }> }
  | {
      method: 'final-phase';
      stage: 'semi-final' | 'final' | 'third-place';
      seeds: [number, number];
      carried: { round: number; game: [number, number] } | null;
    };

/**
 * The view of a stored reason: the one place the file's type meets the view's. They have the
 * same shape today; the day the view's changes, this function says how a stored reason reads.
 */
export function matchReasonView(stored: StoredMatchReason): MatchReason {
  return stored;
}

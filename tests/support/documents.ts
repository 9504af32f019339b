/** Small builders for tournament documents in tests. */
import type { MatchRecord, PlayerRecord, RoundRecord, TournamentDocument } from '../../src-engine/index.ts';

/** Players named after their ids, rated in decreasing order so the initial ranking follows `ids`. */
export function playersRanked(ids: readonly string[], top = 2000): PlayerRecord[] {
  return ids.map((id, i) => ({ id, name: id, rating: top - 10 * i }));
}

/** `n` players p1..pn in initial-ranking order. */
export function field(n: number): PlayerRecord[] {
  return playersRanked(Array.from({ length: n }, (_, i) => `p${i + 1}`));
}

/** A won single game by one point for `winner` (so Pdep stay small and predictable). */
export function win(a: string, b: string | null, winner: 'a' | 'b' = 'a'): MatchRecord {
  if (b === null) return { a, b };
  return { a, b, games: [winner === 'a' ? [301, 300] : [300, 301]] };
}

export function draw(a: string, b: string): MatchRecord {
  return { a, b, games: [[350, 350]] };
}

export function doc(
  players: PlayerRecord[],
  rounds: RoundRecord[],
  extra: Partial<TournamentDocument> = {},
): TournamentDocument {
  return { ruleset: 'fisf', players, rounds, ...extra };
}

/** Unordered pair key, for comparing pairings without caring who is A. */
export const pairKey = (p: string, q: string | null) => [p, q ?? 'X'].sort().join('-');

/**
 * How many rounds a field plays (000 §1, 003), and the complete round-robin offered to
 * fields too small for the formula.
 */
import type { Ruleset } from './ruleset.ts';

export const SMALLEST_FIELD = 8;
export const LARGEST_FIELD = 128;

export type RoundsWarning =
  /** Below 8 players the formula does not apply: a complete round-robin is offered. */
  | { code: 'field-too-small'; players: number; minimum: number }
  /** Above 128 players the texts stop: one more round per doubling of the field. */
  | { code: 'field-too-large'; players: number; maximum: number };

export interface RoundsAdvice {
  /** The rounds the ruleset gives this field, or the director's override. */
  rounds: number;
  /** What the ruleset alone would give. */
  ruleRounds: number;
  overridden: boolean;
  warnings: RoundsWarning[];
  /** For small fields: every round of a complete round-robin, as pairs of initial ranks (1-based; X = N+1 when odd). */
  roundRobin: Array<Array<[number, number]>> | null;
}

/** Rounds by the ruleset's bands; past the last band, one round more for each doubling. */
export function ruleRounds(players: number, ruleset: Ruleset): number {
  const bands = ruleset.roundsByFieldSize;
  let rounds = bands.find((band) => players <= band.maxPlayers)?.rounds;
  if (rounds === undefined) {
    const last = bands[bands.length - 1] ?? { maxPlayers: LARGEST_FIELD, rounds: 7 };
    rounds = last.rounds;
    for (let size = last.maxPlayers; size < players; size *= 2) rounds += 1;
  }
  return Math.max(rounds, ruleset.minimumRounds);
}

/**
 * A complete round-robin by the circle method: player 1 stays, the others turn. Each of the
 * N−1 rounds (N even, X added when odd) pairs everyone once, and every two players meet once.
 */
export function roundRobinSchedule(players: number): Array<Array<[number, number]>> {
  const n = players % 2 === 0 ? players : players + 1;
  const circle = Array.from({ length: n - 1 }, (_, i) => i + 2);
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Array<[number, number]> = [];
    const pivotOpponent = circle[r % (n - 1)] as number;
    round.push(r % 2 === 0 ? [1, pivotOpponent] : [pivotOpponent, 1]);
    for (let k = 1; k < n / 2; k++) {
      const p = circle[(r + k) % (n - 1)] as number;
      const q = circle[(r - k + 2 * (n - 1)) % (n - 1)] as number;
      round.push(p < q ? [p, q] : [q, p]);
    }
    rounds.push(round);
  }
  return rounds;
}

export function adviseRounds(players: number, ruleset: Ruleset, override?: number): RoundsAdvice {
  const warnings: RoundsWarning[] = [];
  let rule = ruleRounds(players, ruleset);
  let roundRobin: RoundsAdvice['roundRobin'] = null;
  if (players < SMALLEST_FIELD) {
    warnings.push({ code: 'field-too-small', players, minimum: SMALLEST_FIELD });
    if (players >= 2) {
      roundRobin = roundRobinSchedule(players);
      rule = Math.max(roundRobin.length, ruleset.minimumRounds);
    }
  }
  if (players > LARGEST_FIELD) warnings.push({ code: 'field-too-large', players, maximum: LARGEST_FIELD });
  return {
    rounds: override ?? rule,
    ruleRounds: rule,
    overridden: override !== undefined && override !== rule,
    warnings,
    roundRobin,
  };
}

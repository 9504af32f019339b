/**
 * Rating estimate (002 §2.2). The federation's exact formula is not published; this is the
 * Elo form of a public reconstruction: change = K × Σ(W − We), with
 * We = 1 / (1 + 10^(−Δ/scale)) clamped and rounded, Δ from ratings frozen at the start of the
 * tournament. Every constant is a parameter, and every surface calls the result an estimate.
 */
export interface EloParameters {
  /** The Δ that makes the expectation ten to one: 400. */
  scale: number;
  /** The expectation is clamped to [min, max]: 0.08 and 0.92. */
  expectationClamp: { min: number; max: number };
  /** The expectation is rounded to this step: 0.01. */
  expectationStep: number;
  /** The change is rounded to this step: 1. */
  changeStep: number;
}

export const DEFAULT_ELO: EloParameters = {
  scale: 400,
  expectationClamp: { min: 0.08, max: 0.92 },
  expectationStep: 0.01,
  changeStep: 1,
};

/** The estimate's constants as a tournament keeps them: the Elo parameters and the K of every player without their own. */
export interface EloSettings extends EloParameters {
  k: number;
}

/**
 * Sclassic's defaults when a tournament sets none: the Elo form of docs/rules.md, and K = 20 for every
 * player (the federation's K is not published; a director sets it per tournament or per player).
 */
export const DEFAULT_TOURNAMENT_ELO: EloSettings = { ...DEFAULT_ELO, k: 20 };

/** 1 a win, 0.5 a draw, 0 a loss. Forfeits and X are not games and are left out. */
export type GameResult = 0 | 0.5 | 1;

export interface RatedMatch {
  opponentRating: number;
  result: GameResult;
}

export interface RatingEstimate {
  ratingBefore: number;
  k: number;
  matches: Array<RatedMatch & { expected: number }>;
  /** Σ W − Σ We. */
  surplus: number;
  change: number;
  ratingAfter: number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The expected result against an opponent `delta` points lower (own rating − opponent's). */
export function expectedResult(delta: number, params: EloParameters = DEFAULT_ELO): number {
  const raw = 1 / (1 + 10 ** (-delta / params.scale));
  const clamped = Math.min(params.expectationClamp.max, Math.max(params.expectationClamp.min, raw));
  // Rounded through a fixed number of decimals, so 0.1 + 0.2 style noise never shows.
  return Number(roundTo(clamped, params.expectationStep).toFixed(6));
}

/**
 * Tournament performance, linear form: the opponents' average rating plus scale × (wins − losses)
 * / games. Null without a rated game.
 */
export function tournamentPerformance(
  matches: readonly RatedMatch[],
  params: EloParameters = DEFAULT_ELO,
): number | null {
  if (matches.length === 0) return null;
  const average = matches.reduce((sum, m) => sum + m.opponentRating, 0) / matches.length;
  const balance = matches.reduce((sum, m) => sum + (m.result === 1 ? 1 : m.result === 0 ? -1 : 0), 0);
  return Math.round(average + (params.scale * balance) / matches.length);
}

export function estimateRating(
  ratingBefore: number,
  k: number,
  matches: readonly RatedMatch[],
  params: EloParameters = DEFAULT_ELO,
): RatingEstimate {
  const detailed = matches.map((m) => ({ ...m, expected: expectedResult(ratingBefore - m.opponentRating, params) }));
  const surplus = Number(detailed.reduce((sum, m) => sum + m.result - m.expected, 0).toFixed(6));
  const change = roundTo(k * surplus, params.changeStep) + 0;
  return { ratingBefore, k, matches: detailed, surplus, change, ratingAfter: ratingBefore + change };
}

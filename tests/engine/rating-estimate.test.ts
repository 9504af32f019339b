/** The Elo estimate, checked by hand. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ELO, estimateRating, expectedResult } from '../../src-engine/index.ts';

describe('expected result', () => {
  it('follows 1 / (1 + 10^(−Δ/400)), rounded to 0.01', () => {
    // Δ = 100: 1 / (1 + 10^−0.25) = 1 / 1.5623 = 0.6401 → 0.64
    expect(expectedResult(100)).toBe(0.64);
    // Δ = −200: 1 / (1 + 10^0.5) = 1 / 4.1623 = 0.2403 → 0.24
    expect(expectedResult(-200)).toBe(0.24);
    expect(expectedResult(0)).toBe(0.5);
  });
  it('is clamped to [0.08, 0.92]', () => {
    expect(expectedResult(-900)).toBe(0.08);
    expect(expectedResult(900)).toBe(0.92);
  });
  it('takes every constant as a parameter', () => {
    expect(expectedResult(100, { ...DEFAULT_ELO, scale: 200 })).toBe(0.76); // 1 / (1 + 10^−0.5) = 0.7597
    expect(expectedResult(-900, { ...DEFAULT_ELO, expectationClamp: { min: 0, max: 1 } })).toBe(0.01);
  });
});

describe('rating change', () => {
  it('K × Σ(W − We), rounded', () => {
    // 1600 beats a 1500 (1 − 0.64 = +0.36), loses to an 1800 (0 − 0.24 = −0.24),
    // draws a 2500 (0.5 − 0.08 = +0.42): surplus 0.54, × K 20 = 10.8 → +11.
    const estimate = estimateRating(1600, 20, [
      { opponentRating: 1500, result: 1 },
      { opponentRating: 1800, result: 0 },
      { opponentRating: 2500, result: 0.5 },
    ]);
    expect(estimate.matches.map((m) => m.expected)).toEqual([0.64, 0.24, 0.08]);
    expect(estimate.surplus).toBe(0.54);
    expect(estimate).toMatchObject({ change: 11, ratingAfter: 1611 });
  });
  it('no game, no change', () => {
    expect(estimateRating(1500, 30, [])).toMatchObject({ change: 0, ratingAfter: 1500 });
  });
});

describe('tournament performance', () => {
  it('the opponents’ average plus 400 × (wins − losses) / games', async () => {
    const { tournamentPerformance } = await import('../../src-engine/index.ts');
    // Opponents 1500, 1800, 2500 (average 1933.33); one win, one loss, one draw: balance 0.
    expect(
      tournamentPerformance([
        { opponentRating: 1500, result: 1 },
        { opponentRating: 1800, result: 0 },
        { opponentRating: 2500, result: 0.5 },
      ]),
    ).toBe(1933);
    // Two wins against 1600 and 1700: 1650 + 400 × 2 / 2 = 2050.
    expect(
      tournamentPerformance([
        { opponentRating: 1600, result: 1 },
        { opponentRating: 1700, result: 1 },
      ]),
    ).toBe(2050);
    expect(tournamentPerformance([])).toBeNull();
  });
});

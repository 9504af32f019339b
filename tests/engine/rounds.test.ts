/** How many rounds a field plays, and the round-robin offered to small fields. */
import { describe, expect, it } from 'vitest';
import { adviseRounds, resolveRuleset, roundRobinSchedule, ruleRounds } from '../../src-engine/index.ts';

const fisf = resolveRuleset('fisf');
const fbs = resolveRuleset('fbs');

describe('rounds by field size', () => {
  it.each([
    [8, 5],
    [32, 5],
    [33, 6],
    [64, 6],
    [65, 7],
    [128, 7],
  ])('fisf: %i players play %i rounds', (players, rounds) => {
    expect(ruleRounds(players, fisf)).toBe(rounds);
    expect(ruleRounds(players, resolveRuleset('fisf-earlier'))).toBe(rounds);
  });
  it.each([
    [8, 4],
    [16, 4],
    [17, 5],
    [40, 6],
    [100, 7],
  ])('fbs: %i players play %i rounds (at least 4)', (players, rounds) => {
    expect(ruleRounds(players, fbs)).toBe(rounds);
  });
  it('past 128 players: one more round per doubling, with a warning', () => {
    expect(ruleRounds(129, fisf)).toBe(8);
    expect(ruleRounds(256, fisf)).toBe(8);
    expect(ruleRounds(257, fisf)).toBe(9);
    expect(adviseRounds(200, fisf).warnings).toEqual([{ code: 'field-too-large', players: 200, maximum: 128 }]);
  });
  it('the director may override the number of rounds', () => {
    expect(adviseRounds(20, fisf, 6)).toMatchObject({ rounds: 6, ruleRounds: 5, overridden: true, warnings: [] });
    expect(adviseRounds(20, fisf, 5)).toMatchObject({ rounds: 5, overridden: false });
  });
});

describe('below 8 players: a warning and a complete round-robin', () => {
  it('offers the schedule and makes it the default number of rounds', () => {
    const advice = adviseRounds(6, fisf);
    expect(advice.warnings).toEqual([{ code: 'field-too-small', players: 6, minimum: 8 }]);
    expect(advice.roundRobin).toHaveLength(5);
    expect(advice.rounds).toBe(5);
  });
  it.each([2, 3, 4, 5, 6, 7])('%i players: every two meet exactly once, everyone plays once per round', (players) => {
    const n = players % 2 === 0 ? players : players + 1;
    const schedule = roundRobinSchedule(players);
    expect(schedule).toHaveLength(n - 1);
    const met = new Set<string>();
    for (const round of schedule) {
      expect(round.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      for (const [a, b] of round) met.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
  });
});

/** The property suite's checker must itself catch a bad pairing. */
import { describe, expect, it } from 'vitest';
import { type PairedMatch, pairNextRound, readTournament } from '../../src-engine/index.ts';
import { checkPairing } from '../support/pairing-checker.ts';
import { section7Document } from '../support/section7.ts';

describe('pairing checker', () => {
  const state = readTournament(section7Document());
  const good = pairNextRound(state);
  const index = (id: string) => state.indexOf.get(id) as number;

  it('accepts the engine’s §7 pairing', () => {
    expect(checkPairing(state, good)).toEqual([]);
  });

  it('flags a rematch kept while a free player had not met A', () => {
    // A-D again, E-B instead of B-D: A had E free and unmet.
    const [first, second, ...rest] = good.matches as [PairedMatch, PairedMatch, ...PairedMatch[]];
    const bad = {
      ...good,
      matches: [
        { ...first, table: 1, a: index('A'), b: index('D'), rematch: true, starts: null, bottomPass: false },
        { ...second, table: 2, a: index('B'), b: index('E'), rematch: false, starts: null, bottomPass: false },
        ...rest,
      ],
    };
    bad.rematches = bad.matches.filter((m) => m.rematch);
    expect(checkPairing(state, bad).some((p) => p.includes('rematch although'))).toBe(true);
  });

  it('flags a player paired twice and a player left out', () => {
    const bad = { ...good, matches: good.matches.map((m, i) => (i === 1 ? { ...m, b: index('A') } : m)) };
    const problems = checkPairing(state, bad);
    expect(problems.some((p) => p.includes('paired 2 times'))).toBe(true);
    expect(problems.some((p) => p.includes('paired 0 times'))).toBe(true);
  });
});

/** Round 1 groups A/B, the 8-player tables and Sclassic's own 10–16 tables. */
import { describe, expect, it } from 'vitest';
import {
  FISF_EARLIER_EIGHT,
  FISF_EIGHT,
  groupsAB,
  opponentRankSums,
  pairNextRound,
  readTournament,
  SCLASSIC_TEN_TO_SIXTEEN,
  X,
} from '../../src-engine/index.ts';
import { doc, field, win } from '../support/documents.ts';

/** Pairs of a pairing as initial ranks (X = 'X'), in table order. */
function rankPairs(n: number, ruleset: 'fisf' | 'fisf-earlier' | 'fbs', rounds = doc(field(n), []).rounds) {
  const state = readTournament(doc(field(n), rounds, { ruleset }));
  const pairing = pairNextRound(state);
  const rank = (p: number) => (p === X ? 'X' : state.initialRank[p]);
  return { pairing, pairs: pairing.matches.map((m) => [rank(m.a), rank(m.b)]) };
}

function expectedGroupsAB(n: number): Array<[number | 'X', number | 'X']> {
  const size = n % 2 === 0 ? n : n + 1;
  const p = 2 * Math.round(size / 3);
  const label = (r: number) => (r > n ? 'X' : r);
  const pairs: Array<[number | 'X', number | 'X']> = [];
  for (let i = 1; i <= p / 2; i++) pairs.push([label(i), label(p + 1 - i)]);
  for (let j = p + 1; j < size; j += 2) pairs.push([label(j), label(j + 1)]);
  return pairs;
}

describe('000 §6.1.1: round 1 in groups A and B', () => {
  it.each([
    [17, 12],
    [18, 12],
    [20, 14],
    [64, 42],
    [128, 86],
  ])('%i players: group A is ranks 1..%i, paired first against last, group B in pairs', (n, p) => {
    const { pairing, pairs } = rankPairs(n, 'fisf');
    expect(pairing.method).toBe('groups-ab');
    expect(pairs).toEqual(expectedGroupsAB(n));
    expect(pairs[0]).toEqual([1, p]);
    expect(pairs[p / 2 - 1]).toEqual([p / 2, p / 2 + 1]);
    expect(pairs[p / 2]).toEqual([p + 1, p + 2]);
  });

  it('17 players: X closes group B against the 17th', () => {
    const { pairs } = rankPairs(17, 'fisf');
    expect(pairs.at(-1)).toEqual([17, 'X']);
  });

  it('groupsAB works on any ordered field', () => {
    expect(groupsAB([10, 11, 12, 13, 14, 15])).toEqual([
      [10, 13],
      [11, 12],
      [14, 15],
    ]);
  });

  it('fbs pairs even the smallest fields in groups A and B', () => {
    const { pairing, pairs } = rankPairs(8, 'fbs');
    expect(pairing.method).toBe('groups-ab');
    expect(pairs).toEqual([
      [1, 6],
      [2, 5],
      [3, 4],
      [7, 8],
    ]);
  });
});

describe('000/001 §6.2.1: eight players', () => {
  const roundOne = (ruleset: 'fisf' | 'fisf-earlier') => {
    const { pairing } = rankPairs(8, ruleset);
    const id = (p: number) => `p${p + 1}`;
    return [{ matches: pairing.matches.map((m) => win(id(m.a), id(m.b))) }];
  };

  it('fisf: 1-5 2-6 3-7 4-8, then 1-4 2-3 5-8 6-7', () => {
    expect(rankPairs(8, 'fisf').pairs).toEqual(FISF_EIGHT[0]?.map((p) => [...p]));
    expect(rankPairs(8, 'fisf').pairs).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ]);
    expect(rankPairs(8, 'fisf', roundOne('fisf')).pairs).toEqual([
      [1, 4],
      [2, 3],
      [5, 8],
      [6, 7],
    ]);
  });

  it('fisf-earlier: 1-8 5-6 2-7 3-4, then 1-6 5-8 2-4 3-7, tables numbered by the better-placed player', () => {
    expect(rankPairs(8, 'fisf-earlier').pairs).toEqual([
      [1, 8],
      [2, 7],
      [3, 4],
      [5, 6],
    ]);
    const byBetterRank = (pairs: ReadonlyArray<readonly [number, number]>) =>
      [...pairs].sort((p, q) => Math.min(...p) - Math.min(...q)).map((p) => [...p]);
    expect(rankPairs(8, 'fisf-earlier', roundOne('fisf-earlier')).pairs).toEqual(
      byBetterRank(FISF_EARLIER_EIGHT[1] ?? []),
    );
  });

  it('round 3 pairs by score groups from the (PM, Pdep) ranking', () => {
    const rounds = roundOne('fisf');
    const { pairing } = rankPairs(8, 'fisf', rounds);
    const id = (p: number) => `p${p + 1}`;
    rounds.push({ matches: pairing.matches.map((m) => win(id(m.a), id(m.b))) });
    expect(rankPairs(8, 'fisf', rounds).pairing.method).toBe('score-groups');
  });

  it('an absence ends the fixed phase: that round is paired by score groups', () => {
    const rounds = roundOne('fisf');
    const state = readTournament(doc(field(8), rounds, { next: { absent: ['p8'] } }));
    const pairing = pairNextRound(state);
    expect(pairing.method).toBe('score-groups');
    expect(pairing.matches).toHaveLength(4);
    expect(pairing.matches.at(-1)?.b).toBe(X);
  });
});

describe('Sclassic’s own tables for 9 to 16 players', () => {
  const sizes = Object.keys(SCLASSIC_TEN_TO_SIXTEEN).map(Number);

  it('covers every even field from 10 to 16', () => {
    expect(sizes).toEqual([10, 12, 14, 16]);
  });

  it.each(sizes)('%i: three rounds, everyone once per round, no pair twice', (n) => {
    const table = SCLASSIC_TEN_TO_SIXTEEN[n] ?? [];
    expect(table).toHaveLength(3);
    const met = new Set<string>();
    for (const round of table) {
      expect(round.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      for (const [a, b] of round) {
        expect(a).toBeLessThan(b);
        const key = `${a}-${b}`;
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
    }
  });

  it.each(sizes)('%i: every player’s opponents are balanced in initial rank', (n) => {
    const ideal = (3 * (n + 1)) / 2;
    const tolerance = n === 12 ? 0.5 : 1.5;
    for (const sum of opponentRankSums(SCLASSIC_TEN_TO_SIXTEEN[n] ?? [], n)) {
      expect(Math.abs(sum - ideal)).toBeLessThanOrEqual(tolerance);
    }
  });

  it.each(sizes)('%i: round 1 sets the top half against the bottom half for most tables', (n) => {
    const round = SCLASSIC_TEN_TO_SIXTEEN[n]?.[0] ?? [];
    const crossing = round.filter(([a, b]) => a <= n / 2 && b > n / 2).length;
    expect(crossing).toBeGreaterThanOrEqual(round.length - 2);
  });

  it.each(sizes)(
    '%i: the last rank (X in an odd field) never meets the top quarter, and meets the middle in round 1',
    (n) => {
      const table = SCLASSIC_TEN_TO_SIXTEEN[n] ?? [];
      const opponents = table.map((round) => round.find((pair) => pair.includes(n))?.find((r) => r !== n) as number);
      expect(Math.min(...opponents)).toBeGreaterThan(Math.floor(n / 4));
      expect(opponents[0]).toBe(n === 16 ? 8 : 4);
    },
  );

  it.each([7, 9, 11, 13, 15])(
    '%i players: the match against X comes last, against a player of the middle',
    (players) => {
      const { pairing, pairs } = rankPairs(players, 'fisf');
      expect(pairing.method).toBe('fixed-table');
      expect(pairs.at(-1)?.[1]).toBe('X');
      expect(pairs.at(-1)?.[0]).toBe(players === 15 ? 8 : 4);
      expect(pairs.slice(0, -1).every((p) => p[1] !== 'X')).toBe(true);
    },
  );

  it('the 8-player fisf table is perfectly balanced, as the model for the others', () => {
    expect(new Set(opponentRankSums(FISF_EIGHT, 8))).toEqual(new Set([9]));
  });

  it('11 players use the 12-table with X as rank 12, for three rounds', () => {
    const players = field(11);
    const rounds: Array<{ matches: ReturnType<typeof win>[] }> = [];
    for (let r = 0; r < 3; r++) {
      const state = readTournament(doc(players, rounds));
      const pairing = pairNextRound(state);
      expect(pairing.method).toBe('fixed-table');
      const rank = (p: number) => (p === X ? 12 : (state.initialRank[p] as number));
      const expected = (SCLASSIC_TEN_TO_SIXTEEN[12]?.[r] ?? []).map(([a, b]) => [a, b].sort((x, y) => x - y).join('-'));
      expect(pairing.matches.map((m) => [rank(m.a), rank(m.b)].sort((x, y) => x - y).join('-')).sort()).toEqual(
        expected.sort(),
      );
      const id = (p: number) => (p === X ? null : `p${p + 1}`);
      rounds.push({ matches: pairing.matches.map((m) => win(id(m.a) as string, id(m.b))) });
    }
    expect(pairNextRound(readTournament(doc(players, rounds))).method).toBe('score-groups');
  });
});

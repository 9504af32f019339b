/**
 * A swap's consequences, before it is made: the tables before and after, the rematches it makes,
 * the score groups it crosses (players of different PM now meeting) and whose start it changes.
 */
import { describe, expect, it } from 'vitest';
import {
  pairNextRound,
  readTournament,
  swapConsequences,
  swapInLastRound,
  type TournamentState,
  X,
} from '../../src-engine/index.ts';
import { doc, field, win } from '../support/documents.ts';

const players = field(8);
const index = (id: string) => Number(id.slice(1)) - 1;

/**
 * Two rounds played, the third paired by hand: after round 2, p1 and p3 have won twice, p2, p4,
 * p5 and p7 once, p6 and p8 never.
 */
function third(round3 = [win('p1', 'p3'), win('p2', 'p4'), win('p5', 'p7'), win('p6', 'p8')]): TournamentState {
  return readTournament(
    doc(players, [
      { matches: [win('p1', 'p5'), win('p2', 'p6'), win('p3', 'p7'), win('p4', 'p8')] },
      { matches: [win('p1', 'p2'), win('p3', 'p4'), win('p5', 'p6'), win('p7', 'p8')] },
      // Paired, no result yet.
      { matches: round3.map(({ a, b, starts }) => ({ a, b, ...(starts === undefined ? {} : { starts }) })) },
    ]),
  );
}

describe('swapConsequences', () => {
  it('says the score groups a swap crosses even when it makes no rematch: the 0-PM player to table 1 against a leader', () => {
    const state = third();
    const c = swapConsequences(state, index('p3'), index('p6'));
    expect(c.round).toBe(3);
    expect(c.rematches).toEqual([]);
    expect(c.tables.map((t) => [t.table, t.before.a, t.before.b, t.after.a, t.after.b])).toEqual([
      [1, 0, 2, 0, 5],
      [4, 5, 7, 2, 7],
    ]);
    // Before the round (3 PM a win, 1 a loss): p1 and p3 have 6 PM, p6 and p8 2.
    expect(c.groupsCrossed).toEqual([
      { table: 1, a: 0, pmA: 6, b: 5, pmB: 2 },
      { table: 4, a: 2, pmA: 6, b: 7, pmB: 2 },
    ]);
  });

  it('names the rematches a swap makes, and the PM of the players it brings together', () => {
    const c = swapConsequences(third(), index('p2'), index('p3'));
    expect(c.rematches).toEqual([
      { table: 1, a: 0, b: 1 },
      { table: 2, a: 2, b: 3 },
    ]);
    expect(c.groupsCrossed).toEqual([
      { table: 1, a: 0, pmA: 6, b: 1, pmB: 4 },
      { table: 2, a: 2, pmA: 6, b: 3, pmB: 4 },
    ]);
  });

  it('crosses no group between players of equal PM', () => {
    // p2 and p7 (4 PM each) change places: p7 meets p4, p2 meets p5, all four on 4 PM.
    const c = swapConsequences(third(), index('p2'), index('p7'));
    expect(c.groupsCrossed).toEqual([]);
    expect(c.rematches).toEqual([]);
  });

  it('says whose start changes: the starter recorded before, the pairing’s designation after', () => {
    // Table 1 recorded with p1 starting; table 4 with p8 starting.
    const state = third([
      { ...win('p1', 'p3'), starts: 'p1' },
      win('p2', 'p4'),
      win('p5', 'p7'),
      { ...win('p6', 'p8'), starts: 'p8' },
    ]);
    const c = swapConsequences(state, index('p3'), index('p6'));
    expect(c.tables.map((t) => t.before.starts)).toEqual([index('p1'), index('p8')]);
    // Games started in rounds 1 and 2: p1 and p3 none, p6 and p8 two. The one who started fewer starts.
    expect(c.tables.map((t) => t.after.starts)).toEqual([index('p1'), index('p3')]);
    // p1 still starts, p6 still does not; p3 now starts, p8 no longer does.
    expect(c.startsChanged).toEqual([
      { table: 4, player: index('p3'), starts: true },
      { table: 4, player: index('p8'), starts: false },
    ]);
  });

  it('keeps X as player B and never counts X in a score group', () => {
    const seven = field(7);
    let state = readTournament(doc(seven, []));
    const rounds = [];
    for (let r = 0; r < 2; r++) {
      const pairing = pairNextRound(state);
      rounds.push({
        matches: pairing.matches.map((m) =>
          win(seven[m.a]?.id as string, m.b === X ? null : (seven[m.b]?.id as string)),
        ),
      });
      state = readTournament(doc(seven, rounds));
    }
    const pairing = pairNextRound(state);
    state = readTournament(
      doc(seven, [
        ...rounds,
        {
          matches: pairing.matches.map((m) => ({
            a: seven[m.a]?.id as string,
            b: m.b === X ? null : (seven[m.b]?.id as string),
          })),
        },
      ]),
    );
    const bye = pairing.matches.find((m) => m.b === X);
    const other = pairing.matches[0];
    if (bye === undefined || other === undefined) throw new Error('a bye and a table expected');
    const c = swapConsequences(state, bye.a, other.a);
    const withX = c.tables.find((t) => t.after.b === X);
    expect(withX?.after).toMatchObject({ a: other.a, b: X, starts: null });
    expect(c.groupsCrossed.every((g) => g.b !== X && g.a !== X)).toBe(true);
    expect(c.startsChanged.every((s) => s.player !== X)).toBe(true);
  });

  it('describes a swap in an earlier round from the rounds before it alone', () => {
    const state = third();
    // Round 2's p1 – p2 and p3 – p4 with p2 and p3 swapped: from round 1 alone, p1 and p3 have 3 PM each, as p2 and p4.
    const c = swapConsequences(state, index('p2'), index('p3'), 2);
    expect(c.round).toBe(2);
    expect(c.tables.map((t) => [t.table, t.after.a, t.after.b])).toEqual([
      [1, 0, 2],
      [2, 1, 3],
    ]);
    expect(c.rematches).toEqual([]);
    expect(c.groupsCrossed).toEqual([]);
    expect(() => swapConsequences(state, 0, 1, 4)).toThrow(RangeError);
  });

  it('is what swapInLastRound makes of the last round', () => {
    const state = third();
    expect(swapInLastRound(state, index('p3'), index('p6'))).toEqual(
      swapConsequences(state, index('p3'), index('p6')).tables.map((t) => t.after),
    );
  });
});

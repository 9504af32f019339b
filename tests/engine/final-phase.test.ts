/** The final phase (003): its players, its matches, the places it gives, the game carried from the classic phase. */
import { describe, expect, it } from 'vitest';
import {
  classicGameBetween,
  computeStandings,
  type FinalMatchResult,
  finalMatchWinner,
  finalPhaseOrder,
  finalPhaseSeeds,
  openingPairings,
  pairingsAfterSemiFinals,
  readTournament,
  resolveRuleset,
  scoreMatch,
  withCarriedGame,
  withFinalPhase,
} from '../../src-engine/index.ts';
import { doc, playersRanked, win } from '../support/documents.ts';

// Six players, two rounds: A and B win twice, D (Pdep 0) and C (Pdep −39) once, E and F never (ex æquo).
const players = playersRanked(['A', 'B', 'C', 'D', 'E', 'F']);
const tournament = doc(players, [
  { matches: [win('A', 'D'), win('B', 'E'), win('C', 'F')] },
  { matches: [{ a: 'A', b: 'C', games: [[420, 380]] }, win('B', 'F'), win('D', 'E')] },
]);
const state = readTournament(tournament);
const classic = computeStandings(state, { final: true });
const [A, B, C, D, E, F] = [0, 1, 2, 3, 4, 5];
const result = (stage: FinalMatchResult['stage'], a: number, b: number, winner: number | null): FinalMatchResult => ({
  stage,
  a,
  b,
  winner,
});

describe('who plays the final phase', () => {
  it('takes the first 2 or 4 of the classic final ranking, in its order', () => {
    expect(classic.lines.map((l) => l.player)).toEqual([A, B, D, C, E, F]);
    expect(finalPhaseSeeds(classic, 4)).toEqual([A, B, D, C]);
    expect(finalPhaseSeeds(classic, 2)).toEqual([A, B]);
  });

  it('leaves out a withdrawn player, and says when too few can play', () => {
    const withdrawn = readTournament({
      ...tournament,
      players: players.map((p) => (p.id === 'B' ? { ...p, withdrawnAfter: 2 } : p)),
    });
    expect(finalPhaseSeeds(computeStandings(withdrawn, { final: true }), 4)).toEqual([A, D, C, E]);
    const three = readTournament(doc(playersRanked(['A', 'B', 'C']), [{ matches: [win('A', 'B'), win('C', null)] }]));
    expect(finalPhaseSeeds(computeStandings(three, { final: true }), 4)).toBeNull();
  });

  it('opens with the final (2) or the semi-finals 1–4 and 2–3 (4), the better seed as a', () => {
    expect(openingPairings([A, B])).toEqual([{ stage: 'final', a: A, b: B }]);
    expect(openingPairings([A, B, C, D])).toEqual([
      { stage: 'semi-final', a: A, b: D },
      { stage: 'semi-final', a: B, b: C },
    ]);
  });
});

describe('who wins a match of the final phase', () => {
  const fisf = resolveRuleset('fisf');
  const score = (games: Array<[number, number]>) => scoreMatch({ a: 'a', b: 'b', games }, 0, 0, fisf);
  it('is the match winner', () => {
    expect(
      finalMatchWinner(
        score([
          [300, 400],
          [300, 410],
        ]),
        A,
        D,
      ),
    ).toBe(D);
    expect(
      finalMatchWinner(
        score([
          [400, 300],
          [410, 300],
        ]),
        A,
        D,
      ),
    ).toBe(A);
  });
  it('goes to the better classic seed when the match names no winner (a draw, a double forfeit)', () => {
    expect(finalMatchWinner(score([[350, 350]]), A, D)).toBe(A);
    expect(finalMatchWinner(scoreMatch({ a: 'a', b: 'b', forfeit: 'both' }, 0, 0, fisf), A, D)).toBe(A);
  });
  it('is not known while the result is not in', () => {
    expect(finalMatchWinner(null, A, D)).toBeNull();
  });
});

describe('the final after the semi-finals', () => {
  const semis = [result('semi-final', A, D, D), result('semi-final', B, C, B)];
  it('opposes the winners, the better seed as a, and the losers for third place when asked', () => {
    expect(pairingsAfterSemiFinals([A, B, C, D], semis, true)).toEqual([
      { stage: 'final', a: B, b: D },
      { stage: 'third-place', a: A, b: C },
    ]);
    expect(pairingsAfterSemiFinals([A, B, C, D], semis, false)).toEqual([{ stage: 'final', a: B, b: D }]);
  });
  it('waits for both semi-finals', () => {
    expect(
      pairingsAfterSemiFinals([A, B, C, D], [semis[0] as FinalMatchResult, result('semi-final', B, C, null)], true),
    ).toEqual([]);
  });
});

describe('the places the final phase gives', () => {
  const seeds = [A, B, C, D];
  const semis = [result('semi-final', A, D, D), result('semi-final', B, C, B)];
  it('winner 1st, finalist 2nd, then the third-place match decides 3rd and 4th', () => {
    const order = finalPhaseOrder(seeds, [...semis, result('final', B, D, D), result('third-place', A, C, C)]);
    expect(order).toEqual({ order: [D, B, C, A], settled: true });
  });
  it('without a third-place match, the semi-finals losers keep their classic order', () => {
    expect(finalPhaseOrder(seeds, [...semis, result('final', B, D, B)])).toEqual({
      order: [B, D, A, C],
      settled: true,
    });
  });
  it('is provisional, in classic order, while matches wait', () => {
    expect(finalPhaseOrder(seeds, [result('semi-final', A, D, null), result('semi-final', B, C, B)])).toEqual({
      order: [A, B, C, D],
      settled: false,
    });
    expect(finalPhaseOrder(seeds, [...semis, result('final', B, D, null), result('third-place', A, C, C)])).toEqual({
      order: [B, D, C, A],
      settled: false,
    });
    expect(finalPhaseOrder([A, B], [result('final', A, B, null)])).toEqual({ order: [A, B], settled: false });
    expect(finalPhaseOrder([A, B], [result('final', A, B, B)])).toEqual({ order: [B, A], settled: true });
  });
});

describe('the final ranking with the final phase', () => {
  it('puts its players first in its order; everyone else keeps their classic place', () => {
    const ranked = withFinalPhase(classic, [D, B, C, A]);
    expect(ranked.lines.map((l) => [l.player, l.rank])).toEqual([
      [D, 1],
      [B, 2],
      [C, 3],
      [A, 4],
      [E, 5],
      [F, 5],
    ]);
    expect(ranked.lines.map((l) => l.tieBreak)).toEqual([
      null,
      'final-phase',
      'final-phase',
      'final-phase',
      // E did not play the final phase: the first place after it is E's classic one.
      'outside-final-phase',
      'ex-aequo',
    ]);
    // PM, PPM and Pdep stay those of the classic rounds.
    expect(ranked.lines[0]).toMatchObject({ pm: classic.lines[2]?.pm, pdep: classic.lines[2]?.pdep });
  });

  it('places after the final phase a player who shared the last qualifying place', () => {
    // C and D end level on everything: ex æquo 3rd; a final of 2 does not move them, a final of 3 would.
    const level = readTournament(
      doc(playersRanked(['A', 'B', 'C', 'D']), [
        { matches: [win('A', 'C'), win('B', 'D')] },
        { matches: [win('A', 'B'), win('C', 'D', 'b')] },
      ]),
    );
    const standings = computeStandings(level, { final: true });
    const tied = { ...standings, lines: standings.lines.map((l, i) => (i >= 2 ? { ...l, rank: 3 } : l)) };
    expect(withFinalPhase(tied, [1, 0]).lines.map((l) => l.rank)).toEqual([1, 2, 3, 3]);
    expect(withFinalPhase(tied, [0, 1, 2]).lines.map((l) => l.rank)).toEqual([1, 2, 3, 4]);
  });
});

describe('the classic game counted as game 1 of the final', () => {
  it('is the finalists’ game of the classic phase, from the first one’s side', () => {
    expect(classicGameBetween(state, A, C)).toEqual({ round: 2, game: [420, 380] });
    expect(classicGameBetween(state, C, A)).toEqual({ round: 2, game: [380, 420] });
  });
  it('is none when they did not meet over the board', () => {
    expect(classicGameBetween(state, A, B)).toBeNull();
    const forfeit = readTournament(doc(playersRanked(['A', 'B']), [{ matches: [{ a: 'A', b: 'B', forfeit: 'b' }] }]));
    expect(classicGameBetween(forfeit, 0, 1)).toBeNull();
  });
  it('comes first in the final’s games once they are entered; a forfeit stays a forfeit', () => {
    expect(withCarriedGame({ a: 'A', b: 'C' }, [420, 380])).toEqual({ a: 'A', b: 'C' });
    expect(
      withCarriedGame(
        {
          a: 'A',
          b: 'C',
          games: [
            [300, 400],
            [390, 380],
          ],
        },
        [420, 380],
      ).games,
    ).toEqual([
      [420, 380],
      [300, 400],
      [390, 380],
    ]);
    expect(withCarriedGame({ a: 'A', b: 'C', forfeit: 'a' }, [420, 380])).toEqual({ a: 'A', b: 'C', forfeit: 'a' });
  });
});

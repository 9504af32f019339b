/** Intermediate and final standings: ex æquo, absences, withdrawals, the FBS final PPM. */
import { describe, expect, it } from 'vitest';
import { computeStandings, readTournament } from '../../src-engine/index.ts';
import { doc, draw, playersRanked, win } from '../support/documents.ts';

const players = playersRanked(['A', 'B', 'C', 'D']);
const idsOf = (s: ReturnType<typeof computeStandings>) => s.lines.map((l) => players[l.player]?.id);

describe('final ranking', () => {
  // Everyone ends on 4 PM, not all met (no PPM); A +49, C 0, D 0, B −49 Pdep: C and D ex æquo.
  const tournament = doc(players, [
    { matches: [{ a: 'A', b: 'B', games: [[400, 350]] }, win('C', 'D')] },
    { matches: [win('A', 'D', 'b'), win('B', 'C')] },
  ]);

  it('shares the rank of players equal on PM, PPM and Pdep (1, 2, 2, 4), in initial-rank order', () => {
    const final = computeStandings(readTournament(tournament), { final: true });
    expect(idsOf(final)).toEqual(['A', 'C', 'D', 'B']);
    expect(final.lines.map((l) => [l.pm, l.ppm, l.pdep])).toEqual([
      [4, null, 49],
      [4, null, 0],
      [4, null, 0],
      [4, null, -49],
    ]);
    expect(final.lines.map((l) => l.rank)).toEqual([1, 2, 2, 4]);
    expect(final.lines.map((l) => l.tieBreak)).toEqual([null, 'pdep', 'ex-aequo', 'pdep']);
  });

  it('the intermediate ranking gives unique ranks, ties broken by initial rank', () => {
    const intermediate = computeStandings(readTournament(tournament));
    expect(idsOf(intermediate)).toEqual(['A', 'C', 'D', 'B']);
    expect(intermediate.lines.map((l) => l.rank)).toEqual([1, 2, 3, 4]);
    expect(intermediate.lines.map((l) => l.tieBreak)).toEqual([null, 'pdep', 'initial-rank', 'pdep']);
  });
});

describe('absences and withdrawals', () => {
  const five = playersRanked(['A', 'B', 'C', 'D', 'E']);
  const rounds = [
    { matches: [win('A', 'B'), win('C', 'D'), win('E', null)] },
    { absent: ['E'], matches: [win('A', 'C'), win('B', 'D')] },
  ];

  it('an absent player stays in the standings with 0 for the round', () => {
    const s = computeStandings(readTournament(doc(five, rounds)));
    const e = s.lines.find((l) => five[l.player]?.id === 'E');
    expect(e).toMatchObject({ pm: 3, pdep: 50, withdrawn: false });
  });

  it('a withdrawn player ranks after everyone, whatever their points', () => {
    const withdrawn = five.map((p) => (p.id === 'A' ? { ...p, withdrawnAfter: 2 } : p));
    const s = computeStandings(readTournament(doc(withdrawn, rounds)), { final: true });
    expect(s.lines.at(-1)).toMatchObject({ pm: 6, withdrawn: true, tieBreak: 'withdrawal', rank: 5 });
    // After round 1 the withdrawal (after round 2) is not yet a fact.
    expect(computeStandings(readTournament(doc(withdrawn, rounds)), { after: 1 }).lines[0]?.withdrawn).toBe(false);
  });
});

describe('FBS (003): PPM in the final ranking always apply, an unplayed pair counting 2 each', () => {
  // A, B, C, D on 4 PM. A beat B; C and D met twice, one win each (3 + 1 = 4 PPM each); the
  // other pairs never met and count 2 each.
  const six = playersRanked(['A', 'B', 'C', 'D', 'E', 'F']);
  const rounds = [
    { matches: [win('A', 'B'), win('C', 'D'), win('E', 'F')] },
    { matches: [win('A', 'E', 'b'), win('B', 'F'), win('C', 'D', 'b')] },
  ];
  const fbs = doc(six, rounds, { ruleset: 'fbs' });

  it('final: A 3+2+2, B 1+2+2, C and D 4+2+2', () => {
    const s = computeStandings(readTournament(fbs), { final: true });
    const ppm = (id: string) => s.lines.find((l) => six[l.player]?.id === id)?.ppm;
    expect([ppm('A'), ppm('B'), ppm('C'), ppm('D')]).toEqual([7, 5, 8, 8]);
  });
  it('intermediate: not all met, so no PPM', () => {
    const s = computeStandings(readTournament(fbs));
    expect(s.lines.filter((l) => l.pm === 4).map((l) => l.ppm)).toEqual([null, null, null, null]);
  });
  it('draws count 2 each in PPM', () => {
    const drawn = [{ matches: [draw('A', 'B'), draw('C', 'D')] }];
    const s = computeStandings(readTournament(doc(players, drawn, { ruleset: 'fbs' })), { final: true });
    expect(s.lines.map((l) => l.ppm)).toEqual([6, 6, 6, 6]);
    // Under fisf the four have not all met: no PPM.
    const fisf = computeStandings(readTournament(doc(players, drawn)), { final: true });
    expect(fisf.lines.map((l) => l.ppm)).toEqual([null, null, null, null]);
  });
});

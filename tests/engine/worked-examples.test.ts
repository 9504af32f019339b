/** Every worked example of the federation texts, through the engine's public API. */
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  pairNextRound,
  readTournament,
  resolveRuleset,
  scoreMatch,
  type TournamentState,
} from '../../src-engine/index.ts';
import { doc, pairKey, playersRanked, win } from '../support/documents.ts';
import { section7Document } from '../support/section7.ts';

const ids = (state: TournamentState, players: number[]) => players.map((p) => state.players[p]?.id ?? 'X');

function pairedKeys(state: TournamentState) {
  const pairing = pairNextRound(state);
  return pairing.matches.map((m) =>
    pairKey(state.players[m.a]?.id as string, m.b < 0 ? null : (state.players[m.b]?.id as string)),
  );
}

describe('000 §4.1: PPM', () => {
  // A, B and C all on 8 PM after four rounds; A beat B and C, B beat C.
  const players = playersRanked(['A', 'B', 'C', 'D', 'E', 'F']);
  const tournament = doc(players, [
    { matches: [win('A', 'B'), win('C', 'D'), win('E', 'F', 'b')] },
    { matches: [win('A', 'C'), win('B', 'E'), win('D', 'F')] },
    { matches: [win('A', 'D', 'b'), win('B', 'C'), win('E', 'F', 'b')] },
    { matches: [win('A', 'F', 'b'), win('B', 'D', 'b'), win('C', 'E')] },
  ]);

  it('gives A 6, B 4 and C 2 PPM, and ranks them so', () => {
    const standings = computeStandings(readTournament(tournament));
    const line = (id: string) => standings.lines.find((l) => players[l.player]?.id === id);
    expect([line('A')?.pm, line('B')?.pm, line('C')?.pm]).toEqual([8, 8, 8]);
    expect([line('A')?.ppm, line('B')?.ppm, line('C')?.ppm]).toEqual([6, 4, 2]);
    expect(standings.lines.map((l) => players[l.player]?.id)).toEqual(['D', 'F', 'A', 'B', 'C', 'E']);
    // D and F (10 PM) met once, D won: PPM 3 and 1. E is alone on its PM: no PPM.
    expect([line('D')?.ppm, line('F')?.ppm, line('E')?.ppm]).toEqual([3, 1, null]);
  });

  it('does not apply PPM when the tied players have not all met', () => {
    // A, B, D and E end on 4 PM; B and D never met, so no PPM for any of them.
    const notAllMet = doc(players, [
      { matches: [win('A', 'B'), win('C', 'D'), win('E', 'F')] },
      { matches: [win('C', 'E'), win('B', 'F'), win('A', 'D', 'b')] },
    ]);
    const standings = computeStandings(readTournament(notAllMet));
    const tied = standings.lines.filter((l) => l.pm === 4);
    expect(tied.map((l) => players[l.player]?.id)).toEqual(['A', 'B', 'D', 'E']);
    expect(tied.map((l) => l.ppm)).toEqual([null, null, null, null]);
  });
});

describe('000/001 §4.2: Pdep', () => {
  const fisf = resolveRuleset('fisf');
  const earlier = resolveRuleset('fisf-earlier');
  it('A beats B 451 to 407: +44 and −44', () => {
    const s = scoreMatch({ a: 'A', b: 'B', games: [[451, 407]] }, 0, 0, fisf);
    expect([s?.a.pdep, s?.b?.pdep]).toEqual([44, -44]);
  });
  it('C beats D 512 to 325: capped at +100 and −100', () => {
    const s = scoreMatch({ a: 'C', b: 'D', games: [[512, 325]] }, 0, 0, fisf);
    expect([s?.a.pdep, s?.b?.pdep]).toEqual([100, -100]);
  });
  it('E wins by forfeit: +50 under fisf, +10 under fisf-earlier, the forfeiting player the opposite', () => {
    const forfeit = { a: 'E', b: 'Z', forfeit: 'b' as const };
    expect(scoreMatch(forfeit, 0, 0, fisf)).toMatchObject({ a: { pdep: 50, pm: 3 }, b: { pdep: -50, pm: 0 } });
    expect(scoreMatch(forfeit, 0, 0, earlier)).toMatchObject({ a: { pdep: 10, pm: 3 }, b: { pdep: -10, pm: 0 } });
  });
  it('a win against X is a forfeit win', () => {
    expect(scoreMatch({ a: 'E', b: null }, 0, 0, fisf)).toMatchObject({
      a: { pdep: 50, pm: 3, byForfeit: true },
      b: null,
    });
    expect(scoreMatch({ a: 'E', b: null }, 0, 0, earlier)?.a.pdep).toBe(10);
  });
  it('FBS: the winner scores the higher rating, the loser the lower, a draw each their own', () => {
    const fbs = resolveRuleset('fbs');
    const upset = scoreMatch({ a: 'A', b: 'B', games: [[380, 420]] }, 1800, 1500, fbs);
    expect([upset?.a.pdep, upset?.b?.pdep]).toEqual([1500, 1800]);
    const drawn = scoreMatch({ a: 'A', b: 'B', games: [[400, 400]] }, 1800, 1500, fbs);
    expect([drawn?.a.pdep, drawn?.b?.pdep, drawn?.a.pm]).toEqual([1800, 1500, 2]);
    // Forfeits (not described by 003): the winner scores their own rating, the forfeiting player 0.
    expect(scoreMatch({ a: 'A', b: 'B', forfeit: 'a' }, 1800, 1500, fbs)).toMatchObject({
      a: { pdep: 0 },
      b: { pdep: 1500 },
    });
  });
});

describe('000 §7: permutations and the bottom pass', () => {
  it('builds a document whose ranking is the example’s', () => {
    const state = readTournament(section7Document());
    const standings = computeStandings(state);
    expect(
      ids(
        state,
        standings.lines.slice(0, 12).map((l) => l.player),
      ),
    ).toEqual('ABCDEFGHIJKL'.split(''));
    expect(standings.lines.slice(0, 12).map((l) => l.pm)).toEqual([15, 15, 15, 13, 13, 13, 11, 11, 11, 11, 9, 9]);
  });

  it('pairs (A-E), (B-D), (C-F), (G-I), (H-J), (K-L)', () => {
    const state = readTournament(section7Document());
    expect(pairedKeys(state)).toEqual(['A-E', 'B-D', 'C-F', 'G-I', 'H-J', 'K-L']);
    expect(pairNextRound(state).rematches).toEqual([]);
  });

  it('explains each match in the text’s own terms: A proposed D, C and B tried going up, E found going down', () => {
    const state = readTournament(section7Document());
    const index = (id: string) => state.indexOf.get(id) as number;
    const [ae, bd] = pairNextRound(state).matches;
    expect(ae?.explanation).toEqual({
      method: 'score-groups',
      ranks: [1, 5],
      groupScore: 15,
      groupSize: 3,
      proposed: { player: index('D'), from: 'below', metIn: 3 },
      permutation: {
        up: [
          { player: index('C'), metIn: 2 },
          { player: index('B'), metIn: 1 },
        ],
        down: [],
        found: 'down',
      },
      bottomPass: false,
    });
    // B: its group is now {B, C}, even: C proposed, met in round 4; nobody free going up, D going down.
    expect(bd?.explanation).toMatchObject({
      groupSize: 2,
      proposed: { player: index('C'), from: 'own-group', metIn: 4 },
      permutation: { up: [], down: [], found: 'down' },
    });
  });

  it('explains round 1 by groups A/B and a fixed table by its row', () => {
    const players = Array.from({ length: 20 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, rating: 2000 - i }));
    const round1 = pairNextRound(readTournament({ ruleset: 'fisf', players, rounds: [] }));
    // 20 players: M = 7, P = 14; group A pairs 1-14, group B 15-16.
    expect(round1.matches[0]?.explanation).toEqual({
      method: 'groups-ab',
      group: 'A',
      ranks: [1, 14],
      groupA: 14,
      field: 20,
    });
    expect(round1.matches.at(-1)?.explanation).toMatchObject({ method: 'groups-ab', group: 'B', ranks: [19, 20] });
    const eight = pairNextRound(readTournament({ ruleset: 'fisf', players: players.slice(0, 8), rounds: [] }));
    expect(eight.matches[0]?.explanation).toEqual({ method: 'fixed-table', round: 1, fieldSize: 8, ranks: [1, 5] });
  });

  it('with K-L already played, fisf runs the bottom pass: (G-H), (I-K), (J-L)', () => {
    const state = readTournament(section7Document({ klMet: true }));
    expect(
      ids(
        state,
        computeStandings(state)
          .lines.slice(0, 12)
          .map((l) => l.player),
      ),
    ).toEqual('ABCDEFGHIJKL'.split(''));
    const pairing = pairNextRound(state);
    expect(pairedKeys(state)).toEqual(['A-E', 'B-D', 'C-F', 'G-H', 'I-K', 'J-L']);
    expect(pairing.rematches).toEqual([]);
    expect(pairing.matches.filter((m) => m.bottomPass)).toHaveLength(3);
  });

  it('with K-L already played, fisf-earlier keeps the rematch', () => {
    const state = readTournament(section7Document({ klMet: true, ruleset: 'fisf-earlier' }));
    const pairing = pairNextRound(state);
    expect(pairedKeys(state)).toEqual(['A-E', 'B-D', 'C-F', 'G-I', 'H-J', 'K-L']);
    expect(
      pairing.rematches.map((m) => pairKey(state.players[m.a]?.id as string, state.players[m.b]?.id as string)),
    ).toEqual(['K-L']);
  });
});

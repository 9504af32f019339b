/** Edge cases of small fields, the fixed phase, PPM and rulesets without X. */
import { describe, expect, it } from 'vitest';
import {
  adviseRounds,
  computeStandings,
  DocumentError,
  pairNextRound,
  type RoundRecord,
  readTournament,
  resolveRuleset,
  type TournamentDocument,
  X,
} from '../../src-engine/index.ts';
import { doc, draw, field, win } from '../support/documents.ts';

const id = (p: number) => (p === X ? null : `p${p + 1}`);

/** Plays `rounds` rounds where the better-ranked player always wins 400-350. */
function playRounds(document: TournamentDocument, rounds: number): TournamentDocument {
  const played = structuredClone(document);
  for (let r = 0; r < rounds; r++) {
    const pairing = pairNextRound(readTournament(played));
    played.rounds.push({
      matches: pairing.matches.map((m) =>
        m.b === X ? { a: id(m.a) as string, b: null } : { a: id(m.a) as string, b: id(m.b), games: [[400, 350]] },
      ),
    });
  }
  return played;
}

describe('the round-robin offered to small fields', () => {
  it.each([4, 5, 6, 7])('%i players: every round of the schedule, no rematch, X met once each', (players) => {
    const advice = adviseRounds(players, resolveRuleset('fisf'));
    const played = playRounds(doc(field(players), [], { system: 'round-robin' }), advice.rounds);
    const state = readTournament(played);
    const met = new Set<string>();
    for (const round of state.rounds) {
      for (const m of round.matches) {
        const key = [m.a, m.b].sort().join('-');
        expect(met.has(key)).toBe(false);
        met.add(key);
      }
    }
    const n = players % 2 === 0 ? players : players + 1;
    expect(met.size).toBe((n * (n - 1)) / 2);
  });

  it('an absent player’s scheduled opponent wins against X', () => {
    const state = readTournament(doc(field(6), [], { system: 'round-robin', next: { absent: ['p2'] } }));
    const pairing = pairNextRound(state);
    expect(pairing.method).toBe('round-robin');
    expect(pairing.matches).toHaveLength(3);
    expect(pairing.matches.at(-1)).toMatchObject({ b: X, starts: null });
    expect(pairing.matches.flatMap((m) => [m.a, m.b])).not.toContain(1);
  });

  it('fbs keeps its minimum of 4 rounds, even for 4 players', () => {
    expect(adviseRounds(4, resolveRuleset('fbs')).rounds).toBe(4);
    expect(adviseRounds(4, resolveRuleset('fisf')).rounds).toBe(3);
  });
});

describe('the end of the fixed phase', () => {
  it('after an absence ended it early, the next round uses the usual ranking (PPM included)', () => {
    // 8 players, fisf. Round 1 (fixed): p5 beats p1 400-390, the others win 400-300. Round 2
    // (p8 absent, so score groups): p2 beats p5 400-395, p3-p4 and p6-p7 drawn, p1 against X.
    const rounds: RoundRecord[] = [
      {
        matches: [
          { a: 'p1', b: 'p5', games: [[390, 400]] },
          { a: 'p2', b: 'p6', games: [[400, 300]] },
          { a: 'p3', b: 'p7', games: [[400, 300]] },
          { a: 'p4', b: 'p8', games: [[400, 300]] },
        ],
      },
      {
        absent: ['p8'],
        matches: [{ a: 'p2', b: 'p5', games: [[400, 395]] }, draw('p3', 'p4'), draw('p6', 'p7'), { a: 'p1', b: null }],
      },
    ];
    const state = readTournament(doc(field(8), rounds));
    const standings = computeStandings(state);
    const p1 = standings.lines.findIndex((l) => l.player === 0);
    const p5 = standings.lines.findIndex((l) => l.player === 4);
    expect(p5).toBeLessThan(p1); // p5 beat p1: PPM 3 against 1
    const pairing = pairNextRound(state);
    expect(pairing.method).toBe('score-groups');
    expect(pairing.ranking.indexOf(4)).toBeLessThan(pairing.ranking.indexOf(0));
  });
});

describe('PPM', () => {
  it('a match without a result yet does not make two players "met" for PPM', () => {
    const rounds: RoundRecord[] = [
      {
        matches: [
          { a: 'p1', b: 'p4', games: [[400, 380]] },
          { a: 'p2', b: 'p5', games: [[400, 300]] },
          { a: 'p3', b: 'p6', games: [[400, 300]] },
        ],
      },
      { matches: [{ a: 'p1', b: 'p2' }, win('p3', 'p4'), win('p5', 'p6')] },
    ];
    const standings = computeStandings(readTournament(doc(field(6), rounds)));
    expect(standings.pending).toEqual([{ round: 2, table: 1 }]);
    const line = (p: number) => standings.lines.find((l) => l.player === p);
    expect([line(0)?.ppm, line(1)?.ppm]).toEqual([null, null]);
  });
});

describe('a ruleset without X', () => {
  it('refuses to pair an odd field with a clear problem', () => {
    const ruleset = { ...resolveRuleset('fisf'), name: 'custom' as const, fictitiousPlayer: false };
    let error: unknown;
    try {
      pairNextRound(readTournament(doc(field(5), [], { ruleset })));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).problems).toEqual([
      { path: 'next.absent', code: 'odd-field-without-x', params: { players: 5, round: 1 } },
    ]);
  });
});

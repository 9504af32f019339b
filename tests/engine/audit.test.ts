/** The audit names what differs from the procedure and what breaks a rule, round by round, table by table. */
import { describe, expect, it } from 'vitest';
import { auditTournament, pairNextRound, readTournament, type TournamentDocument } from '../../src-engine/index.ts';

const players = ['A', 'B', 'C', 'D', 'E'].map((id, i) => ({ id, name: id, rating: 2000 - 100 * i }));

/** Round 1 as the procedure pairs it (X to E), every first player winning. */
function afterRoundOne(field = players): TournamentDocument {
  const document: TournamentDocument = { ruleset: 'fbs', players: field, rounds: [] };
  const state = readTournament(document);
  const id = (p: number) => (p < 0 ? null : (state.players[p]?.id as string));
  const round = pairNextRound(state);
  document.rounds.push({
    matches: round.matches.map((m) => ({
      a: id(m.a) as string,
      b: id(m.b),
      ...(m.b < 0 ? {} : { games: [[400, 300]] }),
    })),
  });
  return document;
}

describe('auditTournament', () => {
  it('finds the procedure’s own pairing consistent', () => {
    const document = afterRoundOne();
    expect(auditTournament(document)).toEqual({
      rounds: [{ round: 1, method: 'groups-ab', findings: [] }],
      breaches: 0,
    });
  });

  it('flags a pairing the procedure would not make, with the opponent it gives A', () => {
    const document = afterRoundOne();
    const round = document.rounds[0] as TournamentDocument['rounds'][number];
    const [first, second] = round.matches as [(typeof round.matches)[number], (typeof round.matches)[number]];
    // A and C change opponents.
    round.matches[0] = { ...first, b: second.b };
    round.matches[1] = { ...second, b: first.b };
    const audit = auditTournament(document);
    expect(audit.breaches).toBe(2);
    expect(audit.rounds[0]?.findings).toEqual([
      {
        kind: 'breach',
        code: 'pairing-differs',
        table: 1,
        recorded: [first.a, second.b],
        expected: [first.a, first.b],
      },
      {
        kind: 'breach',
        code: 'pairing-differs',
        table: 2,
        recorded: [second.a, first.b],
        expected: [second.a, second.b],
      },
    ]);
  });

  it('flags X given to another player, and a rematch the procedure avoids', () => {
    const document = afterRoundOne();
    const before = document.rounds[0]?.matches.map((m) => [m.a, m.b]);
    expect(before?.at(-1)).toEqual(['E', null]);
    // Round 2 repeats round 1 (and E has X again): the procedure would avoid both.
    document.rounds.push({ matches: (document.rounds[0]?.matches ?? []).map((m) => ({ ...m })) });
    const findings = auditTournament(document).rounds[1]?.findings ?? [];
    expect(findings.filter((f) => f.code === 'avoidable-rematch')).toHaveLength(2);
    expect(findings.find((f) => f.code === 'x-differs')).toMatchObject({ recorded: 'E' });
  });

  it('flags a player paired while absent as a broken rule', () => {
    const document = afterRoundOne();
    (document.rounds[0] as TournamentDocument['rounds'][number]).absent = ['A'];
    const findings = auditTournament(document).rounds[0]?.findings ?? [];
    expect(findings[0]).toMatchObject({
      code: 'broken-rule',
      problem: { code: 'absent-but-paired', params: { id: 'A' } },
    });
  });
});

describe('the arbiter’s decisions a document records', () => {
  /** Round 1 with A and C swapped as Rondes swaps them: each keeps the other's table. */
  function swapped(): { document: TournamentDocument; round: TournamentDocument['rounds'][number] } {
    const document = afterRoundOne();
    const round = document.rounds[0] as TournamentDocument['rounds'][number];
    const [first, second] = round.matches as [(typeof round.matches)[number], (typeof round.matches)[number]];
    round.matches[0] = { a: second.a, b: first.b, games: [[400, 300]] };
    round.matches[1] = { a: first.a, b: second.b, games: [[400, 300]] };
    return { document, round };
  }

  it('names a recorded swap as the arbiter’s, with the matches it made, and finds no breach', () => {
    const { document, round } = swapped();
    const [first, second] = round.matches as [(typeof round.matches)[number], (typeof round.matches)[number]];
    round.decisions = [{ kind: 'swap', players: [second.a, first.a], at: '2026-12-22T14:02:00Z' }];
    const audit = auditTournament(document);
    expect(audit.breaches).toBe(0);
    expect(audit.rounds[0]?.findings).toEqual([
      {
        kind: 'decision',
        code: 'swap',
        players: [second.a, first.a],
        at: '2026-12-22T14:02:00Z',
        matches: [
          { table: 1, a: first.a, b: first.b, points: [0, 0], rematch: false },
          { table: 2, a: second.a, b: second.b, points: [0, 0], rematch: false },
        ],
      },
    ]);
  });

  it('calls the same tables a breach when no decision records the swap', () => {
    expect(auditTournament(swapped().document).breaches).toBe(2);
  });

  it('calls a decision about players who do not play two tables of the round impossible', () => {
    const document = afterRoundOne();
    const round = document.rounds[0] as TournamentDocument['rounds'][number];
    round.decisions = [{ kind: 'swap', players: ['A', 'Z'] }];
    expect(auditTournament(document).rounds[0]?.findings).toEqual([
      { kind: 'breach', code: 'impossible-decision', decision: { kind: 'swap', players: ['A', 'Z'] } },
    ]);
  });

  it('calls another starter than the rule designates a breach, at its table', () => {
    const document = afterRoundOne();
    const round = document.rounds[0] as TournamentDocument['rounds'][number];
    const state = readTournament({ ...document, rounds: [] });
    const starts = pairNextRound(state).matches[0]?.starts as number;
    const first = round.matches[0] as (typeof round.matches)[number];
    const other = state.players[starts]?.id === first.a ? (first.b as string) : first.a;
    round.matches[0] = { ...first, starts: other };
    expect(auditTournament(document).rounds[0]?.findings).toEqual([
      { kind: 'breach', code: 'starts-differs', table: 1, recorded: other, expected: state.players[starts]?.id },
    ]);
  });
});

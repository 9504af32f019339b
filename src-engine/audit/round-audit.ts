/**
 * The audit of one classic round: paired again by the procedure from the facts as they stood when
 * it was paired (`before`: the rounds before it, its absentees, the withdrawals then known), the
 * arbiter's recorded decisions applied in their order, and the round as recorded compared with
 * that. What the decisions explain is named as theirs; what neither the procedure nor a decision
 * gives is a breach, table by table.
 */
import type { MatchRecord, PlayerId, RoundDecision, RoundRecord, TournamentDocument } from '../model.ts';
import { X } from '../model.ts';
import { swapConsequences } from '../pairing/corrections.ts';
import { pairNextRound } from '../pairing/pair-round.ts';
import { DocumentError } from '../problems.ts';
import { haveMet, tally } from '../standings.ts';
import { checkDocument, idAt, indexOfId, readTournament, type TournamentState } from '../tournament.ts';
import { type AuditFinding, breach, type DecidedMatch, type Pairing, type RoundAudit } from './findings.ts';

/** A table of the round as the procedure and the decisions leave it: engine indexes, X as -1. */
interface Seat {
  table: number;
  a: number;
  b: number;
  starts: number | null;
}

const key = ([a, b]: Pairing) => (b === null ? `${a}|X` : [a, b].sort().join('|'));

/**
 * Applies a swap to the tables as Rondes makes it (the engine's swapConsequences: the two players
 * change tables, each table keeps its number, its starter designated again, the real player as A
 * against X). Returns the two tables it made, or null when the swap cannot be made on them.
 */
function applySwap(seats: Seat[], p: number, q: number, state: TournamentState): [Seat, Seat] | null {
  const [one, two] = [seats.findIndex((s) => s.a === p || s.b === p), seats.findIndex((s) => s.a === q || s.b === q)];
  if (one < 0 || two < 0 || one === two) return null;
  const idOf = (player: number | null) => (player === null ? null : idAt(state, player));
  const matches = seats.map((s) => ({
    table: s.table,
    a: s.a,
    b: s.b,
    record: {
      a: idOf(s.a) as string,
      b: idOf(s.b) ?? null,
      ...(s.starts === null ? {} : { starts: idOf(s.starts) as string }),
    },
  }));
  const round = { absent: new Set<number>(), matches };
  const made = swapConsequences({ ...state, rounds: [...state.rounds, round] }, p, q).tables.map(({ after }) => {
    const index = seats.findIndex((s) => s.table === after.table);
    const seat: Seat = { table: after.table, a: after.a, b: after.b, starts: after.starts };
    seats[index] = seat;
    return seat;
  });
  return made as [Seat, Seat];
}

/** The decisions recorded on the round applied to the procedure's tables, each named with the matches it made. */
function applyDecisions(
  seats: Seat[],
  decisions: readonly RoundDecision[],
  state: TournamentState,
  idOf: (p: number) => PlayerId | null,
): AuditFinding[] {
  const met = haveMet(tally(state));
  const points = tally(state).map((t) => t.pm);
  const decided = (seat: Seat): DecidedMatch => ({
    table: seat.table,
    a: idOf(seat.a) as PlayerId,
    b: idOf(seat.b),
    points: [points[seat.a] ?? 0, seat.b === X ? null : (points[seat.b] ?? 0)],
    rematch: met(seat.a, seat.b),
  });
  return decisions.map((decision): AuditFinding => {
    const [p, q] = decision.players.map((id) => state.indexOf.get(id) ?? -2) as [number, number];
    const made = applySwap(seats, p, q, state);
    if (made === null) return breach({ code: 'impossible-decision', decision });
    return {
      kind: 'decision',
      code: 'swap',
      players: decision.players,
      at: decision.at ?? null,
      matches: [decided(made[0]), decided(made[1])],
    };
  });
}

/** What the recorded round has that the procedure and the decisions do not give, table by table. */
function compare(
  recorded: readonly MatchRecord[],
  seats: readonly Seat[],
  state: TournamentState,
  idOf: (p: number) => PlayerId | null,
): AuditFinding[] {
  const expected = seats.map((s): Pairing => [idOf(s.a) as PlayerId, idOf(s.b)]);
  const byKey = new Map(seats.map((s, i) => [key(expected[i] as Pairing), s]));
  const opponentOf = (player: PlayerId) => expected.find(([a, b]) => a === player || b === player) ?? null;
  const met = haveMet(tally(state));
  const index = (player: PlayerId | null) => indexOfId(state, player);
  const rematches = (pairs: ReadonlyArray<Pairing>) => pairs.filter(([a, b]) => met(index(a), index(b))).length;
  const moreRematches = rematches(recorded.map((m) => [m.a, m.b])) > rematches(expected);
  return recorded.flatMap((match, t): AuditFinding[] => {
    const table = t + 1;
    const pair: Pairing = [match.a, match.b];
    const seat = byKey.get(key(pair));
    if (seat !== undefined) {
      // The right players: and the right one starting, when the record says who did.
      const expectedStarter = seat.starts === null ? null : idOf(seat.starts);
      if (match.starts === undefined || expectedStarter === null || match.starts === expectedStarter) return [];
      return [breach({ code: 'starts-differs', table, recorded: match.starts, expected: expectedStarter })];
    }
    if (match.b === null)
      return [
        breach({
          code: 'x-differs',
          table,
          recorded: match.a,
          expected: expected.find(([, b]) => b === null)?.[0] ?? null,
        }),
      ];
    return [
      breach({ code: 'pairing-differs', table, recorded: pair, expected: opponentOf(match.a) }),
      ...(moreRematches && met(index(match.a), index(match.b))
        ? [breach({ code: 'avoidable-rematch', table, players: [match.a, match.b] })]
        : []),
    ];
  });
}

/**
 * Audits round `round` (1-based), recorded as `recorded`, against the procedure run on `before`:
 * a document whose rounds are the ones before it and whose `next` names its absentees.
 */
export function auditRound(before: TournamentDocument, recorded: RoundRecord, round: number): RoundAudit {
  const broken = checkDocument({ ...before, rounds: [...before.rounds, recorded], next: {} })
    .filter((problem) => problem.path.startsWith(`rounds[${round - 1}]`))
    .map((problem) => breach({ code: 'broken-rule', problem }));
  let state: TournamentState;
  let pairing: ReturnType<typeof pairNextRound>;
  try {
    state = readTournament(before);
    pairing = pairNextRound(state);
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    return { round, method: null, findings: [...broken, breach({ code: 'cannot-pair', problems: error.problems })] };
  }
  const idOf = (p: number) => idAt(state, p);
  const seats: Seat[] = pairing.matches.map((m) => ({ table: m.table, a: m.a, b: m.b, starts: m.starts }));
  const decisions = applyDecisions(seats, recorded.decisions ?? [], state, idOf);
  return {
    round,
    method: pairing.method,
    findings: [...broken, ...decisions, ...compare(recorded.matches, seats, state, idOf)],
  };
}

/** The document as it stood when its round `round` was paired: the rounds before, its absentees, the withdrawals then known. */
export function documentBeforeRound(document: TournamentDocument, round: number): TournamentDocument {
  const recorded = document.rounds[round - 1];
  const { finalPhase: _phase, ...classic } = document;
  return {
    ...classic,
    players: document.players.map((p) => {
      if (p.withdrawnAfter === undefined || p.withdrawnAfter < round) return p;
      const { withdrawnAfter: _later, ...then } = p;
      return then;
    }),
    rounds: document.rounds.slice(0, round - 1),
    next: { absent: [...(recorded?.absent ?? [])] },
  };
}

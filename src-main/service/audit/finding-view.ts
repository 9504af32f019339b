/**
 * An engine audit's finding as the surfaces show it: players by name rather than by the document's
 * ids (X named as such), a pairing that differs said as A's recorded and expected opponents.
 */
import type { AuditFinding, DecidedMatch, PlayerId, Problem } from '../../../src-engine/index.ts';
import type { EngineProblem } from '../../contract/refusals.ts';
import type { AuditFindingView, DecidedMatchView } from '../../contract/views/audit.ts';

/** A player's name from their id in the document (null: the fictitious player X). */
export type NameOf = (id: PlayerId | null) => string;

/** An engine problem that names a player by id, naming them by name instead. */
export const namedProblem = ({ code, params }: Problem, name: NameOf): EngineProblem =>
  ({ code, params: 'id' in params ? { ...params, id: name(params.id) } : params }) as EngineProblem;

const decided = (m: DecidedMatch, name: NameOf): DecidedMatchView => ({ ...m, a: name(m.a), b: name(m.b) });

export function engineFindingView(f: AuditFinding, name: NameOf): AuditFindingView {
  switch (f.code) {
    case 'pairing-differs': {
      const [a, b] = f.recorded;
      const opponent = f.expected === null ? null : f.expected[0] === a ? f.expected[1] : f.expected[0];
      return {
        kind: 'breach',
        code: f.code,
        table: f.table,
        a: name(a),
        b: name(b),
        expected: f.expected === null ? null : name(opponent),
      };
    }
    case 'x-differs':
      return {
        kind: 'breach',
        code: f.code,
        table: f.table,
        a: name(f.recorded),
        expected: f.expected === null ? null : name(f.expected),
      };
    case 'avoidable-rematch':
      return { kind: 'breach', code: f.code, table: f.table, a: name(f.players[0]), b: name(f.players[1]) };
    case 'starts-differs':
      return { kind: 'breach', code: f.code, table: f.table, starts: name(f.recorded), expected: name(f.expected) };
    case 'broken-rule':
      return { kind: 'breach', code: f.code, problem: namedProblem(f.problem, name) };
    case 'cannot-pair':
      return { kind: 'breach', code: f.code, problems: f.problems.map((p) => namedProblem(p, name)) };
    case 'impossible-decision':
      return { kind: 'breach', code: f.code, a: name(f.decision.players[0]), b: name(f.decision.players[1]) };
    case 'final-seeds-differ':
      return { kind: 'breach', code: f.code, recorded: f.recorded.map(name), expected: f.expected.map(name) };
    case 'final-round-unformed':
      return { kind: 'breach', code: f.code, stage: f.stage };
    case 'swap':
      return {
        kind: 'decision',
        code: f.code,
        a: name(f.players[0]),
        b: name(f.players[1]),
        at: f.at,
        matches: [decided(f.matches[0], name), decided(f.matches[1], name)],
      };
  }
}

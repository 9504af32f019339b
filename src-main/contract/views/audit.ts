/** The audit of a tournament file, as the surfaces show it: each round's differences and breaches, players by name. */
import type { EngineProblem } from '../refusals.ts';

export type AuditFindingView =
  | { code: 'pairing-differs'; table: number; a: string; b: string; expected: string | null }
  | { code: 'x-differs'; table: number; a: string; expected: string | null }
  | { code: 'avoidable-rematch'; table: number; a: string; b: string }
  | { code: 'broken-rule'; problem: EngineProblem }
  | { code: 'cannot-pair'; problems: EngineProblem[] };

export interface AuditView {
  consistent: boolean;
  rounds: Array<{ round: number; method: string | null; findings: AuditFindingView[] }>;
}

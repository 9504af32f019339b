/**
 * The audit of a tournament file, as the surfaces show it: each round's findings, players by name,
 * each of one of three kinds — information (a result corrected after a later round was paired, an
 * imported round), the arbiter's decisions (a swap, a re-pair: when, and what they made) and
 * breaches (what the procedure would not give from the facts of the time, that no decision
 * explains: a pairing made otherwise, a rule broken, the file written outside Sclassic).
 */
import type { FinalStage } from '../../../src-engine/index.ts';
import type { EngineProblem } from '../refusals.ts';

export type FindingKind = 'information' | 'decision' | 'breach';

/** A match an arbiter's swap made: its players with their match points then, and whether they had met. */
export interface DecidedMatchView {
  table: number;
  a: string;
  b: string;
  points: [number, number | null];
  rematch: boolean;
}

/** What was written outside Sclassic: a pairing, a result, a player or an absence, the settings, the final phase, a clock. */
export type OutsidePart = 'pairing' | 'result' | 'player' | 'settings' | 'final-phase' | 'clock';

export type AuditFindingView =
  | { kind: 'breach'; code: 'pairing-differs'; table: number; a: string; b: string; expected: string | null }
  | { kind: 'breach'; code: 'x-differs'; table: number; a: string; expected: string | null }
  | { kind: 'breach'; code: 'avoidable-rematch'; table: number; a: string; b: string }
  | { kind: 'breach'; code: 'starts-differs'; table: number; starts: string; expected: string }
  | { kind: 'breach'; code: 'broken-rule'; problem: EngineProblem }
  | { kind: 'breach'; code: 'cannot-pair'; problems: EngineProblem[] }
  | { kind: 'breach'; code: 'impossible-decision'; a: string; b: string }
  | { kind: 'breach'; code: 'final-seeds-differ'; recorded: string[]; expected: string[] }
  | { kind: 'breach'; code: 'final-round-unformed'; stage: FinalStage }
  | { kind: 'breach'; code: 'outside-log'; part: OutsidePart; table: number | null }
  | {
      kind: 'decision';
      code: 'swap';
      a: string;
      b: string;
      at: string | null;
      matches: [DecidedMatchView, DecidedMatchView];
    }
  | { kind: 'decision'; code: 'repair'; at: string; absent: string[] }
  | { kind: 'information'; code: 'imported' }
  | { kind: 'information'; code: 'corrected-after-pairing'; table: number; at: string[]; rounds: number[] };

export interface RoundAuditView {
  round: number;
  /** The stage, for a round of the final phase. */
  stage: 'semi-finals' | 'final' | null;
  /** The method the procedure pairs it with (null: it cannot, or a round of the final phase). */
  method: string | null;
  /** When its pairing in force was made (null: imported, or a round of the final phase). */
  pairedAt: string | null;
  findings: AuditFindingView[];
}

export interface AuditView {
  /** The tournament audited: its name and date, and the SHA-256 of its facts (the engine's document of it). */
  tournament: { name: string; date: string; fingerprint: string };
  /** What concerns no round (the settings, a player, written outside Sclassic). */
  general: AuditFindingView[];
  rounds: RoundAuditView[];
  /** How many findings of each kind, in all. */
  counts: Record<FindingKind, number>;
}

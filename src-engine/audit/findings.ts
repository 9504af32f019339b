/**
 * What an audit of a tournament finds, each finding of one of two kinds the engine can tell from
 * a document: the arbiter's decisions the document records (a swap after pairing), named with what
 * they changed, and breaches — what the procedure would not give from the facts before the round
 * and no recorded decision explains (a pairing made otherwise, a rule broken). A file's own audit
 * adds a third kind, information, from its change log (a result corrected after the next round
 * was paired); the engine, which reads a document without history, never gives it.
 */
import type { FinalStage, PlayerId, RoundDecision } from '../model.ts';
import type { PairingMethod } from '../pairing/pair-round.ts';
import type { Problem } from '../problems.ts';

/** A match as two players, X as null. */
export type Pairing = [PlayerId, PlayerId | null];

/** What the procedure would not give, and no recorded decision explains. */
export type Breach =
  /** The table pairs other players than the procedure gives; `expected`: A's opponent by the procedure. */
  | { code: 'pairing-differs'; table: number; recorded: Pairing; expected: Pairing | null }
  /** The fictitious player X is given to another player than the procedure gives it to. */
  | { code: 'x-differs'; table: number; recorded: PlayerId; expected: PlayerId | null }
  /** A rematch the procedure (and the decisions recorded) avoided. */
  | { code: 'avoidable-rematch'; table: number; players: [PlayerId, PlayerId] }
  /** Another player starts game 1 than the rule designates (002 §3.1). */
  | { code: 'starts-differs'; table: number; recorded: PlayerId; expected: PlayerId }
  /** The round breaks a rule of the document (a player paired twice, paired while absent…). */
  | { code: 'broken-rule'; problem: Problem }
  /** The procedure cannot pair this round from the facts before it (e.g. a result was missing). */
  | { code: 'cannot-pair'; problems: Problem[] }
  /** A decision recorded on the round that cannot have been made: its players do not both play at two tables. */
  | { code: 'impossible-decision'; decision: RoundDecision }
  /** The final phase's players are not the classic phase's first 2 or 4, in its order. */
  | { code: 'final-seeds-differ'; recorded: PlayerId[]; expected: PlayerId[] }
  /** A round of the final phase the rules do not form (yet): a final before both semi-finals have a winner. */
  | { code: 'final-round-unformed'; stage: FinalStage };

/** A match a decision made, as it stood then: its players, their points then, and whether they had met. */
export interface DecidedMatch {
  table: number;
  a: PlayerId;
  b: PlayerId | null;
  /** Their match points before the round. */
  points: [number, number | null];
  rematch: boolean;
}

/** An arbiter's decision recorded on the round, and what it made. */
export type Decision = {
  code: 'swap';
  players: [PlayerId, PlayerId];
  at: string | null;
  /** The two matches the swap made. */
  matches: [DecidedMatch, DecidedMatch];
};

export type AuditFinding = ({ kind: 'breach' } & Breach) | ({ kind: 'decision' } & Decision);

export interface RoundAudit {
  round: number;
  /** The method the procedure uses for this round (null when it cannot pair it, or a round of the final phase). */
  method: PairingMethod | null;
  findings: AuditFinding[];
}

export interface TournamentAudit {
  rounds: RoundAudit[];
  /** How many breaches in all: none, and the tournament is what the procedure and its decisions give. */
  breaches: number;
}

export const breach = (b: Breach): AuditFinding => ({ kind: 'breach', ...b });

/** The breaches of a set of round audits, counted. */
export const breachesIn = (rounds: readonly RoundAudit[]): number =>
  rounds.reduce((n, r) => n + r.findings.filter((f) => f.kind === 'breach').length, 0);

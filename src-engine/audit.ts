/**
 * The audit of a tournament document as a federation would run it on a document it receives,
 * written by any program: every classic round paired again by the procedure from the document's
 * own facts before it (the rounds before, its absentees, the withdrawals then known), the
 * arbiter's decisions the round records applied in their order, and the final phase formed again
 * from the classic standings. Each finding is a decision (named as the arbiter's, with what it
 * made) or a breach (what neither the procedure nor a decision gives). A document has no history:
 * its rounds are audited against its results as they are now; a file's own audit also knows when
 * each round was paired (src-main/service/audit/).
 */
import { auditFinalPhase } from './audit/final-phase-audit.ts';
import { breachesIn, type TournamentAudit } from './audit/findings.ts';
import { auditRound, documentBeforeRound } from './audit/round-audit.ts';
import type { TournamentDocument } from './model.ts';

export * from './audit/final-phase-audit.ts';
export * from './audit/findings.ts';
export { auditRound, documentBeforeRound } from './audit/round-audit.ts';

export function auditTournament(document: TournamentDocument): TournamentAudit {
  const classic = document.rounds.map((recorded, r) =>
    auditRound(documentBeforeRound(document, r + 1), recorded, r + 1),
  );
  const { finalPhase } = document;
  const final = finalPhase === undefined ? [] : auditFinalPhase({ ...document, finalPhase });
  const rounds = [...classic, ...final];
  return { rounds, breaches: breachesIn(rounds) };
}

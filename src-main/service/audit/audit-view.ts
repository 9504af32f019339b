/**
 * The file's audit as the surfaces show it: players by name, each round with its stage and the
 * time of its pairing, the findings counted by kind, and the file's fingerprint — the SHA-256 of
 * its facts (the engine's document of it, as `exportDocument` gives it), which a signed report
 * names so that the file it speaks of can be told.
 */
import { createHash } from 'node:crypto';
import type { AuditFindingView, AuditView, FindingKind } from '../../contract/views/audit.ts';
import { engineId } from '../adapters/engine-ids.ts';
import { exportedDocumentOf, type Facts } from '../adapters/facts-document.ts';
import { finalRoundStage } from '../adapters/final-phase.ts';
import type { FileAudit, FileFinding } from './file-audit.ts';
import { engineFindingView } from './finding-view.ts';

/** Canonical JSON: keys in order, so that the same facts always give the same bytes. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The SHA-256 of the tournament's facts, in hexadecimal. */
export const factsFingerprint = (facts: Facts): string =>
  createHash('sha256')
    .update(canonical(exportedDocumentOf(facts)))
    .digest('hex');

export function auditView(facts: Facts, audit: FileAudit): AuditView {
  const names = new Map(facts.players.map((p) => [engineId(p.id), p.name]));
  const name = (id: string | null) => (id === null ? 'X' : (names.get(id) ?? id));
  // What only a file's audit finds (its log's), named here; the engine's findings as any audit's.
  const view = (f: FileFinding): AuditFindingView => {
    switch (f.code) {
      case 'outside-log':
        return { kind: 'breach', code: f.code, part: f.part, table: f.table };
      case 'repair':
        return { kind: 'decision', code: f.code, at: f.at, absent: f.absent.map(name) };
      case 'imported':
        return { kind: 'information', code: f.code };
      case 'corrected-after-pairing':
        return { kind: 'information', code: f.code, table: f.table, at: f.at, rounds: f.rounds };
      default:
        return engineFindingView(f, name);
    }
  };
  const counts: Record<FindingKind, number> = { information: 0, decision: 0, breach: 0 };
  const counted = (findings: readonly FileFinding[]) =>
    findings.map((f) => {
      counts[f.kind] += 1;
      return view(f);
    });
  const { final } = facts;
  return {
    tournament: { name: facts.settings.name, date: facts.settings.date, fingerprint: factsFingerprint(facts) },
    general: counted(audit.general),
    rounds: audit.rounds.map((r) => ({
      round: r.round,
      stage: final !== null && r.round > final.afterRound ? finalRoundStage(final, r.round) : null,
      method: r.method,
      pairedAt: r.pairedAt,
      findings: counted(r.findings),
    })),
    counts,
  };
}

/**
 * `sclassic engine check`: a tournament document audited as a federation would audit it, whatever
 * program wrote it (src-engine/audit.ts): every round paired again from the facts before it, the
 * arbiter's recorded swaps named as decisions, the final phase formed again. The answer is the
 * engine's audit with the players as the document's ids, the decisions counted, and the names of
 * the players it speaks of; `--text` says it in French, as `sclassic check` says a file's.
 */
import {
  auditTournament,
  finalRoundStage,
  type PlayerId,
  type TournamentAudit,
  type TournamentDocument,
} from '../../../src-engine/index.ts';
import type { FindingKind, RoundAuditView } from '../../contract/views/audit.ts';
import { engineFindingView, type NameOf } from '../../service/audit/finding-view.ts';
import { auditLines } from '../audit-commands.ts';
import { type EngineAnswer, withDocument } from './documents.ts';
import type { Line, LineAnswer } from './json-lines.ts';

export interface CheckAnswer extends TournamentAudit {
  /** How many of the arbiter's decisions the document records (each named in its round). */
  decisions: number;
  /** The names of the players the findings speak of, by id. */
  names: Record<PlayerId, string>;
}

interface AuditedDocument {
  document: TournamentDocument;
  audit: TournamentAudit;
}

/** The findings as the surfaces show them, rounds staged as the final phase's; `name` learns who they name. */
function auditView({ document, audit }: AuditedDocument, name: NameOf) {
  const counts: Record<FindingKind, number> = { information: 0, decision: 0, breach: 0 };
  const classic = document.rounds.length;
  const rounds = audit.rounds.map(
    (r): RoundAuditView => ({
      round: r.round,
      stage:
        r.round <= classic || document.finalPhase === undefined
          ? null
          : finalRoundStage(document.finalPhase, r.round - classic - 1),
      method: r.method,
      pairedAt: null,
      findings: r.findings.map((f) => {
        counts[f.kind] += 1;
        return engineFindingView(f, name);
      }),
    }),
  );
  return { general: [], rounds, counts };
}

function answerOf(audited: AuditedDocument): CheckAnswer {
  const byId = new Map(audited.document.players.map((p) => [p.id, p.name]));
  const names: Record<PlayerId, string> = {};
  const name: NameOf = (id) => {
    if (id === null) return 'X';
    const known = byId.get(id) ?? id;
    names[id] = known;
    return known;
  };
  const { counts } = auditView(audited, name);
  return { ...audited.audit, decisions: counts.decision, names };
}

/** The document's audit in French: what it is, each round with its findings, the verdict. */
function textOf(audited: AuditedDocument, line: number): string {
  const { document } = audited;
  const byId = new Map(document.players.map((p) => [p.id, p.name]));
  const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  const players = count(document.players.length, 'joueur', 'joueurs');
  const rounds = count(document.rounds.length, 'ronde classique', 'rondes classiques');
  const phase = document.finalPhase === undefined ? '' : `, phase finale à ${document.finalPhase.size} joueurs`;
  const heading = `Ligne ${line} : ${players}, ${rounds}${phase}`;
  const view = auditView(audited, (id) => (id === null ? 'X' : (byId.get(id) ?? id)));
  return [heading, ...auditLines(view)].join('\n');
}

function audited(value: unknown): EngineAnswer<AuditedDocument> {
  return withDocument(value, (document) => ({ document, audit: auditTournament(document) }));
}

/** The answer to one line: the audit (as JSON, or in French with `text`); it fails the run on a breach or an unreadable line. */
export function checkLine(line: Line, number: number, text: boolean): LineAnswer {
  const answer = 'error' in line ? line : audited(line.value);
  const failed = 'error' in answer || answer.audit.breaches > 0;
  if (!text) return { printed: JSON.stringify('error' in answer ? answer : answerOf(answer)), failed };
  const report = 'error' in answer ? `Ligne ${number} : document illisible — ${answer.error}` : textOf(answer, number);
  // A blank line after each report, between one document's and the next.
  return { printed: `${report}\n`, failed };
}

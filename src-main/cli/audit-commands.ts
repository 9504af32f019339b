/**
 * Why each match is what it is, and whether the file is what the procedure gives: `explain` says
 * the reason of every table of a round, `check` audits every round of the file (exit 1 when it
 * finds a breach, as a federation's check of a received file would; the arbiter's decisions and
 * the information are said, and do not fail it).
 */

import { auditFr } from '../contract/i18n/audit-words.ts';
import { problemText } from '../contract/i18n/messages.ts';
import { matchReason, pairingFr } from '../contract/i18n/pairing-words.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import type { EngineProblem } from '../contract/refusals.ts';
import type { AuditFindingView, AuditView, RoundView } from '../contract/views.ts';
import { answering, integer, json, type Subcommand } from './subcommand.ts';
import { NegativeAnswer } from './usage-error.ts';

/** Each table of the round and why it was formed. */
export function formatExplanations(round: RoundView): string {
  const lines = round.matches.map((m) => {
    const b = m.b?.name ?? 'X';
    const why = matchReason(pairingFr, m, round);
    return `Table ${m.table} : ${m.a.name} – ${b}${m.rematch ? ' (revanche)' : ''}\n  ${why}`;
  });
  return [`Ronde ${round.number} : pourquoi chaque match`, ...lines].join('\n');
}

/**
 * An audit's findings as the command line says them, whatever it audited (a file, a document):
 * what concerns no round, each round with what it holds, by kind, and the verdict last.
 */
export function auditLines(audit: Pick<AuditView, 'general' | 'rounds' | 'counts'>): string[] {
  const problem = (p: EngineProblem) => problemText(p, fr);
  const said = (f: AuditFindingView) => `  ${auditFr.kind[f.kind]} — ${auditFr.finding(f, problem)}`;
  return [
    ...(audit.general.length === 0 ? [] : [`${auditFr.general} :`, ...audit.general.map(said)]),
    ...audit.rounds.flatMap((r) => [
      `${auditFr.round(r)} : ${r.findings.length === 0 ? auditFr.conform : ''}`.trimEnd(),
      ...r.findings.map(said),
    ]),
    auditFr.verdict(audit.counts),
  ];
}

/** The file's audit as the command line says it: the tournament and its fingerprint, then its findings. */
export function formatAudit(audit: AuditView): string {
  const { name, date, fingerprint } = audit.tournament;
  return [`${name} (${date}) — empreinte SHA-256 ${fingerprint}`, ...auditLines(audit)].join('\n');
}

export const AUDIT_COMMANDS = {
  explain: answering({
    usage: 'sclassic explain FICHIER [--round R] [--json]   pourquoi chaque match de la ronde',
    command: 'round',
    options: { round: { type: 'string' }, ...json },
    input: ({ values }) => (values.round === undefined ? {} : { round: integer(values.round, 'round') }),
    text: formatExplanations,
  }),
  check: {
    usage:
      'sclassic check FICHIER [--json]   vérifie chaque ronde contre la procédure (code de sortie 1 en cas de manquement)',
    command: 'checkTournament',
    options: json,
    async run(call, { values }, out) {
      const audit = await call('checkTournament', {});
      out(values.json ? JSON.stringify(audit, null, 2) : formatAudit(audit));
      if (audit.counts.breach > 0)
        throw new NegativeAnswer('le tournoi comporte des manquements à la procédure (voir ci-dessus).');
    },
  },
} satisfies Record<string, Subcommand>;

/**
 * Why each match is what it is, and whether the file is what the procedure gives: `explain` says
 * the reason of every table of a round, `check` audits every round of the file (exit 1 when it
 * finds anything, as a federation's check of a received file would).
 */

import { matchReason, pairingFr } from '../contract/i18n/pairing-words.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import type { AuditView, RoundView } from '../contract/views.ts';
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

export function formatAudit(audit: AuditView): string {
  const lines = audit.rounds.flatMap((r) => [
    `${pairingFr.round(r.round)} : ${r.findings.length === 0 ? 'conforme' : `${r.findings.length} constat(s)`}`,
    ...r.findings.map(
      (f) => `  ${pairingFr.finding(f, (p) => (fr.problem[p.code] as (params: typeof p.params) => string)(p.params))}`,
    ),
  ]);
  const differing = audit.rounds.filter((r) => r.findings.length > 0).length;
  return [...lines, audit.consistent ? pairingFr.consistent : pairingFr.inconsistent(differing)].join('\n');
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
      'sclassic check FICHIER [--json]   vérifie chaque ronde contre la procédure (code de sortie 1 si elle diffère)',
    command: 'checkTournament',
    options: json,
    async run(call, { values }, out) {
      const audit = await call('checkTournament', {});
      out(values.json ? JSON.stringify(audit, null, 2) : formatAudit(audit));
      if (!audit.consistent) throw new NegativeAnswer('le tournoi diffère de la procédure (voir ci-dessus).');
    },
  },
} satisfies Record<string, Subcommand>;

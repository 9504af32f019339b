/**
 * The audit of a tournament as a federation would run it on a file it receives: every round's
 * pairing recomputed from the document's own facts (the rounds before it, its absentees and the
 * withdrawals then known), and every difference and breach listed, round by round, table by table.
 * A manual swap, a re-pair, a pairing made by another program all show as differences; a player
 * paired twice or while absent, an avoidable rematch, X given to the wrong player as breaches.
 */
import type { PlayerId, TournamentDocument } from './model.ts';
import { X } from './model.ts';
import { type PairingMethod, pairNextRound } from './pairing/pair-round.ts';
import { DocumentError, type Problem } from './problems.ts';
import { haveMet, tally } from './standings.ts';
import { checkDocument, readTournament } from './tournament.ts';

/** A match as two players, X as null. */
export type Pairing = [PlayerId, PlayerId | null];

export type AuditFinding =
  /** The table pairs other players than the procedure gives; `expected`: A's opponent by the procedure. */
  | { code: 'pairing-differs'; table: number; recorded: Pairing; expected: Pairing | null }
  /** The fictitious player X is given to another player than the procedure gives it to. */
  | { code: 'x-differs'; table: number; recorded: PlayerId; expected: PlayerId | null }
  /** A rematch the procedure avoided. */
  | { code: 'avoidable-rematch'; table: number; players: [PlayerId, PlayerId] }
  /** The round breaks a rule of the document (a player paired twice, paired while absent…). */
  | { code: 'broken-rule'; problem: Problem }
  /** The procedure cannot pair this round from the facts before it (e.g. a result was missing). */
  | { code: 'cannot-pair'; problems: Problem[] };

export interface RoundAudit {
  round: number;
  /** The method the procedure uses for this round (null when it cannot pair it). */
  method: PairingMethod | null;
  findings: AuditFinding[];
}

export interface TournamentAudit {
  rounds: RoundAudit[];
  /** No finding in any round: the file is what the procedure gives. */
  consistent: boolean;
}

const key = ([a, b]: Pairing) => (b === null ? `${a}|X` : [a, b].sort().join('|'));

/** The document as it stood when round `round` was paired: the rounds before, its absentees, the withdrawals then known. */
function beforeRound(document: TournamentDocument, round: number): TournamentDocument {
  const recorded = document.rounds[round - 1];
  return {
    ...document,
    players: document.players.map((p) => {
      if (p.withdrawnAfter === undefined || p.withdrawnAfter < round) return p;
      const { withdrawnAfter: _later, ...then } = p;
      return then;
    }),
    rounds: document.rounds.slice(0, round - 1),
    next: { absent: [...(recorded?.absent ?? [])] },
  };
}

export function auditTournament(document: TournamentDocument): TournamentAudit {
  const broken = checkDocument(document);
  const rounds = document.rounds.map((recorded, r): RoundAudit => {
    const round = r + 1;
    const findings: AuditFinding[] = broken
      .filter((problem) => problem.path.startsWith(`rounds[${r}]`))
      .map((problem) => ({ code: 'broken-rule', problem }));
    let pairing: ReturnType<typeof pairNextRound>;
    let state: ReturnType<typeof readTournament>;
    try {
      state = readTournament(beforeRound(document, round));
      pairing = pairNextRound(state);
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      return { round, method: null, findings: [...findings, { code: 'cannot-pair', problems: error.problems }] };
    }
    const id = (p: number) => (p === X ? null : (state.players[p]?.id as PlayerId));
    const expected = pairing.matches.map((m): Pairing => [id(m.a) as PlayerId, id(m.b)]);
    const expectedKeys = new Set(expected.map(key));
    const opponentOf = (player: PlayerId) => expected.find(([a, b]) => a === player || b === player) ?? null;
    const met = haveMet(tally(state));
    const index = (player: PlayerId | null) => (player === null ? X : (state.indexOf.get(player) as number));
    const recordedRematches = recorded.matches.filter((m) => met(index(m.a), index(m.b))).length;
    recorded.matches.forEach((match, t) => {
      const table = t + 1;
      const pair: Pairing = [match.a, match.b];
      if (expectedKeys.has(key(pair))) return;
      if (match.b === null) {
        findings.push({
          code: 'x-differs',
          table,
          recorded: match.a,
          expected: expected.find(([, b]) => b === null)?.[0] ?? null,
        });
        return;
      }
      findings.push({ code: 'pairing-differs', table, recorded: pair, expected: opponentOf(match.a) });
      if (met(index(match.a), index(match.b)) && recordedRematches > pairing.rematches.length)
        findings.push({ code: 'avoidable-rematch', table, players: [match.a, match.b] });
    });
    return { round, method: pairing.method, findings };
  });
  return { rounds, consistent: rounds.every((r) => r.findings.length === 0) };
}

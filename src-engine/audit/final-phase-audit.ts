/**
 * The audit of the final phase (003): its players are the classic phase's first 2 or 4 at the end
 * of the classic rounds, in its order; it opens with the final (2) or the semi-finals 1–4 and 2–3
 * (4); the final (and the match for third place) come from the semi-finals' winners (and losers);
 * each match is formed as the rules form it — who starts, the classic game carried as game 1.
 */
import { finalPhaseSeeds } from '../final-phase.ts';
import { type FormedFinalMatch, finalPhaseRounds, formFinalPhaseRound, withFinalRounds } from '../final-rounds.ts';
import type { FinalMatchRecord, FinalPhaseRecord, PlayerId, TournamentDocument } from '../model.ts';
import type { Problem } from '../problems.ts';
import { computeStandings } from '../standings.ts';
import { checkDocument, readTournament } from '../tournament.ts';
import { type AuditFinding, breach, type Pairing, type RoundAudit } from './findings.ts';

/** A recorded round of the final phase against the round the rules form, table by table. */
function compareRound(
  recorded: readonly FinalMatchRecord[],
  formed: readonly FormedFinalMatch[],
  idOf: (p: number) => PlayerId,
): AuditFinding[] {
  const findings: AuditFinding[] = [];
  const count = Math.max(recorded.length, formed.length);
  for (let t = 0; t < count; t++) {
    const match = recorded[t];
    const expected = formed[t];
    const table = t + 1;
    const expectedPair: Pairing | null = expected === undefined ? null : [idOf(expected.a), idOf(expected.b)];
    if (match === undefined) continue;
    // The same two players, whichever the record names first: who is A is the seeds' order, said above.
    const samePlayers =
      expectedPair !== null && [match.a, match.b].sort().join('|') === [...expectedPair].sort().join('|');
    if (!samePlayers) {
      findings.push(breach({ code: 'pairing-differs', table, recorded: [match.a, match.b], expected: expectedPair }));
      continue;
    }
    const starts = idOf((expected as NonNullable<typeof expected>).starts);
    if (match.starts !== undefined && match.starts !== starts)
      findings.push(breach({ code: 'starts-differs', table, recorded: match.starts, expected: starts }));
  }
  return findings;
}

/**
 * What each round of the final phase breaks, as the engine checks any round (an unknown player, a
 * player twice, a result that cannot be, a starter who does not play), its players' list on the
 * first: not `size` players of the tournament, once each.
 */
function brokenRules(document: TournamentDocument, phase: FinalPhaseRecord): Problem[][] {
  const classicRounds = document.rounds.length;
  const byRound: Problem[][] = phase.rounds.map(() => []);
  const known = new Set(document.players.map((p) => p.id));
  if (
    phase.seeds.length !== phase.size ||
    new Set(phase.seeds).size !== phase.size ||
    phase.seeds.some((id) => !known.has(id))
  )
    byRound[0]?.push({ path: 'finalPhase.seeds', code: 'final-phase-players', params: { size: phase.size } });
  for (const problem of checkDocument({ ...withFinalRounds(document, phase.rounds), next: {} })) {
    const [, round, rest] = /^rounds\[(\d+)\](.*)$/.exec(problem.path) ?? [];
    const r = Number(round) - classicRounds;
    if (round !== undefined && r >= 0) byRound[r]?.push({ ...problem, path: `finalPhase.rounds[${r}]${rest}` });
  }
  return byRound;
}

/** The final phase's players as the classic standings give them when it was opened. */
function seedsAtOpening(classicAtOpening: TournamentDocument, phase: FinalPhaseRecord): PlayerId[] {
  const { finalPhase: _opened, ...opening } = classicAtOpening;
  const atOpening = readTournament({ ...opening, next: {} });
  return (finalPhaseSeeds(computeStandings(atOpening, { final: true }), phase.size) ?? []).map(
    (p) => atOpening.players[p]?.id as PlayerId,
  );
}

/**
 * Audits the document's final phase. `classicAtOpening`: the classic rounds as they stood when the
 * phase was opened (a file's own audit knows them from its change log); by default, the document's.
 * A round that breaks a rule is not formed again, nor any after it (as a classic round that cannot
 * be paired); nor is any while the classic rounds break one.
 */
export function auditFinalPhase(
  document: TournamentDocument & { finalPhase: FinalPhaseRecord },
  classicAtOpening: TournamentDocument = document,
): RoundAudit[] {
  const phase = document.finalPhase;
  const { finalPhase: _phase, ...withoutPhase } = document;
  const classicRounds = document.rounds.length;
  const broken = brokenRules(document, phase);
  // What stops forming a round again: the classic rounds' problems, then those of a round before it.
  let blocking = checkDocument({ ...withoutPhase, next: {} });
  const expectedSeeds = blocking.length > 0 ? [] : seedsAtOpening(classicAtOpening, phase);
  const classic = blocking.length > 0 ? null : readTournament({ ...withoutPhase, next: {} });
  const idOf = (p: number) => classic?.players[p]?.id as PlayerId;
  const audited = (r: number, findings: AuditFinding[]): RoundAudit => ({
    round: classicRounds + r + 1,
    method: null,
    findings,
  });
  return phase.rounds.map((round, r): RoundAudit => {
    const own = (broken[r] ?? []).map((problem) => breach({ code: 'broken-rule', problem }));
    if (blocking.length > 0) return audited(r, [...own, breach({ code: 'cannot-pair', problems: blocking })]);
    if (own.length > 0) {
      blocking = broken[r] ?? [];
      return audited(r, own);
    }
    const findings: AuditFinding[] =
      r === 0 && expectedSeeds.join('|') !== phase.seeds.join('|')
        ? [breach({ code: 'final-seeds-differ', recorded: [...phase.seeds], expected: expectedSeeds })]
        : [];
    if (r >= finalPhaseRounds(phase)) {
      const problem: Problem = {
        path: `finalPhase.rounds[${r}]`,
        code: 'final-phase-extra-round',
        params: { round: r + 1 },
      };
      return audited(r, [...findings, breach({ code: 'broken-rule', problem })]);
    }
    // Formed from the seeds the phase was opened with: a wrong seed is said once, above.
    const formed = formFinalPhaseRound(document, phase, r);
    if (formed.length === 0)
      return audited(r, [
        ...findings,
        breach({ code: 'final-round-unformed', stage: round.matches[0]?.stage ?? 'final' }),
      ]);
    return audited(r, [...findings, ...compareRound(round.matches, formed, idOf)]);
  });
}

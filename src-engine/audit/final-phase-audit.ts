/**
 * The audit of the final phase (003): its players are the classic phase's first 2 or 4 at the end
 * of the classic rounds, in its order; it opens with the final (2) or the semi-finals 1–4 and 2–3
 * (4); the final (and the match for third place) come from the semi-finals' winners (and losers);
 * each match is formed as the rules form it — who starts, the classic game carried as game 1.
 */
import { finalMatchWinner, finalPhaseSeeds, openingPairings, pairingsAfterSemiFinals } from '../final-phase.ts';
import { formFinalRound, stateBeforeFinalRound } from '../final-rounds.ts';
import type { FinalMatchRecord, FinalPhaseRecord, PlayerId, TournamentDocument } from '../model.ts';
import { scoreMatch } from '../scoring.ts';
import { computeStandings } from '../standings.ts';
import { readTournament, type TournamentState } from '../tournament.ts';
import { type AuditFinding, breach, type Pairing, type RoundAudit } from './findings.ts';

/** Who won each match of a final-phase round as recorded (engine indexes), the carried game counted. */
function winners(state: TournamentState, matches: readonly FinalMatchRecord[]) {
  return matches.map((m) => {
    const [a, b] = [state.indexOf.get(m.a) as number, state.indexOf.get(m.b as PlayerId) as number];
    const record =
      m.carried === null || (m.games?.length ?? 0) === 0 ? m : { ...m, games: [m.carried.game, ...(m.games ?? [])] };
    const score = scoreMatch(record, state.ratingsInUse[a] ?? 0, state.ratingsInUse[b] ?? 0, state.ruleset);
    return { stage: m.stage, a, b, winner: finalMatchWinner(score, a, b) };
  });
}

/** A recorded round of the final phase against the round the rules form, table by table. */
function compareRound(
  recorded: readonly FinalMatchRecord[],
  formed: ReturnType<typeof formFinalRound>,
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
    if (expectedPair === null || match.a !== expectedPair[0] || match.b !== expectedPair[1]) {
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
 * Audits the document's final phase. `classicAtOpening`: the classic rounds as they stood when the
 * phase was opened (a file's own audit knows them from its change log); by default, the document's.
 */
export function auditFinalPhase(
  document: TournamentDocument & { finalPhase: FinalPhaseRecord },
  classicAtOpening: TournamentDocument = document,
): RoundAudit[] {
  const phase = document.finalPhase;
  const { finalPhase: _phase, ...withoutPhase } = document;
  const classic = readTournament({ ...withoutPhase, next: {} });
  const { finalPhase: _opened, ...opening } = classicAtOpening;
  const atOpening = readTournament({ ...opening, next: {} });
  const idOf = (p: number) => classic.players[p]?.id as PlayerId;
  const expectedSeeds = (finalPhaseSeeds(computeStandings(atOpening, { final: true }), phase.size) ?? []).map(
    (p) => atOpening.players[p]?.id as PlayerId,
  );
  const seeds = phase.seeds.map((id) => classic.indexOf.get(id) as number);
  const classicRounds = document.rounds.length;
  return phase.rounds.map((round, r): RoundAudit => {
    const findings: AuditFinding[] =
      r === 0 && expectedSeeds.join('|') !== phase.seeds.join('|')
        ? [breach({ code: 'final-seeds-differ', recorded: [...phase.seeds], expected: expectedSeeds })]
        : [];
    const before = stateBeforeFinalRound(document, phase.rounds.slice(0, r));
    // Formed from the seeds the phase was opened with: a wrong seed is said once, above.
    const pairings =
      r === 0
        ? openingPairings(seeds)
        : pairingsAfterSemiFinals(seeds, winners(before, phase.rounds[0]?.matches ?? []), phase.thirdPlace);
    if (pairings.length === 0) {
      findings.push(breach({ code: 'final-round-unformed', stage: round.matches[0]?.stage ?? 'final' }));
      return { round: classicRounds + r + 1, method: null, findings };
    }
    const formed = formFinalRound(classic, before, seeds, pairings, phase.countClassicGame);
    findings.push(...compareRound(round.matches, formed, idOf));
    return { round: classicRounds + r + 1, method: null, findings };
  });
}

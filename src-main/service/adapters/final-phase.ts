/**
 * The final phase as the service reads and forms it: who won each of its matches, the order of
 * its players, the rows of its rounds (the semi-finals, then the final and the match for third
 * place, formed as soon as both semi-finals have a winner). The rules are the engine's
 * (src-engine/final-phase.ts); this module turns the file's rows into the engine's terms and back.
 */
import {
  type FinalMatchResult,
  type FinalPairing,
  type FinalPhaseOrder,
  finalMatchWinner,
  finalPhaseOrder,
  formFinalRound,
  openingPairings,
  pairingsAfterSemiFinals,
  ratingInUse,
  readTournament,
  scoreMatch,
  type TournamentState,
} from '../../../src-engine/index.ts';
import { type RefusalParams, refuse } from '../../contract/refusals.ts';
import type { FinalRoundChange, FinalRoundStage, TournamentSummary } from '../../contract/views/tournament.ts';
import type { FinalPhaseRow, MatchRow, RoundRow, TournamentWriter } from '../../store/tournament-store.ts';
import { documentOf, type Facts, isRecorded, playedRecordOf } from './facts-document.ts';
import { newcomerRatingOf } from './settings-in-force.ts';

/** Why the classic phase is not over yet, as the refusal says it; null when every round is paired and entered. */
export function classicComplete(facts: Facts, summary: TournamentSummary) {
  const planned = summary.plannedRounds ?? summary.ruleRounds;
  const current = summary.currentRound;
  if (facts.rounds.length >= planned && current !== null && current.missingTables.length === 0) return null;
  return {
    paired: facts.rounds.length,
    planned,
    missing:
      current === null || current.missingTables.length === 0
        ? null
        : { round: current.number, tables: current.missingTables },
  };
}

/**
 * Refuses a final phase that cannot open on these facts: before the classic phase is over, or
 * with options that do not go together. The director's opening and an imported document's alike.
 */
export function checkOpening(
  facts: Facts,
  summary: TournamentSummary,
  options: Pick<FinalPhaseRow, 'size' | 'bestOfThree' | 'thirdPlace' | 'countClassicGame'>,
): void {
  const early = classicComplete(facts, summary);
  if (early !== null) refuse('final-phase-too-early', early);
  if (options.thirdPlace && options.size === 2)
    refuse('final-phase-options', { problem: 'third-place-two-players' }, 'thirdPlace');
  if (options.countClassicGame && !options.bestOfThree)
    refuse('final-phase-options', { problem: 'count-single-game' }, 'countClassicGame');
  if (options.countClassicGame && facts.settings.bestOfThree)
    refuse('final-phase-options', { problem: 'count-best-of-three-rounds' }, 'countClassicGame');
}

export function lockClassicPhase(facts: Facts, action: RefusalParams['final-phase-locks-classic']['action']): void {
  if (facts.final !== null) refuse('final-phase-locks-classic', { action });
}

/** The stage of a round of the final phase, by its place after the classic rounds. */
export const finalRoundStage = (phase: FinalPhaseRow, round: number): FinalRoundStage =>
  phase.size === 4 && round === phase.afterRound + 1 ? 'semi-finals' : 'final';

const indexes = (facts: Facts) => new Map(facts.players.map((p, i) => [p.id, i]));

/**
 * The engine's reading of the classic rounds followed by the final phase's, each final-phase match
 * as it counts (a carried game first): who started what, and the rating estimate, read it.
 */
export function stateWithFinalPhase(facts: Facts): TournamentState {
  const document = documentOf(facts);
  if (facts.final === null) return readTournament(document);
  const byRound = facts.final.rounds.map((r) => ({
    matches: (facts.final?.matches ?? []).filter((m) => m.round === r.number).map(playedRecordOf),
  }));
  return readTournament({ ...document, rounds: [...document.rounds, ...byRound] });
}

/** Each match of the final phase with its winner (engine indexes), and where it is played. */
export function finalMatchResults(facts: Facts): Array<FinalMatchResult & { round: number; table: number }> {
  const index = indexes(facts);
  return (facts.final?.matches ?? []).flatMap((m) => {
    if (m.reason?.method !== 'final-phase' || m.b === null) return [];
    const a = index.get(m.a) as number;
    const b = index.get(m.b) as number;
    const rating = (i: number) => ratingInUse(facts.players[i]?.rating ?? null, newcomerRatingOf(facts.settings));
    const score = scoreMatch(playedRecordOf(m), rating(a), rating(b), facts.settings.ruleset);
    return [{ stage: m.reason.stage, a, b, winner: finalMatchWinner(score, a, b), round: m.round, table: m.table }];
  });
}

/** The order of the final phase's players (engine indexes) and whether it is settled; null without a final phase. */
export function finalOrder(facts: Facts): FinalPhaseOrder | null {
  if (facts.final === null) return null;
  const index = indexes(facts);
  return finalPhaseOrder(
    facts.final.seeds.map((id) => index.get(id) as number),
    finalMatchResults(facts),
  );
}

/** The places the final phase gives, best first (engine indexes); decided once it is settled, provisional before. */
export function finalPlaces(facts: Facts): Array<{ place: number; player: number; decided: boolean }> {
  const order = finalOrder(facts);
  if (order === null || facts.final === null) return [];
  const decided = order.settled ? facts.final.size : 0;
  return order.order.map((player, i) => ({ place: i + 1, player, decided: i < decided }));
}

/**
 * The rows of one round of the final phase: its pairings as tables 1, 2…, formed as the rules
 * form them (the engine's formFinalRound: who starts, the classic game carried as game 1).
 */
function roundRows(
  facts: Facts,
  phase: FinalPhaseRow,
  number: number,
  pairings: readonly FinalPairing[],
  at: string,
): { round: RoundRow; matches: MatchRow[] } {
  const id = (p: number) => (facts.players[p] as Facts['players'][number]).id;
  const index = indexes(facts);
  const formed = formFinalRound(
    readTournament(documentOf(facts)),
    stateWithFinalPhase(facts),
    phase.seeds.map((seed) => index.get(seed) as number),
    pairings,
    phase.countClassicGame,
  );
  const matches = formed.map(
    (m, t): MatchRow => ({
      round: number,
      table: t + 1,
      a: id(m.a),
      b: id(m.b),
      starts: id(m.starts),
      rematch: false,
      forfeit: null,
      abandon: null,
      decisionAgainst: null,
      games: [],
      reason: { method: 'final-phase', stage: m.stage, seeds: m.seeds, carried: m.carried },
    }),
  );
  return { round: { number, method: finalRoundStage(phase, number), pairedAt: at }, matches };
}

/** The round the final phase opens with: the final (2 players) or the semi-finals (4). */
export function openingRound(facts: Facts, phase: FinalPhaseRow, at: string) {
  const index = indexes(facts);
  const pairings = openingPairings(phase.seeds.map((id) => index.get(id) as number));
  return roundRows(facts, phase, phase.afterRound + 1, pairings, at);
}

const samePairings = (a: readonly MatchRow[], b: readonly MatchRow[]) =>
  a.length === b.length &&
  a.every((m, i) => m.a === b[i]?.a && m.b === b[i]?.b && JSON.stringify(m.reason) === JSON.stringify(b[i]?.reason));

/**
 * What a semi-final's result (entered, corrected or cleared: `after` holds it) does to the final
 * round: nothing, or the final and the match for third place formed, formed again with other
 * players, or taken back when a semi-final has no result any more. A final round that already
 * has a result is never replaced: the change is refused, saying which results to clear first.
 */
export function finalRoundUpdate(
  after: Facts,
  semiFinal: MatchRow,
  at: string,
): {
  change: FinalRoundChange['change'];
  round: number;
  matches: MatchRow[];
  write: (w: TournamentWriter) => void;
} | null {
  const phase = after.final;
  if (phase === null || phase.size !== 4 || semiFinal.reason?.method !== 'final-phase') return null;
  const number = phase.afterRound + 2;
  const existing = phase.matches.filter((m) => m.round === number);
  const index = indexes(after);
  const seeds = phase.seeds.map((id) => index.get(id) as number);
  const semiFinals = finalMatchResults(after).filter((m) => m.stage === 'semi-final');
  const pairings = pairingsAfterSemiFinals(seeds, semiFinals, phase.thirdPlace);
  const planned = pairings.length === 0 ? null : roundRows(after, phase, number, pairings, at);
  if (samePairings(existing, planned?.matches ?? [])) return null;
  const entered = existing.filter(isRecorded).map((m) => m.table);
  if (entered.length > 0)
    refuse('final-phase-decided', { table: semiFinal.table, round: number, tables: entered }, 'table');
  const change = planned === null ? 'removed' : existing.length === 0 ? 'formed' : 'formed-again';
  return {
    change,
    round: number,
    matches: planned?.matches ?? existing,
    write: (w) => {
      if (existing.length > 0) w.removeRound(number);
      if (planned !== null) w.putRound(planned.round, planned.matches);
    },
  };
}

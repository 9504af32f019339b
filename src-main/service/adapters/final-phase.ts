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
  finalPhaseOptionProblems,
  finalPhaseOrder,
  finalRoundWinners,
  formFinalRound,
  openingPairings,
  pairingsAfterSemiFinals,
  finalRoundStage as stageOfFinalRound,
  stateBeforeFinalRound,
  type TournamentState,
} from '../../../src-engine/index.ts';
import { problemRefusal, type RefusalParams, Refused, refuse } from '../../contract/refusals.ts';
import type { FinalRoundChange, FinalRoundStage } from '../../contract/views/tournament.ts';
import type { FinalPhaseRow, MatchRow, RoundRow, TournamentWriter } from '../../store/tournament-store.ts';
import { engineIds } from './engine-ids.ts';
import { documentOf, type Facts, finalPhaseRecordOf, isRecorded, stateOf } from './facts-document.ts';
import { classicPhaseLeft, progressOf } from './progress.ts';

/**
 * Refuses a final phase that cannot open on these facts: before the classic phase is over, or
 * with options that do not go together (the engine's problems with them). The director's opening
 * and an imported document's alike.
 */
export function checkOpening(
  facts: Facts,
  options: Pick<FinalPhaseRow, 'size' | 'bestOfThree' | 'thirdPlace' | 'countClassicGame'>,
): void {
  const progress = progressOf(facts);
  if (!progress.classicOver) refuse('final-phase-too-early', classicPhaseLeft(progress));
  const [problem] = finalPhaseOptionProblems(options, facts.settings.bestOfThree);
  if (problem !== undefined) throw new Refused(problemRefusal(problem));
}

/** The classic rounds chose the final phase's players: while it is open, they stay as they are. */
export function lockClassicPhase(facts: Facts, action: RefusalParams['final-phase-locks-classic']['action']): void {
  if (facts.final !== null) refuse('final-phase-locks-classic', { action });
}

/** The stage of a round of the final phase, by its place after the classic rounds. */
export const finalRoundStage = (phase: FinalPhaseRow, round: number): FinalRoundStage =>
  stageOfFinalRound(phase, round - phase.afterRound - 1);

/**
 * The engine's reading of the classic rounds followed by the final phase's, each final-phase match
 * as it counts (a carried game first): who started what, and the rating estimate, read it.
 */
export function stateWithFinalPhase(facts: Facts): TournamentState {
  const phase = finalPhaseRecordOf(facts);
  return phase === null ? stateOf(facts) : stateBeforeFinalRound(documentOf(facts), phase.rounds);
}

/** Each match of the final phase with its winner (engine indexes), and where it is played. */
export function finalMatchResults(facts: Facts): Array<FinalMatchResult & { round: number; table: number }> {
  const phase = finalPhaseRecordOf(facts);
  if (phase === null || facts.final === null) return [];
  const { afterRound } = facts.final;
  const state = stateOf(facts);
  // The final phase's rounds follow the classic ones; its tables are numbered from 1 in each.
  return phase.rounds.flatMap((round, r) =>
    finalRoundWinners(state, round.matches).map((m, t) => ({ ...m, round: afterRound + r + 1, table: t + 1 })),
  );
}

/** The order of the final phase's players (engine indexes) and whether it is settled; null without a final phase. */
export function finalOrder(facts: Facts): FinalPhaseOrder | null {
  if (facts.final === null) return null;
  return finalPhaseOrder(seedIndexes(facts, facts.final), finalMatchResults(facts));
}

/** The places the final phase gives, best first (engine indexes); decided once it is settled, provisional before. */
export function finalPlaces(facts: Facts): Array<{ place: number; player: number; decided: boolean }> {
  const order = finalOrder(facts);
  if (order === null || facts.final === null) return [];
  const decided = order.settled ? facts.final.size : 0;
  return order.order.map((player, i) => ({ place: i + 1, player, decided: i < decided }));
}

/** The final phase's players in classic order, as engine indexes. */
const seedIndexes = (facts: Facts, phase: Pick<FinalPhaseRow, 'seeds'>) =>
  phase.seeds.map((id) => engineIds(facts).index(id));

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
  const ids = engineIds(facts);
  const formed = formFinalRound(
    stateOf(facts),
    stateWithFinalPhase(facts),
    seedIndexes(facts, phase),
    pairings,
    phase.countClassicGame,
  );
  const matches = formed.map(
    (m, t): MatchRow => ({
      round: number,
      table: t + 1,
      a: ids.id(m.a),
      b: ids.id(m.b),
      starts: ids.id(m.starts),
      rematch: false,
      forfeit: null,
      abandon: null,
      decisionAgainst: null,
      games: [],
      reason: { method: 'final-phase', stage: m.stage, seeds: m.seeds, carried: m.carried },
      entered: null,
    }),
  );
  return { round: { number, method: finalRoundStage(phase, number), pairedAt: at }, matches };
}

/** The round the final phase opens with: the final (2 players) or the semi-finals (4). */
export function openingRound(facts: Facts, phase: FinalPhaseRow, at: string) {
  const pairings = openingPairings(seedIndexes(facts, phase));
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
  const seeds = seedIndexes(after, phase);
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

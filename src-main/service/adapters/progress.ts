/**
 * Where the tournament stands, as the engine says it (src-engine/progress.ts): the rounds paired
 * and planned, the tables waiting, the classic phase over, the final phase's stage, the tournament
 * finished. The service asks here and never works it out itself.
 */
import { type TournamentProgress, tournamentProgress } from '../../../src-engine/index.ts';
import { type Facts, finalPhaseRecordOf, stateOf } from './facts-document.ts';

const progresses = new WeakMap<Facts, TournamentProgress>();

/** The progress of the tournament `facts` hold, worked out once per facts. */
export function progressOf(facts: Facts): TournamentProgress {
  let progress = progresses.get(facts);
  if (progress === undefined) {
    progress = tournamentProgress(stateOf(facts), {
      plannedRounds: facts.settings.plannedRounds,
      finalPhase: finalPhaseRecordOf(facts),
    });
    progresses.set(facts, progress);
  }
  return progress;
}

/** What the classic phase still lacks, as a refusal waiting for its end says it: rounds to pair, or else tables to enter. */
export function classicPhaseLeft(progress: TournamentProgress) {
  const { paired, planned, current } = progress;
  return { paired, planned, missing: current === null || current.tables.length === 0 ? null : current };
}

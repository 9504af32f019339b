/**
 * Where a tournament stands in its life: the classic rounds paired and planned, the tables still
 * waiting for their result, whether the classic phase is over (the final phase may open), the
 * final phase's stage, whether the tournament is finished (its results may be exported). Every
 * surface's « finished » and every refusal that says what is left read it here.
 */
import { type FinalRoundStage, finalPhaseOrder, finalRoundStage } from './final-phase.ts';
import { finalRoundWinners } from './final-rounds.ts';
import type { FinalPhaseRecord } from './model.ts';
import { adviseRounds, type RoundsAdvice } from './rounds.ts';
import { hasResult } from './scoring.ts';
import { indexOfId, type MatchState, type TournamentState } from './tournament.ts';

/** A round and its tables still without a result (none once it is complete). */
export interface RoundWaiting {
  round: number;
  tables: number[];
}

export interface FinalPhaseProgress extends RoundWaiting {
  /** Its latest round's stage. */
  stage: FinalRoundStage;
  /** Every place it gives is decided. */
  settled: boolean;
}

export interface TournamentProgress {
  /** Classic rounds paired. */
  paired: number;
  /** The classic rounds the tournament plays: the director's number, or the ruleset's for the field. */
  planned: number;
  /** What the ruleset gives the field (the players not withdrawn), and its warnings. */
  advice: RoundsAdvice;
  /** Every planned round is paired: there is no round left to pair, nor anyone left to register. */
  allPaired: boolean;
  /** The latest classic round, with its tables still waiting for a result; null before round 1. */
  current: RoundWaiting | null;
  /** The classic rounds whose results are all in: every round before the current one, and it once complete. */
  complete: number;
  /** Every planned round is paired and entered: the final phase may open. */
  classicOver: boolean;
  /** The final phase's latest round, once opened. */
  finalPhase: FinalPhaseProgress | null;
  /** The classic phase is over, and the final phase too when there is one. */
  finished: boolean;
}

export interface ProgressPlan {
  /** The rounds the director set; null: the ruleset's for the field. */
  plannedRounds: number | null;
  /** The final phase as recorded, once opened (numbered after the classic rounds). */
  finalPhase: FinalPhaseRecord | null;
}

const waitingIn = (round: number, matches: ReadonlyArray<Pick<MatchState, 'table' | 'record'>>): RoundWaiting => ({
  round,
  tables: matches.filter((m) => !hasResult(m.record)).map((m) => m.table),
});

/** The final phase's latest round and whether its places are decided; `state`: the classic rounds. */
function finalPhaseProgress(state: TournamentState, phase: FinalPhaseRecord): FinalPhaseProgress {
  const r = Math.max(phase.rounds.length - 1, 0);
  const matches = (phase.rounds[r]?.matches ?? []).map((record, t) => ({ table: t + 1, record }));
  const results = phase.rounds.flatMap((round) => finalRoundWinners(state, round.matches));
  const seeds = phase.seeds.map((id) => indexOfId(state, id));
  return {
    ...waitingIn(state.rounds.length + r + 1, matches),
    stage: finalRoundStage(phase, r),
    settled: finalPhaseOrder(seeds, results).settled,
  };
}

/** Where the tournament `state` (its classic rounds) stands, with the director's plan and its final phase. */
export function tournamentProgress(state: TournamentState, plan: ProgressPlan): TournamentProgress {
  const active = state.players.filter((p) => p.withdrawnAfter === undefined).length;
  const advice = adviseRounds(active, state.ruleset, plan.plannedRounds ?? undefined);
  const paired = state.rounds.length;
  const last = state.rounds.at(-1);
  const current = last === undefined ? null : waitingIn(paired, last.matches);
  const allPaired = paired >= advice.rounds;
  const classicOver = allPaired && current !== null && current.tables.length === 0;
  const finalPhase = plan.finalPhase === null ? null : finalPhaseProgress(state, plan.finalPhase);
  return {
    paired,
    planned: advice.rounds,
    advice,
    allPaired,
    current,
    complete: current === null ? 0 : current.tables.length > 0 ? paired - 1 : paired,
    classicOver,
    finalPhase,
    finished: classicOver && (finalPhase === null || finalPhase.settled),
  };
}

/**
 * The final phase's matches in words, as the bulletin and the results page print them: the stage,
 * both players, the score as it counts (a game carried from the classic phase first, said so),
 * and who went through.
 */
import type { FinalStage } from '../../src-engine/index.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import type { RoundView } from '../contract/views.ts';

export const FINAL_STAGE_NAMES: Record<FinalStage, string> = {
  'semi-final': 'Demi-finale',
  final: 'Finale',
  'third-place': 'Match pour la 3e place',
};

export interface FinalPhaseLine {
  stage: string;
  a: string;
  b: string;
  /** « 412 – 380, 350 – 401 », « forfait de … », « à jouer ». */
  score: string;
  /** Who went through (null: not played yet). */
  winner: string | null;
  /** What the score does not say: a game carried from the classic phase, a draw decided by the classic places. */
  note: string;
}

export function finalPhaseLines(rounds: readonly RoundView[]): FinalPhaseLine[] {
  return rounds.flatMap((round) =>
    round.matches.flatMap((match): FinalPhaseLine[] => {
      if (match.b === null || match.reason?.method !== 'final-phase') return [];
      const { reason, result } = match;
      const b = match.b;
      const winnerId = round.finalPhase?.winners.find((w) => w.table === match.table)?.winner ?? null;
      const winner = winnerId === null ? null : winnerId === match.a.id ? match.a.name : b.name;
      const drawn = result !== null && result.pm[0] === result.pm[1];
      const notes = [
        ...(reason.carried === null ? [] : [`manche 1 : leur partie de la ronde ${reason.carried.round}`]),
        ...(drawn && winner !== null ? [`sans vainqueur au match : ${winner}, mieux classé, passe`] : []),
      ];
      return [
        {
          stage: FINAL_STAGE_NAMES[reason.stage],
          a: match.a.name,
          b: b.name,
          score: result === null ? 'à jouer' : fr.recorded(result, match.a.name, b.name),
          winner,
          note: notes.join(' ; '),
        },
      ];
    }),
  );
}

/**
 * The games each player won over the tournament, as the federation's results file counts them:
 * as they count after the abandon table (an abandon or a decision gives the last game to the other
 * player), none for a forfeit or against X, the final phase's games too — a game a final carried
 * from the classic phase counted once, in its classic round.
 */
import type { FinalPhaseRecord, MatchRecord } from './model.ts';
import { scoreMatch } from './scoring.ts';
import { indexOfId, type TournamentState } from './tournament.ts';

/** By engine index: `state` holds the classic rounds, `finalPhase` the final phase as recorded (its own games only). */
export function gamesWon(state: TournamentState, finalPhase: FinalPhaseRecord | null): number[] {
  const won = state.players.map(() => 0);
  const count = (record: MatchRecord) => {
    if (record.b === null) return;
    const [a, b] = [indexOfId(state, record.a), indexOfId(state, record.b)];
    const score = scoreMatch(record, state.ratingsInUse[a] ?? 0, state.ratingsInUse[b] ?? 0, state.ruleset);
    for (const [sa, sb] of score?.games ?? []) {
      const winner = sa > sb ? a : sb > sa ? b : null;
      if (winner !== null) won[winner] = (won[winner] ?? 0) + 1;
    }
  };
  for (const round of state.rounds) for (const match of round.matches) count(match.record);
  for (const round of finalPhase?.rounds ?? []) for (const match of round.matches) count(match);
  return won;
}

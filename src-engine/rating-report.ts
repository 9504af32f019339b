/**
 * The rating estimate of a whole tournament: for each player, the matches that count (played
 * ones: forfeits and X are not games), the expected and actual results, the change and the new
 * rating, and the tournament performance — from ratings frozen at the start.
 */
import { X } from './model.ts';
import {
  type EloParameters,
  estimateRating,
  type GameResult,
  type RatingEstimate,
  tournamentPerformance,
} from './rating-estimate.ts';
import type { MatchEnding } from './scoring.ts';
import { tally } from './standings.ts';
import type { TournamentState } from './tournament.ts';

export interface PlayerRatingEstimate extends RatingEstimate {
  player: number;
  /** The opponent and round of each counted match, and how it ended beyond the board, in the order of `matches`. */
  opponents: Array<{ opponent: number; round: number; ending: MatchEnding | null }>;
  performance: number | null;
}

const RESULT: Record<'win' | 'draw' | 'loss', GameResult> = { win: 1, draw: 0.5, loss: 0 };

export function ratingReport(
  state: TournamentState,
  kOf: (player: number) => number,
  params: EloParameters,
): PlayerRatingEstimate[] {
  const tallies = tally(state);
  return state.players.map((player, index) => {
    const counted = (tallies[index]?.lines ?? []).filter(
      (line) =>
        line.opponent !== null &&
        line.opponent !== X &&
        !line.byForfeit &&
        (line.outcome === 'win' || line.outcome === 'draw' || line.outcome === 'loss'),
    );
    const matches = counted.map((line) => ({
      opponentRating: state.players[line.opponent as number]?.rating ?? 0,
      result: RESULT[line.outcome as 'win' | 'draw' | 'loss'],
    }));
    return {
      ...estimateRating(player.rating, kOf(index), matches, params),
      player: index,
      opponents: counted.map((line) => ({ opponent: line.opponent as number, round: line.round, ending: line.ending })),
      performance: tournamentPerformance(matches, params),
    };
  });
}

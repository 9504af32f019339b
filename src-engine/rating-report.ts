/**
 * The rating estimate of a whole tournament: for each player, the matches that count (played
 * ones: forfeits and X are not games), the expected and actual results, the change and the new
 * rating, and the tournament performance — from ratings frozen at the start. An unrated newcomer
 * counts for the newcomer rating in everyone's expectations, and takes their tournament
 * performance as a first rating: no rating to change, so no change.
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

export interface PlayerRatingEstimate extends Omit<RatingEstimate, 'ratingBefore' | 'change' | 'ratingAfter'> {
  player: number;
  /** null: unrated (NC). */
  ratingBefore: number | null;
  /** null for a newcomer: a first rating is not a change. */
  change: number | null;
  /** A newcomer's is their first rating, null without a counted match. */
  ratingAfter: number | null;
  /** The new rating is a newcomer's first one (their performance), not an update. */
  firstRating: boolean;
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
      opponentRating: state.ratingsInUse[line.opponent as number] ?? 0,
      result: RESULT[line.outcome as 'win' | 'draw' | 'loss'],
    }));
    // A newcomer's expectations are those their opponents' mirror: from the newcomer rating.
    const estimate = estimateRating(state.ratingsInUse[index] ?? 0, kOf(index), matches, params);
    const performance = tournamentPerformance(matches, params);
    const rated = player.rating !== null;
    return {
      ...estimate,
      ratingBefore: player.rating,
      change: rated ? estimate.change : null,
      ratingAfter: rated ? estimate.ratingAfter : performance,
      firstRating: !rated,
      player: index,
      opponents: counted.map((line) => ({ opponent: line.opponent as number, round: line.round, ending: line.ending })),
      performance,
    };
  });
}

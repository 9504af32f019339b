/**
 * Random results as a room produces them: scores, now and then a drawn game, a forfeit (one
 * player or both), an abandon with or without the opponent's agreement, a loss by arbitral
 * decision; a best of three played until a player has won two games.
 */
import type { Game, MatchRecord, PlayerId } from '../model.ts';
import type { Random } from './random.ts';

/** How often each kind of result comes up, and how many games a match has. */
export interface ResultRates {
  bestOfThree?: boolean;
  /** The share of matches lost by forfeit (by one player, or now and then by both). */
  forfeitRate?: number;
  /** The share of matches ended by an abandon or an arbitral decision. */
  abandonRate?: number;
}

function randomGame(random: Random): Game {
  const a = random.int(250, 560);
  const b = random.chance(0.03) ? a : random.int(250, 560);
  return [a, b];
}

const won = (games: readonly Game[], side: 'a' | 'b') =>
  games.filter(([a, b]) => (side === 'a' ? a > b : b > a)).length;

/**
 * The games of a match: one, or a best of three played out. `carried`: game 1 already played
 * (a final that counts the classic game), left out of the games returned.
 */
function randomGames(random: Random, bestOfThree: boolean, carried: Game | null): Game[] {
  if (!bestOfThree) return [randomGame(random)];
  const games = [carried ?? randomGame(random), randomGame(random)];
  if (won(games, 'a') < 2 && won(games, 'b') < 2) games.push(randomGame(random));
  return carried === null ? games : games.slice(1);
}

/** A match's result, drawn; against X (b null) the match has none to enter. */
export function randomResult(
  random: Random,
  a: PlayerId,
  b: PlayerId | null,
  rates: ResultRates,
  carried: Game | null = null,
): MatchRecord {
  if (b === null) return { a, b };
  if (random.chance(rates.forfeitRate ?? 0.03))
    return { a, b, forfeit: random.chance(0.15) ? 'both' : random.pick(['a', 'b'] as const) };
  const games = randomGames(random, rates.bestOfThree ?? false, carried);
  if (random.chance(rates.abandonRate ?? 0.01)) {
    const by = random.pick(['a', 'b'] as const);
    return random.chance(0.3)
      ? { a, b, games, decision: { against: by } }
      : { a, b, games, abandon: { by, agreed: random.chance(0.5) } };
  }
  return { a, b, games };
}

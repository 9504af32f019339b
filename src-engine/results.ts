/**
 * Whether one match's result can stand (002 §3, §9; 000 §3): one way to end a match, scores
 * where the way needs them, as many games as decide the match. The same check for a document
 * read by the engine and for a result a director enters; an entry also knows the tournament's
 * format and is held to the scores a game can give.
 */
import type { Game, Side } from './model.ts';
import type { Problem, ResultProblemCode } from './problems.ts';
import { expectedGameCount } from './scoring.ts';

/**
 * Scores a game cannot give, and games unusual enough that the director confirms them before they
 * are saved (a slip of the pen: 41 for 410, a digit too many): a score under 100 or over 800, both
 * players over 700, a gap over 400.
 */
export const SCORE_LIMITS = {
  min: -200,
  max: 2000,
  unusualBelow: 100,
  unusualAbove: 800,
  bothAbove: 700,
  gapAbove: 400,
} as const;

/** A match's result as its sheet gives it. */
export interface ResultEntry {
  games?: readonly Game[];
  forfeit?: Side | 'both';
  abandon?: { by: Side; agreed: boolean };
  decision?: { against: Side };
}

export type ResultProblem = Extract<Problem, { code: ResultProblemCode }>;
export type ResultWarning = Extract<Problem, { code: 'unusual-score' | 'unusual-pair' | 'unusual-gap' }>;

export interface ResultCheck {
  /** Why the result cannot stand; empty when it can. */
  problems: ResultProblem[];
  /** Accepted, but worth a second look on the match sheet. */
  warnings: ResultWarning[];
}

export interface ResultContext {
  /** The match is against the fictitious player X: it has no result to enter. */
  againstX?: boolean;
  /** The tournament's format, for a result being entered (a document's results say no format). */
  entry?: { bestOfThree: boolean };
  /** Where the result is, to prefix the problems' paths (`rounds[0].matches[2]`); none for an entry. */
  path?: string;
}

export function checkResult(result: ResultEntry, context: ResultContext = {}): ResultCheck {
  const at = (field: string) => (context.path === undefined ? field : `${context.path}.${field}`);
  const whole = context.path ?? '';
  const refused = (problem: ResultProblem): ResultCheck => ({ problems: [problem], warnings: [] });
  const games = result.games ?? [];
  const hasGames = games.length > 0;
  const special = result.abandon !== undefined || result.decision !== undefined;

  if (context.againstX) {
    if (result.forfeit !== undefined) return refused({ path: at('forfeit'), code: 'forfeit-against-x', params: {} });
    if (hasGames || special) return refused({ path: whole, code: 'result-against-x', params: {} });
    return { problems: [], warnings: [] };
  }
  const ways = [result.forfeit, result.abandon, result.decision].filter((way) => way !== undefined).length;
  if (ways > 1) return refused({ path: whole, code: 'conflicting-results', params: {} });
  if (result.forfeit !== undefined && hasGames)
    return refused({ path: at('forfeit'), code: 'forfeit-with-scores', params: {} });
  if (special && !hasGames) return refused({ path: at('games'), code: 'result-needs-games', params: {} });
  if (!hasGames) {
    // A document may hold a match still waiting for its sheet; an entry must say something.
    if (result.forfeit === undefined && context.entry !== undefined)
      return refused({ path: at('games'), code: 'empty-result', params: {} });
    return { problems: [], warnings: [] };
  }

  const warnings: ResultWarning[] = [];
  if (context.entry !== undefined) {
    for (const [g, game] of games.entries()) {
      for (const score of game) {
        if (score < SCORE_LIMITS.min || score > SCORE_LIMITS.max) {
          return refused({
            path: at('games'),
            code: 'impossible-score',
            params: { game: g + 1, score, min: SCORE_LIMITS.min, max: SCORE_LIMITS.max },
          });
        }
        if (score < SCORE_LIMITS.unusualBelow || score > SCORE_LIMITS.unusualAbove)
          warnings.push({ path: at('games'), code: 'unusual-score', params: { game: g + 1, score } });
      }
      const [a, b] = game;
      if (a > SCORE_LIMITS.bothAbove && b > SCORE_LIMITS.bothAbove)
        warnings.push({ path: at('games'), code: 'unusual-pair', params: { game: g + 1, a, b } });
      if (Math.abs(a - b) > SCORE_LIMITS.gapAbove)
        warnings.push({ path: at('games'), code: 'unusual-gap', params: { game: g + 1, gap: Math.abs(a - b) } });
    }
  }

  const format =
    context.entry === undefined
      ? null
      : context.entry.bestOfThree
        ? ('best-of-three' as const)
        : ('single-game' as const);
  const gameCount = (expected: number): ResultCheck =>
    refused({ path: at('games'), code: 'invalid-game-count', params: { count: games.length, expected, format } });
  if (games.length > 3) return gameCount(3);
  // An abandon or a decision may end a best-of-three early; otherwise the games decide the match exactly.
  if (!special) {
    if (format === 'single-game' && games.length !== 1) return gameCount(1);
    // A lone game never decides a best-of-three.
    if (format === 'best-of-three' && games.length === 1) return gameCount(2);
    const expected = expectedGameCount(games);
    if (expected !== games.length) return gameCount(expected ?? 2);
  }
  return { problems: [], warnings };
}

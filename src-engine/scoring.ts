/**
 * Scoring one match (000 §3–4, 002 §9, 003): match points, Pdep, and the head-to-head
 * points PPM counts, from the facts recorded on the match sheet.
 */
import type { Game, MatchRecord, Side } from './model.ts';
import type { Ruleset } from './ruleset.ts';

export type MatchOutcome = 'win' | 'draw' | 'loss';

/**
 * How a match ended beyond the board, when its games alone did not decide it: a forfeit (X's
 * opponent wins by forfeit too), an abandon with the opponent's agreement (the abandoning player
 * loses normally, 1 PM) or without it (0 PM), a loss by arbitral decision (scored like the latter).
 * The three last are scored by the abandon table (002 §9).
 */
export type MatchEnding = 'forfeit' | 'abandon-agreed' | 'abandon' | 'decision';

export interface SideScore {
  outcome: MatchOutcome;
  pm: number;
  pdep: number;
  /** What this encounter gives towards PPM: win 3, draw 2, loss 1, however the loss came. */
  headToHead: number;
  /** The match was decided without play (a forfeit, or X). */
  byForfeit: boolean;
}

export interface MatchScore {
  a: SideScore;
  /** null when b is X. */
  b: SideScore | null;
  /** The games as they count, after the abandon table where it applies. */
  games: Game[];
  /** null: the games decided the match. */
  ending: MatchEnding | null;
}

const HEAD_TO_HEAD: Record<MatchOutcome, number> = { win: 3, draw: 2, loss: 1 };

const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');

/** How the match ended beyond the board, as its sheet says; null when the games decided it (or nothing is recorded). */
export function matchEnding(match: MatchRecord): MatchEnding | null {
  if (match.b === null || match.forfeit !== undefined) return 'forfeit';
  if (match.abandon !== undefined) return match.abandon.agreed ? 'abandon-agreed' : 'abandon';
  if (match.decision !== undefined) return 'decision';
  return null;
}

/** Whether the match sheet holds a result yet (a match against X always does). */
export function hasResult(match: MatchRecord): boolean {
  return match.b === null || match.forfeit !== undefined || (match.games?.length ?? 0) > 0;
}

/**
 * 002 §9: the scores to record when `abandoning` stops a game that `winner` leads or trails.
 * The "over the gap" row applies only when the remaining player leads by more than the gap
 * (or exactly the gap, by the ruleset's choice): if the abandoning player leads, or the gap is
 * small, they score the fixed low score, so the remaining player always wins.
 */
export function abandonScores(
  winnerScore: number,
  abandoningScore: number,
  table: Ruleset['abandon'],
): [number, number] {
  const lead = winnerScore - abandoningScore;
  const overGap = lead > table.gap || (lead === table.gap && table.exactGapRow === 'over');
  const winner = Math.max(winnerScore, table.winnerFloor);
  const abandoning = overGap ? abandoningScore : table.abandoningScoreUnderGap;
  return [winner, abandoning];
}

/** Game points of a best-of-three (or single-game) match: a won game 1, a drawn game ½. */
function gamePoints(games: readonly Game[]): [number, number] {
  let a = 0;
  let b = 0;
  for (const [sa, sb] of games) {
    if (sa > sb) a += 1;
    else if (sb > sa) b += 1;
    else {
      a += 0.5;
      b += 0.5;
    }
  }
  return [a, b];
}

/**
 * How many games a played match must hold: one for a single game; for best of three,
 * two when one player won both, three otherwise (a third game only at 1–1, draws counting ½).
 */
export function expectedGameCount(games: readonly Game[]): number | null {
  if (games.length === 1) return 1;
  const [first, second] = games;
  if (first === undefined || second === undefined) return null;
  const [a, b] = gamePoints([first, second]);
  return a === 2 || b === 2 ? 2 : 3;
}

function capped(difference: number, cap: number): number {
  return Math.max(-cap, Math.min(cap, difference));
}

function scoreDifferencePdep(games: readonly Game[], cap: number): number {
  return games.reduce((sum, [sa, sb]) => sum + capped(sa - sb, cap), 0);
}

function outcomeFor(side: Side, winner: Side | 'draw'): MatchOutcome {
  if (winner === 'draw') return 'draw';
  return winner === side ? 'win' : 'loss';
}

/**
 * Scores a match. `ratingA`/`ratingB` are the players' ratings at the start of the
 * tournament (`ratingB` is ignored against X). Returns null when no result is recorded yet.
 */
export function scoreMatch(match: MatchRecord, ratingA: number, ratingB: number, ruleset: Ruleset): MatchScore | null {
  const points = ruleset.matchPoints;
  const pdepRule = ruleset.pdep;
  const forfeitWin = (rating: number): number => (pdepRule.kind === 'rating' ? rating : pdepRule.forfeitValue);
  const forfeitLoss = pdepRule.kind === 'rating' ? pdepRule.forfeitLoserValue : -pdepRule.forfeitValue;
  const forfeitWinner = (rating: number): SideScore => ({
    outcome: 'win',
    pm: points.win,
    pdep: forfeitWin(rating),
    headToHead: HEAD_TO_HEAD.win,
    byForfeit: true,
  });
  const forfeitLoser: SideScore = {
    outcome: 'loss',
    pm: points.forfeit,
    pdep: forfeitLoss,
    headToHead: HEAD_TO_HEAD.loss,
    byForfeit: true,
  };

  const ending = matchEnding(match);
  if (match.b === null) return { a: forfeitWinner(ratingA), b: null, games: [], ending };
  if (match.forfeit === 'both') return { a: forfeitLoser, b: forfeitLoser, games: [], ending };
  if (match.forfeit === 'a') return { a: forfeitLoser, b: forfeitWinner(ratingB), games: [], ending };
  if (match.forfeit === 'b') return { a: forfeitWinner(ratingA), b: forfeitLoser, games: [], ending };

  const recorded = match.games ?? [];
  if (recorded.length === 0) return null;

  // An abandon or an arbitral decision rewrites the last game and names the loser.
  const loser: Side | undefined = match.abandon?.by ?? match.decision?.against;
  let games: Game[] = recorded.map(([sa, sb]) => [sa, sb] as const);
  if (loser !== undefined) {
    const last = games[games.length - 1] as Game;
    const [winnerScore, loserScore] = loser === 'a' ? [last[1], last[0]] : [last[0], last[1]];
    const [w, l] = abandonScores(winnerScore, loserScore, ruleset.abandon);
    games = [...games.slice(0, -1), loser === 'a' ? [l, w] : [w, l]];
  }

  let winner: Side | 'draw';
  if (loser !== undefined) winner = other(loser);
  else {
    const [pa, pb] = gamePoints(games);
    winner = pa > pb ? 'a' : pb > pa ? 'b' : 'draw';
  }
  const loserKeepsLossPoints = match.abandon?.agreed === true;

  const side = (s: Side, rating: number, opponentRating: number): SideScore => {
    const outcome = outcomeFor(s, winner);
    let pm = outcome === 'win' ? points.win : outcome === 'draw' ? points.draw : points.loss;
    if (outcome === 'loss' && loser === s && !loserKeepsLossPoints) pm = points.forfeit;
    let pdep: number;
    if (pdepRule.kind === 'score-difference') {
      const difference = scoreDifferencePdep(games, pdepRule.capPerGame);
      pdep = s === 'a' ? difference : 0 - difference; // never -0
    } else {
      pdep =
        outcome === 'draw'
          ? rating
          : outcome === 'win'
            ? Math.max(rating, opponentRating)
            : Math.min(rating, opponentRating);
    }
    return { outcome, pm, pdep, headToHead: HEAD_TO_HEAD[outcome], byForfeit: false };
  };
  return { a: side('a', ratingA, ratingB), b: side('b', ratingB, ratingA), games, ending };
}

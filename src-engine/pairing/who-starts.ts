/**
 * Who starts (002 §3.1): the software designates the starter so that every player starts
 * as often as possible. The player who has started fewer games starts; on a tie, the one who
 * did not start their latest game; then the player lower in the initial ranking. In a
 * best-of-three match, game 2 goes to the player who did not start game 1 and game 3 is
 * designated again.
 */
import { X } from '../model.ts';
import type { TournamentState } from '../tournament.ts';

export interface StartHistory {
  /** Games started by each player. */
  started: number[];
  /** Whether each player started the latest game they played. */
  startedLatest: boolean[];
}

export function designateStarter(p: number, q: number, history: StartHistory, initialRank: readonly number[]): number {
  const byCount = (history.started[p] ?? 0) - (history.started[q] ?? 0);
  if (byCount !== 0) return byCount < 0 ? p : q;
  const pLatest = history.startedLatest[p] ?? false;
  const qLatest = history.startedLatest[q] ?? false;
  if (pLatest !== qLatest) return pLatest ? q : p;
  return (initialRank[p] as number) > (initialRank[q] as number) ? p : q;
}

function recordGame(history: StartHistory, starter: number, other: number): void {
  history.started[starter] = (history.started[starter] ?? 0) + 1;
  history.startedLatest[starter] = true;
  history.startedLatest[other] = false;
}

/**
 * Starters of each game of a played match, game 1 as recorded (or designated), game 2 by
 * alternation, game 3 designated after the first two. Updates `history`.
 */
export function playMatchStarts(
  a: number,
  b: number,
  gameCount: number,
  recordedStarter: number | undefined,
  history: StartHistory,
  initialRank: readonly number[],
): number[] {
  const starters: number[] = [];
  for (let g = 0; g < gameCount; g++) {
    const previous = starters[g - 1];
    let starter: number;
    if (g === 0) starter = recordedStarter ?? designateStarter(a, b, history, initialRank);
    else if (g === 1) starter = previous === a ? b : a;
    else starter = designateStarter(a, b, history, initialRank);
    recordGame(history, starter, starter === a ? b : a);
    starters.push(starter);
  }
  return starters;
}

/** Replays every game of the recorded rounds to know who started what. */
export function startHistory(state: TournamentState): StartHistory {
  const history: StartHistory = { started: state.players.map(() => 0), startedLatest: state.players.map(() => false) };
  for (const round of state.rounds) {
    for (const match of round.matches) {
      const { record } = match;
      if (match.b === X || record.forfeit !== undefined) continue;
      const games = record.games?.length ?? 0;
      if (games === 0) continue;
      const recorded = record.starts === undefined ? undefined : state.indexOf.get(record.starts);
      playMatchStarts(match.a, match.b, games, recorded, history, state.initialRank);
    }
  }
  return history;
}

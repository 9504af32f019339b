/**
 * A real tournament document whose intermediate ranking after seven rounds is the §7 example
 * of the FISF text: A..L with 15, 15, 15, 13, 13, 13, 11, 11, 11, 11, 9, 9 PM, where among
 * these twelve only A-B, A-C, A-D, B-C and G-J (and K-L, in the variant) have met. The other
 * points were won against players who have since withdrawn, so the twelve are the whole
 * field to pair.
 */
import type { MatchRecord, PlayerRecord, RoundRecord, TournamentDocument } from '../../src-engine/index.ts';
import { playersRanked, win } from './documents.ts';

const MAIN = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'] as const;
const TARGET_PM: Record<string, number> = {
  A: 15,
  B: 15,
  C: 15,
  D: 13,
  E: 13,
  F: 13,
  G: 11,
  H: 11,
  I: 11,
  J: 11,
  K: 9,
  L: 9,
};
const ROUNDS = 7;

/** Meetings among the twelve: [round (1-based), winner, loser]. */
const MEETINGS: Array<[number, string, string]> = [
  [1, 'A', 'B'],
  [2, 'A', 'C'],
  [3, 'A', 'D'],
  [4, 'B', 'C'],
  [1, 'G', 'J'],
];

export function section7Document(
  options: { klMet?: boolean; ruleset?: TournamentDocument['ruleset'] } = {},
): TournamentDocument {
  const meetings = options.klMet ? [...MEETINGS, [2, 'K', 'L'] as [number, string, string]] : MEETINGS;
  const rounds: RoundRecord[] = Array.from({ length: ROUNDS }, () => ({
    matches: [] as MatchRecord[],
    absent: [] as string[],
  }));
  const busy = new Set<string>();
  const remaining = { ...TARGET_PM };
  for (const [round, winner, loser] of meetings) {
    (rounds[round - 1] as RoundRecord).matches.push(win(winner, loser));
    busy.add(`${round}:${winner}`).add(`${round}:${loser}`);
    remaining[winner] = (remaining[winner] as number) - 3;
    remaining[loser] = (remaining[loser] as number) - 1;
  }
  const helpers: PlayerRecord[] = [];
  for (const id of MAIN) {
    const free = Array.from({ length: ROUNDS }, (_, r) => r + 1).filter((r) => !busy.has(`${r}:${id}`));
    let needed = remaining[id] as number;
    free.forEach((round, k) => {
      const slotsAfter = free.length - k - 1;
      // The largest result that still leaves a reachable total: win 3, draw 2, loss 1, absent 0.
      const points = [3, 2, 1, 0].find((v) => v <= needed && needed - v <= 3 * slotsAfter) as number;
      needed -= points;
      const r = rounds[round - 1] as RoundRecord;
      if (points === 0) {
        r.absent?.push(id);
        return;
      }
      const helper = `${id}-h${round}`;
      helpers.push({ id: helper, name: `Adversaire ${helper}`, rating: 500, withdrawnAfter: ROUNDS });
      r.matches.push(
        points === 3
          ? win(id, helper)
          : points === 1
            ? win(id, helper, 'b')
            : { a: id, b: helper, games: [[350, 350]] },
      );
    });
  }
  return { ruleset: options.ruleset ?? 'fisf', players: [...playersRanked(MAIN), ...helpers], rounds };
}

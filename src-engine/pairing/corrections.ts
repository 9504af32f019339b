/**
 * What the director may change in a round already paired, before any of its results is in: two
 * players swapped (the director's own choice, which the rules leave to the arbiter), or the round
 * paired again after an absence or a withdrawal declared since it was paired.
 */
import type { TournamentDocument } from '../model.ts';
import { X } from '../model.ts';
import { haveMet, tally } from '../standings.ts';
import type { TournamentState } from '../tournament.ts';
import { designateStarter, startHistory } from './who-starts.ts';

/** A match of the last round as a swap leaves it: X always sits as b. */
export interface SwappedMatch {
  table: number;
  a: number;
  b: number;
  /** Who starts game 1, designated again from the rounds before (null against X). */
  starts: number | null;
  /** The two players met in an earlier round. */
  rematch: boolean;
}

/**
 * The two matches of the last round once `p` and `q` change places: each takes the other's
 * opponent. Rematches and who starts are decided as the pairing decides them, from the rounds
 * before this one only.
 */
export function swapInLastRound(state: TournamentState, p: number, q: number): SwappedMatch[] {
  const last = state.rounds.at(-1);
  if (last === undefined) throw new RangeError('no round is paired');
  const before: TournamentState = { ...state, rounds: state.rounds.slice(0, -1) };
  const met = haveMet(tally(before));
  const history = startHistory(before);
  const tables = last.matches.filter((m) => m.a === p || m.b === p || m.a === q || m.b === q);
  return tables.map((match) => {
    const swap = (player: number) => (player === p ? q : player === q ? p : player);
    const [a, b] = [swap(match.a), swap(match.b)];
    const [first, second] = a === X ? [b, a] : [a, b];
    return {
      table: match.table,
      a: first,
      b: second,
      starts: second === X ? null : designateStarter(first, second, history, before.initialRank),
      rematch: met(first, second),
    };
  });
}

/**
 * The document to pair its last round again from: that round's pairing dropped; the players
 * absent from it, and those declared absent since for the round after, are absent from it; the
 * players who withdrew after it withdrew before it. Both declarations were made for the next
 * pairing, and the round paired again is that pairing.
 */
export function unpairLastRound(document: TournamentDocument): TournamentDocument {
  const n = document.rounds.length;
  const last = document.rounds.at(-1);
  if (last === undefined) throw new RangeError('no round is paired');
  const absent = [...new Set([...(last.absent ?? []), ...(document.next?.absent ?? [])])];
  return {
    ...document,
    players: document.players.map((p) => (p.withdrawnAfter === n ? { ...p, withdrawnAfter: n - 1 } : p)),
    rounds: document.rounds.slice(0, -1),
    next: { absent },
  };
}

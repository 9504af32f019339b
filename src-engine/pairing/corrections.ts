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
  return swapConsequences(state, p, q).tables.map((t) => t.after);
}

/** A match of a round before a swap: its players, X always as b, and who starts game 1 (null against X). */
export interface MatchBeforeSwap {
  table: number;
  a: number;
  b: number;
  starts: number | null;
}

/**
 * What a swap of two players of a round changes, in the engine's terms (player indexes, tables,
 * PM), for the arbiter to see before it is made and for anyone describing it after: each table
 * before and after, the rematches it makes, the matches it makes between players of different
 * PM (score groups crossed), and the players whose start it changes.
 */
export interface SwapConsequences {
  round: number;
  /** The tables of the two players, in table order. */
  tables: Array<{ table: number; before: MatchBeforeSwap; after: SwappedMatch }>;
  /** The matches the swap makes between players who met in an earlier round. */
  rematches: Array<{ table: number; a: number; b: number }>;
  /** The matches the swap makes between players of different PM before the round (X never counts). */
  groupsCrossed: Array<{ table: number; a: number; pmA: number; b: number; pmB: number }>;
  /** Each player of the two tables who started game 1 and no longer does, or the reverse. */
  startsChanged: Array<{ table: number; player: number; starts: boolean }>;
}

/**
 * The consequences of `p` and `q` changing places in round `round` (1-based; the last round by
 * default): each takes the other's opponent. The state's later rounds are ignored; rematches,
 * PM and who starts are the pairing's, from the rounds before `round` only. Who started before
 * the swap is the starter the round records, or else the one the pairing designates.
 */
export function swapConsequences(
  state: TournamentState,
  p: number,
  q: number,
  round: number = state.rounds.length,
): SwapConsequences {
  const swapped = state.rounds[round - 1];
  if (swapped === undefined) throw new RangeError(`round ${round} is not paired`);
  const before: TournamentState = { ...state, rounds: state.rounds.slice(0, round - 1) };
  const tallies = tally(before);
  const met = haveMet(tallies);
  const history = startHistory(before);
  const starter = (a: number, b: number) => (b === X ? null : designateStarter(a, b, history, before.initialRank));
  const swap = (player: number) => (player === p ? q : player === q ? p : player);
  const tables = swapped.matches
    .filter((m) => m.a === p || m.b === p || m.a === q || m.b === q)
    .map((match) => {
      const recorded = match.record.starts === undefined ? undefined : state.indexOf.get(match.record.starts);
      const [a, b] = [swap(match.a), swap(match.b)];
      const [first, second] = a === X ? [b, a] : [a, b];
      return {
        table: match.table,
        before: { table: match.table, a: match.a, b: match.b, starts: recorded ?? starter(match.a, match.b) },
        after: { table: match.table, a: first, b: second, starts: starter(first, second), rematch: met(first, second) },
      };
    });
  const pm = (player: number) => tallies[player]?.pm ?? 0;
  const startedBefore = new Set(tables.map((t) => t.before.starts));
  return {
    round,
    tables,
    rematches: tables.filter((t) => t.after.rematch).map(({ after: { table, a, b } }) => ({ table, a, b })),
    groupsCrossed: tables
      .filter(({ after: { a, b } }) => b !== X && pm(a) !== pm(b))
      .map(({ after: { table, a, b } }) => ({ table, a, pmA: pm(a), b, pmB: pm(b) })),
    startsChanged: tables.flatMap(({ after }) =>
      [after.a, after.b]
        .filter((player) => player !== X && startedBefore.has(player) !== (after.starts === player))
        .map((player) => ({ table: after.table, player, starts: after.starts === player })),
    ),
  };
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

/**
 * The facts of a revision from the facts of an earlier one and the rows written since (the change
 * log names them: store/touched-rows.ts): those rows alone are read again, by key, and everything
 * else is the earlier facts' own objects, shared. Reading the file whole (readFacts) gives the
 * same facts; tests/service/revisions.test.ts holds the two equal after every command of random
 * tournaments.
 */
import type { MatchRow, PlayerRow, RoundRow, TouchedRow, TournamentStore } from '../../store/tournament-store.ts';
import { allMatches, allRounds, type Facts, factsOf, frozenAfter, roundStart } from './facts-document.ts';

/** The facts after the rows were written, and what the engine's reading of them may start from. */
export interface FactsRevision {
  facts: Facts;
  /**
   * The classic rounds' matches written since, as they are now, each with its place in its round:
   * when nothing else of the classic rounds changed (their players, settings, rounds, absences and
   * tables), the engine's reading is the earlier one with these matches replaced
   * (src-engine/revision.ts). Null when more than that changed.
   */
  classicMatches: Array<{ row: MatchRow; position: number }> | null;
}

/** Which facts the rows touched: the tables the facts are read from, by key. */
interface Touched {
  settings: boolean;
  final: boolean;
  players: Set<number>;
  rounds: Set<number>;
  absences: Set<number>;
  matches: Map<number, { round: number; table: number }>;
}

/** A match's key as one number (a round has far fewer tables than this): cheap to compute for every match. */
const matchKey = (round: number, table: number) => round * 1_000_000 + table;

/** The facts the rows belong to; null for a row of a table the facts do not know (read them whole). */
function touchedFacts(rows: readonly TouchedRow[]): Touched | null {
  const touched: Touched = {
    settings: false,
    final: false,
    players: new Set(),
    rounds: new Set(),
    absences: new Set(),
    matches: new Map(),
  };
  for (const { table, key } of rows) {
    if (table === 'tournament') touched.settings = true;
    else if (table === 'final_phase') touched.final = true;
    else if (table === 'players') touched.players.add(Number(key.id));
    else if (table === 'rounds') touched.rounds.add(Number(key.number));
    else if (table === 'absences') touched.absences.add(Number(key.round));
    else if (table === 'matches' || table === 'games') {
      const [round, tableNo] = [Number(key.round), Number(key.table_no)];
      touched.matches.set(matchKey(round, tableNo), { round, table: tableNo });
    } else if (table !== 'round_clocks') return null;
  }
  return touched;
}

/** The rows read again, those that are gone left out. */
const rows = <T>(now: ReadonlyMap<number, T | null>): T[] => [...now.values()].filter((row) => row !== null);

/**
 * `list` with the rows `now` holds by key in place of its own (null: the row is gone), the new
 * ones added, in the order the file reads them.
 */
function patched<T>(
  list: readonly T[],
  now: ReadonlyMap<number, T | null>,
  keyOf: (item: T) => number,
  order: (x: T, y: T) => number,
): T[] {
  const added = new Map(now);
  const result: T[] = [];
  for (const item of list) {
    const key = keyOf(item);
    if (!now.has(key)) result.push(item);
    else {
      const row = now.get(key);
      if (row !== null && row !== undefined) result.push(row);
      added.delete(key);
    }
  }
  const fresh = rows(added);
  const revised = fresh.length === 0 ? result : [...result, ...fresh].sort(order);
  frozenAfter(revised, list, rows(now));
  return revised;
}

const byMatch = (x: MatchRow, y: MatchRow) => x.round - y.round || x.table - y.table;

/**
 * `matches` (in round and table order) with the rows `now` holds in their places: each found by
 * halving the list when every one replaces a match there (a result, a swap), else as `patched`.
 */
function matchesPatched(matches: readonly MatchRow[], now: ReadonlyMap<number, MatchRow | null>): MatchRow[] {
  const places: Array<[number, MatchRow]> = [];
  for (const row of now.values()) {
    if (row === null) return patched(matches, now, (m) => matchKey(m.round, m.table), byMatch);
    const position = placeInRound(matches, row);
    if (position === null || position === undefined)
      return patched(matches, now, (m) => matchKey(m.round, m.table), byMatch);
    places.push([roundStart(matches, row.round) + position, row]);
  }
  const result = matches.slice();
  for (const [i, row] of places) result[i] = row;
  frozenAfter(result, matches, rows(now));
  return result;
}

/** The absences with the rounds named read again, in round order as the file reads them. */
function absencesAfter(previous: Facts['absences'], rounds: ReadonlySet<number>, store: TournamentStore) {
  const absences = new Map(previous);
  for (const round of rounds) {
    const players = store.absentFrom(round);
    if (players.length === 0) absences.delete(round);
    else absences.set(round, players);
  }
  return new Map([...absences].sort(([x], [y]) => x - y));
}

/** The facts after `rows` were written over `previous`'s revision; null when a row is of a table the facts do not know. */
export function factsAfter(previous: Facts, rows: readonly TouchedRow[], store: TournamentStore): FactsRevision | null {
  const touched = touchedFacts(rows);
  if (touched === null) return null;
  const settings = touched.settings ? store.settings() : previous.settings;
  const players =
    touched.players.size === 0
      ? previous.players
      : patched(
          previous.players,
          new Map([...touched.players].map((id): [number, PlayerRow | null] => [id, store.player(id)])),
          (p) => p.id,
          (x, y) => x.id - y.id,
        );
  const absences =
    touched.absences.size === 0 ? previous.absences : absencesAfter(previous.absences, touched.absences, store);
  const matchesNow = new Map(
    [...touched.matches].map(([key, { round, table }]): [number, MatchRow | null] => [key, store.match(round, table)]),
  );
  const rounds =
    touched.rounds.size === 0
      ? null
      : patched(
          allRounds(previous),
          new Map([...touched.rounds].map((n): [number, RoundRow | null] => [n, store.round(n)])),
          (r) => r.number,
          (x, y) => x.number - y.number,
        );
  const rest = { settings, players, absences };
  if (rounds === null && matchesNow.size === 0 && !touched.final) {
    // A clock's move changes no fact: the same facts, and all that was worked out from them.
    if (sameClassic(previous, { ...previous, ...rest })) return { facts: previous, classicMatches: [] };
    return { facts: { ...previous, ...rest }, classicMatches: null };
  }
  const phase = touched.final ? store.finalPhase() : previous.final;
  const classic = (round: number) => phase === null || round <= phase.afterRound;
  if (rounds === null && !touched.final) {
    // Results and swaps: each match stays in its phase, and each phase's list is patched apart.
    const inPhase = (isClassic: boolean) =>
      new Map([...matchesNow].filter(([, m]) => m === null || classic(m.round) === isClassic));
    const final = previous.final;
    const facts: Facts = {
      ...previous,
      ...rest,
      matches: matchesPatched(previous.matches, inPhase(true)),
      final: final === null ? null : { ...final, matches: matchesPatched(final.matches, inPhase(false)) },
    };
    return { facts, classicMatches: classicChanges(previous, facts, touched, matchesNow) };
  }
  const matches = matchesPatched(allMatches(previous), matchesNow);
  const facts = factsOf(rest, phase, rounds ?? allRounds(previous), matches);
  return { facts, classicMatches: classicChanges(previous, facts, touched, matchesNow) };
}

/** Nothing the engine reads of the classic rounds changed: the settings, players and absences are the same objects. */
const sameClassic = (previous: Facts, facts: Facts) =>
  previous.settings === facts.settings && previous.players === facts.players && previous.absences === facts.absences;

/**
 * The classic matches that changed, with their places in their rounds, when they are all that
 * changed of the classic rounds: no round paired or removed, no table added or gone, the final
 * phase neither opened nor cancelled.
 */
function classicChanges(
  previous: Facts,
  facts: Facts,
  touched: Touched,
  matchesNow: ReadonlyMap<number, MatchRow | null>,
): FactsRevision['classicMatches'] {
  if (!sameClassic(previous, facts) || touched.rounds.size > 0 || touched.final) return null;
  const changes: Array<{ row: MatchRow; position: number }> = [];
  for (const row of matchesNow.values()) {
    if (row === null) return null;
    const position = placeInRound(previous.matches, row);
    // A match of the final phase: the classic rounds' reading does not see it.
    if (position === undefined) continue;
    if (position === null) return null;
    changes.push({ row, position });
  }
  return changes;
}

/**
 * The place of `row`'s table among its round's matches in `matches` (in round and table order):
 * undefined when the round is not among them, null when the table is not.
 */
function placeInRound(matches: readonly MatchRow[], row: MatchRow): number | null | undefined {
  const start = roundStart(matches, row.round);
  if (matches[start]?.round !== row.round) return undefined;
  for (let i = start; i < matches.length && (matches[i] as MatchRow).round === row.round; i++)
    if ((matches[i] as MatchRow).table === row.table) return i - start;
  return null;
}

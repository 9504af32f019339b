/**
 * A tournament read again after a change, from its reading before the change: a result entered,
 * corrected or cleared, or two players swapped, changes a few matches of one round, and two to
 * four players' tallies. Reading the whole document again (readTournament) and adding up every
 * round again (tally) give the same; they stay the judge, and these must give exactly what they
 * give, object for object (tests/engine/revision.test.ts plays random tournaments through both).
 *
 * What did not change is shared, not copied: the players, the ruleset, the rounds and matches a
 * change did not touch, the tallies of the players it did not seat. So a later revision finds what
 * changed by identity: a round, a match or a tally that is the same object is the same fact.
 */
import type { MatchRecord, PlayerId } from './model.ts';
import { X } from './model.ts';
import { DocumentError, type Problem } from './problems.ts';
import { type PlayerTally, tally, tallyOne } from './standings.ts';
import {
  checkMatch,
  checkRoundMatches,
  indexOfId,
  type MatchState,
  type RoundState,
  type TournamentState,
} from './tournament.ts';

/** A match's record as it is now: round and table 1-based, as the sheets number them. */
export interface MatchChange {
  round: number;
  table: number;
  record: MatchRecord;
}

/**
 * The reading of the document `previous` was read from, with these matches' records replaced:
 * what readTournament gives for that document. Each round changed is checked again as
 * checkDocument checks it (a player paired twice after a swap, a result the rules refuse) — its
 * pairing only when a change moved a player — and a DocumentError names its problems as
 * readTournament would. The other rounds, the players and the
 * next round's absences are `previous`'s own: checked when it was read.
 */
export function reviseMatches(previous: TournamentState, changes: readonly MatchChange[]): TournamentState {
  const byRound = new Map<number, Map<number, MatchRecord>>();
  for (const { round, table, record } of changes) {
    const matches = previous.rounds[round - 1]?.matches;
    if (matches === undefined || table < 1 || table > matches.length)
      throw new RangeError(`round ${round} has no table ${table}: not a revision of its matches`);
    const tables = byRound.get(round) ?? new Map<number, MatchRecord>();
    tables.set(table, record);
    byRound.set(round, tables);
  }
  const changed = [...byRound].sort(([x], [y]) => x - y);
  const problems: Problem[] = [];
  for (const [round, tables] of changed) {
    const before = previous.rounds[round - 1] as RoundState;
    // Results that keep each table's players change nothing the round's pairing checks look at:
    // only the changed matches' own problems can be new, in table order as checkDocument says them.
    if ([...tables].every(([table, record]) => samePlayers(before.matches[table - 1] as MatchState, record))) {
      for (const [table, record] of [...tables].sort(([x], [y]) => x - y))
        checkMatch(record, `rounds[${round - 1}].matches[${table - 1}]`, problems);
      continue;
    }
    const records = before.matches.map((m) => tables.get(m.table) ?? m.record);
    checkRoundMatches(records, round - 1, rosterOf(previous, before), problems, (m) => tables.has(m + 1));
  }
  if (problems.length > 0) throw new DocumentError(problems);
  const rounds = [...previous.rounds];
  for (const [round, tables] of changed) {
    const before = previous.rounds[round - 1] as RoundState;
    rounds[round - 1] = {
      absent: before.absent,
      matches: before.matches.map((m) => {
        const record = tables.get(m.table);
        if (record === undefined) return m;
        return { table: m.table, a: indexOfId(previous, record.a), b: indexOfId(previous, record.b), record };
      }),
    };
  }
  return { ...previous, rounds };
}

/** The record names the match's players, on the same sides. */
const samePlayers = (match: MatchState, record: MatchRecord) =>
  match.record.a === record.a && match.record.b === record.b;

/** The players a round's matches may name, as checkDocument knows them. */
function rosterOf(state: TournamentState, round: RoundState) {
  return {
    player: (id: PlayerId) => {
      const index = state.indexOf.get(id);
      return index === undefined ? undefined : state.players[index];
    },
    absent: (id: PlayerId) => {
      const index = state.indexOf.get(id);
      return index !== undefined && round.absent.has(index);
    },
  };
}

/** A state with the tallies of all its rounds: what `retally` starts from. */
export interface Tallied {
  state: TournamentState;
  /** tally(state): every round counted. */
  tallies: readonly PlayerTally[];
}

/** Past this share of the players to count again, adding every round up again is as quick. */
const RETALLY_SHARE = 0.25;

/**
 * tally(state), from the tallies of an earlier revision of the same tournament: only the players
 * seated at a match that is not the same object in both are counted again, round by round as
 * tally counts them. Anything else changed — the players, their ratings, the ruleset, the rounds
 * paired, a round's absences — and every round is added up again.
 */
export function retally(previous: Tallied, state: TournamentState): PlayerTally[] {
  const before = previous.state;
  const comparable =
    before.players === state.players &&
    before.ratingsInUse === state.ratingsInUse &&
    before.ruleset === state.ruleset &&
    before.rounds.length === state.rounds.length &&
    previous.tallies.length === state.players.length;
  const changed = comparable ? seatedAtChanges(before, state) : null;
  if (changed === null || changed.size > RETALLY_SHARE * state.players.length) return tally(state);
  const tallies = [...previous.tallies];
  for (const player of changed)
    tallies[player] = tallyOne(state, player, state.rounds.length, (r) =>
      seating(state.rounds[r] as RoundState).get(player),
    );
  return tallies;
}

/** The players seated at a match that changed between two revisions; null when a round changed more than its matches. */
function seatedAtChanges(before: TournamentState, after: TournamentState): Set<number> | null {
  const seated = new Set<number>();
  const seat = (m: MatchState) => {
    if (m.a !== X) seated.add(m.a);
    if (m.b !== X) seated.add(m.b);
  };
  for (let r = 0; r < after.rounds.length; r++) {
    const [was, now] = [before.rounds[r] as RoundState, after.rounds[r] as RoundState];
    if (was === now) continue;
    if (was.absent !== now.absent || was.matches.length !== now.matches.length) return null;
    now.matches.forEach((m, i) => {
      const old = was.matches[i] as MatchState;
      if (old === m) return;
      seat(old);
      seat(m);
    });
  }
  return seated;
}

const seatings = new WeakMap<RoundState, Map<number, MatchState>>();

/** Each player's match in a round, by engine index: once per round (a round no change touched keeps it). */
function seating(round: RoundState): Map<number, MatchState> {
  let seats = seatings.get(round);
  if (seats === undefined) {
    seats = new Map();
    for (const m of round.matches) {
      seats.set(m.a, m);
      if (m.b !== X) seats.set(m.b, m);
    }
    seatings.set(round, seats);
  }
  return seats;
}

/**
 * From the file's facts to the engine's tournament document, and back for an import. The
 * document is also what `exportDocument` hands out, with the tournament's own details added.
 */
import {
  type FinalPhaseRecord,
  hasResult,
  type MatchRecord,
  type Ruleset,
  readTournament,
  reviseMatches,
  type TournamentState,
  withCarriedGame,
} from '../../../src-engine/index.ts';
import type { ExportedDocument } from '../../contract/views/document.ts';
import type { RecordedResult } from '../../contract/views/tournament.ts';
import type {
  FinalPhaseRow,
  MatchRow,
  PlayerRow,
  RoundRow,
  SettingsRow,
  TournamentStore,
} from '../../store/tournament-store.ts';
import { engineId } from './engine-ids.ts';
import { talliesCarried } from './tallies.ts';

/** The final phase as opened, with its own rounds and matches (numbered after the classic rounds). */
export interface FinalPhaseFacts extends FinalPhaseRow {
  rounds: RoundRow[];
  matches: MatchRow[];
}

export interface Facts {
  settings: SettingsRow;
  players: PlayerRow[];
  /** The classic rounds: what the pairing, the standings and the audit read. */
  rounds: RoundRow[];
  /** Every match of the classic rounds, in round and table order. */
  matches: MatchRow[];
  absences: Map<number, number[]>;
  /** The final phase, once opened; its rounds and matches are kept apart from the classic ones. */
  final: FinalPhaseFacts | null;
}

export function readFacts(store: TournamentStore): Facts {
  return factsOf(
    { settings: store.settings(), players: store.players(), absences: store.absences() },
    store.finalPhase(),
    store.rounds(),
    store.matches(),
  );
}

/**
 * The facts of every round and match of the file, the classic rounds kept apart from the final
 * phase's (those after its `afterRound`), as the file is read whole or revised (facts-revision.ts).
 */
export function factsOf(
  rest: Pick<Facts, 'settings' | 'players' | 'absences'>,
  phase: FinalPhaseRow | null,
  rounds: readonly RoundRow[],
  matches: readonly MatchRow[],
): Facts {
  const classic = (round: number) => phase === null || round <= phase.afterRound;
  return {
    ...rest,
    rounds: rounds.filter((r) => classic(r.number)),
    matches: matches.filter((m) => classic(m.round)),
    final:
      phase === null
        ? null
        : {
            ...phase,
            rounds: rounds.filter((r) => !classic(r.number)),
            matches: matches.filter((m) => !classic(m.round)),
          },
  };
}

/** Every round of the file, the final phase's after the classic ones: where results are entered and sheets printed. */
export const allRounds = (facts: Facts): RoundRow[] => [...facts.rounds, ...(facts.final?.rounds ?? [])];

export const allMatches = (facts: Facts): MatchRow[] => [...facts.matches, ...(facts.final?.matches ?? [])];

/** Where round `round`'s matches start in `matches` (in round and table order): found by halving, not by reading them all. */
export function roundStart(matches: readonly MatchRow[], round: number): number {
  let [low, high] = [0, matches.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((matches[middle] as MatchRow).round < round) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The matches of round `number`, classic or of the final phase, in table order. */
export function matchesOfRound(facts: Facts, number: number): MatchRow[] {
  const final = facts.final;
  const matches = final !== null && number > final.afterRound ? final.matches : facts.matches;
  let end = roundStart(matches, number);
  const start = end;
  while (end < matches.length && (matches[end] as MatchRow).round === number) end += 1;
  return matches.slice(start, end);
}

/** A match's result as entered, without who played it. */
export const recordedOf = (match: MatchRow): RecordedResult => ({
  games: match.games.map(([a, b]) => [a, b]),
  forfeit: match.forfeit,
  abandon: match.abandon,
  decisionAgainst: match.decisionAgainst,
});

/** The match has its result (a match against X always has). */
export const isRecorded = (match: MatchRow): boolean => hasResult(matchRecordOf(match));

export function matchRecordOf(match: MatchRow): MatchRecord {
  const record: MatchRecord = { a: engineId(match.a), b: match.b === null ? null : engineId(match.b) };
  if (match.games.length > 0) record.games = match.games.map(([a, b]) => [a, b] as const);
  if (match.forfeit !== null) record.forfeit = match.forfeit;
  if (match.abandon !== null) record.abandon = { ...match.abandon };
  if (match.decisionAgainst !== null) record.decision = { against: match.decisionAgainst };
  if (match.starts !== null) record.starts = engineId(match.starts);
  return record;
}

/** The game carried from the classic phase as game 1 of a final (null for every other match). */
export const carriedGame = (match: MatchRow): [number, number] | null =>
  match.reason?.method === 'final-phase' ? (match.reason.carried?.game ?? null) : null;

/** The match as it counts: its record, with the game a final carried from the classic phase first. */
export const playedRecordOf = (match: MatchRow): MatchRecord =>
  withCarriedGame(matchRecordOf(match), carriedGame(match));

export function documentOf(facts: Facts): ExportedDocument {
  const roundCount = facts.rounds.length;
  // A withdrawal is never later than the rounds paired (undoing a pairing can leave it so).
  const withdrawnAfter = (p: PlayerRow) => (p.withdrawnAfter === null ? null : Math.min(p.withdrawnAfter, roundCount));
  const byRound = new Map<number, MatchRow[]>();
  for (const m of facts.matches) byRound.set(m.round, [...(byRound.get(m.round) ?? []), m]);
  const absentIn = (round: number) => {
    const marked = new Set(facts.absences.get(round) ?? []);
    // A late entry was absent from the rounds before they joined.
    for (const p of facts.players) if (p.firstRound > round) marked.add(p.id);
    return facts.players
      .filter((p) => marked.has(p.id) && (withdrawnAfter(p) ?? Number.POSITIVE_INFINITY) >= round)
      .map((p) => engineId(p.id));
  };
  const { settings } = facts;
  return {
    ruleset: settings.ruleset as Ruleset,
    system: settings.pairingSystem,
    tournament: {
      name: settings.name,
      date: settings.date,
      place: settings.place,
      plannedRounds: settings.plannedRounds,
      bestOfThree: settings.bestOfThree,
      minutes: settings.minutes,
      ...(settings.categories === null ? {} : { categories: settings.categories }),
      ...(settings.elo === null ? {} : { elo: settings.elo }),
    },
    ...(settings.newcomerRating === null ? {} : { newcomerRating: settings.newcomerRating }),
    players: facts.players.map((p) => ({
      id: engineId(p.id),
      name: p.name,
      rating: p.rating,
      club: p.club,
      licence: p.licence,
      ratingType: p.ratingType,
      firstRound: p.firstRound,
      ...(p.category === '' ? {} : { category: p.category }),
      ...(p.birthYear === null ? {} : { birthYear: p.birthYear }),
      ...(p.k === null ? {} : { k: p.k }),
      ...(p.withdrawnAfter === null ? {} : { withdrawnAfter: withdrawnAfter(p) as number }),
    })),
    rounds: facts.rounds.map((r) => ({
      absent: absentIn(r.number),
      matches: (byRound.get(r.number) ?? []).map(matchRecordOf),
    })),
    next: { absent: absentIn(roundCount + 1) },
  };
}

/** The final phase as the engine's document records it (its options, its players, each round's matches as entered); null before it opens. */
export function finalPhaseRecordOf({ final }: Pick<Facts, 'final'>): FinalPhaseRecord | null {
  if (final === null) return null;
  return {
    size: final.size,
    bestOfThree: final.bestOfThree,
    thirdPlace: final.thirdPlace,
    countClassicGame: final.countClassicGame,
    seeds: final.seeds.map(engineId),
    rounds: final.rounds.map((r) => ({
      matches: final.matches.flatMap((m) =>
        m.round !== r.number || m.reason?.method !== 'final-phase'
          ? []
          : [{ ...matchRecordOf(m), stage: m.reason.stage, seeds: m.reason.seeds, carried: m.reason.carried }],
      ),
    })),
  };
}

/** The exported document with the final phase, when there is one. */
export function exportedDocumentOf(facts: Facts): ExportedDocument {
  const document = documentOf(facts);
  const finalPhase = finalPhaseRecordOf(facts);
  return finalPhase === null ? document : { ...document, finalPhase };
}

/** The lists `frozen` has walked: their items are frozen, the lists themselves not (see there). */
const walked = new WeakSet<readonly unknown[]>();

/**
 * Freezes what is read once and shared (the file's rows, the engine's reading of them, the views
 * kept per reading): a handler that changed one in place would change every later command's.
 * Its objects, not its lists: V8 reads a frozen (or sealed) array many times slower — a loop over
 * a round's matches ten times, a copy of every match fifty — and every view and the engine's
 * counting loop over them. A list changed in place would make a reading differ from the file,
 * which the revisions' property test finds (tests/service/revisions.test.ts).
 */
export function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    // A list walked before holds frozen items: a revision shares most of the lists before it. A
    // list of numbers or names (a game's two scores) has nothing to freeze and is not kept: the
    // set's entries are work for every garbage collection (a sixth of its time at 300 players).
    if (walked.has(value)) return value;
    let holdsObjects = false;
    for (const entry of value)
      if (typeof entry === 'object' && entry !== null) {
        holdsObjects = true;
        frozen(entry);
      }
    if (holdsObjects) walked.add(value);
    return value;
  }
  if (Object.isFrozen(value)) return value;
  if (value instanceof Map) for (const entry of value.values()) frozen(entry);
  else for (const entry of Object.values(value)) frozen(entry);
  return Object.freeze(value);
}

/**
 * Leaves `list` as `frozen` would, walking only `fresh`: `list` is `from`, frozen already, with
 * `fresh` put in some of its places (a revision's matches, the earlier revision's but for the rows
 * read again). Walking the thousands of matches a revision shares with the one before was most of
 * what freezing it cost. When `from` was never frozen, `frozen` walks `list` whole later.
 */
export function frozenAfter<T>(list: readonly T[], from: readonly T[], fresh: Iterable<T>): void {
  if (!walked.has(from)) return;
  for (const item of fresh) frozen(item);
  walked.add(list);
}

/** The revision each reading was derived from (one step back only: see `follows`). */
const previous = new WeakMap<Facts, Facts>();

/**
 * Says that `facts` were derived from `before`, the reading of the revision just before
 * (core/readings.ts): what was shown of `before` may be shown again of `facts` with what changed
 * put in (views/views.ts). One step back only: `before` forgets its own, so a reading keeps no
 * more than the one just before it alive.
 */
export function follows(facts: Facts, before: Facts): void {
  if (facts === before) return;
  previous.set(facts, before);
  previous.delete(before);
}

/** The reading `facts` were derived from, while it is the one just before (`follows`); null otherwise. */
export const previousReading = (facts: Facts): Facts | null => previous.get(facts) ?? null;

const states = new WeakMap<Facts, TournamentState>();

/** Facts that are an earlier facts' with some classic matches changed: their reading may start from its reading. */
interface Origin {
  from: Facts;
  /** The classic matches changed since `from`, by round and table, each with its place in its round. */
  changes: Map<string, { row: MatchRow; position: number }>;
}

const origins = new WeakMap<Facts, Origin>();

/**
 * Says that `facts` are `from` with these classic matches changed, and nothing else of the classic
 * rounds (facts-revision.ts): the engine's reading of `facts`, once asked, is then `from`'s with
 * these matches replaced (src-engine/revision.ts), not the whole document read again. When `from`
 * was not read by the engine either, the changes add up from its own origin.
 */
export function derivedFrom(
  facts: Facts,
  from: Facts,
  changes: ReadonlyArray<{ row: MatchRow; position: number }>,
): void {
  if (facts === from) return;
  const base: Origin | undefined = states.has(from) ? { from, changes: new Map() } : origins.get(from);
  if (base === undefined) return;
  const merged = new Map(base.changes);
  for (const change of changes) merged.set(`${change.row.round}:${change.row.table}`, change);
  origins.set(facts, { from: base.from, changes: merged });
}

/** The reading of `origin.from` with its changes: what readTournament gives for the facts it is the origin of. */
function revisedState({ from, changes }: Origin): TournamentState {
  const previous = states.get(from) as TournamentState;
  if (changes.size === 0) return previous;
  const next = reviseMatches(
    previous,
    [...changes.values()].map(({ row, position }) => ({
      round: row.round,
      table: position + 1,
      record: matchRecordOf(row),
    })),
  );
  talliesCarried(previous, next);
  return next;
}

/**
 * The engine's reading of the facts' classic rounds, worked out once per facts (they are never
 * changed in place: a handler's « facts after » is a new object): the whole document read, or,
 * for facts derived from an earlier reading (derivedFrom), that reading revised. The open file's
 * reading, shared by the commands that follow, is frozen with its facts (core/readings.ts).
 */
export function stateOf(facts: Facts): TournamentState {
  let state = states.get(facts);
  if (state === undefined) {
    const origin = origins.get(facts);
    state = origin === undefined ? readTournament(documentOf(facts)) : revisedState(origin);
    states.set(facts, state);
    origins.delete(facts);
  }
  return state;
}

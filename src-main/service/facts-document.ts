/**
 * From the file's facts to the engine's tournament document, and back for an import. The
 * document is also what `exportDocument` hands out, with the tournament's own details added.
 */
import {
  type CategorySettings,
  type EloSettings,
  hasResult,
  type MatchRecord,
  type PlayerRecord,
  type Ruleset,
  readTournament,
  type TournamentDocument,
  type TournamentState,
} from '../../src-engine/index.ts';
import type { RecordedResult } from '../contract/views/tournament.ts';
import type { MatchRow, PlayerRow, RoundRow, SettingsRow, TournamentStore } from '../store/tournament-store.ts';

export interface Facts {
  settings: SettingsRow;
  players: PlayerRow[];
  rounds: RoundRow[];
  /** Every match, in round and table order. */
  matches: MatchRow[];
  absences: Map<number, number[]>;
}

export function readFacts(store: TournamentStore): Facts {
  return {
    settings: store.settings(),
    players: store.players(),
    rounds: store.rounds(),
    matches: store.matches(),
    absences: store.absences(),
  };
}

/** A player's id in the engine document: their registration number, as text. */
export const engineId = (id: number): string => String(id);

/** The players' extra details an exported document carries (the engine ignores them). */
export interface ExportedPlayer extends PlayerRecord {
  club: string;
  licence: string;
  ratingType: 'PL' | 'PL*';
  firstRound: number;
  category?: string;
  birthYear?: number;
  /** The player's own K for the rating estimate. */
  k?: number;
}

export interface ExportedDocument extends TournamentDocument {
  players: ExportedPlayer[];
  tournament: {
    name: string;
    date: string;
    place: string;
    plannedRounds: number | null;
    bestOfThree: boolean;
    minutes: number;
    /** Only when the tournament set its own. */
    categories?: CategorySettings;
    elo?: EloSettings;
  };
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

export function stateOf(facts: Facts): TournamentState {
  return readTournament(documentOf(facts));
}

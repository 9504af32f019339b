/**
 * What the screens, the CLI and the documents show of a tournament: names instead of ids, results
 * already scored by the engine, the progress of the current round.
 */

import type {
  CategorySettings,
  EloSettings,
  FinalRoundStage,
  FinalStage,
  NamedExplanation,
  RoundsWarning,
  Ruleset,
} from '../../../src-engine/index.ts';
import type { FileProblem } from '../refusals.ts';

export interface PlayerBrief {
  id: number;
  name: string;
  club: string;
  /** null: an unrated newcomer, shown « NC ». */
  rating: number | null;
}

export interface PlayerView extends PlayerBrief {
  ratingType: 'PL' | 'PL*';
  licence: string;
  /** The player's own K for the rating estimate; null: the tournament's. */
  k: number | null;
  category: string;
  birthYear: number | null;
  /** The series the player's rating (or being unrated) places them in; null when the tournament has none. */
  series: string | null;
  /** The rankings the player takes part in besides the general one: their series, then the director's categories. */
  categories: string[];
  initialRank: number;
  firstRound: number;
  withdrawnAfter: number | null;
  absentNextRound: boolean;
}

export interface ResultView {
  kind: 'games' | 'forfeit' | 'abandon' | 'decision' | 'x';
  games: Array<[number, number]>;
  forfeit: 'a' | 'b' | 'both' | null;
  abandon: { by: 'a' | 'b'; agreed: boolean } | null;
  decisionAgainst: 'a' | 'b' | null;
  pm: [number, number | null];
  pdep: [number, number | null];
}

export interface MatchView {
  round: number;
  table: number;
  a: PlayerBrief;
  /** null: the fictitious player X. */
  b: PlayerBrief | null;
  /** Who starts game 1 (game 2 goes to the other player). */
  starts: number | null;
  rematch: boolean;
  result: ResultView | null;
  /** The result as its sheet was entered (null: none yet): what a correction says it replaces. */
  recorded: RecordedResult | null;
  /** Why the match was formed (null: not known, a round paired before Sclassic kept it). */
  reason: MatchReason | null;
  /**
   * Who entered the result shown, and when: a station's name (« Arbitre 2 »), null for the
   * director; `via`: the table's proposal it came from, validated by that hand or confirmed by
   * two phones (null: typed at a desk). Null when there is no result, or it was entered before
   * the file kept it.
   */
  entered: { by: string | null; at: string; via: 'validated' | 'confirmed' | null } | null;
}

/**
 * Why a match was formed: the pairing procedure's reason, in the rules' terms (players by
 * registration number, X as null), or the director's hand (a swap), or an imported document.
 */
export type MatchReason =
  | NamedExplanation<number | null>
  | { method: 'swap'; players: [number, number] }
  /** Read from an imported document; with the arbiter's swaps it records on the round, players by registration number. */
  | { method: 'import'; decisions?: Array<{ players: [number, number]; at?: string }> }
  | FinalPhaseReason;

/**
 * A match of the final phase: its stage, its players' places in the classic phase, and, for a
 * final whose players already met in the classic phase when the director counts that game, the
 * game carried as game 1 (from `a`'s side) and its round.
 */
export interface FinalPhaseReason {
  method: 'final-phase';
  stage: FinalStage;
  seeds: [number, number];
  carried: { round: number; game: [number, number] } | null;
}

/** A match's result as entered: the games as written on the sheet, and how the match ended. */
export interface RecordedResult {
  games: Array<[number, number]>;
  forfeit: 'a' | 'b' | 'both' | null;
  abandon: { by: 'a' | 'b'; agreed: boolean } | null;
  decisionAgainst: 'a' | 'b' | null;
}

export interface RoundView {
  number: number;
  method: string;
  /** A round of the final phase: its stage and its matches' format (absent for a classic round). */
  finalPhase?: {
    stage: FinalRoundStage;
    bestOfThree: boolean;
    /** Who won each match (a player's id; null while its result is not in): a drawn match goes to the better seed. */
    winners: Array<{ table: number; winner: number | null }>;
  };
  matches: MatchView[];
  /** Who sits where, as a short key: a swap or a re-pair names the pairing it was decided on. */
  pairing: string;
  /** Tables entered and tables to enter, the match against X aside. */
  entered: number;
  total: number;
  /** Tables still waiting for their result. */
  missingTables: number[];
  rematches: Array<{ table: number; a: string; b: string }>;
}

/** What the service tells a new screen before any tournament is open. */
export interface ServiceDefaults {
  /** Where a tournament named without a folder is created (and from where one is opened). */
  folder: string;
  /** The separator of this machine's paths, for examples written as the director would write them. */
  separator: '/' | '\\';
}

/** The final phase's rounds: the semi-finals, then the final (with the match for third place). */
export type { FinalRoundStage };

/** A round's progress: tables entered, tables to enter, those still missing. */
export interface RoundProgress {
  number: number;
  entered: number;
  total: number;
  missingTables: number[];
}

/** The final phase at a glance, once opened. */
export interface FinalPhaseSummary {
  size: 2 | 4;
  bestOfThree: boolean;
  thirdPlace: boolean;
  countClassicGame: boolean;
  /** The last classic round: the final phase's rounds are numbered after it. */
  afterRound: number;
  rounds: Array<{ number: number; stage: FinalRoundStage }>;
  /** Its latest round: where results are entered now. */
  current: RoundProgress;
  /** Every place it gives is decided. */
  settled: boolean;
}

/** The Phase finale screen: the phase once opened, else who would play it and whether it can open. */
export interface FinalPhaseView {
  phase: {
    summary: FinalPhaseSummary;
    openedAt: string;
    /** Its players in classic-phase order, with their classic place. */
    seeds: Array<{ seed: number; player: PlayerBrief }>;
    rounds: RoundView[];
    /** The places it gives, best first (provisional while not settled). */
    places: Array<{ place: number; player: PlayerBrief; decided: boolean }>;
  } | null;
  /** The classic rounds are all paired and entered: the phase can be opened. */
  ready: boolean;
  /** The first four of the classic phase's final ranking: who would play it. */
  candidates: Array<{ rank: number; player: PlayerBrief }>;
}

/** The final or the match for third place formed (or formed again, or taken back) by a semi-final's result. */
export interface FinalRoundChange {
  change: 'formed' | 'formed-again' | 'removed';
  round: number;
  matches: MatchView[];
}

export interface TournamentSummary {
  path: string;
  name: string;
  date: string;
  place: string;
  ruleset: Ruleset;
  pairingSystem: 'formula' | 'round-robin';
  /** The director's number of rounds; null: the ruleset's. */
  plannedRounds: number | null;
  /** The rounds the ruleset gives the current field, and its warnings. */
  ruleRounds: number;
  /** The rounds the tournament plays: the director's number, or the ruleset's (the engine's progress says it). */
  roundsPlanned: number;
  roundsWarnings: RoundsWarning[];
  bestOfThree: boolean;
  minutes: number;
  /** The rating estimate's constants in force. */
  elo: EloSettings;
  /** The series by rating and the director's categories in force. */
  categories: CategorySettings;
  /** The live results' pages leave out the players' ratings. */
  liveHidesRatings: boolean;
  /** The players may propose their table's result from a phone, by their match sheet's code. */
  tableProposals: boolean;
  /** The same numbers proposed from two phones validate the result with no arbiter's hand. */
  proposalsConfirm: boolean;
  /** The rating unrated newcomers count for where a number is needed (FBS Pdep, the rating estimate). */
  newcomerRating: number;
  players: number;
  activePlayers: number;
  roundsPaired: number;
  currentRound: RoundProgress | null;
  nextRound: number;
  nextAbsent: PlayerBrief[];
  /** The final phase, once the director opened it. */
  finalPhase: FinalPhaseSummary | null;
  /** Every round played and entered, and the final phase too when there is one. */
  finished: boolean;
}

/**
 * A round as a change left it, with the matches the change wrote and not the others: a screen
 * holding the round as it stood just before puts these in place of its own and holds the round
 * as it stands now (withChange). The whole of a 150-table round in every result's answer was most
 * of its bytes, and of the time the answer took to travel and be shown.
 */
export interface RoundChange extends Omit<RoundView, 'matches'> {
  changed: MatchView[];
}

/** A round as the service answers a change to it: its counts, and the matches the change wrote. */
export function roundChange(round: RoundView, written: MatchView[]): RoundChange {
  const { matches: _others, ...counts } = round;
  return { ...counts, changed: written };
}

/** The round a screen held just before a change, as the change left it. */
export function withChange(view: RoundView, change: RoundChange): RoundView {
  const changed = new Map(change.changed.map((m) => [m.table, m]));
  const { changed: _written, ...round } = change;
  return { ...round, matches: view.matches.map((m) => changed.get(m.table) ?? m) };
}

/**
 * What a change's answer tells the screen that made it: the file's revision the change made (the
 * screen knows it holds the file as it is), and what Annuler and Rétablir would do then (Annuler:
 * this change), named without asking again.
 */
export interface ChangeAcknowledged {
  revision: number;
  undoButtons: UndoButtons;
}

/**
 * What a change at one table tells the screen that made it, besides the revision and the undo
 * buttons: the match as it now stands, its round, and the tournament's header — Résultats shows
 * them without asking again.
 */
export interface TableChanged extends ChangeAcknowledged {
  match: MatchView;
  /** The match's round as it now stands, the match alone of its matches: its count, the match in its table. */
  round: RoundChange;
  /** The tournament as it now stands (the header's figures). */
  summary: TournamentSummary;
}

export interface ResultOutcome extends TableChanged {
  /** The round is now complete and a backup was written there. */
  backup: string | null;
  /** The round is complete but its backup could not be written (the result is saved). */
  backupFailed: { round: number; problem: FileProblem } | null;
  /** A semi-final's result formed the final (or formed it again, or took it back). */
  finalRound?: FinalRoundChange;
  /** What a correction changed in the standings; null for a first result. */
  consequences: ResultConsequences | null;
}

/** A cleared result: as a result's answer, with what the clearing changed in the standings and the final a semi-final's clearing took back. */
export interface ClearedResult extends TableChanged {
  finalRound?: FinalRoundChange;
  consequences: ResultConsequences;
}

/** A player's rank, PM and Pdep before and after a correction (null: not in the standings then). */
export interface RankChange {
  id: number;
  name: string;
  rank: [number | null, number | null];
  pm: [number | null, number | null];
  pdep: [number | null, number | null];
}

/**
 * What a corrected or cleared result changed in the standings (after the last round paired):
 * every player whose rank moved, and the table's two players even when theirs did not.
 */
export interface ResultConsequences {
  round: number;
  table: number;
  changes: RankChange[];
  /** At least one rank changed (else only the PM and Pdep of the table's players). */
  moved: boolean;
}

/** A match a swap changes, by name: `b` null is X, `starts` null against X. */
export interface SwapMatch {
  a: string;
  b: string | null;
  starts: string | null;
}

/**
 * What a swap of two players would make, before it is made (the engine's swapConsequences, by
 * name): the director reads it and says yes or no.
 */
export interface SwapPreview {
  /** The two tables, as they are and as the swap leaves them. */
  tables: Array<{ table: number; before: SwapMatch; after: SwapMatch }>;
  /** The rematches the swap would create, by name. */
  newRematches: Array<{ table: number; a: string; b: string }>;
  /** The players of different PM the swap brings together, with their PM before the round. */
  groupsCrossed: Array<{ table: number; a: string; pmA: number; b: string; pmB: number }>;
  /** The players who started game 1 and no longer would, or the reverse. */
  startsChanged: Array<{ table: number; name: string; starts: boolean }>;
}

export interface SwapOutcome extends SwapPreview {
  round: RoundView;
}

/** What a change of the file was, as the change log names it (the catalogues word each). */
export const ACTIONS = [
  'create',
  'import',
  'update-settings',
  'add-player',
  'import-players',
  'edit-player',
  'remove-player',
  'withdraw-player',
  'refresh-from-directory',
  'mark-absent',
  'mark-present',
  'pair-round',
  'repair-round',
  'swap-players',
  'record-result',
  'edit-result',
  'clear-result',
  'start-clock',
  'pause-clock',
  'resume-clock',
  'adjust-clock',
  'reset-clock',
  'open-final-phase',
  'cancel-final-phase',
  'undo',
  'redo',
] as const;
export type Action = (typeof ACTIONS)[number];

/** One change of the file, as the change log keeps it. */
export interface LogEntry {
  id: number;
  at: string;
  command: Action;
  summary: string;
  /** The station whose hand made it (« Arbitre 2 »); null: the director's own windows. */
  hand: string | null;
  undone: boolean;
}

/** A change of the file as a refusal names it: when, what kind, and its line in the log (an undo's: the change it took back). */
export type ChangeMade = Pick<LogEntry, 'at' | 'command' | 'summary' | 'hand'>;

/** What Annuler and Rétablir would do now: the change each would revert or put back, if any. */
export interface UndoButtons {
  undo: LogEntry | null;
  redo: LogEntry | null;
}

/** The undo buttons, with the revision and the file they are true of. */
export interface UndoState extends UndoButtons {
  /** The file's revision: it moves on with every change, so a screen knows when to read again. */
  revision: number;
  /** The open file's path: a revision is this file's own (another file opened since may have the same number). */
  file: string;
}

/**
 * What the screens, the CLI and the documents show of a tournament: names instead of ids, results
 * already scored by the engine, the progress of the current round.
 */
import type {
  CategorySettings,
  EloSettings,
  NamedExplanation,
  RoundsWarning,
  Ruleset,
} from '../../../src-engine/index.ts';

export interface PlayerBrief {
  id: number;
  name: string;
  club: string;
  rating: number;
}

export interface PlayerView extends PlayerBrief {
  ratingType: 'PL' | 'PL*';
  licence: string;
  /** The player's own K for the rating estimate; null: the tournament's. */
  k: number | null;
  category: string;
  birthYear: number | null;
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
}

/**
 * Why a match was formed: the pairing procedure's reason, in the rules' terms (players by
 * registration number, X as null), or the director's hand (a swap), or an imported document.
 */
export type MatchReason =
  | NamedExplanation<number | null>
  | { method: 'swap'; players: [number, number] }
  | { method: 'import' };

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
  matches: MatchView[];
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

export interface TournamentSummary {
  path: string;
  name: string;
  date: string;
  place: string;
  ruleset: Ruleset;
  pairingSystem: 'formula' | 'round-robin';
  plannedRounds: number | null;
  /** The rounds the ruleset gives the current field, and its warnings. */
  ruleRounds: number;
  roundsWarnings: RoundsWarning[];
  bestOfThree: boolean;
  minutes: number;
  /** The rating estimate's constants in force. */
  elo: EloSettings;
  /** The series by rating and the director's categories in force. */
  categories: CategorySettings;
  /** The live results' pages leave out the players' ratings. */
  liveHidesRatings: boolean;
  players: number;
  activePlayers: number;
  roundsPaired: number;
  currentRound: { number: number; entered: number; total: number; missingTables: number[] } | null;
  nextRound: number;
  nextAbsent: PlayerBrief[];
  finished: boolean;
}

export interface ResultOutcome {
  match: MatchView;
  /** The match's round as it now stands: Résultats shows its count without asking again. */
  round: RoundView;
  /** The round is now complete and a backup was written there. */
  backup: string | null;
  /** The round is complete but its backup could not be written (the result is saved). */
  backupFailed: { round: number; detail: string } | null;
}

/** What a swap of two players would make, before it is made. */
export interface SwapPreview {
  /** The rematches the swap would create, by name. */
  newRematches: Array<{ table: number; a: string; b: string }>;
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
  undone: boolean;
}

/** What Annuler and Rétablir would do now: the change each would revert or put back, if any. */
export interface UndoState {
  undo: LogEntry | null;
  redo: LogEntry | null;
  /** The file's revision: it moves on with every change, so a screen knows when to read again. */
  revision: number;
}

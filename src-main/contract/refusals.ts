/**
 * Every way the service can refuse a command, as data: a code from one union, its typed
 * parameters, and the input field it concerns (for a screen to show the words next to it). The
 * words themselves live in the catalogues (`i18n/refusals-fr.ts`, `i18n/refusals-en.ts`), so
 * the CLI and the French UI say it in French and the English UI in English.
 */
import type { Lettering, Problem, ProblemCode, ProblemParams, ResultProblemCode } from '../../src-engine/index.ts';
import { refusalMessage } from './i18n/messages.ts';
import type { RefusedRole } from './roles.ts';
import type { ColumnRole, RejectedRow } from './views/player-file.ts';
import type { ProposalFate } from './views/stations.ts';
import type { ChangeMade, RecordedResult } from './views/tournament.ts';

/**
 * Which part of a tournament file is damaged: its facts another program left unreadable
 * (`schema` to `content`), pages SQLite finds broken (`pages`), content that no longer matches the
 * sums Sclassic sealed it with (`altered`), or a structure that is not the one its header's
 * version number says (`version`).
 */
export type DamagedPart =
  | 'schema'
  | 'settings'
  | 'players'
  | 'results'
  | 'log'
  | 'content'
  | 'pages'
  | 'altered'
  | 'version';

/**
 * A damaged file's latest backup, to open instead: its path; null when the backup folder beside
 * the file holds none; absent when it was not looked for.
 */
export type LatestBackup = { backup?: string | null };

/** Why a file was refused or could not be written (the store's own reasons). */
export type FileProblem =
  | {
      reason:
        | 'missing'
        | 'not-a-file'
        | 'special-file'
        | 'empty'
        | 'not-sqlite'
        | 'other-application'
        | 'locked'
        | 'exists'
        | 'unreadable'
        | 'read-only'
        | 'folder-read-only'
        | 'missing-folder'
        | 'name-too-long'
        | 'disk-full'
        | 'sclassic-file';
    }
  | { reason: 'truncated'; actual: number; expected: number }
  | { reason: 'newer-version'; version: number; supported: number }
  | { reason: 'unwritable' | 'io-error'; detail: string }
  /** `detail`: SQLite's own words, for the record; never shown. */
  | ({ reason: 'corrupt'; detail: string } & LatestBackup)
  /**
   * `table`: the table of the file the damage is in (named in the words by what it holds);
   * `version`: the format the header claims, for `version`.
   */
  | ({
      reason: 'damaged';
      part: DamagedPart;
      table?: string;
      round?: number;
      tableNumber?: number;
      version?: number;
    } & LatestBackup)
  /**
   * A file Sclassic could open only to read — write-protected (`file`) or in a folder where
   * nothing can be written (`folder`): shown, printed, copied, every change refused.
   * `olderVersion`: the file comes from that older format, shown as this version reads it
   * without being brought up to date.
   */
  | { reason: 'opened-read-only'; cause: 'file' | 'folder'; olderVersion?: number };

/** What a command acting on a round meant that round for. */
export type StaleRoundPurpose = 'pair' | 'absence' | 'withdraw' | 'clock';

/** A player's fields a screen shows and sends back with an edit (editPlayer's `was`). */
export const SEEN_PLAYER_FIELDS = [
  'name',
  'rating',
  'club',
  'ratingType',
  'licence',
  'k',
  'category',
  'birthYear',
] as const;
export type SeenPlayerField = (typeof SEEN_PLAYER_FIELDS)[number];

/** The settings a screen shows and sends back with a change (updateSettings' `was`). */
export type SeenSettingField =
  | 'name'
  | 'date'
  | 'place'
  | 'ruleset'
  | 'plannedRounds'
  | 'bestOfThree'
  | 'minutes'
  | 'elo'
  | 'categories'
  | 'newcomerRating'
  | 'pairingSystem'
  | 'liveHidesRatings'
  | 'tableProposals'
  | 'proposalsConfirm';

/** Why a players file or a rating list cannot be read at all. */
export type PlayerFileProblem =
  | { reason: 'empty' | 'old-excel' | 'opendocument' | 'bad-workbook' | 'no-rows' }
  | { reason: 'cannot-split' | 'unknown'; detail: string }
  /** A workbook that unpacks to more than `limit` MB (a "zip bomb"). */
  | { reason: 'too-large'; limit: number }
  | { reason: 'too-many-rows'; limit: number }
  | { reason: 'cell-too-long'; line: number; limit: number }
  /** A row of more than `limit` columns (a line of a text file, or a cell a sheet names past them). */
  | { reason: 'too-many-columns'; line: number; limit: number }
  /** A sheet whose cells span `rows` × `columns`, more than `limit` cells (the reader makes each). */
  | { reason: 'too-many-cells'; rows: number; columns: number; limit: number };

/** What the input breaks, as one rule of the catalogues. */
export type InputRule =
  | 'required'
  | 'too-long'
  | 'control-characters'
  | 'invisible-characters'
  /** A name with neither a letter nor a digit to be seen. */
  | 'no-letter'
  | 'malformed-text'
  | 'not-a-number'
  | 'not-an-integer'
  | 'too-small'
  | 'too-big'
  | 'not-positive'
  | 'not-zero'
  | 'date-format'
  | 'date-exists'
  | 'file-name'
  | 'bytes-expected'
  | 'file-too-large'
  | 'file-empty'
  | 'choice'
  | 'not-a-boolean'
  | 'unknown-field'
  | 'too-many'
  | 'too-few'
  | 'game-pair'
  | 'same-name-twice'
  | 'same-rating-twice'
  | 'birth-years-order'
  | 'column-twice'
  | 'fixed-table-ranks'
  | 'invalid';

/** Who or what the input names, when the rule needs it said (« nom du tournoi : obligatoire »). */
export type InputSubject =
  | 'tournament-name'
  | 'player-name'
  | 'date'
  | 'place'
  | 'path'
  | 'file-name'
  | 'rating'
  | 'newcomer-rating'
  | 'newcomer-series'
  | 'rating-type'
  | 'club'
  | 'licence'
  | 'category'
  | 'category-name'
  | 'birth-year'
  | 'k'
  | 'scale'
  | 'expected-min'
  | 'expected-max'
  | 'expected-step'
  | 'change-step'
  | 'series'
  | 'categories'
  | 'rounds'
  | 'minutes'
  | 'clock-minutes'
  | 'round'
  | 'table'
  | 'score'
  | 'games'
  | 'player'
  | 'players'
  | 'ruleset'
  | 'pairing-system'
  | 'document'
  | 'format'
  | 'paper'
  | 'final-players'
  | 'search'
  | 'limit'
  | 'column-role'
  | 'separator'
  | 'list-date'
  | 'columns'
  | 'bytes'
  | 'address'
  | 'port'
  | 'revision'
  | 'seen'
  | 'station'
  | 'station-name'
  | 'station-role'
  | 'table-code'
  | 'phone'
  | 'proposal';

export interface InputIssue {
  /** Where in the input: ['players', 3, 'rating']. */
  path: Array<string | number>;
  rule: InputRule;
  subject: InputSubject | null;
  /** The bound the value broke (a length, a minimum, a maximum), or what the rule names (a column role). */
  limit?: number | string;
  /** The values allowed, for a choice. */
  options?: string[];
}

/** A problem of an imported document: where it is, and the engine's or the schema's reason. */
export type DocumentIssue = { path: string; problem: EngineProblem } | { path: string; input: InputIssue };

/** A game worth a second look before it is saved, with its typed parameters. */
export type ScoreWarning = {
  [C in 'unusual-score' | 'unusual-pair' | 'unusual-gap']: { code: C; params: ProblemParams[C] };
}['unusual-score' | 'unusual-pair' | 'unusual-gap'];

/** An engine problem with its typed parameters. */
export type EngineProblem = { [C in ProblemCode]: { code: C; params: ProblemParams[C] } }[ProblemCode];

/**
 * The engine's problems refused under their own code: a result's (checkResult), a pairing's (an
 * odd field without X, fewer than two players present), a final phase's options.
 */
type RefusedProblemCode = ResultProblemCode | 'odd-field-without-x' | 'field-too-small' | 'final-phase-options';

/** Every refusal's parameters, by code; the engine's problems (RefusedProblemCode) under their engine codes: one set of codes. */
export interface RefusalParams extends Pick<ProblemParams, RefusedProblemCode> {
  // ——— the transport and the input ———
  'unknown-command': { command: string };
  'invalid-input': { issues: InputIssue[] };
  'request-too-large': Record<string, never>;
  'unreadable-request': Record<string, never>;
  /** A request whose body did not arrive whole within the bound (browser mode): nothing was done. */
  'request-timeout': { seconds: number };
  /** A device on the venue's network sent more requests than its budget (the stations' listener): nothing was done. */
  'too-many-requests': Record<string, never>;
  'connection-lost': Record<string, never>;
  /** A fault of the program, not of the director: said as such, with what it touched. */
  internal: { detail: string };
  /** A station asked for a command its role may not run (`dispatch`, before anything ran). */
  'not-allowed': { role: RefusedRole };

  // ——— files ———
  'no-tournament': Record<string, never>;
  /** The desktop app's page named a path the director did not choose in a dialog. */
  'path-not-chosen': Record<string, never>;
  'file-refused': { path: string; problem: FileProblem };
  'directory-unusable': { path: string; problem: FileProblem };
  'invalid-document': { issues: DocumentIssue[] };

  // ——— settings ———
  'ruleset-locked': Record<string, never>;
  'system-locked': Record<string, never>;
  'format-locked': Record<string, never>;
  'rounds-too-few': { paired: number };
  /** Under rating-based Pdep, the newcomer rating made Pdep once round 1 is paired. */
  'newcomer-rating-locked': Record<string, never>;

  // ——— players ———
  /** `rank`: the registered player's initial rank (« Rang »); null when added by the same import. */
  'duplicate-licence': { licence: string; rank: number | null; name: string };
  'duplicate-player': { name: string; rank: number | null; registered: string };
  /**
   * Not the same name, but one that looks like it (the Cyrillic « ТОМ Jean » and « TOM Jean »):
   * what the name typed is written with that the registered one is not (`typedWith`), and the
   * other way round (`registeredWith`).
   */
  'lookalike-player': {
    name: string;
    rank: number | null;
    registered: string;
    typedWith: Lettering[];
    registeredWith: Lettering[];
  };
  'registration-closed': { planned: number };
  'rating-locked': { name: string };
  /** Applying the directory's update would change ratings locked since round 1. */
  'ratings-locked': { names: string[] };
  'player-has-played': { name: string };
  'already-withdrawn': { name: string; after: number };
  'absent-withdrawn': { name: string };
  'unknown-player': { ref: string; byNumber: boolean };
  'ambiguous-player': { ref: string; candidates: Array<{ id: number; name: string }> };
  'unreadable-file': { fileName: string; problem: PlayerFileProblem; directory: boolean };
  'missing-columns': { fileName: string; header: string[] | null; missing: ColumnRole[]; directory: boolean };
  'nothing-to-import': { fileName: string; rejected: RejectedRow[] };
  'future-list': { listDate: string; today: string };
  'unknown-category': { name: string; known: string[] };

  // ——— rounds ———
  'all-rounds-paired': { planned: number };
  'missing-results': { missing: Array<{ round: number; tables: number[] }> };
  'no-round': { purpose: 'repair' | 'swap' | 'result' | 'print' | 'clock' };
  'unknown-round': { round: number; paired: number };
  'round-started': { round: number; tables: number[] };
  'same-player': Record<string, never>;
  'not-paired': { name: string; round: number };
  'result-entered': { table: number };
  'same-table': { first: string; second: string };

  // ——— results ———
  'unknown-table': { round: number; table: number; tables: number };
  'table-x': { table: number; name: string };
  'no-result': { round: number; table: number };
  /** A station writes the results of the round in play only; an earlier round is the director's to correct. */
  'earlier-round': { round: number; current: number };
  /**
   * The table has a result and the writer did not say it replaces it (a correction is explicit).
   * `at` and `by`: when and by whose hand it was entered (a station's name; null: the director's
   * own windows); `at` null when the file does not say.
   */
  'result-recorded': {
    round: number;
    table: number;
    a: string;
    b: string;
    current: RecordedResult;
    at: string | null;
    by: string | null;
    /** The table's proposal it came from (a hand validated it, or two phones confirmed it); absent or null: typed. */
    via?: 'validated' | 'confirmed' | null;
  };
  /**
   * What the writer last saw of the table is no longer what the file holds: another screen wrote
   * since (`by`: a station's name; null: the director's own windows), at `at`.
   */
  'stale-result': {
    round: number;
    table: number;
    a: string;
    b: string;
    current: RecordedResult | null;
    at: string | null;
    by: string | null;
    via?: 'validated' | 'confirmed' | null;
  };
  /** Games unusual enough that the director confirms them before they are saved. */
  'needs-confirmation': { warnings: ScoreWarning[] };

  // ——— what the writer's screen saw, no longer what the file holds (another screen wrote since) ———
  /** The players at the table are not those the screen showed (a swap, a re-pair or an undo since). */
  'stale-pair': {
    round: number;
    table: number;
    seen: [string, string];
    now: [string, string];
    change: ChangeMade | null;
  };
  /** The round's pairing changed since the screen showed it: a swap or a re-pair was decided on another one. */
  'stale-pairing': { round: number; change: ChangeMade | null };
  /** The round the screen meant is no longer the one the command would act on (a round was paired or taken back). */
  'stale-round': { purpose: StaleRoundPurpose; seen: number; now: number; change: ChangeMade | null };
  /** Undo or redo: the change the button named is no longer the one it would take back or put back. */
  'stale-undo': { what: 'undo' | 'redo'; meant: ChangeMade | null; now: ChangeMade | null };
  /** The player was changed since the screen showed them. */
  'stale-player': { name: string; fields: SeenPlayerField[]; change: ChangeMade | null };
  /** The settings were changed since the screen showed them. */
  'stale-settings': { fields: SeenSettingField[]; change: ChangeMade | null };
  /** The final phase's players are no longer those the screen showed (a result corrected since). */
  'stale-final-players': { seen: string[]; now: string[] };

  // ——— the round clock ———
  /** `purpose`: what was asked of a clock not started. */
  'clock-not-started': { round: number; purpose: 'pause' | 'resume' | 'adjust' | 'reset' };
  'clock-started': { round: number; at: string };
  'clock-paused': { round: number };
  'clock-running': { round: number };
  /** An adjustment would leave the round less time than one minute. */
  'clock-too-short': { minutes: number };

  // ——— closing ———
  'not-finished': { paired: number; planned: number; missing: { round: number; tables: number[] } | null };
  /** The final phase is open and some of its results are missing. */
  'final-phase-unsettled': { round: number; tables: number[] };

  // ——— the final phase ———
  /** Opened before every classic round is paired and entered. */
  'final-phase-too-early': { paired: number; planned: number; missing: { round: number; tables: number[] } | null };
  'final-phase-open': { size: 2 | 4 };
  'no-final-phase': Record<string, never>;
  'final-phase-too-few': { size: 2 | 4; players: number };
  /** The classic rounds chose the final phase's players: they stay as they are while it is open. */
  'final-phase-locks-classic': { action: 'pair' | 'repair' | 'swap' | 'result' | 'withdraw' | 'rounds' | 'format' };
  /** A semi-final's new result would change the players of a final (or third-place match) that has its result. */
  'final-phase-decided': { table: number; round: number; tables: number[] };

  // ——— the live results ———
  /** This process serves no live results (the command line): only the desktop app and browser mode do. */
  'live-unavailable': Record<string, never>;
  /** The address is none of this machine's network interfaces. */
  'live-address-unknown': { address: string; known: string[] };
  'live-port-busy': { address: string; port: number };
  /**
   * The system refused to listen there: the port is reserved (below 1024 without the right, or
   * kept by the system for another service), or another refusal of the system, its code kept
   * (EADDRNOTAVAIL…; '' when it gave none).
   */
  'live-cannot-listen': { address: string; port: number; cause: 'port-reserved' | 'system'; code: string };
  /** The poster carries the live results' address: they must be on. */
  'live-off': Record<string, never>;

  // ——— several hands: the arbiters' stations, the tables' proposals ———
  /** This process runs no stations' listener (the command line): only the desktop app and browser mode do. */
  'stations-unavailable': Record<string, never>;
  /**
   * A request from a device the stations' listener does not (or no longer) admit: never joined,
   * refused, revoked by the director, or the stations turned off since. Nothing ran.
   */
  'station-out': Record<string, never>;
  /** The device no longer asks to join, or the station is no longer in (answered meanwhile, or the stations were turned off). */
  'station-unknown': Record<string, never>;
  /** The tournament takes no results proposed from the tables (Paramètres). */
  'proposals-off': Record<string, never>;
  /**
   * No table of a round still waiting for results has this code: another tournament's sheet, or
   * an old one (its round complete or paired again, other players seated at its table). The same
   * answer whichever, so a code tried tells nothing.
   */
  'table-code-unknown': Record<string, never>;
  /** The table's result is in: there is nothing left to propose. */
  'table-result-in': { round: number; table: number };
  /** The proposal no longer waits: what became of it (null: the box no longer knows it, the file was closed since). */
  'proposal-gone': { fate: ProposalFate | null };
  /** The table has other proposals than the screen showed: each must be seen before one is validated. */
  'stale-proposals': {
    round: number;
    table: number;
    proposals: Array<{ games: Array<[number, number]>; phones: number }>;
  };
  /** Too many different proposals wait, for this table or in all: an arbiter settles them first. */
  'proposals-full': { waiting: number };
}

export type RefusalCode = keyof RefusalParams;

/** One refusal: its code, its parameters, and the input field it concerns ('games', 'players.2.rating'…). */
export type Refusal = {
  [C in RefusalCode]: { code: C; params: RefusalParams[C]; field: string | null };
}[RefusalCode];

/** A refusal as an exception: thrown by a handler, caught by `dispatch`, which rolls back. */
export class Refused extends Error {
  readonly refusal: Refusal;
  /** `message`: the refusal's words for whoever reads it; French by default. */
  constructor(refusal: Refusal, message: string = refusalMessage(refusal)) {
    super(message);
    this.name = 'Refused';
    this.refusal = refusal;
  }
  get code(): RefusalCode {
    return this.refusal.code;
  }
  get field(): string | null {
    return this.refusal.field;
  }
}

/** Builds a refusal of this code. */
export function refusal<C extends RefusalCode>(
  code: C,
  params: RefusalParams[C],
  field: string | null = null,
): Refusal {
  return { code, params, field } as Refusal;
}

/** An engine problem the service refuses under the engine's own code (see RefusalParams). */
export function problemRefusal(
  problem: Extract<Problem, { code: RefusedProblemCode }>,
  field: string | null = problem.path || null,
): Refusal {
  return { code: problem.code, params: problem.params, field } as Refusal;
}

/** Refuses the command: nothing it wrote stays. */
export function refuse<C extends RefusalCode>(code: C, params: RefusalParams[C], field: string | null = null): never {
  throw new Refused(refusal(code, params, field));
}

/**
 * What a catalogue of the refusals' words holds, for each language: a sentence for every refusal
 * code, the engine's problems as a document's reader needs them, the rules and subjects of an
 * input, and the smaller words they share. The compiler holds every catalogue to every code.
 */

import type { ProblemCode, ProblemParams } from '../../../src-engine/index.ts';
import type {
  FileProblem,
  InputRule,
  InputSubject,
  PlayerFileProblem,
  RefusalCode,
  RefusalParams,
  ScoreWarning,
  SeenPlayerField,
  SeenSettingField,
} from '../refusals.ts';
import type { ColumnRole, RejectionCode, RejectionParams } from '../views/player-file.ts';
import type { StandingsKind } from '../views/standings.ts';
import type { ProposalFate } from '../views/stations.ts';
import type { Action, ChangeMade, RecordedResult } from '../views/tournament.ts';

export interface Catalogue {
  /** Every refusal, as one or more sentences saying what was wrong and what to do. */
  refusal: { [C in RefusalCode]: (params: RefusalParams[C]) => string };
  /** The engine's problems with a document, as a clause after its path (`rounds[0].matches[1].b : …`). */
  problem: { [C in ProblemCode]: (params: ProblemParams[C]) => string };
  /** Whom an input issue concerns. */
  subject: Record<InputSubject, string>;
  /** What an input issue's rule says, with its bound or the values allowed. */
  rule: {
    [R in InputRule]: (
      limit: number | string | undefined,
      options: readonly string[] | undefined,
      subject: string,
    ) => string;
  };
  /** An item of a list in the input (`players[3]` is « joueur 4 »). */
  item: Record<'players' | 'games' | 'series' | 'categories', (position: number) => string>;
  /** Where an input issue is when no subject names it. */
  input: string;
  /** A column's role in the director's words. */
  columnRole: Record<ColumnRole, string>;
  /** Why a row of a players file or of a rating list was set aside. */
  rejection: { [C in RejectionCode]: (params: RejectionParams[C]) => string };
  /** Why a tournament file was refused. */
  file: (path: string, problem: FileProblem) => string;
  /** What part of a damaged tournament file is unreadable, as a clause. */
  damagedPart: (problem: Extract<FileProblem, { reason: 'damaged' }>) => string;
  /** Why a file could not be read or written, as a short clause (« le disque est plein »). */
  fileReason: (problem: FileProblem) => string;
  /** Why the directory's file cannot be used. */
  directoryFile: (path: string, problem: FileProblem) => string;
  /** Why a players file or a list cannot be read at all. */
  playerFile: (fileName: string, problem: PlayerFileProblem) => string;
  /** A game worth a second look before it is saved. */
  warning: { [C in ScoreWarning['code']]: (params: Extract<ScoreWarning, { code: C }>['params']) => string };
  /** A result as entered, in words: « 410 – 300 », « forfait de BERTIN Ana ». */
  recorded: (result: RecordedResult, a: string, b: string) => string;
  /** The time of a change, as the director's clock shows it: « 14:02 ». */
  time: (at: string) => string;
  /** What became of a table's proposal: « validée par Arbitre 2 à 14:03 ». */
  fate: (fate: ProposalFate) => string;
  /** The round's backup could not be written (the result is saved); `why`: the file's problem, as `fileReason` words it. */
  backupFailed: (round: number, why: string) => string;
  /** What a change of the file was, in the change log and on Annuler / Rétablir. */
  action: Record<Action, string>;
  /** The title of a standings after round `after` (views/standings.ts says which kind). */
  standingsTitle: (kind: StandingsKind, after: number) => string;
  /** Lists: « a, b et c ». */
  list: (items: readonly string[]) => string;
  /** A text after what it is about: « nom du joueur : obligatoire », "player's name: required". */
  labelled: (label: string, text: string) => string;
  /** Between two separate problems of one refusal: « ; » in French, "; " in English. */
  problemSeparator: string;
}

/** The refusals of a write whose screen was behind the file (service/seen/seen.ts); a table's result has its own, beside the other results' words. */
export type StaleCode = Exclude<Extract<RefusalCode, `stale-${string}`>, 'stale-result'>;

/** The words of a screen that was behind the file: their own module per language. */
export interface SeenWords {
  stale: { [C in StaleCode]: (params: RefusalParams[C]) => string };
  /** A change that made a screen's view out of date: what it was and when. */
  change: (change: ChangeMade) => string;
  playerField: Record<SeenPlayerField, string>;
  settingField: Record<SeenSettingField, string>;
}

/** The words of a file's problems: their own module per language, spread into the catalogue. */
export type FileWords = Pick<Catalogue, 'file' | 'damagedPart' | 'fileReason' | 'directoryFile' | 'playerFile'>;

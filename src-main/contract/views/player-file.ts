/**
 * A players file or a rating list as the service reads it before anything is imported: how it was
 * read, a preview, each column's role, the players ready to import and the rows set aside.
 */
import type { InputIssue } from '../refusals.ts';

/** What a column of a players file may hold; a role other than `ignore` goes to one column only. */
export const COLUMN_ROLES = [
  'name',
  'firstName',
  'club',
  'licence',
  'rating',
  'ratingType',
  'category',
  'birthYear',
  'ignore',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** The roles without which no player can be read. */
export const REQUIRED_ROLES = ['name', 'rating'] as const;

export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export const SEPARATORS = [';', ',', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

export interface SheetRow {
  /** The line of the file (or row of the sheet) where the row starts, 1 for the first. */
  line: number;
  cells: string[];
}

/** One player of a file, in addPlayer's shape. */
export interface PlayerLine {
  name: string;
  /** null: an unrated newcomer (the Cote cell empty or NC). */
  rating: number | null;
  club?: string;
  ratingType?: 'PL' | 'PL*';
  licence?: string;
  /** The category as the list gives it (Jeunes, Vermeil…). */
  category?: string;
  birthYear?: number;
}

/**
 * Why a row of a players file or of a rating list is set aside, with what its words need (the
 * catalogues word each code in each language): `name` is the row's player, `value` the cell as
 * written.
 */
export interface RejectionParams {
  'no-name': Record<string, never>;
  'bad-rating': { name: string; value: string };
  'bad-type': { name: string; value: string };
  'bad-birth-year': { name: string; value: string };
  /** A player the registration would refuse (a club of 200 characters): its input's first issue. */
  invalid: { name: string; issue: InputIssue | null };
  /** Control characters, or text that is not valid Unicode. */
  'invalid-characters': { name: string };
  /** A character that cannot be seen (U+202E); `name` without it. */
  'unseen-character': { name: string; character: string };
  'too-long': { name: string; field: 'name' | 'club' | 'licence' | 'category'; limit: number };
  /** Several entries of the directory have this name and the line no licence to choose one. */
  homonyms: { name: string };
  /** The entry this line matches was already given by another line of the list (`as` its name there). */
  'listed-twice': { name: string; as: string };
}
export type RejectionCode = keyof RejectionParams;
export type Rejection = { [C in RejectionCode]: { code: C; params: RejectionParams[C] } }[RejectionCode];

/** A row set aside: its line in the file, and why. */
export type RejectedRow = Rejection & { line: number };

export interface DuplicateOf {
  /** The other player's name, and the file's line it is on (null: already registered). */
  name: string;
  line: number | null;
  /**
   * Same licence (never importable), same name (importable as a homonym) or a name that looks
   * like it (importable as another player).
   */
  by: 'licence' | 'name' | 'lookalike';
}

export interface PlayerFileView {
  fileName: string;
  /** How the file was read: its format and, for text, its encoding and separator. */
  format: 'csv' | 'xlsx';
  encoding: TextEncoding | null;
  separator: Separator | null;
  /** Whether the first row names the columns (guessed unless given), and that row. */
  hasHeader: boolean;
  header: string[] | null;
  columns: number;
  /** Each column's role: the director's mapping when given, otherwise guessed. */
  roles: ColumnRole[];
  /** The roles without which nothing can be read and no column has (name, rating). */
  missing: Array<(typeof REQUIRED_ROLES)[number]>;
  /** The first rows after the header, raw, for a preview; rowCount counts them all. */
  preview: SheetRow[];
  rowCount: number;
  players: Array<{ line: number; player: PlayerLine; duplicateOf: DuplicateOf | null }>;
  rejected: RejectedRow[];
}

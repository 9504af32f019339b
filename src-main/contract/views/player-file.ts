/**
 * A players file or a rating list as the service reads it before anything is imported: how it was
 * read, a preview, each column's role, the players ready to import and the rows set aside.
 */

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

export type RejectionCode = 'no-name' | 'bad-rating' | 'bad-type' | 'bad-birth-year' | 'invalid';

export interface RejectedRow {
  line: number;
  /** Why, in French (the CLI prints it; the UI words it from the code in its own language). */
  reason: string;
  code: RejectionCode;
  /** The player's name when the row has one, and the cell that could not be read. */
  name?: string;
  value?: string;
}

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

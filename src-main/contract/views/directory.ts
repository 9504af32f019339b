/** The directory of known players, and what it brings to a tournament's registrations. */
import type { Rejection, TextEncoding } from './player-file.ts';

export interface DirectoryEntry {
  /** '' when no list gave one. */
  licence: string;
  /** "NOM Prénom", as registrations write it. */
  name: string;
  club: string;
  /** null: unrated (NC), as the list gave it. */
  rating: number | null;
  ratingType: 'PL' | 'PL*';
  category: string;
  birthYear: number | null;
  /** The date (AAAA-MM-JJ) of the federation list this entry comes from. */
  listDate: string;
}

export interface DirectoryInfo {
  path: string;
  entries: number;
  /** The date of the newest list any entry comes from; null while the directory is empty. */
  newestListDate: string | null;
  lastImport: { fileName: string; listDate: string; importedAt: string } | null;
}

export interface DirectoryImportReport {
  fileName: string;
  listDate: string;
  /** How the file was read: its format and, for text, its encoding. */
  format: 'csv' | 'xlsx';
  encoding: TextEncoding | null;
  /** The players read from the file. */
  read: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Known from a newer list, left as they were. */
  keptNewer: number;
  /** Rows left out, with why (the row's line in the file; null when not known). */
  rejected: Array<Rejection & { line: number | null }>;
  /** The entries in the directory afterwards. */
  entries: number;
}

/** What the directory may bring to a registration. */
export const REFRESHED_FIELDS = ['rating', 'ratingType', 'club', 'licence', 'category', 'birthYear'] as const;
export type RefreshedField = (typeof REFRESHED_FIELDS)[number];
export type RefreshedValues = Partial<Pick<DirectoryEntry, RefreshedField>>;

export interface RefreshChange {
  player: { id: number; name: string };
  /** The fields that differ only: their registered values… */
  from: RefreshedValues;
  /** …and the directory's. */
  to: RefreshedValues;
  /** The date of the list the entry comes from. */
  listDate: string;
  /** Its rating can no longer change: the player was paired in round 1 or later. */
  ratingLocked: boolean;
}

export interface RefreshReport {
  /** Whether the changes were written (as one change of the file, undoable). */
  applied: boolean;
  changes: RefreshChange[];
  /** Registered players the directory does not know. */
  notFound: Array<{ id: number; name: string }>;
  /**
   * Players the directory cannot tell apart: their name is several entries' (`entries` > 1), or
   * the one entry they match is also another registered player's (homonyms registered).
   */
  ambiguous: Array<{ id: number; name: string; entries: number }>;
  /** Ratings left out because they are locked (with `keepRatings`). */
  ratingsKept: number;
}

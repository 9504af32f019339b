/**
 * How large a players file or a rating list may be once read, whatever it claims: its rows, its
 * columns, one cell, and what a workbook may unpack to. Each is counted as the file is read and
 * the reading stops at the bound, so a small hostile file cannot cost gigabytes or seconds: a
 * line of millions of separators, a sheet whose one cell names column XFD or row 5,000,000, an
 * archive that understates its sheet.
 *
 * The bounds leave room for any federation's whole rating list: 20,000 players unpack to about
 * 6 MB, 20,000 rows of a dozen columns.
 */
import type { PlayerFileProblem } from '../contract/refusals.ts';

/** The most rows a players file or a rating list may have (a sheet's, or a text file's lines). */
export const MAX_ROWS = 100_000;
/** The most columns one row may have (a list has a dozen: name, first name, club, rating, licence…). */
export const MAX_COLUMNS = 100;
/**
 * The most cells a sheet may span, from its first row and column to the farthest that hold
 * something: the spreadsheet reader makes every one (20,000 players of 50 columns, 100,000 of 10).
 */
export const MAX_CELLS = 1_000_000;
/** The most characters in one cell (a name, a club: tens of characters). */
export const MAX_CELL_LENGTH = 1_000;
/** The most a workbook may unpack to, all the parts the spreadsheet reader reads together. */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

/** A file that cannot be read at all (not a spreadsheet, empty, beyond a bound…), and why. */
export class PlayerFileError extends Error {
  override name = 'PlayerFileError';
  readonly problem: PlayerFileProblem;
  constructor(problem: PlayerFileProblem) {
    super(problem.reason);
    this.problem = problem;
  }
}

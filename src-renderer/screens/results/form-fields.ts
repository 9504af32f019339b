/**
 * The entry form's boxes and what its parts share about them: the box ids in the order Enter
 * walks them, the cursor put in a box, « 412-380 » in one box, the problems shown by part, the
 * question waiting for the director's yes.
 */
import type { SpecialInput, TypedGame } from './entry.ts';

/** The box the director starts from: the table's number. */
export const TABLE_FIELD = 'result-table';

/** Player A's score, then player B's, in each game. */
export const SIDES = [0, 1] as const;

/** The box of one score: game `g` (from 0), player A (0) or B (1). */
export const scoreField = (g: number, side: 0 | 1): string => `result-g${g}-${side === 0 ? 'a' : 'b'}`;

/** Puts the cursor in a box of the form, its text selected to be typed over. */
export function focusField(id: string): void {
  const input = document.getElementById(id) as HTMLInputElement | null;
  input?.focus();
  input?.select();
}

/** Whether a box of the form holds something. */
export const filled = (id: string): boolean =>
  ((document.getElementById(id) as HTMLInputElement | null)?.value ?? '') !== '';

/**
 * A result waiting for the director's yes before it is sent: replacing the result the table
 * holds, or games unusual enough to check against the sheet. A second Enter or the button says
 * yes; Escape keeps what the file holds: the replacement refused is emptied from the form, the
 * unusual scores stay there to be corrected.
 */
export interface PendingResult {
  kind: 'replace' | 'unusual';
  question: string;
  /** For a replacement: what the table keeps if the director says no. */
  kept?: string;
  input: SpecialInput;
  /** Already said yes to: the replacement, the unusual games. */
  replacing: boolean;
  confirmed: boolean;
}

/** The box the yes of a pending result waits in. */
export const CONFIRM_FIELD = 'result-confirm';

/** « 412-380 » typed in one box: both scores at once (also with spaces or an en dash). */
export const BOTH_SCORES = /^\s*(-?\d+)\s*[-–—]\s*(-?\d+)\s*$/u;

/** « 412- », « 412-3 »: both scores on their way into one box, not yet a mistake. */
export const BOTH_SCORES_COMING = /^\s*-?\d+\s*[-–—]\s*-?\d*\s*$/u;

/** A refusal or a problem found before sending, by the part of the screen it is shown in. */
export interface EntryErrors {
  table?: string;
  games?: string;
  round?: string;
  general?: string;
}

export const emptyGames = (): TypedGame[] => [
  ['', ''],
  ['', ''],
  ['', ''],
];

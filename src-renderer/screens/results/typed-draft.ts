/**
 * What the director has typed in the entry form and not yet recorded, kept in the tab's own
 * storage (sessionStorage) under the file's path and the round: a refresh of the page, or a
 * browser that reloads it, brings it back into the form. It is the tab's, so two screens never
 * take each other's typing, and it goes with the tab. Whatever the storage refuses (full,
 * forbidden) leaves the form as it is: keeping it is a help, never a condition.
 */
import type { TypedGame } from './entry.ts';

export interface TypedDraft {
  table: string;
  games: TypedGame[];
  /** The round, table and pair the scores were typed for (null: typed before a table was known). */
  scoresFor: string | null;
}

/** The key of a round's draft in the tab's storage; null while no file is open. */
export const draftKey = (path: string | undefined, round: number): string | null =>
  path === undefined || round < 1 ? null : `sclassic.typed:${path}:${round}`;

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

const blank = (draft: TypedDraft) => draft.table.trim() === '' && draft.games.every((g) => g.every((s) => s === ''));

/** Keeps what is typed, or forgets it once the form is empty. */
export function keepDraft(key: string, draft: TypedDraft): void {
  try {
    if (blank(draft)) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or forbidden: the form keeps what it holds, only a refresh would lose it.
  }
}

const isGame = (g: unknown): g is TypedGame =>
  Array.isArray(g) && g.length === 2 && g.every((s) => typeof s === 'string');

/** The draft kept for the key, if any and well formed. */
export function readDraft(key: string): TypedDraft | null {
  try {
    const text = storage()?.getItem(key);
    if (text == null) return null;
    const draft = JSON.parse(text) as Partial<TypedDraft>;
    if (typeof draft.table !== 'string' || !Array.isArray(draft.games) || !draft.games.every(isGame)) return null;
    return {
      table: draft.table,
      games: draft.games,
      scoresFor: typeof draft.scoresFor === 'string' ? draft.scoresFor : null,
    };
  } catch {
    return null;
  }
}

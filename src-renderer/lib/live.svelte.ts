/**
 * What the screens follow of the open file while they are shown: its revision (every change,
 * from this window or another screen, moves it on), what Annuler and Rétablir would do, and
 * whether the service still answers. Read every second or so; a screen that shows the file's
 * facts reads them again when the revision moves.
 */
import type { ChangeAcknowledged, LogEntry } from '../../src-main/contract/views.ts';
import { api, app, refresh, refusal } from './app-state.svelte.ts';

export const live = $state<{
  /** Moves on each time the screens must read the file again: a change they did not see made, another file. */
  readings: number;
  undo: LogEntry | null;
  redo: LogEntry | null;
  /** False while the service does not answer (browser mode, the service stopped). */
  connected: boolean;
  /** The file's revision the screens hold: it moves with every change they know of, theirs or another screen's. */
  revision: number;
}>({ readings: 0, undo: null, redo: null, connected: true, revision: 0 });

/** How often the file is asked for its revision: a change elsewhere shows within a second or two. */
export const FOLLOW_EVERY_MS = 1200;

/**
 * The file and the revision whose facts the screens hold: the last ones read, or the revision a
 * change made here answered with. `live.readings` moves only for changes the screens did not see
 * made (or another file), so only those make them read again.
 */
let held = { file: '', revision: 0 };

/**
 * Where a change made in this window stands against what the screens hold, from the revision it
 * answered with: `next`, the revision after theirs — they hold the file as it is once they take
 * what the answer says; `after-others`, later still — other changes came first, which the next
 * reading brings (everything is read again); `past`, the screens have read a later revision
 * meanwhile (another screen's change came in while the answer travelled): what they show holds
 * this change already, and the answer, older, must not replace it.
 */
export type Acknowledged = 'next' | 'after-others' | 'past';

export function acknowledge({ revision, undoButtons: buttons }: ChangeAcknowledged): Acknowledged {
  if (revision < held.revision) return 'past';
  if (revision !== held.revision + 1) return 'after-others';
  held = { ...held, revision };
  live.revision = revision;
  // Annuler and Rétablir as the file has them, when it holds what the screens hold: right after a
  // change made here, a Ctrl+Z takes this one back rather than being refused for naming the one
  // before it, as it would until the next reading. Otherwise the next reading names them.
  live.undo = buttons.undo;
  live.redo = buttons.redo;
  return 'next';
}

/** Reads the revision once; when it moved, the summary and the screen's facts are read again. */
export async function follow(): Promise<void> {
  if (app.summary === null) return;
  try {
    const state = await api.undoState({});
    live.connected = true;
    live.undo = state.undo;
    live.redo = state.redo;
    if (state.revision !== held.revision || state.file !== held.file) {
      held = { file: state.file, revision: state.revision };
      live.revision = state.revision;
      live.readings++;
      await refresh();
    }
  } catch (e) {
    const { code } = refusal(e);
    live.connected = code !== 'connection-lost';
  }
}

/**
 * Follows the file until the returned function stops it: one reading at a time, so that while
 * the service works through a long command the readings do not pile up behind it (a connection
 * answers 64 commands waiting at most, and the director's next result must not be the 65th).
 */
export function startFollowing(): () => void {
  let reading = false;
  const read = () => {
    if (reading) return;
    reading = true;
    void follow().finally(() => {
      reading = false;
    });
  };
  read();
  const timer = setInterval(read, FOLLOW_EVERY_MS);
  return () => clearInterval(timer);
}

/**
 * Runs `reload` each time the screens must read the file again after the screen was first shown (its
 * first reading is its own), so what another screen wrote shows here too.
 */
export function onFileChange(reload: () => void): void {
  let seen: number | null = null;
  $effect(() => {
    const readings = live.readings;
    if (seen !== null && readings !== seen) reload();
    seen = readings;
  });
}

/**
 * The tournament files this process holds open, each by its file's identity (device and inode,
 * whatever the path it was opened by).
 *
 * Why: on Linux and macOS, closing any descriptor of a file releases every lock this process
 * holds on it — SQLite's exclusive lock included. Reading the header of a held file to open it
 * again (a second window), or copying it, would leave it unlocked, open to another process that
 * would then write it, or fold its write-ahead log away under this one. So a second opening of a
 * held file, or a document aimed at it, is refused from its `stat` alone, before anything opens
 * it; and the store never reads a file it holds through Node (the backup before a migration comes
 * from SQLite's bytes).
 */
import { statSync } from 'node:fs';

const held = new Map<string, object>();

/** The file's identity, or null when there is no file there (to be refused as such later). */
function identity(path: string): string | null {
  const stat = statSync(path, { bigint: true, throwIfNoEntry: false });
  return stat === undefined ? null : `${stat.dev}:${stat.ino}`;
}

/** Whether this process holds the file at `path` open. */
export function heldHere(path: string): boolean {
  const key = identity(path);
  return key !== null && held.has(key);
}

/** Records that `file`, just opened at `path`, is held by this process until `release(file)`. */
export function hold(path: string, file: object): void {
  const key = identity(path);
  if (key !== null) held.set(key, file);
}

export function release(file: object): void {
  for (const [key, holder] of held) if (holder === file) held.delete(key);
}

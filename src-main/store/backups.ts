/**
 * The backups kept beside a tournament file, in the folder « NAME - sauvegardes »: their names
 * (what each is, and when), the pruning of the round backups, and the latest one, which the
 * refusal of a damaged file names as the file to open instead.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { DamagedPart } from '../contract/refusals.ts';
import { StoreError, type StoreErrorParams } from './store-error.ts';

/** The folder next to the file where its backups are kept. */
export function backupFolder(path: string): string {
  return join(dirname(path), `${basename(path, extname(path))} - sauvegardes`);
}

const STAMP = /\.(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2})(?:-(\d+))?\.sclassic$/;

/**
 * A new file name for a backup: the tournament's name, what it is, and when (to the second; a
 * second backup within the same second gets the number after the highest one there, never a
 * number a pruned backup freed, which would sort it among the oldest and prune it at once).
 */
export function backupPath(path: string, label: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:]/g, '-').replace(/\..+$/, '');
  const name = `${basename(path, extname(path))}.${label}.${stamp}`;
  const folder = backupFolder(path);
  const taken = existsSync(folder)
    ? readdirSync(folder).flatMap((entry) => {
        if (entry === `${name}.sclassic`) return [1];
        const n = entry.startsWith(`${name}-`) ? STAMP.exec(entry)?.[2] : undefined;
        return n === undefined ? [] : [Number(n)];
      })
    : [];
  const last = Math.max(0, ...taken);
  return join(folder, last === 0 ? `${name}.sclassic` : `${name}-${last + 1}.sclassic`);
}

/** The backups in the folder whose name holds `label`, oldest first (by the date in their name). */
function backupsOldestFirst(folder: string, label: string): string[] {
  const when = (name: string) => {
    const m = STAMP.exec(name);
    return m === null ? '' : `${m[1]}#${(m[2] ?? '1').padStart(6, '0')}`;
  };
  return readdirSync(folder)
    .filter((name) => name.includes(`.${label}`) && STAMP.test(name))
    .sort(
      (a, b) => when(a).localeCompare(when(b)) || statSync(join(folder, a)).mtimeMs - statSync(join(folder, b)).mtimeMs,
    );
}

/** Keeps the `keep` newest backups whose name holds `label`, by the date in their name. */
export function pruneBackups(path: string, label: string, keep: number): void {
  const folder = backupFolder(path);
  if (!existsSync(folder)) return;
  const mine = backupsOldestFirst(folder, label);
  for (const name of mine.slice(0, Math.max(0, mine.length - keep))) rmSync(join(folder, name));
}

/** The newest backup of the file (a round's or the one taken before a migration); null when there is none. */
export function latestBackup(path: string): string | null {
  const folder = backupFolder(path);
  try {
    const name = backupsOldestFirst(folder, '').at(-1);
    return name === undefined ? null : join(folder, name);
  } catch {
    return null; // no folder, or one this user may not read: no backup to name
  }
}

/**
 * The refusal of a damaged tournament file: what is damaged (`part`, and where), and the latest
 * backup beside it, which the words name as the file to open instead.
 */
export function damaged(
  path: string,
  part: DamagedPart,
  more: Omit<StoreErrorParams<'damaged'>, 'path' | 'part' | 'backup'> = {},
  cause?: unknown,
): StoreError {
  return new StoreError('damaged', { path, part, ...more, backup: latestBackup(path) }, cause);
}

/** The same refusal, the latest backup named, for a damage found by SQLite (or said without one). */
export function withLatestBackup(error: StoreError): StoreError {
  const { problem } = error;
  if ((problem.reason !== 'damaged' && problem.reason !== 'corrupt') || problem.backup !== undefined) return error;
  return StoreError.of(error.path, { ...problem, backup: latestBackup(error.path) }, error.cause ?? error);
}

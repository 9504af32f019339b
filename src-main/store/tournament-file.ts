/**
 * Opening, creating and closing a .sclassic file.
 *
 * Journal: the rollback journal (journal_mode=DELETE) with synchronous=FULL, not WAL. Each
 * user action is one transaction that reaches the disk before it returns, and a closed file is
 * one self-contained file that can be copied or e-mailed: WAL would keep recent changes in a
 * `-wal` side file that a careless copy leaves behind. After a crash, the next open rolls back
 * the unfinished transaction from the `-journal` file.
 *
 * One writer: the connection takes SQLite's exclusive lock at open and keeps it until close
 * (locking_mode=EXCLUSIVE), so a second window or process is refused at once. The operating
 * system releases the lock if the process dies.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import Database from 'better-sqlite3';
import { acceptedVersion, hasHotJournal, inspectFile } from './file-check.ts';
import { type Migration, runMigration } from './migration-steps.ts';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION } from './schema.ts';
import { StoreError } from './store-error.ts';

export interface TournamentFile {
  readonly path: string;
  readonly db: Database.Database;
  /** The schema version the file had when opened, before any migration. */
  readonly openedVersion: number;
}

/** How long a connection waits for a lock: a file open elsewhere is refused, not waited for. */
const LOCK_TIMEOUT_MS = 50;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

/** Sets the pragmas and takes the exclusive lock; refuses a file another process holds. */
function configure(db: Database.Database, path: string): void {
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = DELETE');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    db.close();
    if (isBusy(error)) throw new StoreError('locked', { path }, error);
    throw new StoreError('corrupt', { path, detail: (error as Error).message }, error);
  }
}

/** The folder next to the file where its backups are kept. */
export function backupFolder(path: string): string {
  return join(dirname(path), `${basename(path, extname(path))} - sauvegardes`);
}

const STAMP = /\.(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2})(?:-(\d+))?\.sclassic$/;

/**
 * A new file name for a backup: the tournament's name, what it is, and when (to the second;
 * a second backup within the same second gets a number).
 */
export function backupPath(path: string, label: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:]/g, '-').replace(/\..+$/, '');
  const base = join(backupFolder(path), `${basename(path, extname(path))}.${label}.${stamp}`);
  let candidate = `${base}.sclassic`;
  for (let n = 2; existsSync(candidate); n++) candidate = `${base}-${n}.sclassic`;
  return candidate;
}

/** Keeps the `keep` newest backups whose name holds `label`, by the date in their name. */
export function pruneBackups(path: string, label: string, keep: number): void {
  const folder = backupFolder(path);
  if (!existsSync(folder)) return;
  const when = (name: string) => {
    const m = STAMP.exec(name);
    return m === null ? '' : `${m[1]}#${(m[2] ?? '1').padStart(6, '0')}`;
  };
  const mine = readdirSync(folder)
    .filter((name) => name.includes(`.${label}`) && STAMP.test(name))
    .sort(
      (a, b) => when(a).localeCompare(when(b)) || statSync(join(folder, a)).mtimeMs - statSync(join(folder, b)).mtimeMs,
    );
  for (const name of mine.slice(0, Math.max(0, mine.length - keep))) rmSync(join(folder, name));
}

/**
 * Lets SQLite roll back what a crash left unfinished before the file's header is read: the
 * header may describe the unfinished transaction (a bigger file, a newer version).
 */
export function rollBackCrash(path: string): void {
  if (!hasHotJournal(path)) return;
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { fileMustExist: true, timeout: LOCK_TIMEOUT_MS });
    db.pragma('locking_mode = EXCLUSIVE');
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
  } catch (error) {
    if (isBusy(error)) throw new StoreError('locked', { path }, error);
    throw new StoreError('corrupt', { path, detail: firstLine((error as Error).message) }, error);
  } finally {
    db?.close();
  }
}

const firstLine = (text: string) => text.split('\n')[0] ?? text;

/** A journal left beside a closed file that holds nothing to roll back is only clutter. */
function removeColdJournal(path: string): void {
  const journal = `${path}-journal`;
  if (existsSync(journal) && !hasHotJournal(path)) rmSync(journal, { force: true });
}

function migrate(file: TournamentFile, now: Date): void {
  const { db, path, openedVersion } = file;
  if (openedVersion >= SCHEMA_VERSION) return;
  // The file is locked and no transaction is open: its bytes are a consistent copy.
  mkdirSync(backupFolder(path), { recursive: true });
  copyFileSync(path, backupPath(path, `avant-migration-v${openedVersion}`, now));
  // Foreign keys off while a migration rebuilds a table (SQLite's own procedure), checked before the commit.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (let version = openedVersion; version < SCHEMA_VERSION; version++)
        runMigration(db, MIGRATIONS[version] as Migration);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`${broken.length} rows lost their reference while migrating`);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/**
 * Opens a tournament file for this process alone. Refuses, without writing a byte, anything that
 * is not a Sclassic tournament, a file from a newer version, a damaged file, or a file open in
 * another window. Migrates an older file forward after a backup copy.
 */
export function openTournamentFile(path: string, now: Date): TournamentFile {
  rollBackCrash(path);
  const version = acceptedVersion(inspectFile(path), path);
  let db: Database.Database;
  try {
    db = new Database(path, { fileMustExist: true, timeout: LOCK_TIMEOUT_MS });
  } catch (error) {
    throw new StoreError('corrupt', { path, detail: (error as Error).message }, error);
  }
  configure(db, path);
  let check: string;
  try {
    check = (db.pragma('quick_check', { simple: true }) as string) ?? '';
  } catch (error) {
    db.close();
    throw new StoreError('corrupt', { path, detail: (error as Error).message }, error);
  }
  if (check !== 'ok') {
    db.close();
    throw new StoreError('corrupt', { path, detail: firstLine(check) });
  }
  const file = { path, db, openedVersion: version };
  try {
    migrate(file, now);
  } catch (error) {
    db.close();
    throw new StoreError('corrupt', { path, detail: (error as Error).message }, error);
  }
  return file;
}

/**
 * Creates a new tournament file: built under a temporary name, then renamed into place, so a
 * crash never leaves a half-made tournament under the director's file name.
 */
export function createTournamentFile(path: string, now: Date, fill: (db: Database.Database) => void): TournamentFile {
  if (existsSync(path)) throw new StoreError('exists', { path });
  const temporary = `${path}.creating-${process.pid}`;
  let db: Database.Database;
  try {
    db = new Database(temporary);
  } catch (error) {
    throw new StoreError('unwritable', { path, detail: (error as Error).message }, error);
  }
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('foreign_keys = ON');
    db.transaction(() => {
      db.pragma(`application_id = ${APPLICATION_ID}`);
      for (const migration of MIGRATIONS) runMigration(db, migration);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
      fill(db);
    })();
    db.close();
    renameSync(temporary, path);
  } catch (error) {
    if (db.open) db.close();
    rmSync(temporary, { force: true });
    throw error;
  }
  return openTournamentFile(path, now);
}

export function closeTournamentFile(file: TournamentFile): void {
  if (file.db.open) file.db.close();
  removeColdJournal(file.path);
}

/**
 * "Save a copy" through SQLite's backup API: a consistent, self-contained copy of the open file,
 * written under a temporary name and renamed when complete, so a copy cut short by a crash is
 * never mistaken for a tournament.
 */
export async function saveCopy(file: TournamentFile, destination: string): Promise<void> {
  if (existsSync(destination)) throw new StoreError('exists', { path: destination });
  const partial = `${destination}.partial-${process.pid}`;
  try {
    mkdirSync(dirname(destination), { recursive: true });
    await file.db.backup(partial);
    removeColdJournal(partial);
    renameSync(partial, destination);
  } catch (error) {
    for (const leftover of [partial, `${partial}-journal`]) {
      try {
        rmSync(leftover, { force: true });
      } catch {
        // Nothing more to tidy: the refusal below says what went wrong.
      }
    }
    throw new StoreError('unwritable', { path: destination, detail: firstLine((error as Error).message) }, error);
  }
}

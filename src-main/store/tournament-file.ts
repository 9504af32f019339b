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
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import Database from 'better-sqlite3';
import { checkContent } from './content-check.ts';
import { acceptedVersion, hasHotJournal, inspectFile } from './file-check.ts';
import { type Migration, runMigration } from './migration-steps.ts';
import { nameTaken, pathKind, publishExclusively, temporaryBeside } from './safe-files.ts';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION } from './schema.ts';
import { diskProblem, StoreError } from './store-error.ts';

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
    throw refusalOfFile(error, path, false);
  }
}

/** A failure of SQLite or of the disk on `path` as the store's reason; SQLite's own words only when it has no other. */
function refusalOfFile(error: unknown, path: string, writing: boolean): StoreError {
  return (
    diskProblem(error, path, writing) ??
    new StoreError('corrupt', { path, detail: firstLine(String((error as Error).message)) }, error)
  );
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
    throw refusalOfFile(error, path, false);
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

/** A byte copy of `source` under the new name `destination`, published only when complete and only if the name is free. */
function copyExclusively(source: string, destination: string): void {
  const temporary = temporaryBeside(destination, 'copying');
  try {
    copyFileSync(source, temporary);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw diskProblem(error, destination, true) ?? error;
  }
  publishExclusively(temporary, destination);
}

function migrate(file: TournamentFile, now: Date): void {
  const { db, path, openedVersion } = file;
  if (openedVersion >= SCHEMA_VERSION) return;
  // The file is locked and no transaction is open: its bytes are a consistent copy.
  try {
    mkdirSync(backupFolder(path), { recursive: true });
  } catch (error) {
    throw diskProblem(error, backupFolder(path), true) ?? error;
  }
  copyExclusively(path, backupPath(path, `avant-migration-v${openedVersion}`, now));
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
 * is not a Sclassic tournament (a folder, a pipe or a device is refused without being opened), a
 * file from a newer version, a damaged file (its pages, or content another program spoiled), a
 * file this user may not read, or a file open in another window. Migrates an older file forward
 * after a backup copy.
 */
export function openTournamentFile(path: string, now: Date): TournamentFile {
  rollBackCrash(path);
  const version = acceptedVersion(inspectFile(path), path);
  let db: Database.Database;
  try {
    db = new Database(path, { fileMustExist: true, timeout: LOCK_TIMEOUT_MS });
  } catch (error) {
    throw refusalOfFile(error, path, false);
  }
  configure(db, path);
  const file = { path, db, openedVersion: version };
  try {
    // The content first: a score another program forced past its CHECK is said as such, where
    // quick_check would only report SQLite's words for it.
    checkContent(db, version, path);
    const check = (db.pragma('quick_check', { simple: true }) as string) ?? '';
    if (check !== 'ok') throw new StoreError('corrupt', { path, detail: firstLine(check) });
    migrate(file, now);
  } catch (error) {
    db.close();
    throw refusalOfFile(error, path, true);
  }
  return file;
}

/**
 * Creates a new tournament file: built under a temporary name, then published under the
 * director's name only if that name is still free (safe-files.ts): a crash never leaves a
 * half-made tournament under the director's file name, and of two creations of one file the
 * second is refused, never replacing the first one's tournament and its players.
 */
export function createTournamentFile(path: string, now: Date, fill: (db: Database.Database) => void): TournamentFile {
  if (nameTaken(path)) throw new StoreError('exists', { path });
  if (pathKind(dirname(path)) !== 'folder') throw new StoreError('missing-folder', { path });
  const temporary = temporaryBeside(path, 'creating');
  let db: Database.Database;
  try {
    db = new Database(temporary);
  } catch (error) {
    throw (
      diskProblem(error, path, true) ??
      new StoreError('unwritable', { path, detail: firstLine((error as Error).message) }, error)
    );
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
  } catch (error) {
    if (db.open) db.close();
    rmSync(temporary, { force: true });
    rmSync(`${temporary}-journal`, { force: true });
    throw diskProblem(error, path, true) ?? error;
  }
  publishExclusively(temporary, path);
  return openTournamentFile(path, now);
}

export function closeTournamentFile(file: TournamentFile): void {
  if (file.db.open) file.db.close();
  removeColdJournal(file.path);
}

/**
 * "Save a copy" through SQLite's backup API: a consistent, self-contained copy of the open file,
 * written under a temporary name and published when complete, only under a name that is free
 * (never over another file, this tournament's own included), so a copy cut short by a crash or a
 * full disk is never mistaken for a tournament.
 */
export async function saveCopy(file: TournamentFile, destination: string): Promise<void> {
  if (nameTaken(destination)) throw new StoreError('exists', { path: destination });
  try {
    mkdirSync(dirname(destination), { recursive: true });
  } catch (error) {
    throw diskProblem(error, destination, true) ?? new StoreError('missing-folder', { path: destination }, error);
  }
  const partial = temporaryBeside(destination, 'partial');
  try {
    await file.db.backup(partial);
    removeColdJournal(partial);
  } catch (error) {
    for (const leftover of [partial, `${partial}-journal`]) {
      try {
        rmSync(leftover, { force: true });
      } catch {
        // Nothing more to tidy: the refusal below says what went wrong.
      }
    }
    throw (
      diskProblem(error, destination, true) ??
      new StoreError('unwritable', { path: destination, detail: firstLine((error as Error).message) }, error)
    );
  }
  publishExclusively(partial, destination);
}

/**
 * Opening, creating and closing a .sclassic file.
 *
 * Journal: at rest, a file uses the rollback journal (journal_mode=DELETE), so a closed file is
 * one self-contained file that can be copied or e-mailed. While it is open for writing, its
 * changes go to SQLite's write-ahead log (write-ahead.ts): one fsync per change instead of four,
 * folded back into the file every second and at close. synchronous=FULL either way: each user
 * action is one transaction that reaches the disk before it returns. After a crash, the next open
 * rolls back the unfinished transaction from the `-journal` file, or replays the `-wal` log.
 *
 * One writer: the connection takes SQLite's exclusive lock at open and keeps it until close
 * (locking_mode=EXCLUSIVE), so a second window or process is refused at once. The operating
 * system releases the lock if the process dies.
 */
import {
  accessSync,
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { backupFolder, backupPath, damaged, withLatestBackup } from './backups.ts';
import { checkContent } from './content-check.ts';
import { checkSums, SEALED_FROM, sealContent } from './content-sums.ts';
import { acceptedVersion, type FileVerdict, hasHotJournal, inspectFile } from './file-check.ts';
import { heldHere, hold, release } from './held-files.ts';
import { type Migration, runMigration } from './migration-steps.ts';
import { checkPages, pagesDamage } from './page-check.ts';
import { nameTaken, pathKind, publishExclusively, removeLeftovers, temporaryBeside } from './safe-files.ts';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION } from './schema.ts';
import { diskProblem, StoreError, systemDetail } from './store-error.ts';
import { endWriteAhead, foldBack, WriteAhead } from './write-ahead.ts';

export { backupFolder, backupPath, pruneBackups } from './backups.ts';

/**
 * Why Sclassic could open a file only to read it: the file is write-protected (`file`), or its
 * folder is, where SQLite could write no journal (`folder`).
 */
export type ReadOnlyCause = 'file' | 'folder';

export interface TournamentFile {
  readonly path: string;
  readonly db: Database.Database;
  /** The schema version the file had when opened, before any migration. */
  readonly openedVersion: number;
  /**
   * Set when the file could be opened only to be read: shown, printed and copied, every change
   * refused (tournament-store.ts). An older file opened so is brought up to date in memory only:
   * `db` is then that copy, and the file itself is not touched. Absent or null: written as usual.
   */
  readonly readOnly?: ReadOnlyCause | null;
  /**
   * The write-ahead log of a file open for writing (write-ahead.ts), turned on by the service
   * once its first change is committed; absent when the file is only read.
   */
  readonly writeAhead?: WriteAhead;
}

/** How thoroughly a file is checked when opened. */
export interface OpenOptions {
  /**
   * 'quick': SQLite's quick_check of the pages only, as Sclassic once did, without integrity_check,
   * foreign_key_check and the content's sums. Only the benchmark asks for it, to measure what the
   * thorough checks cost; a file opened for use is always checked thoroughly.
   */
  checks?: 'thorough' | 'quick';
}

/** How long a connection waits for a lock: a file open elsewhere is refused, not waited for. */
const LOCK_TIMEOUT_MS = 50;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

/**
 * A failure while a file is opened and checked, as the store's reason: a lock held elsewhere, the
 * disk or the system saying no, and otherwise damage — SQLite's own words kept for the record,
 * never shown, the damaged part named where SQLite names it.
 */
function refusalAtOpen(error: unknown, path: string, writing: boolean, db: Database.Database | null): StoreError {
  if (error instanceof StoreError) return error;
  if (isBusy(error)) return new StoreError('locked', { path }, error);
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code.startsWith('SQLITE_CORRUPT') && db?.open) return pagesDamage(db, path, error as Error);
  const detail = systemDetail(error);
  return diskProblem(error, path, writing) ?? new StoreError('corrupt', { path, detail }, error);
}

/** Sets the pragmas and takes the lock (exclusive, or shared to read only); refuses a file another process holds. */
function configure(db: Database.Database): void {
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // On a connection that only reads, locking_mode=EXCLUSIVE holds the shared lock of this first
  // read until the file is closed: no other process writes the file while it is shown.
  db.exec('BEGIN EXCLUSIVE; COMMIT;');
}

/**
 * Lets SQLite roll back what a crash left unfinished before the file's header is read: the
 * header may describe the unfinished transaction (a bigger file, a newer version).
 */
export function rollBackCrash(path: string): void {
  if (!hasHotJournal(path)) return;
  aloneWith(path, (db) => db.prepare('SELECT count(*) FROM sqlite_schema').get());
}

/** A file's verdict, and its bytes when they are to be read from memory rather than from the file. */
interface Settled {
  verdict: FileVerdict;
  image: Buffer | null;
}

/**
 * The verdict on a tournament file, once a log a crash (or a copy of the open file) left on has
 * been folded back: the file's size and pages are read only then. Only a file found to be ours,
 * of a version this one reads, and held by no other process, is folded: first in a temporary
 * copy, checked as an opening checks a file; then, if the copy passes and Sclassic may write the
 * file, in place. A damaged file is so refused untouched, and a file Sclassic may not write is
 * read from the copy's bytes.
 */
function settled(path: string, checks: 'thorough' | 'quick'): Settled {
  const verdict = inspectFile(path);
  if (verdict.kind !== 'write-ahead') return { verdict, image: null };
  refuseIfHeldElsewhere(path);
  const folded = foldedCopy(path);
  if (folded.verdict.kind !== 'tournament') return folded;
  const image = new Database(folded.image);
  try {
    checkOpened(image, folded.verdict.version, path, checks);
  } finally {
    image.close();
  }
  if (writeProtection(path) !== null) return folded;
  aloneWith(path, endWriteAhead);
  return { verdict: inspectFile(path), image: null };
}

/**
 * Refuses a file another process holds (SQLite's lock), before its bytes are copied: they may be
 * changing. A connection that only reads and takes no lock it cannot get writes nothing beside
 * the file (locking_mode=EXCLUSIVE: no -shm); without a holder, SQLite cannot read a file whose
 * log is on this way, and says so with another error than "busy".
 */
function refuseIfHeldElsewhere(path: string): void {
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true, timeout: LOCK_TIMEOUT_MS });
    db.pragma('locking_mode = EXCLUSIVE');
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
  } catch (error) {
    if (isBusy(error)) throw new StoreError('locked', { path }, error);
  } finally {
    db?.close();
  }
}

/** The file and its log copied into a temporary folder, folded back there: its verdict and bytes. */
function foldedCopy(path: string): Settled & { image: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-'));
  try {
    const copy = join(folder, basename(path));
    for (const suffix of ['', '-wal']) {
      if (suffix !== '' && !existsSync(`${path}${suffix}`)) continue;
      copyFileSync(`${path}${suffix}`, `${copy}${suffix}`);
      chmodSync(`${copy}${suffix}`, 0o600); // the copy keeps the file's write protection otherwise
    }
    foldBack(copy);
    return { verdict: inspectFile(copy), image: readFileSync(copy) };
  } catch (error) {
    // Said of the file, never of its temporary copy.
    throw refusalAtOpen(error, path, false, null);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs `work` on a connection of its own holding the file's exclusive lock; a failure as the store's refusal. */
function aloneWith(path: string, work: (db: Database.Database) => void): void {
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { fileMustExist: true, timeout: LOCK_TIMEOUT_MS });
    db.pragma('locking_mode = EXCLUSIVE');
    work(db);
  } catch (error) {
    throw refusalAtOpen(error, path, false, null);
  } finally {
    db?.close();
  }
}

/** A journal left beside a closed file that holds nothing to roll back is only clutter. */
function removeColdJournal(path: string): void {
  const journal = `${path}-journal`;
  if (existsSync(journal) && !hasHotJournal(path)) rmSync(journal, { force: true });
}

/**
 * `bytes` under the new name `destination`, published only when complete and only if the name is
 * free.
 */
function writeExclusively(bytes: Buffer, destination: string): void {
  const temporary = temporaryBeside(destination, 'copying');
  try {
    writeFileSync(temporary, bytes);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw diskProblem(error, destination, true) ?? error;
  }
  publishExclusively(temporary, destination);
}

/**
 * Runs the migrations from `version` in one transaction and seals the content's sums of the
 * migrated file. Foreign keys are off while a migration rebuilds a table (SQLite's own
 * procedure), and checked before the commit.
 */
function bringUpToDate(db: Database.Database, version: number): void {
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (let v = version; v < SCHEMA_VERSION; v++) runMigration(db, MIGRATIONS[v] as Migration);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`${broken.length} rows lost their reference while migrating`);
      sealContent(db);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/** Migrates an older file forward, after a byte copy of it in the backups folder. */
function migrate(file: TournamentFile, now: Date): void {
  const { db, path, openedVersion } = file;
  if (openedVersion >= SCHEMA_VERSION) return;
  try {
    mkdirSync(backupFolder(path), { recursive: true });
  } catch (error) {
    throw diskProblem(error, backupFolder(path), true) ?? error;
  }
  // The file's bytes as SQLite reads them (no transaction is open, the file is in the rollback
  // journal: they are the file's), not a copy of the file, which would unlock it (held-files.ts).
  writeExclusively(db.serialize(), backupPath(path, `avant-migration-v${openedVersion}`, now));
  bringUpToDate(db, openedVersion);
}

/**
 * An older file Sclassic may not write, as this version reads it: a copy in memory, migrated
 * there. The file keeps its bytes and gets no backup; a copy saved from it is of this version.
 */
function migratedInMemory(db: Database.Database, version: number): Database.Database {
  const copy = new Database(db.serialize());
  db.close();
  try {
    copy.pragma('foreign_keys = ON');
    bringUpToDate(copy, version);
  } catch (error) {
    copy.close();
    throw error;
  }
  return copy;
}

const mayWrite = (path: string): boolean => {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** Whether the file can only be read: write-protected, or in a folder where no journal can be written. */
function writeProtection(path: string): ReadOnlyCause | null {
  if (!mayWrite(path)) return 'file';
  return mayWrite(dirname(path)) ? null : 'folder';
}

/**
 * Everything checked before a byte is written: the tables the header's version calls for, the
 * content the service reads, the pages (integrity_check, foreign_key_check), and the sums the
 * content was sealed with. The content first: a score another program forced past its CHECK is
 * said as such, where integrity_check would only report SQLite's words for it.
 */
function checkOpened(db: Database.Database, version: number, path: string, checks: 'thorough' | 'quick'): void {
  checkContent(db, version, path);
  if (checks === 'quick') {
    const check = (db.pragma('quick_check', { simple: true }) as string) ?? '';
    if (check !== 'ok') throw damaged(path, 'pages');
    return;
  }
  checkPages(db, path);
  if (version >= SEALED_FROM) checkSums(db, path);
}

/**
 * Opens a tournament file for this process alone. Refuses, without writing a byte, anything that
 * is not a Sclassic tournament (a folder, a pipe or a device is refused without being opened), a
 * file from a newer version, a damaged file (its pages, content another program spoiled, or
 * content that no longer adds up to its sums), a file this user may not read, or a file open in
 * another window. Migrates an older file forward after a backup copy. A file Sclassic may not
 * write is opened to be read only, an older one migrated in memory (see `TournamentFile`). A
 * file left with its write-ahead log on is folded back first (`settled`). Temporary files an
 * interrupted creation left in its folder and its backups' are removed (safe-files.ts).
 */
export function openTournamentFile(path: string, now: Date, options: OpenOptions = {}): TournamentFile {
  let db: Database.Database | null = null;
  let file: TournamentFile;
  try {
    // Before anything reads it: reading a file this process holds would unlock it (held-files.ts).
    if (heldHere(path)) throw new StoreError('locked', { path });
    rollBackCrash(path);
    const { verdict, image } = settled(path, options.checks ?? 'thorough');
    const version = acceptedVersion(verdict, path);
    const readOnly = writeProtection(path);
    try {
      db =
        image === null
          ? new Database(path, { fileMustExist: true, timeout: LOCK_TIMEOUT_MS, readonly: readOnly !== null })
          : new Database(image);
      configure(db);
    } catch (error) {
      throw refusalAtOpen(error, path, false, db);
    }
    checkOpened(db, version, path, options.checks ?? 'thorough');
    if (readOnly === null) {
      file = { path, db, openedVersion: version, readOnly, writeAhead: new WriteAhead(db) };
      migrate(file, now);
    } else {
      const opened = version < SCHEMA_VERSION ? migratedInMemory(db, version) : db;
      db = opened;
      file = { path, db: opened, openedVersion: version, readOnly };
    }
  } catch (error) {
    // A damaged file's refusal names the latest backup beside it, to open instead.
    const refusal = withLatestBackup(refusalAtOpen(error, path, true, db));
    if (db?.open) db.close();
    throw refusal;
  }
  hold(path, file);
  removeLeftovers(dirname(path));
  removeLeftovers(backupFolder(path));
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
  removeLeftovers(dirname(path));
  const temporary = temporaryBeside(path, 'creating');
  let db: Database.Database;
  try {
    db = new Database(temporary);
  } catch (error) {
    throw diskProblem(error, path, true) ?? new StoreError('unwritable', { path, detail: systemDetail(error) }, error);
  }
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('foreign_keys = ON');
    db.transaction(() => {
      db.pragma(`application_id = ${APPLICATION_ID}`);
      for (const migration of MIGRATIONS) runMigration(db, migration);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
      // The empty tables' sums, which every change then keeps (the open below checks them).
      sealContent(db);
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
  file.writeAhead?.end();
  if (file.db.open) file.db.close();
  release(file);
  // A file opened to be read only was never written: nothing of it to tidy.
  if (!file.readOnly) removeColdJournal(file.path);
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
    // The backup copies the header too: a copy of a file open with its log says it has one.
    foldBack(partial);
    removeColdJournal(partial);
  } catch (error) {
    for (const leftover of [partial, `${partial}-journal`, `${partial}-wal`]) {
      try {
        rmSync(leftover, { force: true });
      } catch {
        // Nothing more to tidy: the refusal below says what went wrong.
      }
    }
    throw (
      diskProblem(error, destination, true) ??
      new StoreError('unwritable', { path: destination, detail: systemDetail(error) }, error)
    );
  }
  publishExclusively(partial, destination);
}

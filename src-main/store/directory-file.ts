/**
 * The directory's own SQLite file, `directory.sqlite` in the app's data folder. Stamped with its
 * own application id (not a tournament's), so neither can be opened as the other; refused
 * untouched when it is not ours, comes from a newer version or is damaged; created in one piece
 * (built under a temporary name, then renamed) when missing.
 *
 * Unlike a tournament, the directory is not locked for the whole session: the desktop app and a
 * `sclassic directory …` command in a terminal may both use it. Each import is one transaction;
 * a writer waits a moment for another rather than failing at once.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { acceptedVersion, type FileKind, inspectFile } from './file-check.ts';
import { dropNotNull, type Migration, runMigration } from './migration-steps.ts';
import { publishExclusively, temporaryBeside } from './safe-files.ts';
import { diskProblem, StoreError, systemDetail } from './store-error.ts';
import { rollBackCrash } from './tournament-file.ts';

export const DIRECTORY_FILE_NAME = 'directory.sqlite';

/** 'SCLD' — a Sclassic directory, where a tournament is 'SCLS'. */
export const DIRECTORY_APPLICATION_ID = 0x53434c44;

/** Version 1: the players and the lists they came from. */
const VERSION_1 = `
CREATE TABLE entries (
  id INTEGER PRIMARY KEY,
  licence TEXT NOT NULL DEFAULT '',       -- '' when the list gives none
  name TEXT NOT NULL,                     -- "NOM Prénom"
  folded_name TEXT NOT NULL,              -- accents, case and punctuation dropped: the key without a licence
  folded_surname TEXT NOT NULL,
  folded_first_name TEXT NOT NULL,
  club TEXT NOT NULL DEFAULT '',
  rating INTEGER NOT NULL,
  rating_type TEXT NOT NULL DEFAULT 'PL' CHECK (rating_type IN ('PL', 'PL*')),
  category TEXT NOT NULL DEFAULT '',
  birth_year INTEGER,
  list_date TEXT NOT NULL                 -- the date of the federation list this entry is from
);
CREATE UNIQUE INDEX entries_licence ON entries (licence) WHERE licence <> '';
CREATE INDEX entries_folded_name ON entries (folded_name);
CREATE TABLE lists (
  id INTEGER PRIMARY KEY,
  file_name TEXT NOT NULL,
  list_date TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  added INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  unchanged INTEGER NOT NULL,
  kept_newer INTEGER NOT NULL,
  rejected INTEGER NOT NULL
);
`;

/** Version 2: an entry may be unrated (a newcomer, NC: `rating` NULL), as a list's empty Cote gives it. */
const VERSION_2: Migration = (db) => dropNotNull(db, 'entries', 'rating');

const MIGRATIONS: readonly Migration[] = [VERSION_1, VERSION_2];
export const DIRECTORY_VERSION = MIGRATIONS.length;

const DIRECTORY_KIND: FileKind = { applicationId: DIRECTORY_APPLICATION_ID, supportedVersion: DIRECTORY_VERSION };

/** How long a writer waits for another process's transaction (an import in the other surface). */
const BUSY_TIMEOUT_MS = 5000;

function create(path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw diskProblem(error, path, true) ?? new StoreError('unwritable', { path, detail: systemDetail(error) }, error);
  }
  const temporary = temporaryBeside(path, 'creating');
  let db: Database.Database | null = null;
  try {
    db = new Database(temporary);
    db.pragma('journal_mode = DELETE');
    const made = db;
    made.transaction(() => {
      made.pragma(`application_id = ${DIRECTORY_APPLICATION_ID}`);
      for (const migration of MIGRATIONS) runMigration(made, migration);
      made.pragma(`user_version = ${DIRECTORY_VERSION}`);
    })();
    made.close();
  } catch (error) {
    if (db?.open) db.close();
    rmSync(temporary, { force: true });
    throw diskProblem(error, path, true) ?? new StoreError('unwritable', { path, detail: systemDetail(error) }, error);
  }
  try {
    publishExclusively(temporary, path);
  } catch (error) {
    // Another process made it meanwhile: theirs stands.
    if (!(error instanceof StoreError && error.code === 'exists')) throw error;
  }
}

/** Opens the directory at `path`, creating it when missing; refuses anything that is not one. */
export function openDirectoryFile(path: string): Database.Database {
  if (!existsSync(path)) create(path);
  rollBackCrash(path);
  acceptedVersion(inspectFile(path, DIRECTORY_KIND), path);
  let db: Database.Database;
  try {
    db = new Database(path, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    throw diskProblem(error, path, false) ?? new StoreError('corrupt', { path, detail: systemDetail(error) }, error);
  }
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('synchronous = FULL');
    const check = (db.pragma('quick_check', { simple: true }) as string) ?? '';
    if (check !== 'ok') throw new Error(check);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < DIRECTORY_VERSION) {
      db.transaction(() => {
        for (let v = version; v < DIRECTORY_VERSION; v++) runMigration(db, MIGRATIONS[v] as Migration);
        db.pragma(`user_version = ${DIRECTORY_VERSION}`);
      })();
    }
  } catch (error) {
    db.close();
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
      throw new StoreError('locked', { path }, error);
    throw diskProblem(error, path, true) ?? new StoreError('corrupt', { path, detail: systemDetail(error) }, error);
  }
  return db;
}

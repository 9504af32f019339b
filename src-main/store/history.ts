/**
 * The file's history as its change log keeps it, for the audit: the changes in force (not undone)
 * with the rows each wrote, the file as it stood before any of them (the changes written again on
 * an empty file in memory), and the rows the file holds that its log does not account for — rows
 * written by another program, whatever it did to the content's sums.
 */
import Database from 'better-sqlite3';
import type { Action } from '../contract/views/tournament.ts';
import { SumChanges } from './content-sums.ts';
import { runMigration } from './migration-steps.ts';
import { prepared } from './prepared.ts';
import { type Row, type RowImage, replayImages, TABLE_KEYS, type TableName } from './row-images.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './schema.ts';
import { StoreError } from './store-error.ts';
import type { TournamentFile } from './tournament-file.ts';
import { TournamentStore } from './tournament-store.ts';

/** A change of the log that made the file what it is: when, what, and the rows before and after. */
export interface ChangeInForce {
  id: number;
  at: string;
  command: Action;
  summary: string;
  images: RowImage[];
}

/**
 * The changes in force, oldest first. Undo only ever takes back the latest change in force and
 * redo puts back the latest undone, so these, applied in order, made the file's rows; the undone
 * ones, and undo and redo themselves (which keep no rows), are left out.
 */
export function changesInForce(file: TournamentFile): ChangeInForce[] {
  const rows = prepared(
    file.db,
    "SELECT id, at, command, summary, images FROM change_log WHERE undone = 0 AND command NOT IN ('undo', 'redo') ORDER BY id",
  ).all() as Array<Omit<ChangeInForce, 'images'> & { images: string }>;
  return rows.map((row) => {
    try {
      return { ...row, images: JSON.parse(row.images) as RowImage[] };
    } catch (error) {
      throw new StoreError('damaged', { path: file.path, part: 'log' }, error);
    }
  });
}

let empty: Buffer | null = null;

/** An empty file of the current format, made once: the bytes each walk through the log starts from. */
function emptyFile(): Buffer {
  if (empty === null) {
    const db = new Database(':memory:');
    for (const migration of MIGRATIONS) runMigration(db, migration);
    empty = db.serialize();
    db.close();
  }
  return empty;
}

/**
 * The file as its log says it stood before each change of `wanted`, oldest first: the changes in
 * force written again, oldest first, on an empty file of the same format. What another program
 * wrote into the file's rows is not in it: the past is the log's, whatever the file holds now.
 * The store yielded reads that copy; it is valid until the next step.
 */
export function* filesBefore(
  file: TournamentFile,
  changes: readonly ChangeInForce[],
  wanted: ReadonlySet<number>,
): Generator<[number, TournamentStore]> {
  const copy = new Database(emptyFile());
  try {
    copy.pragma('foreign_keys = OFF');
    const sums = new SumChanges(copy);
    const store = new TournamentStore({ path: file.path, db: copy, openedVersion: SCHEMA_VERSION });
    const last = Math.max(...wanted);
    for (const change of changes) {
      if (change.id > last) break;
      if (wanted.has(change.id)) yield [change.id, store];
      replayImages(copy, change.images, sums);
    }
  } finally {
    copy.close();
  }
}

/** A row the file holds otherwise than its log says: changed, added or removed outside Sclassic. */
export interface RowOutsideLog {
  table: TableName;
  key: Row;
}

const keyText = (table: TableName, row: Row) => JSON.stringify(TABLE_KEYS[table].map((c) => row[c] ?? null));

/** Whether the row holds what the log wrote, in the columns the log's image has (a later migration may add some). */
function sameAsLogged(logged: Row, now: Row): boolean {
  return Object.entries(logged).every(([column, value]) => now[column] === value);
}

/**
 * The rows the file holds that its log does not account for: each table's rows as they are now
 * against the rows its changes in force wrote last.
 */
export function rowsOutsideLog(file: TournamentFile, changes: readonly ChangeInForce[]): RowOutsideLog[] {
  const logged = new Map<TableName, Map<string, Row | null>>();
  for (const change of changes)
    for (const image of change.images) {
      const rows = logged.get(image.table) ?? new Map<string, Row | null>();
      rows.set(keyText(image.table, image.key), image.after);
      logged.set(image.table, rows);
    }
  const outside: RowOutsideLog[] = [];
  for (const table of Object.keys(TABLE_KEYS) as TableName[]) {
    const expected = logged.get(table) ?? new Map<string, Row | null>();
    const seen = new Set<string>();
    for (const row of prepared(file.db, `SELECT * FROM ${table}`).all() as Row[]) {
      const key = keyText(table, row);
      seen.add(key);
      const written = expected.get(key);
      if (written === undefined || written === null || !sameAsLogged(written, row))
        outside.push({ table, key: Object.fromEntries(TABLE_KEYS[table].map((c) => [c, row[c] ?? null])) });
    }
    for (const [key, row] of expected)
      if (row !== null && !seen.has(key))
        outside.push({ table, key: Object.fromEntries(TABLE_KEYS[table].map((c, i) => [c, JSON.parse(key)[i]])) });
  }
  return outside;
}

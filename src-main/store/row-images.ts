/**
 * Every write goes through here, so each user action records the rows it changed, before and
 * after. The change log keeps these images, and undo puts the "before" rows back.
 */
import type Database from 'better-sqlite3';
import type { SumChanges } from './content-sums.ts';
import { prepared } from './prepared.ts';

export { prepared };

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;

/** The tables a change can touch, with their keys. */
export const TABLE_KEYS = {
  tournament: ['id'],
  players: ['id'],
  rounds: ['number'],
  absences: ['round', 'player'],
  matches: ['round', 'table_no'],
  games: ['round', 'table_no', 'game_no'],
  round_clocks: ['round'],
  final_phase: ['id'],
} as const;

export type TableName = keyof typeof TABLE_KEYS;

export interface RowImage {
  table: TableName;
  key: Row;
  before: Row | null;
  after: Row | null;
}

const keyOf = (table: TableName, row: Row): Row =>
  Object.fromEntries(TABLE_KEYS[table].map((column) => [column, row[column] ?? null]));

const whereKey = (table: TableName) => TABLE_KEYS[table].map((c) => `${c} = @${c}`).join(' AND ');

function readRow(db: Database.Database, table: TableName, key: Row): Row | null {
  return (prepared(db, `SELECT * FROM ${table} WHERE ${whereKey(table)}`).get(key) as Row | undefined) ?? null;
}

/**
 * Inserts the row, or updates it in place when its key exists (an update keeps references valid;
 * it sets the other columns only: the key is what it is looked up by, and its index is left alone).
 */
function writeRow(db: Database.Database, table: TableName, row: Row, exists: boolean): void {
  const columns = Object.keys(row);
  const keys: readonly string[] = TABLE_KEYS[table];
  const set = columns.filter((c) => !keys.includes(c));
  const sql = !exists
    ? `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`
    : set.length > 0
      ? `UPDATE ${table} SET ${set.map((c) => `${c} = @${c}`).join(', ')} WHERE ${whereKey(table)}`
      : null;
  if (sql !== null) prepared(db, sql).run(row);
}

function deleteRow(db: Database.Database, table: TableName, key: Row): void {
  prepared(db, `DELETE FROM ${table} WHERE ${whereKey(table)}`).run(key);
}

/** Records the images of one change while applying it. */
export class ChangeRecorder {
  readonly images: RowImage[] = [];
  private readonly db: Database.Database;

  constructor(db: Database.Database) {
    this.db = db;
  }

  /** Inserts or updates a whole row, identified by its key columns. */
  put(table: TableName, row: Row): void {
    const key = keyOf(table, row);
    const before = readRow(this.db, table, key);
    writeRow(this.db, table, row, before !== null);
    this.images.push({ table, key, before, after: readRow(this.db, table, key) });
  }

  /** Inserts a row whose key SQLite assigns (a new player); returns the new id. */
  insert(table: TableName, row: Row): number {
    writeRow(this.db, table, row, false);
    const id = Number((prepared(this.db, 'SELECT last_insert_rowid() AS id').get() as { id: number }).id);
    const key = { [TABLE_KEYS[table][0]]: id };
    this.images.push({ table, key, before: null, after: readRow(this.db, table, key) });
    return id;
  }

  /** Changes some columns of an existing row. */
  update(table: TableName, key: Row, changes: Row): void {
    const before = readRow(this.db, table, key);
    if (before !== null) this.put(table, { ...before, ...changes });
  }

  remove(table: TableName, key: Row): void {
    const before = readRow(this.db, table, key);
    if (before === null) return;
    deleteRow(this.db, table, key);
    this.images.push({ table, key, before, after: null });
  }

  /** Removes every row matching `where` (a SQL condition on named parameters). */
  removeWhere(table: TableName, where: string, params: Row): void {
    const rows = prepared(this.db, `SELECT * FROM ${table} WHERE ${where}`).all(params) as Row[];
    for (const row of rows) this.remove(table, keyOf(table, row));
  }
}

/**
 * Makes the row of `key` what `row` says (null: no such row), the sums told of the row it
 * replaces and of the row as SQLite then holds it.
 */
function setRow(db: Database.Database, table: TableName, key: Row, row: Row | null, sums: SumChanges): void {
  const current = readRow(db, table, key);
  if (row === null && current === null) return;
  sums.removed(table, current);
  if (row === null) deleteRow(db, table, key);
  else writeRow(db, table, row, current !== null);
  sums.added(table, row === null ? null : readRow(db, table, key));
}

/** Puts back the rows as they were before the change, last image first. */
export function restoreImages(db: Database.Database, images: readonly RowImage[], sums: SumChanges): void {
  for (const image of [...images].reverse()) setRow(db, image.table, image.key, image.before, sums);
}

/** Writes the rows as they were after the change again (a redo), in the order the change wrote them. */
export function replayImages(db: Database.Database, images: readonly RowImage[], sums: SumChanges): void {
  for (const image of images) setRow(db, image.table, image.key, image.after, sums);
}

/**
 * The file's content, sealed by one sum per table (`content_sums`, version 12). SQLite's own
 * checks find broken pages, but a byte changed inside a row — a score, a name, a result kept in
 * the change log for undo — leaves sound pages that read back as other facts. Each row's CRC-32
 * (its values in the order of their columns' names, each with its kind and length) is added into
 * its table's sum, modulo 2^48; a change adds its new rows and takes out the rows they replace,
 * in the same transaction, so keeping the sums costs a few microseconds a row. Opening a file
 * sums every row again and refuses the file as damaged, naming the table, when a sum differs:
 * a single changed byte always changes its row's CRC, so it is always found.
 *
 * Summed: every table of the file but the sums' own, SQLite's id sequences included (an id once
 * given never comes back), and the schema itself (each object's type, names and SQL: a changed
 * constraint would let wrong facts in later).
 *
 * Every write of the file goes through the store (row-images.ts, tournament-store.ts), which
 * keeps the sums; a migration, which changes the schema and rows, seals the file again
 * (`sealContent`).
 */
import { crc32 } from 'node:zlib';
import type Database from 'better-sqlite3';
import { damaged } from './backups.ts';
import { prepared } from './prepared.ts';

/** The table of the sums, itself outside them. */
export const SUMS_TABLE = 'content_sums';

/** The first version whose files carry their sums. */
export const SEALED_FROM = 12;

const MODULUS = 2 ** 48;

const wrap = (sum: number) => ((sum % MODULUS) + MODULUS) % MODULUS;

/** One value into a row's CRC: its kind and, for text and bytes, its length, so no two rows run together. */
function addValue(crc: number, value: unknown): number {
  if (value === null || value === undefined) return crc32('\u0000n', crc);
  if (typeof value === 'number' || typeof value === 'bigint') return crc32(`\u0000d${value}`, crc);
  if (typeof value === 'string') return crc32(value, crc32(`\u0000s${value.length}:`, crc));
  const bytes = value as Uint8Array;
  return crc32(bytes, crc32(`\u0000b${bytes.byteLength}:`, crc));
}

/** A row's CRC, from its values in the order of its columns' names. */
export function rowSum(row: Readonly<Record<string, unknown>>): number {
  let crc = 0;
  for (const column of Object.keys(row).sort()) crc = addValue(crc, row[column]);
  return crc;
}

/** The schema as summed: each object's type, names and SQL (not its first page, which is SQLite's business). */
const SCHEMA = 'sqlite_schema';
const SCHEMA_ROWS = 'SELECT type, name, tbl_name, sql FROM sqlite_schema';

/** What is summed, each with the query of its rows: every table but the sums' own, and the schema. */
function summed(db: Database.Database): Array<[string, string]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name <> ?")
    .pluck()
    .all(SUMS_TABLE) as string[];
  return [
    ...tables.map((t): [string, string] => [t, `SELECT * FROM "${t.replaceAll('"', '""')}"`]),
    [SCHEMA, SCHEMA_ROWS],
  ];
}

/** Every table's sum, from its rows as the file holds them now. */
function tableSums(db: Database.Database): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [table, query] of summed(db)) {
    const statement = db.prepare(query).raw();
    // Raw rows (arrays) are read faster than objects: the columns' order by name, once per table.
    const names = statement.columns().map((c) => c.name);
    const order = names.map((_, i) => i).sort((a, b) => ((names[a] as string) < (names[b] as string) ? -1 : 1));
    let sum = 0;
    for (const row of statement.iterate() as Iterable<unknown[]>) {
      let crc = 0;
      for (const i of order) crc = addValue(crc, row[i]);
      sum = (sum + crc) % MODULUS;
    }
    sums.set(table, sum);
  }
  return sums;
}

/** Writes every table's sum afresh: a new file, or a file a migration just changed. */
export function sealContent(db: Database.Database): void {
  db.exec(`DELETE FROM ${SUMS_TABLE}`);
  const insert = db.prepare(`INSERT INTO ${SUMS_TABLE} (name, sum) VALUES (?, ?)`);
  for (const [table, sum] of tableSums(db)) insert.run(table, sum);
}

/** Refuses as damaged a file whose rows no longer add up to the sums it was sealed with. */
export function checkSums(db: Database.Database, path: string): void {
  const sealed = new Map(
    (db.prepare(`SELECT name, sum FROM ${SUMS_TABLE}`).raw().all() as Array<[unknown, unknown]>).map(([n, s]) => [
      String(n),
      s,
    ]),
  );
  const actual = tableSums(db);
  for (const [table, sum] of actual) {
    if (sealed.get(table) !== sum) throw damaged(path, 'altered', { table });
  }
  if (sealed.size !== actual.size) throw damaged(path, 'altered', { table: SUMS_TABLE });
}

const SEQUENCES = 'sqlite_sequence';

/**
 * What one transaction adds to and takes out of the sums, written once at its end. Made as the
 * transaction begins: SQLite moves its id sequences itself as rows are inserted, so their few
 * rows are summed out now and back in at the end.
 */
export class SumChanges {
  readonly #db: Database.Database;
  readonly #delta = new Map<string, number>();

  constructor(db: Database.Database) {
    this.#db = db;
    for (const row of this.#sequences()) this.removed(SEQUENCES, row);
  }

  #sequences(): Array<Record<string, unknown>> {
    return prepared(this.#db, `SELECT * FROM ${SEQUENCES}`).all() as Array<Record<string, unknown>>;
  }

  added(table: string, row: Readonly<Record<string, unknown>> | null): void {
    if (row !== null) this.#delta.set(table, wrap((this.#delta.get(table) ?? 0) + rowSum(row)));
  }

  removed(table: string, row: Readonly<Record<string, unknown>> | null): void {
    if (row !== null) this.#delta.set(table, wrap((this.#delta.get(table) ?? 0) - rowSum(row)));
  }

  /** Adds what the transaction changed into the file's sums, at its end (inside it). */
  write(): void {
    for (const row of this.#sequences()) this.added(SEQUENCES, row);
    for (const [table, delta] of this.#delta) {
      if (delta === 0) continue;
      const changed = prepared(this.#db, `UPDATE ${SUMS_TABLE} SET sum = (sum + ?) % ${MODULUS} WHERE name = ?`).run(
        delta,
        table,
      ).changes;
      if (changed !== 1) throw new Error(`no sum for the table ${table}`);
    }
    this.#delta.clear();
  }
}

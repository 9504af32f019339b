/**
 * What SQLite's own check cannot see: a file whose pages are sound but whose content another
 * program damaged — a table dropped or cut down, a structure that is not the one its version
 * number says, settings or a pairing's reason that are not JSON, a score or a rating that is not
 * a whole number. Such a file is refused when opened, as damaged, with what is wrong, before
 * anything is written to it (the migration's backup included); once open, the rows read back as
 * the types the service expects.
 */
import Database from 'better-sqlite3';
import { damaged } from './backups.ts';
import { SEALED_FROM } from './content-sums.ts';
import { runMigration } from './migration-steps.ts';
import { MIGRATIONS } from './schema.ts';

/** Each table of a version's schema with its columns, as the migrations make it. */
const schemas = new Map<number, Map<string, string[]>>();

function tablesOf(db: Database.Database): Map<string, string[]> {
  const names = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return new Map(
    names.map((name) => [
      name,
      (db.pragma(`table_info("${name.replaceAll('"', '""')}")`) as Array<{ name: string }>).map((c) => c.name),
    ]),
  );
}

function expectedSchema(version: number): Map<string, string[]> {
  let schema = schemas.get(version);
  if (schema === undefined) {
    const reference = new Database(':memory:');
    for (const migration of MIGRATIONS.slice(0, version)) runMigration(reference, migration);
    schema = tablesOf(reference);
    reference.close();
    schemas.set(version, schema);
  }
  return schema;
}

/** Columns that hold whole numbers (null where the schema allows it), by table. */
const WHOLE_NUMBERS: Record<string, string[]> = {
  players: ['rating', 'first_round', 'withdrawn_after', 'k', 'birth_year'],
  rounds: ['number'],
  matches: ['round', 'table_no', 'player_a', 'player_b', 'starts'],
  absences: ['round', 'player'],
};

/** Whether two schemas have the same tables with the same columns (in whatever order). */
function sameSchema(a: Map<string, string[]>, b: Map<string, string[]>): boolean {
  if (a.size !== b.size) return false;
  for (const [table, columns] of a) {
    const other = b.get(table);
    if (other === undefined || other.length !== columns.length || columns.some((c) => !other.includes(c))) return false;
  }
  return true;
}

/**
 * The tables must be those of the version the header says, no more and no less: a table missing
 * or cut down is said as such; the structure of another version (a version number changed by a
 * damaged byte: set to 0, it would have the migration create tables that exist) as a header that
 * does not say what the file is.
 */
function checkTables(db: Database.Database, version: number, path: string): Map<string, string[]> {
  const actual = tablesOf(db);
  const expected = expectedSchema(version);
  if (sameSchema(actual, expected)) return actual;
  const ofAnotherVersion = MIGRATIONS.some((_, v) => v + 1 !== version && sameSchema(actual, expectedSchema(v + 1)));
  for (const [table, columns] of expected) {
    const present = actual.get(table);
    const cutDown = present === undefined || columns.some((c) => !present.includes(c));
    if (cutDown && !ofAnotherVersion) throw damaged(path, 'schema', { table });
  }
  throw damaged(path, 'version', { version });
}

/** A JSON object, or (when `optional`) null. */
function isJsonObject(text: unknown, optional: boolean): boolean {
  if (text === null) return optional;
  if (typeof text !== 'string') return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function checkSettings(db: Database.Database, path: string): void {
  const rows = db.prepare('SELECT * FROM tournament').all() as Array<Record<string, unknown>>;
  const [row] = rows;
  const sound =
    rows.length === 1 &&
    row !== undefined &&
    row.id === 1 &&
    typeof row.name === 'string' &&
    typeof row.date === 'string' &&
    isJsonObject(row.ruleset, false) &&
    (!('elo' in row) || isJsonObject(row.elo, true)) &&
    (!('categories' in row) || isJsonObject(row.categories, true));
  if (!sound) throw damaged(path, 'settings');
}

function checkWholeNumbers(db: Database.Database, tables: Map<string, string[]>, path: string): void {
  const game = db
    .prepare(
      "SELECT round, table_no FROM games WHERE typeof(score_a) <> 'integer' OR typeof(score_b) <> 'integer' OR typeof(game_no) <> 'integer' LIMIT 1",
    )
    .get() as { round: unknown; table_no: unknown } | undefined;
  if (game !== undefined) {
    throw damaged(path, 'results', { round: Number(game.round), tableNumber: Number(game.table_no) });
  }
  for (const [table, wanted] of Object.entries(WHOLE_NUMBERS)) {
    const columns = wanted.filter((c) => tables.get(table)?.includes(c));
    if (columns.length === 0) continue;
    const bad = columns.map((c) => `typeof(${c}) NOT IN ('integer', 'null')`).join(' OR ');
    if (db.prepare(`SELECT 1 FROM ${table} WHERE ${bad} LIMIT 1`).get() !== undefined)
      throw damaged(path, table === 'players' ? 'players' : 'content');
  }
}

/**
 * The columns that hold JSON, which the store parses: SQLite's json_valid reads them without a
 * parser's words. The change log's (the largest part of a file) only in a file without its sums,
 * which find any change of it.
 */
function checkJson(db: Database.Database, version: number, tables: Map<string, string[]>, path: string): void {
  const columns: Array<[string, string]> = [
    ['matches', 'reason'],
    ['final_phase', 'seeds'],
    ...(version < SEALED_FROM ? [['change_log', 'images'] as [string, string]] : []),
  ];
  for (const [table, column] of columns) {
    if (!tables.get(table)?.includes(column)) continue;
    const bad = db.prepare(`SELECT 1 FROM ${table} WHERE ${column} IS NOT NULL AND json_valid(${column}) = 0 LIMIT 1`);
    if (bad.get() !== undefined) throw damaged(path, table === 'change_log' ? 'log' : 'altered', { table });
  }
}

/** Refuses, as damaged, a file of this schema version whose content the service could not read. */
export function checkContent(db: Database.Database, version: number, path: string): void {
  const tables = checkTables(db, version, path);
  checkSettings(db, path);
  checkWholeNumbers(db, tables, path);
  checkJson(db, version, tables, path);
}

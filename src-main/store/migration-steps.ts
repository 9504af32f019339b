/** The steps of the schemas' migrations (the tournament file's and the directory's). */
import type Database from 'better-sqlite3';

/** A migration: SQL, or a step SQL alone cannot say (rebuilding a table without a constraint). */
export type Migration = string | ((db: Database.Database) => void);

export function runMigration(db: Database.Database, migration: Migration): void {
  if (typeof migration === 'string') db.exec(migration);
  else migration(db);
}

/**
 * SQLite cannot drop a column's NOT NULL in place: the table is rebuilt (the "12-step" ALTER of
 * SQLite's documentation) from its own CREATE statement with the constraint removed, so every
 * column a migration added before — whichever they are — is kept, rows and ids alike. The
 * caller runs it inside the migration's transaction with foreign keys off, and checks them after.
 */
export function dropNotNull(db: Database.Database, table: string, column: string): void {
  const row = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) as
    | { sql: string }
    | undefined;
  if (row === undefined) throw new Error(`no table ${table}`);
  const constraint = new RegExp(`(\\b${column}\\s+INTEGER)\\s+NOT\\s+NULL\\b`);
  if (!constraint.test(row.sql)) throw new Error(`${table}.${column} is not an INTEGER NOT NULL column`);
  const rebuilt = `${table}_rebuilt`;
  const create = row.sql
    .replace(constraint, '$1')
    .replace(new RegExp(`^CREATE TABLE\\s+"?${table}"?`), `CREATE TABLE ${rebuilt}`);
  const indexes = db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .all(table) as Array<{ sql: string }>;
  // AUTOINCREMENT's high-water mark, so an id once given (and kept in the change log) is never given again.
  const hasSequence =
    db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_sequence'").get() !== undefined;
  const sequence = hasSequence
    ? (db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').get(table) as { seq: number } | undefined)
    : undefined;
  db.exec(create);
  db.exec(`INSERT INTO ${rebuilt} SELECT * FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${rebuilt} RENAME TO ${table}`);
  for (const index of indexes) db.exec(index.sql);
  if (sequence !== undefined) db.prepare('UPDATE sqlite_sequence SET seq = ? WHERE name = ?').run(sequence.seq, table);
}

/**
 * A tournament file written today, taken back to the schema an older version wrote, for the
 * tests that open older files: each step undoes one migration (schema.ts), newest first, and the
 * file is stamped with the older version. Only the steps the tests need exist.
 */
import type Database from 'better-sqlite3';
import { sealContent } from '../../src-main/store/content-sums.ts';

/** Rebuilds `table` from its own CREATE statement changed by `change`, rows and ids kept. */
function rebuild(db: Database.Database, table: string, change: (sql: string) => string): void {
  const { sql } = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) as {
    sql: string;
  };
  db.exec(change(sql).replace(new RegExp(`^CREATE TABLE\\s+"?${table}"?`), `CREATE TABLE ${table}_older`));
  db.exec(`INSERT INTO ${table}_older SELECT * FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${table}_older RENAME TO ${table}`);
}

/** Undoing version N brings the file to version N - 1. */
const UNDO: Record<number, (db: Database.Database) => void> = {
  14: (db) => {
    db.exec('ALTER TABLE tournament DROP COLUMN table_proposals');
    db.exec('ALTER TABLE tournament DROP COLUMN proposals_confirm');
    db.exec('ALTER TABLE tournament DROP COLUMN table_secret');
    db.exec('ALTER TABLE matches DROP COLUMN entered_via');
    sealContent(db);
  },
  13: (db) => {
    db.exec('ALTER TABLE change_log DROP COLUMN hand');
    db.exec('ALTER TABLE matches DROP COLUMN entered_by');
    db.exec('ALTER TABLE matches DROP COLUMN entered_at');
    // Version 12 seals its content too: the sums of the rows as version 12 holds them.
    sealContent(db);
  },
  12: (db) => db.exec('DROP TABLE content_sums'),
  11: (db) => {
    rebuild(db, 'players', (sql) => sql.replace(/\brating\s+INTEGER\b(?!\s+NOT\s+NULL)/, 'rating INTEGER NOT NULL'));
    db.exec('ALTER TABLE tournament DROP COLUMN newcomer_rating');
  },
  10: (db) => db.exec('DROP TABLE final_phase'),
  9: (db) => rebuild(db, 'games', (sql) => sql.replace(/\s*CHECK \(typeof\([a-z_]+\) = 'integer'\)/g, '')),
};

/** The file at `path` as version `version` wrote it. */
export function asOlderVersion(db: Database.Database, version: number): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  db.pragma('foreign_keys = OFF');
  for (let v = current; v > version; v--) {
    const undo = UNDO[v];
    if (undo === undefined) throw new Error(`no step back from version ${v}`);
    undo(db);
  }
  db.pragma(`user_version = ${version}`);
}

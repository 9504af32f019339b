/**
 * SQLite's own checks of a file's pages, said as the part of the tournament they concern.
 * `integrity_check` reads every page and also compares each index with its table: a changed byte
 * that leaves a page readable but makes a result vanish from an index, or a row appear that no
 * index knows, is found here where `quick_check` passes it. `foreign_key_check` finds a result
 * or a pairing left pointing at a player, a match or a round that is no longer there.
 */
import type Database from 'better-sqlite3';
import { damaged } from './backups.ts';
import type { StoreError } from './store-error.ts';

/** The table an object of the schema (a table, or an index and its table) belongs to. */
function tableOf(db: Database.Database, where: string, value: string | number): string | undefined {
  try {
    const row = db.prepare(`SELECT tbl_name FROM sqlite_schema WHERE ${where} = ?`).get(value) as
      | { tbl_name: string }
      | undefined;
    return row?.tbl_name;
  } catch {
    return undefined; // the schema itself unreadable: no table to name
  }
}

/** The table SQLite's words about a damaged page name, when they name one. */
function namedTable(db: Database.Database, findings: readonly string[]): string | undefined {
  for (const line of findings) {
    const tree = /^Tree (\d+) page/.exec(line);
    if (tree !== null) return tableOf(db, 'rootpage', Number(tree[1]));
    const index = /\bindex (\S+)$/.exec(line) ?? /\bin index (\S+)/.exec(line);
    if (index !== null) return tableOf(db, 'name', index[1] as string);
    const column = /\b(?:NULL value|CHECK constraint failed|NOT NULL constraint failed) in "?(\w+)/.exec(line);
    if (column !== null) return column[1];
  }
  return undefined;
}

/**
 * The table a damaged page belongs to. Where SQLite gives up with « database disk image is
 * malformed » and names none, each table is checked on its own (integrity_check(TABLE)) until one
 * fails: only for a file already refused, so its cost does not count.
 */
function damagedTable(db: Database.Database, findings: readonly string[]): string | undefined {
  const named = namedTable(db, findings);
  if (named !== undefined) return named;
  let tables: string[];
  try {
    tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[];
  } catch {
    return undefined;
  }
  return tables.find((table) => {
    try {
      return db.pragma(`integrity_check("${table.replaceAll('"', '""')}")`, { simple: true }) !== 'ok';
    } catch {
      return true;
    }
  });
}

/**
 * A damaged page SQLite met while the file was read (SQLITE_CORRUPT), as the part of the
 * tournament it is in: the object SQLite names when it cannot read the schema, or else the
 * table whose own check fails.
 */
export function pagesDamage(db: Database.Database, path: string, error: Error): StoreError {
  const named = /^malformed database schema \(([^)]+)\)/.exec(error.message)?.[1];
  const table = named === undefined ? damagedTable(db, []) : (/^sqlite_autoindex_(.+)_\d+$/.exec(named)?.[1] ?? named);
  return damaged(path, 'pages', table === undefined ? {} : { table }, error);
}

/** Refuses, as damaged, a file whose pages SQLite finds broken or whose rows point at rows that are gone. */
export function checkPages(db: Database.Database, path: string): void {
  const findings = (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check);
  if (findings.length !== 1 || findings[0] !== 'ok') {
    const table = damagedTable(db, findings);
    throw damaged(path, 'pages', table === undefined ? {} : { table });
  }
  const orphan = (db.pragma('foreign_key_check') as Array<{ table: string }>)[0];
  if (orphan !== undefined) throw damaged(path, orphan.table === 'change_log' ? 'log' : 'content');
}

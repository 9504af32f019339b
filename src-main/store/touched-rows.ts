/**
 * The rows the latest changes wrote, read back from the change log: each change keeps the row
 * images of what it wrote, and an undo or a redo writes again the rows of the change it reverts.
 * What the facts of a revision need to be read from the revision before (service/core/readings.ts):
 * only these rows are read again.
 */
import type Database from 'better-sqlite3';
import { prepared, type Row, type RowImage, type TableName } from './row-images.ts';

/** A row a change wrote (inserted, updated or deleted): its table and its key. */
export interface TouchedRow {
  table: TableName;
  key: Row;
}

/**
 * The rows written by the changes after `revision`, in the order they were written; null once
 * more than `limit` rows. `damaged`: the error for images that are not JSON (another program
 * wrote the log).
 */
export function touchedSince(
  db: Database.Database,
  revision: number,
  limit: number,
  damaged: (cause: unknown) => Error,
): TouchedRow[] | null {
  const changes = prepared(
    db,
    `SELECT coalesce(t.images, c.images) AS images FROM change_log c LEFT JOIN change_log t ON t.id = c.reverts
     WHERE c.id > ? ORDER BY c.id`,
  )
    .pluck()
    .all(revision) as string[];
  const touched: TouchedRow[] = [];
  for (const text of changes) {
    let images: RowImage[];
    try {
      images = JSON.parse(text) as RowImage[];
    } catch (error) {
      throw damaged(error);
    }
    if (touched.length + images.length > limit) return null;
    for (const { table, key } of images) touched.push({ table, key });
  }
  return touched;
}

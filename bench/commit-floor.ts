/**
 * What the disk charges for one durable commit, whatever the command: a one-row transaction on a
 * scratch SQLite file with the store's journal, synchronous and locking settings. A command that
 * writes cannot answer faster; its figures are read against this floor, measured in the same run
 * (and, for the 300-player section, between the command's own runs: the same disk, the same load).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';

export class CommitFloor {
  readonly #db: Database.Database;
  readonly #commit: (v: number) => number;
  #value = 0;

  /** A scratch file in `folder`, the tournament files' folder (the same disk). */
  constructor(folder: string, name = 'commit-floor.sqlite') {
    this.#db = new Database(join(folder, name));
    this.#db.pragma('locking_mode = EXCLUSIVE');
    this.#db.pragma('journal_mode = DELETE');
    this.#db.pragma('synchronous = FULL');
    this.#db.exec('CREATE TABLE IF NOT EXISTS t (v INTEGER)');
    const insert = this.#db.prepare('INSERT INTO t (v) VALUES (?)');
    this.#commit = this.#db.transaction((v: number) => insert.run(v).changes);
  }

  /** One durable commit of one row; the rows it inserted (1). */
  commit(): number {
    this.#value += 1;
    return this.#commit(this.#value);
  }

  /** One durable commit, timed (ms). */
  sample(): number {
    const start = performance.now();
    this.commit();
    return performance.now() - start;
  }

  close(): void {
    this.#db.close();
  }
}

/**
 * What the disk charges for one durable commit, whatever the command: a one-row transaction on a
 * scratch SQLite file with the settings an open tournament is written with after its first change
 * (locking_mode=EXCLUSIVE, synchronous=FULL, the write-ahead log: store/write-ahead.ts). A command
 * that writes cannot answer faster; its figures are read against this floor, measured in the same
 * run (and, for the 300-player section, between the command's own runs: the same disk, the same
 * load). `journal: 'rollback'` measures the rollback journal instead, which a file at rest has and
 * its first change of an opening pays.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';

export class CommitFloor {
  readonly #db: Database.Database;
  readonly #commit: (v: number) => number;
  #value = 0;

  /** A scratch file in `folder`, the tournament files' folder (the same disk). */
  constructor(folder: string, name = 'commit-floor.sqlite', journal: 'write-ahead' | 'rollback' = 'write-ahead') {
    this.#db = new Database(join(folder, name));
    this.#db.pragma('locking_mode = EXCLUSIVE');
    this.#db.pragma(journal === 'write-ahead' ? 'journal_mode = WAL' : 'journal_mode = DELETE');
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

/**
 * The write-ahead log, kept only while a file is open for writing.
 *
 * Why: with the rollback journal and synchronous=FULL, a durable commit is four fsyncs (the
 * journal, its header, the file, the journal's header zeroed); with the write-ahead log it is one,
 * the log's (two after the log was folded back into the file). Both are durable when the commit
 * returns, and both survive a crash: the next open replays the log.
 *
 * At rest the file is still what the format says (docs/file-format.md): a rollback-journal file,
 * self-contained. The log is folded back and removed at close (`endWriteAhead`), and folded back
 * every `FOLD_EVERY_MS` the file is open, so a copy another program takes of the open file misses
 * at most that last moment's changes. A crash leaves the log beside the file, with the file's
 * header saying so (format bytes 2 and 2): the next open folds it back first.
 *
 * The connection is in locking_mode=EXCLUSIVE before the log is turned on, so SQLite keeps the
 * log's index in the process's memory, never in a `-shm` file beside the tournament.
 */
import Database from 'better-sqlite3';

/** How often the log of an open file is folded back into it. */
export const FOLD_EVERY_MS = 1000;

/**
 * The log of one file open for writing: turned on once the first change is committed (through
 * the rollback journal), so a file only opened, read, printed, or refused a change keeps every
 * byte; folded back every `FOLD_EVERY_MS`, between commands, and at close. The fold timer never
 * keeps a process alive.
 */
export class WriteAhead {
  readonly #db: Database.Database;
  #timer: NodeJS.Timeout | null = null;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /**
   * Turns the log on, once, outside any transaction (SQLite changes the journal only there).
   * Where SQLite cannot keep a log, or the disk refuses the header's change, the file keeps the
   * rollback journal: slower, as durable, and the write that follows meets the disk's refusal.
   */
  begin(): void {
    if (this.#timer !== null || !this.#db.open || this.#db.inTransaction) return;
    try {
      this.#db.pragma('journal_mode = WAL');
    } catch {
      return;
    }
    this.#timer = setInterval(() => this.fold(), FOLD_EVERY_MS);
    this.#timer.unref();
  }

  /** Folds the log back and goes back to the rollback journal, before the file is closed. */
  end(): void {
    if (this.#timer === null) return;
    clearInterval(this.#timer);
    this.#timer = null;
    if (!this.#db.open) return;
    try {
      endWriteAhead(this.#db);
    } catch {
      // The disk said no: the log beside the file holds every change, and the next open folds it back.
    }
  }

  /**
   * Folds the log back now, between commands (the timer's work; a test's too, before it compares
   * the file's bytes). A fold of a log already folded costs a few microseconds and writes nothing.
   */
  fold(): void {
    if (!this.#db.open || this.#db.inTransaction) return;
    try {
      this.#db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // The log still holds the changes, durably: the next fold or the close tries again.
    }
  }
}

/**
 * Folds the log back into the file and goes back to the rollback journal, which removes the log
 * and sets the header's format bytes back to 1 and 1. On a file whose header says it has a log (a
 * crash, or a copy taken while it was open), SQLite first replays the log beside it, if any.
 */
export function endWriteAhead(db: Database.Database): void {
  db.pragma('journal_mode = DELETE');
}

/**
 * A copy of a file, on disk, made a rollback-journal file again on a connection of its own (in
 * locking_mode=EXCLUSIVE first: no -shm beside it): its log, if one lies beside it, replayed into
 * it. SQLite's failure is thrown as it is, for the caller to word.
 */
export function foldBack(path: string): void {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    endWriteAhead(db);
  } finally {
    db.close();
  }
}

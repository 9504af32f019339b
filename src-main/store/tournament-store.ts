/**
 * The facts of one tournament file, read and written as typed rows. Every change is one
 * transaction that also appends to the change log the rows it touched, so it can be undone.
 */
import type { CategorySettings, EloSettings, Ruleset } from '../../src-engine/index.ts';
import type { ChangeMade, LogEntry, UndoButtons } from '../contract/views/tournament.ts';
import { damaged } from './backups.ts';
import { SumChanges } from './content-sums.ts';
import type { StoredMatchReason } from './match-reason.ts';
import {
  ChangeRecorder,
  prepared,
  type Row,
  type RowImage,
  replayImages,
  restoreImages,
  type TABLE_KEYS,
  type TableName,
} from './row-images.ts';
import type {
  ClockRow,
  FinalPhaseRow,
  MatchRow,
  PlayerRow,
  ProposalWay,
  RatingType,
  RoundRow,
  SettingsRow,
  Side,
} from './rows.ts';
import { SCHEMA_VERSION } from './schema.ts';
import { StoreError } from './store-error.ts';
import { type TouchedRow, touchedSince } from './touched-rows.ts';
import type { TournamentFile } from './tournament-file.ts';
import { TournamentWriter } from './tournament-writer.ts';

export type * from './rows.ts';
export { TournamentWriter } from './tournament-writer.ts';
export type { ChangeMade, LogEntry, TouchedRow };

interface PlayerSqlRow {
  id: number;
  name: string;
  rating: number | null;
  club: string;
  rating_type: RatingType;
  first_round: number;
  withdrawn_after: number | null;
  licence: string;
  k: number | null;
  category: string;
  birth_year: number | null;
}

interface MatchSqlRow {
  round: number;
  table_no: number;
  player_a: number;
  player_b: number | null;
  starts: number | null;
  rematch: number;
  forfeit: Side | 'both' | null;
  abandon_by: Side | null;
  abandon_agreed: number | null;
  decision_against: Side | null;
  reason: string | null;
  entered_by: string | null;
  entered_at: string | null;
  entered_via: ProposalWay | null;
}

const toPlayer = (r: PlayerSqlRow): PlayerRow => ({
  id: r.id,
  name: r.name,
  rating: r.rating,
  club: r.club,
  ratingType: r.rating_type,
  firstRound: r.first_round,
  withdrawnAfter: r.withdrawn_after,
  licence: r.licence,
  k: r.k,
  category: r.category,
  birthYear: r.birth_year,
});

/** Log entries that undo never reverts: undo and redo themselves, and where the tournament began. */
const NOT_UNDOABLE = ['undo', 'redo', 'create', 'import'] as const;
/**
 * The round clock's moves, kept in the log for the record (when the round started, each pause)
 * but outside undo: Annuler after a pause takes back the director's latest fact, not the pause.
 */
export const CLOCK_ACTIONS = ['start-clock', 'pause-clock', 'resume-clock', 'adjust-clock', 'reset-clock'] as const;
const OUTSIDE_UNDO: readonly string[] = [...NOT_UNDOABLE, ...CLOCK_ACTIONS];

type LogRow = Omit<LogEntry, 'undone'> & { images: string; undone: number; reverts: number | null };

/** A log entry as the surfaces see it, without the rows it keeps for undo. */
export const logEntryOf = ({ images: _, ...entry }: LogEntry & { images: RowImage[] }): LogEntry => entry;

export class TournamentStore {
  readonly file: TournamentFile;

  constructor(file: TournamentFile) {
    this.file = file;
  }

  private get db() {
    return this.file.db;
  }

  /** The file's content is not what Sclassic wrote (another program changed it). */
  private damaged(part: 'settings' | 'log' | 'altered', cause?: unknown, table?: string): StoreError {
    return damaged(this.file.path, part, table === undefined ? {} : { table }, cause);
  }

  /** JSON the store wrote, read back; anything else means the file was changed behind its back. */
  private json<T>(text: unknown, table: 'tournament' | 'matches' | 'final_phase'): T {
    try {
      return JSON.parse(String(text)) as T;
    } catch (error) {
      throw table === 'tournament' ? this.damaged('settings', error) : this.damaged('altered', error, table);
    }
  }

  /**
   * Refuses every change of a file Sclassic could open only to read, before anything is written
   * (an older file's copy in memory included): saying why, and how to work on it.
   */
  private refuseIfReadOnly(): void {
    const { readOnly, path, openedVersion } = this.file;
    if (readOnly === undefined || readOnly === null) return;
    throw new StoreError('opened-read-only', {
      path,
      cause: readOnly,
      ...(openedVersion < SCHEMA_VERSION ? { olderVersion: openedVersion } : {}),
    });
  }

  settings(): SettingsRow {
    const r = prepared(this.db, 'SELECT * FROM tournament WHERE id = 1').get() as Row | undefined;
    if (r === undefined) throw this.damaged('settings');
    const json = <T>(text: unknown): T => this.json<T>(text, 'tournament');
    return {
      name: String(r.name),
      date: String(r.date),
      place: String(r.place),
      ruleset: json<Ruleset>(r.ruleset),
      plannedRounds: r.planned_rounds === null ? null : Number(r.planned_rounds),
      bestOfThree: Number(r.best_of_three) === 1,
      minutes: Number(r.minutes),
      pairingSystem: r.pairing_system === 'round-robin' ? 'round-robin' : 'formula',
      elo: typeof r.elo === 'string' ? json<EloSettings>(r.elo) : null,
      categories: typeof r.categories === 'string' ? json<CategorySettings>(r.categories) : null,
      liveHidesRatings: Number(r.live_hides_ratings) === 1,
      newcomerRating: r.newcomer_rating === null ? null : Number(r.newcomer_rating),
      tableProposals: Number(r.table_proposals) === 1,
      proposalsConfirm: Number(r.proposals_confirm) === 1,
      tableSecret: typeof r.table_secret === 'string' ? r.table_secret : null,
      createdAt: String(r.created_at),
    };
  }

  players(): PlayerRow[] {
    return (prepared(this.db, 'SELECT * FROM players ORDER BY id').all() as PlayerSqlRow[]).map(toPlayer);
  }

  /** One player, by registration number (null: no such row now). */
  player(id: number): PlayerRow | null {
    const row = prepared(this.db, 'SELECT * FROM players WHERE id = ?').get(id) as PlayerSqlRow | undefined;
    return row === undefined ? null : toPlayer(row);
  }

  rounds(): RoundRow[] {
    return this.#rounds('ORDER BY number', []);
  }

  /** One round, by number (null: not paired now). */
  round(number: number): RoundRow | null {
    return this.#rounds('WHERE number = ?', [number])[0] ?? null;
  }

  #rounds(where: string, params: unknown[]): RoundRow[] {
    return (
      prepared(this.db, `SELECT * FROM rounds ${where}`).all(...params) as Array<{
        number: number;
        method: string;
        paired_at: string;
      }>
    ).map((r) => ({ number: r.number, method: r.method, pairedAt: r.paired_at }));
  }

  /** Every match, in round and table order, with its games. */
  matches(): MatchRow[] {
    return this.#matches('', []);
  }

  /** The match at this table of this round, with its games (null: no such match now). */
  match(round: number, table: number): MatchRow | null {
    return this.#matches('WHERE round = ? AND table_no = ?', [round, table])[0] ?? null;
  }

  /** The matches `where` selects (by round and table), in round and table order, with their games. */
  #matches(where: string, params: unknown[]): MatchRow[] {
    const games = new Map<string, Array<[number, number]>>();
    for (const g of prepared(this.db, `SELECT * FROM games ${where} ORDER BY round, table_no, game_no`).all(
      ...params,
    ) as Array<{
      round: number;
      table_no: number;
      score_a: number;
      score_b: number;
    }>) {
      const key = `${g.round}:${g.table_no}`;
      const list = games.get(key) ?? [];
      list.push([g.score_a, g.score_b]);
      games.set(key, list);
    }
    return (
      prepared(this.db, `SELECT * FROM matches ${where} ORDER BY round, table_no`).all(...params) as MatchSqlRow[]
    ).map((m) => ({
      round: m.round,
      table: m.table_no,
      a: m.player_a,
      b: m.player_b,
      starts: m.starts,
      rematch: m.rematch === 1,
      forfeit: m.forfeit,
      abandon: m.abandon_by === null ? null : { by: m.abandon_by, agreed: m.abandon_agreed === 1 },
      decisionAgainst: m.decision_against,
      games: games.get(`${m.round}:${m.table_no}`) ?? [],
      reason: m.reason === null ? null : this.json<StoredMatchReason>(m.reason, 'matches'),
      entered: m.entered_at === null ? null : { by: m.entered_by, at: m.entered_at, via: m.entered_via },
    }));
  }

  /** The round's clock, if one was started. */
  clock(round: number): ClockRow | null {
    const r = prepared(this.db, 'SELECT * FROM round_clocks WHERE round = ?').get(round) as Row | undefined;
    if (r === undefined) return null;
    return {
      round: Number(r.round),
      pairedAt: String(r.paired_at),
      startedAt: String(r.started_at),
      minutes: Number(r.minutes),
      forfeitMs: Number(r.forfeit_ms),
      pausedAt: r.paused_at === null ? null : String(r.paused_at),
      pausedMs: Number(r.paused_ms),
    };
  }

  /** The final phase, once the director opened it. */
  finalPhase(): FinalPhaseRow | null {
    const r = prepared(this.db, 'SELECT * FROM final_phase WHERE id = 1').get() as Row | undefined;
    if (r === undefined) return null;
    return {
      size: Number(r.size) === 4 ? 4 : 2,
      bestOfThree: Number(r.best_of_three) === 1,
      thirdPlace: Number(r.third_place) === 1,
      countClassicGame: Number(r.count_classic_game) === 1,
      afterRound: Number(r.after_round),
      seeds: this.json<number[]>(r.seeds, 'final_phase'),
      openedAt: String(r.opened_at),
    };
  }

  /** The players marked absent from one round, by registration number. */
  absentFrom(round: number): number[] {
    return prepared(this.db, 'SELECT player FROM absences WHERE round = ? ORDER BY player')
      .pluck()
      .all(round) as number[];
  }

  /** Absences by round. */
  absences(): Map<number, number[]> {
    const byRound = new Map<number, number[]>();
    for (const a of prepared(this.db, 'SELECT round, player FROM absences ORDER BY round, player').all() as Array<{
      round: number;
      player: number;
    }>) {
      const list = byRound.get(a.round) ?? [];
      list.push(a.player);
      byRound.set(a.round, list);
    }
    return byRound;
  }

  log(limit = 50): LogEntry[] {
    return (
      prepared(this.db, 'SELECT id, at, command, summary, hand, undone FROM change_log ORDER BY id DESC LIMIT ?').all(
        limit,
      ) as Array<Omit<LogEntry, 'undone'> & { undone: number }>
    ).map((e) => ({ ...e, undone: e.undone === 1 }));
  }

  /**
   * Runs `work` as one transaction: an exception, whatever it is, leaves the file as it was. A
   * change made inside is part of it.
   */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /**
   * Runs one user action as one transaction, and logs it (when, which command, whose hand — a
   * station's name, null for the director — and what) with the rows it changed. If `apply`
   * throws, nothing is written.
   */
  change<T>(
    command: string,
    at: Date,
    hand: string | null,
    apply: (writer: TournamentWriter) => { result: T; summary: string },
  ): T {
    this.refuseIfReadOnly();
    return this.db.transaction(() => {
      const sums = new SumChanges(this.db);
      const recorder = new ChangeRecorder(this.db);
      const { result, summary } = apply(new TournamentWriter(recorder));
      for (const image of recorder.images) {
        sums.removed(image.table, image.before);
        sums.added(image.table, image.after);
      }
      this.appendLog(sums, { at, command, summary, hand }, recorder.images);
      sums.write();
      return result;
    })();
  }

  private readonly logRow = (id: number | bigint): Row | null =>
    (prepared(this.db, 'SELECT * FROM change_log WHERE id = ?').get(id) as Row | undefined) ?? null;

  /** Appends one entry to the change log, the sums told of it as SQLite holds it. */
  private appendLog(
    sums: SumChanges,
    entry: { at: Date; command: string; summary: string; hand: string | null },
    images: readonly RowImage[],
    undone = false,
    reverts: number | null = null,
  ): void {
    const { at, command, summary, hand } = entry;
    const { lastInsertRowid } = prepared(
      this.db,
      'INSERT INTO change_log (at, command, summary, hand, images, undone, reverts) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(at.toISOString(), command, summary, hand, JSON.stringify(images), undone ? 1 : 0, reverts);
    sums.added('change_log', this.logRow(lastInsertRowid));
  }

  /** Marks a log entry undone or in force again, the sums told of the row before and after. */
  private markUndone(sums: SumChanges, id: number, undone: boolean): void {
    sums.removed('change_log', this.logRow(id));
    prepared(this.db, 'UPDATE change_log SET undone = ? WHERE id = ?').run(undone ? 1 : 0, id);
    sums.added('change_log', this.logRow(id));
  }

  /** The number of the latest change: it moves on with every change, undo and redo. */
  revision(): number {
    return Number((prepared(this.db, 'SELECT max(id) AS id FROM change_log').get() as { id: number | null }).id ?? 0);
  }

  /**
   * The rows written since `revision`, by table and key, in the order written (touched-rows.ts);
   * null past `limit` rows, when reading the facts again whole is as quick.
   */
  touchedSince(revision: number, limit: number): TouchedRow[] | null {
    return touchedSince(this.db, revision, limit, (error) => this.damaged('log', error));
  }

  /**
   * The latest change to the rows of `table` whose key holds `key` (some of its key columns), an
   * undo or a redo of one included — only one that changed one of `columns`, when given: when, and
   * which, a screen's view of them stopped being true. Null when no change since the file's
   * creation touched them.
   */
  lastChangeTo<T extends TableName>(
    table: T,
    key: Partial<Record<(typeof TABLE_KEYS)[T][number], number>>,
    columns: readonly string[] = [],
  ): ChangeMade | null {
    const keyColumns = Object.keys(key);
    const changed = columns.map(
      (c) => `json_extract(i.value, '$.before.${c}') IS NOT json_extract(i.value, '$.after.${c}')`,
    );
    const row = prepared(
      this.db,
      `SELECT c.at, c.command, c.summary, c.hand FROM change_log c LEFT JOIN change_log t ON t.id = c.reverts,
         json_each(coalesce(t.images, c.images)) i
       WHERE json_extract(i.value, '$.table') = ?
         ${keyColumns.map((c) => `AND json_extract(i.value, '$.key.${c}') = ?`).join(' ')}
         ${changed.length === 0 ? '' : `AND (${changed.join(' OR ')})`}
       ORDER BY c.id DESC LIMIT 1`,
    ).get(table, ...Object.values(key)) as ChangeMade | undefined;
    return row ?? null;
  }

  /** One change of the log, by its number (null: no such change). */
  logEntry(id: number): ChangeMade | null {
    return (
      (prepared(this.db, 'SELECT at, command, summary, hand FROM change_log WHERE id = ?').get(id) as
        | ChangeMade
        | undefined) ?? null
    );
  }

  /** What Annuler and Rétablir would do now, as their buttons name it. */
  undoButtons(): UndoButtons {
    const undo = this.lastUndoable();
    const redo = this.nextRedo();
    return { undo: undo === null ? null : logEntryOf(undo), redo: redo === null ? null : logEntryOf(redo) };
  }

  /**
   * The change undo would revert: the latest one not yet undone. Undo and redo entries are not
   * changes, and the creation (or import) of the tournament is where undo stops.
   */
  lastUndoable(): (LogEntry & { images: RowImage[] }) | null {
    const row = prepared(
      this.db,
      `SELECT * FROM change_log WHERE undone = 0 AND command NOT IN (${OUTSIDE_UNDO.map((c) => `'${c}'`).join(', ')}) ORDER BY id DESC LIMIT 1`,
    ).get() as LogRow | undefined;
    return row === undefined ? null : this.entryOf(row);
  }

  /**
   * The change redo would put back: while nothing but undos and redos happened since, the change
   * the latest undo (still in force) reverted. A new change ends what can be redone.
   */
  nextRedo(): (LogEntry & { images: RowImage[] }) | null {
    // Only the undos, redos and clock moves since the latest other change: however long the log,
    // a few rows (every screen asks this every second).
    const passing = ['undo', 'redo', ...CLOCK_ACTIONS].map((c) => `'${c}'`).join(', ');
    const trailing = prepared(
      this.db,
      `SELECT id, command, reverts FROM change_log
       WHERE id > (SELECT coalesce(max(id), 0) FROM change_log WHERE command NOT IN (${passing}))
       ORDER BY id DESC`,
    ).all() as Array<Pick<LogRow, 'id' | 'command' | 'reverts'>>;
    for (const entry of trailing) {
      if (entry.command !== 'undo' || entry.reverts === null) continue;
      const target = prepared(this.db, 'SELECT * FROM change_log WHERE id = ?').get(entry.reverts) as
        | LogRow
        | undefined;
      if (target !== undefined && target.undone === 1) return this.entryOf(target);
    }
    return null;
  }

  /** Puts back the rows the latest change touched, as one transaction, and logs the undo under `hand`. */
  undoLast(at: Date, hand: string | null): LogEntry | null {
    this.refuseIfReadOnly();
    return this.db.transaction(() => {
      const entry = this.lastUndoable();
      if (entry === null) return null;
      const sums = new SumChanges(this.db);
      restoreImages(this.db, entry.images, sums);
      this.markUndone(sums, entry.id, true);
      this.appendLog(sums, { at, command: 'undo', summary: entry.summary, hand }, [], true, entry.id);
      sums.write();
      return { ...logEntryOf(entry), undone: true };
    })();
  }

  /** Writes again the rows the latest undone change wrote, as one transaction, and logs the redo under `hand`. */
  redoLast(at: Date, hand: string | null): LogEntry | null {
    this.refuseIfReadOnly();
    return this.db.transaction(() => {
      const entry = this.nextRedo();
      if (entry === null) return null;
      const sums = new SumChanges(this.db);
      replayImages(this.db, entry.images, sums);
      this.markUndone(sums, entry.id, false);
      this.appendLog(sums, { at, command: 'redo', summary: entry.summary, hand }, [], true, entry.id);
      sums.write();
      return { ...logEntryOf(entry), undone: false };
    })();
  }
  /** A log entry with its row images; images that are not JSON mean the log was damaged by another program. */
  private entryOf(row: LogRow): LogEntry & { images: RowImage[] } {
    let images: RowImage[];
    try {
      images = JSON.parse(row.images) as RowImage[];
    } catch (error) {
      throw this.damaged('log', error);
    }
    return {
      id: row.id,
      at: row.at,
      command: row.command,
      summary: row.summary,
      hand: row.hand,
      undone: row.undone === 1,
      images,
    };
  }
}

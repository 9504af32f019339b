/**
 * The write-ahead log of an open file (src-main/store/write-ahead.ts): turned on by the first
 * committed change, folded back into the file every second and at close, replayed by the next
 * open after a crash. A file only opened, read, or refused a change keeps every byte; a closed
 * file is one self-contained file; a file that is not ours is never folded, whatever its header.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { SCHEMA_VERSION } from '../../src-main/store/schema.ts';
import { FOLD_EVERY_MS } from '../../src-main/store/write-ahead.ts';
import { fileRefusal, refusal } from '../support/refusal.ts';

let folder: string;
let path: string;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-'));
  path = join(folder, 'tournoi.sclassic');
  const service = createService();
  const api = apiOf(service);
  await api.createTournament({ path, name: 'Le journal en avant', date: '2026-12-22' });
  for (let i = 1; i <= 6; i++) await api.addPlayer({ name: `JOUEUR ${i}`, rating: 1500 + i * 10 });
  await api.pairNextRound({});
  service.close();
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(folder, { recursive: true, force: true });
});

/** The header's format bytes: 1 and 1 for the rollback journal, 2 and 2 while the log is on. */
const formatBytes = (file: string) => [...readFileSync(file).subarray(18, 20)];
const beside = () => readdirSync(folder).filter((name) => /-(journal|wal|shm)$/.test(name));

/** A table's result in round 1 of `file`, as a new service opening it reads it. */
async function resultAt(file: string, table: number) {
  const service = createService();
  try {
    const api = apiOf(service);
    await api.openTournament({ path: file });
    return (await api.round({ round: 1 })).matches[table - 1]?.result?.games ?? null;
  } finally {
    service.close();
  }
}

/**
 * The tournament open through a service whose fold timer the test moves, with two results
 * recorded: the first through the rollback journal, the second in the log.
 */
async function openWithTwoResults() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const service = createService();
  const api = apiOf(service);
  await api.openTournament({ path });
  await api.recordResult({ table: 1, games: [[412, 380]] });
  await api.recordResult({ table: 2, games: [[401, 399]] });
  return { service, api };
}

describe('a file opened for writing', () => {
  it('keeps every byte while it is only read, printed or refused a change, and has nothing beside it', async () => {
    const before = readFileSync(path);
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path });
    await api.show({});
    await api.standings({});
    await refusal(api.recordResult({ table: 9, games: [[400, 300]] }));
    expect(beside()).toEqual([]);
    service.close();
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(beside()).toEqual([]);
  });

  it('takes its changes through the log from the first one on, and is one file again once closed', async () => {
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path });
    // The first change goes through the rollback journal, then the log is turned on.
    await api.recordResult({ table: 1, games: [[412, 380]] });
    expect(formatBytes(path)).toEqual([2, 2]);
    await api.recordResult({ table: 2, games: [[401, 399]] });
    // The log's index is kept in memory (locking_mode=EXCLUSIVE): no -shm file.
    expect(beside()).toEqual(['tournoi.sclassic-wal']);
    // Each change reaches the disk before it returns: the log is synced at every commit (FULL).
    const db = service.openFile?.db;
    expect([db?.pragma('journal_mode', { simple: true }), db?.pragma('synchronous', { simple: true })]).toEqual([
      'wal',
      2,
    ]);
    expect(db?.pragma('locking_mode', { simple: true })).toBe('exclusive');
    await api.undo({});
    service.close();

    expect(beside()).toEqual([]);
    expect(formatBytes(path)).toEqual([1, 1]);
    const closed = new Database(path, { readonly: true, fileMustExist: true });
    expect(closed.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(closed.prepare('SELECT count(*) AS n FROM games').get()).toEqual({ n: 1 });
    closed.close();
    expect(await resultAt(path, 1)).toEqual([[412, 380]]);
    expect(await resultAt(path, 2)).toBeNull();
  });

  it('by a short-lived service (the command line), is written through the rollback journal only', async () => {
    const service = createService({ shortLived: true });
    const api = apiOf(service);
    await api.openTournament({ path });
    await api.recordResult({ table: 1, games: [[412, 380]] });
    await api.recordResult({ table: 2, games: [[401, 399]] });
    expect(service.openFile?.db.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(formatBytes(path)).toEqual([1, 1]);
    expect(beside()).not.toContain('tournoi.sclassic-wal');
    service.close();
    expect(beside()).toEqual([]);
    expect(await resultAt(path, 2)).toEqual([[401, 399]]);
  });

  it('folds its log back every second, so a copy of the file alone holds the changes made before', async () => {
    const { service } = await openWithTwoResults();
    const copy = join(folder, 'copie.sclassic');

    // Before the fold, the second change is in the log only: a copy of the file alone misses it.
    copyFileSync(path, copy);
    expect(await resultAt(copy, 1)).toEqual([[412, 380]]);
    expect(await resultAt(copy, 2)).toBeNull();
    rmSync(copy);

    vi.advanceTimersByTime(FOLD_EVERY_MS);
    copyFileSync(path, copy);
    // The copy's header still says it has a log; opening it makes it one file again.
    expect(formatBytes(copy)).toEqual([2, 2]);
    expect(await resultAt(copy, 2)).toEqual([[401, 399]]);
    expect(formatBytes(copy)).toEqual([1, 1]);
    service.close();
  });

  it('after a crash (the file and its log as a kill leaves them), opens with every change and is one file again', async () => {
    const { service, api } = await openWithTwoResults();
    await api.recordResult({ table: 3, games: [[377, 366]] });
    const crashed = join(folder, 'crash.sclassic');
    copyFileSync(path, crashed);
    copyFileSync(`${path}-wal`, `${crashed}-wal`);
    service.close();

    const reopened = createService();
    const again = apiOf(reopened);
    await again.openTournament({ path: crashed });
    const round = await again.round({ round: 1 });
    expect(round.matches.map((m) => m.result?.games)).toEqual([[[412, 380]], [[401, 399]], [[377, 366]]]);
    expect(existsSync(`${crashed}-wal`)).toBe(false);
    expect(formatBytes(crashed)).toEqual([1, 1]);
    reopened.close();
    expect(beside()).toEqual([]);
  });
});

describe('a file whose header says it has a log', () => {
  /** The closed tournament with its header changed as `change` says, and the log's format bytes. */
  function withLogHeader(change: (header: Buffer) => void): Buffer {
    const bytes = readFileSync(path);
    bytes[18] = 2;
    bytes[19] = 2;
    change(bytes);
    writeFileSync(path, bytes);
    return bytes;
  }

  /** Where the players' page starts in the file. */
  function playersPage(): { start: number } {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    const { root } = db.prepare("SELECT rootpage AS root FROM sqlite_schema WHERE name = 'players'").get() as {
      root: number;
    };
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    return { start: (root - 1) * pageSize };
  }

  it.each([
    // The players' page spoiled by another program: its header no longer says what page it is.
    ['its pages', 'corrupt', (bytes: Buffer, start: number) => bytes.fill(0xff, start, start + 8)],
    // A name changed by another program, the page still sound: only the content's sums tell.
    [
      'its content',
      'damaged',
      (bytes: Buffer, start: number) => {
        const at = bytes.indexOf('JOUEUR 3', start, 'latin1');
        bytes.write('JOUEUR 9', at, 'latin1');
      },
    ],
  ])('of ours but damaged in %s: refused, not a byte changed, nothing written beside it', async (_, reason, spoil) => {
    const { start } = playersPage();
    const before = withLogHeader((bytes) => spoil(bytes, start));
    const service = createService();
    // Said of the file, not of the temporary copy its log was folded back in.
    await expect(apiOf(service).openTournament({ path })).rejects.toMatchObject({
      ...fileRefusal(reason),
      message: expect.stringContaining(`Le fichier « ${path} » est endommagé`),
    });
    service.close();
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(beside()).toEqual([]);
  });

  it.each([
    ['of another application', 'other-application', (h: Buffer) => h.writeUInt32BE(0x12345678, 68)],
    ['of a newer version', 'newer-version', (h: Buffer) => h.writeUInt32BE(SCHEMA_VERSION + 1, 60)],
  ])('%s is refused, not a byte changed, nothing written beside it', async (_, reason, change) => {
    const before = withLogHeader(change);
    const service = createService();
    await expect(apiOf(service).openTournament({ path })).rejects.toMatchObject(fileRefusal(reason));
    service.close();
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(beside()).toEqual([]);
  });
});

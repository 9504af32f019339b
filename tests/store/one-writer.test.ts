/**
 * One writer per file: while a process (or a window of this one) holds a tournament open, any
 * other open is refused at once with the "déjà ouvert dans une autre fenêtre" message and changes
 * nothing; once the holder is gone (closed, or killed), the file opens again. A closed file is one
 * self-contained file, with no `-journal` or `-wal` beside it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { V1_FIXTURE } from '../../scripts/make-v1-fixture.ts';
import type { Refused } from '../../src-main/contract/refusals.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { writeDocument } from '../../src-main/store/safe-files.ts';
import { StoreError } from '../../src-main/store/store-error.ts';
import { backupFolder } from '../../src-main/store/tournament-file.ts';
import { fileRefusal } from '../support/refusal.ts';
import { storeErrorFr } from '../support/store-words.ts';
import { sclassicAsUnprivileged } from '../support/unprivileged.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HOLDER = fileURLToPath(new URL('./holder-child.ts', import.meta.url));
const ALREADY_OPEN = 'déjà ouvert dans une autre fenêtre';

let folder: string;
let path: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-'));
  path = join(folder, 'tournoi.sclassic');
  const service = createService();
  const api = apiOf(service);
  await api.createTournament({ path, name: 'Un seul rédacteur', date: '2026-12-22' });
  for (let i = 1; i <= 6; i++) await api.addPlayer({ name: `JOUEUR ${i}`, rating: 1500 + i * 10 });
  await api.pairNextRound({});
  service.close();
});

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  rmSync(folder, { recursive: true, force: true });
});

const env = () => ({ ...process.env, NODE_COMPILE_CACHE: join(folder, 'compile-cache') });

function sclassic(args: string[]) {
  return spawnSync(process.execPath, [join(root, 'bin/sclassic.js'), ...args], { encoding: 'utf8', env: env() });
}

/** Another process holding the file open through the service, until its stdin closes or it is killed. */
async function startHolder(file: string): Promise<{ child: ChildProcess; exited: Promise<void>; lines: string[] }> {
  const child = spawn(process.execPath, [HOLDER, file], { stdio: ['pipe', 'pipe', 'pipe'], env: env() });
  children.push(child);
  const lines: string[] = [];
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter((l) => l !== ''));
      if (lines.some((l) => l.startsWith('ready'))) resolve();
    });
    child.on('close', (code) => reject(new Error(`the holder exited (${code}) before it was ready: ${stderr}`)));
  });
  return { child, exited, lines };
}

/** The file's bytes, its modification time, and what lies next to it. */
function snapshot(file: string) {
  return {
    bytes: readFileSync(file).toString('base64'),
    mtime: statSync(file).mtimeMs,
    beside: readdirSync(folder)
      .filter((name) => name !== 'compile-cache')
      .sort(),
  };
}

const sideFiles = (dir: string) => readdirSync(dir).filter((name) => /-(journal|wal|shm)$/.test(name));

describe('a file another process holds open', () => {
  it('is refused at once through the API, with the "already open" message, and nothing changes', async () => {
    const holder = await startHolder(path);
    expect(holder.lines).toEqual(['ready 6']);
    const before = snapshot(path);
    const service = createService();
    const api = apiOf(service);
    const started = performance.now();
    const refusal = (await api.openTournament({ path }).catch((e: unknown) => e)) as Refused;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refusal.refusal).toMatchObject({ code: 'file-refused', params: { problem: { reason: 'locked' } } });
    expect(refusal.message).toBe(storeErrorFr(new StoreError('locked', { path })));
    expect(refusal.message).toContain(ALREADY_OPEN);
    expect(snapshot(path)).toEqual(before);
    // Asking again changes nothing either.
    await expect(api.openTournament({ path })).rejects.toMatchObject(fileRefusal('locked'));
    await expect(api.listPlayers({})).rejects.toMatchObject({ code: 'no-tournament' });
    expect(snapshot(path)).toEqual(before);
    holder.child.stdin?.end();
    await holder.exited;
  });

  // Several `sclassic` processes against a holder: a few seconds, more on a busy machine.
  it('is refused by the sclassic command, reading or writing, with one line on stderr', {
    timeout: 60_000,
  }, async () => {
    const holder = await startHolder(path);
    const before = snapshot(path);
    for (const args of [
      ['show', path],
      ['players', 'add', path, '--name', 'NOUVEAU Joueur', '--rating', '1500'],
      ['result', path, '--table', '1', '412-380'],
      ['undo', path],
    ]) {
      const run = sclassic(args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`sclassic : ${storeErrorFr(new StoreError('locked', { path }))}\n`);
      expect(snapshot(path)).toEqual(before);
    }
    holder.child.stdin?.end();
    await holder.exited;
  });

  it('opens again once the holder has closed it, and nothing is left beside it', async () => {
    const holder = await startHolder(path);
    holder.child.stdin?.end();
    await holder.exited;
    expect(holder.lines).toEqual(['ready 6', 'closed']);
    expect(sideFiles(folder)).toEqual([]);
    const service = createService();
    const api = apiOf(service);
    expect((await api.openTournament({ path })).players).toBe(6);
    service.close();
  });

  it('opens again after the holder was killed with SIGKILL, and can be written', async () => {
    const holder = await startHolder(path);
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(holder.child.signalCode).toBe('SIGKILL');
    const service = createService();
    const api = apiOf(service);
    expect((await api.openTournament({ path })).players).toBe(6);
    await api.recordResult({ table: 1, games: [[412, 380]] });
    service.close();
    const run = sclassic(['round', path, '--json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).entered).toBe(1);
    expect(sideFiles(folder)).toEqual([]);
  });

  it('held by a window that has written (its journal kept between writes), is still refused to the command', async () => {
    // In locking_mode=EXCLUSIVE the journal stays between transactions; the lock stays too.
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path });
    await api.recordResult({ table: 1, games: [[412, 380]] });
    const run = sclassic(['show', path]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(ALREADY_OPEN);
    await api.recordResult({ table: 2, games: [[300, 350]] });
    service.close();
    const after = sclassic(['round', path, '--json']);
    expect(JSON.parse(after.stdout).entered).toBe(2);
  });
});

describe('a file another window of the same process holds open', () => {
  it('is refused, and opens once the first window closes it', async () => {
    const first = createService();
    const second = createService();
    const firstApi = apiOf(first);
    const secondApi = apiOf(second);
    await firstApi.openTournament({ path });
    const before = snapshot(path);
    await expect(secondApi.openTournament({ path })).rejects.toMatchObject({
      ...fileRefusal('locked'),
      message: expect.stringContaining(ALREADY_OPEN),
    });
    expect(snapshot(path)).toEqual(before);
    // The first window is not disturbed by the refused attempt.
    await firstApi.addPlayer({ name: 'TARDIF Léon', rating: 1450 });
    first.close();
    expect((await secondApi.openTournament({ path })).players).toBe(7);
    second.close();
  });
});

describe('a held file stays held (on Linux and macOS, closing any descriptor of a file unlocks it)', () => {
  /** What `sclassic show` answers of a file another process holds. */
  const lockedAnswer = (file: string) => ({
    status: 1,
    stderr: `sclassic : ${storeErrorFr(new StoreError('locked', { path: file }))}\n`,
  });
  const refusedToAnotherProcess = (file: string) => expect(sclassic(['show', file])).toMatchObject(lockedAnswer(file));

  /** `file` held by a service of this process, two players added: the second in the write-ahead log. */
  async function heldWithItsLog(file: string): Promise<Service> {
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path: file });
    await api.addPlayer({ name: 'TARDIF Léon', rating: 1450 });
    await api.addPlayer({ name: 'PREMIER Noé', rating: 1500 });
    return service;
  }

  it('after another window of the process tried to open it: another process is still refused', async () => {
    const first = await heldWithItsLog(path);
    const second = createService();
    await expect(apiOf(second).openTournament({ path })).rejects.toMatchObject(fileRefusal('locked'));
    refusedToAnotherProcess(path);
    first.close();
    second.close();
  });

  it('after a document was aimed at it: the document refused, another process still refused', async () => {
    // A tournament under another name than .sclassic's: only its content says what it is.
    const other = join(folder, 'tournoi.bak');
    copyFileSync(path, other);
    const service = await heldWithItsLog(other);
    expect(() => writeDocument(other, '%PDF-1.7')).toThrow(expect.objectContaining({ code: 'sclassic-file' }));
    refusedToAnotherProcess(other);
    service.close();
    const reopened = createService();
    expect((await apiOf(reopened).openTournament({ path: other })).players).toBe(8);
    reopened.close();
  });

  it('after it was migrated as it opened: another process is refused', async () => {
    const older = join(folder, 'ancien.sclassic');
    copyFileSync(V1_FIXTURE, older);
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path: older });
    expect(readdirSync(backupFolder(older))).toHaveLength(1);
    await api.updateSettings({ place: 'Moulins' });
    refusedToAnotherProcess(older);
    service.close();
  });

  it('with its log on, refused to a process that may only read it', async () => {
    const service = await heldWithItsLog(path);
    chmodSync(folder, 0o755);
    chmodSync(path, 0o644);
    const home = mkdtempSync(join(tmpdir(), 'sclassic-lecteur-'));
    chmodSync(home, 0o777);
    try {
      expect(sclassicAsUnprivileged(['show', path], home)).toMatchObject(lockedAnswer(path));
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
    service.close();
  });
});

describe('the file a window holds open, opened again in that window', () => {
  it('stays open as it is (chosen again among the recent files): not refused as held elsewhere', async () => {
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path });
    await api.addPlayer({ name: 'TARDIF Léon', rating: 1450 });
    expect((await api.openTournament({ path: join(folder, '.', 'tournoi.sclassic') })).players).toBe(7);
    await api.addPlayer({ name: 'PREMIER Noé', rating: 1500 });
    service.close();
  });
});

describe('a closed file', () => {
  it('has no -journal or -wal beside it, after writes through the API', async () => {
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path });
    for (let table = 1; table <= 2; table++) await api.recordResult({ table, games: [[400, 300 + table]] });
    await api.undo({});
    await api.recordResult({ table: 2, games: [[400, 302]] });
    await api.recordResult({ table: 3, games: [[400, 303]] });
    service.close();
    expect(sideFiles(folder)).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(['tournoi - sauvegardes', 'tournoi.sclassic']);
    expect(sideFiles(backupFolder(path))).toEqual([]);
    // The file alone is the whole tournament.
    const db = new Database(path, { readonly: true, fileMustExist: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(db.prepare('SELECT count(*) AS n FROM games').get()).toEqual({ n: 3 });
    db.close();
  });

  // One `sclassic` process per command: a few seconds, more on a busy machine.
  it('has no -journal or -wal beside it, after each sclassic command', { timeout: 60_000 }, () => {
    const other = join(folder, 'cli.sclassic');
    const commands = [
      ['new', other, '--name', 'Par la ligne de commande', '--date', '2026-12-22'],
      ['players', 'add', other, '--name', 'BERTIN Ana', '--rating', '1720'],
      ['players', 'add', other, '--name', 'DUPONT Luc', '--rating', '1500'],
      ['pair', other],
      ['result', other, '--table', '1', '412-380'],
      ['show', other],
      ['undo', other],
    ];
    for (const args of commands) {
      const run = sclassic(args);
      expect(run.stderr, args.join(' ')).toBe('');
      expect(run.status).toBe(0);
      expect(sideFiles(folder), args.join(' ')).toEqual([]);
      expect(readdirSync(folder).filter((name) => name.includes('.creating-'))).toEqual([]);
    }
    expect(existsSync(other)).toBe(true);
  });
});

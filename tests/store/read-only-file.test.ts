/**
 * A file Sclassic may not write — write-protected, or in a folder where nothing can be written —
 * is opened to be read: shown, printed, copied, and every change refused, saying why and what to
 * do. An older file (version 1 here) is brought up to date in memory only: the file keeps its
 * bytes, and no backup is taken however many times it is opened; its saved copy is of this
 * version. The same for a file of this version.
 *
 * The service and the command run as a user whom permissions stop (tests/support/unprivileged.ts).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1_FIXTURE, V1_PLAYERS, V1_TOURNAMENT } from '../../scripts/make-v1-fixture.ts';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import type { Refusal } from '../../src-main/contract/refusals.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { SCHEMA_VERSION } from '../../src-main/store/schema.ts';
import { nodeAsUnprivileged, sclassicAsUnprivileged } from '../support/unprivileged.ts';

const CHILD = fileURLToPath(new URL('./service-child.ts', import.meta.url));
let folder: string;
/** A file of this version: the version-1 fixture opened once by this version, its backup put away. */
let current: Buffer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-lecture-'));
  chmodSync(folder, 0o777);
  const dir = mkdtempSync(join(folder, 'actuel-'));
  const path = join(dir, 'vichy.sclassic');
  copyFileSync(V1_FIXTURE, path);
  const service = createService();
  await apiOf(service).openTournament({ path });
  service.close();
  current = readFileSync(path);
});
afterAll(() => {
  spawnSync('chmod', ['-R', 'u+rwX', folder]);
  rmSync(folder, { recursive: true, force: true });
});

interface Case {
  kind: string;
  bytes: () => Buffer;
  version: number;
  /** What is write-protected: the file, or its folder. */
  cause: 'file' | 'folder';
}

const CASES: Case[] = [
  { kind: 'a version-1 file, write-protected', bytes: () => readFileSync(V1_FIXTURE), version: 1, cause: 'file' },
  { kind: 'a file of this version, write-protected', bytes: () => current, version: SCHEMA_VERSION, cause: 'file' },
  {
    kind: 'a version-1 file in a read-only folder',
    bytes: () => readFileSync(V1_FIXTURE),
    version: 1,
    cause: 'folder',
  },
  // A copy taken while the file was open says it has a write-ahead log (write-ahead.ts): it is
  // folded back in a temporary copy, never beside the file.
  {
    kind: 'a copy of an open file, write-protected',
    bytes: () => withLogHeader(current),
    version: SCHEMA_VERSION,
    cause: 'file',
  },
  {
    kind: 'a copy of an open file, in a read-only folder',
    bytes: () => withLogHeader(current),
    version: SCHEMA_VERSION,
    cause: 'folder',
  },
];

/** The file's bytes with the header's format bytes of a file whose write-ahead log is on. */
function withLogHeader(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy[18] = 2;
  copy[19] = 2;
  return copy;
}

/** The file, protected as the case says, alone in a folder of its own; the folder for copies beside it. */
function protectedFile(c: Case): { path: string; out: string } {
  const dir = mkdtempSync(join(folder, 'cas-'));
  const out = mkdtempSync(join(folder, 'copies-'));
  chmodSync(out, 0o777);
  const path = join(dir, 'vichy.sclassic');
  writeFileSync(path, c.bytes());
  chmodSync(path, c.cause === 'file' ? 0o444 : 0o666);
  chmodSync(dir, c.cause === 'folder' ? 0o555 : 0o777);
  return { path, out };
}

type Answer = { result: unknown } | { refusal: Refusal };

/** The commands, on one service run by a user whom permissions stop, as the desktop app's window runs them. */
function asDirector(commands: Array<[string, unknown]>): Answer[] {
  const run = nodeAsUnprivileged(CHILD, [], folder, JSON.stringify(commands));
  if (run.status !== 0) throw new Error(`the service stopped: ${run.stderr}`);
  return JSON.parse(run.stdout) as Answer[];
}

const refusalOf = (answer: Answer | undefined): Refusal => {
  if (answer === undefined || !('refusal' in answer)) throw new Error(`accepted: ${JSON.stringify(answer)}`);
  return answer.refusal;
};

describe('a file Sclassic may not write', () => {
  it.each(CASES)('$kind: shown, printed and copied; every change refused; the file untouched', (c) => {
    const { path, out } = protectedFile(c);
    const before = readFileSync(path);
    const copy = join(out, 'copie.sclassic');
    const answers = asDirector([
      ['openTournament', { path }],
      ['show', {}],
      ['listPlayers', {}],
      ['standings', {}],
      ['printDocument', { document: 'standings' }],
      ['saveCopy', { path: copy }],
      ['recordResult', { table: 4, games: [[400, 300]] }],
      ['addPlayer', { name: 'TARDIF Léon', rating: 1500 }],
      ['updateSettings', { place: 'Moulins' }],
      ['undo', {}],
      ['redo', {}],
      ['undoState', {}],
      // Each try opens it again: still no backup, still not migrated.
      ['openTournament', { path }],
      ['show', {}],
    ]);
    const [opened, show, players, standings, printed, saved, ...rest] = answers;
    expect(opened).toMatchObject({ result: { name: V1_TOURNAMENT.name, players: 10, roundsPaired: 1 } });
    expect(show).toMatchObject({ result: { name: V1_TOURNAMENT.name } });
    expect((players as { result: Array<{ name: string }> }).result.map((p) => p.name)).toEqual(
      V1_PLAYERS.map((p) => p.name),
    );
    expect(standings).toMatchObject({ result: { rows: expect.any(Array) } });
    expect(JSON.stringify(printed)).toContain('"head":"%PDF-"');
    expect(saved).toMatchObject({ result: { path: copy } });

    // Every change refused, the same words each time: why, and what to do.
    const problem = {
      reason: 'opened-read-only',
      cause: c.cause,
      ...(c.version < SCHEMA_VERSION ? { olderVersion: c.version } : {}),
    };
    for (const change of rest.slice(0, 5)) {
      expect(refusalOf(change)).toEqual({ code: 'file-refused', params: { path, problem }, field: null });
    }
    const words = refusalMessage(refusalOf(rest[0]));
    const older =
      c.version < SCHEMA_VERSION
        ? " Il vient d'une version antérieure de Sclassic (format 1) : il est affiché tel quel, sans être mis à jour ; la copie le sera."
        : '';
    expect(words).toBe(
      c.cause === 'file'
        ? `Ce fichier est en lecture seule (« ${path} ») : Sclassic l'a ouvert pour le consulter, rien n'a été enregistré.${older} Pour le modifier, enregistrez-en une copie et ouvrez la copie, ou retirez sa protection en écriture (ses propriétés) puis rouvrez-le.`
        : `Le dossier de ce fichier est en lecture seule (« ${path} ») : Sclassic l'a ouvert pour le consulter, rien n'a été enregistré.${older} Pour le modifier, enregistrez-en une copie dans un dossier où vous pouvez écrire et ouvrez la copie.`,
    );
    expect(refusalMessage(refusalOf(rest[0]), 'en')).toMatch(
      c.cause === 'file'
        ? /^This file is read-only \(“.*”\): Sclassic opened it/
        : /^The folder of this file is read-only/,
    );
    expect(rest[5]).toMatchObject({ result: { undo: { command: 'record-result' } } });
    expect(rest.slice(6)).toMatchObject([{ result: { players: 10 } }, { result: { name: V1_TOURNAMENT.name } }]);

    // The file as it was, alone in its folder: no backup, no journal.
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(join(path, '..'))).toEqual(['vichy.sclassic']);

    // The copy is a tournament of this version, which can be changed.
    const copied = new Database(copy, { readonly: true });
    expect(copied.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    copied.close();
    expect(readdirSync(out)).toEqual(['copie.sclassic']);
  });

  it.each(CASES)('$kind: the copy opens and takes the change the file refused', async (c) => {
    const { path, out } = protectedFile(c);
    const copy = join(out, 'copie.sclassic');
    asDirector([
      ['openTournament', { path }],
      ['saveCopy', { path: copy }],
    ]);
    const service = createService();
    const api = apiOf(service);
    try {
      await api.openTournament({ path: copy });
      await api.recordResult({ table: 4, games: [[400, 300]] });
      expect((await api.round({})).matches.find((m) => m.table === 4)?.recorded).toMatchObject({
        games: [[400, 300]],
      });
    } finally {
      service.close();
    }
    expect(readdirSync(out)).toEqual(['copie.sclassic']);
  });

  it('a file left with its log by a crash, then write-protected: shown with every change, neither touched', async () => {
    const dir = mkdtempSync(join(folder, 'journal-'));
    chmodSync(dir, 0o777);
    const path = join(dir, 'vichy.sclassic');
    writeFileSync(path, current);
    const service = createService();
    const api = apiOf(service);
    await api.openTournament({ path });
    const table = (await api.round({})).matches.find((m) => m.result === null)?.table ?? 0;
    await api.updateSettings({ place: 'Moulins' }); // the first change turns the log on
    await api.recordResult({ table, games: [[400, 300]] });
    const crashed = join(dir, 'crash.sclassic');
    for (const suffix of ['', '-wal']) {
      copyFileSync(`${path}${suffix}`, `${crashed}${suffix}`);
      chmodSync(`${crashed}${suffix}`, 0o444);
    }
    service.close();
    const before = [readFileSync(crashed), readFileSync(`${crashed}-wal`)];

    const [opened, round] = asDirector([
      ['openTournament', { path: crashed }],
      ['round', {}],
    ]);
    expect(opened).toMatchObject({ result: { name: V1_TOURNAMENT.name } });
    expect((round as { result: { matches: Array<{ table: number; result: unknown }> } }).result.matches).toContainEqual(
      expect.objectContaining({ table, result: expect.objectContaining({ games: [[400, 300]] }) }),
    );
    expect(readFileSync(crashed).equals(before[0] as Buffer)).toBe(true);
    expect(readFileSync(`${crashed}-wal`).equals(before[1] as Buffer)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['crash.sclassic', 'crash.sclassic-wal', 'vichy.sclassic']);
  });

  // Several `sclassic` processes started as another user: a few seconds, more on a busy machine.
  it('at the command line: show, print and copy work; a change is refused in French, the file untouched', {
    timeout: 60_000,
  }, () => {
    const { path, out } = protectedFile(CASES[0] as Case);
    const before = readFileSync(path);
    expect(sclassicAsUnprivileged(['show', path], folder)).toMatchObject({ status: 0, stderr: '' });
    const pdf = join(out, 'classement.pdf');
    expect(sclassicAsUnprivileged(['print', path, 'standings', '-o', pdf], folder)).toMatchObject({ status: 0 });
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(sclassicAsUnprivileged(['copy', path, join(out, 'copie.sclassic')], folder)).toMatchObject({ status: 0 });
    const refused = sclassicAsUnprivileged(['result', path, '--table', '4', '400-300'], folder);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `sclassic : Ce fichier est en lecture seule (« ${path} ») : Sclassic l'a ouvert pour le consulter, rien n'a été enregistré. Il vient d'une version antérieure de Sclassic (format 1) : il est affiché tel quel, sans être mis à jour ; la copie le sera. Pour le modifier, enregistrez-en une copie et ouvrez la copie, ou retirez sa protection en écriture (ses propriétés) puis rouvrez-le.\n`,
    );
    expect(sclassicAsUnprivileged(['undo', path], folder).status).toBe(1);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(join(path, '..'))).toEqual(['vichy.sclassic']);
    expect(readdirSync(out).sort()).toEqual(['classement.pdf', 'copie.sclassic']);
  });
});

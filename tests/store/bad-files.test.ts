/**
 * Files that are not a tournament Sclassic can open: each kind is refused with its own French
 * message, through the API and through the `sclassic` command, and not one byte of it changes
 * (nor anything next to it).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Refused } from '../../src-main/contract/refusals.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { SCHEMA_VERSION } from '../../src-main/store/schema.ts';
import { StoreError, type StoreErrorCode } from '../../src-main/store/store-error.ts';
import { runCli } from '../support/cli.ts';
import { seededRandom } from '../support/random.ts';
import { fileRefusal } from '../support/refusal.ts';
import { storeErrorFr } from '../support/store-words.ts';

const clock = () => new Date('2026-12-22T09:00:00Z');

let folder: string;
/** A real tournament: 12 players, round 1 paired and complete. */
let real: Buffer;

interface BadFile {
  kind: string;
  code: StoreErrorCode;
  /** Makes the bad file (or folder) in `dir`; returns its path. */
  make(dir: string): string;
  /** The numbers the refusal's words give, for that path. */
  params?: (path: string) => Record<string, string | number>;
}

/** Which bytes of a tournament file to damage: the middle of the fullest page of the change log. */
function damagedCopy(file: Buffer, dir: string): Buffer {
  const probe = join(dir, 'probe.sclassic');
  writeFileSync(probe, file);
  const db = new Database(probe, { readonly: true });
  const { pageno } = db
    .prepare("SELECT pageno FROM dbstat WHERE name = 'change_log' AND pagetype = 'leaf' ORDER BY ncell DESC LIMIT 1")
    .get() as { pageno: number };
  db.close();
  rmSync(probe);
  const pageSize = file.readUInt16BE(16);
  const middle = (pageno - 1) * pageSize + pageSize / 2;
  const damaged = Buffer.from(file);
  damaged.fill(0xff, middle - 256, middle + 256);
  return damaged;
}

const BAD_FILES: BadFile[] = [
  {
    kind: 'an empty file',
    code: 'empty',
    make: (dir) => {
      writeFileSync(join(dir, 'vide.sclassic'), '');
      return join(dir, 'vide.sclassic');
    },
  },
  {
    kind: 'random bytes',
    code: 'not-sqlite',
    make: (dir) => {
      const random = seededRandom(7);
      const bytes = Buffer.from(Array.from({ length: 8192 }, () => random.int(0, 255)));
      writeFileSync(join(dir, 'bruit.sclassic'), bytes);
      return join(dir, 'bruit.sclassic');
    },
  },
  {
    kind: 'a tournament file cut in half',
    code: 'truncated',
    make: (dir) => {
      writeFileSync(join(dir, 'coupé.sclassic'), real.subarray(0, Math.floor(real.length / 2) + 123));
      return join(dir, 'coupé.sclassic');
    },
    params: () => ({ expected: real.length, actual: Math.floor(real.length / 2) + 123 }),
  },
  {
    kind: 'a tournament file cut inside its header',
    code: 'truncated',
    make: (dir) => {
      writeFileSync(join(dir, 'en-tête.sclassic'), real.subarray(0, 60));
      return join(dir, 'en-tête.sclassic');
    },
    params: () => ({ expected: 100, actual: 60 }),
  },
  {
    kind: "another application's SQLite database",
    code: 'other-application',
    make: (dir) => {
      const path = join(dir, 'compta.sclassic');
      const db = new Database(path);
      db.exec(
        'CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL); INSERT INTO invoices (amount) VALUES (12.5);',
      );
      db.close();
      return path;
    },
  },
  {
    kind: 'a folder',
    code: 'not-a-file',
    make: (dir) => {
      mkdirSync(join(dir, 'dossier.sclassic'));
      writeFileSync(join(dir, 'dossier.sclassic', 'dedans.txt'), 'rien');
      return join(dir, 'dossier.sclassic');
    },
  },
  {
    kind: 'a missing file',
    code: 'missing',
    make: (dir) => join(dir, 'absent.sclassic'),
  },
  {
    kind: 'a tournament file with a damaged page',
    code: 'damaged',
    make: (dir) => {
      writeFileSync(join(dir, 'abîmé.sclassic'), damagedCopy(real, dir));
      return join(dir, 'abîmé.sclassic');
    },
  },
  {
    kind: 'a tournament file from a newer version',
    code: 'newer-version',
    make: (dir) => {
      const path = join(dir, 'futur.sclassic');
      writeFileSync(path, real);
      const db = new Database(path);
      db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
      db.close();
      return path;
    },
    params: () => ({ version: SCHEMA_VERSION + 1, supported: SCHEMA_VERSION }),
  },
];

/** Everything about a path and its folder that a refusal must leave as it was. */
function snapshot(path: string): unknown {
  const dir = join(path, '..');
  const listing = readdirSync(dir).sort();
  if (!existsSync(path)) return { listing, missing: true };
  if (statSync(path).isDirectory()) return { listing, inside: readdirSync(path).sort() };
  return { listing, bytes: readFileSync(path).toString('base64'), mtime: statSync(path).mtimeMs };
}

/** The message the refusal gives: the store's French text for that code and path. */
function expectedMessage(bad: BadFile, path: string): string {
  if (bad.code === 'damaged') {
    // The part SQLite finds damaged, said in French; no backup beside these files.
    return `Le fichier « ${path} » est endommagé : une partie de l'historique des modifications est illisible (le disque, ou une copie interrompue, l'a abîmé). Rien n'a été modifié. Aucune sauvegarde n'a été trouvée à côté du fichier : ouvrez une copie du tournoi si vous en avez une.`;
  }
  return storeErrorFr(new StoreError(bad.code, { path, ...(bad.params?.(path) ?? {}) }));
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-'));
  const path = join(folder, 'real', 'tournoi.sclassic');
  mkdirSync(join(folder, 'real'));
  const service = createService({ clock: clock });
  const api = apiOf(service);
  await api.createTournament({ path, name: 'Tournoi de référence', date: '2026-12-22' });
  for (let i = 1; i <= 12; i++) await api.addPlayer({ name: `JOUEUR ${i}`, rating: 1400 + i * 25 });
  await api.pairNextRound({});
  for (let table = 1; table <= 6; table++) await api.recordResult({ table, games: [[380 + table, 350]] });
  service.close();
  real = readFileSync(path);
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('a bad file, opened through the API', () => {
  it.each(BAD_FILES)('$kind is refused ($code), unchanged', async (bad) => {
    const dir = mkdtempSync(join(folder, 'api-'));
    const path = bad.make(dir);
    const before = snapshot(path);
    const service = createService({ clock: clock });
    const api = apiOf(service);
    const refusal = await api.openTournament({ path }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(Refused);
    expect((refusal as Refused).refusal).toMatchObject({
      code: 'file-refused',
      params: { problem: { reason: bad.code } },
    });
    expect((refusal as Refused).message).toBe(expectedMessage(bad, path));
    expect(snapshot(path)).toEqual(before);
    // Nothing is open after the refusal.
    await expect(api.listPlayers({})).rejects.toMatchObject({ code: 'no-tournament' });
  });

  it('after a refused open, show says that no tournament is open (a refusal, not a TypeError)', async () => {
    // show() once read the open file's path before checking that a tournament was open.
    const service = createService({ clock: clock });
    const api = apiOf(service);
    await expect(api.openTournament({ path: join(folder, 'absent.sclassic') })).rejects.toMatchObject(
      fileRefusal('missing'),
    );
    await expect(api.show({})).rejects.toMatchObject({ code: 'no-tournament' });
  });

  it('the damaged file is one SQLite itself finds damaged, with an intact header', () => {
    const dir = mkdtempSync(join(folder, 'premise-'));
    const path = BAD_FILES.find((b) => b.code === 'damaged')?.make(dir) as string;
    expect(readFileSync(path).subarray(0, 100).equals(real.subarray(0, 100))).toBe(true);
    const db = new Database(path, { readonly: true });
    expect(db.pragma('quick_check', { simple: true })).not.toBe('ok');
    db.close();
  });

  it('each kind has its own message', async () => {
    const messages = new Map<string, string>();
    for (const bad of BAD_FILES) {
      const dir = mkdtempSync(join(folder, 'own-'));
      const path = bad.make(dir);
      const service = createService({ clock: clock });
      const error = (await apiOf(service)
        .openTournament({ path })
        .catch((e: unknown) => e)) as Refused;
      messages.set(bad.kind, error.message.replace(path, 'FICHIER').replace(/\(.*\)/s, '(…)'));
    }
    // The two truncated files share their message (with their own numbers); every other kind has its own.
    expect(new Set(messages.values()).size).toBe(BAD_FILES.length - 1);
  });

  it('a refused file leaves the tournament already open as it was', async () => {
    const dir = mkdtempSync(join(folder, 'keep-'));
    const good = join(dir, 'bon.sclassic');
    writeFileSync(good, real);
    const service = createService({ clock: clock });
    const api = apiOf(service);
    await api.openTournament({ path: good });
    for (const bad of BAD_FILES) {
      await expect(api.openTournament({ path: bad.make(mkdtempSync(join(dir, 'bad-'))) })).rejects.toMatchObject(
        fileRefusal(bad.code),
      );
    }
    expect((await api.show({})).path).toBe(good);
    expect((await api.listPlayers({})).length).toBe(12);
    service.close();
  });
});

describe('a bad file, opened by the sclassic command', () => {
  it.each(BAD_FILES)('$kind: one line on stderr, exit code 1, unchanged', async (bad) => {
    const dir = mkdtempSync(join(folder, 'cli-'));
    const path = bad.make(dir);
    const before = snapshot(path);
    const run = await runCli(['show', path]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.endsWith('\n')).toBe(true);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    // No stack trace, no internal error.
    expect(run.stderr).not.toMatch(/ at .*:\d+:\d+|node:internal|Error|SQLITE_|erreur interne/);
    expect(run.stderr.trimEnd()).toBe(`sclassic : ${expectedMessage(bad, path)}`);
    expect(snapshot(path)).toEqual(before);
  });

  it('the real file it was made from opens (the command works)', async () => {
    const dir = mkdtempSync(join(folder, 'cli-ok-'));
    const path = join(dir, 'bon.sclassic');
    copyFileSync(join(folder, 'real', 'tournoi.sclassic'), path);
    const run = await runCli(['show', path]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Tournoi de référence');
  });
});

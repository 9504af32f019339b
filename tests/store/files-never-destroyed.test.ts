/**
 * Files are never destroyed: a document written with `-o` never replaces a tournament, its
 * backups or the directory; a creation or a copy never replaces a file that appeared under its
 * name meanwhile (two `new` on one path: the second is refused); a pipe or a device named as a
 * tournament, a players file or the directory is refused at once instead of blocking forever.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRulesetInput } from '../../src-main/service/adapters/settings-in-force.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { writeDocument } from '../../src-main/store/safe-files.ts';
import {
  closeTournamentFile,
  createTournamentFile,
  openTournamentFile,
  saveCopy,
} from '../../src-main/store/tournament-file.ts';
import { TournamentStore } from '../../src-main/store/tournament-store.ts';
import { runCli, spawnCli } from '../support/cli.ts';
import { fileRefusal } from '../support/refusal.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const clock = () => new Date('2026-12-22T09:00:00Z');
let folder: string;
/** A tournament of 4 players, round 1 complete (so its round backup exists). */
let tournament: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-never-destroyed-'));
  tournament = join(folder, 'open.sclassic');
  const service = createService({ clock });
  const api = apiOf(service);
  await api.createTournament({ path: tournament, name: 'Open de Huy', date: '2026-12-22' });
  await api.importPlayers({ players: [1, 2, 3, 4].map((i) => ({ name: `JOUEUR ${i}`, rating: 1500 + i })) });
  await api.pairNextRound({});
  await api.recordResult({ table: 1, games: [[400, 300]] });
  await api.recordResult({ table: 2, games: [[380, 390]] });
  service.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fresh = (name: string) => join(mkdtempSync(join(folder, 'cas-')), name);

describe('a document written with -o', () => {
  const backup = () => {
    const backups = join(folder, 'open - sauvegardes');
    return join(backups, readdirSync(backups)[0] as string);
  };
  const targets: Array<[string, () => string]> = [
    ['the tournament itself', () => tournament],
    ['its round backup', backup],
    [
      'a tournament renamed without .sclassic',
      () => {
        const renamed = fresh('open.bak');
        writeFileSync(renamed, readFileSync(tournament));
        return renamed;
      },
    ],
    [
      'the directory of players',
      () => {
        const data = mkdtempSync(join(folder, 'données-'));
        spawnSync(process.execPath, [join(root, 'bin/sclassic.js'), 'directory', 'info'], {
          env: { ...process.env, SCLASSIC_DATA_DIR: data },
        });
        return join(data, 'directory.sqlite');
      },
    ],
    ['a name in .sclassic', () => fresh('nouveau.sclassic')],
  ];

  it.each(targets)('never replaces %s (print and export, exit 1, not a byte changed)', async (_, target) => {
    const path = target();
    const before = existsSync(path) ? readFileSync(path) : null;
    for (const args of [
      ['print', tournament, 'standings', '-o', path],
      ['export', tournament, '--json', '-o', path],
    ]) {
      const run = await runCli(args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('un document ne le remplace jamais');
      expect(existsSync(path) ? readFileSync(path) : null).toEqual(before);
    }
    // Nothing left beside it either.
    expect(readdirSync(join(path, '..')).filter((f) => f.includes('.partial-'))).toEqual([]);
  });

  it('replaces an earlier document of that name, whole, leaving no temporary file behind', async () => {
    const pdf = fresh('classement.pdf');
    writeFileSync(pdf, 'ancien classement');
    const run = await runCli(['print', tournament, 'standings', '-o', pdf]);
    expect(run.stderr).toBe('');
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readdirSync(join(pdf, '..'))).toEqual(['classement.pdf']);
  });

  it('through a symbolic link, writes the file it points to and keeps the link', () => {
    const real = fresh('résultats.csv');
    writeFileSync(real, 'ancien');
    const link = fresh('lien.csv');
    symlinkSync(real, link);
    writeDocument(link, 'nouveau');
    expect(readFileSync(real, 'utf8')).toBe('nouveau');
    expect(readFileSync(link, 'utf8')).toBe('nouveau');
  });
});

describe('creating is exclusive', () => {
  it('a tournament created under the name while another was being built is kept; the late one is refused', () => {
    const path = fresh('course.sclassic');
    // The first creation is half-way through (its tables made) when a second process publishes
    // its own tournament, with a registered player, under the same name.
    const late = () =>
      createTournamentFile(path, clock(), (db) => {
        const other = createTournamentFile(path, clock(), (theirs) => {
          new TournamentStore({ path, db: theirs, openedVersion: 0 }).change('create', clock(), null, (w) => {
            w.putSettings(settings('Le premier'));
            w.addPlayer(player('BERTIN Ana'));
            return { result: null, summary: 'Création' };
          });
        });
        closeTournamentFile(other);
        new TournamentStore({ path, db, openedVersion: 0 }).change('create', clock(), null, (w) => {
          w.putSettings(settings('Le second'));
          return { result: null, summary: 'Création' };
        });
      });
    expect(late).toThrow(expect.objectContaining({ code: 'exists' }));
    const file = openTournamentFile(path, clock());
    const store = new TournamentStore(file);
    expect(store.settings().name).toBe('Le premier');
    expect(store.players().map((p) => p.name)).toEqual(['BERTIN Ana']);
    closeTournamentFile(file);
    expect(readdirSync(join(path, '..'))).toEqual(['course.sclassic']);
  });

  // Twelve `sclassic` processes, two at a time: about 4 s alone, more on a busy machine.
  it('two sclassic new racing on one path, six times: never both « Tournoi créé »', { timeout: 60_000 }, async () => {
    const run = (path: string, name: string) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          [join(root, 'bin/sclassic.js'), 'new', path, '--name', name, '--date', '2026-12-22'],
          {
            stdio: 'ignore',
          },
        );
        child.on('exit', resolve);
      });
    for (let i = 0; i < 6; i++) {
      const path = fresh('course.sclassic');
      const codes = await Promise.all([run(path, 'Premier'), run(path, 'Second')]);
      expect(codes.sort()).toEqual([0, 1]);
      expect(readdirSync(join(path, '..'))).toEqual(['course.sclassic']);
    }
  });

  it('a copy never replaces a file that appeared under its name while it was being written', async () => {
    const file = openTournamentFile(tournament, clock());
    try {
      const destination = fresh('copie.sclassic');
      const copying = saveCopy(file, destination);
      writeFileSync(destination, 'le fichier de quelqu’un d’autre');
      await expect(copying).rejects.toMatchObject({ code: 'exists' });
      expect(readFileSync(destination, 'utf8')).toBe('le fichier de quelqu’un d’autre');
      expect(readdirSync(join(destination, '..'))).toEqual(['copie.sclassic']);
    } finally {
      closeTournamentFile(file);
    }
  });
});

function settings(name: string) {
  return {
    name,
    date: '2026-12-22',
    place: '',
    ruleset: resolveRulesetInput('fisf'),
    plannedRounds: null,
    bestOfThree: false,
    minutes: 25,
    pairingSystem: 'formula' as const,
    elo: null,
    categories: null,
    liveHidesRatings: false,
    newcomerRating: null,
    tableProposals: false,
    proposalsConfirm: false,
    tableSecret: null,
    createdAt: clock().toISOString(),
  };
}

function player(name: string) {
  return {
    name,
    rating: 1500,
    club: '',
    ratingType: 'PL' as const,
    firstRound: 1,
    withdrawnAfter: null,
    licence: '',
    k: null,
    category: '',
    birthYear: null,
  };
}

describe('a pipe, a device or a link to one is refused at once', () => {
  const fifo = (name: string) => {
    const path = fresh(name);
    expect(spawnSync('mkfifo', [path]).status).toBe(0);
    return path;
  };
  /** The command in a process of its own, stopped after 20 s: it must answer long before. */
  const bounded = (args: string[], env: Record<string, string> = {}) => {
    const started = Date.now();
    const run = spawnSync(process.execPath, [join(root, 'bin/sclassic.js'), ...args], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, ...env },
    });
    return { ...run, seconds: (Date.now() - started) / 1000 };
  };

  it.each([
    ['a FIFO named as the tournament', () => fifo('tube.sclassic')],
    [
      'a symbolic link to a FIFO',
      () => {
        const link = fresh('lien.sclassic');
        symlinkSync(fifo('tube'), link);
        return link;
      },
    ],
    ['a character device', () => '/dev/zero'],
  ])('%s: show refused, not blocked', (_, make) => {
    const path = make();
    const run = bounded(['show', path]);
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `sclassic : « ${path} » n'est pas un fichier ordinaire (c'est un tube, un périphérique ou un lien vers l'un d'eux) : Sclassic n'y lit ni n'y écrit rien. Choisissez un fichier.\n`,
    );
  });

  it('a FIFO as the players file to import', () => {
    const list = fifo('joueurs.csv');
    const run = bounded(['players', 'import', tournament, list]);
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("n'est pas un fichier ordinaire");
  });

  it('a FIFO as the directory of players', () => {
    const data = mkdtempSync(join(folder, 'données-'));
    expect(spawnSync('mkfifo', [join(data, 'directory.sqlite')]).status).toBe(0);
    const run = bounded(['directory', 'info'], { SCLASSIC_DATA_DIR: data });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("n'est pas un fichier ordinaire");
  });

  it('a FIFO or a device as the output of print: refused, nothing written to it', () => {
    for (const target of [fifo('sortie.pdf'), '/dev/null']) {
      const run = bounded(['print', tournament, 'standings', '-o', target]);
      expect(run.signal).toBeNull();
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("n'est pas un fichier ordinaire");
    }
  });

  it('browser mode: opening a FIFO is refused, and the server goes on answering', async () => {
    const path = fifo('tube.sclassic');
    const server = spawn(process.execPath, [join(root, 'bin/serve.js')], {
      env: { ...process.env, SCLASSIC_DATA_DIR: mkdtempSync(join(folder, 'données-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          const found = /http:\/\/\S+/.exec(chunk.toString());
          if (found) resolve(found[0]);
        });
        server.on('exit', () => reject(new Error('the server stopped')));
      });
      const call = (command: string, input: unknown) =>
        fetch(`${url}api/${command}`, {
          method: 'POST',
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(10_000),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
      expect(await call('openTournament', { path })).toMatchObject({
        status: 400,
        body: { refusal: fileRefusal('special-file').refusal },
      });
      expect(await call('openTournament', { path: tournament })).toMatchObject({ status: 200 });
    } finally {
      server.kill();
    }
  });
});

describe('writing a document', () => {
  it('into a folder that does not exist: said so, nothing created', () => {
    const missing = join(folder, 'pas-de-dossier', 'x.pdf');
    expect(() => writeDocument(missing, 'x')).toThrow(expect.objectContaining({ code: 'missing-folder' }));
    expect(existsSync(join(folder, 'pas-de-dossier'))).toBe(false);
  });

  it('onto a folder: refused, the folder untouched', () => {
    const dir = join(folder, 'un-dossier.pdf');
    mkdirSync(dir);
    expect(() => writeDocument(dir, 'x')).toThrow(expect.objectContaining({ code: 'not-a-file' }));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('spawnCli answers the same as in process (the bin script)', () => {
    const run = spawnCli(['print', tournament, 'standings', '-o', tournament]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('un document ne le remplace jamais');
  });
});

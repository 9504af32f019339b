/**
 * `npm run serve -- …` as a director types it: a command line it cannot run is one French line
 * with the usage and exit status 2, never a Node stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serveArguments } from '../../src-main/server/serve-command.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { freePort } from '../support/free-port.ts';
import { endProcess, startProcess } from '../support/processes.ts';

const serve = fileURLToPath(new URL('../../bin/serve.js', import.meta.url));
const USAGE =
  'Utilisation : npm run serve -- [FICHIER.sclassic] [--folder DOSSIER] [--port N] [--live [--live-host ADRESSE] [--live-port N]] [--stations [--stations-host ADRESSE] [--stations-port N]]';

describe('npm run serve', () => {
  it('an unknown option: one French line and the usage, exit status 2, no stack trace', () => {
    const run = spawnSync(process.execPath, [serve, '--bogus'], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`sclassic : option inconnue « --bogus ». ${USAGE}\n`);
  });

  it.each([
    [['-x', 'open.sclassic'], 'option inconnue « -x »'],
    [['--port'], '--port attend une valeur'],
    [['--port', 'quatre-vingts'], '--port attend un numéro de port de 0 à 65535, pas « quatre-vingts »'],
    [['--port', '70000'], '--port attend un numéro de port de 0 à 65535, pas « 70000 »'],
    [['a.sclassic', 'b.sclassic'], 'un seul fichier de tournoi à la fois'],
    [['--live', '--live-port=99999'], '--live-port attend un numéro de port de 0 à 65535, pas « 99999 »'],
    [['--stations', '--stations-port', 'x'], '--stations-port attend un numéro de port de 0 à 65535, pas « x »'],
  ])('%j: said in French', (args, says) => {
    expect(serveArguments(args)).toEqual({ wrong: says });
  });

  it('a file and a port: taken as given', () => {
    expect(serveArguments(['open.sclassic', '--port', '8080'])).toEqual({
      file: 'open.sclassic',
      port: 8080,
      folder: undefined,
      live: null,
      stations: null,
    });
    expect(serveArguments([])).toEqual({ file: undefined, port: 0, folder: undefined, live: null, stations: null });
    expect(serveArguments(['--folder', '/salle', '--live', '--live-port', '9000'])).toEqual({
      file: undefined,
      port: 0,
      folder: '/salle',
      live: { host: undefined, port: 9000 },
      stations: null,
    });
    expect(serveArguments(['--stations', '--stations-host', '192.168.1.10'])).toEqual({
      file: undefined,
      port: 0,
      folder: undefined,
      live: null,
      stations: { host: '192.168.1.10', port: 8081 },
    });
  });
});

describe('npm run serve -- FILE --stations', () => {
  it('turns the stations on where asked, and prints their address and code', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sclassic-serve-stations-'));
    const file = join(folder, 'open.sclassic');
    const service = createService({ dataFolder: join(folder, 'données') });
    await apiOf(service).createTournament({ path: file, name: 'Open', date: '2026-12-22' });
    service.close();
    const child = startProcess(serve, [file, '--stations', '--stations-host', '127.0.0.1', '--stations-port', '0'], {
      ...process.env,
      SCLASSIC_DATA_DIR: join(folder, 'données'),
    });
    try {
      let output = '';
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /^Postes de saisie : .*$/m.exec(output)?.[0];
          if (found !== undefined) resolve(found);
        });
        child.once('exit', () => reject(new Error(`serve exited: ${output}`)));
      });
      expect(line).toMatch(
        /^Postes de saisie : http:\/\/127\.0\.0\.1:\d+\/ \(code \d{6}\) ; le directeur accepte chaque poste sur son écran\.$/,
      );
      const page = await fetch(/http:\S+\//.exec(line)?.[0] as string);
      expect(await page.text()).toContain('Demander à rejoindre');
    } finally {
      await endProcess(child);
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('npm run serve, its output read by a program that stops early (« … | head -1 »)', () => {
  it('serves on, says nothing of it, and stops as asked', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sclassic-serve-pipe-'));
    const port = await freePort();
    const child = startProcess(serve, ['--port', String(port)], {
      ...process.env,
      SCLASSIC_DATA_DIR: join(folder, 'données'),
    });
    // The pipe's only reader closed before the address is written: every line meets EPIPE.
    child.stdout?.destroy();
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    try {
      // Up once it answers: without the secret path, a refusal in French.
      let answer: Response | null = null;
      for (let tries = 0; answer === null && tries < 200 && child.exitCode === null; tries++) {
        answer = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
        if (answer === null) await new Promise((done) => setTimeout(done, 100));
      }
      expect({ exitCode: child.exitCode, stderr }).toEqual({ exitCode: null, stderr: '' });
      expect(answer?.status).toBe(403);
      expect(await answer?.text()).toBe('Adresse incomplète : ouvrez celle que Sclassic a affichée.');
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stderr).toBe('');
    } finally {
      await endProcess(child);
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

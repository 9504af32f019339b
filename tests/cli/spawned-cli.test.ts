/**
 * The few runs that need `sclassic` as a process of its own: bin/sclassic.js starts the command
 * with the process's output, standard input and environment, and its exit status is the code
 * `main` returns. The other CLI tests run `main` in the test's process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, spawnCli } from '../support/cli.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'sclassic-spawned-'));
const file = join(folder, 'Open de Mons.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('bin/sclassic.js', () => {
  it('prints the help and exits 0, as main does in this process', async () => {
    const run = spawnCli(['--help']);
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Utilisation : sclassic COMMANDE FICHIER/);
    expect(run).toEqual(await runCli(['--help']));
  });

  it('creates a tournament, then shows it', () => {
    const created = spawnCli(['new', file, '--name', 'Open de Mons', '--date', '2026-12-22']);
    expect(created).toMatchObject({ status: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Tournoi créé : .*Open de Mons\.sclassic\nOpen de Mons — 2026-12-22\n/);
    const shown = spawnCli(['show', file]);
    expect(shown).toMatchObject({ status: 0, stderr: '' });
    expect(shown.stdout).toContain('Joueurs : 0 inscrits, 0 en lice.');
  });

  it('stops quietly when what reads its output has gone (« sclassic show … | head -1 »)', async () => {
    const child = spawn(process.execPath, [`${root}bin/sclassic.js`, 'show', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The pipe's only reader closed before a line is written: every write meets EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('exits 1 with one French line on stderr when the service refuses, 2 on bad usage', () => {
    const refused = spawnCli(['result', file, '--table', '2', '400-300']);
    expect(refused).toEqual({
      status: 1,
      stdout: '',
      stderr: "sclassic : Aucune ronde n'est appariée : il n'y a pas encore de résultat à saisir.\n",
    });
    const misused = spawnCli(['result', file, '400-300']);
    expect(misused).toEqual({ status: 2, stdout: '', stderr: 'sclassic : indiquez la table : --table 3\n' });
  });

  it('reads the directory of players where SCLASSIC_DATA_DIR says', () => {
    const data = join(folder, 'données');
    const run = spawnCli(['directory', 'info'], { env: { SCLASSIC_DATA_DIR: data } });
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toContain(`Répertoire des joueurs : ${join(data, 'directory.sqlite')}`);
  });

  it('answers the engine documents given on standard input', () => {
    const document = {
      ruleset: 'fisf',
      players: [
        { id: 'p1', name: 'Ana BERTIN', rating: 1720 },
        { id: 'p2', name: 'Luc DUPONT', rating: 1500 },
      ],
      rounds: [],
    };
    const run = spawnCli(['engine', 'pair'], { input: `${JSON.stringify(document)}\npas du json\n` });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const [answer, refusal] = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(answer).toEqual({
      round: 1,
      method: 'groups-ab',
      matches: [
        {
          table: 1,
          a: 'p1',
          b: 'p2',
          starts: 'p2',
          explanation: { method: 'groups-ab', group: 'A', ranks: [1, 2], groupA: 2, field: 2 },
        },
      ],
      rematches: 0,
    });
    expect(refusal.error).toMatch(/JSON/);
  });

  it('works from any folder under the machine’s own Node, whatever its version, as `npm link` runs it', () => {
    // The first `node` on the PATH outside the project (npm scripts put the project's first).
    const machineNode =
      (process.env.PATH ?? '')
        .split(delimiter)
        .filter((dir) => !dir.startsWith(root))
        .map((dir) => join(dir, 'node'))
        .find((path) => {
          try {
            accessSync(path, constants.X_OK);
            return true;
          } catch {
            return false;
          }
        }) ?? process.execPath;
    const elsewhere = join(folder, 'ailleurs');
    mkdirSync(elsewhere);
    const run = spawnSync(
      machineNode,
      [`${root}bin/sclassic.js`, 'new', 'Open de Test', '--name', 'Open de Test', '--date', '2026-12-22'],
      { cwd: elsewhere, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // A name alone: the file is made in the folder the command was typed in, as a .sclassic.
    expect(run.stdout).toContain(`Tournoi créé : ${join(elsewhere, 'Open de Test.sclassic')}`);
    expect(existsSync(join(elsewhere, 'Open de Test.sclassic'))).toBe(true);
    const shown = spawnSync(machineNode, [`${root}bin/sclassic.js`, 'show', 'Open de Test'], {
      cwd: elsewhere,
      encoding: 'utf8',
    });
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain('Open de Test — 2026-12-22');
  });
});

/**
 * `npm run serve -- …` as a director types it: a command line it cannot run is one French line
 * with the usage and exit status 2, never a Node stack trace.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serve = fileURLToPath(new URL('../../src-main/server/serve.ts', import.meta.url));
const USAGE = 'Utilisation : npm run serve -- [FICHIER.sclassic] [--port N]';

describe('npm run serve', () => {
  it.each([
    [['--bogus'], 'option inconnue « --bogus »'],
    [['-x', 'open.sclassic'], 'option inconnue « -x »'],
    [['--port'], '--port attend une valeur'],
    [['--port', 'quatre-vingts'], '--port attend un numéro de port de 0 à 65535, pas « quatre-vingts »'],
    [['--port', '70000'], '--port attend un numéro de port de 0 à 65535, pas « 70000 »'],
    [['a.sclassic', 'b.sclassic'], 'un seul fichier de tournoi à la fois'],
  ])('%j: one French line and the usage, exit status 2', (args, says) => {
    const run = spawnSync(process.execPath, [serve, ...args], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`sclassic : ${says}. ${USAGE}\n`);
  });
});

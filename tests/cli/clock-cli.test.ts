/**
 * `sclassic clock` on a real file: the round's time from the time control, started, paused,
 * adjusted, refused in French when its state does not allow a move, and kept in the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, sclassic } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-clock-cli-'));
const file = join(folder, 'Open de Mons.sclassic');
const START = new Date(2026, 11, 22, 14, 0, 0);
/** The machine's time, `minutes` after 14:00 on the tournament's day (local time, as the director reads it). */
const at = (minutes: number) => vi.setSystemTime(START.getTime() + minutes * 60_000);

beforeAll(async () => {
  await ok('new', file, '--name', 'Open de Mons', '--date', '2026-12-22', '--minutes', '20', '--best-of-three');
  for (let i = 1; i <= 6; i++)
    await ok('players', 'add', file, '--name', `JOUEUR N°${i}`, '--rating', String(2000 - 10 * i));
  await ok('pair', file);
});
afterEach(() => vi.useRealTimers());
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sclassic clock', () => {
  it('runs the current round’s clock: 3 games of 2 × 20 min, a late player’s forfeit after 10 min', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    expect(await ok('clock', file)).toBe('Ronde 1 : pendule non démarrée (sclassic clock FICHIER --start).\n');
    expect(await ok('clock', file, '--start')).toBe(
      'Ronde 1 : pendule démarrée à 14:00 pour 120 min, en marche, fin prévue à 16:00.\n' +
        'Temps restant : 2:00:00 ; forfait des retardataires dans 10:00 (à 14:10).\n',
    );
    at(12);
    expect(await ok('clock', file, '--pause')).toBe(
      'Ronde 1 : pendule démarrée à 14:00 pour 120 min, arrêtée à 14:12.\n' +
        'Temps restant : 1:48:00 ; forfait des retardataires atteint.\n',
    );
    at(20);
    await ok('clock', file, '--resume');
    expect(await ok('clock', file, '--add', '15')).toBe(
      'Ronde 1 : pendule démarrée à 14:00 pour 135 min, en marche, fin prévue à 16:23.\n' +
        'Temps restant : 2:03:00 ; forfait des retardataires atteint.\n',
    );
    const json = JSON.parse(await ok('clock', file, '--json'));
    expect(json).toMatchObject({ round: 1, minutes: 135, pausedMs: 8 * 60_000, pausedAt: null });
  });

  it('refuses in French what the clock’s state does not allow, and a command line it cannot read', async () => {
    const twice = await sclassic('clock', file, '--start');
    expect(twice.status).toBe(1);
    expect(twice.stderr).toMatch(
      /^sclassic : La pendule de la ronde 1 tourne depuis \d\d:\d\d : ajustez-la, ou remettez-la à zéro pour la démarrer à nouveau\.\n$/,
    );
    const negative = await sclassic('clock', file, '--add', '-5');
    expect(negative.status).toBe(2);
    expect(negative.stderr).toBe(
      'sclassic : --add : pour une valeur qui commence par un tiret, écrivez --add=-5 (le signe collé par « = ») (sclassic clock --help)\n',
    );
    const both = await sclassic('clock', file, '--pause', '--add', '5');
    expect(both.stderr).toBe(
      'sclassic : une seule action à la fois : --start, --pause, --resume, --reset, --add ou --remove\n',
    );
    const tooMuch = await sclassic('clock', file, '--remove', '500');
    expect(tooMuch.stderr).toBe(
      "sclassic : La ronde n'aurait plus que 0 minute(s) en tout : retirez moins de temps (il faut au moins une minute).\n",
    );
    expect((await sclassic('clock', file, '--frobnicate')).stderr).toBe(
      'sclassic : option inconnue « --frobnicate » (sclassic clock --help)\n',
    );
  });

  it('is logged, and reset to be started again', async () => {
    expect(await ok('clock', file, '--reset')).toBe(
      'Ronde 1 : pendule non démarrée (sclassic clock FICHIER --start).\n',
    );
    const log = await ok('log', file);
    for (const action of [
      'Pendule démarrée',
      'Pendule arrêtée',
      'Pendule relancée',
      'Pendule ajustée',
      'Pendule remise à zéro',
    ])
      expect(log).toContain(action);
  });
});

/**
 * `sclassic log` and `sclassic result` on a file where an arbiters' station entered results: the
 * log names the station beside its changes (the director's own need no name), and a result the
 * station entered is said to be its when the command line would replace it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { ok, sclassic } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-hands-cli-'));
const file = join(folder, 'Open de Mons.sclassic');
const ENTERED_AT = '2026-12-22T13:03:00.000Z';

beforeAll(async () => {
  await ok('new', file, '--name', 'Open de Mons', '--date', '2026-12-22');
  for (let i = 1; i <= 4; i++)
    await ok('players', 'add', file, '--name', `JOUEUR N°${i}`, '--rating', String(2000 - i));
  await ok('pair', file);
  await ok('result', file, '--table', '1', '410-300');
  // The station's entry, as the stations' listener hands it to the service.
  const service = createService({ clock: () => new Date(ENTERED_AT) });
  const station = apiOf(service, 'fr', { role: 'saisie', name: 'Arbitre 2' });
  await apiOf(service).openTournament({ path: file });
  await station.recordResult({ table: 2, games: [[412, 380]] });
  service.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sclassic log', () => {
  it('names the station beside the changes it made, and no one beside the director’s', async () => {
    const lines = (await ok('log', file)).split('\n');
    const station = lines.find((l) => l.includes('table 2'));
    const director = lines.find((l) => l.includes('table 1'));
    expect(station).toMatch(/Résultat ronde 1, table 2 : .*, 412-380 \(Arbitre 2\)/);
    expect(director).toMatch(/Résultat ronde 1, table 1 : .*, 410-300\s*$/);
    const json = JSON.parse(await ok('log', file, '--json')) as Array<{ summary: string; hand: string | null }>;
    expect(json.map((e) => e.hand)).toEqual(['Arbitre 2', ...json.slice(1).map(() => null)]);
  });
});

describe('sclassic result', () => {
  it('says who entered the result it would replace, and when', async () => {
    const run = await sclassic('result', file, '--table', '2', '380-412');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`412 – 380, saisi par Arbitre 2 à ${fr.time(ENTERED_AT)}.`);
  });
});

/**
 * The final phase through the UI in Chromium: a tournament of three rounds played through the
 * service on a real file, then in browser mode the director opens « Phase finale » (the first 4,
 * a match for third place), enters both semi-finals on Résultats, and finds the final formed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { type BrowserMode, openBrowserMode } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-final-'));
const file = join(folder, 'Championnat de Belgique.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

const PLAYERS = [
  'LEFÈVRE Hélène',
  'BÉZIER Jérôme',
  'DUPRÉ Anaïs',
  'GAUTHIER Amélie',
  'MOREAU Frédéric',
  'FONTAINE Zoé',
];

/** Three rounds played through the service, the higher-rated player winning; the file closed after. */
async function playedFile() {
  const service = createService({ clock: () => new Date('2026-05-10T15:00:00Z') });
  const api = apiOf(service);
  await api.createTournament({ path: file, name: 'Championnat de Belgique', date: '2026-05-10', plannedRounds: 3 });
  await api.importPlayers({ players: PLAYERS.map((name, i) => ({ name, rating: 1900 - 40 * i })) });
  for (let r = 1; r <= 3; r++) {
    const round = await api.pairNextRound({});
    for (const m of round.matches) {
      if (m.b === null) continue;
      await api.recordResult({
        table: m.table,
        games: [(m.a.rating ?? 0) > (m.b.rating ?? 0) ? [420, 390] : [390, 420]],
      });
    }
  }
  const rows = (await api.standings({ final: true })).rows.slice(0, 4);
  service.close();
  return rows;
}

describe('the final phase, in Chromium', () => {
  it('opens it from its step, enters the semi-finals on Résultats, and shows the final formed', async () => {
    const rows = await playedFile();
    const top = rows.map((r) => r.name);
    mode = await openBrowserMode(file);
    const { page, screenshot } = mode;

    await page.getByRole('button', { name: '6. Phase finale' }).click();
    await page.getByRole('heading', { name: 'Phase finale', level: 1 }).waitFor();
    await page.getByTestId('final-candidates').waitFor();
    expect(await page.getByTestId('final-candidates').locator('li').allTextContents()).toEqual(
      rows.map((r) => `${r.name} (${r.rank === 1 ? '1er' : `${r.rank}e`})`),
    );
    await screenshot('phase-finale-01-ouverture');

    await page.getByTestId('final-third-place').check();
    await page.getByTestId('final-open').click();
    await page.getByTestId('final-done').filter({ hasText: 'Phase finale ouverte.' }).waitFor();
    const semis = page.getByTestId('final-round-4');
    await semis.waitFor();
    expect(await semis.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual([
      `${top[0]} – ${top[3]}`,
      `${top[1]} – ${top[2]}`,
    ]);
    await screenshot('phase-finale-02-demi-finales');

    // Both semi-finals on Résultats, by the keyboard, in best of three.
    await page.getByRole('button', { name: 'Saisir les résultats' }).click();
    await page.locator('#results-round').waitFor();
    expect(await page.locator('#results-round').locator('option:checked').textContent()).toBe(
      'Phase finale : demi-finales (ronde 4)',
    );
    for (const [table, games] of [
      ['1', ['400', '380', '410', '390']],
      ['2', ['380', '400', '390', '410']],
    ] as const) {
      await page.locator('#result-table').fill(table);
      await page.locator('#result-table').press('Enter');
      for (const [i, score] of games.entries()) {
        const field = page.locator(`#result-g${Math.floor(i / 2)}-${i % 2 === 0 ? 'a' : 'b'}`);
        await field.fill(score);
        await field.press('Enter');
      }
      await page.getByTestId('saved').waitFor();
    }
    await page.getByTestId('saved').filter({ hasText: 'Finale formée (ronde 5)' }).waitFor();
    await screenshot('phase-finale-03-finale-formee');

    await page.getByRole('button', { name: '6. Phase finale' }).click();
    const final = page.getByTestId('final-round-5');
    await final.waitFor();
    expect(await final.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual([
      `${top[0]} – ${top[2]}`,
      `${top[1]} – ${top[3]}`,
    ]);
    await screenshot('phase-finale-04-finale');
  });
});

/**
 * The round clock in Chromium (browser mode): started on Rondes, counting down, shown on the
 * projection in a second window, and paused from Rondes with the projection following.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { type BrowserMode, openBrowserMode, SCREENS } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-clock-'));
const file = join(folder, 'Open de Dinant.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the round clock, in Chromium', () => {
  it('starts on Rondes, shows on the projection, and pauses there too', async () => {
    const service = createService();
    const api = apiOf(service);
    await api.createTournament({ path: file, name: 'Open de Dinant', date: '2026-12-22', minutes: 20 });
    await api.importPlayers({
      players: ['AUBRY Anne', 'BLANC Marc', 'CARON Léa', 'DAVID Tom', 'ÉTIENNE Zoé', 'FABRE Paul'].map((name, i) => ({
        name,
        rating: 1800 - 30 * i,
      })),
    });
    await api.pairNextRound({});
    service.close();

    mode = await openBrowserMode(file);
    const rounds = mode.page;
    await rounds.goto(`${mode.url}#/rondes`);
    const clock = rounds.getByTestId('round-clock');
    // The page's first load: as long as a loaded machine needs.
    await clock.waitFor({ timeout: 30_000 });
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).toContain('La ronde dure 40 min');
    await rounds.getByTestId('clock-start').click();
    const left = rounds.getByTestId('clock-left');
    await expect.poll(() => left.textContent(), { timeout: 10_000 }).toMatch(/Temps restant\s*(40:00|39:\d\d)/);
    // It counts down on its own.
    await expect.poll(() => left.textContent(), { timeout: 10_000 }).toMatch(/39:\d\d/);
    await rounds.screenshot({ path: `${SCREENS}pendule-01-rondes.png`, fullPage: true });

    const projection = await mode.newPage();
    await projection.goto(`${mode.url}#/projection`);
    const shown = projection.getByTestId('projected-clock');
    await shown.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => shown.textContent(), { timeout: 10_000 })
      .toMatch(/Ronde 1 — temps restant\s*3\d:\d\d\s*forfait des retardataires à \d\d:\d\d/);
    await projection.screenshot({ path: `${SCREENS}pendule-02-projection.png` });

    await rounds.getByTestId('clock-pause').click();
    await expect.poll(() => left.textContent(), { timeout: 10_000 }).toContain('pendule arrêtée');
    // The projection follows within the time it reads the file's revision again.
    await expect.poll(() => shown.textContent(), { timeout: 10_000 }).toContain('pendule arrêtée');
    const frozen = await shown.textContent();
    await projection.waitForTimeout(1500);
    expect(await shown.textContent()).toBe(frozen);
    await projection.screenshot({ path: `${SCREENS}pendule-03-projection-arretee.png` });
  });
});

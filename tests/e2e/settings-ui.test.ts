/**
 * The tournament's settings and the rating estimate, through the UI in Chromium: a tournament of
 * three rounds already played (through the service, on a real file), then in browser mode the
 * director opens Paramètres, changes K and a series floor (a refusal first), adds a category,
 * and reads the rating estimate at Clôture, giving one player a K of their own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { type BrowserMode, openBrowserMode } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-settings-'));
const file = join(folder, 'Open de Mons.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

const PLAYERS: Array<[string, number, number | undefined]> = [
  ['LEFÈVRE Hélène', 2080, undefined],
  ['BÉZIER Jérôme', 1960, undefined],
  ['DUPRÉ Anaïs', 1890, 2009],
  ['GAUTHIER Amélie', 1815, undefined],
  ['MOREAU Frédéric', 1790, undefined],
  ['FONTAINE Zoé', 1760, 2011],
  ['ROUSSEAU Gaëlle', 1702, undefined],
  ['LEMAÎTRE Noël', 1655, undefined],
  ['GIRARD Léonie', 1610, 2010],
  ['CHEVALIER Benoît', 1580, undefined],
  ['MERCIER Cécile', 1512, undefined],
  ['BOUCHER Raphaël', 1430, undefined],
];

/** Three rounds played through the service; the file is closed before browser mode opens it. */
async function playedFile() {
  const service = createService({ clock: () => new Date('2026-12-22T18:00:00Z') });
  const api = apiOf(service);
  await api.createTournament({ path: file, name: 'Open de Mons', date: '2026-12-22', place: 'Mons', plannedRounds: 3 });
  await api.importPlayers({
    players: PLAYERS.map(([name, rating, birthYear]) => ({ name, rating, ...(birthYear ? { birthYear } : {}) })),
  });
  for (let r = 1; r <= 3; r++) {
    const round = await api.pairNextRound({});
    for (const match of round.matches) {
      // The higher-rated player wins, except at table 2 where the lower-rated one does.
      const high = match.b === null || (match.a.rating ?? 0) >= (match.b.rating ?? 0);
      const aWins = match.table === 2 ? !high : high;
      await api.recordResult({ table: match.table, games: [aWins ? [420, 350 + r] : [350 + r, 420]] });
    }
  }
  service.close();
}

describe('the settings and the rating estimate, in Chromium', () => {
  it('changes K and a series floor, adds a category, and shows the estimate with a player’s own K', async () => {
    await playedFile();
    mode = await openBrowserMode(file);
    const { page, screenshot } = mode;

    // Paramètres, from the header bar.
    await page.getByTestId('open-settings').click();
    await page.getByRole('heading', { name: 'Paramètres du tournoi', level: 1 }).waitFor();
    expect(page.url()).toContain('#/parametres');
    await page.getByTestId('ruleset-locked').filter({ hasText: 'fixé depuis que la ronde 1 est appariée' }).waitFor();
    await page.getByTestId('format-locked').waitFor();
    await screenshot('parametres-01-tournoi');

    // K refused (too large): the message next to the field, the value kept; then 32 is saved.
    const k = page.getByLabel('Coefficient K (tous les joueurs)');
    await k.fill('500');
    await page.locator('#save-elo').click();
    const kError = page.locator('#elo-k').locator('xpath=..').getByRole('alert');
    await kError.waitFor();
    expect(await kError.textContent()).toBe('100 au plus');
    expect(await k.inputValue()).toBe('500');
    await expect.poll(() => k.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('heading', { name: '2. Estimation des cotes' }).scrollIntoViewIfNeeded();
    await screenshot('parametres-02-k-refuse');

    // The English UI says the service's refusals in English: the same K, refused again.
    await page.getByLabel('Langue').selectOption('en');
    await page.getByLabel('K factor (all players)').fill('500');
    await page.locator('#save-elo').click();
    await expect.poll(() => kError.textContent()).toBe('100 at most');
    await screenshot('parametres-03-k-refused-in-english');
    // A whole sentence of the English catalogue: a file that does not exist, from Accueil.
    await page.evaluate(() => {
      location.hash = '#/accueil';
    });
    await page.getByLabel('Tournament file (.sclassic)').fill(join(folder, 'nowhere.sclassic'));
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect
      .poll(() => page.locator('#open-error').textContent())
      .toBe(`The file “${join(folder, 'nowhere.sclassic')}” does not exist. Check the path.`);
    await screenshot('accueil-refused-in-english');
    await page.evaluate(() => {
      location.hash = '#/parametres';
    });
    await page.getByLabel('Language').selectOption('fr');
    await k.fill('32');
    await page.locator('#save-elo').click();
    await page.locator('#save-elo-status').filter({ hasText: 'Enregistré.' }).waitFor();
    await expect.poll(() => kError.count()).toBe(0);

    // The series floor of A from 1800 to 1750: MOREAU Frédéric (1790) and FONTAINE Zoé (1760) move up.
    const series = page.getByTestId('series-table');
    const counts = () => series.getByTestId('series-count').allTextContents();
    await expect.poll(counts).toEqual(['1', '3', '5', '3']);
    await page.getByLabel('Cote plancher de la série A').fill('1750');
    await expect.poll(counts).toEqual(['1', '5', '3', '3']);
    await page.locator('#save-series').click();
    await page.locator('#save-series-status').filter({ hasText: 'Enregistré.' }).waitFor();

    // A category: the players born from 2009 (three of them).
    await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^category-name-/);
    await page.keyboard.type('Jeunes');
    await page.getByLabel('Catégorie Jeunes : née à partir de l’année').fill('2009');
    // Born until 2005 but from 2009: the service refuses the whole line, said under it.
    const until = page.getByLabel('Catégorie Jeunes : née jusqu’à l’année');
    await until.fill('2005');
    await page.locator('#save-categories').click();
    const lineError = page.getByTestId('categories-table').locator('tr.error-line').getByRole('alert');
    await expect
      .poll(() => lineError.textContent())
      .toContain('la première année de naissance doit précéder la seconde');
    expect(await until.getAttribute('aria-invalid')).toBe('true');
    await screenshot('parametres-04-category-refused');
    await until.fill('');
    await page.locator('#save-categories').click();
    await page.locator('#save-categories-status').filter({ hasText: 'Enregistré.' }).waitFor();
    await expect
      .poll(() => page.getByTestId('categories-table').locator('tbody td.number').last().textContent())
      .toBe('3');
    await page.getByRole('heading', { name: '3. Séries' }).scrollIntoViewIfNeeded();
    await screenshot('parametres-03-series-categories');

    // Clôture: the estimate with the constants in force, a player's games, a player's own K.
    await page
      .getByRole('navigation', { name: 'Étapes du tournoi' })
      .getByRole('button', { name: /Clôture/ })
      .click();
    const report = page.getByTestId('rating-report');
    await report.waitFor();
    await expect.poll(() => page.getByTestId('rating-constants').textContent()).toContain('K = 32');
    const lines = report.getByTestId('rating-line');
    await expect.poll(() => lines.count()).toBe(PLAYERS.length);
    const first = lines.first();
    await first.getByRole('button', { name: /3 parties :/ }).click();
    await report.locator('tr.detail').first().waitFor();
    const name = (await first.locator('td.name').textContent())?.trim() ?? '';
    const changeBefore = await first.locator('td.change').textContent();
    const ownK = page.getByLabel(`K de ${name}`);
    await ownK.fill('64');
    await ownK.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `K de ${name} : 64.` })
      .waitFor();
    await expect.poll(() => first.locator('td.change').textContent()).not.toBe(changeBefore);
    await page.getByRole('heading', { name: 'Estimation des cotes', level: 2 }).scrollIntoViewIfNeeded();
    await screenshot('cloture-01-estimation-des-cotes');

    // The link in the banner leads back to Paramètres, where K is the one saved.
    await page.getByTestId('rating-settings-link').click();
    await page.getByRole('heading', { name: 'Paramètres du tournoi', level: 1 }).waitFor();
    expect(await page.getByLabel('Coefficient K (tous les joueurs)').inputValue()).toBe('32');
  });
});

/**
 * A director's first hour in browser mode, in Chromium: started without a file, no failed
 * request on any page load; « Nouveau tournoi » with a name alone makes « NAME.sclassic » in the
 * folder browser mode was started from, and the header says where; the category imported with a
 * player shows on Inscriptions; a swap that would make a rematch says so first and swaps nothing
 * until the director confirms; a finished tournament opens on Classement; the projection on a
 * 1920 × 1080 screen shows the final standings, every name whole.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { RoundView } from '../../src-main/contract/views.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { type BrowserMode, openBrowserMode } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-first-hour-'));
const LONG_NAME = 'DE LA FONTAINE Jean-Noël';
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

const PLAYERS: Array<{ name: string; rating: number; category?: string }> = [
  { name: LONG_NAME, rating: 1990, category: 'Vermeil' },
  { name: 'BERTIN Ana', rating: 1940 },
  { name: 'DUPRÉ Anaïs', rating: 1890, category: 'Jeunes' },
  { name: 'GAUTHIER Amélie', rating: 1815 },
  { name: 'MOREAU Frédéric', rating: 1790 },
  { name: 'FONTAINE Zoé', rating: 1760 },
  { name: 'ROUSSEAU Gaëlle', rating: 1702 },
  { name: 'LEMAÎTRE Noël', rating: 1655 },
];

/** Every response of the page with an HTTP error status, and every error its console logs. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

const step = (page: Page, name: string) => page.getByRole('navigation').getByRole('button', { name }).click();

/** The file: players imported, round 1 played, round 2 paired; and the swap that would make a rematch. */
async function preparedRound2(file: string) {
  const service = createService({ clock: () => new Date('2026-12-22T18:00:00Z') });
  const api = apiOf(service);
  try {
    await api.openTournament({ path: file });
    await api.updateSettings({ plannedRounds: 3 });
    await api.importPlayers({ players: PLAYERS });
    const round1 = await api.pairNextRound({});
    for (const match of round1.matches) await api.recordResult({ table: match.table, games: [[420, 380]] });
    const round2: RoundView = await api.pairNextRound({});
    // A and B met in round 1; A's opponent now is C: C and B changing places puts B against A again.
    const [first] = round1.matches;
    const a = first?.a.id as number;
    const b = first?.b?.id as number;
    const table = round2.matches.find((m) => m.a.id === a || m.b?.id === a);
    const c = (table?.a.id === a ? table?.b?.id : table?.a.id) as number;
    const name = (id: number) => round2.matches.flatMap((m) => [m.a, m.b]).find((p) => p?.id === id)?.name;
    return { round2, c, b, rematch: [name(a), name(b)] as [string, string], table: table?.table as number };
  } finally {
    service.close();
  }
}

/** The rest of the tournament, played through the service. */
async function finished(file: string) {
  const service = createService({ clock: () => new Date('2026-12-22T20:00:00Z') });
  const api = apiOf(service);
  try {
    await api.openTournament({ path: file });
    for (let r = 2; r <= 3; r++) {
      const round = r === 2 ? await api.round({}) : await api.pairNextRound({});
      for (const match of round.matches)
        if (match.b !== null) await api.recordResult({ table: match.table, games: [[400 + r, 350]] });
    }
  } finally {
    service.close();
  }
}

describe('a director’s first hour, in Chromium', () => {
  it('creates a tournament from a name alone, says where it is, and asks before a swap makes a rematch', async () => {
    mode = await openBrowserMode(undefined, { width: 1366, height: 768 }, undefined, folder);
    const { page, screenshot } = mode;
    const failures = watchFailures(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor();
    // Nothing open yet: the page asked what was, and no request failed for it.
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);

    await page.getByTestId('new-tournament').click();
    const path = page.getByLabel('Fichier à créer (.sclassic)');
    await expect.poll(() => path.getAttribute('placeholder')).toBe(`${folder}/Open de Courcelles.sclassic`);
    expect(await page.getByTestId('new-path-hint').textContent()).toContain(`Un nom sans dossier va dans ${folder}`);
    await screenshot('premiere-heure-01-nouveau');
    await path.fill('Open de Test');
    await page.getByLabel('Nom du tournoi').fill('Open de Test');
    await page.getByLabel('Date', { exact: true }).fill('2026-12-22');
    await page.getByTestId('create-tournament').click();
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor();
    const file = join(folder, 'Open de Test.sclassic');
    expect(existsSync(file)).toBe(true);
    expect(await page.getByTestId('tournament-path').getAttribute('title')).toBe(file);
    await expect.poll(() => page.getByTestId('tournament-path').isVisible()).toBe(true);
    await screenshot('premiere-heure-02-chemin');
    await mode.close();
    mode = null;

    // Players with categories, round 1 played and round 2 paired, through the service.
    const prepared = await preparedRound2(file);
    mode = await openBrowserMode(undefined, { width: 1366, height: 768 }, undefined, folder);
    const reopened = mode.page;
    // Opened by its name alone, where the director left off: round 2 waits for its results.
    await reopened.getByLabel('Fichier du tournoi (.sclassic)').fill('Open de Test');
    await reopened.getByRole('button', { name: 'Ouvrir' }).click();
    await reopened.getByRole('heading', { name: 'Résultats', level: 1 }).waitFor();

    await step(reopened, '3. Inscriptions');
    const fontaine = reopened.getByTestId('players-list').getByRole('row').filter({ hasText: LONG_NAME });
    await expect.poll(() => fontaine.getByTestId('player-details').textContent()).toContain('catégorie Vermeil');
    await mode.screenshot('premiere-heure-03-categorie');

    await step(reopened, '4. Rondes');
    await reopened.locator('#swap-first').selectOption(String(prepared.c));
    await reopened.locator('#swap-second').selectOption(String(prepared.b));
    const pairingsBefore = await reopened.getByTestId('pairings').textContent();
    await reopened.getByTestId('swap').click();
    const dialog = reopened.getByRole('dialog');
    await dialog.waitFor();
    const [a, b] = prepared.rematch;
    const said = await dialog.getByTestId('swap-consequences').locator('li').allTextContents();
    expect(
      said.some(
        (line) => line.includes(`Revanche à la table ${prepared.table} :`) && line.includes(a) && line.includes(b),
      ),
    ).toBe(true);
    await mode.screenshot('premiere-heure-04-echange-revanche');
    // Enter on the focused button cancels: nothing is swapped.
    await reopened.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await reopened.getByTestId('pairings').textContent()).toBe(pairingsBefore);
    // Asked again, and confirmed: swapped, the rematch flagged.
    await reopened.locator('#swap-first').selectOption(String(prepared.c));
    await reopened.locator('#swap-second').selectOption(String(prepared.b));
    await reopened.getByTestId('swap').click();
    await dialog.getByTestId('swap-confirm').click();
    await reopened.getByTestId('swap-made').filter({ hasText: 'Revanche' }).first().waitFor();
    expect(await reopened.getByTestId('pairings').textContent()).not.toBe(pairingsBefore);
    await mode.close();
    mode = null;

    await finished(file);
    mode = await openBrowserMode(undefined, { width: 1920, height: 1080 }, undefined, folder);
    const last = mode.page;
    await last.getByLabel('Fichier du tournoi (.sclassic)').fill(file);
    await last.getByRole('button', { name: 'Ouvrir' }).click();
    // Over: it opens on Classement, not on Inscriptions' late entry.
    await last.getByRole('heading', { name: 'Classement', level: 1 }).waitFor();
    expect(last.url()).toContain('#/classement');
    await mode.screenshot('premiere-heure-05-classement');

    await last.evaluate(() => (globalThis.location.hash = '#/projection'));
    const projection = last.getByTestId('projection');
    await expect.poll(() => projection.textContent()).toContain('Classement final');
    await expect.poll(() => projection.textContent()).toContain(LONG_NAME);
    expect(await projection.textContent()).not.toContain('appariements');
    // Every name whole: no cell of a name narrower than its text.
    const cut = await last.$$eval('.projection td.name, .projection td.name .full', (cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
    await mode.screenshot('premiere-heure-06-projection-1920');
    expect(readdirSync(folder).filter((name) => name.endsWith('.sclassic'))).toEqual(['Open de Test.sclassic']);
  });
});

/**
 * Every screen as a director meets it, in French and in English, at 1366 × 768 (a laptop) and the
 * projection at 1920 × 1080: a tournament in its second round, some results in (a forfeit, an
 * abandon), others missing. Each screen is kept as a screenshot in test-results/screens
 * (« ecrans-LANG-SCREEN-WIDTH.png », to look at), and on each: nothing wider than the window, no
 * locale key shown in place of its words, the screen's heading there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { type BrowserMode, openBrowserMode } from './browser-mode.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-tour-'));
const file = join(folder, 'Open de Courcelles.sclassic');
let mode: BrowserMode | null = null;

afterAll(async () => {
  await mode?.close();
  rmSync(folder, { recursive: true, force: true });
});

const LAST = ['DE LA FONTAINE', 'BERTIN', 'ŒUVRARD', 'N’DIAYE', 'MÜLLER', 'LEFÈVRE', 'SØRENSEN', 'GAUTHIER'];
const FIRST = ['Jean-Noël', 'Ana', 'Éloïse', 'Awa', 'Jürgen', 'Zoé', 'Øystein', 'Amélie-Charlotte'];

/** 22 players, round 1 complete, round 2 paired with a forfeit, an abandon and two results in. */
async function prepare(): Promise<void> {
  const service = createService({ clock: () => new Date('2026-12-22T14:00:00Z') });
  const api = apiOf(service);
  try {
    await api.createTournament({ path: file, name: 'Open de Courcelles', date: '2026-12-22', place: 'Courcelles' });
    await api.importPlayers({
      players: Array.from({ length: 22 }, (_, i) => ({
        name: `${LAST[i % LAST.length]} ${FIRST[(i * 3) % FIRST.length]}${i >= LAST.length ? ` ${i + 1}` : ''}`,
        rating: 2050 - 23 * i,
        club: ['Scrabble Club de Charleroi-Marchienne', 'Mons', 'Namur', 'Liège'][i % 4] as string,
        ...(i % 5 === 0 ? { category: 'Vermeil' } : {}),
      })),
    });
    const round1 = await api.pairNextRound({});
    for (const m of round1.matches)
      if (m.b !== null)
        await api.recordResult({ table: m.table, games: [[380 + m.table, 360 + ((m.table * 7) % 50)]] });
    await api.pairNextRound({});
    await api.recordResult({ table: 1, games: [[455, 402]] });
    await api.recordResult({ table: 2, forfeit: 'b' });
    await api.recordResult({ table: 3, games: [[300, 280]], abandon: { by: 'a', agreed: false } });
    await api.recordResult({ table: 4, games: [[390, 390]] });
  } finally {
    service.close();
  }
}

const KEY =
  /\b(?:app|nav|steps|common|undo|endings|home|new|players|rounds|results|standings|closing|settings|projection|live)\.[a-z][A-Za-z]*(?:\.[A-Za-z-]+)*\b/;

/**
 * What a director would stumble on in the page as it is: a horizontal scroll, a locale key, the
 * header's bar on two lines (a line of the screen lost on every screen of a 768-pixel laptop).
 */
async function problems(page: Page): Promise<string[]> {
  const found: string[] = [];
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  if (widths.page > widths.window) found.push(`${widths.page - widths.window} px wider than the window`);
  const barLines = await page.evaluate(() => {
    const items = [...document.querySelectorAll('header.bar > *')].map((e) => e.getBoundingClientRect());
    const first = Math.min(...items.map((r) => r.bottom));
    return items.filter((r) => r.top >= first).length;
  });
  if (barLines > 0) found.push(`${barLines} item(s) of the header on a second line`);
  const text = await page.evaluate(() => document.body.innerText);
  const key = KEY.exec(text.replace(/\S+\.sclassic/g, ''));
  if (key !== null) found.push(`a locale key shown: ${key[0]}`);
  return found;
}

/** Goes to a screen and waits for what it loads: `loaded`, a test id on the screen once its data is in. */
async function show(page: Page, hash: string, loaded = ''): Promise<void> {
  await page.evaluate((h) => (globalThis.location.hash = h), hash);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (loaded !== '') await page.getByTestId(loaded).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Each screen, its address, and what shows once it has loaded. */
const SCREENS = [
  ['accueil', '#/accueil', ''],
  ['nouveau', '#/nouveau', ''],
  ['inscriptions', '#/inscriptions', 'players-list'],
  ['rondes', '#/rondes', 'pairings'],
  ['resultats', '#/resultats', 'results-table'],
  ['classement', '#/classement', 'standings-row'],
  ['cloture', '#/cloture', 'rating-report'],
  ['parametres', '#/parametres', ''],
] as const;

describe('every screen, in French and in English', () => {
  // 10 to 15 s: every screen of the app visited and photographed in both languages, and the
  // projection at its own size — the tour that shows a layout broken anywhere.
  it('at 1366 × 768, and the projection at 1920 × 1080', async () => {
    await prepare();
    const found: string[] = [];
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      mode = await openBrowserMode(file, viewport);
      const { page } = mode;
      // Started with the file: its address opens where the director left off, the round's results.
      await page.getByRole('heading', { name: 'Résultats', level: 1 }).waitFor();
      expect(page.url()).toMatch(/#\/resultats$/);
      for (const language of ['fr', 'en']) {
        await page.evaluate((l) => globalThis.localStorage.setItem('sclassic.locale', l), language);
        await page.reload();
        const screens = viewport.width === 1920 ? [['projection', '#/projection', 'projection'] as const] : SCREENS;
        for (const [name, hash, loaded] of screens) {
          await show(page, hash, loaded);
          for (const problem of await problems(page)) found.push(`${language} ${name} ${viewport.width}: ${problem}`);
          await mode.screenshot(`ecrans-${language}-${name}-${viewport.width}`);
        }
        if (viewport.width === 1366) {
          // The dialogs a director opens most: a forfeit to record, a player's rounds.
          await show(page, '#/resultats', 'results-table');
          await page.locator('#result-table').fill('5');
          await page.getByRole('button', { name: language === 'fr' ? 'Forfait…' : 'Forfeit…' }).click();
          await page.getByRole('dialog').waitFor();
          await mode.screenshot(`ecrans-${language}-resultats-forfait-1366`);
          await page.keyboard.press('Escape');
          await show(page, '#/classement', 'standings-row');
          await page.getByTestId('standings-row').first().getByRole('button').click();
          await page.getByRole('dialog').waitFor();
          for (const problem of await problems(page)) found.push(`${language} history 1366: ${problem}`);
          await mode.screenshot(`ecrans-${language}-classement-joueur-1366`);
          await page.keyboard.press('Escape');
        }
      }
      await mode.close();
      mode = null;
    }
    expect(found).toEqual([]);
  });
});

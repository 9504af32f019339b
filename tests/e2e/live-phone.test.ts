/**
 * The live results on a phone (Chromium at 390×844), against browser mode started with --live:
 * « Ma table » finds a player's table as a few letters are typed, a result the director records
 * arrives on the page without a reload, the standings, a player's page with the abandon marked,
 * the English switch, and the pages without JavaScript. The director's Rondes screen counts the
 * phone and the projection shows the address's QR code. Screenshots in test-results/screens.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { type LiveTournament, liveTournament } from '../support/live-tournament.ts';
import { SCREENS } from './browser-mode.ts';
import { type LiveMode, startLiveMode } from './live-mode.ts';

const PHONE = { width: 390, height: 844 };

let t: LiveTournament;
let mode: LiveMode;
let browser: Browser;
/** The table of DUPONT Jean-Édouard in round 2, and the player he meets there. */
let table: number;

beforeAll(async () => {
  t = await liveTournament();
  const round = await t.api.round({});
  const dupont = round.matches.find((m) => m.a.name.startsWith('DUPONT') || m.b?.name.startsWith('DUPONT'));
  table = dupont?.table as number;
  // The file is browser mode's from now on.
  t.service.close();
  mkdirSync(SCREENS, { recursive: true });
  mode = await startLiveMode(t.path, join(t.folder, 'données'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await mode?.close();
  rmSync(t.folder, { recursive: true, force: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: false });

describe('the live results on a phone', () => {
  it('are announced with their address, and find a table as a name is typed', async () => {
    expect(mode.liveLine).toBe(`Résultats en direct : ${mode.live}`);
    expect(table).toBeGreaterThan(3);
    const phone = await browser.newPage({ viewport: PHONE, locale: 'fr-FR', isMobile: true, hasTouch: true });
    await phone.goto(mode.live);
    await expect.poll(() => phone.locator('#live-state').textContent()).toContain('en direct');
    await shot(phone, 'live-round');
    await phone.getByLabel('Ma table').pressSequentially('jean du', { delay: 40 });
    const mine = phone.locator('#mine .match');
    await mine.waitFor();
    expect(await mine.count()).toBe(1);
    expect(await mine.textContent()).toContain(`Table ${table}`);
    expect(await mine.textContent()).toContain('DUPONT Jean-Édouard');
    expect(await mine.textContent()).toContain('en cours');
    // The address follows what is typed (the page replaces it as each letter comes in).
    await expect.poll(() => phone.url()).toContain('?nom=jean+du');
    await shot(phone, 'live-my-table');

    // The director records the table's result: it shows on the phone, the page not reloaded.
    await phone.evaluate(() => {
      (globalThis as { notReloaded?: boolean }).notReloaded = true;
    });
    const recorded = performance.now();
    expect(await mode.command('recordResult', { table, games: [[433, 410]] })).toMatchObject({ result: {} });
    await expect.poll(() => mine.textContent(), { timeout: 5000 }).toContain('433 – 410');
    console.log(
      `live: the phone shows the result ${Math.round(performance.now() - recorded)} ms after it was recorded`,
    );
    expect(await phone.evaluate(() => (globalThis as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await phone.getByLabel('Ma table').inputValue()).toBe('jean du');
    await shot(phone, 'live-result-arrived');

    // The director's Rondes screen counts the phone.
    const director = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
    await director.goto(`${mode.director}#/rondes`);
    await expect.poll(() => director.getByTestId('live-phones').textContent()).toBe('1 téléphone connecté');
    expect(await director.getByTestId('live-url').textContent()).toBe(mode.live);
    await director.getByTestId('live-panel').scrollIntoViewIfNeeded();
    await director.getByTestId('live-panel').screenshot({ path: `${SCREENS}live-director-switch.png` });
    await director.goto(`${mode.director}#/projection`);
    await director.getByTestId('projection-live').waitFor();
    await director.screenshot({ path: `${SCREENS}live-projection.png` });
    await director.close();
    await phone.close();
  });

  it('show the standings, a player’s page with the abandon marked, and switch to English', async () => {
    const phone = await browser.newPage({ viewport: PHONE, locale: 'fr-FR', isMobile: true, hasTouch: true });
    await phone.goto(mode.live);
    await phone.getByRole('link', { name: 'Classement' }).click();
    await phone.getByRole('heading', { name: 'Classement après la ronde 1' }).waitFor();
    const rows = phone.locator('table.standings tbody tr');
    expect(await rows.count()).toBe(13);
    await shot(phone, 'live-standings');
    // ÇELIK Emre abandoned in round 1 (table 3, side A).
    await phone.getByRole('link', { name: 'ÇELIK Emre' }).first().click();
    await phone.getByRole('heading', { name: 'ÇELIK Emre' }).waitFor();
    const round1 = phone.locator('table.history tbody tr').first();
    expect(await round1.textContent()).toContain('perdu');
    expect(await round1.textContent()).toContain('abandon');
    await shot(phone, 'live-player');
    await phone.getByRole('link', { name: 'English' }).click();
    await phone.getByRole('heading', { name: 'ÇELIK Emre' }).waitFor();
    expect(await phone.locator('table.history tbody tr').first().textContent()).toContain('abandoned');
    await phone.getByRole('link', { name: 'Standings' }).click();
    await phone.getByRole('heading', { name: 'Standings after round 1' }).waitFor();
    await shot(phone, 'live-standings-en');
    await phone.close();
  });

  it('work without JavaScript: « Ma table » as a plain form', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', javaScriptEnabled: false });
    const phone = await context.newPage();
    await phone.goto(mode.live);
    await phone.getByLabel('Ma table').fill('dupont');
    await phone.getByRole('button', { name: 'Chercher' }).click();
    await phone.waitForURL(/\?nom=dupont$/);
    expect(await phone.locator('#mine .match').textContent()).toContain('433 – 410');
    await shot(phone, 'live-no-script');
    await context.close();
  });
});

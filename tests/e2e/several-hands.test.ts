/**
 * Several hands on one tournament, in Chromium, on the real service, file and listeners: the
 * director (browser mode, 1366×768) turns the arbiters' stations on from Résultats; two stations
 * (1280×800) open the address, type the code and their names, and are accepted; one enters a
 * result under its name. The match sheets are printed and their QR codes read as a phone's camera
 * would; four phones (390×844) open them: one proposes and the director validates it with Enter;
 * two disagree at one table, shown side by side and not validated by Enter; the fourth's proposal
 * is validated by a station. A station removed mid-round is refused at its next request, writing
 * nothing. Screenshots in test-results/screens (postes-reels-*.png).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import decodeQR from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import { liveResults } from '../../src-main/server/live/live-host.ts';
import { stationsHost } from '../../src-main/server/stations/stations-host.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { launchChromium } from '../support/chromium.ts';
import { freePort } from '../support/free-port.ts';
import { pageCount, pageImage } from '../support/pdf-tools.ts';
import { SCREENS } from './browser-mode.ts';

const UI = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));
const LOOPBACK = [{ name: 'lo', address: '127.0.0.1', internal: true }];
const DIRECTOR = { width: 1366, height: 768 };
const STATION = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** What a page may take to show what it was told, on a busy machine. */
const WHILE_BUSY = { timeout: 15_000 };

const NAMES = [
  'AUBRY Anne',
  'BLANC Marc',
  'CARON Léa',
  'DAVID Tom',
  'EVRARD Zoé',
  'FABRE Paul',
  'GIRAUD Inès',
  'HUET Noé',
  'JACOB Lise',
  'KLEIN Hugo',
  'LAMBERT Éloïse',
  'MARCHAL Jean',
  'NOËL Rose',
  'OLIVIER Luc',
  'PERRIN Clémence',
  'ROCHE Yves',
];

let folder: string;
let service: Service;
let api: SclassicApi;
let director: BrowserServer;
let browser: Browser;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-hands-'));
  mkdirSync(SCREENS, { recursive: true });
  service = createService({
    dataFolder: join(folder, 'données'),
    live: (self) => liveResults(self, { addresses: () => LOOPBACK }),
    stations: (self) => stationsHost(self, { uiFolder: UI, addresses: () => LOOPBACK }),
  });
  api = apiOf(service);
  await api.createTournament({
    path: join(folder, 'Open de Namur.sclassic'),
    name: 'Open de Namur',
    date: '2026-12-22',
    tableProposals: true,
  });
  await api.importPlayers({ players: NAMES.map((name, i) => ({ name, rating: 1900 - 25 * i })) });
  await api.pairNextRound({});
  director = await startBrowserServer(service, UI);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await director?.close();
  service?.close();
  rmSync(folder, { recursive: true, force: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}postes-reels-${name}.png` });

/** A device of its own: its cookies, its screen. */
async function device(viewport: { width: number; height: number }, mobile = false): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', isMobile: mobile, hasTouch: mobile });
  return context.newPage();
}

/** A station opens the address, asks to join under `name` with the code, and waits for the director. */
async function askToJoin(url: string, code: string, name: string): Promise<Page> {
  const station = await device(STATION);
  await station.goto(url);
  await station.locator('#code').fill(code);
  await station.locator('#nom').fill(name);
  await station.getByRole('button', { name: 'Demander à rejoindre' }).click();
  return station;
}

/** The director accepts the device asking under `name`, from the banner and the panel. */
async function accept(desk: Page, name: string): Promise<void> {
  await desk.getByTestId('join-banner').filter({ hasText: name }).waitFor(WHILE_BUSY);
  await desk
    .getByTestId('stations-panel')
    .getByRole('button', { name: `Accepter ${name}` })
    .click();
}

/** Types a table's result at the keyboard, as on Résultats: table, Enter, score, Enter, score, Enter. */
async function typeResult(page: Page, table: number, a: number, b: number): Promise<void> {
  await page.locator('#result-table').fill(String(table));
  await page.keyboard.press('Enter');
  await page.keyboard.type(String(a));
  await page.keyboard.press('Enter');
  await page.keyboard.type(String(b));
  await page.keyboard.press('Enter');
}

/** The QR codes of the printed match sheets, read as a phone's camera reads them: table → address. */
async function sheetAddresses(): Promise<Map<number, string>> {
  const { pdf, withoutCodes } = await api.printDocument({ document: 'match-sheets' });
  expect(withoutCodes).toBeUndefined();
  const round = await api.round({ round: 1 });
  const tables = round.matches.filter((m) => m.b !== null).map((m) => m.table);
  const addresses = new Map<number, string>();
  for (let page = 1; page <= pageCount(pdf); page++) {
    const image = pageImage(pdf, page, 150);
    const half = Math.floor(image.height / 2);
    for (const [i, table] of tables.slice((page - 1) * 2, page * 2).entries()) {
      const rows = image.data.subarray(i * half * image.width * 4, (i + 1) * half * image.width * 4);
      addresses.set(table, decodeQR({ width: image.width, height: half, data: rows }));
    }
  }
  return addresses;
}

/** A phone scans its table's code and sends the scores. */
async function propose(address: string, a: number, b: number): Promise<Page> {
  const phone = await device(PHONE, true);
  await phone.goto(address);
  await phone.locator('#a1').fill(String(a));
  await phone.locator('#b1').fill(String(b));
  await phone.getByRole('button', { name: 'Envoyer la proposition' }).click();
  return phone;
}

describe('the director, two stations and four phones on one tournament', () => {
  it('join, enter, propose, validate, disagree and revoke, each hand within its role', async () => {
    const desk = await device(DIRECTOR);
    await desk.goto(`${director.url}#/resultats`);
    const panel = desk.getByTestId('stations-panel');
    await panel.locator('#stations-port').fill(String(await freePort()));
    await desk.getByTestId('stations-switch').click();
    const url = (await panel.getByTestId('stations-url').textContent({ timeout: WHILE_BUSY.timeout })) as string;
    const code = (await panel.getByTestId('stations-code').textContent()) as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(code).toMatch(/^\d{6}$/);
    await shot(desk, '01-directeur-postes-allumes');

    // Two stations ask to join; the director accepts them; each page becomes Résultats under its name.
    const one = await askToJoin(url, code, 'Arbitre 1');
    await shot(one, '02-poste-attend');
    await accept(desk, 'Arbitre 1');
    await one.getByTestId('station-name').filter({ hasText: 'Poste : Arbitre 1' }).waitFor(WHILE_BUSY);
    const two = await askToJoin(url, code, 'Arbitre 2');
    await accept(desk, 'Arbitre 2');
    await two.getByTestId('station-name').filter({ hasText: 'Poste : Arbitre 2' }).waitFor(WHILE_BUSY);
    expect(await one.getByRole('navigation').count()).toBe(0);
    await shot(desk, '03-directeur-deux-postes');

    // A station enters table 1: the director sees it, under the station's name.
    await typeResult(one, 1, 412, 380);
    await one.getByTestId('saved').filter({ hasText: 'Table 1' }).waitFor(WHILE_BUSY);
    await shot(one, '04-poste-saisit');
    const rows = desk.getByTestId('results-table').locator('tbody tr');
    await expect.poll(() => rows.nth(0).textContent(), WHILE_BUSY).toContain('saisi par Arbitre 1');
    expect((await api.log({}))[0]).toMatchObject({ command: 'record-result', hand: 'Arbitre 1' });

    // The sheets, printed with the stations on, carry each table's own address.
    const sheets = await sheetAddresses();
    expect([...sheets.values()].every((a) => a.startsWith(`${url}t/`))).toBe(true);
    expect(new Set(sheets.values()).size).toBe(8);

    // Phone 1 at table 3 proposes; the director validates it with Enter in the empty table box.
    const phone1 = await propose(sheets.get(3) as string, 401, 377);
    await phone1.getByText('Proposition envoyée', { exact: false }).first().waitFor(WHILE_BUSY);
    await shot(phone1, '05-telephone-propose');
    const queue = desk.getByTestId('proposals');
    await expect
      .poll(() => queue.getByTestId('proposal').first().textContent(), WHILE_BUSY)
      .toContain('Table 3 : 401 – 377');
    await desk.locator('#result-table').focus();
    await desk.keyboard.press('Enter');
    await expect.poll(() => rows.nth(2).textContent(), WHILE_BUSY).toContain('proposé par la table, validé');
    expect((await api.round({ round: 1 })).matches[2]?.entered).toMatchObject({ by: null, via: 'validated' });
    await phone1.reload();
    await phone1.getByText('validée par le directeur', { exact: false }).waitFor(WHILE_BUSY);
    await shot(phone1, '06-telephone-validee');

    // Phones 2 and 3 at table 4 disagree: side by side, and Enter validates neither.
    await propose(sheets.get(4) as string, 410, 390);
    await propose(sheets.get(4) as string, 390, 410);
    await expect.poll(() => queue.getByTestId('conflicting-proposal').count(), WHILE_BUSY).toBe(2);
    await desk.locator('#result-table').focus();
    await desk.keyboard.press('Enter');
    await desk.getByTestId('proposal-said').waitFor(WHILE_BUSY);
    expect((await api.round({ round: 1 })).matches[3]?.recorded).toBeNull();
    await shot(desk, '07-directeur-desaccord');

    // Phone 4 at table 5: station 2 validates it with Enter.
    await propose(sheets.get(5) as string, 366, 402);
    await expect
      .poll(() => two.getByTestId('proposal').first().textContent(), WHILE_BUSY)
      .toContain('Table 5 : 366 – 402');
    await two.locator('#result-table').focus();
    await two.keyboard.press('Enter');
    await expect
      .poll(async () => (await api.round({ round: 1 })).matches[4]?.entered, WHILE_BUSY)
      .toMatchObject({ by: 'Arbitre 2', via: 'validated' });
    await shot(two, '08-poste-valide');

    // The director removes station 2 mid-round: its next request is refused, and writes nothing.
    // That request is the result typed, or the screen's own reading of the file if it comes first
    // (on a busy machine it may, and the form is gone before it is typed in).
    const revision = (await api.undoState({})).revision;
    await panel.getByRole('button', { name: 'Retirer le poste Arbitre 2' }).click();
    await expect
      .poll(async () => (await api.stationsStatus({})).stations.map((s) => s.name), WHILE_BUSY)
      .not.toContain('Arbitre 2');
    const out = two.getByTestId('station-out');
    const typed = typeResult(two, 6, 388, 377).catch(() => {});
    await Promise.race([typed, out.waitFor(WHILE_BUSY)]);
    await out.waitFor(WHILE_BUSY);
    await shot(two, '09-poste-retire');
    expect((await api.round({ round: 1 })).matches[5]?.recorded).toBeNull();
    expect((await api.undoState({})).revision).toBe(revision);
    // Station 1, still in, goes on.
    await typeResult(one, 6, 388, 377);
    await expect
      .poll(async () => (await api.round({ round: 1 })).matches[5]?.entered?.by, WHILE_BUSY)
      .toBe('Arbitre 1');
    await shot(desk, '10-directeur-fin');
  });
});

/**
 * The desktop app's page over the real IPC path, in Chromium (desktop-page.ts): the UI the
 * desktop build serves from app://, its `window.sclassic` made by the real preload and bridge,
 * each call through the app's IPC handlers and their sender checks to the service. A small
 * tournament through the screens: the file chosen in the (stood-in) native dialog, four players
 * typed in, a round paired, its match sheets printed — the system's print dialog asked for on
 * the PDF —, its results typed, the standings, the bulletin printed, the file opened again from
 * Accueil's recent files.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SclassicBridge } from '../../src-main/contract/commands.ts';
import { API_CHANNEL, PATH_CHANNEL, PRINT_CHANNEL } from '../../src-main/electron/bridge.ts';
import type { FakeBrowserWindow } from '../electron/fake-electron.ts';
import { SCREENS, step } from './browser-mode.ts';
import { type DesktopPage, openDesktopPage } from './desktop-page.ts';
import { typeResult } from './keyboard-entry.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-e2e-desktop-'));
let desktop: DesktopPage | null = null;

afterAll(async () => {
  await desktop?.close();
  rmSync(folder, { recursive: true, force: true });
});

const PLAYERS: Array<[string, string, number]> = [
  ['Bertin', 'Ana', 1820],
  ['Dupont', 'Luc', 1760],
  ['Faure', 'Maëlys', 1705],
  ['Girard', 'Léonie', 1650],
];

/** The window « Imprimer » opened last: the PDF it shows, and whether the print dialog was asked for. */
function lastPrint(desktop: DesktopPage) {
  const window = desktop.fake.BrowserWindow.all.at(-1) as FakeBrowserWindow;
  const shown = readFileSync(fileURLToPath(window.webContents.url));
  return { window, shown, dialogs: window.webContents.print.mock.calls.length };
}

describe('the desktop app’s page over its IPC path, in Chromium', () => {
  it('runs a small tournament through the screens, and prints with the system’s dialog', async () => {
    desktop = await openDesktopPage(folder);
    const { page, fake } = desktop;
    const shot = (name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });

    // Nouveau tournoi: the file is chosen in the native dialog, the only way a path gets through.
    const file = join(folder, 'Open de Courcelles.sclassic');
    fake.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: file } as never);
    await page.getByRole('heading', { name: 'Accueil' }).waitFor();
    await page.getByTestId('new-tournament').click();
    await page.getByLabel('Nom du tournoi').fill('Open de Courcelles');
    await page.getByTestId('choose-new-path').click();
    await expect.poll(() => page.getByLabel('Fichier à créer (.sclassic)').inputValue()).toBe(file);
    await page.getByLabel('Date', { exact: true }).fill('2026-12-22');
    await shot('bureau-01-nouveau');
    await page.getByTestId('create-tournament').click();
    await page.getByRole('heading', { name: 'Inscriptions', level: 1 }).waitFor();
    expect(existsSync(file)).toBe(true);

    // Inscriptions: four players typed in.
    for (const [last, first, rating] of PLAYERS) {
      await page.getByLabel('Nom', { exact: true }).fill(last);
      await page.getByLabel('Prénom', { exact: true }).fill(first);
      await page.getByLabel('Cote', { exact: true }).fill(String(rating));
      await page.getByLabel('Cote', { exact: true }).press('Enter');
      await page
        .getByTestId('players-announce')
        .filter({ hasText: `${last.toUpperCase()} ${first} est inscrit` })
        .waitFor();
    }
    await page.getByTestId('players-counts').filter({ hasText: '4 joueurs inscrits' }).waitFor();

    // Rondes: round 1 paired, its match sheets printed with the system's dialog.
    await step(page, 'Rondes');
    await page.getByTestId('pair-round').click();
    await page.getByTestId('rounds-message').filter({ hasText: 'Ronde 1 appariée.' }).waitFor();
    const windows = fake.BrowserWindow.all.length;
    await page.getByTestId('print-match-sheets').click();
    await expect.poll(() => fake.BrowserWindow.all.length).toBe(windows + 1);
    await expect.poll(() => lastPrint(desktop as DesktopPage).dialogs).toBe(1);
    const sheets = lastPrint(desktop);
    expect(sheets.shown.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sheets.window.options).toMatchObject({ webPreferences: { plugins: true, sandbox: true } });
    expect(await page.getByText('Le navigateur a bloqué').count()).toBe(0);
    await page.getByTestId('download-match-sheets').waitFor();
    await shot('bureau-02-rondes');

    // Résultats: both tables typed with the keyboard.
    await step(page, 'Résultats');
    await typeResult(page, 1, [412, 380]);
    await typeResult(page, 2, [365, 398]);

    // Classement, then the bulletin printed from Clôture.
    await step(page, 'Classement');
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('main').textContent()).toContain('BERTIN Ana');
    await shot('bureau-03-classement');
    await step(page, 'Clôture');
    await page.locator('#print-bulletin').click();
    await shot('bureau-04-cloture');
    await page
      .locator('#print-bulletin-status')
      .filter({ hasText: 'Ouvert dans une fenêtre, avec la boîte d’impression.' })
      .waitFor();
    const bulletin = lastPrint(desktop);
    expect(bulletin.window).not.toBe(sheets.window);
    expect(bulletin.dialogs).toBe(1);
    expect(bulletin.shown.subarray(0, 5).toString()).toBe('%PDF-');

    // Accueil lists the file among the recent files, the service's list, which the app's menu
    // shows too; it opens from there with no dialog (the path gate lets a recent file through).
    await step(page, 'Accueil');
    const recent = page.getByTestId('recent-file');
    await recent.filter({ hasText: 'Open de Courcelles.sclassic' }).waitFor();
    expect(await recent.count()).toBe(1);
    await shot('bureau-05-accueil');
    const menu = fake.Menu.buildFromTemplate.mock.calls.at(-1)?.[0] as Array<{
      label: string;
      submenu: Array<{ label?: string; submenu?: Array<{ label?: string }> }>;
    }>;
    const openRecent = menu[0]?.submenu.find((item) => item.label === 'Ouvrir récent')?.submenu;
    expect(openRecent?.map((item) => item.label)).toEqual([file]);
    const dialogs = fake.ipcCalls.filter(([channel]) => channel === PATH_CHANNEL).length;
    await recent.click();
    await page.getByRole('heading', { name: 'Accueil' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(fake.ipcCalls.filter(([channel]) => channel === PATH_CHANNEL)).toHaveLength(dialogs);

    // Every call came through the app's handlers: the commands, the dialog, the prints.
    const channels = new Set(fake.ipcCalls.map(([channel]) => channel));
    expect(channels).toEqual(new Set([API_CHANNEL, PATH_CHANNEL, PRINT_CHANNEL]));
    expect(fake.ipcCalls.filter(([channel]) => channel === PRINT_CHANNEL)).toHaveLength(2);
  });

  it('ignores a page the app did not serve: the sender check is the app’s', async () => {
    const { page, fake } = desktop as DesktopPage;
    const handler = fake.handlers.get(API_CHANNEL) as (event: unknown, ...args: unknown[]) => Promise<unknown>;
    const main = fake.BrowserWindow.all[0] as FakeBrowserWindow;
    expect(
      await handler({ sender: main.webContents, senderFrame: { url: 'http://sclassic/index.html' } }, 'show', {}),
    ).toBeUndefined();
    // The page itself still gets its answers.
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as { sclassic: SclassicBridge }).sclassic
          .dispatch('show', {})
          .then((a) => 'result' in a),
      ),
    ).toBe(true);
  });
});

/**
 * « Imprimer » in the desktop app, `electron` mocked: the PDF the page made, handed over the
 * bridge's print channel, opens in a window of its own with the PDF viewer's plugin, and the
 * system's print dialog is asked for on it once the viewer says it is ready. Nothing else is
 * shown: bytes that are no PDF, and senders that are not the app's page, get no window.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRINT_CHANNEL } from '../../src-main/electron/bridge.ts';
import { startDesktopApp } from '../../src-main/electron/desktop-app.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { type FakeBrowserWindow, fakeElectron, tournamentFile } from './fake-electron.ts';

let folder: string;
let fake: ReturnType<typeof fakeElectron>;
let started: Awaited<ReturnType<typeof startDesktopApp>>;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-print-'));
  fake = fakeElectron(folder);
});
afterEach(() => {
  started?.service.close();
  rmSync(folder, { recursive: true, force: true });
});

const mainWindow = () => fake.BrowserWindow.all[0] as FakeBrowserWindow;
const print = (event: unknown, pdf: unknown, fileName: unknown) =>
  (fake.handlers.get(PRINT_CHANNEL) as (event: unknown, ...args: unknown[]) => Promise<unknown>)(event, pdf, fileName);

/** The app on a tournament with a paired round, and that round's match sheets as the page gets them. */
async function matchSheets() {
  const path = await tournamentFile(folder, 'impression.sclassic');
  started = await startDesktopApp(fake as never, {
    uiIndex: '/opt/ui/index.html',
    preload: '/opt/preload.cjs',
    argv: ['sclassic', path],
  });
  const api = apiOf((started as NonNullable<typeof started>).service);
  for (const name of ['BERTIN Ana', 'DUPONT Luc', 'FAURE Maëlys', 'GIRARD Léonie']) await api.addPlayer({ name });
  await api.pairNextRound({});
  return api.printDocument({ document: 'match-sheets', round: 1 });
}

const fromThePage = () => ({
  sender: mainWindow().webContents,
  senderFrame: { url: 'app://sclassic/index.html#/rondes' },
});

describe('« Imprimer » in the desktop app', () => {
  it('opens the PDF in a window of its own and asks for the system’s print dialog once the viewer is ready', async () => {
    const { pdf, fileName } = await matchSheets();
    expect(await print(fromThePage(), pdf, fileName)).toBe(true);
    const window = fake.BrowserWindow.all.at(-1) as FakeBrowserWindow;
    expect(window).not.toBe(mainWindow());
    expect(window.options).toMatchObject({
      title: fileName,
      show: true,
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, plugins: true },
    });
    const shown = fileURLToPath(window.webContents.url);
    expect(shown.endsWith(fileName)).toBe(true);
    expect(readFileSync(shown)).toEqual(Buffer.from(pdf));
    expect(window.webContents.print).toHaveBeenCalledTimes(1);
    expect(window.webContents.print.mock.calls[0]?.[0]).toEqual({});
    // The temporary file goes with its window.
    window.emit('closed');
    expect(existsSync(shown)).toBe(false);
  });

  it('shows nothing for bytes that are no PDF, nor for a sender that is not the app’s page', async () => {
    const { pdf, fileName } = await matchSheets();
    const windows = fake.BrowserWindow.all.length;
    expect(await print(fromThePage(), new TextEncoder().encode('<html>pas un PDF</html>'), 'x.pdf')).toBe(false);
    expect(await print(fromThePage(), 'JVBERi0=', 'x.pdf')).toBe(false);
    expect(
      await print(
        { sender: mainWindow().webContents, senderFrame: { url: 'https://ailleurs.example/' } },
        pdf,
        fileName,
      ),
    ).toBeUndefined();
    expect(
      await print({ sender: { id: 999 }, senderFrame: { url: 'app://sclassic/index.html' } }, pdf, fileName),
    ).toBeUndefined();
    expect(fake.BrowserWindow.all).toHaveLength(windows);
  });

  it('keeps the window’s title to a plain file name', async () => {
    const { pdf } = await matchSheets();
    await print(fromThePage(), pdf, '../../etc/<script>.pdf');
    expect((fake.BrowserWindow.all.at(-1) as FakeBrowserWindow).options.title).toBe('etcscript.pdf');
  });
});

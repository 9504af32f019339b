/**
 * The desktop app's page in Chromium, on machines where Electron itself cannot run. The app's
 * main process code runs for real in Node (`startDesktopApp`, `electron` mocked by
 * tests/electron/fake-electron.ts): it registers its app:// handler and its IPC handlers. Chromium
 * loads the built UI through that very handler (Chromium knows no app: scheme, so the page's
 * address is http://sclassic/…, each request answered by the handler for the same app:// path),
 * and the page's `window.sclassic` is made by the real preload.ts and bridge.ts, built as the
 * desktop build makes them, over a test transport (desktop-transport.ts) into the app's IPC
 * handlers, each call sent as from the app's main window showing the app:// page it shows: the
 * sender checks are the app's own. A break between renderer, preload and IPC shows here.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { fromWire, toWire } from '../../src-main/contract/wire.ts';
import { startDesktopApp } from '../../src-main/electron/desktop-app.ts';
import { type FakeBrowserWindow, fakeElectron } from '../electron/fake-electron.ts';
import { launchChromium } from '../support/chromium.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where Chromium finds the page: the app's own origin, app://sclassic, as an address it can load. */
export const PAGE_ORIGIN = 'http://sclassic';
const APP_ORIGIN = 'app://sclassic';

/** The preload as the desktop build makes it (one script), `electron` being the test transport. */
async function builtPreload(): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { electron: fileURLToPath(new URL('./desktop-transport.ts', import.meta.url)) } },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: `${ROOT}src-main/electron/preload.ts`,
        formats: ['iife'],
        name: 'preload',
        fileName: () => 'preload.js',
      },
    },
  });
  const [output] = Array.isArray(built) ? built : [built];
  const chunk = (output as { output: Array<{ type: string; code?: string }> }).output.find((o) => o.type === 'chunk');
  if (chunk?.code === undefined) throw new Error('the preload was not built');
  return chunk.code;
}

export interface DesktopPage {
  page: Page;
  fake: ReturnType<typeof fakeElectron>;
  started: NonNullable<Awaited<ReturnType<typeof startDesktopApp>>>;
  close(): Promise<void>;
}

/** The desktop app on `dataFolder` (its userData and documents), its page open in Chromium. */
export async function openDesktopPage(
  dataFolder: string,
  viewport = { width: 1366, height: 800 },
): Promise<DesktopPage> {
  const fake = fakeElectron(dataFolder);
  const started = await startDesktopApp(fake as never, {
    uiIndex: `${ROOT}dist/renderer/index.html`,
    preload: `${ROOT}dist/electron/preload.cjs`,
    argv: ['Sclassic'],
  });
  if (started === null) throw new Error('the desktop app did not start');
  const [scheme, appHandler] = fake.protocol.handle.mock.calls[0] as unknown as [
    string,
    (request: { url: string }) => Promise<Response>,
  ];
  if (scheme !== 'app') throw new Error(`the app registered ${scheme}:, not app:`);
  const window = fake.BrowserWindow.all[0] as FakeBrowserWindow;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  try {
    const preload = await builtPreload();
    browser = await launchChromium();
    context = await browser.newContext({ viewport, locale: 'fr-FR' });
    await context.route(`${PAGE_ORIGIN}/**`, async (route) => {
      const response = await appHandler({ url: route.request().url().replace(PAGE_ORIGIN, APP_ORIGIN) });
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    });
    await context.exposeBinding('sclassicIpc', async ({ frame }, channel: string, args: string) => {
      const handler = fake.handlers.get(channel);
      if (handler === undefined) throw new Error(`No handler registered for '${channel}'`);
      const event = { sender: window.webContents, senderFrame: { url: frame.url().replace(PAGE_ORIGIN, APP_ORIGIN) } };
      return toWire(await handler(event, ...(fromWire(args) as unknown[])));
    });
    await context.addInitScript({ content: preload });
    const page = await context.newPage();
    await page.goto(`${PAGE_ORIGIN}/index.html`);
    const opened = browser;
    return {
      page,
      fake,
      started,
      close: async () => {
        await opened.close();
        started.service.close();
      },
    };
  } catch (error) {
    await browser?.close();
    started.service.close();
    throw error;
  }
}

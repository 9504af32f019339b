/**
 * Browser mode as a director meets it: `node bin/serve.js FILE` in its own process,
 * the Chromium npm installs driven by playwright-core, and a screenshot of every screen kept as a
 * test artifact in test-results/screens. The server is ended whatever happens: by `close()`, by
 * a failure while opening, and otherwise by tests/support/processes.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { startBrowserMode } from '../support/browser-mode-server.ts';
import { launchChromium } from '../support/chromium.ts';
import { endProcess } from '../support/processes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCREENS = `${ROOT}test-results/screens/`;

export interface BrowserMode {
  url: string;
  page: Page;
  /** Saves a screenshot of the page as it is now. */
  screenshot(name: string): Promise<void>;
  /** Another window on the same address: a second screen of the director's. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Browser mode on FILE (or none), new tournaments going to `folder`. */
async function serve(
  file: string | undefined,
  dataFolder: string,
  folder: string,
): Promise<{ process: ChildProcess; url: string }> {
  const args = [...(file === undefined ? [] : [file]), '--folder', folder];
  const { child, url } = await startBrowserMode(args, { ...process.env, SCLASSIC_DATA_DIR: dataFolder });
  return { process: child, url };
}

/**
 * Browser mode on FILE, or with no tournament open (the director starts from Accueil);
 * `dataFolder` holds the directory of players (by default a fresh one, removed on close, so
 * what one test types never shows up as a suggestion in another); `folder` is where a tournament
 * named without a folder goes (by default FILE's folder, or the data folder).
 */
export async function openBrowserMode(
  file?: string,
  viewport = { width: 1366, height: 768 },
  dataFolder?: string,
  folder?: string,
): Promise<BrowserMode> {
  mkdirSync(SCREENS, { recursive: true });
  const ownData = dataFolder === undefined ? mkdtempSync(join(tmpdir(), 'sclassic-e2e-data-')) : null;
  const forgetData = () => {
    if (ownData !== null) rmSync(ownData, { recursive: true, force: true });
  };
  let server: { process: ChildProcess; url: string };
  try {
    const data = dataFolder ?? (ownData as string);
    server = await serve(file, data, folder ?? (file === undefined ? data : dirname(file)));
  } catch (error) {
    forgetData();
    throw error;
  }
  let browser: Browser | undefined;
  // Ends what was started, each step whatever the one before did; a second call does nothing more.
  const close = async () => {
    try {
      await browser?.close();
    } finally {
      // The server closes the tournament file on SIGTERM: wait for it to be gone.
      await endProcess(server.process);
      forgetData();
    }
  };
  try {
    const started = await launchChromium();
    browser = started;
    const page = await started.newPage({ viewport, locale: 'fr-FR' });
    await page.goto(server.url);
    return {
      url: server.url,
      page,
      screenshot: async (name) => {
        await page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });
      },
      newPage: () => started.newPage({ viewport, locale: 'fr-FR' }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A step of the wizard, from the navigation bar: its screen is shown once its title is. */
export async function step(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Étapes du tournoi' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

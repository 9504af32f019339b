/**
 * Browser mode as a director meets it: `node src-main/server/serve.ts FILE` in its own process,
 * Debian's Chromium driven by playwright-core, and a screenshot of every screen kept as a test
 * artifact in test-results/screens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';

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

function serve(file: string | undefined, dataFolder: string): Promise<{ process: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const args = [`${ROOT}src-main/server/serve.ts`, ...(file === undefined ? [] : [file])];
    const env = { ...process.env, SCLASSIC_DATA_DIR: dataFolder };
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    const fail = () => reject(new Error(`browser mode did not start: ${output}`));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+\/\S+\/)/.exec(output)?.[1];
      if (url !== undefined) resolve({ process: child, url });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', fail);
  });
}

/**
 * Browser mode on FILE, or with no tournament open (the director starts from Accueil);
 * `dataFolder` holds the directory of players (by default a fresh one, removed on close, so
 * what one test types never shows up as a suggestion in another).
 */
export async function openBrowserMode(
  file?: string,
  viewport = { width: 1366, height: 768 },
  dataFolder?: string,
): Promise<BrowserMode> {
  mkdirSync(SCREENS, { recursive: true });
  const ownData = dataFolder === undefined ? mkdtempSync(join(tmpdir(), 'sclassic-e2e-data-')) : null;
  const server = await serve(file, dataFolder ?? (ownData as string));
  const browser: Browser = await launchChromium();
  const page = await browser.newPage({ viewport, locale: 'fr-FR' });
  await page.goto(server.url);
  return {
    url: server.url,
    page,
    screenshot: async (name) => {
      await page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });
    },
    newPage: () => browser.newPage({ viewport, locale: 'fr-FR' }),
    close: async () => {
      await browser.close();
      // The server closes the tournament file on SIGTERM: wait for it to be gone.
      server.process.removeAllListeners('exit');
      const exited = new Promise<void>((done) => server.process.once('exit', () => done()));
      if (server.process.exitCode === null && server.process.signalCode === null) {
        server.process.kill('SIGTERM');
        await exited;
      }
      if (ownData !== null) rmSync(ownData, { recursive: true, force: true });
    },
  };
}

/** A step of the wizard, from the navigation bar: its screen is shown once its title is. */
export async function step(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Étapes du tournoi' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

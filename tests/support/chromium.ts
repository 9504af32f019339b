/**
 * Debian's Chromium, driven by playwright-core, with the flags that work on these machines (a
 * test tool's own browser download cannot): what the end-to-end tests, the export tests and the
 * icon script all launch.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing (${CHROMIUM}): install Debian's chromium package`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

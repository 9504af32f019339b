/**
 * Vitest global setup: one folder a test run for the Chromium the tests unpack (tests/support/chromium.ts),
 * shared by the run's workers, so the package is unpacked once a run and never found stale from
 * another; removed when the run ends (or by the next run, if this one is killed). Each project that launches Chromium names this setup; the
 * first to run makes the folder and the others share it.
 */
import { rmSync } from 'node:fs';
import { chromiumFolder, RUN_FOLDER_VARIABLE } from './chromium.ts';

export default function setup(): (() => void) | undefined {
  if (process.env[RUN_FOLDER_VARIABLE] !== undefined) return undefined;
  const folder = chromiumFolder();
  process.env[RUN_FOLDER_VARIABLE] = folder;
  return () => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env[RUN_FOLDER_VARIABLE];
  };
}

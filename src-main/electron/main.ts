/**
 * The desktop app's entry point: Electron's main process. `--smoke REPORT.json` runs the smoke
 * run instead (smoke.ts) and exits with its outcome.
 */
import { fileURLToPath } from 'node:url';
import * as electron from 'electron';
import { startDesktopApp } from './desktop-app.ts';
import { runSmoke, smokeReportPath } from './smoke.ts';

const files = {
  uiIndex: fileURLToPath(new URL('../renderer/index.html', import.meta.url)),
  preload: fileURLToPath(new URL('./preload.cjs', import.meta.url)),
};
const report = smokeReportPath(process.argv);

if (report === null)
  await startDesktopApp(electron, {
    ...files,
    argv: process.argv,
    dataFolder: process.env.SCLASSIC_DATA_DIR || undefined,
  });
else {
  const outcome = await runSmoke(electron, { ...files, report });
  electron.app.exit(outcome.ok ? 0 : 1);
}

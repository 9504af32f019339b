/** The desktop app's entry point: Electron's main process. */
import { fileURLToPath } from 'node:url';
import * as electron from 'electron';
import { startDesktopApp } from './desktop-app.ts';

await startDesktopApp(electron, {
  uiIndex: fileURLToPath(new URL('../renderer/index.html', import.meta.url)),
  preload: fileURLToPath(new URL('./preload.cjs', import.meta.url)),
  argv: process.argv,
});

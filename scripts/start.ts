/**
 * `npm start`: obtains Electron (downloaded once, by the electron package's own downloader:
 * electron-download.ts), builds the UI and the Electron layer, then launches the desktop app with
 * the arguments given after `--` (a tournament file, or `--smoke REPORT.json`). When Electron
 * cannot be had, says why and what to do instead, in French, and stops.
 */
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ElectronUnavailable, obtainElectron } from './electron-download.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

let binary: string;
try {
  binary = await obtainElectron(`${root}node_modules/electron`, { say: (line) => process.stdout.write(`${line}\n`) });
} catch (error) {
  if (!(error instanceof ElectronUnavailable)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
/** Runs an npm script: through the npm that runs this one (on Windows `npm` alone is a batch file). */
function npmRun(script: string): void {
  const npm = process.env.npm_execpath;
  if (npm === undefined) execFileSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  else execFileSync(process.execPath, [npm, 'run', script], { cwd: root, stdio: 'inherit' });
}
npmRun('build:ui');
npmRun('build:electron');
spawn(binary, [`${root}dist/electron/main.js`, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' }).on(
  'exit',
  (code) => process.exit(code ?? 1),
);

/**
 * `npm start`: builds the UI and the Electron layer, then launches the desktop app — or, where
 * the Electron binary could not be obtained, says so in one line and points to browser mode.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const electronFolder = `${root}node_modules/electron/`;

function electronBinary(): string | null {
  try {
    const relative = readFileSync(`${electronFolder}path.txt`, 'utf8').trim();
    const binary = `${electronFolder}dist/${relative}`;
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (binary === null) {
  process.stderr.write(
    "Electron n'est pas installé sur cette machine (son binaire n'a pas pu être téléchargé) : lancez plutôt npm run serve -- FICHIER.sclassic\n",
  );
  process.exit(1);
}
execFileSync('npm', ['run', 'build:ui'], { cwd: root, stdio: 'inherit' });
execFileSync('npm', ['run', 'build:electron'], { cwd: root, stdio: 'inherit' });
spawn(binary, [`${root}dist/electron/main.js`, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' }).on(
  'exit',
  (code) => process.exit(code ?? 0),
);

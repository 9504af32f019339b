#!/usr/bin/env node
// The sclassic command. Node runs the TypeScript sources directly (type stripping, Node ≥ 23.6);
// the compile cache keeps the next start fast. Started by an older Node — the machine's, when
// `npm link` put the command on the PATH — it hands itself to the project's own Node (the `node`
// package of the devDependencies), so the command works from any folder.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { outliveOutputReader } from './output.js';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 23 || (major === 23 && minor < 6)) {
  const pinned = ['../node_modules/node/bin/node', '../node_modules/node/bin/node.exe']
    .map((path) => fileURLToPath(new URL(path, import.meta.url)))
    .find((path) => existsSync(path));
  if (pinned === undefined) {
    process.stderr.write(
      `sclassic : Node ${process.versions.node} est trop ancien (23.6 au moins) ; lancez npm install dans le dossier de Sclassic.\n`,
    );
    process.exit(1);
  }
  const run = spawnSync(pinned, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

module.enableCompileCache?.();
outliveOutputReader();
const { main } = await import('../src-main/cli/main.ts');
const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
});
// A failure to print, said above, is not taken back by a command that went well.
process.exitCode = code || process.exitCode;

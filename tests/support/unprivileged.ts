/**
 * Commands run as a user whom file permissions stop: this user when it is one, `nobody` when the
 * tests run as root (whom no permission stops). `home` is a folder every user may write in: the
 * user's home and data folder for the run.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The user and group `nobody`, whom permissions stop. */
const NOBODY = 65534;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Where `nobody` keeps the code Node compiled, for its next process (vitest.config.ts): a folder
 * of its own beside the test run's, which is root's, and nobody else's to write in (what is
 * there runs).
 */
function nobodysCache(): string {
  const folder = join(root, 'node_modules', '.cache', 'compiled-code-nobody');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chownSync(folder, NOBODY, NOBODY);
  chmodSync(folder, 0o700);
  return folder;
}

/** `node SCRIPT ARGS…` as that user, `input` on its standard input. */
export function nodeAsUnprivileged(script: string, args: string[], home: string, input = ''): Run {
  const asRoot = process.getuid?.() === 0;
  const data = join(home, 'données');
  mkdirSync(data, { recursive: true, mode: 0o777 });
  chmodSync(data, 0o777);
  const run = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    input,
    timeout: 30_000,
    env: {
      ...process.env,
      HOME: home,
      SCLASSIC_DATA_DIR: data,
      ...(asRoot ? { NODE_COMPILE_CACHE: nobodysCache() } : {}),
    },
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** `sclassic ARGS…` as that user. */
export const sclassicAsUnprivileged = (args: string[], home: string): Run =>
  nodeAsUnprivileged(join(root, 'bin/sclassic.js'), args, home);

/**
 * Commands run as a user whom file permissions stop: this user when it is one, `nobody` when the
 * tests run as root (whom no permission stops). `home` is a folder every user may write in: the
 * user's home and data folder for the run.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Where `nobody` keeps the code Node compiled, for its next process (vitest.config.ts): a folder
 * it may write, the test run's own being root's.
 */
function nobodysCache(): string {
  const folder = join(tmpdir(), 'sclassic-test-compile-cache-nobody');
  mkdirSync(folder, { recursive: true, mode: 0o777 });
  chmodSync(folder, 0o777);
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
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** `sclassic ARGS…` as that user. */
export const sclassicAsUnprivileged = (args: string[], home: string): Run =>
  nodeAsUnprivileged(join(root, 'bin/sclassic.js'), args, home);

/** Running the real `sclassic` command, as a director would from a terminal. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function sclassic(...args: string[]) {
  const run = spawnSync(process.execPath, [`${root}bin/sclassic.js`, ...args], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs a command that must succeed, and gives its output. */
export function ok(...args: string[]): string {
  const run = sclassic(...args);
  expect(run.stderr, `sclassic ${args.join(' ')}`).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

export const json = <T>(...args: string[]): T => JSON.parse(ok(...args, '--json')) as T;

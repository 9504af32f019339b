/** The `sclassic` command run as a director runs it: a process of its own, its output as text. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `sclassic`, and `ok` that expects it to succeed silently on stderr; `env` is added to this process's. */
export function cli(env: Record<string, string> = {}) {
  const sclassic = (...args: string[]) => {
    const run = spawnSync(process.execPath, [`${root}bin/sclassic.js`, ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  const ok = (...args: string[]): string => {
    const run = sclassic(...args);
    expect(run.stderr, `sclassic ${args.join(' ')}`).toBe('');
    expect(run.status).toBe(0);
    return run.stdout;
  };
  /** A read with --json, parsed. */
  const json = <T>(...args: string[]): T => JSON.parse(ok(...args, '--json')) as T;
  return { sclassic, ok, json };
}

export const { sclassic, ok, json } = cli();

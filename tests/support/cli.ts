/**
 * The `sclassic` command as a director runs it, its output as text: in this process through
 * `main` (as bin/sclassic.js calls it, with the output captured), or in a process of its own for
 * what only a real process proves (the bin script, standard input, the exit status).
 */
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../src-main/cli/main.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** How a run is given its surroundings: `env` is added to this process's, `input` is its standard input. */
export interface CliRunOptions {
  env?: Record<string, string>;
  input?: string;
}

/** `sclassic ARGS…` run in this process. */
export async function runCli(args: string[], { env = {}, input = '' }: CliRunOptions = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from(input === '' ? [] : [input]),
    env: { ...process.env, ...env },
  });
  return { status, stdout, stderr };
}

/** `sclassic ARGS…` in a process of its own, through bin/sclassic.js. */
export function spawnCli(args: string[], { env = {}, input = '' }: CliRunOptions = {}): CliRun {
  const run = spawnSync(process.execPath, [`${root}bin/sclassic.js`, ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** `sclassic`, and `ok` that expects it to succeed silently on stderr; `env` is added to this process's. */
export function cli(env: Record<string, string> = {}) {
  const sclassic = (...args: string[]) => runCli(args, { env });
  const ok = async (...args: string[]): Promise<string> => {
    const run = await sclassic(...args);
    expect(run.stderr, `sclassic ${args.join(' ')}`).toBe('');
    expect(run.status).toBe(0);
    return run.stdout;
  };
  /** A read with --json, parsed. */
  const json = async <T>(...args: string[]): Promise<T> => JSON.parse(await ok(...args, '--json')) as T;
  return { sclassic, ok, json };
}

export const { sclassic, ok, json } = cli();

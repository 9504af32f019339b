/**
 * The processes a test starts end whatever happens to the test: ended on request (by force if
 * they do not listen), when the test's process exits without ending them, and when it is killed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { endProcess, startProcess } from './processes.ts';

const SLEEPER = fileURLToPath(new URL('./sleeper-child.ts', import.meta.url));
const STARTER = fileURLToPath(new URL('./starter-child.ts', import.meta.url));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

const ready = (child: ChildProcess, word: string) =>
  new Promise<string>((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith(word));
      if (line !== undefined) resolve(line);
    });
  });

/** A starter (a test's process) and the pid of the sleeper it started and left running. */
async function starterWithSleeper(): Promise<{ starter: ChildProcess; sleeper: number }> {
  const starter = spawn(process.execPath, [STARTER], { stdio: ['pipe', 'pipe', 'inherit'] });
  starters.push(starter);
  const line = await ready(starter, 'sleeper ');
  return { starter, sleeper: Number(line.split(' ')[1]) };
}

const starters: ChildProcess[] = [];
afterAll(() => {
  for (const starter of starters) if (starter.exitCode === null) starter.kill('SIGKILL');
});

describe('a process a test starts', () => {
  it('ends when asked, and by force when it does not listen', async () => {
    const polite = startProcess(SLEEPER, []);
    await ready(polite, 'ready');
    await endProcess(polite);
    expect(polite.signalCode).toBe('SIGTERM');

    const deaf = startProcess(SLEEPER, ['--deaf']);
    await ready(deaf, 'ready');
    await endProcess(deaf, 300);
    expect(deaf.signalCode).toBe('SIGKILL');
  });

  it('ends when the test’s process exits without ending it', async () => {
    const { starter, sleeper } = await starterWithSleeper();
    expect(alive(sleeper)).toBe(true);
    starter.stdin?.write('exit\n');
    expect(await gone(sleeper, 5000)).toBe(true);
  });

  it('ends when the test’s process is killed outright', async () => {
    const { starter, sleeper } = await starterWithSleeper();
    expect(alive(sleeper)).toBe(true);
    starter.kill('SIGKILL');
    expect(await gone(sleeper, 4000)).toBe(true);
  });
});

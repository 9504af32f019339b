/**
 * Browser mode in a process of its own, as the director starts it (`node bin/serve.js`
 * with ARGS), for the end-to-end tests and the benchmark: resolved with the address it prints, or
 * rejected (the process ended) when it exits first or says nothing in time.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { endProcess, startProcess } from './processes.ts';

const SERVE = fileURLToPath(new URL('../../bin/serve.js', import.meta.url));
/** How long the server may take to say its address before it is taken for broken. */
const START_TIMEOUT_MS = 30_000;

export async function startBrowserMode(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string }> {
  const child = startProcess(SERVE, args, env);
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const fail = (why: string) => reject(new Error(`browser mode did not start (${why}): ${output}`));
      const timer = setTimeout(() => fail('no address in time'), START_TIMEOUT_MS);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /(http:\/\/127\.0\.0\.1:\d+\/\S+\/)/.exec(output)?.[1];
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => {
        clearTimeout(timer);
        fail('it exited');
      });
    });
    return { child, url };
  } catch (error) {
    await endProcess(child);
    throw error;
  }
}

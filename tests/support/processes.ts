/**
 * Node processes a test starts, ended whatever happens to the test:
 * - each runs in a process group of its own, and ending it ends the group;
 * - ending asks first (SIGTERM, so a server closes its tournament file) and forces after a grace;
 * - when the test's process exits, every process it started and did not end is killed;
 * - and if the test's process is killed outright, the watchdog loaded into each child
 *   (tests/support/watchdog.ts) sees its standard input close and ends it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WATCHDOG = fileURLToPath(new URL('./watchdog.ts', import.meta.url));
const GRACE_MS = 5000;

const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

/** Starts `node script ...args` with the watchdog; stdout and stderr are pipes the caller reads. */
export function startProcess(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(process.execPath, ['--import', WATCHDOG, script, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends a process started here and waits until it is gone: SIGTERM, then SIGKILL after a grace. */
export async function endProcess(child: ChildProcess, graceMs = GRACE_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(force);
}

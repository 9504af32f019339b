/**
 * A stand-in for a test's process, for tests/support/processes.test.ts: starts a sleeper through
 * startProcess, prints its pid, and never ends it. It exits when told `exit` on its standard input,
 * or lives until it is killed.
 * Usage: node starter-child.ts
 */
import { fileURLToPath } from 'node:url';
import { startProcess } from './processes.ts';

const sleeper = startProcess(fileURLToPath(new URL('./sleeper-child.ts', import.meta.url)), []);
sleeper.stdout?.once('data', () => process.stdout.write(`sleeper ${sleeper.pid}\n`));
process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  if (line.trim() === 'exit') process.exit(0);
});

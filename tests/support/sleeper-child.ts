/**
 * A long-lived process for tests/support/processes.test.ts: says `ready`, then lives until it is
 * ended. With `--deaf`, it ignores SIGTERM, as a server stuck in its closing would.
 * Usage: node sleeper-child.ts [--deaf]
 */
if (process.argv.includes('--deaf')) process.on('SIGTERM', () => undefined);
setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');

/**
 * A service in a process of its own, for tests that must run as another user (one whom file
 * permissions stop, which the test's own root process is not): it runs the commands given as a
 * JSON array of [name, input] on standard input, one after the other on one service, as the
 * desktop app's window does, and prints their envelopes as a JSON array. The bytes of a printed
 * document are given as their size and first bytes.
 *
 * Usage: node service-child.ts < commands.json
 */
import { readFileSync } from 'node:fs';
import { createService } from '../../src-main/service/core/dispatch.ts';

/** A document's bytes as what a test checks of them. */
function summarise(value: unknown): unknown {
  if (value instanceof Uint8Array) {
    return { byteLength: value.byteLength, head: Buffer.from(value.subarray(0, 5)).toString('latin1') };
  }
  if (Array.isArray(value)) return value.map(summarise);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, summarise(v)]));
  return value;
}

if (import.meta.main) {
  const commands = JSON.parse(readFileSync(0, 'utf8')) as Array<[string, unknown]>;
  const service = createService({ clock: () => new Date('2026-12-22T18:00:00Z') });
  const answers: unknown[] = [];
  try {
    for (const [name, input] of commands) answers.push(summarise(await service.dispatch(name, input)));
  } finally {
    service.close();
  }
  process.stdout.write(JSON.stringify(answers));
}

/**
 * A second director at the command line, in a process of its own: records the given score at each
 * table in turn (`sclassic result FILE --table T SCORE`), trying again while the file is busy in
 * the other process, and prints each outcome as one JSON line. Arguments: FILE SCORE TABLE…
 */
import { Readable } from 'node:stream';
import { main } from '../../src-main/cli/main.ts';

const [file, score, ...tables] = process.argv.slice(2);

/** One `sclassic result`, retried while the other process holds the file. */
export async function recordAt(
  path: string,
  table: string,
  typed: string,
): Promise<{ status: number; stderr: string }> {
  for (let attempt = 0; ; attempt++) {
    let stderr = '';
    const status = await main(['result', path, '--table', table, typed], {
      stdout: { write: () => undefined },
      stderr: { write: (text: string) => (stderr += text) },
      stdin: Readable.from([]),
      env: process.env,
    });
    const busy = /déjà ouvert dans une autre fenêtre/.test(stderr);
    if (!busy || attempt > 200) return { status, stderr };
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
  }
}

if (file !== undefined && score !== undefined) {
  for (const table of tables) {
    const outcome = await recordAt(file, table, score);
    process.stdout.write(`${JSON.stringify({ table: Number(table), ...outcome })}\n`);
  }
}

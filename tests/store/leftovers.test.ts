/**
 * A creation killed halfway (`sclassic new`, a copy, a document: a process killed, a machine
 * switched off) leaves its hidden temporary files in the folder. The next creation or opening
 * of a tournament in that folder removes them, once untouched for LEFTOVER_AGE_MS — never the
 * temporary of a creation still going on, in this process or another.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { LEFTOVER_AGE_MS } from '../../src-main/store/safe-files.ts';
import { endProcess, startProcess } from '../support/processes.ts';

const CHILD = fileURLToPath(new URL('./creating-child.ts', import.meta.url));
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-restes-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A creation of FILE in another process, stopped halfway through its filling. */
async function creatingElsewhere(file: string): Promise<ChildProcess> {
  const child = startProcess(CHILD, [join(folder, file)]);
  await new Promise<void>((ready, failed) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('filling')) ready();
    });
    child.once('exit', (code) => failed(new Error(`the creation ended (${code})`)));
  });
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  const gone = new Promise((exited) => child.once('exit', exited));
  process.kill(-(child.pid as number), 'SIGKILL');
  await gone;
}

const hidden = () =>
  readdirSync(folder)
    .filter((name) => name.startsWith('.'))
    .sort();

/** Makes the files look untouched for longer than a leftover's age. */
function age(names: readonly string[]): void {
  const then = new Date(Date.now() - LEFTOVER_AGE_MS - 60_000);
  for (const name of names) utimesSync(join(folder, name), then, then);
}

describe('what an interrupted creation leaves behind', () => {
  it('a killed creation: its temporaries removed by the next new or open there, once old enough', async () => {
    await kill(await creatingElsewhere('coupé.sclassic'));
    const left = hidden();
    // The temporary tournament and its journal, under their hidden names.
    expect(left).toEqual([
      expect.stringMatching(/^\.coupé\.sclassic\.creating-\d+-[0-9a-f]{8}$/),
      expect.stringMatching(/^\.coupé\.sclassic\.creating-\d+-[0-9a-f]{8}-journal$/),
    ]);
    expect(readdirSync(folder)).not.toContain('coupé.sclassic');

    const service = createService();
    const api = apiOf(service);
    // Just killed: too recent to be told from a creation going on; left.
    await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open', date: '2026-12-22' });
    expect(hidden()).toEqual(left);
    age(left);
    await api.createTournament({ path: join(folder, 'second.sclassic'), name: 'Second', date: '2026-12-22' });
    expect(hidden()).toEqual([]);

    // The same at the opening of a tournament, for copies and documents cut short too.
    const others = [
      '.open.sclassic.partial-4242-0a1b2c3d',
      '.copie.sclassic.copying-4242-0a1b2c3e',
      '.x.pdf.partial-1-00000000',
    ];
    for (const name of others) writeFileSync(join(folder, name), 'début');
    age(others);
    await api.openTournament({ path: join(folder, 'open.sclassic') });
    expect(hidden()).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(['open.sclassic', 'second.sclassic']);
    service.close();
  });

  it('a creation going on in another process: its temporaries are left alone', async () => {
    const service = createService();
    const api = apiOf(service);
    await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open', date: '2026-12-22' });
    const going = await creatingElsewhere('en-cours.sclassic');
    try {
      const creating = hidden();
      expect(creating).toHaveLength(2);
      await api.closeTournament({});
      await api.openTournament({ path: join(folder, 'open.sclassic') });
      await api.createTournament({ path: join(folder, 'autre.sclassic'), name: 'Autre', date: '2026-12-22' });
      expect(hidden()).toEqual(creating);
      // Files that only look like leftovers are no one's temporaries: left too.
      for (const name of ['.open.sclassic.creating-notes', 'open.sclassic.creating-1-0a1b2c3d']) {
        writeFileSync(join(folder, name), 'notes');
        age([name]);
      }
      await api.closeTournament({});
      await api.openTournament({ path: join(folder, 'open.sclassic') });
      expect(readdirSync(folder)).toEqual(
        expect.arrayContaining(['.open.sclassic.creating-notes', 'open.sclassic.creating-1-0a1b2c3d']),
      );
    } finally {
      service.close();
      await endProcess(going);
    }
  });
});

/**
 * One command at a time per open file, all of it: a copy, a round's backup or a players file's
 * reading are never cut across by a command that closes or switches the file. Two commands sent
 * together, in either order and with any delay between them, answer as if the first had run
 * alone before the second: each succeeds or is refused for the right reason, never with
 * SQLite's « The database connection is not open ».
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { CommandName } from '../../src-main/contract/commands.ts';
import type { Envelope } from '../../src-main/contract/envelope.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { sized } from '../support/budget.ts';
import { seededRandom } from '../support/random.ts';

/** 80 interleavings in an ordinary run, 400 with SCLASSIC_DEEP=1 (budget.ts). */
const INTERLEAVINGS = sized(80, 400);
/** Two hundred pairs of commands, each writing durably: 2 to 3 s alone, more on a busy machine. */
const RACES_TIMEOUT_MS = 60_000;
const folder = mkdtempSync(join(tmpdir(), 'sclassic-turns-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const rng = seededRandom(2026);

/** Lets the event loop turn `n` times: the second command arrives while the first is at any of its steps. */
async function later(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Sends `first`, then `second` after a random number of turns of the event loop, and waits for
 * both answers.
 */
async function race(
  service: Service,
  first: [CommandName, unknown],
  second: [CommandName, unknown],
): Promise<[Envelope<unknown>, Envelope<unknown>]> {
  const one = service.dispatch(first[0], first[1]);
  await later(rng.int(0, 6));
  const two = service.dispatch(second[0], second[1]);
  return Promise.all([one, two]);
}

const code = (answer: Envelope<unknown>) => ('refusal' in answer ? answer.refusal.code : 'ok');

/** A tournament of 8 players, round 1 paired, every result in but table 4's. */
async function tournament(service: Service, name: string): Promise<string> {
  const api = apiOf(service);
  const path = join(folder, name);
  await api.createTournament({ path, name: 'Open des tours', date: '2026-12-22' });
  await api.importPlayers({
    players: Array.from({ length: 8 }, (_, i) => ({ name: `JOUEUR${i + 1}`, rating: 1900 - 10 * i })),
  });
  const round = await api.pairNextRound({});
  for (const m of round.matches.slice(0, 3)) await api.recordResult({ table: m.table, games: [[400, 300]] });
  return path;
}

describe('commands take turns', () => {
  it(`a copy and the file's closing, sent together in either order (${INTERLEAVINGS} interleavings)`, {
    timeout: RACES_TIMEOUT_MS,
  }, async () => {
    const service = createService();
    const path = await tournament(service, 'copies.sclassic');
    const api = apiOf(service);
    const seen = new Map<string, number>();
    for (let i = 0; i < INTERLEAVINGS; i++) {
      if (service.openFile === null) await api.openTournament({ path });
      const copy = join(folder, `copie-${i}.sclassic`);
      const copyFirst = rng.chance(0.5);
      const saveCopy: [CommandName, unknown] = ['saveCopy', { path: copy }];
      const close: [CommandName, unknown] = ['closeTournament', {}];
      const [one, two] = await race(service, copyFirst ? saveCopy : close, copyFirst ? close : saveCopy);
      const [copied, closed] = copyFirst ? [one, two] : [two, one];
      expect(code(closed)).toBe('ok');
      // Copied when it came first; otherwise no tournament was open any more: said so.
      expect(code(copied), `interleaving ${i}`).toBe(copyFirst ? 'ok' : 'no-tournament');
      expect(existsSync(copy)).toBe(copyFirst);
      seen.set(code(copied), (seen.get(code(copied)) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['no-tournament', 'ok']);
    // Each copy is a whole tournament.
    const check = createService();
    expect((await apiOf(check).openTournament({ path: join(folder, 'copie-0.sclassic') })).roundsPaired).toBe(1);
    check.close();
    service.close();
  });

  it(`the result that completes a round, and another file opened (${INTERLEAVINGS} interleavings)`, {
    timeout: RACES_TIMEOUT_MS,
  }, async () => {
    // A minute between two races: each round's backup has a moment of its own.
    let minute = 0;
    const service = createService({ clock: () => new Date(Date.UTC(2026, 11, 22, 10, minute)) });
    const path = await tournament(service, 'backups.sclassic');
    const other = join(folder, 'autre.sclassic');
    await apiOf(service).createTournament({ path: other, name: 'Autre tournoi', date: '2026-12-23' });
    const api = apiOf(service);
    for (let i = 0; i < INTERLEAVINGS; i++) {
      minute++;
      await api.openTournament({ path });
      const round = await api.round({});
      const last = round.matches[3];
      if (last?.recorded !== null) await api.clearResult({ table: 4, replaces: last?.recorded });
      const recordFirst = rng.chance(0.5);
      const record: [CommandName, unknown] = ['recordResult', { table: 4, games: [[410, 390]], replaces: null }];
      const open: [CommandName, unknown] = ['openTournament', { path: other }];
      const [one, two] = await race(service, recordFirst ? record : open, recordFirst ? open : record);
      const [recorded, opened] = recordFirst ? [one, two] : [two, one];
      expect(code(opened)).toBe('ok');
      if (recordFirst) {
        // Recorded in its own file, the round complete: its backup written, not cut short.
        expect(code(recorded), `interleaving ${i}`).toBe('ok');
        const outcome = (recorded as { result: { backup: string | null; backupFailed: unknown } }).result;
        expect(outcome.backupFailed).toBeNull();
        expect(existsSync(outcome.backup as string)).toBe(true);
      } else {
        // Sent to the other tournament, which has no round: refused for that, nothing else.
        expect(code(recorded), `interleaving ${i}`).toBe('no-round');
      }
    }
    service.close();
  });

  it('reads answer while a players file is being read, before the command that reads it', async () => {
    const service = createService();
    await tournament(service, 'lecture.sclassic');
    const rows = [
      [{ value: 'Nom' }, { value: 'Cote' }],
      ...Array.from({ length: 4000 }, (_, i) => [{ value: `JOUEUR IMPORTÉ ${i}` }, { value: 1500 + (i % 400) }]),
    ];
    const bytes = new Uint8Array(await writeXlsxFile(rows).toBuffer());
    const answered: string[] = [];
    const reading = service
      .dispatch('readPlayerFile', { fileName: 'joueurs.xlsx', bytes })
      .then((answer) => answered.push(`readPlayerFile:${code(answer)}`));
    const shown = service.dispatch('show', {}).then((answer) => answered.push(`show:${code(answer)}`));
    await Promise.all([reading, shown]);
    expect(answered).toEqual(['show:ok', 'readPlayerFile:ok']);
    service.close();
  });
});

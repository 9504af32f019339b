/** Why each match was formed, kept in the file, and the audit of a file through the service. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/api.ts';
import { createService, type Service } from '../../src-main/service/dispatch.ts';
import { writeAsAnotherProgram } from '../support/other-program.ts';

let folder: string;
let service: Service;
let api: SclassicApi;
const path = () => join(folder, 'open.sclassic');

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-explain-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  api = apiOf(service);
  await api.createTournament({ path: path(), name: 'Open', date: '2026-12-22' });
  await api.importPlayers({
    players: Array.from({ length: 20 }, (_, i) => ({ name: `JOUEUR N°${i + 1}`, rating: 2000 - 10 * i })),
  });
  await api.pairNextRound({});
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('why each match', () => {
  it('is kept with the round, read back after the file is closed and opened again', async () => {
    await api.closeTournament({});
    await api.openTournament({ path: path() });
    const [first] = (await api.round({})).matches;
    expect(first?.reason).toEqual({ method: 'groups-ab', group: 'A', ranks: [1, 14], groupA: 14, field: 20 });
  });

  it('says the arbiter’s swap, by registration number', async () => {
    const round = await api.round({});
    const [t1, t2] = round.matches;
    const swapped = await api.swapPlayers({ first: t1?.a.id as number, second: t2?.a.id as number });
    expect(swapped.round.matches.slice(0, 2).map((m) => m.reason)).toEqual([
      { method: 'swap', players: [t1?.a.id, t2?.a.id] },
      { method: 'swap', players: [t1?.a.id, t2?.a.id] },
    ]);
    const audit = await api.checkTournament({});
    expect(audit.consistent).toBe(false);
    expect(audit.rounds[0]?.findings.map((f) => ('table' in f ? f.table : 0))).toEqual([1, 2]);
  });
});

describe('the audit of a file another program changed', () => {
  it('names a round the procedure cannot pair from the facts before it, players by name', async () => {
    const round = await api.round({});
    for (const m of round.matches) await api.recordResult({ table: m.table, games: [[400, 300]] });
    await api.pairNextRound({});
    expect((await api.checkTournament({})).consistent).toBe(true);
    await api.closeTournament({});
    // Another program that knows the file's format (it seals the content again) takes a result
    // of round 1 out after round 2 was paired.
    writeAsAnotherProgram(path(), 'DELETE FROM games WHERE round = 1 AND table_no = 3', { sealed: true });
    await api.openTournament({ path: path() });
    const audit = await api.checkTournament({});
    expect(audit.consistent).toBe(false);
    expect(audit.rounds[1]?.findings).toEqual([
      { code: 'cannot-pair', problems: [expect.objectContaining({ code: 'missing-results' })] },
    ]);
  });
});

/** Why each match was formed, kept in the file, and the audit of a file through the service. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
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
    // The audit names it as the arbiter's decision, with the matches it made: no breach.
    const audit = await api.checkTournament({});
    expect(audit.counts).toEqual({ information: 0, decision: 1, breach: 0 });
    expect(audit.rounds[0]?.findings).toEqual([
      {
        kind: 'decision',
        code: 'swap',
        a: t1?.a.name,
        b: t2?.a.name,
        at: '2026-12-22T10:00:00.000Z',
        matches: [
          { table: 1, a: t2?.a.name, b: t1?.b?.name, points: [0, 0], rematch: false },
          { table: 2, a: t1?.a.name, b: t2?.b?.name, points: [0, 0], rematch: false },
        ],
      },
    ]);
  });
});

describe('the audit of a file another program changed', () => {
  it('names the result written outside Sclassic where it is, the next round audited on the facts of its time', async () => {
    const round = await api.round({});
    for (const m of round.matches) await api.recordResult({ table: m.table, games: [[400, 300]] });
    await api.pairNextRound({});
    expect((await api.checkTournament({})).counts.breach).toBe(0);
    await api.closeTournament({});
    // Another program that knows the file's format (it seals the content again) takes a result
    // of round 1 out after round 2 was paired.
    writeAsAnotherProgram(path(), 'DELETE FROM games WHERE round = 1 AND table_no = 3', { sealed: true });
    await api.openTournament({ path: path() });
    const audit = await api.checkTournament({});
    expect(audit.counts.breach).toBe(1);
    expect(audit.rounds[0]?.findings).toEqual([{ kind: 'breach', code: 'outside-log', part: 'result', table: 3 }]);
    // Round 2 was paired when the result was there: it is what the procedure gave then.
    expect(audit.rounds[1]?.findings).toEqual([]);
  });
});

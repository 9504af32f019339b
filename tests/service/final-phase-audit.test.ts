/**
 * The audit of the final phase: its players are the classic phase's first four in its order, the
 * semi-finals 1–4 and 2–3, the final between their winners, who starts each match by the rule.
 * A seed or a final changed by another program (sealing the content again) is a breach, named.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { writeAsAnotherProgram } from '../support/other-program.ts';

let folder: string;
let path: string;
let service: Service;
let api: SclassicApi;

/** Eight players, three classic rounds (the higher rating wins), semi-finals played: the final formed. */
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-final-audit-'));
  path = join(folder, 'championnat.sclassic');
  service = createService({ clock: () => new Date('2026-05-10T16:00:00Z') });
  api = apiOf(service);
  await api.createTournament({ path, name: 'Championnat', date: '2026-05-10', plannedRounds: 3 });
  await api.importPlayers({
    players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n, i) => ({ name: `JOUEUR ${n}`, rating: 1900 - 50 * i })),
  });
  for (let r = 0; r < 3; r++) {
    const round = await api.pairNextRound({});
    for (const m of round.matches)
      if (m.b !== null)
        await api.recordResult({
          table: m.table,
          games: [(m.a.rating ?? 0) > (m.b.rating ?? 0) ? [430, 400] : [400, 430]],
        });
  }
  const opened = await api.openFinalPhase({ players: 4, bestOfThree: false });
  for (const m of opened.phase?.rounds[0]?.matches ?? [])
    await api.recordResult({ table: m.table, games: [[410, 380]] });
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const reopened = async () => {
  await api.closeTournament({});
  return path;
};

describe('the final phase audited', () => {
  it('finds the phase the rules form without breach', async () => {
    const audit = await api.checkTournament({});
    expect(audit.counts.breach).toBe(0);
    expect(audit.rounds.map((r) => [r.round, r.stage])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, 'semi-finals'],
      [5, 'final'],
    ]);
  });

  it('names a seed changed outside Sclassic: the phase’s players are not the classic first four', async () => {
    expect((await api.exportDocument({})).finalPhase?.seeds).toEqual(['1', '2', '3', '4']);
    // Another program puts the fifth in the place of the third.
    writeAsAnotherProgram(await reopened(), `UPDATE final_phase SET seeds = '[1,2,4,5]'`, { sealed: true });
    await api.openTournament({ path });
    const audit = await api.checkTournament({});
    const semis = audit.rounds.find((r) => r.stage === 'semi-finals')?.findings ?? [];
    expect(semis).toContainEqual({
      kind: 'breach',
      code: 'final-seeds-differ',
      recorded: ['JOUEUR A', 'JOUEUR B', 'JOUEUR D', 'JOUEUR E'],
      expected: ['JOUEUR A', 'JOUEUR B', 'JOUEUR C', 'JOUEUR D'],
    });
    expect(audit.general).toContainEqual({ kind: 'breach', code: 'outside-log', part: 'final-phase', table: null });
  });

  it('names a final whose players are not the semi-finals’ winners', async () => {
    const final = (await api.finalPhase({})).phase?.rounds[1]?.matches[0];
    expect(final?.a.name).toBe('JOUEUR A');
    // Another program puts the loser of a semi-final in the final.
    writeAsAnotherProgram(
      await reopened(),
      'UPDATE matches SET player_b = 3, starts = 1 WHERE round = 5 AND table_no = 1',
      {
        sealed: true,
      },
    );
    await api.openTournament({ path });
    const audit = await api.checkTournament({});
    const findings = audit.rounds.find((r) => r.stage === 'final')?.findings ?? [];
    expect(findings).toContainEqual({ kind: 'breach', code: 'outside-log', part: 'pairing', table: 1 });
    expect(findings).toContainEqual(
      expect.objectContaining({ kind: 'breach', code: 'pairing-differs', table: 1, a: 'JOUEUR A', b: 'JOUEUR C' }),
    );
    expect(audit.counts.breach).toBeGreaterThanOrEqual(2);
  });
});

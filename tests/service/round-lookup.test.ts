/**
 * A round named by number is checked the same way by every command that takes one (showing it,
 * entering or clearing a result, its clock, printing it, the standings after it): a round past
 * those paired is `unknown-round` on the field that named it, saying which rounds there are.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { refusal } from '../support/refusal.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-rounds-'));
  service = createService({ clock: () => new Date('2026-05-10T16:00:00Z') });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 't.sclassic'), name: 'Open', date: '2026-05-10', plannedRounds: 1 });
  await api.importPlayers({
    players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n, i) => ({ name: `JOUEUR ${n}`, rating: 1900 - 50 * i })),
  });
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const unknown = (round: number, paired: number, field: 'round' | 'after') => ({
  refusal: { code: 'unknown-round', params: { round, paired }, field },
});

describe('a round named by number', () => {
  it('before round 1: nothing to show, to enter or to print, and no clock', async () => {
    const none = await refusal(api.round({}));
    expect(none).toMatchObject(unknown(0, 0, 'round'));
    expect(none.message).toBe("Aucune ronde n'est encore appariée.");
    expect(await api.roundClock({})).toBeNull();
    await expect(api.roundClock({ round: 1 })).rejects.toMatchObject(unknown(1, 0, 'round'));
    await expect(api.recordResult({ table: 1, games: [[400, 300]] })).rejects.toMatchObject({
      refusal: { code: 'no-round', params: { purpose: 'result' } },
    });
    await expect(api.printDocument({ document: 'pairings' })).rejects.toMatchObject({
      refusal: { code: 'no-round', params: { purpose: 'print' } },
    });
    await expect(api.standings({ after: 1 })).rejects.toMatchObject(unknown(1, 0, 'after'));
    expect((await api.standings({ after: 0 })).after).toBe(0);
  });

  it('is any round of the file, the final phase’s included; standings only after a classic one', async () => {
    const round = await api.pairNextRound({});
    for (const m of round.matches) await api.recordResult({ table: m.table, games: [[420, 380]] });
    await api.openFinalPhase({ players: 2 });
    // Round 2 is the final: shown, entered, its clock read; the standings stop at the classic round 1.
    expect((await api.round({ round: 2 })).finalPhase?.stage).toBe('final');
    expect((await api.round({})).number).toBe(2);
    expect(await api.roundClock({ round: 2 })).toBeNull();
    await expect(api.standings({ after: 2 })).rejects.toMatchObject(unknown(2, 1, 'after'));
    await expect(api.printDocument({ document: 'standings', after: 2 })).rejects.toMatchObject(unknown(2, 1, 'after'));

    const past = [
      api.round({ round: 3 }),
      api.roundClock({ round: 3 }),
      api.recordResult({ round: 3, table: 1, games: [[400, 300]] }),
      api.clearResult({ round: 3, table: 1 }),
      api.printDocument({ document: 'match-sheets', round: 3 }),
    ];
    for (const command of past) {
      const refused = await refusal(command);
      expect(refused).toMatchObject(unknown(3, 2, 'round'));
      expect(refused.message).toBe("La ronde 3 n'existe pas : les rondes appariées vont de 1 à 2.");
    }
  });
});

/**
 * The facts kept per revision of the file: every read after a change answers with the file as it
 * is now, whatever moved it (a result, a correction, an undo, a redo), and a command that failed
 * after writing leaves no trace in what later commands read, even when the next change takes the
 * revision number the failed one would have had (an undo, which writes before it reads); a
 * refused command keeps what was read before it, so the next one reads only what changed; and
 * what is kept is frozen whole, so no command can change what the next one reads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { Refused, refusal } from '../../src-main/contract/refusals.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { Readings } from '../../src-main/service/core/readings.ts';
import { TournamentStore } from '../../src-main/store/tournament-store.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-readings-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open de Mons', date: '2026-12-22' });
  await api.importPlayers({
    players: ['BERTIN Ana', 'CLAES Marc', 'DUBOIS Léa', 'EVRARD Tom'].map((name, i) => ({
      name,
      rating: 1800 - 50 * i,
    })),
  });
  await api.pairNextRound({});
});
afterEach(() => {
  vi.restoreAllMocks();
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * Where `value` holds an object that is not frozen (a list's own items, not the list: see
 * `frozen`, facts-document.ts), or null when every one is.
 */
function unfrozen(value: unknown, path = 'facts'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!Array.isArray(value) && !(value instanceof Map) && !Object.isFrozen(value)) return path;
  for (const [key, item] of value instanceof Map ? [...value] : Object.entries(value)) {
    const found = unfrozen(item, `${path}.${String(key)}`);
    if (found !== null) return found;
  }
  return null;
}

/** Each table's recorded games in round 1, as a read command answers now. */
async function tables(): Promise<Array<[number, unknown]>> {
  const round = await api.round({ round: 1 });
  return round.matches.map((m) => [m.table, m.recorded?.games ?? null]);
}

describe('the facts kept for a revision', () => {
  it('answer every read with the file as the last change left it: result, correction, undo, redo', async () => {
    expect(await tables()).toEqual([
      [1, null],
      [2, null],
    ]);
    await api.recordResult({ table: 1, games: [[412, 380]] });
    expect((await api.standings({})).pending).toEqual([{ round: 1, table: 2 }]);
    expect(await tables()).toEqual([
      [1, [[412, 380]]],
      [2, null],
    ]);
    const seen = (await api.round({ round: 1 })).matches[0]?.recorded ?? null;
    await api.recordResult({ table: 1, games: [[380, 412]], replaces: seen });
    expect(await tables()).toEqual([
      [1, [[380, 412]]],
      [2, null],
    ]);
    await api.undo({});
    expect(await tables()).toEqual([
      [1, [[412, 380]]],
      [2, null],
    ]);
    await api.redo({});
    expect(await tables()).toEqual([
      [1, [[380, 412]]],
      [2, null],
    ]);
  });

  it('are frozen whole, the rows a revision read again included', async () => {
    const read: unknown[] = [];
    const facts = Readings.prototype.facts;
    vi.spyOn(Readings.prototype, 'facts').mockImplementation(function (this: Readings, store: TournamentStore) {
      const kept = facts.call(this, store);
      read.push(kept);
      return kept;
    });
    const [first, second] = (await api.round({ round: 1 })).matches;
    await api.swapPlayers({ first: first?.a.id as number, second: second?.a.id as number });
    await api.recordResult({ table: 1, games: [[412, 380]] });
    const seen = (await api.round({ round: 1 })).matches[0]?.recorded ?? null;
    await api.recordResult({ table: 1, games: [[380, 412]], replaces: seen });
    await api.editPlayer({ player: first?.a.id as number, club: 'Mons' });
    await api.round({ round: 1 });

    expect(read.length).toBeGreaterThan(3);
    for (const kept of read) expect(unfrozen(kept)).toBeNull();
  });

  it('a result answers with the revision and the summary the reads give right after', async () => {
    const outcome = await api.recordResult({ table: 1, games: [[412, 380]] });
    expect(outcome.revision).toBe((await api.undoState({})).revision);
    expect(outcome.summary).toEqual(await api.show({}));
  });

  it('are kept through a refused command: the next reads only the rows written since', async () => {
    await api.recordResult({ table: 1, games: [[412, 380]] });
    await api.standings({});
    // A whole reading reads every match of the file; reading only what changed, none.
    const whole = vi.spyOn(TournamentStore.prototype, 'matches');

    // A screen behind, a table without a result to clear, scores to confirm: each refused.
    expect(await service.dispatch('recordResult', { table: 1, games: [[380, 412]], replaces: null })).toMatchObject({
      refusal: { code: 'stale-result' },
    });
    expect(await service.dispatch('clearResult', { table: 2 })).toMatchObject({ refusal: { code: 'no-result' } });
    expect(await service.dispatch('recordResult', { table: 2, games: [[700, 20]] })).toMatchObject({
      refusal: { code: 'needs-confirmation' },
    });
    await api.recordResult({ table: 2, games: [[700, 20]], confirmed: true });
    expect((await api.standings({})).pending).toEqual([]);

    expect(whole).not.toHaveBeenCalled();
    expect(await tables()).toEqual([
      [1, [[412, 380]]],
      [2, [[700, 20]]],
    ]);
  });

  it.each([
    ['failed', () => new Error('panne simulée après l’écriture'), 'internal'],
    ['refused', () => new Refused(refusal('no-result', { round: 1, table: 1 })), 'no-result'],
  ] as const)(
    'keep nothing of a command %s after writing, though the next change takes its revision',
    async (_, failure, code) => {
      await api.recordResult({ table: 2, games: [[350, 340]] });
      // The failure strikes once the change is written and read back inside the command's
      // transaction: a reading of a revision the file will never have.
      let readings: Readings | null = null;
      const facts = Readings.prototype.facts;
      vi.spyOn(Readings.prototype, 'facts').mockImplementation(function (this: Readings, store: TournamentStore) {
        readings = this;
        return facts.call(this, store);
      });
      const change = TournamentStore.prototype.change;
      vi.spyOn(TournamentStore.prototype, 'change').mockImplementationOnce(function (
        this: TournamentStore,
        ...args: Parameters<TournamentStore['change']>
      ) {
        change.apply(this, args);
        readings?.facts(this);
        throw failure();
      } as never);
      const { revision } = await api.undoState({});

      const failed = await service.dispatch('recordResult', { table: 1, games: [[412, 380]] });
      expect(failed).toMatchObject({ refusal: { code } });
      // Undo writes without reading the facts first: the next read is the first since the failure.
      await api.undo({});

      expect((await api.undoState({})).revision).toBe(revision + 1);
      expect(await tables()).toEqual([
        [1, null],
        [2, null],
      ]);
    },
  );
});

/**
 * The standings of the file as a write left it are built once the write's answer has gone, before
 * any screen asks: the first to ask finds them ready. Counted where the ranking is computed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';

const ranked = vi.hoisted(() => ({ times: 0 }));
vi.mock('../../src-engine/standings.ts', async (original) => {
  const engine = await original<typeof import('../../src-engine/standings.ts')>();
  return {
    ...engine,
    computeStandings: (...args: Parameters<typeof engine.computeStandings>) => {
      ranked.times += 1;
      return engine.computeStandings(...args);
    },
  };
});

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-read-ahead-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 't.sclassic'), name: 'Open de Courcelles', date: '2026-12-22' });
  await api.importPlayers({
    players: Array.from({ length: 8 }, (_, i) => ({ name: `JOUEUR ${String.fromCharCode(65 + i)}`, rating: 2000 - i })),
  });
  await api.pairNextRound({});
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Until the work the service left for when the event loop is free has run. */
const eventLoopTurn = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('the standings after a write', () => {
  it('are ranked once the answer has gone, and the screen that asks finds them ready', async () => {
    await eventLoopTurn();
    const recorded = await api.recordResult({ table: 1, games: [[400, 300]] });
    const ranksBefore = ranked.times;
    await eventLoopTurn();
    expect(ranked.times).toBe(ranksBefore + 1);
    const standings = await api.standings({});
    expect(ranked.times).toBe(ranksBefore + 1);
    // They are the file's as the write left it: the result counted.
    const [a, b] = [recorded.match.a.id, recorded.match.b?.id];
    expect(standings.rows.find((r) => r.id === a)?.pdep).toBe(100);
    expect(standings.rows.find((r) => r.id === b)?.pdep).toBe(-100);
  });

  it('are not ranked after a refused write, nor after a read', async () => {
    await eventLoopTurn();
    const ranksBefore = ranked.times;
    await expect(api.recordResult({ table: 99, games: [[400, 300]] })).rejects.toThrow();
    await api.round({});
    await eventLoopTurn();
    expect(ranked.times).toBe(ranksBefore);
  });
});

/**
 * Two writers on the same table, many times over: over HTTP (two screens of browser mode) and at
 * the command line (two processes), each table is won by one writer and the other is refused; the
 * file holds the winner's score. Never a silent overwrite.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { Refused } from '../../src-main/contract/refusals.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { httpApi } from '../../src-renderer/lib/api.ts';
import { sized } from '../support/budget.ts';
import { recordAt } from '../support/cli-racer.ts';

/** 80 races in an ordinary run, 400 with SCLASSIC_DEEP=1 (budget.ts). */
const RACES = sized(80, 400);
const folder = mkdtempSync(join(tmpdir(), 'sclassic-races-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A tournament of 2 × RACES players, round 1 paired: RACES tables to race on. */
async function pairedTournament(name: string): Promise<string> {
  const path = join(folder, name);
  const service = createService({ clock: () => new Date('2026-12-22T10:00:00Z') });
  const api = apiOf(service);
  await api.createTournament({ path, name: 'Open des courses', date: '2026-12-22' });
  await api.importPlayers({
    players: Array.from({ length: 2 * RACES }, (_, i) => ({ name: `JOUEUR N°${i + 1}`, rating: 2000 - i })),
  });
  await api.pairNextRound({});
  service.close();
  return path;
}

/** Each table's recorded games, read once every writer is done. */
async function recordedGames(path: string): Promise<Map<number, unknown>> {
  const service = createService();
  const api = apiOf(service);
  await api.openTournament({ path });
  const round = await api.round({});
  service.close();
  return new Map(round.matches.map((m) => [m.table, m.recorded?.games ?? null]));
}

describe('two screens over HTTP', () => {
  const service = createService();
  let server: BrowserServer;
  beforeAll(async () => {
    const ui = join(folder, 'ui');
    mkdirSync(ui, { recursive: true });
    writeFileSync(join(ui, 'index.html'), '<!doctype html><title>Sclassic</title>');
    server = await startBrowserServer(service, ui);
  });
  afterAll(async () => {
    await server.close();
    service.close();
  });

  it(`${RACES} races on one table each: one screen wins, the other is told, never an overwrite`, async () => {
    const path = await pairedTournament('http.sclassic');
    const first: SclassicApi = httpApi(server.url);
    const second: SclassicApi = httpApi(server.url);
    await first.openTournament({ path });
    const winners = new Map<number, [number, number]>();
    let refused = 0;
    for (let table = 1; table <= RACES; table++) {
      // Both screens showed the table empty.
      const games: Array<[number, number]> = [
        [400, 300 + (table % 50)],
        [300 + (table % 50), 400],
      ];
      const outcomes = await Promise.allSettled([
        first.recordResult({ table, games: [games[0] as [number, number]], replaces: null }),
        second.recordResult({ table, games: [games[1] as [number, number]], replaces: null }),
      ]);
      const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
      expect(won, `table ${table}`).toHaveLength(1);
      const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(Refused);
      expect((lost.reason as Refused).code).toBe('stale-result');
      refused++;
      winners.set(table, games[won[0] as number] as [number, number]);
    }
    await first.closeTournament({});
    const recorded = await recordedGames(path);
    for (const [table, game] of winners) expect(recorded.get(table), `table ${table}`).toEqual([game]);
    expect(refused).toBe(RACES);
  }, 60_000);
});

describe('two directors at the command line', () => {
  it(`${RACES} races on one table each between two processes: one is recorded, the other refused`, async () => {
    const path = await pairedTournament('cli.sclassic');
    const tables = Array.from({ length: RACES }, (_, i) => String(i + 1));
    const racer = fileURLToPath(new URL('../support/cli-racer.ts', import.meta.url));
    const child = spawn(process.execPath, [racer, path, '401-300', ...tables], { stdio: ['ignore', 'pipe', 'pipe'] });
    let childOut = '';
    child.stdout.on('data', (chunk: Buffer) => {
      childOut += chunk.toString();
    });
    const childDone = new Promise<number | null>((resolve) => child.on('close', resolve));
    const ours = new Map<number, { status: number; stderr: string }>();
    for (const table of tables) ours.set(Number(table), await recordAt(path, table, '300-402'));
    expect(await childDone).toBe(0);
    const theirs = new Map(
      childOut
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { table: number; status: number; stderr: string })
        .map((o) => [o.table, o]),
    );
    const recorded = await recordedGames(path);
    for (let table = 1; table <= RACES; table++) {
      const a = ours.get(table);
      const b = theirs.get(table);
      const winners = [a, b].filter((o) => o?.status === 0);
      expect(winners, `table ${table}: ${a?.stderr} / ${b?.stderr}`).toHaveLength(1);
      const loser = a?.status === 0 ? b : a;
      expect(loser?.status).toBe(1);
      expect(loser?.stderr).toMatch(/^sclassic : La table \d+ de la ronde 1 a déjà un résultat : /);
      expect(recorded.get(table), `table ${table}`).toEqual(a?.status === 0 ? [[300, 402]] : [[401, 300]]);
    }
  }, 120_000);
});

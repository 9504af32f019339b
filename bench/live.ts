/**
 * The live results under a venue's load, on loopback in one run: a 300-player tournament in its
 * 5th round, the live results on 127.0.0.1; 300 phones (a process of their own, bench/
 * live-phones.ts) holding event streams while 50 pages a second are read, each phone reading its
 * page again after each event as the page's script does. Figures: a page load's p50 and p99, the
 * delay from a recorded result to its event reaching all 300 streams, the memory each connected
 * phone costs the director's process, and the director's record-result latency with the live
 * results off, then with the 300 phones. Printed, never asserted.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { SclassicApi } from '../src-main/contract/commands.ts';
import { liveResults } from '../src-main/server/live/live-host.ts';
import { DEFAULT_LIMITS } from '../src-main/server/live/live-server.ts';
import { apiOf } from '../src-main/service/core/api.ts';
import { createService } from '../src-main/service/core/dispatch.ts';
import { seededRandom } from '../tests/support/random.ts';
import type { PhonesReport } from './live-phones.ts';
import { formatMs, percentile, renderTable } from './report.ts';

const PLAYERS = 300;
const PHONES = 300;
const PAGES_PER_SECOND = 50;
/** Results the director records in each run, one every DIRECTOR_PACE_MS (a sheet every few seconds, hastened). */
const RESULTS = 20;
const DIRECTOR_PACE_MS = 500;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A 300-player open with four rounds played and the fifth paired, no result in yet. */
async function tournament(api: SclassicApi, path: string): Promise<number[]> {
  const random = seededRandom(300_500);
  await api.createTournament({ path, name: 'Open du banc d’essai', date: '2026-12-22', plannedRounds: 7 });
  await api.importPlayers({
    players: Array.from({ length: PLAYERS }, (_, i) => ({
      name: `JOUEUR ${String(i + 1).padStart(3, '0')} Anne`,
      rating: 800 + 5 * random.int(0, 280),
      club: `Club ${i % 20}`,
    })),
  });
  for (let round = 1; round <= 5; round++) {
    const paired = await api.pairNextRound({});
    if (round === 5) return paired.matches.filter((m) => m.b !== null).map((m) => m.table);
    for (const m of paired.matches)
      if (m.b !== null)
        await api.recordResult({ table: m.table, games: [[random.int(300, 520), random.int(300, 520)]] });
  }
  return [];
}

/** The director records `tables`' results one by one at a director's pace: each command's latency and start. */
async function record(api: SclassicApi, tables: readonly number[]): Promise<Array<{ at: number; ms: number }>> {
  const random = seededRandom(tables[0] ?? 0);
  const timings: Array<{ at: number; ms: number }> = [];
  for (const table of tables) {
    const at = performance.timeOrigin + performance.now();
    const start = performance.now();
    await api.recordResult({ table, games: [[random.int(300, 520), random.int(300, 520)]] });
    timings.push({ at, ms: performance.now() - start });
    await pause(DIRECTOR_PACE_MS);
  }
  return timings;
}

function startPhones(url: string): Promise<{ stop: () => Promise<PhonesReport> }> {
  const child = fork(new URL('./live-phones.ts', import.meta.url), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message) => {
      if (message !== 'ready') return reject(new Error(String(message)));
      resolve({
        stop: () =>
          new Promise((done) => {
            child.once('message', (report) => done(report as PhonesReport));
            child.send('stop');
          }),
      });
    });
    child.send({ url, streams: PHONES, rate: PAGES_PER_SECOND, budgetMs: 120_000 });
  });
}

export async function liveSection(): Promise<void> {
  console.log(
    `\nLive results: ${PLAYERS} players, ${PHONES} phones, ${PAGES_PER_SECOND} pages a second, on 127.0.0.1\n`,
  );
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-bench-live-'));
  const service = createService({
    dataFolder: join(folder, 'données'),
    // Every phone comes from 127.0.0.1 here: the per-address bounds are a venue's, not this bench's.
    live: (self) =>
      liveResults(self, {
        limits: {
          ...DEFAULT_LIMITS,
          connectionsPerAddress: 2000,
          streamsPerAddress: 1000,
          requestsPerSecond: 1e6,
          burst: 1e6,
        },
        addresses: () => [{ name: 'lo', address: '127.0.0.1', internal: true }],
      }),
  });
  const api = apiOf(service);
  try {
    const tables = await tournament(api, join(folder, 'banc.sclassic'));
    const quiet = await record(api, tables.slice(0, RESULTS));

    const { url } = await api.startLive({ address: '127.0.0.1', port: 0 });
    gc();
    const before = process.memoryUsage();
    const phones = await startPhones(url as string);
    await pause(1000);
    gc();
    const after = process.memoryUsage();
    const loaded = await record(api, tables.slice(RESULTS, 2 * RESULTS));
    await pause(1000);
    const report = await phones.stop();
    await api.stopLive({});
    // Off again, once more: on a shared machine the quiet figure moves too, and both are shown.
    const quietAgain = await record(api, tables.slice(2 * RESULTS, 3 * RESULTS));

    // For each result: when the last of the phones heard the first version read after it.
    const delays = loaded.map(({ at }) => {
      const version = report.versions.filter((v) => v.first >= at).sort((a, b) => a.first - b.first)[0];
      return version === undefined || version.heard < PHONES ? Number.NaN : version.last - at;
    });
    const told = delays.filter((d) => !Number.isNaN(d));
    const quietMs = quiet.map((q) => q.ms);
    const quietAgainMs = quietAgain.map((q) => q.ms);
    const loadedMs = loaded.map((l) => l.ms);
    const row = (label: string, values: readonly number[], aim: string) => [
      label,
      formatMs(percentile(values, 0.5)),
      formatMs(percentile(values, 0.99)),
      String(values.length),
      aim,
    ];
    console.log(
      renderTable(
        ['measure', 'p50', 'p99', 'count', 'aim'],
        [
          row('page load, 50 a second', report.pages, 'p99 < 100 ms'),
          row('page read again after an event', report.rereads, '—'),
          row(`result recorded → event on all ${PHONES} streams`, told, '< 1 s'),
          row('director: record a result, live results off', quietMs, '—'),
          row(`director: record a result, ${PHONES} phones`, loadedMs, 'within 10 % of off'),
          row('director: record a result, off again', quietAgainMs, '—'),
        ],
        ['left', 'right', 'right', 'right', 'left'],
      ),
    );
    const perPhone = (key: 'rss' | 'heapUsed') => ((after[key] - before[key]) / PHONES / 1024).toFixed(1);
    console.log(`
memory per connected phone (the director's process, after gc): ${perPhone('heapUsed')} KiB of heap, ${perPhone('rss')} KiB resident
director's median with the phones / without (both quiet runs): ${(percentile(loadedMs, 0.5) / percentile([...quietMs, ...quietAgainMs], 0.5)).toFixed(2)}
results whose event reached all ${PHONES} streams: ${told.length} of ${loaded.length}; failed requests: ${report.failures}
The phones run in a process of their own; every address is 127.0.0.1, so the per-address bounds are lifted for this run.`);
  } finally {
    service.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

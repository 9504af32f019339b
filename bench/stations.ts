/**
 * Several hands at once, as a 128-player championship's fifth round meets them (64 tables): the
 * director types results in browser mode in Chromium while four arbiters' stations and the phones
 * of 50 tables work on the same file through the stations' listener, on loopback, each device from
 * a loopback address of its own (127.0.x.y) so the listener's per-address bounds see a room:
 * - the director's « Enter → n/64 tables saisies », typed first alone (quiet), then while the
 *   phones propose and the stations validate (loaded), in the same run: the ratio of the p90s;
 * - a proposal → the director's queue: from the phone's sending (its POST) to the table's line
 *   appearing in the queue on the director's screen (both on this machine's clock).
 * The stations follow the file as their screen does (the revision every 1.2 s, the queue by its
 * long poll) and validate what their phones propose after an arbiter's look (1 to 3 s). Printed,
 * never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import type { ProposalsAnswer } from '../src-main/contract/views/stations.ts';
import { fromWire, toWire } from '../src-main/contract/wire.ts';
import { apiOf } from '../src-main/service/core/api.ts';
import { createService } from '../src-main/service/core/dispatch.ts';
import { startBrowserMode } from '../tests/support/browser-mode-server.ts';
import { launchChromium } from '../tests/support/chromium.ts';
import { endProcess } from '../tests/support/processes.ts';
import { type Random, seededRandom } from '../tests/support/random.ts';
import { tableCodes } from '../tests/support/table-codes.ts';
import { typeScores } from './browser.ts';
import { aimCell, formatMs, formatRatio, percentile, renderTable } from './report.ts';
import { VenueDevice } from './venue-device.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PLAYERS = 128;
const TABLES = PLAYERS / 2;
const PLAYED_ROUNDS = 4;
/** The director types tables 1 to 14; the phones propose the 50 others. */
const DIRECTOR_TABLES = 14;
const PROPOSED_TABLES = TABLES - DIRECTOR_TABLES;
const STATIONS = 4;
/** The phones send within this minute, at seeded moments. */
const LOAD_MS = 60_000;
/** A table whose result two phones send (the same numbers, a few seconds apart). */
const SECOND_PHONE = 0.25;
const WARMUP = 2;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The file: four rounds played, the fifth paired, the tables' proposals on; the sheets' codes. */
async function prepare(file: string): Promise<Map<number, string>> {
  const random = seededRandom(128_023);
  const service = createService({ clock: () => new Date('2026-12-22T14:00:00Z') });
  const api = apiOf(service);
  try {
    await api.createTournament({
      path: file,
      name: 'Championnat du banc d’essai',
      date: '2026-12-22',
      plannedRounds: 7,
      tableProposals: true,
    });
    await api.importPlayers({
      players: Array.from({ length: PLAYERS }, (_, i) => ({
        name: `JOUEUR ${String(i + 1).padStart(3, '0')} Anne`,
        rating: 800 + 25 * random.int(0, 56),
      })),
    });
    for (let round = 1; round <= PLAYED_ROUNDS + 1; round++) {
      const paired = await api.pairNextRound({});
      if (round > PLAYED_ROUNDS) break;
      for (const m of paired.matches)
        if (m.b !== null)
          await api.recordResult({ table: m.table, games: [[random.int(300, 520), random.int(300, 520)]] });
    }
    return tableCodes(service);
  } finally {
    service.close();
  }
}

/** The director's HTTP API, as the page sends it. */
function directorApi(base: string) {
  return async <T>(command: string, input: unknown): Promise<T> => {
    const response = await fetch(new URL(`api/${command}`, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: toWire(input),
    });
    const answer = fromWire(await response.text()) as { result?: T; refusal?: unknown };
    if (answer.refusal !== undefined) throw new Error(`${command}: ${JSON.stringify(answer.refusal)}`);
    return answer.result as T;
  };
}

type DirectorApi = ReturnType<typeof directorApi>;

/**
 * In the page: the moment Enter goes down in the last score box, the moment the answer says that
 * table recorded (« Table N enregistrée », shown with the count it brought), and the moment each
 * table's line first shows in the proposals' queue (Date.now(), the clock the phones are timed on).
 */
function watchDesk(): void {
  const marks = {
    enter: new Map<number, number>(),
    saved: new Map<number, number>(),
    queued: new Map<number, number>(),
  };
  (globalThis as unknown as { deskMarks: typeof marks }).deskMarks = marks;
  let typing = 0;
  globalThis.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.id === 'result-table') typing = Number(target.value);
      if (event.key === 'Enter' && target?.id === 'result-g0-b') marks.enter.set(typing, performance.now());
    },
    true,
  );
  new MutationObserver(() => {
    const saved = /^Table (\d+) enregistrée/.exec(document.querySelector('[data-testid="saved"]')?.textContent ?? '');
    const table = Number(saved?.[1]);
    if (saved !== null && marks.enter.has(table) && !marks.saved.has(table)) marks.saved.set(table, performance.now());
    for (const line of document.querySelectorAll(
      '[data-testid="proposals"] [data-testid="proposal"], [data-testid="proposals"] [data-testid="proposal-conflict"]',
    )) {
      const queued = /Table (\d+)/.exec(line.textContent ?? '');
      if (queued !== null && !marks.queued.has(Number(queued[1]))) marks.queued.set(Number(queued[1]), Date.now());
    }
  }).observe(document.body, { childList: true, characterData: true, subtree: true });
}

/** The director types tables 1 to 14 once, each timed from Enter to its answer shown; then clears them for the next pass. */
async function directorPass(page: Page, api: DirectorApi, random: Random): Promise<number[]> {
  await page.evaluate(() => {
    const marks = (globalThis as unknown as { deskMarks: { enter: Map<number, number>; saved: Map<number, number> } })
      .deskMarks;
    marks.enter.clear();
    marks.saved.clear();
  });
  for (let table = 1; table <= DIRECTOR_TABLES; table++) {
    await page.locator('#result-table').fill(String(table));
    await typeScores(page, random);
    await page.waitForFunction(
      (n) => (globalThis as unknown as { deskMarks: { saved: Map<number, number> } }).deskMarks.saved.has(n),
      table,
    );
    await page.waitForFunction(() => document.activeElement?.id === 'result-table');
  }
  const times = await page.evaluate(() => {
    const marks = (globalThis as unknown as { deskMarks: { enter: Map<number, number>; saved: Map<number, number> } })
      .deskMarks;
    return [...marks.saved].map(([table, at]) => at - (marks.enter.get(table) ?? at));
  });
  for (let table = 1; table <= DIRECTOR_TABLES; table++) await api('clearResult', { table });
  // The screen sees them cleared (it follows the file) before they are typed again.
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('[data-testid="results-table"] tbody tr')]
        .slice(0, n)
        .every((row) => row.textContent?.includes('à saisir')),
    DIRECTOR_TABLES,
    { timeout: 30_000 },
  );
  return times.slice(WARMUP);
}

/** A station: joined with the code, accepted by the director, then following and validating its share of the tables. */
class Station {
  readonly device: VenueDevice;
  readonly index: number;
  readonly validated: number[] = [];
  readonly #random: Random;
  #known = 0;
  #revision = 0;
  #running = true;

  constructor(url: string, index: number, random: Random) {
    this.index = index;
    this.#random = random;
    this.device = new VenueDevice(url, `127.0.1.${10 + index}`);
  }

  async join(code: string): Promise<void> {
    const asked = await this.device.postForm('rejoindre', { code, nom: `Arbitre ${this.index + 1}` });
    if (asked.status !== 303) throw new Error(`station ${this.index + 1} could not ask to join: ${asked.status}`);
  }

  async command<T>(name: string, input: unknown): Promise<T | null> {
    const answer = await this.device.postJson(`api/${name}`, toWire(input));
    const envelope = fromWire(answer.body) as { result?: T };
    return envelope.result ?? null;
  }

  /** What its screen does while shown: the revision every 1.2 s, the round read again when it moved. */
  async follow(): Promise<void> {
    while (this.#running) {
      const state = await this.command<{ revision: number }>('undoState', {});
      if (state !== null && state.revision !== this.#revision) {
        this.#revision = state.revision;
        await this.command('round', {});
      }
      await pause(1200);
    }
  }

  /** The queue by its long poll; its share of the tables validated after a look at the sheet. */
  async validate(): Promise<void> {
    while (this.#running) {
      const answer = await this.command<ProposalsAnswer>('proposals', { known: this.#known });
      if (answer === null) continue;
      this.#known = answer.version;
      if (answer.proposals === null) continue;
      const mine = answer.proposals.filter((p) => p.table % STATIONS === this.index);
      for (const proposal of mine) {
        if (!this.#running) return;
        const alongside = answer.proposals.filter((p) => p.table === proposal.table).map((p) => p.id);
        await pause(this.#random.int(1000, 3000));
        const done = await this.command('acceptProposal', { proposal: proposal.id, alongside });
        if (done !== null) this.validated.push(proposal.table);
      }
    }
  }

  stop(): void {
    this.#running = false;
  }
}

/**
 * A phone at a table: reads its sheet, then sends the scores; when it sent them (Date.now()), or
 * null when the sheet already shows the result (a second phone, after a station validated the first's).
 */
async function phonePropose(
  url: string,
  address: string,
  code: string,
  games: [number, number],
): Promise<number | null> {
  const phone = new VenueDevice(url, address);
  try {
    const page = await phone.get(`t/${code}`);
    const form = /name="form" value="([^"]+)"/.exec(page.body)?.[1];
    if (form === undefined && page.body.includes('Résultat enregistré')) return null;
    if (form === undefined) throw new Error(`no form on the sheet’s page (${page.status}): ${page.body.slice(-600)}`);
    const sent = Date.now();
    const answer = await phone.postForm(`t/${code}`, { form, a1: String(games[0]), b1: String(games[1]) });
    if (answer.status !== 303) throw new Error(`proposal refused: ${answer.status} ${answer.body.slice(0, 200)}`);
    return sent;
  } finally {
    phone.close();
  }
}

/** The 50 tables' phones over the minute: one per table, a second one at some, the same numbers. */
async function phones(url: string, codes: Map<number, string>, random: Random): Promise<Map<number, number>> {
  const sentAt = new Map<number, number>();
  const sends: Array<Promise<void>> = [];
  let next = 0;
  for (let table = DIRECTOR_TABLES + 1; table <= TABLES; table++) {
    const code = codes.get(table) as string;
    const games: [number, number] = [random.int(300, 520), random.int(300, 520)];
    const at = random.int(0, LOAD_MS);
    const twice = random.chance(SECOND_PHONE);
    const address = () => `127.0.${2 + Math.floor(next / 200)}.${10 + (next++ % 200)}`;
    const first = address();
    const second = address();
    sends.push(
      pause(at).then(async () => {
        const sent = await phonePropose(url, first, code, games);
        if (sent === null) throw new Error(`table ${table}: its result is in before any phone sent it`);
        sentAt.set(table, sent);
        if (twice) {
          await pause(random.int(1000, 5000));
          await phonePropose(url, second, code, games);
        }
      }),
    );
  }
  await Promise.all(sends);
  return sentAt;
}

export async function stationsSection(): Promise<void> {
  console.log(
    `\nSeveral hands: ${STATIONS} stations and ${PROPOSED_TABLES} tables' phones while the director types, ${PLAYERS} players, round ${PLAYED_ROUNDS + 1}\n`,
  );
  await build({ configFile: `${ROOT}src-renderer/vite.config.ts`, logLevel: 'warn' });
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-bench-stations-'));
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startBrowserMode>> | undefined;
  const stations: Station[] = [];
  try {
    const file = join(folder, 'championnat.sclassic');
    const codes = await prepare(file);
    server = await startBrowserMode([file], { ...process.env, SCLASSIC_DATA_DIR: folder });
    const api = directorApi(server.url);
    const on = await api<{ url: string; code: string }>('startStations', { address: '127.0.0.1', port: 0 });
    // Drawn as the browser section's main figures are: with the package's emulated OpenGL.
    browser = await launchChromium('emulated-gl');
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
    await page.goto(`${server.url}#/resultats`);
    await page.waitForFunction(() => document.activeElement?.id === 'result-table', undefined, { timeout: 30_000 });
    await page.evaluate(watchDesk);
    const random = seededRandom(64_050);

    // The stations join, and the director accepts them.
    for (let i = 0; i < STATIONS; i++) stations.push(new Station(on.url, i, seededRandom(7_000 + i)));
    for (const station of stations) await station.join(on.code);
    const asking = await api<{ requests: Array<{ id: string }> }>('stationsStatus', {});
    for (const request of asking.requests) await api('admitStation', { station: request.id, role: 'saisie' });

    const quiet = [...(await directorPass(page, api, random)), ...(await directorPass(page, api, random))];

    // The room at work: the stations follow and validate, the phones send, the director types on.
    const working = stations.flatMap((s) => [s.follow(), s.validate()]);
    const started = Date.now();
    const phonesDone = phones(on.url, codes, random);
    let done = false;
    void phonesDone.then(() => (done = true));
    const loaded: number[] = [];
    while (!done || Date.now() - started < LOAD_MS) loaded.push(...(await directorPass(page, api, random)));
    const sentAt = await phonesDone;
    // The last proposals validated: every table the phones proposed is in.
    const deadline = Date.now() + 30_000;
    while (stations.reduce((n, s) => n + s.validated.length, 0) < PROPOSED_TABLES && Date.now() < deadline)
      await pause(250);
    for (const station of stations) station.stop();
    const queued = new Map(
      await page.evaluate(() => [
        ...(globalThis as unknown as { deskMarks: { queued: Map<number, number> } }).deskMarks.queued,
      ]),
    );
    const toQueue = [...sentAt].map(([table, at]) => (queued.get(table) ?? Number.NaN) - at);
    const validated = stations.reduce((n, s) => n + s.validated.length, 0);
    void Promise.allSettled(working);

    const row = (label: string, values: number[], aim: string) => [
      label,
      formatMs(percentile(values, 0.5)),
      formatMs(percentile(values, 0.9)),
      formatMs(percentile(values, 0.99)),
      String(values.length),
      aim,
    ];
    const ratio = percentile(loaded, 0.9) / percentile(quiet, 0.9);
    console.log(
      renderTable(
        ['measure', 'p50', 'p90', 'p99', 'runs', 'aim'],
        [
          row('director: Enter → « n/64 tables saisies », quiet', quiet, ''),
          row(
            `director: the same, ${STATIONS} stations and ${PROPOSED_TABLES} tables at work`,
            loaded,
            `p90 ≤ 1.2 × quiet: ${formatRatio(ratio)} ${ratio <= 1.2 ? '✓' : '✗'}`,
          ),
          row(
            'a proposal → the director’s queue',
            toQueue.filter((ms) => !Number.isNaN(ms)),
            `p99 ${aimCell(percentile(toQueue, 0.99), 1000)}`,
          ),
        ],
        ['left', 'right', 'right', 'right', 'right', 'left'],
      ),
    );
    console.log(`
Proposals shown on the director's screen: ${toQueue.filter((ms) => !Number.isNaN(ms)).length} of ${sentAt.size}; validated by the stations: ${validated} of ${PROPOSED_TABLES}. Machine load (1, 5, 15 min): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores.
The director's time is taken inside the page, from the Enter that records (typed a fast typist's
80 ms after the last digit, browser.ts) to the answer shown (« Table N enregistrée », which
brings the count with it); each of the ${STATIONS} stations
follows the file as its screen does and validates its share of the tables after 1 to 3 s; each
phone reads its sheet, then sends its scores from an address of its own.`);
  } finally {
    for (const station of stations) {
      station.stop();
      station.device.close();
    }
    await browser?.close();
    if (server !== undefined) await endProcess(server.child);
    rmSync(folder, { recursive: true, force: true });
  }
}

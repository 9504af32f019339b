/**
 * Browser mode as the director meets it, in the Chromium npm installs, on the largest realistic
 * tournament (grand-file.ts: 300 players) in its 15th round (fourteen rounds played, 150 tables to
 * enter):
 * - launch: from starting `bin/serve.js` to its address printed, and to the first usable screen
 *   (Résultats, « 0/150 tables saisies » shown and the table box focused), the browser already
 *   running, as the director's is;
 * - a result: from Enter in the last score box to « n/150 tables saisies » updated on Résultats,
 *   and to the standings ready: the standings with this result counted, asked once the count
 *   shows on a command socket of the bench's own to the page's address, as the page's commands
 *   travel (server/command-socket.ts).
 * The times are taken inside the page (performance.now()), so the test driver's own round trips
 * are not in them. Printed, never asserted. Every process started here is ended, whatever
 * happens (tests/support/processes.ts), and the browser closed.
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { startBrowserMode } from '../tests/support/browser-mode-server.ts';
import { launchChromium } from '../tests/support/chromium.ts';
import { endProcess } from '../tests/support/processes.ts';
import { type Random, seededRandom } from '../tests/support/random.ts';
import { GRAND, type GrandFiles } from './grand-file.ts';
import { aimCell, formatMs, percentile, renderTable } from './report.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TABLES = GRAND.players / 2;
/** Launches timed (each a fresh server process). */
const LAUNCHES = 5;
/**
 * Results entered before the timed ones: the page and its server, started for the measure, run
 * their first results before they are compiled for speed, where the director's have been
 * answering since the morning (bench/large.ts warms its servers up the same way).
 */
const WARMUP_RESULTS = 60;
const TIMED_RESULTS = 80;
const START_TIMEOUT_MS = 30_000;

/** Browser mode on FILE: the process, its address, and how long it took to print it. */
async function serve(
  file: string,
  dataFolder: string,
): Promise<{ child: ChildProcess; url: string; addressMs: number }> {
  const started = performance.now();
  const server = await startBrowserMode([file], { ...process.env, SCLASSIC_DATA_DIR: dataFolder });
  return { ...server, addressMs: performance.now() - started };
}

/** Résultats ready for the director: the count shown and the cursor in the table box. */
const usable = (page: Page) =>
  page.waitForFunction(
    () =>
      document.activeElement?.id === 'result-table' &&
      /0\/\d+/.test(document.querySelector('[data-testid="running-count"]')?.textContent ?? ''),
    undefined,
    { timeout: START_TIMEOUT_MS },
  );

/** From the server's start to its address, and to the first usable screen, over fresh launches. */
async function launches(
  browser: Browser,
  file: string,
  dataFolder: string,
): Promise<{ address: number[]; screen: number[] }> {
  const address: number[] = [];
  const screen: number[] = [];
  for (let i = 0; i < LAUNCHES; i++) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
    const started = performance.now();
    const server = await serve(file, dataFolder);
    try {
      await page.goto(server.url);
      await usable(page);
      screen.push(performance.now() - started);
      address.push(server.addressMs);
    } finally {
      await page.close();
      await endProcess(server.child);
    }
  }
  return { address, screen };
}

/** What the page notes of one result: when Enter went down, when the count changed and to what, when the standings came. */
interface EntryMarks {
  enter: number;
  count: number;
  countText: string;
  standings: number;
  /** How many results the standings still miss. */
  pending: number;
}

/**
 * In the page: the moment Enter goes down in the last score box, the moment the count changes,
 * and the moment the standings asked right then (a command on a socket of its own to the page's
 * address, as the page's commands travel) are in, with how many results they still miss. The
 * bench hears of them through a promise the page keeps (`benchStandings`), never by asking the
 * page at each frame: the test driver's polling would be work in the page, inside the time measured.
 */
async function watchEntry(): Promise<void> {
  const address = new URL('api', globalThis.location.href);
  address.protocol = 'ws:';
  const socket = new WebSocket(address);
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  const marks: EntryMarks = { enter: 0, count: 0, countText: '', standings: 0, pending: -1 };
  const waiting: ((marks: EntryMarks) => void)[] = [];
  (globalThis as unknown as { benchStandings: () => Promise<EntryMarks> }).benchStandings = () =>
    new Promise((resolve) => waiting.push(resolve));
  globalThis.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && (event.target as HTMLElement | null)?.id === 'result-g0-b') {
        marks.enter = performance.now();
        marks.count = 0;
      }
    },
    true,
  );
  let asked = 0;
  socket.addEventListener('message', (event: MessageEvent) => {
    const { id, answer } = JSON.parse(String(event.data)) as {
      id: number;
      answer: { result?: { pending: unknown[] } };
    };
    if (id !== asked) return;
    marks.pending = answer.result?.pending.length ?? -1;
    marks.standings = performance.now();
    for (const resolve of waiting.splice(0)) resolve({ ...marks });
  });
  const count = document.querySelector('[data-testid="running-count"]') as HTMLElement;
  new MutationObserver(() => {
    const text = count.textContent ?? '';
    if (text === marks.countText) return;
    marks.countText = text;
    asked += 1;
    marks.count = performance.now();
    marks.standings = 0;
    socket.send(JSON.stringify({ id: asked, command: 'standings', input: {} }));
  }).observe(count, { childList: true, characterData: true, subtree: true });
}

/** The page's marks of the next standings to come in: asked before the Enter that brings them. */
const nextStandings = (page: Page): Promise<EntryMarks> =>
  page.evaluate(() => (globalThis as unknown as { benchStandings: () => Promise<EntryMarks> }).benchStandings());

/** The marks of table `entered`'s result, checked: the count says it, the standings count it. */
function checked(marks: EntryMarks, entered: number): EntryMarks {
  if (!marks.countText.includes(`${entered}/`)) throw new Error(`the count says « ${marks.countText.trim()} »`);
  if (marks.pending !== TABLES - entered)
    throw new Error(`the standings miss ${marks.pending} results, ${TABLES - entered} expected`);
  return marks;
}

/**
 * A fast typist's time between two keys (150 words a minute is 80 ms a key). The Enter that
 * records, timed from, never comes on the heels of the last digit: typed at once, that digit's
 * frame would still be drawing when Enter goes down, a moment no director's hands can make.
 */
const KEY_INTERVAL_MS = 80;

/** The table typed in its box, the rest as the director types it: Enter, a score, Enter, a score, Enter. */
export async function typeScores(page: Page, random: Random): Promise<void> {
  await page.keyboard.press('Enter');
  await page.keyboard.type(String(random.int(300, 520)));
  await page.keyboard.press('Enter');
  await page.keyboard.type(String(random.int(300, 520)));
  await page.waitForTimeout(KEY_INTERVAL_MS);
  await page.keyboard.press('Enter');
}

/** Results typed as the director types them, each timed from Enter to the count and to the standings. */
async function results(
  browser: Browser,
  file: string,
  dataFolder: string,
): Promise<{ count: number[]; standings: number[] }> {
  const server = await serve(file, dataFolder);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });
  const count: number[] = [];
  const standings: number[] = [];
  try {
    await page.goto(server.url);
    await usable(page);
    await page.evaluate(watchEntry);
    const random = seededRandom(5_005);
    for (let table = 1; table <= WARMUP_RESULTS + TIMED_RESULTS; table++) {
      await page.keyboard.type(String(table));
      const standingsIn = nextStandings(page);
      await typeScores(page, random);
      const marks = checked(await standingsIn, table);
      if (table > WARMUP_RESULTS) {
        count.push(marks.count - marks.enter);
        standings.push(marks.standings - marks.enter);
      }
      // The next table starts once the form is back on the table box.
      await page.waitForFunction(() => document.activeElement?.id === 'result-table');
    }
  } finally {
    await page.close();
    await endProcess(server.child);
  }
  return { count, standings };
}

export async function browserSection(files: GrandFiles): Promise<void> {
  console.log(
    `\nBrowser mode in Chromium, a ${GRAND.players}-player file in round ${GRAND.rounds} (${TABLES} tables)\n`,
  );
  // The UI as `npm run serve` builds it, outside the clock.
  await build({ configFile: `${ROOT}src-renderer/vite.config.ts`, logLevel: 'warn' });
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-bench-browser-'));
  let browser: Browser | undefined;
  try {
    const file = join(folder, 'open.sclassic');
    copyFileSync(files.lastRoundPaired, file);
    browser = await launchChromium('emulated-gl');
    const launch = await launches(browser, file, folder);
    const entry = await results(browser, file, folder);
    await browser.close();
    browser = await launchChromium('no-gpu');
    copyFileSync(files.lastRoundPaired, file);
    const noGpu = await results(browser, file, folder);
    const row = (label: string, values: number[], aimMs: number | null) => [
      label,
      formatMs(percentile(values, 0.5)),
      formatMs(percentile(values, 0.9)),
      String(values.length),
      aimCell(percentile(values, 0.9), aimMs),
    ];
    console.log(
      renderTable(
        ['measure', 'p50', 'p90', 'runs', 'aim (p90)'],
        [
          row('launch: server start → address printed', launch.address, null),
          row('launch: server start → Résultats usable', launch.screen, 1500),
          row(`result: Enter → « n/${TABLES} tables saisies »`, entry.count, 50),
          row('result: Enter → standings ready', entry.standings, 50),
          row(`no GPU: Enter → « n/${TABLES} tables saisies »`, noGpu.count, 50),
          row('no GPU: Enter → standings ready', noGpu.standings, 50),
        ],
        ['left', 'right', 'right', 'right', 'left'],
      ),
    );
    console.log(`
Launch: a fresh server process each time (Node starting, the file opened and checked, the UI
served), the page loaded in a browser already running, until Résultats shows its count with the
cursor in the table box. Result: table, score, score typed in the page (the Enter that records
${KEY_INTERVAL_MS} ms after the last digit, a fast typist's interval between two keys; the other
keys at once), timed inside it from that Enter to the count's change, and to the standings with
that result counted, asked the moment the count changes on a command socket of the bench's own
to the page's address, as the page's commands travel (the file written durably before each
answer, as always). The bench waits for the page's word, never asking it at each frame: that
polling would be work in the page inside the time measured.
Drawn with OpenGL emulated on the processor (SwiftShader, the Chromium package's own flags: each
frame costs the processor the work a graphics card would do, beside the server's own);
« no GPU »: the same results typed again on the file as it was, in the same Chromium drawing with
its software compositor, as it does on a machine whose graphics it cannot use.`);
  } finally {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

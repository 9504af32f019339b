/**
 * `npm run bench`: how long Sclassic's engine takes to pair a round — a 128-player open, a
 * whole 7-round tournament as the director lives it, a 1,000-player field late in a long event —
 * next to the Swiss pairing of the npm package tournament-organizer on the same fields; then the
 * tournament file and the service on real files (see service.ts), the largest realistic
 * tournament — 300 players, 15 rounds — through the service and browser mode's HTTP, each command
 * against the durable commit floor (large.ts), the opening of that file with its checks
 * (opening.ts), players files read and imported (players-file.ts), hostile players files refused
 * within their bounds (hostile-files.ts), the printed documents, the live results under 300 phones
 * (see live.ts), browser mode in Chromium on the 300-player file (see browser.ts), and several
 * hands at once: the director typing while four stations and fifty tables' phones work (stations.ts).
 * It prints figures; it never fails because of them.
 *
 * `npm run bench -- SECTION…` runs only the sections named: engine, service, grand, opening,
 * players, hostile, print, live, browser.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  computeStandings,
  isWithdrawnFor,
  type MatchOutcome,
  pairNextRound,
  playRandomTournament,
  readTournament,
  type TournamentDocument,
} from '../src-engine/index.ts';
import { seededRandom } from '../tests/support/random.ts';
import { browserSection } from './browser.ts';
import { buildGrandFiles } from './grand-file.ts';
import { hostileFilesSection } from './hostile-files.ts';
import { largeSection } from './large.ts';
import { measure, type Plan, type Timing } from './measure.ts';
import { openingSection } from './opening.ts';
import { loadOrganizerTournament, organizerHistory, pairOrganizerRound, playOrganizerTournament } from './organizer.ts';
import { playersFileSection } from './players-file.ts';
import { printSection } from './print.ts';
import { aimCell, formatMs, formatRatio, progress, renderTable } from './report.ts';
import { serviceSection } from './service.ts';
import { stationsSection } from './stations.ts';

const SEED = 20_240_601;

interface Scenario {
  label: string;
  /** Sclassic's aim for this scenario, if it has one. */
  aimMs: number | null;
  sclassic: Timing;
  organizer: Timing;
}

function expect(what: string, actual: number, expected: number): void {
  if (actual !== expected) throw new Error(`${what}: ${actual} tables paired, ${expected} expected`);
}

/** Tables of the round after the document's: its field, plus X when the field is odd. */
function tablesOfNextRound(doc: TournamentDocument): number {
  const round = doc.rounds.length + 1;
  const absent = new Set(doc.next?.absent ?? []);
  const field = doc.players.filter((p) => !isWithdrawnFor(p, round) && !absent.has(p.id)).length;
  return Math.ceil(field / 2);
}

/** One round paired from a history of `played` rounds, by both. */
function oneRound(label: string, players: number, played: number, aimMs: number, plans: [Plan, Plan]): Scenario {
  const doc = playRandomTournament({ seed: SEED + players, players, rounds: played });
  const tables = tablesOfNextRound(doc);
  const sclassic = measure(plans[0], {
    prepare: () => doc,
    work: (before) => pairNextRound(readTournament(before)).matches.length,
    check: (paired) => expect(`Sclassic, ${label}`, paired, tables),
  });
  progress('Sclassic', label, sclassic);
  const history = organizerHistory(doc);
  const organizer = measure(plans[1], {
    prepare: () => loadOrganizerTournament(history),
    work: pairOrganizerRound,
    check: (paired) => expect(`tournament-organizer, ${label}`, paired, tables),
  });
  progress('tournament-organizer', label, organizer);
  return { label, aimMs, sclassic, organizer };
}

/**
 * A whole tournament: for each round, read the document, show the standings after the
 * previous round and pair; after the last round, the final standings.
 */
function wholeTournament(label: string, players: number, rounds: number, plans: [Plan, Plan]): Scenario {
  const befores: TournamentDocument[] = [];
  const final = playRandomTournament({ seed: SEED + players + rounds, players, rounds }, (step) =>
    befores.push(step.before),
  );
  const tables = final.rounds.reduce((sum, round) => sum + round.matches.length, 0);
  const sclassic = measure(plans[0], {
    prepare: () => befores,
    work: (documents) => {
      let paired = 0;
      for (const before of documents) {
        const state = readTournament(before);
        if (state.rounds.length > 0) computeStandings(state);
        paired += pairNextRound(state).matches.length;
      }
      computeStandings(readTournament(final), { final: true });
      return paired;
    },
    check: (paired) => expect(`Sclassic, ${label}`, paired, tables),
  });
  progress('Sclassic', label, sclassic);

  // Its results drawn like the generator's: 3% of games drawn, the rest won by either player.
  const random = seededRandom(SEED);
  const outcomes = Array.from({ length: rounds * Math.ceil(players / 2) }, (): MatchOutcome => {
    if (random.chance(0.03)) return 'draw';
    return random.chance(0.5) ? 'win' : 'loss';
  });
  const organizer = measure(plans[1], {
    prepare: () => final.players,
    work: (field) => playOrganizerTournament(field, rounds, outcomes),
    check: (paired) => expect(`tournament-organizer, ${label}`, paired, rounds * Math.ceil(players / 2)),
  });
  progress('tournament-organizer', label, organizer);
  return { label, aimMs: null, sclassic, organizer };
}

function detailRows(scenarios: readonly Scenario[], tool: 'sclassic' | 'organizer'): string[][] {
  return scenarios.map((s) => {
    const t = s[tool];
    const row = [s.label, formatMs(t.median), formatMs(t.min), formatMs(t.p90), String(t.runs)];
    return tool === 'sclassic' ? [...row, aimCell(t.median, s.aimMs)] : row;
  });
}

function engineSection(): void {
  console.log('Measuring (each figure a median of the timed runs, after warm-up runs):');

  // Run counts sized so that this part stays under a minute on two cores (the whole benchmark,
  // with the file and service part, about 75 s): tournament-organizer takes tens of seconds for
  // a single 1,000-player round.
  const scenarios = [
    oneRound('128 players, round 7 (6 rounds played)', 128, 6, 2, [
      { warmupRuns: 30, minRuns: 50, maxRuns: 2000, budgetMs: 2000 },
      { warmupRuns: 3, minRuns: 10, maxRuns: 100, budgetMs: 4000 },
    ]),
    wholeTournament('whole 7-round tournament, 128 players', 128, 7, [
      { warmupRuns: 5, minRuns: 20, maxRuns: 500, budgetMs: 3000 },
      { warmupRuns: 1, minRuns: 3, maxRuns: 20, budgetMs: 6000 },
    ]),
    // No warm-up for tournament-organizer here: the 128-player runs already compiled its code.
    oneRound('1,000 players, round 13 (12 rounds played)', 1000, 12, 100, [
      { warmupRuns: 5, minRuns: 20, maxRuns: 300, budgetMs: 4000 },
      { warmupRuns: 0, minRuns: 1, maxRuns: 5, budgetMs: 20_000 },
    ]),
  ];

  const headers = ['scenario', 'median', 'min', 'p90', 'runs'];
  const numbers = ['left', 'right', 'right', 'right', 'right'] as const;
  console.log('\nSclassic: readTournament + pairNextRound (whole tournament: + computeStandings each round)\n');
  console.log(renderTable([...headers, 'aim'], detailRows(scenarios, 'sclassic'), [...numbers, 'left']));
  console.log('\ntournament-organizer 4.x: Tournament.nextRound() (whole tournament: + enterResult, getStandings)\n');
  console.log(renderTable(headers, detailRows(scenarios, 'organizer'), numbers));
  console.log('\nComparison\n');
  console.log(
    renderTable(
      ['scenario', 'sclassic median', 'tournament-organizer median', 'ratio'],
      scenarios.map((s) => [
        s.label,
        formatMs(s.sclassic.median),
        formatMs(s.organizer.median),
        formatRatio(s.organizer.median / s.sclassic.median),
      ]),
      ['left', 'right', 'right', 'right'],
    ),
  );
  console.log(`
ratio: tournament-organizer median / Sclassic median.
Single rounds: both pair from the same seeded random history (tournament-organizer's loaded
through Manager.loadTournament, outside the clock), so they pair the same field. Sclassic's
time includes reading the document; tournament-organizer's is nextRound() alone.
Whole tournament: Sclassic reads the document before each round's standings and pairing;
tournament-organizer registers the players, pairs with its own Swiss pairing and has seeded
random results entered. tournament-organizer runs in rated mode (sorting 'descending').`);
}

const SECTIONS = [
  'engine',
  'service',
  'grand',
  'opening',
  'players',
  'hostile',
  'print',
  'live',
  'browser',
  'stations',
] as const;
type Section = (typeof SECTIONS)[number];

/** The sections named on the command line (all of them when none is). */
function askedSections(): Set<Section> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(', ')}: ${SECTIONS.join(', ')}`);
  return new Set(asked.length === 0 ? SECTIONS : (asked as Section[]));
}

async function main(): Promise<void> {
  const sections = askedSections();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Sclassic benchmark — Node ${process.version}, ${os.platform()} ${os.arch()}`);
  const load = os.loadavg()[0]?.toFixed(2);
  console.log(`${cpu}, ${os.availableParallelism()} CPUs, load average ${load} (other processes skew the figures)\n`);

  if (sections.has('engine')) engineSection();
  if (sections.has('service')) await serviceSection(SEED);
  // The 300-player, 15-round file, built once for the sections that read it.
  const folder = mkdtempSync(join(os.tmpdir(), 'sclassic-bench-grand-files-'));
  try {
    const needsGrand = sections.has('grand') || sections.has('opening') || sections.has('browser');
    const grand = needsGrand ? await buildGrandFiles(folder, SEED) : null;
    if (grand !== null && sections.has('grand')) await largeSection(grand);
    if (grand !== null && sections.has('opening')) await openingSection(grand);
    if (sections.has('players')) await playersFileSection();
    if (sections.has('hostile')) await hostileFilesSection();
    if (sections.has('print')) await printSection();
    if (sections.has('live')) {
      // In a process of its own: its memory figures are the live results' alone.
      const live = spawnSync(process.execPath, [fileURLToPath(new URL('./live-process.ts', import.meta.url))], {
        stdio: 'inherit',
      });
      if (live.status !== 0) throw new Error(`the live section failed (exit ${live.status ?? live.signal})`);
    }
    if (grand !== null && sections.has('browser')) await browserSection(grand);
    if (sections.has('stations')) await stationsSection();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();

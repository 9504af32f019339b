/**
 * The tournament file and the service, on real files in a temporary folder: opening a finished
 * 128-player file, recording a result and getting the new standings, a whole 7-round tournament
 * through the service with its writes, and the size of the file it leaves.
 *
 * Every command goes through the API as the surfaces call it (input schemas included), on a file
 * the store opens as the director's application does: rollback journal, synchronous=FULL, an
 * exclusive lock; each user action is one transaction that reaches the disk before it returns.
 * That durable commit is part of every write timed here, and by design.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { SclassicApi } from '../src-main/contract/commands.ts';
import { ROUND_BACKUPS_KEPT } from '../src-main/service/adapters/result-writing.ts';
import { apiOf } from '../src-main/service/core/api.ts';
import { createService } from '../src-main/service/core/dispatch.ts';
import { backupFolder } from '../src-main/store/tournament-file.ts';
import { type Random, seededRandom } from '../tests/support/random.ts';
import { CommitFloor } from './commit-floor.ts';
import { measure, measureAsync } from './measure.ts';
import { progress, renderTable, renderTimings, type TimedScenario } from './report.ts';

const PLAYERS = 128;
const ROUNDS = 7;
const TABLES = Math.ceil(PLAYERS / 2);
const TOOL = 'Sclassic service';

type Row = TimedScenario;

function expect(what: string, actual: unknown, expected: unknown): void {
  if (actual !== expected) throw new Error(`${what}: ${String(actual)}, ${String(expected)} expected`);
}

function players(random: Random, count: number): Array<{ name: string; rating: number }> {
  return Array.from({ length: count }, (_, i) => ({
    name: `Joueur ${String(i + 1).padStart(3, '0')}`,
    rating: 800 + 25 * random.int(0, 56),
  }));
}

/** One game, both scores seeded random in a usual range (so no "unusual score" warning). */
function randomGame(random: Random): [number, number] {
  return [random.int(300, 520), random.int(300, 520)];
}

export interface Played {
  results: number;
  backups: number;
}

/** How big a tournament is: its players and its rounds. */
export interface Field {
  players: number;
  rounds: number;
}

/**
 * A whole tournament through the API, as the director lives it: create the file, import the
 * players, then for each round pair it and record every table's result (each completed round
 * writes its automatic backup). The file stays open.
 */
export async function playTournament(
  api: SclassicApi,
  path: string,
  seed: number,
  field: Field = { players: PLAYERS, rounds: ROUNDS },
): Promise<Played> {
  const random = seededRandom(seed);
  await api.createTournament({ path, name: 'Open du benchmark', date: '2026-06-01', plannedRounds: field.rounds });
  await api.importPlayers({ players: players(random, field.players) });
  let results = 0;
  let backups = 0;
  for (let round = 1; round <= field.rounds; round++) {
    const paired = await api.pairNextRound({});
    for (const match of paired.matches) {
      if (match.b === null) continue;
      const outcome = await api.recordResult({ table: match.table, games: [randomGame(random)] });
      results += 1;
      if (outcome.backup !== null) backups += 1;
    }
  }
  return { results, backups };
}

function checkPlayed(what: string, played: Played): void {
  expect(`${what}, results recorded`, played.results, ROUNDS * TABLES);
  expect(`${what}, round backups written`, played.backups, ROUNDS);
}

function removeTournament(path: string): void {
  rmSync(path, { force: true });
  rmSync(backupFolder(path), { recursive: true, force: true });
}

interface FileSize {
  bytes: number;
  /** Bytes of the change log's pages (the rows before and after each change, for undo). */
  changeLog: number;
  backups: { count: number; bytes: number };
}

/** The file's size, its change log's share (SQLite's dbstat), and the backups next to it. */
function fileSize(path: string): FileSize {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  let changeLog: number;
  try {
    const row = db.prepare("SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name = 'change_log'").get() as {
      bytes: number;
    };
    changeLog = row.bytes;
  } finally {
    db.close();
  }
  const folder = backupFolder(path);
  const names = readdirSync(folder).filter((name) => name.endsWith('.sclassic'));
  const bytes = names.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
  return { bytes: statSync(path).size, changeLog, backups: { count: names.length, bytes } };
}

/** 1. open + show + close, as `sclassic show FILE` does, on the finished tournament. */
export async function openShowClose(
  path: string,
  field: Field = { players: PLAYERS, rounds: ROUNDS },
  label = `open + show + close, ${field.players} players, ${field.rounds} rounds`,
): Promise<Row> {
  const api = apiOf(createService());
  const timing = await measureAsync(
    { warmupRuns: 10, minRuns: 30, maxRuns: 1000, budgetMs: 2000 },
    {
      prepare: () => null,
      work: async () => {
        await api.openTournament({ path });
        const summary = await api.show({});
        await api.closeTournament({});
        return summary;
      },
      check: (summary) => {
        expect('open, players', summary.players, field.players);
        expect('open, finished', summary.finished, true);
      },
    },
  );
  progress(TOOL, label, timing);
  return { label, aimMs: null, timing };
}

/**
 * 2. recordResult then standings in round 7, editing the results of the round's tables one after
 * another (each pass flips the score, so every edit changes the standings). An edit never writes
 * the automatic backup: only recording the last missing result of the round does.
 */
async function editAndStandings(path: string): Promise<Row> {
  const label = `record (an edit) + standings, round ${ROUNDS}`;
  const api = apiOf(createService());
  await api.openTournament({ path });
  try {
    const tables = (await api.round({})).matches.filter((m) => m.b !== null).map((m) => m.table);
    let run = 0;
    const timing = await measureAsync(
      { warmupRuns: 20, minRuns: 50, maxRuns: 2000, budgetMs: 3000 },
      {
        prepare: async () => {
          const table = tables[run % tables.length] as number;
          const pass = Math.floor(run / tables.length);
          run += 1;
          // An edit says what it replaces (nothing typed is silently replaced): read outside the clock.
          const replaces = (await api.round({})).matches.find((m) => m.table === table)?.recorded ?? null;
          return { table, games: [pass % 2 === 0 ? [412, 380] : [380, 412]] as Array<[number, number]>, replaces };
        },
        work: async (result) => {
          const outcome = await api.recordResult(result);
          const standings = await api.standings({});
          return { outcome, standings };
        },
        check: ({ outcome, standings }) => {
          expect('edit, backup written', outcome.backup, null);
          expect('edit, standings rows', standings.rows.length, PLAYERS);
          expect('edit, results pending', standings.pending.length, 0);
        },
      },
    );
    progress(TOOL, label, timing);
    return { label, aimMs: 5, timing };
  } finally {
    await api.closeTournament({});
  }
}

/**
 * 2b. The same, but recording the last missing result of round 7 (cleared outside the clock), so
 * the round becomes complete and recordResult writes its backup and prunes the backup folder.
 * The service's clock moves on a second a call, so each backup carries its own time, as at a
 * real table where results come in seconds apart.
 */
async function completeRoundAndStandings(path: string): Promise<Row> {
  const label = `last result of round ${ROUNDS} + backup + standings`;
  let now = Date.parse('2026-06-01T09:00:00Z');
  const ticking = () => {
    now += 1000;
    return new Date(now);
  };
  const api = apiOf(createService({ clock: ticking }));
  await api.openTournament({ path });
  try {
    const tables = (await api.round({})).matches.filter((m) => m.b !== null).map((m) => m.table);
    let run = 0;
    const timing = await measureAsync(
      { warmupRuns: 5, minRuns: 20, maxRuns: 500, budgetMs: 2000 },
      {
        prepare: async () => {
          const table = tables[run % tables.length] as number;
          run += 1;
          await api.clearResult({ table });
          return { table, games: [[412, 380]] as Array<[number, number]> };
        },
        work: async (result) => {
          const outcome = await api.recordResult(result);
          const standings = await api.standings({});
          return { outcome, standings };
        },
        check: ({ outcome, standings }) => {
          if (outcome.backup === null) throw new Error('completing the round wrote no backup');
          expect('completing, results pending', standings.pending.length, 0);
        },
      },
    );
    progress(TOOL, label, timing);
    return { label, aimMs: null, timing };
  } finally {
    await api.closeTournament({});
  }
}

/** 3. A whole tournament through the service, a new file each run; the files checked, then removed. */
async function wholeTournament(folder: string, seed: number, sizes: number[]): Promise<Row> {
  const label = `whole ${ROUNDS}-round tournament, ${PLAYERS} players`;
  const service = createService();
  const api = apiOf(service);
  let run = 0;
  // No warm-up: building the file for the other scenarios ran this very code just before.
  const timing = await measureAsync(
    { warmupRuns: 0, minRuns: 5, maxRuns: 15, budgetMs: 8000 },
    {
      prepare: () => join(folder, `tournoi-${++run}.sclassic`),
      work: async (path) => ({ path, played: await playTournament(api, path, seed) }),
      check: ({ path, played }) => {
        checkPlayed('whole tournament', played);
        service.close();
        sizes.push(statSync(path).size);
        removeTournament(path);
      },
    },
  );
  progress(TOOL, label, timing);
  return { label, aimMs: 1000, timing };
}

/** The durable commit floor (commit-floor.ts), measured on its own, in the log or the rollback journal. */
function commitFloor(folder: string, journal: 'write-ahead' | 'rollback'): Row {
  const label =
    journal === 'write-ahead'
      ? 'durable commit floor (1-row transaction, write-ahead log)'
      : 'durable commit floor (1-row transaction, rollback journal: a first change)';
  const floor = new CommitFloor(folder, `commit-floor-${journal}.sqlite`, journal);
  try {
    const timing = measure(
      { warmupRuns: 20, minRuns: 50, maxRuns: 2000, budgetMs: 1000 },
      { prepare: () => null, work: () => floor.commit(), check: (changes) => expect('commit floor, rows', changes, 1) },
    );
    progress('SQLite', label, timing);
    return { label, aimMs: null, timing };
  } finally {
    floor.close();
  }
}

const kib = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KiB`;
const percent = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;

export async function serviceSection(seed: number): Promise<void> {
  const folder = mkdtempSync(join(os.tmpdir(), 'sclassic-bench-'));
  try {
    const load = os.loadavg()[0]?.toFixed(2);
    console.log(`\nMeasuring the tournament file and the service (files in ${os.tmpdir()}, load average ${load}):`);
    // The finished tournament, built once through the API; the runs of scenario 3 replay it.
    const finished = join(folder, 'ouverture.sclassic');
    const building = apiOf(createService());
    checkPlayed('building the file', await playTournament(building, finished, seed));
    await building.closeTournament({});
    const size = fileSize(finished);

    const rows = [await openShowClose(finished)];
    const edited = join(folder, 'saisie.sclassic');
    copyFileSync(finished, edited);
    rows.push(await editAndStandings(edited), await completeRoundAndStandings(edited));
    const sizes: number[] = [];
    rows.push(
      await wholeTournament(folder, seed, sizes),
      commitFloor(folder, 'write-ahead'),
      commitFloor(folder, 'rollback'),
    );

    console.log('\nSclassic service: API commands on a real .sclassic file\n');
    console.log(renderTimings(rows));

    const same = sizes.every((bytes) => bytes === size.bytes);
    console.log(`\nThe file after the whole ${ROUNDS}-round, ${PLAYERS}-player tournament\n`);
    console.log(
      renderTable(
        ['file', 'bytes', 'size', 'share'],
        [
          ['tournament file (.sclassic)', size.bytes.toLocaleString('en-US'), kib(size.bytes), '100%'],
          [
            '  of which the change log (undo)',
            size.changeLog.toLocaleString('en-US'),
            kib(size.changeLog),
            percent(size.changeLog, size.bytes),
          ],
          [
            `round backups next to it (${size.backups.count} files)`,
            size.backups.bytes.toLocaleString('en-US'),
            kib(size.backups.bytes),
            '',
          ],
        ],
        ['left', 'right', 'right', 'right'],
      ),
    );
    const sizeNote = same
      ? `every whole-tournament run left the same ${size.bytes.toLocaleString('en-US')} bytes`
      : `the whole-tournament runs left ${Math.min(...sizes).toLocaleString('en-US')} to ${Math.max(...sizes).toLocaleString('en-US')} bytes`;
    console.log(`
Through the API (input schemas included), on real files in a temporary folder removed at the
end, opened by the store as in use: synchronous=FULL, exclusive lock, the rollback journal for a
file's first change of an opening and the write-ahead log after it (folded back every second).
Each command that writes is one transaction that reaches the disk before it returns (every user
action is durable), and its commit is timed with it.
open + show + close: openTournament (header, lock, content checks, integrity_check,
foreign_key_check, the content's sums) + show + closeTournament
on the finished tournament, as \`sclassic show FILE\` does.
record (an edit) + standings: recordResult then standings, round ${ROUNDS} complete, its results
edited table after table, the score flipped on each pass so that the standings change. An edit
never writes the automatic backup (only recording the last missing result of a round does):
this loop writes none.
last result of round ${ROUNDS}: one table's result cleared outside the clock, then recorded: the
round is complete again, so recordResult also writes the round backup (SQLite backup API) and
prunes the folder to ${ROUND_BACKUPS_KEPT}. The service's clock moves a second a call there, so each
backup carries its own time.
whole tournament: createTournament, importPlayers (${PLAYERS}), then ${ROUNDS} × (pairNextRound and
${TABLES} × recordResult), seeded random scores, a new file each run, the ${ROUNDS} automatic round
backups included.
durable commit floor: a one-row transaction on a scratch file with the same settings, in the
write-ahead log (what the disk charges for a command's commit on this machine) and in the
rollback journal (what it charges for a file's first change of an opening).
File size: the file built for the scenarios (${sizeNote}).
The change log keeps, for undo, the rows before and after every change; each round backup is a
whole copy of the file as it was.`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

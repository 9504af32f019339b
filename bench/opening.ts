/**
 * Opening a large tournament file: the 300-player, 15-round tournament played through the API
 * (grand-file.ts: its change log holds every result entered), opened as before the thorough
 * checks — SQLite's quick_check of the pages and the content checks — and as now:
 * integrity_check, foreign_key_check and the content's sums on top. Each check is also timed alone
 * on the open file, and the opening through the API as `sclassic show FILE` does it (service.ts),
 * against its aim: the first answer within 100 ms.
 */
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { checkSums, SEALED_FROM } from '../src-main/store/content-sums.ts';
import { closeTournamentFile, openTournamentFile } from '../src-main/store/tournament-file.ts';
import { GRAND, type GrandFiles } from './grand-file.ts';
import { measure, type Plan } from './measure.ts';
import { formatMs, progress, renderTable, renderTimings, type TimedScenario } from './report.ts';
import { type Field, openShowClose } from './service.ts';

const FIELD: Field = { players: GRAND.players, rounds: GRAND.rounds };
const SIZE = `${FIELD.players}-player, ${FIELD.rounds}-round`;
const TOOL = 'Sclassic store';
/** What the thorough checks may add to the opening of this file. */
const BUDGET_MS = 30;
const PLAN: Plan = { warmupRuns: 5, minRuns: 20, maxRuns: 300, budgetMs: 2000 };
/** The director opens the file and sees it within this. */
const OPENING_AIM_MS = 100;

/** The store opening and closing the file, with the checks asked for. */
function opening(path: string, checks: 'quick' | 'thorough', label: string): TimedScenario {
  const timing = measure(PLAN, {
    prepare: () => null,
    work: () => {
      const file = openTournamentFile(path, new Date(), { checks });
      const version = file.openedVersion;
      closeTournamentFile(file);
      return version;
    },
    check: (version) => {
      if (version < SEALED_FROM) throw new Error(`opened a file of version ${version}, without its sums`);
    },
  });
  progress(TOOL, label, timing);
  return { label, aimMs: null, timing };
}

/** One check alone, on the file open with the store's settings (its pages in SQLite's cache, as at an opening's end). */
function oneCheck(path: string, label: string, check: (db: Database.Database) => unknown): TimedScenario {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
    const timing = measure(PLAN, {
      prepare: () => db,
      work: check,
      check: (found) => {
        if (found !== 'ok' && !(Array.isArray(found) && found.length === 0) && found !== undefined)
          throw new Error(`${label}: ${JSON.stringify(found)}`);
      },
    });
    progress('SQLite', label, timing);
    return { label, aimMs: null, timing };
  } finally {
    db.close();
  }
}

export async function openingSection(files: GrandFiles): Promise<void> {
  const path = files.finished;
  console.log(`\nMeasuring the opening of a ${SIZE} file (built through the API first):`);
  const before = opening(path, 'quick', `open + close, quick_check only (before)`);
  const after = opening(path, 'thorough', `open + close, thorough checks (after)`);
  const checks = [
    oneCheck(path, 'quick_check', (db) => db.pragma('quick_check', { simple: true })),
    oneCheck(path, 'integrity_check', (db) => db.pragma('integrity_check', { simple: true })),
    oneCheck(path, 'foreign_key_check', (db) => db.pragma('foreign_key_check')),
    oneCheck(path, 'content sums (every row summed again)', (db) => checkSums(db, path)),
  ];
  const api = {
    ...(await openShowClose(path, FIELD, 'open + show + close, through the API (after)')),
    aimMs: OPENING_AIM_MS,
  };

  console.log(
    `\nOpening a ${SIZE} tournament file (${statSync(path).size.toLocaleString('en-US')} bytes, ${files.tables.length * FIELD.rounds} results)\n`,
  );
  console.log(renderTimings([before, after, api]));
  const added = after.timing.median - before.timing.median;
  console.log(
    `\nAdded by the thorough checks: ${formatMs(added)} (median after − median before), ` +
      `${added < BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms the opening may grow by.\n`,
  );
  console.log(
    renderTable(
      ['check, alone on the open file', 'median', 'min', 'p90'],
      checks.map(({ label, timing: t }) => [label, formatMs(t.median), formatMs(t.min), formatMs(t.p90)]),
      ['left', 'right', 'right', 'right'],
    ),
  );
  console.log(`
before: the store's opening as it was: the header read, the exclusive lock, the content checks
(the tables of the file's version, the settings, whole numbers, JSON columns), SQLite's
quick_check of the pages.
after: the same, with integrity_check (quick_check's page reading, and each index compared with
its table: a result gone from an index, a row no index knows), foreign_key_check (a result or a
pairing pointing at a row that is gone), and the content's sums (every row of every table read
and its CRC-32 added up again, compared with the sums the file was sealed with: a byte changed
inside a row, which no SQLite check sees).
The file was built through the API (createTournament, importPlayers, then ${FIELD.rounds} × pairNextRound
and every table's recordResult): its change log holds every change, most of its bytes.`);
}

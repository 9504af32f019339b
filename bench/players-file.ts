/**
 * Reading and importing players through the service, as the import screen and `sclassic players
 * import` do: a federation's whole rating list of 20,000 lines read (every row checked and
 * flagged against the others), 2,000 players read and registered in one tournament, and the
 * 20,000-line list merged into the directory of players. Each must grow with the number of
 * lines, not with its square.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { apiOf } from '../src-main/service/core/api.ts';
import { createService } from '../src-main/service/core/dispatch.ts';
import { measureAsync } from './measure.ts';
import { progress, renderTimings, type TimedScenario } from './report.ts';

const TOOL = 'Sclassic players file';

/** A federation list as directors get it: licence, surname, first name, club, rating, birth year. */
function federationList(lines: number): Uint8Array<ArrayBuffer> {
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `${100_000 + i};NOM${i.toString(36).toUpperCase()};Prénom${i % 397};Club ${i % 211};${800 + ((i * 37) % 1400)};${1940 + (i % 70)}`,
  );
  return new TextEncoder().encode(`Licence;Nom;Prénom;Club;Cote;Naissance\n${rows.join('\n')}\n`);
}

type Row = TimedScenario;

function expect(what: string, actual: unknown, expected: unknown): void {
  if (actual !== expected) throw new Error(`${what}: ${String(actual)}, ${String(expected)} expected`);
}

async function readList(lines: number): Promise<Row> {
  const label = `read a ${lines.toLocaleString('en-US')}-line federation list (readPlayerFile)`;
  const api = apiOf(createService());
  const bytes = federationList(lines);
  const timing = await measureAsync(
    { warmupRuns: 1, minRuns: 3, maxRuns: 20, budgetMs: 4000 },
    {
      prepare: () => bytes,
      work: (list) => api.readPlayerFile({ fileName: 'cotes.csv', bytes: list }),
      check: (read) => expect('players read', read.players.length, lines),
    },
  );
  progress(TOOL, label, timing);
  return { label, aimMs: 2000, timing };
}

async function readAndRegister(folder: string, players: number): Promise<Row> {
  const label = `read and register ${players.toLocaleString('en-US')} players (readPlayerFile + importPlayers)`;
  const service = createService();
  const api = apiOf(service);
  const bytes = federationList(players);
  let run = 0;
  const timing = await measureAsync(
    { warmupRuns: 1, minRuns: 3, maxRuns: 20, budgetMs: 4000 },
    {
      prepare: async () => {
        await api.createTournament({
          path: join(folder, `import-${++run}.sclassic`),
          name: 'Open',
          date: '2026-06-01',
        });
        return bytes;
      },
      work: async (list) => {
        const read = await api.readPlayerFile({ fileName: 'joueurs.csv', bytes: list });
        return api.importPlayers({ players: read.players.map((p) => p.player) });
      },
      check: (added) => {
        expect('players registered', added.length, players);
        service.close();
      },
    },
  );
  progress(TOOL, label, timing);
  return { label, aimMs: 1000, timing };
}

async function directoryImport(folder: string, lines: number): Promise<Row> {
  const label = `merge a ${lines.toLocaleString('en-US')}-line list into the directory (directoryImport)`;
  const bytes = federationList(lines);
  let run = 0;
  const timing = await measureAsync(
    { warmupRuns: 0, minRuns: 3, maxRuns: 10, budgetMs: 4000 },
    {
      prepare: () => createService({ dataFolder: join(folder, `données-${++run}`) }),
      work: async (service) => ({
        service,
        report: await apiOf(service).directoryImport({ fileName: 'cotes.csv', bytes, listDate: '2026-06-01' }),
      }),
      check: ({ service, report }) => {
        expect('directory entries added', report.added, lines);
        service.close();
      },
    },
  );
  progress(TOOL, label, timing);
  return { label, aimMs: 2000, timing };
}

export async function playersFileSection(): Promise<void> {
  const folder = mkdtempSync(join(os.tmpdir(), 'sclassic-bench-players-'));
  try {
    console.log('\nMeasuring players files through the service:');
    const rows = [await readList(20_000), await readAndRegister(folder, 2_000), await directoryImport(folder, 20_000)];
    console.log('\nSclassic service: players files (CSV), through the API\n');
    console.log(renderTimings(rows));
    console.log(`
read: the list's bytes to the preview the import screen shows: encoding and separator found,
columns guessed, every row checked as a registration checks it, every name and licence flagged
against the rows before it (no tournament open). 20,000 lines is a federation's whole list.
read and register: the same for 2,000 players (the most one import takes), then importPlayers
into a new tournament, one transaction, each name checked against those registered before it.
directory: the 20,000-line list merged into an empty directory of players, one transaction.`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.main) await playersFileSection();

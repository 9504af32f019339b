/**
 * The largest realistic tournament, built once through the API for the sections that use it (the
 * 300-player section, the opening, the browser): 300 players, 18 of them unrated, 15 rounds. It is
 * kept at four moments, each a file of its own: before round 15 is paired, round 15 just paired,
 * round 15 entered but for its last table (so a result recorded there never completes the round,
 * whose backup would be timed with it), and finished.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiOf } from '../src-main/service/core/api.ts';
import { createService } from '../src-main/service/core/dispatch.ts';
import { seededRandom } from '../tests/support/random.ts';

export const GRAND = { players: 300, rounds: 15, unrated: 18 } as const;

/** The unrated players' places in the list: one in sixteen, from the eighth. */
const unrated = new Set(Array.from({ length: GRAND.unrated }, (_, k) => 7 + 16 * k));

export interface GrandFiles {
  /** Rounds 1 to 14 entered, round 15 not paired. */
  beforeLastRound: string;
  /** Round 15 paired, no result in. */
  lastRoundPaired: string;
  /** Round 15 entered but for its last table. */
  lastTableMissing: string;
  /** Every round entered. */
  finished: string;
  /** Round 15's tables (against a player: X has no sheet), the last one left empty in `lastTableMissing`. */
  tables: number[];
  /** How long building took (ms). */
  buildMs: number;
}

/** One game, both scores in a usual range (no « unusual score » question). */
export const randomGame = (random: ReturnType<typeof seededRandom>): [number, number] => [
  random.int(300, 520),
  random.int(300, 520),
];

export async function buildGrandFiles(folder: string, seed: number): Promise<GrandFiles> {
  const started = performance.now();
  const random = seededRandom(seed);
  const path = join(folder, 'grand-open.sclassic');
  const keep = (name: string) => {
    const copy = join(folder, `${name}.sclassic`);
    copyFileSync(path, copy);
    return copy;
  };
  const service = createService({ clock: () => new Date('2026-12-22T14:00:00Z') });
  const api = apiOf(service);
  try {
    await api.createTournament({ path, name: 'Grand open', date: '2026-12-22', plannedRounds: GRAND.rounds });
    await api.importPlayers({
      players: Array.from({ length: GRAND.players }, (_, i) => ({
        name: `JOUEUR ${String(i + 1).padStart(3, '0')} Anne`,
        rating: unrated.has(i) ? null : 800 + 25 * random.int(0, 56),
        club: `Club ${i % 24}`,
      })),
    });
    const files: Partial<GrandFiles> = {};
    for (let round = 1; round <= GRAND.rounds; round++) {
      const last = round === GRAND.rounds;
      if (last) {
        await api.closeTournament({});
        files.beforeLastRound = keep('avant-ronde-15');
        await api.openTournament({ path });
      }
      const tables = (await api.pairNextRound({})).matches.filter((m) => m.b !== null).map((m) => m.table);
      if (last) {
        await api.closeTournament({});
        files.lastRoundPaired = keep('ronde-15-appariee');
        await api.openTournament({ path });
        files.tables = tables;
      }
      for (const table of tables) {
        if (last && table === tables.at(-1)) {
          await api.closeTournament({});
          files.lastTableMissing = keep('ronde-15-saisie');
          await api.openTournament({ path });
        }
        await api.recordResult({ table, games: [randomGame(random)] });
      }
    }
    await api.closeTournament({});
    return { ...(files as GrandFiles), finished: keep('termine'), buildMs: performance.now() - started };
  } finally {
    service.close();
  }
}

/**
 * The writer that crash-safety.test.ts kills: it brings one tournament file towards a target
 * number of recorded results through the real service, one committed write at a time, and
 * prints one line on stdout after each write has returned (so after its transaction committed):
 *
 *   created                  the file was created
 *   player <count>           a player was registered; the field now has <count> players
 *   paired <round>           round <round> was paired
 *   saved <round> <table> <a> <b>   the result of that table was recorded
 *   done <results>           the target is reached
 *
 * Restarted on the same file after a kill, it reads where the file is and goes on from there.
 * Usage: node crash-child.ts FILE PLAYERS TARGET_RESULTS
 */
import { existsSync } from 'node:fs';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';

/** The result the child records at a table: fixed by the round and the table, so it can be checked. */
export function scoresAt(round: number, table: number): [number, number] {
  return [250 + ((round * 37 + table * 11) % 300), 250 + ((round * 13 + table * 29) % 301)];
}

/** The name of the i-th player registered (from 1). */
export const playerName = (i: number): string => `JOUEUR ${String(i).padStart(3, '0')}`;
export const playerRating = (i: number): number => 2000 - i * 7;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(path: string, players: number, target: number): Promise<void> {
  const service = createService();
  const api = apiOf(service);
  if (existsSync(path)) {
    await api.openTournament({ path });
  } else {
    await api.createTournament({ path, name: 'Crash test', date: '2026-12-22', plannedRounds: 30 });
    say('created');
  }
  let registered = (await api.listPlayers({})).length;
  while (registered < players) {
    registered += 1;
    await api.addPlayer({ name: playerName(registered), rating: playerRating(registered) });
    say(`player ${registered}`);
  }
  const document = await api.exportDocument({});
  let results = document.rounds.flatMap((r) => r.matches).filter((m) => (m.games?.length ?? 0) > 0).length;
  let current: { number: number; missingTables: number[] } | null = (await api.show({})).currentRound;
  while (results < target) {
    if (current === null || current.missingTables.length === 0) {
      const round = await api.pairNextRound({});
      say(`paired ${round.number}`);
      current = { number: round.number, missingTables: round.missingTables };
      continue;
    }
    const table = current.missingTables[0] as number;
    const [a, b] = scoresAt(current.number, table);
    await api.recordResult({ round: current.number, table, games: [[a, b]] });
    say(`saved ${current.number} ${table} ${a} ${b}`);
    current = { number: current.number, missingTables: current.missingTables.slice(1) };
    results += 1;
  }
  service.close();
  say(`done ${results}`);
}

if (import.meta.main) {
  const [path, players, target] = process.argv.slice(2);
  if (path === undefined || players === undefined || target === undefined) {
    process.stderr.write('usage: crash-child.ts FILE PLAYERS TARGET_RESULTS\n');
    process.exit(2);
  }
  await main(path, Number(players), Number(target));
}

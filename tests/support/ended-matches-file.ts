/** The round of ended-matches.ts played through the service on a real file, one round planned: the tournament is over. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { ENTERED, PLAYERS, X_TABLE } from './ended-matches.ts';

export interface EndedMatchesFile {
  api: SclassicApi;
  service: Service;
  path: string;
  folder: string;
  /** Closes the service and removes the folder. */
  close(): void;
}

export async function endedMatchesFile(): Promise<EndedMatchesFile> {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-ended-'));
  const path = join(folder, 'open.sclassic');
  const service = createService({ clock: () => new Date('2026-12-22T18:00:00Z') });
  const api = apiOf(service);
  await api.createTournament({
    path,
    name: 'Open de Courcelles',
    date: '2026-12-22',
    place: 'Courcelles',
    plannedRounds: 1,
  });
  await api.importPlayers({ players: PLAYERS.map(({ name, rating }) => ({ name, rating })) });
  const round = await api.pairNextRound({});
  const paired = round.matches.map((m) => [m.table, m.a.name, m.b?.name ?? null]);
  const planned = [...ENTERED.map((m) => [m.table, m.a, m.b]), [X_TABLE.table, X_TABLE.a, null]];
  if (JSON.stringify(paired) !== JSON.stringify(planned))
    throw new Error(`the scenario expects the pairing ${JSON.stringify(planned)}, not ${JSON.stringify(paired)}`);
  for (const { a, b, ...result } of ENTERED) await api.recordResult(result);
  return {
    api,
    service,
    path,
    folder,
    close: () => {
      service.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

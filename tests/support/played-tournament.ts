/**
 * A tournament played through the service API on a real file, with seeded scores, a forfeit and
 * a withdrawal, and names that exercise every accent a federation meets: what the printed
 * documents are checked on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { seededRandom } from './random.ts';

const LAST = [
  'BERTIN',
  'ŒUVRARD',
  'ÇELIK',
  'MÜLLER',
  'WAŁĘSA',
  'SØRENSEN',
  'YILDIZ',
  'DUPONT',
  'N’DIAYE',
  'STRAUß',
  'LEFÈVRE',
  'ÉLOI',
];
const FIRST = [
  'Ana',
  'Léa',
  'Emre',
  'Jürgen',
  'Łukasz',
  'Øystein',
  'Ayşe Ğül',
  'Jean-Édouard',
  'Awa',
  'Jörg',
  'Zoé',
  'Noël',
];

export interface PlayedTournament {
  api: SclassicApi;
  service: Service;
  folder: string;
  names: string[];
  close(): void;
}

export async function playedTournament(
  players: number,
  rounds: number,
  options: { complete?: boolean } = {},
): Promise<PlayedTournament> {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-print-'));
  const service = createService({ clock: () => new Date('2026-12-22T18:00:00Z') });
  const api = apiOf(service);
  await api.createTournament({
    path: join(folder, 'open.sclassic'),
    name: 'Open de Courcelles',
    date: '2026-12-22',
    place: 'Courcelles',
    plannedRounds: rounds,
  });
  const names = Array.from(
    { length: players },
    (_, i) => `${LAST[i % LAST.length]} ${FIRST[(i * 5) % FIRST.length]}${i >= LAST.length ? ` ${i + 1}` : ''}`,
  );
  await api.importPlayers({
    players: names.map((name, i) => ({
      name,
      rating: 2100 - 7 * i,
      club: ['Charleroi', 'Mons', 'Namur', 'Liège'][i % 4] as string,
    })),
  });
  const random = seededRandom(players * 100 + rounds);
  for (let r = 1; r <= rounds; r++) {
    if (r === 3) await api.withdrawPlayer({ player: 2 });
    const round = await api.pairNextRound({});
    const last = r === rounds && options.complete === false;
    for (const match of round.matches) {
      if (match.b === null || (last && match.table > 1)) continue;
      if (r === 2 && match.table === 2) await api.recordResult({ table: 2, forfeit: 'b' });
      else await api.recordResult({ table: match.table, games: [[random.int(300, 520), random.int(300, 520)]] });
    }
  }
  return {
    api,
    service,
    folder,
    names,
    close: () => {
      service.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A tournament whose audit has something of each kind to say, played through the service on a
 * real file: round 1 as the procedure gives it, an arbiter's swap in round 2, a result of round 2
 * corrected after round 3 was paired, and round 3 written again by another program that knows the
 * file's format (two opponents exchanged at tables 5 and 6). The clock moves as a day does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { exchangeOpponentsOutside } from './other-program.ts';

export interface AuditedTournament {
  api: SclassicApi;
  path: string;
  /** Sets the service's clock (a UTC moment). */
  at(moment: string): void;
  close(): void;
}

export async function auditedTournament(): Promise<AuditedTournament> {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-audited-'));
  const path = join(folder, 'Open de Mons.sclassic');
  let now = new Date('2026-12-22T08:30:00Z');
  const at = (moment: string) => {
    now = new Date(moment);
  };
  const service: Service = createService({ clock: () => now });
  const api = apiOf(service);
  await api.createTournament({ path, name: 'Open de Mons', date: '2026-12-22', place: 'Mons', plannedRounds: 4 });
  await api.importPlayers({
    players: Array.from({ length: 21 }, (_, i) => ({ name: `JOUEUR N°${i + 1}`, rating: 2000 - 10 * i })),
  });
  const playRound = async (pairedAt: string, enteredAt: string, swap = false) => {
    at(pairedAt);
    const round = await api.pairNextRound({});
    if (swap) {
      at(pairedAt.replace(/:00:00Z$/, ':05:00Z'));
      const [first, , third] = round.matches;
      await api.swapPlayers({ first: first?.a.id as number, second: third?.a.id as number });
    }
    at(enteredAt);
    for (const m of (await api.round({})).matches)
      if (m.b !== null) await api.recordResult({ table: m.table, games: [[400, 300 + m.table]] });
  };
  await playRound('2026-12-22T09:00:00Z', '2026-12-22T09:50:00Z');
  await playRound('2026-12-22T10:00:00Z', '2026-12-22T10:50:00Z', true);
  at('2026-12-22T11:00:00Z');
  await api.pairNextRound({});
  at('2026-12-22T11:10:00Z');
  await api.recordResult({
    round: 2,
    table: 4,
    games: [[350, 420]],
    replaces: { games: [[400, 304]], forfeit: null, abandon: null, decisionAgainst: null },
  });
  await api.closeTournament({});
  exchangeOpponentsOutside(path, 3, [5, 6]);
  at('2026-12-22T17:45:00Z');
  await api.openTournament({ path });
  return {
    api,
    path,
    at,
    close() {
      service.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

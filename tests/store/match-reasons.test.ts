/**
 * Why each match was formed, as files hold it (`matches.reason`, store/match-reason.ts): the
 * reasons already in files read as they did — each kind as a file of version 9 stored it, and a
 * version-1 file with none — and what Sclassic writes today keeps the file's shape, so a change of
 * the view or of the engine's explanation cannot change the file format without a migration.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { V1_FIXTURE } from '../../scripts/make-v1-fixture.ts';
import type { MatchReason } from '../../src-main/contract/views.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { asOlderVersion } from '../support/older-file.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-reasons-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const clock = () => new Date('2026-12-22T09:00:00Z');

/** Each kind of reason, as the file's JSON holds it: the format, frozen. */
const STORED: Record<MatchReason['method'], string> = {
  'groups-ab': '{"method":"groups-ab","group":"A","ranks":[1,14],"groupA":14,"field":20}',
  'fixed-table': '{"method":"fixed-table","round":2,"fieldSize":12,"ranks":[3,10]}',
  'round-robin': '{"method":"round-robin","round":3,"ranks":[2,5]}',
  'score-groups':
    '{"method":"score-groups","ranks":[1,5],"groupScore":15,"groupSize":3,"proposed":{"player":4,"from":"below","metIn":3},' +
    '"permutation":{"up":[{"player":3,"metIn":2},{"player":2,"metIn":1}],"down":[],"found":"down"},"bottomPass":false}',
  swap: '{"method":"swap","players":[7,12]}',
  import: '{"method":"import","decisions":[{"players":[3,9],"at":"2026-12-21T15:02:00.000Z"}]}',
  'final-phase': '{"method":"final-phase","stage":"final","seeds":[1,2],"carried":{"round":2,"game":[410,380]}}',
};

function service() {
  const s = createService({ clock, dataFolder: join(folder, 'données') });
  return { s, api: apiOf(s) };
}

const rows = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT round, table_no, reason FROM matches ORDER BY round, table_no').all() as Array<{
      round: number;
      table_no: number;
      reason: string | null;
    }>;
  } finally {
    db.close();
  }
};

describe('the reasons already in files', () => {
  it('read, each kind as a version-9 file stored it, into the same view', async () => {
    const path = join(folder, 'v9.sclassic');
    const { s, api } = service();
    await api.createTournament({ path, name: 'Open', date: '2026-12-22' });
    await api.importPlayers({
      players: Array.from({ length: 14 }, (_, i) => ({ name: `JOUEUR ${i + 1}`, rating: 1900 - 10 * i })),
    });
    await api.pairNextRound({});
    await api.closeTournament({});
    s.close();
    const kinds = Object.keys(STORED) as Array<MatchReason['method']>;
    const db = new Database(path);
    asOlderVersion(db, 9);
    const put = db.prepare('UPDATE matches SET reason = ? WHERE round = 1 AND table_no = ?');
    for (const [i, kind] of kinds.entries()) put.run(STORED[kind], i + 1);
    db.close();

    const again = service();
    try {
      await again.api.openTournament({ path });
      const round = await again.api.round({ round: 1 });
      expect(round.matches.slice(0, kinds.length).map((m) => m.reason)).toEqual(
        kinds.map((kind) => JSON.parse(STORED[kind])),
      );
    } finally {
      again.s.close();
    }
  });

  it('read as none from a version-1 file, which kept no reason; the next round paired keeps its own', async () => {
    const path = join(folder, 'v1.sclassic');
    copyFileSync(V1_FIXTURE, path);
    const { s, api } = service();
    try {
      await api.openTournament({ path });
      const first = await api.round({ round: 1 });
      expect(first.matches.length).toBeGreaterThan(0);
      expect(first.matches.every((m) => m.reason === null)).toBe(true);
      for (const table of first.missingTables) await api.recordResult({ table, games: [[400, 350]] });
      const next = await api.pairNextRound({});
      expect(next.matches.every((m) => m.reason !== null)).toBe(true);
    } finally {
      s.close();
    }
    const stored = rows(path).filter((r) => r.round === 2);
    expect(stored.every((r) => r.reason !== null)).toBe(true);
  });
});

describe('what a file stores today', () => {
  it('keeps the shape of each kind: the same fields as the frozen format', async () => {
    const path = join(folder, 'today.sclassic');
    const { s, api } = service();
    try {
      await api.createTournament({ path, name: 'Open', date: '2026-12-22', plannedRounds: 2 });
      await api.importPlayers({
        players: Array.from({ length: 20 }, (_, i) => ({ name: `JOUEUR ${i + 1}`, rating: 1900 - 10 * i })),
      });
      const enter = async (round: { matches: Array<{ table: number; b: unknown }> }) => {
        for (const m of round.matches)
          if (m.b !== null) await api.recordResult({ table: m.table, games: [[400 + m.table, 300]] });
      };
      await enter(await api.pairNextRound({}));
      const second = await api.pairNextRound({});
      const [one, two] = second.matches;
      await api.swapPlayers({ first: one?.a.id as number, second: two?.a.id as number });
      await enter(await api.round({}));
      await api.openFinalPhase({ players: 2 });
    } finally {
      s.close();
    }
    const written = rows(path).map((r) => JSON.parse(r.reason ?? 'null') as { method: MatchReason['method'] } | null);
    const kinds = new Set(written.map((r) => r?.method));
    expect([...kinds].sort()).toEqual(['final-phase', 'groups-ab', 'score-groups', 'swap']);
    for (const reason of written) {
      if (reason === null) throw new Error('a match written without its reason');
      expect(Object.keys(reason).sort(), reason.method).toEqual(Object.keys(JSON.parse(STORED[reason.method])).sort());
    }
  });
});

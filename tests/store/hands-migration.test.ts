/**
 * A version-12 file (before several hands) opened by this version: migrated to version 13 after
 * its backup, its change log read with every change the director's, its results with no hand
 * known; a station's entry afterwards is logged under its name.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../src-main/contract/views.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { SCHEMA_VERSION } from '../../src-main/store/schema.ts';
import { backupFolder } from '../../src-main/store/tournament-file.ts';
import { asOlderVersion } from '../support/older-file.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-hands-v12-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const clock = () => new Date('2026-12-22T13:02:00Z');

function columns(path: string, table: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return (db.pragma(`table_info(${table})`) as Array<{ name: string }>).map((c) => c.name);
  } finally {
    db.close();
  }
}

describe('a version-12 file (before several hands)', () => {
  it('migrates to version 13: its log read as the director’s, its results by no known hand; a station’s entry named', async () => {
    const path = join(folder, 'v12.sclassic');
    const service = createService({ clock });
    const api = apiOf(service);
    await api.createTournament({ path, name: 'Open', date: '2026-12-22' });
    await api.importPlayers({
      players: ['A', 'B', 'C', 'D'].map((n, i) => ({ name: `JOUEUR ${n}`, rating: 1800 - i })),
    });
    await api.pairNextRound({});
    await api.recordResult({ table: 1, games: [[410, 300]] });
    await api.undo({});
    await api.redo({});
    const log = (await api.log({})).map(({ hand: _, ...entry }) => entry);
    const standings = await api.standings({});
    service.close();
    // The file as version 12 wrote it: no hand in the log, nothing said of who entered a result.
    const db = new Database(path);
    asOlderVersion(db, 12);
    db.close();
    expect(columns(path, 'change_log')).not.toContain('hand');
    expect(columns(path, 'matches')).not.toContain('entered_by');

    const reopened = createService({ clock });
    const again = apiOf(reopened);
    try {
      await again.openTournament({ path });
      expect(await again.log({})).toEqual(log.map((entry): LogEntry => ({ ...entry, hand: null })));
      expect(await again.standings({})).toEqual(standings);
      const round = await again.round({ round: 1 });
      expect(round.matches.map((m) => [m.recorded?.games ?? null, m.entered])).toEqual([
        [[[410, 300]], null],
        [null, null],
      ]);
      await apiOf(reopened, 'fr', { role: 'saisie', name: 'Arbitre 2' }).recordResult({
        table: 2,
        games: [[380, 412]],
      });
      expect((await again.log({}))[0]).toMatchObject({ command: 'record-result', hand: 'Arbitre 2' });
      expect((await again.round({ round: 1 })).matches[1]?.entered).toEqual({
        by: 'Arbitre 2',
        at: clock().toISOString(),
        via: null,
      });
    } finally {
      reopened.close();
    }
    const file = new Database(path, { readonly: true });
    expect(file.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
    file.close();
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(13);
    expect(readdirSync(backupFolder(path)).some((name) => name.includes('avant-migration-v12'))).toBe(true);
  });
});

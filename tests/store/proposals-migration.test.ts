/**
 * A version-13 file (before the tables' proposals) opened by this version: migrated to version 14
 * after its backup, taking no proposals and holding no key for its sheets until the director
 * turns them on; its results say they were typed at a desk. Turned on, the file gets its key once:
 * the codes of the sheets stay the same whenever proposals are turned off and on again, and in the
 * file reopened (a sheet printed before a restart still reaches its table).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { SCHEMA_VERSION } from '../../src-main/store/schema.ts';
import { backupFolder } from '../../src-main/store/tournament-file.ts';
import { asOlderVersion } from '../support/older-file.ts';
import { tableCodes } from '../support/table-codes.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-proposals-v13-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const clock = () => new Date('2026-12-22T13:02:00Z');

describe('a version-13 file (before the tables’ proposals)', () => {
  it('migrates to version 14: no proposals, no key, its results typed at a desk; turned on, one key kept', async () => {
    const path = join(folder, 'v13.sclassic');
    const service = createService({ clock });
    const api = apiOf(service);
    await api.createTournament({ path, name: 'Open', date: '2026-12-22' });
    await api.importPlayers({
      players: ['A', 'B', 'C', 'D'].map((n, i) => ({ name: `JOUEUR ${n}`, rating: 1800 - i })),
    });
    await api.pairNextRound({});
    await api.recordResult({ table: 1, games: [[410, 300]] });
    service.close();
    const db = new Database(path);
    asOlderVersion(db, 13);
    db.close();

    const reopened = createService({ clock });
    const again = apiOf(reopened);
    try {
      const summary = await again.openTournament({ path });
      expect([summary.tableProposals, summary.proposalsConfirm]).toEqual([false, false]);
      expect(tableCodes(reopened).size).toBe(0);
      expect((await again.round({ round: 1 })).matches[0]?.entered).toEqual({
        by: null,
        at: clock().toISOString(),
        via: null,
      });
      await again.updateSettings({ tableProposals: true });
      const codes = tableCodes(reopened);
      // Both tables of the round still in play: the one entered shows its result to a phone.
      expect([...codes.keys()]).toEqual([1, 2]);
      await again.updateSettings({ tableProposals: false });
      await again.updateSettings({ tableProposals: true });
      expect(tableCodes(reopened)).toEqual(codes);
      await again.closeTournament({});
      await again.openTournament({ path });
      expect(tableCodes(reopened)).toEqual(codes);
    } finally {
      reopened.close();
    }
    const file = new Database(path, { readonly: true });
    expect(file.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
    file.close();
    expect(readdirSync(backupFolder(path)).some((name) => name.includes('avant-migration-v13'))).toBe(true);
  });
});

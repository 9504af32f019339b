/**
 * Files over time: a version-1 file (tests/fixtures/v1-tournament.sclassic, built by
 * scripts/make-v1-fixture.ts) is migrated at open after a backup copy; "Save a copy" gives the
 * same tournament; a backup is taken after each completed round and the newest ten are kept.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { V1_FIXTURE, V1_PLAYERS, V1_RESULTS, V1_TOURNAMENT } from '../../scripts/make-v1-fixture.ts';
import {
  computeStandings,
  DEFAULT_CATEGORY_SETTINGS,
  DEFAULT_TOURNAMENT_ELO,
  type Ruleset,
  readTournament,
} from '../../src-engine/index.ts';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { ROUND_BACKUPS_KEPT } from '../../src-main/service/adapters/result-writing.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { APPLICATION_ID, SCHEMA_VERSION } from '../../src-main/store/schema.ts';
import { StoreError } from '../../src-main/store/store-error.ts';
import { backupFolder } from '../../src-main/store/tournament-file.ts';
import { asOlderVersion } from '../support/older-file.ts';
import { fileRefusal } from '../support/refusal.ts';
import { storeErrorFr } from '../support/store-words.ts';
import { writeCrashState } from './hot-journal.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const OPENED_AT = new Date('2026-12-22T09:15:00Z');

function open(clock: () => Date = () => OPENED_AT): { service: Service; api: SclassicApi } {
  const service = createService({ clock: clock });
  return { service, api: apiOf(service) };
}

/** A clock that moves one second each time it is read, like a director's real session. */
function ticking(from: string): () => Date {
  let at = Date.parse(from);
  return () => {
    at += 1000;
    return new Date(at);
  };
}

/** The raw rows of a file, read with SQLite alone. */
function raw<T>(path: string, sql: string): T[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

function pragma(path: string, name: string): unknown {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.pragma(name, { simple: true });
  } finally {
    db.close();
  }
}

interface MatchSql {
  table_no: number;
  player_a: number;
  player_b: number | null;
  starts: number | null;
}

function copyFixture(name = 'vichy.sclassic'): string {
  const path = join(folder, name);
  copyFileSync(V1_FIXTURE, path);
  return path;
}

describe('the version-1 fixture', () => {
  it('is a version-1 Sclassic file as scripts/make-v1-fixture.ts describes it', () => {
    expect(pragma(V1_FIXTURE, 'user_version')).toBe(1);
    expect(pragma(V1_FIXTURE, 'application_id')).toBe(APPLICATION_ID);
    expect(pragma(V1_FIXTURE, 'integrity_check')).toBe('ok');
    const columns = raw<{ name: string }>(V1_FIXTURE, 'PRAGMA table_info(players)').map((c) => c.name);
    expect(columns).toEqual(['id', 'name', 'rating', 'first_round', 'withdrawn_after']);
    expect(raw(V1_FIXTURE, 'SELECT name, rating FROM players ORDER BY id')).toEqual(V1_PLAYERS);
    expect(raw(V1_FIXTURE, 'SELECT count(*) AS n FROM matches')).toEqual([{ n: 5 }]);
    expect(raw(V1_FIXTURE, 'SELECT table_no AS t, score_a AS a, score_b AS b FROM games ORDER BY t')).toEqual(
      V1_RESULTS.map((r) => ({ t: r.table, a: r.games[0], b: r.games[1] })),
    );
  });
});

describe('a version-1 file opened by this version', () => {
  it('is migrated to the current version, after a byte-identical backup of the version-1 file', async () => {
    const path = copyFixture();
    const original = readFileSync(path);
    const { service, api } = open();
    const summary = await api.openTournament({ path });
    service.close();
    expect(summary).toMatchObject({ name: V1_TOURNAMENT.name, players: 10, roundsPaired: 1 });

    expect(pragma(path, 'user_version')).toBe(SCHEMA_VERSION);
    expect(pragma(path, 'application_id')).toBe(APPLICATION_ID);
    expect(pragma(path, 'integrity_check')).toBe('ok');
    expect(raw(path, 'SELECT DISTINCT club, rating_type FROM players')).toEqual([{ club: '', rating_type: 'PL' }]);

    // The backup: in the folder next to the file, named for what it is, the version-1 bytes.
    const backup = join(backupFolder(path), 'vichy.avant-migration-v1.2026-12-22T09-15-00.sclassic');
    expect(readdirSync(backupFolder(path))).toEqual([basename(backup)]);
    expect(readFileSync(backup).equals(original)).toBe(true);
    expect(readdirSync(folder).sort()).toEqual(['vichy - sauvegardes', 'vichy.sclassic']);
  });

  it('reads back its players, its round and its standings as version 1 wrote them', async () => {
    const path = copyFixture();
    const matches = raw<MatchSql>(path, 'SELECT * FROM matches ORDER BY table_no');
    const { service, api } = open();
    await api.openTournament({ path });
    try {
      const players = await api.listPlayers({});
      expect(players.map((p) => ({ name: p.name, rating: p.rating }))).toEqual(V1_PLAYERS);
      // The settings added since take their defaults.
      const summary = await api.show({});
      expect(summary.categories).toEqual(DEFAULT_CATEGORY_SETTINGS);
      expect(summary.elo).toEqual(DEFAULT_TOURNAMENT_ELO);
      for (const p of players) {
        // Versions 2 to 4 add the club, rating type, licence, own K, category and birth year: none known.
        expect(p).toMatchObject({ club: '', ratingType: 'PL', firstRound: 1, licence: '', k: null });
        expect(p).toMatchObject({ category: '', birthYear: null });
      }

      const round = await api.round({ round: 1 });
      expect(round).toMatchObject({ number: 1, method: 'fixed-table', total: 5, entered: 3, missingTables: [4, 5] });
      expect(round.matches.map((m) => [m.table, m.a.id, m.b?.id ?? null, m.starts])).toEqual(
        matches.map((m) => [m.table_no, m.player_a, m.player_b, m.starts]),
      );
      for (const { table, games } of V1_RESULTS) {
        expect(round.matches[table - 1]?.result?.games).toEqual([games]);
      }
      const [win, loss] = round.matches[0]?.result?.pm ?? [];
      expect(win).toBeGreaterThan(loss ?? 0);
      expect(round.matches[2]?.result?.pm[0]).toBe(round.matches[2]?.result?.pm[1]);

      // The standings are the engine's, from the version-1 facts.
      const ruleset = JSON.parse(
        raw<{ ruleset: string }>(V1_FIXTURE, 'SELECT ruleset FROM tournament')[0]?.ruleset ?? '',
      );
      const games = new Map(V1_RESULTS.map((r) => [r.table, r.games]));
      const expected = computeStandings(
        readTournament({
          ruleset: ruleset as Ruleset,
          players: V1_PLAYERS.map((p, i) => ({ id: String(i + 1), name: p.name, rating: p.rating })),
          rounds: [
            {
              matches: matches.map((m) => ({
                a: String(m.player_a),
                b: m.player_b === null ? null : String(m.player_b),
                ...(m.starts === null ? {} : { starts: String(m.starts) }),
                ...(games.has(m.table_no) ? { games: [games.get(m.table_no) as [number, number]] } : {}),
              })),
            },
          ],
        }),
      );
      const standings = await api.standings({});
      expect(standings.pending).toEqual([
        { round: 1, table: 4 },
        { round: 1, table: 5 },
      ]);
      expect(standings.rows.map((r) => [r.id, r.rank, r.pm, r.pdep])).toEqual(
        expected.lines.map((l) => [l.player + 1, l.rank, l.pm, l.pdep]),
      );
    } finally {
      service.close();
    }
  });

  it('is migrated once: opening it again takes no second backup and changes nothing', async () => {
    const path = copyFixture();
    const first = open();
    await first.api.openTournament({ path });
    first.service.close();
    const migrated = readFileSync(path);
    const second = open(() => new Date('2026-12-23T10:00:00Z'));
    await second.api.openTournament({ path });
    second.service.close();
    expect(readdirSync(backupFolder(path))).toHaveLength(1);
    expect(readFileSync(path).equals(migrated)).toBe(true);
  });

  it('goes on as a tournament: the missing results, round 2, undo of a version-1 change', async () => {
    const path = copyFixture();
    const { service, api } = open(ticking('2026-12-22T09:15:00Z'));
    await api.openTournament({ path });
    try {
      // Undo reaches back into the version-1 change log: the last result entered there.
      const { undone } = await api.undo({});
      expect(undone?.command).toBe('record-result');
      expect((await api.round({})).missingTables).toEqual([3, 4, 5]);
      await api.recordResult({ table: 3, games: [[390, 390]] });
      await api.recordResult({ table: 4, games: [[401, 377]] });
      const last = await api.recordResult({ table: 5, games: [[298, 420]] });
      expect(last.backup).not.toBeNull();
      const round2 = await api.pairNextRound({});
      expect(round2.number).toBe(2);
      expect(round2.total).toBe(5);
      await api.addPlayer({ name: 'TARDIF Léon', rating: 1500, club: 'Vichy', ratingType: 'PL*' });
      const players = await api.listPlayers({});
      expect(players.at(-1)).toMatchObject({ name: 'TARDIF Léon', club: 'Vichy', ratingType: 'PL*', firstRound: 3 });
    } finally {
      service.close();
    }
    expect(pragma(path, 'integrity_check')).toBe('ok');
  });

  it('lets a player be unrated (version 11): the players table rebuilt, ids, references and its sequence kept', async () => {
    const path = copyFixture();
    // As if players 11 to 15 had been registered and removed: their ids must never come back.
    const db = new Database(path);
    db.prepare("UPDATE sqlite_sequence SET seq = 15 WHERE name = 'players'").run();
    db.close();
    const matchesBefore = raw(path, 'SELECT * FROM matches ORDER BY table_no');
    const { service, api } = open();
    await api.openTournament({ path });
    try {
      expect((await api.show({})).newcomerRating).toBe(1400);
      const added = await api.addPlayer({ name: 'NOUVEAU Néophyte' });
      expect(added).toMatchObject({ id: 16, rating: null, initialRank: 11, categories: ['NC'] });
      await api.updateSettings({ newcomerRating: 1250 });
    } finally {
      service.close();
    }
    const rating = raw<{ name: string; notnull: number }>(path, 'PRAGMA table_info(players)').find(
      (c) => c.name === 'rating',
    );
    expect(rating?.notnull).toBe(0);
    expect(raw(path, 'SELECT id, name, rating FROM players WHERE id <= 10 ORDER BY id')).toEqual(
      V1_PLAYERS.map((p, i) => ({ id: i + 1, ...p })),
    );
    expect(raw(path, 'SELECT newcomer_rating FROM tournament')).toEqual([{ newcomer_rating: 1250 }]);
    expect(raw(path, 'SELECT * FROM matches ORDER BY table_no')).toEqual(
      // The columns added since version 1 (why it was formed, who entered its result): none known.
      matchesBefore.map((m) => ({
        ...(m as object),
        reason: null,
        entered_by: null,
        entered_at: null,
        entered_via: null,
      })),
    );
    expect(raw(path, 'PRAGMA foreign_key_check')).toEqual([]);
    expect(pragma(path, 'integrity_check')).toBe('ok');
  });

  it('a crash as the migration commits: the next open still finds a version-1 file and migrates it', async () => {
    // What a crash leaves when the migrated pages are written but the journal is not yet gone:
    // the header already says the new version, and the hot journal holds the version-1 pages.
    const path = copyFixture();
    const before = readFileSync(path);
    const first = open();
    await first.api.openTournament({ path });
    first.service.close();
    const after = readFileSync(path);
    const crashed = join(folder, 'crashed.sclassic');
    writeCrashState(crashed, before, after);

    const { service, api } = open();
    await api.openTournament({ path: crashed });
    try {
      // Product bug: openTournamentFile takes the version from the header before SQLite rolls
      // back the hot journal, so the rolled-back version-1 file is taken for a current one and
      // never migrated: the players have no club, and every write fails inside SQLite.
      const players = await api.listPlayers({});
      expect(players[0]).toMatchObject({ club: '', ratingType: 'PL' });
      await api.addPlayer({ name: 'TARDIF Léon', rating: 1500 });
    } finally {
      service.close();
    }
    expect(pragma(crashed, 'user_version')).toBe(SCHEMA_VERSION);
  });
});

/** A small tournament: `players` players, `plannedRounds` rounds, results as they come. */
async function smallTournament(api: SclassicApi, path: string, players: number, plannedRounds: number) {
  await api.createTournament({ path, name: 'Petit tournoi', date: '2026-12-22', plannedRounds });
  for (let i = 1; i <= players; i++) await api.addPlayer({ name: `JOUEUR ${i}`, rating: 1500 + i * 40 });
}

/** Pairs the next round and enters all its results; returns the backup the last one made. */
async function playRound(api: SclassicApi): Promise<{ round: number; backups: Array<string | null> }> {
  const round = await api.pairNextRound({});
  const backups: Array<string | null> = [];
  for (const table of round.missingTables) {
    const outcome = await api.recordResult({ table, games: [[350 + round.number * 3 + table, 340 + table * 7]] });
    backups.push(outcome.backup);
  }
  return { round: round.number, backups };
}

const roundBackups = (path: string) =>
  existsSync(backupFolder(path)) ? readdirSync(backupFolder(path)).filter((name) => name.includes('.ronde-')) : [];

const roundOf = (name: string) => Number(/\.ronde-(\d+)\./.exec(name)?.[1]);

describe('Save a copy', () => {
  it('gives a file that opens as the same tournament', async () => {
    const path = join(folder, 'original.sclassic');
    const copy = join(folder, 'copies', 'copie.sclassic');
    const { service, api } = open(ticking('2026-12-22T09:00:00Z'));
    await smallTournament(api, path, 8, 5);
    await playRound(api);
    await api.pairNextRound({});
    await api.recordResult({ table: 2, games: [[444, 333]] });
    await api.setAbsent({ players: [3], absent: true });
    expect(await api.saveCopy({ path: copy })).toEqual({ path: copy });
    const original = {
      show: await api.show({}),
      players: await api.listPlayers({}),
      rounds: [await api.round({ round: 1 }), await api.round({ round: 2 })],
      standings: await api.standings({}),
      document: await api.exportDocument({}),
      log: await api.log({}),
    };
    // The original stays open and writable, and the copy does not follow it.
    await api.recordResult({ table: 1, games: [[401, 399]] });
    service.close();

    expect(pragma(copy, 'integrity_check')).toBe('ok');
    expect(pragma(copy, 'user_version')).toBe(SCHEMA_VERSION);
    expect(pragma(copy, 'application_id')).toBe(APPLICATION_ID);
    expect(pragma(copy, 'journal_mode')).toBe('delete');
    expect(readdirSync(join(folder, 'copies'))).toEqual(['copie.sclassic']);
    const other = open();
    await other.api.openTournament({ path: copy });
    try {
      expect(await other.api.show({})).toEqual({ ...original.show, path: copy });
      expect(await other.api.listPlayers({})).toEqual(original.players);
      expect([await other.api.round({ round: 1 }), await other.api.round({ round: 2 })]).toEqual(original.rounds);
      expect(await other.api.standings({})).toEqual(original.standings);
      expect(await other.api.exportDocument({})).toEqual(original.document);
      expect(await other.api.log({})).toEqual(original.log);
    } finally {
      other.service.close();
    }
  });

  it('refuses to overwrite an existing file, which stays as it was', async () => {
    const path = join(folder, 'original.sclassic');
    const existing = join(folder, 'existant.sclassic');
    writeFileSync(existing, 'à ne pas écraser');
    const { service, api } = open();
    await smallTournament(api, path, 4, 3);
    await expect(api.saveCopy({ path: existing })).rejects.toMatchObject({
      ...fileRefusal('exists'),
      message: storeErrorFr(new StoreError('exists', { path: existing })),
    });
    service.close();
    expect(readFileSync(existing, 'utf8')).toBe('à ne pas écraser');
  });
});

describe('the backup after each completed round', () => {
  it('is written when the last result of a round comes in, and holds the tournament at that point', async () => {
    const path = join(folder, 'petit.sclassic');
    const { service, api } = open(ticking('2026-12-22T09:00:00Z'));
    await smallTournament(api, path, 4, 12);
    try {
      for (let r = 1; r <= 3; r++) {
        const { round, backups } = await playRound(api);
        expect(round).toBe(r);
        expect(backups.slice(0, -1)).toEqual([null]);
        const backup = backups.at(-1) as string;
        expect(backup.startsWith(`${backupFolder(path)}/petit.ronde-${r}.`)).toBe(true);
        expect(existsSync(backup)).toBe(true);
        const copy = open();
        const summary = await copy.api.openTournament({ path: backup });
        copy.service.close();
        expect(summary).toMatchObject({ roundsPaired: r, currentRound: { number: r, missingTables: [] } });
      }
      // Correcting a result of a complete round takes no new backup.
      const seen = (await api.round({ round: 3 })).matches[0]?.recorded ?? null;
      const correction = await api.recordResult({ round: 3, table: 1, games: [[500, 300]], replaces: seen });
      expect(correction.backup).toBeNull();
      expect(roundBackups(path)).toHaveLength(3);
    } finally {
      service.close();
    }
  });

  it(`keeps at most ${ROUND_BACKUPS_KEPT} of them over 12 rounds (rematches allowed)`, async () => {
    const path = join(folder, 'petit.sclassic');
    const { service, api } = open(ticking('2026-12-22T09:00:00Z'));
    await smallTournament(api, path, 4, 12);
    try {
      for (let r = 1; r <= 12; r++) {
        const { backups } = await playRound(api);
        expect(existsSync(backups.at(-1) as string), `round ${r}`).toBe(true);
        expect(roundBackups(path).length).toBe(Math.min(r, ROUND_BACKUPS_KEPT));
      }
      expect((await api.show({})).finished).toBe(true);
    } finally {
      service.close();
    }
  });

  it(`keeps the ${ROUND_BACKUPS_KEPT} newest: after 12 rounds, those of rounds 3 to 12`, async () => {
    // Product bug: pruneBackups (src-main/store/tournament-file.ts) sorts the names as text, so
    // "ronde-10", "ronde-11"… sort before "ronde-2" and are the ones deleted.
    const path = join(folder, 'petit.sclassic');
    const { service, api } = open(ticking('2026-12-22T09:00:00Z'));
    await smallTournament(api, path, 4, 12);
    try {
      for (let r = 1; r <= 12; r++) await playRound(api);
    } finally {
      service.close();
    }
    expect(
      roundBackups(path)
        .map(roundOf)
        .sort((a, b) => a - b),
    ).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('entering again, in the same second, the result that completes a round is not refused after it was saved', async () => {
    // Product bug: the backup is named to the second; when the round becomes complete a second
    // time within that second (undo, then the same result again), saveCopy refuses with 'exists'
    // and recordResult reports a refusal although the result is already committed.
    const path = join(folder, 'petit.sclassic');
    const { service, api } = open(() => new Date('2026-12-22T09:00:00Z'));
    await smallTournament(api, path, 4, 3);
    try {
      await playRound(api);
      await api.undo({});
      expect((await api.round({})).missingTables).toEqual([2]);
      const again = await api.recordResult({ table: 2, games: [[380, 300]] }).catch((error: Error) => error);
      const round = await api.round({});
      // Either it succeeds, or it is refused and nothing changed: not a refusal of a saved result.
      if (again instanceof Error) {
        expect(round.missingTables, `refused (${again.message}) though the result was saved`).toEqual([2]);
      }
      expect(again).not.toBeInstanceOf(Error);
    } finally {
      service.close();
    }
  });

  it(`completed ${ROUND_BACKUPS_KEPT + 3} times within one second, keeps the ${ROUND_BACKUPS_KEPT} newest backups, the last one among them`, async () => {
    const path = join(folder, 'petit.sclassic');
    const { service, api } = open(() => new Date('2026-12-22T09:00:00Z'));
    await smallTournament(api, path, 4, 3);
    try {
      await playRound(api);
      let last: string | null = null;
      for (let time = 0; time < ROUND_BACKUPS_KEPT + 2; time++) {
        await api.undo({});
        last = (await api.recordResult({ table: 2, games: [[380, 300]] })).backup;
        // The backup just written is kept: a number a pruned backup freed is never taken again.
        expect(last !== null && existsSync(last), `backup ${time + 2}`).toBe(true);
      }
      expect(roundBackups(path)).toHaveLength(ROUND_BACKUPS_KEPT);
    } finally {
      service.close();
    }
  });
});

describe('a version-9 file (before the final phase)', () => {
  it('migrates to version 10: the final_phase table added, the tournament unchanged, and its final phase can open', async () => {
    const path = join(folder, 'v9.sclassic');
    const { service, api } = open();
    await api.createTournament({ path, name: 'Championnat', date: '2026-05-10', plannedRounds: 1 });
    await api.importPlayers({
      players: ['A', 'B', 'C', 'D'].map((n, i) => ({ name: `JOUEUR ${n}`, rating: 1800 - 10 * i })),
    });
    const round = await api.pairNextRound({});
    for (const m of round.matches) await api.recordResult({ table: m.table, games: [[400, 300]] });
    const before = await api.standings({ final: true });
    await api.closeTournament({});
    service.close();
    // The file as version 9 wrote it: no final_phase table.
    const db = new Database(path);
    asOlderVersion(db, 9);
    db.close();

    const reopened = open();
    try {
      await reopened.api.openTournament({ path });
      expect(await reopened.api.standings({ final: true })).toEqual(before);
      expect((await reopened.api.show({})).finalPhase).toBeNull();
      const opened = await reopened.api.openFinalPhase({ players: 2 });
      expect(opened.phase?.rounds[0]?.matches).toHaveLength(1);
    } finally {
      reopened.service.close();
    }
    expect(pragma(path, 'user_version')).toBe(SCHEMA_VERSION);
    expect(raw<{ size: number }>(path, 'SELECT size FROM final_phase')).toEqual([{ size: 2 }]);
    expect(readdirSync(backupFolder(path)).some((name) => name.includes('avant-migration-v9'))).toBe(true);
  });
});

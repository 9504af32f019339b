/**
 * Files whose pages SQLite finds sound but whose content another program spoiled: settings that
 * are not JSON, a dropped or cut-down table, a score or a rating that is not a whole number, a
 * change log that cannot be read. Each is refused with its own French words — what is wrong and
 * what to do, never « erreur interne », SQLite's or the JSON parser's English — and a command
 * refused on it writes nothing: not a byte of the file, no backup beside it.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { backupFolder } from '../../src-main/store/backups.ts';
import { MIGRATIONS } from '../../src-main/store/schema.ts';
import { runCli } from '../support/cli.ts';
import { asOlderVersion } from '../support/older-file.ts';
import { writeAsAnotherProgram } from '../support/other-program.ts';

const clock = () => new Date('2026-12-22T09:00:00Z');
let folder: string;
/** A real tournament: 8 players, round 1 paired, tables 1 to 3 recorded. */
let real: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-damaged-'));
  real = join(folder, 'réel.sclassic');
  const service = createService({ clock });
  const api = apiOf(service);
  await api.createTournament({ path: real, name: 'Open de Spa', date: '2026-12-22' });
  await api.importPlayers({
    players: Array.from({ length: 8 }, (_, i) => ({ name: `JOUEUR ${i + 1}`, rating: 1500 + i })),
  });
  await api.pairNextRound({});
  for (const table of [1, 2, 3]) await api.recordResult({ table, games: [[400 + table, 350]] });
  service.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Damage {
  kind: string;
  /** What the refusal says is damaged. */
  problem: Record<string, unknown>;
  /** The words that say it. */
  says: RegExp;
  /** SQL another program runs on the file. */
  sql: string;
  /** An older file (its schema version), damaged before this version migrates it. */
  version?: number;
}

const DAMAGES: Damage[] = [
  {
    kind: 'settings that are not JSON',
    problem: { reason: 'damaged', part: 'settings' },
    says: /les paramètres du tournoi sont illisibles/,
    sql: `UPDATE tournament SET ruleset = '{"rounds": ' `,
  },
  {
    kind: 'categories that are not JSON',
    problem: { reason: 'damaged', part: 'settings' },
    says: /les paramètres du tournoi sont illisibles/,
    sql: `UPDATE tournament SET categories = 'séries : A, B'`,
  },
  {
    kind: 'the change log dropped',
    problem: { reason: 'damaged', part: 'schema', table: 'change_log' },
    says: /il lui manque l'historique des modifications, en tout ou en partie/,
    sql: 'DROP TABLE change_log',
  },
  {
    kind: 'the players cut down to two columns',
    problem: { reason: 'damaged', part: 'schema', table: 'players' },
    says: /il lui manque la liste des joueurs, en tout ou en partie/,
    sql: 'PRAGMA foreign_keys = OFF; CREATE TABLE p2 AS SELECT id, name FROM players; DROP TABLE players; ALTER TABLE p2 RENAME TO players',
  },
  {
    kind: 'a rating that is not a whole number',
    problem: { reason: 'damaged', part: 'players' },
    says: /la liste des joueurs contient une valeur invalide/,
    sql: 'UPDATE players SET rating = 1500.5 WHERE id = 3',
  },
  {
    kind: 'a score written as text by a version-8 tool',
    problem: { reason: 'damaged', part: 'results', round: 1, tableNumber: 2 },
    says: /un score de la ronde 1, table 2, n'est pas un nombre entier/,
    // Before version 9 nothing stopped it; the file is refused before its migration's backup.
    version: 8,
    sql: `UPDATE games SET score_a = '41O' WHERE table_no = 2`,
  },
  {
    kind: 'a version number set to 0',
    problem: { reason: 'damaged', part: 'version', version: 0 },
    says: /son en-tête annonce le format 0, mais son contenu n'est pas celui de ce format/,
    // Once, the migrations ran over the existing tables: « (table tournament already exists) ».
    sql: 'PRAGMA user_version = 0',
  },
  {
    kind: 'a version number of an older format',
    problem: { reason: 'damaged', part: 'version', version: 4 },
    says: /son en-tête annonce le format 4, mais son contenu n'est pas celui de ce format/,
    sql: 'PRAGMA user_version = 4',
  },
  {
    kind: 'a score written past the CHECK by a tool that ignores it',
    problem: { reason: 'damaged', part: 'results', round: 1, tableNumber: 3 },
    says: /un score de la ronde 1, table 3, n'est pas un nombre entier/,
    sql: 'PRAGMA ignore_check_constraints = ON; UPDATE games SET score_b = 350.5 WHERE table_no = 3',
  },
];

/** Images of the change log that are not JSON: what undo reads to put rows back. */
const UNREADABLE_LOG = `UPDATE change_log SET images = '[{"table": ' WHERE id = (SELECT max(id) FROM change_log)`;

/** A copy of the real file, damaged as another program would (at version `version` when given). */
function damagedCopy(damage: Damage): string {
  const dir = mkdtempSync(join(folder, 'cas-'));
  const path = join(dir, 'tournoi.sclassic');
  copyFileSync(real, path);
  const db = new Database(path);
  if (damage.version !== undefined) {
    // The file as that version wrote it: before version 9, the games had no CHECK.
    asOlderVersion(db, damage.version);
  }
  db.exec(damage.sql);
  db.close();
  return path;
}

/** The folder of the file, every file's bytes: what a refusal must leave as it was. */
function snapshot(path: string): Record<string, string> {
  const dir = join(path, '..');
  return Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f)).toString('base64')]));
}

describe('a tournament file another program damaged', () => {
  it.each(DAMAGES)('$kind: refused when opened, with its own French words, nothing written', async (damage) => {
    const path = damagedCopy(damage);
    const before = snapshot(path);
    const service = createService({ clock });
    const answer = await service.dispatch('openTournament', { path });
    service.close();
    expect(answer).toMatchObject({ refusal: { code: 'file-refused', params: { path, problem: damage.problem } } });
    if (!('refusal' in answer)) return;
    const words = refusalMessage(answer.refusal);
    expect(words).toMatch(damage.says);
    // No backup beside these copies: the words say so, and what to open instead.
    expect(words).toContain("Aucune sauvegarde n'a été trouvée à côté du fichier : ouvrez une copie du tournoi");
    expect(words).not.toMatch(
      /erreur interne|JSON|SQLITE|no such|Unexpected|constraint|already exists|change_log|« players »/i,
    );
    expect(snapshot(path)).toEqual(before);
  });

  it.each(DAMAGES)('$kind: players add and players import refused, the file unchanged', async (damage) => {
    const path = damagedCopy(damage);
    const before = snapshot(path);
    const add = await runCli(['players', 'add', path, '--name', 'NOUVEAU Joueur', '--rating', '1400']);
    expect(add.status).toBe(1);
    expect(add.stderr).toMatch(damage.says);
    expect(add.stderr).not.toMatch(/erreur interne/);
    const list = join(mkdtempSync(join(folder, 'liste-')), 'joueurs.csv');
    const lines = Array.from({ length: 13 }, (_, i) => `NOUVEAU ${i + 1};${1200 + i}`);
    writeFileSync(list, `Nom;Cote\n${lines.join('\n')}\n`);
    const imported = await runCli(['players', 'import', path, list]);
    expect(imported.status).toBe(1);
    expect(imported.stderr).toMatch(damage.says);
    expect(snapshot(path)).toEqual(before);
  });

  it('a change log whose rows cannot be read: refused when opened, as no longer what Sclassic saved', async () => {
    const path = damagedCopy({ kind: 'log', problem: {}, says: /./, sql: 'SELECT 1' });
    writeAsAnotherProgram(path, UNREADABLE_LOG);
    const before = snapshot(path);
    const run = await runCli(['undo', path]);
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd()).toBe(
      `sclassic : Le fichier « ${path} » est endommagé : le contenu de l'historique des modifications n'est plus celui que Sclassic a enregistré (un autre programme ou le disque l'a modifié). Rien n'a été modifié. Aucune sauvegarde n'a été trouvée à côté du fichier : ouvrez une copie du tournoi si vous en avez une.`,
    );
    expect(snapshot(path)).toEqual(before);
  });

  it('a change log whose rows cannot be read, by a program that sealed it again: undo refused in French', async () => {
    const path = damagedCopy({ kind: 'log', problem: {}, says: /./, sql: 'SELECT 1' });
    writeAsAnotherProgram(path, UNREADABLE_LOG, { sealed: true });
    const before = snapshot(path);
    const run = await runCli(['undo', path]);
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd()).toBe(
      `sclassic : Le fichier « ${path} » est endommagé : l'historique des modifications est illisible, sans doute par un autre programme. Rien n'a été modifié. Aucune sauvegarde n'a été trouvée à côté du fichier : ouvrez une copie du tournoi si vous en avez une.`,
    );
    expect(snapshot(path)).toEqual(before);
  });

  it('names the latest backup beside the file, to open instead', async () => {
    const path = damagedCopy({ kind: 'backups', problem: {}, says: /./, sql: 'SELECT 1' });
    const folder = backupFolder(path);
    mkdirSync(folder);
    for (const name of [
      'tournoi.avant-migration-v8.2026-12-20T10-00-00.sclassic',
      'tournoi.ronde-2.2026-12-22T11-30-00.sclassic',
      'tournoi.ronde-3.2026-12-22T11-30-00-2.sclassic',
      'tournoi.ronde-1.2026-12-22T10-00-00.sclassic',
    ])
      copyFileSync(real, join(folder, name));
    writeAsAnotherProgram(path, "UPDATE players SET name = 'JOUEUR 9' WHERE id = 1");
    const answer = await createService({ clock }).dispatch('openTournament', { path });
    expect(answer).toMatchObject({
      refusal: { params: { problem: { reason: 'damaged', part: 'altered', table: 'players' } } },
    });
    if (!('refusal' in answer)) return;
    const latest = join(folder, 'tournoi.ronde-3.2026-12-22T11-30-00-2.sclassic');
    expect(refusalMessage(answer.refusal)).toBe(
      `Le fichier « ${path} » est endommagé : le contenu de la liste des joueurs n'est plus celui que Sclassic a enregistré (un autre programme ou le disque l'a modifié). Rien n'a été modifié. Ouvrez sa dernière sauvegarde : « ${latest} ».`,
    );
    expect(refusalMessage(answer.refusal, 'en')).toBe(
      `The file “${path}” is damaged: the content of the list of players is no longer what Sclassic saved (another program or the disk changed it). Nothing was changed. Open its latest backup: “${latest}”.`,
    );
  });
});

describe('the schema refuses what is not a whole number (version 9)', () => {
  it('a new file: SQLite itself refuses a score of 410.5 or « 41O » written by another program', () => {
    const db = new Database(real);
    try {
      for (const bad of [410.5, '41O', null])
        expect(() => db.prepare('UPDATE games SET score_a = ? WHERE table_no = 1').run(bad), String(bad)).toThrow(
          /constraint failed/,
        );
      // What SQLite turns into a whole number is one.
      db.prepare('UPDATE games SET score_a = ? WHERE table_no = 1').run('401');
      expect(db.prepare('SELECT typeof(score_a) AS t FROM games WHERE table_no = 1').get()).toEqual({ t: 'integer' });
    } finally {
      db.close();
    }
  });

  it('an older file is migrated to it, its scores kept, after the backup', async () => {
    const path = damagedCopy({ kind: 'v8', problem: {}, says: /./, version: 8, sql: 'SELECT 1' });
    const service = createService({ clock });
    const summary = await apiOf(service).openTournament({ path });
    const results = await apiOf(service).round({});
    service.close();
    expect(summary.players).toBe(8);
    expect(results.matches.slice(0, 3).map((m) => m.result?.games)).toEqual([[[401, 350]], [[402, 350]], [[403, 350]]]);
    const db = new Database(path);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(() => db.prepare('UPDATE games SET score_b = 350.5').run()).toThrow(/constraint failed/);
    db.close();
    expect(existsSync(join(path, '..', 'tournoi - sauvegardes'))).toBe(true);
  });
});

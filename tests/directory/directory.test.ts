/**
 * The directory of players on real SQLite files in a temporary data folder: rating lists merged
 * by date, matching by licence and by folded name, the search's order, and files refused.
 */
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foldName, splitName } from '../../src-engine/index.ts';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import { rejectionText } from '../../src-main/contract/i18n/messages.ts';
import { en } from '../../src-main/contract/i18n/refusals-en.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { defaultDataFolder } from '../../src-main/directory/data-folder.ts';
import { type ListLine, mergeList } from '../../src-main/directory/list-merge.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import {
  DIRECTORY_APPLICATION_ID,
  DIRECTORY_FILE_NAME,
  DIRECTORY_VERSION,
} from '../../src-main/store/directory-file.ts';
import { PlayerDirectory } from '../../src-main/store/player-directory.ts';
import { directoryRefusal, refusal } from '../support/refusal.ts';

let folder: string;
let service: Service;
let api: SclassicApi;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sclassic-directory-'));
  service = createService({ clock: () => new Date('2026-12-22T10:00:00Z'), dataFolder: folder });
  api = apiOf(service);
});
afterEach(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const csv = (...rows: string[]) =>
  new TextEncoder().encode(`${['Licence;Nom;Prénom;Club;Cote;Type', ...rows].join('\n')}\n`);

const LIST_2026_09 = csv(
  '1001;BERTIN;Ana;Mons;1720;PL',
  '1002;DUPONT;Jean;Liège;1800;PL',
  ';ÉLOY;Léa;Namur;1500;PL*',
  '1004;DE LA FONTAINE;Jean-Pierre;Paris;1650;PL',
);

describe('names', () => {
  it('folds accents, case, hyphens and apostrophes', () => {
    expect(foldName("D'ORNANO  Jean-Édouard")).toBe('d ornano jean edouard');
    expect(foldName('ÉLOY Léa')).toBe(foldName('eloy lea'));
  });

  it('tells the surname by its capitals', () => {
    expect(splitName('DE LA FONTAINE Jean-Pierre')).toEqual({ surname: 'DE LA FONTAINE', firstName: 'Jean-Pierre' });
    expect(splitName('ÉLOY Léa')).toEqual({ surname: 'ÉLOY', firstName: 'Léa' });
    expect(splitName('DUPONT JEAN')).toEqual({ surname: 'DUPONT', firstName: 'JEAN' });
    expect(splitName('Martin')).toEqual({ surname: 'Martin', firstName: '' });
  });
});

describe('the data folder', () => {
  it('is where Electron keeps userData for "Sclassic", unless SCLASSIC_DATA_DIR says otherwise', () => {
    expect(defaultDataFolder({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ana')).toMatch(
      /Roaming.Sclassic$/,
    );
    expect(defaultDataFolder({}, 'darwin', '/Users/ana')).toBe('/Users/ana/Library/Application Support/Sclassic');
    expect(defaultDataFolder({}, 'linux', '/home/ana')).toBe('/home/ana/.config/Sclassic');
    expect(defaultDataFolder({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ana')).toBe('/cfg/Sclassic');
    expect(defaultDataFolder({ SCLASSIC_DATA_DIR: '/tmp/ici' }, 'linux', '/home/ana')).toBe('/tmp/ici');
  });
});

describe('importing a rating list', () => {
  it('creates the directory on first use, stamped as a directory, and counts what it added', async () => {
    const report = await api.directoryImport({
      fileName: 'cotes-2026-09.csv',
      bytes: LIST_2026_09,
      listDate: '2026-09-01',
    });
    expect(report).toMatchObject({
      listDate: '2026-09-01',
      format: 'csv',
      encoding: 'utf-8',
      read: 4,
      added: 4,
      updated: 0,
      unchanged: 0,
      keptNewer: 0,
      rejected: [],
      entries: 4,
    });
    const path = join(folder, DIRECTORY_FILE_NAME);
    const db = new Database(path, { readonly: true });
    expect(db.pragma('application_id', { simple: true })).toBe(DIRECTORY_APPLICATION_ID);
    expect(db.pragma('user_version', { simple: true })).toBe(DIRECTORY_VERSION);
    db.close();
    expect(await api.directoryInfo({})).toEqual({
      path,
      entries: 4,
      newestListDate: '2026-09-01',
      lastImport: { fileName: 'cotes-2026-09.csv', listDate: '2026-09-01', importedAt: '2026-12-22T10:00:00.000Z' },
    });
  });

  it('dates the list today by default', async () => {
    const report = await api.directoryImport({ fileName: 'cotes.csv', bytes: LIST_2026_09 });
    expect(report.listDate).toBe('2026-12-22');
  });

  it('lets a newer list replace ratings and clubs, and never an older one', async () => {
    await api.directoryImport({ fileName: 'septembre.csv', bytes: LIST_2026_09, listDate: '2026-09-01' });
    const december = csv(
      '1001;BERTIN;Ana;Mons;1745;PL', // rating up
      '1002;DUPONT;Jean;Liège;1800;PL', // the same
      ';ÉLOY;Léa;Charleroi;1510;PL', // moved club, now a full rating
      '1005;ROUX;Noël;Tournai;1400;PL*', // new
    );
    expect(
      await api.directoryImport({ fileName: 'decembre.csv', bytes: december, listDate: '2026-12-01' }),
    ).toMatchObject({
      added: 1,
      updated: 2,
      unchanged: 1,
      keptNewer: 0,
      entries: 5,
    });
    const june = csv(
      '1001;BERTIN;Ana;Mons;1600;PL',
      ';ÉLOY;Léa;Namur;1450;PL*',
      '1006;GARNIER;Zoé;Ath;1300;PL', // unknown: added even from an old list
    );
    expect(await api.directoryImport({ fileName: 'juin.csv', bytes: june, listDate: '2026-06-01' })).toMatchObject({
      added: 1,
      updated: 0,
      unchanged: 0,
      keptNewer: 2,
      entries: 6,
    });
    expect(await api.directorySearch({ text: 'bertin' })).toEqual([
      {
        licence: '1001',
        name: 'BERTIN Ana',
        club: 'Mons',
        rating: 1745,
        ratingType: 'PL',
        category: '',
        birthYear: null,
        listDate: '2026-12-01',
      },
    ]);
    expect(await api.directorySearch({ text: 'eloy' })).toMatchObject([
      { name: 'ÉLOY Léa', club: 'Charleroi', rating: 1510, ratingType: 'PL', listDate: '2026-12-01' },
    ]);
    expect(await api.directorySearch({ text: 'garnier' })).toMatchObject([{ listDate: '2026-06-01' }]);
    expect((await api.directoryInfo({})).newestListDate).toBe('2026-12-01');
  });

  it('matches by licence first, so a new spelling of the name is the same player', async () => {
    await api.directoryImport({ fileName: 'a.csv', bytes: LIST_2026_09, listDate: '2026-09-01' });
    const renamed = csv('1001;BERTIN-MOREAU;Ana;Mons;1720;PL');
    expect(await api.directoryImport({ fileName: 'b.csv', bytes: renamed, listDate: '2026-10-01' })).toMatchObject({
      added: 0,
      updated: 1,
      entries: 4,
    });
    expect(await api.directorySearch({ text: '1001' })).toMatchObject([{ name: 'BERTIN-MOREAU Ana' }]);
  });

  it('matches by the name with accents and case ignored when there is no licence, and keeps a licence learnt later', async () => {
    await api.directoryImport({ fileName: 'a.csv', bytes: LIST_2026_09, listDate: '2026-09-01' });
    // Léa gets her licence: the entry without one is hers.
    const withLicence = csv('1003;Eloy;LEA;Namur;1500;PL*');
    expect(await api.directoryImport({ fileName: 'b.csv', bytes: withLicence, listDate: '2026-10-01' })).toMatchObject({
      added: 0,
      updated: 1,
      entries: 4,
    });
    expect(await api.directorySearch({ text: 'éloy' })).toMatchObject([{ licence: '1003', listDate: '2026-10-01' }]);
    // A later list without licences still finds her by name, and her licence stays.
    const noLicence = new TextEncoder().encode('Nom;Cote;Club\nELOY Léa;1530;Namur\n');
    expect(await api.directoryImport({ fileName: 'c.csv', bytes: noLicence, listDate: '2026-11-01' })).toMatchObject({
      updated: 1,
      entries: 4,
    });
    expect(await api.directorySearch({ text: 'eloy' })).toMatchObject([
      { licence: '1003', name: 'ELOY Léa', rating: 1530, ratingType: 'PL*' },
    ]);
  });

  it('keeps homonyms with their own licences apart, and refuses a line the name cannot place', async () => {
    await api.directoryImport({
      fileName: 'a.csv',
      bytes: csv('2001;MARTIN;Luc;Mons;1500;PL', '2002;MARTIN;Luc;Ath;1300;PL'),
      listDate: '2026-09-01',
    });
    const report = await api.directoryImport({
      fileName: 'b.csv',
      bytes: new TextEncoder().encode('Nom;Cote\nMARTIN Luc;1550\n'),
      listDate: '2026-10-01',
    });
    expect(report).toMatchObject({ added: 0, updated: 0, entries: 2 });
    expect(report.rejected).toEqual([{ line: 2, code: 'homonyms', params: { name: 'MARTIN Luc' } }]);
    const [row] = report.rejected;
    expect(row && rejectionText(row, fr)).toBe(
      'MARTIN Luc : plusieurs joueurs du répertoire portent ce nom, il faut la licence pour les distinguer',
    );
    expect(row && rejectionText(row, en)).toBe(
      'MARTIN Luc: several players of the directory have this name, the licence is needed to tell them apart',
    );
  });

  it('reports rows it cannot read or that repeat a player, and keeps the rest (an empty Cote: unrated)', async () => {
    const report = await api.directoryImport({
      fileName: 'a.csv',
      bytes: csv(
        '1001;BERTIN;Ana;Mons;1720;PL',
        '1009;SANS;Cote;Mons;;PL',
        '1001;BERTIN;Ana;Mons;1720;PL',
        '1010;HAUT;Perché;;9999;PL',
      ),
      listDate: '2026-09-01',
    });
    expect(report).toMatchObject({ read: 3, added: 2, entries: 2 });
    expect(report.rejected.map((r) => [r.line, rejectionText(r, fr)])).toEqual([
      [4, 'BERTIN Ana figure deux fois dans la liste (comme BERTIN Ana)'],
      [5, 'cote illisible « 9999 » pour HAUT Perché (un nombre entier de 0 à 5000, ou NC pour un non classé)'],
    ]);
    // The line without a rating is an unrated newcomer in the directory.
    expect(await api.directorySearch({ text: 'sans' })).toMatchObject([{ name: 'SANS Cote', rating: null }]);
  });

  it('refuses a file with no readable player, a future date, bad input — and changes nothing', async () => {
    await api.directoryImport({ fileName: 'a.csv', bytes: LIST_2026_09, listDate: '2026-09-01' });
    const before = readFileSync(join(folder, DIRECTORY_FILE_NAME));
    const empty = await refusal(
      api.directoryImport({ fileName: 'vide.csv', bytes: new TextEncoder().encode('Nom;Club\nX;Y\n') }),
    );
    expect(empty).toMatchObject({ code: 'missing-columns', field: 'roles' });
    expect(empty.message).toBe(
      "Dans « vide.csv » (colonnes : Nom, Club), aucune colonne ne contient « cote ». Le répertoire n'a pas changé.",
    );
    const noPlayer = await refusal(
      api.directoryImport({ fileName: 'rien.csv', bytes: new TextEncoder().encode('Nom;Cote\nX;abc\n') }),
    );
    expect(noPlayer.code).toBe('nothing-to-import');
    const oldExcel = await refusal(
      api.directoryImport({ fileName: 'cotes.xls', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]) }),
    );
    expect(oldExcel.message).toBe(
      "« cotes.xls » est un classeur Excel 97-2003 (.xls) : enregistrez-le au format .xlsx ou CSV. Le répertoire n'a pas changé.",
    );
    expect(noPlayer.message).toMatch(
      /^Aucun joueur lisible dans « rien.csv » : ligne 2, .*Le répertoire n'a pas changé\.$/,
    );
    const future = await refusal(
      api.directoryImport({ fileName: 'a.csv', bytes: LIST_2026_09, listDate: '2027-01-01' }),
    );
    expect(future).toMatchObject({ code: 'future-list', field: 'listDate' });
    const badDate = await refusal(
      api.directoryImport({ fileName: 'a.csv', bytes: LIST_2026_09, listDate: '2026-02-30' }),
    );
    expect(badDate.message).toBe("Date de la liste : cette date n'existe pas");
    const notBytes = await refusal(api.directoryImport({ fileName: 'a.csv', bytes: 'Nom;Cote' as never }));
    expect(notBytes.message).toBe('Fichier : le contenu du fichier est attendu (des octets)');
    const big = await refusal(api.directoryImport({ fileName: 'a.csv', bytes: new Uint8Array(20 * 1024 * 1024 + 1) }));
    expect(big.message).toBe('Fichier : fichier trop volumineux : 20 Mo au plus');
    const badXlsx = await refusal(api.directoryImport({ fileName: 'a.xlsx', bytes: new Uint8Array([1, 2, 3]) }));
    expect(badXlsx.code).toBe('unreadable-file');
    expect(readFileSync(join(folder, DIRECTORY_FILE_NAME)).equals(before)).toBe(true);
  });

  it('works with no tournament open, and beside one', async () => {
    await api.createTournament({ path: join(folder, 't.sclassic'), name: 'Open', date: '2026-12-22' });
    await api.directoryImport({ fileName: 'a.csv', bytes: LIST_2026_09, listDate: '2026-09-01' });
    await api.closeTournament({});
    expect((await api.directorySearch({ text: 'dup' })).map((e) => e.name)).toEqual(['DUPONT Jean']);
  });

  it('copies the category and birth year a list gives, and keeps them when a later list has none', () => {
    const directory = PlayerDirectory.open(join(folder, DIRECTORY_FILE_NAME));
    try {
      const merge = (lines: ListLine[], listDate: string) =>
        directory.importList({ fileName: 'l.csv', listDate, importedAt: '2026-12-22T10:00:00Z' }, (target) =>
          mergeList(lines, listDate, target),
        );
      merge([{ name: 'ROUX Noël', rating: 1400, licence: '7', category: 'Vermeil', birthYear: 1955 }], '2026-09-01');
      expect(merge([{ name: 'ROUX Noël', rating: 1420, licence: '7' }], '2026-10-01')).toMatchObject({
        updated: 1,
      });
      expect(directory.search('roux', 5)).toEqual([
        {
          licence: '7',
          name: 'ROUX Noël',
          club: '',
          rating: 1420,
          ratingType: 'PL',
          category: 'Vermeil',
          birthYear: 1955,
          listDate: '2026-10-01',
        },
      ]);
    } finally {
      directory.close();
    }
  });
});

describe('a federation-sized list', () => {
  it('imports 20 000 players in one go, quickly enough to wait for, and searches them at typing speed', async () => {
    const rows = ['Licence;Nom;Prénom;Club;Cote;Type'];
    for (let i = 0; i < 20_000; i++) rows.push(`${100_000 + i};NOM${i};Prénom;Club ${i % 300};${1000 + (i % 1500)};PL`);
    const bytes = new TextEncoder().encode(rows.join('\n'));
    let started = performance.now();
    expect(await api.directoryImport({ fileName: 'ffsc.csv', bytes, listDate: '2026-09-01' })).toMatchObject({
      added: 20_000,
    });
    // Each line finds its entry through an index: a scan per line took 8 s here, the index 1 s.
    expect(performance.now() - started).toBeLessThan(5000);
    started = performance.now();
    expect(await api.directorySearch({ text: 'nom1999' })).toHaveLength(10);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('searching', () => {
  beforeEach(async () => {
    await api.directoryImport({
      fileName: 'a.csv',
      bytes: csv(
        '3001;MARTIN;Zoé;Mons;1500;PL',
        '3002;MARTINEZ;Ana;Ath;1600;PL',
        '3003;DUPONT;Martine;Namur;1700;PL',
        '3004;LE MARTINET;Luc;Paris;1400;PL',
        '3005;ÉMART;Paul;Liège;1300;PL',
        '4301;BERTIN;Ana;Mons;1720;PL',
      ),
      listDate: '2026-09-01',
    });
  });

  it('puts surnames that start with the text first, then surname words, then first names', async () => {
    expect((await api.directorySearch({ text: 'mart' })).map((e) => e.name)).toEqual([
      'MARTIN Zoé',
      'MARTINEZ Ana',
      'LE MARTINET Luc',
      'DUPONT Martine',
    ]);
  });

  it('ignores accents and case, reads "nom prénom", and finds a licence', async () => {
    expect((await api.directorySearch({ text: 'EMART' })).map((e) => e.name)).toEqual(['ÉMART Paul']);
    expect((await api.directorySearch({ text: 'martin z' })).map((e) => e.name)).toEqual(['MARTIN Zoé']);
    expect((await api.directorySearch({ text: 'ana mart' })).map((e) => e.name)).toEqual(['MARTINEZ Ana']);
    expect((await api.directorySearch({ text: '3003' })).map((e) => e.name)).toEqual(['DUPONT Martine']);
    expect((await api.directorySearch({ text: '30' })).map((e) => e.licence)).toEqual([
      '3003',
      '3005',
      '3004',
      '3001',
      '3002',
    ]);
  });

  it('gives at most `limit` answers, none for blank text or no match', async () => {
    expect(await api.directorySearch({ text: 'mart', limit: 2 })).toHaveLength(2);
    expect(await api.directorySearch({ text: '   ' })).toEqual([]);
    expect(await api.directorySearch({ text: 'zzz' })).toEqual([]);
    expect((await refusal(api.directorySearch({ text: 'a', limit: 500 }))).message).toBe(
      'Nombre de réponses : 50 au plus',
    );
  });
});

describe('a file that is not a directory', () => {
  it('is refused with a clear French message and left untouched', async () => {
    const path = join(folder, DIRECTORY_FILE_NAME);
    writeFileSync(path, 'Nom;Cote\nBERTIN Ana;1720\n');
    const refused = await refusal(api.directoryInfo({}));
    expect(refused).toMatchObject(directoryRefusal('not-sqlite'));
    expect(refused.message).toBe(
      `Le répertoire des joueurs « ${path} » n'est pas un répertoire Sclassic (c'est un autre fichier). Il n'a pas été modifié : déplacez-le ou renommez-le pour que Sclassic en crée un nouveau.`,
    );
    expect(readFileSync(path, 'utf8')).toBe('Nom;Cote\nBERTIN Ana;1720\n');
  });

  it('refuses a tournament file or another application’s database in its place, byte for byte untouched', async () => {
    const path = join(folder, DIRECTORY_FILE_NAME);
    // A tournament file is created as a .sclassic, then put where the directory goes.
    const created = await api.createTournament({ path, name: 'Open', date: '2026-12-22' });
    await api.closeTournament({});
    renameSync(created.path, path);
    const tournament = readFileSync(path);
    expect(await refusal(api.directorySearch({ text: 'a' }))).toMatchObject(directoryRefusal('other-application'));
    expect(readFileSync(path).equals(tournament)).toBe(true);
    rmSync(path);
    const other = new Database(path);
    other.exec('CREATE TABLE t (x)');
    other.close();
    const bytes = readFileSync(path);
    expect(await refusal(api.directoryImport({ fileName: 'a.csv', bytes: LIST_2026_09 }))).toMatchObject(
      directoryRefusal('other-application'),
    );
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('refuses a directory written by a newer version', async () => {
    await api.directoryInfo({});
    service.close();
    const path = join(folder, DIRECTORY_FILE_NAME);
    const db = new Database(path);
    db.pragma('user_version = 99');
    db.close();
    expect((await refusal(api.directoryInfo({}))).message).toMatch(/version plus récente de Sclassic \(format 99/);
  });

  it('migrates a version-1 directory, whose ratings were required, keeping its entries', async () => {
    service.close();
    const path = join(folder, DIRECTORY_FILE_NAME);
    // The directory as version 1 wrote it.
    const db = new Database(path);
    db.exec(`CREATE TABLE entries (
      id INTEGER PRIMARY KEY, licence TEXT NOT NULL DEFAULT '', name TEXT NOT NULL, folded_name TEXT NOT NULL,
      folded_surname TEXT NOT NULL, folded_first_name TEXT NOT NULL, club TEXT NOT NULL DEFAULT '',
      rating INTEGER NOT NULL, rating_type TEXT NOT NULL DEFAULT 'PL' CHECK (rating_type IN ('PL', 'PL*')),
      category TEXT NOT NULL DEFAULT '', birth_year INTEGER, list_date TEXT NOT NULL);
    CREATE UNIQUE INDEX entries_licence ON entries (licence) WHERE licence <> '';
    CREATE INDEX entries_folded_name ON entries (folded_name);
    CREATE TABLE lists (id INTEGER PRIMARY KEY, file_name TEXT NOT NULL, list_date TEXT NOT NULL,
      imported_at TEXT NOT NULL, added INTEGER NOT NULL, updated INTEGER NOT NULL, unchanged INTEGER NOT NULL,
      kept_newer INTEGER NOT NULL, rejected INTEGER NOT NULL);
    INSERT INTO entries (licence, name, folded_name, folded_surname, folded_first_name, club, rating, list_date)
      VALUES ('1001', 'BERTIN Ana', 'bertin ana', 'bertin', 'ana', 'Mons', 1720, '2026-06-01');`);
    db.pragma(`application_id = ${DIRECTORY_APPLICATION_ID}`);
    db.pragma('user_version = 1');
    db.close();
    service = createService({ clock: () => new Date('2026-12-22T10:00:00Z'), dataFolder: folder });
    api = apiOf(service);
    const report = await api.directoryImport({
      fileName: 'b.csv',
      bytes: csv('1002;AUBRY;Anne;Mons;;PL'),
      listDate: '2026-09-01',
    });
    expect(report).toMatchObject({ added: 1, entries: 2, rejected: [] });
    expect(await api.directorySearch({ text: 'bertin' })).toMatchObject([{ licence: '1001', rating: 1720 }]);
    expect(await api.directorySearch({ text: 'aubry' })).toMatchObject([{ licence: '1002', rating: null }]);
    service.close();
    const after = new Database(path, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(DIRECTORY_VERSION);
    expect(after.pragma('index_list(entries)')).toHaveLength(2);
    after.close();
  });
});

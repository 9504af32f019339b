/** `sclassic directory …` on real files, in a data folder of its own (SCLASSIC_DATA_DIR). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-directory-cli-'));
const data = join(folder, 'données');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { sclassic, ok } = cli({ SCLASSIC_DATA_DIR: data });

function list(name: string, ...rows: string[]): string {
  const path = join(folder, name);
  writeFileSync(path, `${['Licence;Nom;Prénom;Club;Cote;Type', ...rows].join('\n')}\n`);
  return path;
}

describe('sclassic directory', () => {
  it('imports a list into the data folder and says what it did', async () => {
    const path = list(
      'cotes-septembre.csv',
      '1001;BERTIN;Ana;Mons;1720;PL',
      '1002;DUPONT;Jean;Liège;1800;PL',
      ';ROUX;Noël;;abc;PL',
    );
    expect(await ok('directory', 'import', path, '--date', '2026-09-01')).toBe(
      [
        'Liste du 2026-09-01 (cotes-septembre.csv, texte UTF-8) : 2 joueurs lus.',
        '2 ajoutés, 0 mis à jour, 0 inchangé, 0 gardé car connus par une liste plus récente.',
        'Ligne 4 ignorée : cote illisible « abc » pour ROUX Noël (un nombre entier de 0 à 5000, ou NC pour un non classé).',
        'Le répertoire compte 2 joueurs.',
        '',
      ].join('\n'),
    );
    expect(readFileSync(join(data, 'directory.sqlite')).subarray(0, 15).toString()).toBe('SQLite format 3');
  });

  it('keeps a newer entry against an older list, and updates from a newer one', async () => {
    const june = list('juin.csv', '1001;BERTIN;Ana;Mons;1600;PL');
    expect(JSON.parse(await ok('directory', 'import', june, '--date', '2026-06-01', '--json'))).toMatchObject({
      keptNewer: 1,
      updated: 0,
    });
    const october = list('octobre.csv', '1001;BERTIN;Ana;Ath;1750;PL');
    expect(JSON.parse(await ok('directory', 'import', october, '--date', '2026-10-01', '--json'))).toMatchObject({
      updated: 1,
      entries: 2,
    });
  });

  it('asks what each column holds when the headers say too little, then reads the list as told', async () => {
    // A data folder of its own: the other tests count this one's players.
    const own = join(folder, 'autres données');
    const { sclassic, ok } = cli({ SCLASSIC_DATA_DIR: own });
    await ok('directory', 'import', list('base.csv', '1001;BERTIN;Ana;Mons;1720;PL'), '--date', '2026-08-01');
    const fixture = new URL('../fixtures/players/joueurs-colonnes-inconnues.csv', import.meta.url);
    const unknown = join(folder, 'export-federal.csv');
    writeFileSync(unknown, readFileSync(fixture));
    const before = readFileSync(join(own, 'directory.sqlite'));
    const refused = await sclassic('directory', 'import', unknown, '--date', '2026-09-01');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "Dans « export-federal.csv » (colonnes : ID_FED, NOM_JOUEUR, PRENOM_JOUEUR, COTE_ACT, CLUB_NOM, NAISS), aucune colonne ne contient « nom » ni « cote ». Le répertoire n'a pas changé. Dites ce que contient chaque colonne",
    );
    expect(readFileSync(join(own, 'directory.sqlite')).equals(before)).toBe(true);
    const report = JSON.parse(
      await ok(
        'directory',
        'import',
        unknown,
        '--date',
        '2026-09-01',
        '--columns',
        'licence,nom,prénom,cote,club,naissance',
        '--json',
      ),
    );
    expect(report.read).toBeGreaterThan(0);
    const found = JSON.parse(await ok('directory', 'search', 'oeuvrard', '--json'));
    expect(found[0]).toMatchObject({ licence: '88002', rating: 1650, club: 'Charleroi', birthYear: 2011 });
  });

  it('searches, as a table or as JSON', async () => {
    expect(await ok('directory', 'search', 'bert')).toBe(
      [
        'Licence  Nom         Club  Cote  Type  Catégorie  Naissance  Liste du',
        '-------  ----------  ----  ----  ----  ---------  ---------  ----------',
        '1001     BERTIN Ana  Ath   1750  PL                          2026-10-01',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(await ok('directory', 'search', 'dupont', 'j', '--json'))).toEqual([
      {
        licence: '1002',
        name: 'DUPONT Jean',
        club: 'Liège',
        rating: 1800,
        ratingType: 'PL',
        category: '',
        birthYear: null,
        listDate: '2026-09-01',
      },
    ]);
    expect(await ok('directory', 'search', 'zzz')).toBe('Aucun joueur du répertoire ne répond à « zzz ».\n');
  });

  it('tells where the directory is and how recent it is', async () => {
    const info = await ok('directory', 'info');
    expect(info).toContain(`Répertoire des joueurs : ${join(data, 'directory.sqlite')}`);
    expect(info).toContain('2 joueurs, liste la plus récente du 2026-10-01.');
    expect(info).toContain('Dernier import : octobre.csv (liste du 2026-10-01)');
  });

  it('refuses bad input on one line of standard error, with a non-zero exit, changing nothing', async () => {
    const before = readFileSync(join(data, 'directory.sqlite'));
    const cases: Array<[string[], number, string]> = [
      [
        ['directory', 'import', join(folder, 'absente.csv')],
        1,
        `sclassic : Le fichier « ${join(folder, 'absente.csv')} » n'existe pas. Vérifiez le chemin.\n`,
      ],
      [
        ['directory', 'import', list('x.csv', '1;A;B;C;1;PL'), '--date', '2026-02-30'],
        1,
        "sclassic : --date : cette date n'existe pas\n",
      ],
      [['directory', 'search'], 2, 'sclassic : indiquez le début du nom, du prénom ou la licence à chercher\n'],
      [['directory', 'search', 'a', '--limit', 'dix'], 2, 'sclassic : --limit attend un nombre entier, pas « dix »\n'],
      [['directory', 'frob'], 2, 'sclassic : sous-commande inconnue « directory frob » : import, search ou info\n'],
    ];
    for (const [args, status, stderr] of cases) {
      const run = await sclassic(...args);
      expect(run.stderr, args.join(' ')).toBe(stderr);
      expect(run.status).toBe(status);
      expect(run.stdout).toBe('');
    }
    expect(readFileSync(join(data, 'directory.sqlite')).equals(before)).toBe(true);
  });

  it('refuses a directory file that is not one, and leaves it as it is', async () => {
    const other = join(folder, 'autre');
    const elsewhere = cli({ SCLASSIC_DATA_DIR: other });
    await elsewhere.ok('directory', 'info');
    writeFileSync(join(other, 'directory.sqlite'), 'pas une base');
    const refused = await elsewhere.sclassic('directory', 'search', 'a');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^sclassic : Le répertoire des joueurs « .* » n'est pas un répertoire Sclassic/);
    expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(readFileSync(join(other, 'directory.sqlite'), 'utf8')).toBe('pas une base');
  });
});

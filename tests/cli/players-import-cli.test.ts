/**
 * `sclassic players import` on real files: a workbook with categories and birth years, the rows
 * it cannot read and the duplicates printed with their lines, a federation export mapped with
 * --columns, and refusals that leave the file unchanged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sclassic } from '../support/cli.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, 'tests/fixtures/players');
const folder = mkdtempSync(join(tmpdir(), 'sclassic-cli-import-'));
const file = join(folder, 'Open de Mons.sclassic');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface ListedPlayer {
  name: string;
  licence: string;
  category: string;
  birthYear: number | null;
}
const listed = async () => JSON.parse((await sclassic('players', 'list', file, '--json')).stdout) as ListedPlayer[];

describe('sclassic players import', () => {
  it('imports a workbook with its categories and birth years', async () => {
    expect((await sclassic('new', file, '--name', 'Open de Mons', '--date', '2026-12-22')).status).toBe(0);
    const run = await sclassic('players', 'import', file, join(fixtures, 'joueurs.xlsx'));
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toBe('4 joueurs importés (classeur Excel).\n');
    expect((await listed()).map((p) => [p.name, p.licence, p.category, p.birthYear])).toEqual([
      ['BERTIN Ana', 'B1001', 'Vermeil', 1958],
      ['ŒUVRARD Léa', 'B1002', 'Jeunes', 2011],
      ['ÇELIK Émile', 'B1003', '', null],
      ['MÜLLER Jürgen', 'B1004', 'Diamant', 1941],
    ]);
  });

  it('prints the rows it leaves out with their line and reason, and imports the others', async () => {
    const run = await sclassic('players', 'import', file, join(fixtures, 'joueurs-lignes-cassees.csv'));
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout.split('\n')).toEqual([
      // GARNIER Noël (line 7) has an empty Cote: imported unrated.
      '4 joueurs importés, dont 1 non classé (NC) (texte UTF-8).',
      'Ligne 3 ignorée : pas de nom.',
      'Ligne 4 ignorée : cote illisible « quinze cents » pour LEFÈVRE Camille (un nombre entier de 0 à 5000, ou NC pour un non classé).',
      'Ligne 8 ignorée : type de cote « PL+ » inconnu pour BLANC Inès (PL ou PL*).',
      'Ligne 9 ignorée : année de naissance illisible « vers 1960 » pour NOIR Paul (par exemple 1987).',
      '',
    ]);
    const players = await listed();
    expect(players).toHaveLength(8);
    expect(players.find((p) => p.name === 'GARNIER Noël')).toMatchObject({ rating: null, club: 'Wavre' });
  });

  it('asks for --columns when the headers say nothing, then reads the columns as told; duplicates left out or imported as homonyms', async () => {
    const export_ = join(fixtures, 'joueurs-colonnes-inconnues.csv');
    const unmapped = await sclassic('players', 'import', file, export_);
    expect(unmapped.status).toBe(1);
    expect(unmapped.stderr).toContain(
      '(colonnes : ID_FED, NOM_JOUEUR, PRENOM_JOUEUR, COTE_ACT, CLUB_NOM, NAISS), aucune colonne ne contient « nom » ni « cote ».',
    );
    expect(unmapped.stderr).toContain('--columns');

    // Only Hugo is new (the export's licences are the federation's ids, not the workbook's).
    const columns = ['--columns', 'ignorer,nom,prénom,cote,club,naissance'];
    const mapped = await sclassic('players', 'import', file, export_, ...columns);
    expect(mapped).toMatchObject({ status: 0, stderr: '' });
    expect(mapped.stdout.split('\n')).toEqual([
      '1 joueur importé (texte UTF-8).',
      "Ligne 2 non importée : BERTIN Ana, comme BERTIN Ana (déjà inscrit) ; --homonyms pour l'importer quand même.",
      "Ligne 3 non importée : ŒUVRARD Léa, comme ŒUVRARD Léa (déjà inscrit) ; --homonyms pour l'importer quand même.",
      "Ligne 4 non importée : ÇELIK Émile, comme ÇELIK Émile (déjà inscrit) ; --homonyms pour l'importer quand même.",
      '',
    ]);
    const homonyms = await sclassic('players', 'import', file, export_, ...columns, '--homonyms');
    expect(homonyms.stdout.split('\n')).toEqual([
      '4 joueurs importés (texte UTF-8).',
      'Ligne 2 importée comme homonyme de BERTIN Ana (déjà inscrit).',
      'Ligne 3 importée comme homonyme de ŒUVRARD Léa (déjà inscrit).',
      'Ligne 4 importée comme homonyme de ÇELIK Émile (déjà inscrit).',
      'Ligne 5 importée comme homonyme de DUBOIS Hugo (déjà inscrit).',
      '',
    ]);
    expect(await listed()).toHaveLength(13);
  });

  it('a second import of the same list: nothing registered twice, and the file unchanged', async () => {
    const before = await listed();
    const again = await sclassic('players', 'import', file, join(fixtures, 'joueurs-utf8-point-virgule.csv'));
    expect(again.status).toBe(1);
    expect(again.stdout).toContain(
      'Ligne 2 non importée : BERTIN Ana, même licence B1001 que BERTIN Ana (déjà inscrit).',
    );
    expect(again.stderr).toMatch(/^sclassic : Aucun joueur à importer de « .*joueurs-utf8-point-virgule\.csv »\.\n$/);
    expect(await listed()).toEqual(before);
  });

  it('refuses a --columns word it does not know, and a role given to two columns', async () => {
    const export_ = join(fixtures, 'joueurs-colonnes-inconnues.csv');
    const unknown = await sclassic('players', 'import', file, export_, '--columns', 'ignorer,nom,truc');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("« truc » (colonne 3) n'est pas un contenu connu");
    const twice = await sclassic('players', 'import', file, export_, '--columns', ',nom,nom,cote');
    expect(twice.status).toBe(1);
    expect(twice.stderr).toBe('sclassic : Deux colonnes contiennent « nom » : une seule le peut\n');
  });
});

/** Players files as directors have them: each encoding and separator, a workbook, broken rows, a mapping. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rejectionText } from '../../src-main/contract/i18n/messages.ts';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import { looksLikeHeader, rolesFromContent, rolesFromHeader } from '../../src-main/import/column-roles.ts';
import { flagDuplicates } from '../../src-main/import/duplicates.ts';
import { decodeText, PlayerFileError, readPlayerFile } from '../../src-main/import/player-file.ts';
import { detectSeparator, textRows } from '../../src-main/import/sheet-text.ts';
import { HEADER } from '../fixtures/players/fixture-players.ts';

const FIXTURES = new URL('../fixtures/players/', import.meta.url).pathname;
const bytesOf = (name: string) => readFileSync(`${FIXTURES}${name}`);
const read = (name: string) => readPlayerFile(name, bytesOf(name));
const utf8 = (text: string) => new TextEncoder().encode(text);

const EXPECTED = [
  {
    name: 'BERTIN Ana',
    club: 'Courcelles',
    rating: 1720,
    ratingType: 'PL',
    licence: 'B1001',
    category: 'Vermeil',
    birthYear: 1958,
  },
  {
    name: 'ŒUVRARD Léa',
    club: 'Charleroi; Centre',
    rating: 1650,
    ratingType: 'PL*',
    licence: 'B1002',
    category: 'Jeunes',
    birthYear: 2011,
  },
  { name: 'ÇELIK Émile', club: 'Mons', rating: 1600, ratingType: 'PL', licence: 'B1003' },
  {
    name: 'MÜLLER Jürgen',
    club: 'Liège',
    rating: 1550,
    ratingType: 'PL',
    licence: 'B1004',
    category: 'Diamant',
    birthYear: 1941,
  },
];

describe('players files', () => {
  it.each([
    ['joueurs-utf8-point-virgule.csv', 'csv', 'utf-8', ';'],
    ['joueurs-utf8-virgule.csv', 'csv', 'utf-8', ','],
    ['joueurs-windows1252-point-virgule.csv', 'csv', 'windows-1252', ';'],
    ['joueurs-windows1252-tabulation.tsv', 'csv', 'windows-1252', '\t'],
    ['joueurs-utf16-tabulation.txt', 'csv', 'utf-16le', '\t'],
    ['joueurs.xlsx', 'xlsx', null, null],
  ])(
    '%s: the same four players, accents, quoted separators, licences, categories and birth years intact',
    async (file, format, encoding, separator) => {
      const result = await read(file);
      expect(result).toMatchObject({ format, encoding, separator, hasHeader: true, missing: [], rejected: [] });
      expect(result.roles).toEqual([
        'name',
        'firstName',
        'club',
        'rating',
        'ratingType',
        'licence',
        'category',
        'birthYear',
      ]);
      expect(result.header).toEqual(HEADER);
      expect(result.players).toEqual(EXPECTED);
      expect(result.entries.map((e) => e.line)).toEqual([2, 3, 4, 5]);
      expect(result.preview[1]).toEqual({
        line: 3,
        cells: ['ŒUVRARD', 'Léa', 'Charleroi; Centre', '1650', 'PL*', 'B1002', 'Jeunes', '2011'],
      });
      expect(result.rowCount).toBe(4);
    },
  );

  it('a workbook is known by its bytes, whatever its name', async () => {
    const result = await readPlayerFile('export', bytesOf('joueurs.xlsx'));
    expect(result.format).toBe('xlsx');
    expect(result.players).toEqual(EXPECTED);
  });

  it('lists the rows it cannot read, with their line and reason, and keeps the others', async () => {
    const result = await read('joueurs-lignes-cassees.csv');
    // GARNIER Noël's Cote cell is empty: an unrated newcomer (NC), not a row left out.
    expect(result.players).toEqual([
      { name: 'DUPONT Luc', rating: 1500, club: 'Mons' },
      { name: 'ROUX Émile', rating: 1450, club: 'Namur', ratingType: 'PL', birthYear: 1990 },
      { name: 'GARNIER Noël', rating: null, club: 'Wavre' },
      { name: 'VERT Jules', rating: 1460, club: 'Namur;Centre', ratingType: 'PL*', birthYear: 2001 },
    ]);
    expect(result.entries.map((e) => e.line)).toEqual([2, 6, 7, 10]);
    expect(result.rejected.map((r) => ({ line: r.line, reason: rejectionText(r, fr) }))).toEqual([
      { line: 3, reason: 'pas de nom' },
      {
        line: 4,
        reason:
          'cote illisible « quinze cents » pour LEFÈVRE Camille (un nombre entier de 0 à 5000, ou NC pour un non classé)',
      },
      { line: 8, reason: 'type de cote « PL+ » inconnu pour BLANC Inès (PL ou PL*)' },
      { line: 9, reason: 'année de naissance illisible « vers 1960 » pour NOIR Paul (par exemple 1987)' },
    ]);
    expect(result.rejected.map((r) => r.code)).toEqual(['no-name', 'bad-rating', 'bad-type', 'bad-birth-year']);
  });

  it('reads an empty Cote cell, or NC, as an unrated newcomer', async () => {
    const bytes = new TextEncoder().encode('Nom;Prénom;Cote\nAUBRY;Anne;\nDUPONT;Jérôme;nc\nBERTIN;Ana;1 720\n');
    const result = await readPlayerFile('inscrits.csv', bytes);
    expect(result.players).toEqual([
      { name: 'AUBRY Anne', rating: null },
      { name: 'DUPONT Jérôme', rating: null },
      { name: 'BERTIN Ana', rating: 1720 },
    ]);
    expect(result.rejected).toEqual([]);
  });

  it('headers it does not know: nothing read until the director maps the columns, then the mapping wins', async () => {
    const guessed = await read('joueurs-colonnes-inconnues.csv');
    expect(guessed).toMatchObject({ hasHeader: true, missing: ['name', 'rating'], players: [], rejected: [] });
    expect(guessed.header).toEqual(['ID_FED', 'NOM_JOUEUR', 'PRENOM_JOUEUR', 'COTE_ACT', 'CLUB_NOM', 'NAISS']);
    expect(guessed.roles).toEqual(Array(6).fill('ignore'));
    expect(guessed.preview.map((r) => r.cells[1])).toEqual(['Bertin', 'Œuvrard', 'Çelik', 'Dubois']);

    const mapped = await readPlayerFile('joueurs-colonnes-inconnues.csv', bytesOf('joueurs-colonnes-inconnues.csv'), {
      roles: ['licence', 'name', 'firstName', 'rating', 'club', 'birthYear'],
    });
    expect(mapped.missing).toEqual([]);
    expect(mapped.players).toEqual([
      { name: 'BERTIN Ana', rating: 1720, club: 'Courcelles', licence: '88001', birthYear: 1958 },
      { name: 'ŒUVRARD Léa', rating: 1650, club: 'Charleroi', licence: '88002', birthYear: 2011 },
      { name: 'ÇELIK Émile', rating: 1600, club: 'Mons', licence: '88003' },
      { name: 'DUBOIS Hugo', rating: 1580, club: 'Namur', licence: '88004', birthYear: 1999 },
    ]);
  });

  it('a mapping overrides a guess that was right too, and is fitted to the columns', async () => {
    const result = await readPlayerFile('j.csv', utf8('Nom;Prénom;Cote\nMartin;Zoé;1620\n'), {
      roles: ['name', 'ignore', 'rating', 'club'],
    });
    expect(result.roles).toEqual(['name', 'ignore', 'rating']);
    expect(result.players).toEqual([{ name: 'Martin', rating: 1620 }]);
  });

  it('without a header: the first row is a player, the rating and the name guessed from the content', async () => {
    const result = await readPlayerFile('j.csv', utf8('Dupont Jean,Mons,1 500\nMartin Zoé,Namur,1400\n'));
    expect(result).toMatchObject({ hasHeader: false, header: null, separator: ',' });
    expect(result.roles).toEqual(['name', 'ignore', 'rating']);
    expect(result.players).toEqual([
      { name: 'Dupont Jean', rating: 1500 },
      { name: 'Martin Zoé', rating: 1400 },
    ]);
    expect(result.entries.map((e) => e.line)).toEqual([1, 2]);
    const told = await readPlayerFile('j.csv', utf8('Dupont Jean,Mons,1 500\nMartin Zoé,Namur,1400\n'), {
      hasHeader: true,
    });
    expect(told.header).toEqual(['Dupont Jean', 'Mons', '1 500']);
  });

  it('refuses, with a French message, what is not a players file at all', async () => {
    /** Why the reader refuses the file, in the French catalogue's words. */
    const refused = async (fileName: string, bytes: Uint8Array) => {
      const error = await readPlayerFile(fileName, bytes).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlayerFileError);
      return fr.playerFile(fileName, (error as PlayerFileError).problem);
    };
    expect(await refused('vide.csv', new Uint8Array())).toBe('« vide.csv » est vide.');
    expect(await refused('blanc.csv', utf8('\n \n'))).toMatch('ne contient aucune ligne');
    expect(await refused('vieux.xls', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toMatch(
      /Excel 97-2003 \(\.xls\) : enregistrez-le au format \.xlsx ou CSV/,
    );
    expect(await refused('faux.xlsx', utf8('PK\u0003\u0004 pas un classeur'))).toMatch(/classeur Excel \(\.xlsx\)/);
    expect(await refused('liste.ods', utf8('x'))).toMatch(/OpenDocument/);
  });
});

describe('the pieces of the reader', () => {
  it('detects the encoding: UTF-16 by its mark, valid UTF-8 as such, anything else as Windows-1252', () => {
    expect(decodeText(utf8('\uFEFFÉmile'))).toEqual({ text: 'Émile', encoding: 'utf-8' });
    expect(decodeText(Uint8Array.from([0xc9, 0x6d, 0x69, 0x6c, 0x65, 0x20, 0x8c]))).toEqual({
      text: 'Émile Œ',
      encoding: 'windows-1252',
    });
    expect(decodeText(Uint8Array.from([0xff, 0xfe, 0xc9, 0, 0x3b, 0]))).toEqual({ text: 'É;', encoding: 'utf-16le' });
  });

  it('detects the separator by the lines it splits regularly, quoted fields aside', () => {
    expect(detectSeparator('Nom;Cote\nA;1\n')).toBe(';');
    expect(detectSeparator('Nom,Cote,Club\n"A, B",1,X\n')).toBe(',');
    expect(detectSeparator('Nom\tCote\nA\t1\n')).toBe('\t');
    // One comma in a club name does not outvote the semicolons on every line.
    expect(detectSeparator('Nom;Club;Cote\nA;Mons, Centre;1\nB;Liège;2\n')).toBe(';');
    expect(detectSeparator('Nom\n')).toBe(';');
  });

  it('reads quoted fields with the line each row starts on', () => {
    expect(textRows('\uFEFFNom,Cote\n\n"Le ""Roi""",12\n,,\n"B\nbis",3\nC,4', ',')).toEqual([
      { line: 1, cells: ['Nom', 'Cote'] },
      { line: 3, cells: ['Le "Roi"', '12'] },
      { line: 5, cells: ['B\nbis', '3'] },
      { line: 7, cells: ['C', '4'] },
    ]);
  });

  it('guesses the roles from the headers directors write, each role once', () => {
    expect(
      rolesFromHeader([
        'NOM',
        'Prénom',
        'N° licence',
        'Elo',
        'Type de cote',
        'Cat.',
        'Né(e) en',
        'Cercle',
        'Nom',
        'Remarques',
      ]),
    ).toEqual([
      'name',
      'firstName',
      'licence',
      'rating',
      'ratingType',
      'category',
      'birthYear',
      'club',
      'ignore',
      'ignore',
    ]);
    expect(rolesFromHeader(['Joueur', 'Naissance', 'Catégorie', 'Année'])).toEqual([
      'name',
      'birthYear',
      'category',
      'ignore',
    ]);
    const rows = [
      { line: 1, cells: ['Dupont', '1500'] },
      { line: 2, cells: ['Martin', '1400'] },
    ];
    expect(looksLikeHeader(rows, 2)).toBe(false);
    expect(looksLikeHeader([{ line: 1, cells: ['Qui', 'Combien'] }, ...rows], 2)).toBe(true);
    expect(rolesFromContent(rows, 2)).toEqual(['name', 'rating']);
  });

  it('flags a registered player or an earlier row: the same licence, or the same name accents and case aside', () => {
    const entries = [
      { line: 2, player: { name: 'ELOY lea', rating: 1500 } },
      { line: 3, player: { name: 'MARTIN Zoé', rating: 1600, licence: 'B7' } },
      { line: 4, player: { name: 'Martin Zoe', rating: 1600 } },
      { line: 5, player: { name: 'ROUX Paul', rating: 1400, licence: 'B7' } },
      { line: 6, player: { name: 'PETIT Luc', rating: 1400, licence: 'B9' } },
      { line: 7, player: { name: 'GRAND Anne', rating: 1400 } },
    ];
    const registered = [
      { name: 'ÉLOY Léa', licence: '' },
      { name: 'BLANC Jean', licence: 'B9' },
    ];
    expect(flagDuplicates(entries, registered).map((f) => [f.line, f.duplicateOf])).toEqual([
      [2, { name: 'ÉLOY Léa', line: null, by: 'name' }],
      [3, null],
      [4, { name: 'MARTIN Zoé', line: 3, by: 'name' }],
      [5, { name: 'MARTIN Zoé', line: 3, by: 'licence' }],
      [6, { name: 'BLANC Jean', line: null, by: 'licence' }],
      [7, null],
    ]);
  });
});

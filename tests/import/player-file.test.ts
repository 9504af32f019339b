/** Players files as directors have them: each encoding and separator, a workbook, broken rows. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText, readPlayerFile } from '../../src-main/import/player-file.ts';

const FIXTURES = new URL('../fixtures/players/', import.meta.url).pathname;
const read = (name: string) => readPlayerFile(name, readFileSync(`${FIXTURES}${name}`));

const EXPECTED = [
  { name: 'BERTIN Ana', club: 'Courcelles', rating: 1720, ratingType: 'PL', licence: 'B1001' },
  { name: 'ŒUVRARD Léa', club: 'Charleroi; Centre', rating: 1650, ratingType: 'PL*', licence: 'B1002' },
  { name: 'ÇELIK Émile', club: 'Mons', rating: 1600, ratingType: 'PL', licence: 'B1003' },
  { name: 'MÜLLER Jürgen', club: 'Liège', rating: 1550, ratingType: 'PL', licence: 'B1004' },
];

describe('players files', () => {
  it.each([
    ['joueurs-utf8-point-virgule.csv', 'csv', 'utf-8'],
    ['joueurs-utf8-virgule.csv', 'csv', 'utf-8'],
    ['joueurs-windows1252-point-virgule.csv', 'csv', 'windows-1252'],
    ['joueurs-windows1252-tabulation.tsv', 'csv', 'windows-1252'],
    ['joueurs.xlsx', 'xlsx', null],
  ])('%s: the same four players, accents, quoted separators and licences intact', async (file, format, encoding) => {
    const result = await read(file);
    expect(result).toMatchObject({ format, encoding, rejected: [] });
    expect(result.players).toEqual(EXPECTED);
  });

  it('lists the rows it cannot read, with their line and reason, and keeps the others', async () => {
    const result = await read('joueurs-lignes-cassees.csv');
    expect(result.players.map((p) => p.name)).toEqual(['DUPONT Luc', 'ROUX Émile']);
    expect(result.rejected).toEqual([
      { line: 3, reason: 'nom vide' },
      { line: 4, reason: 'cote illisible « quinze cents » pour LEFÈVRE Camille' },
      { line: 6, reason: 'pas de cote pour GARNIER Noël' },
    ]);
  });

  it('detects the encoding: valid UTF-8 as such, anything else as Windows-1252', () => {
    expect(decodeText(new TextEncoder().encode('Émile'))).toEqual({ text: 'Émile', encoding: 'utf-8' });
    expect(decodeText(Uint8Array.from([0xc9, 0x6d, 0x69, 0x6c, 0x65, 0x20, 0x8c]))).toEqual({
      text: 'Émile Œ',
      encoding: 'windows-1252',
    });
  });

  it('asks for the name and rating columns when the header lacks them', async () => {
    const result = await readPlayerFile('x.csv', new TextEncoder().encode('Joueur;Points\nA;12\n'));
    expect(result.players).toEqual([]);
    expect(result.rejected[0]?.reason).toMatch(/nommer au moins les colonnes « nom » et « cote »/);
  });
});

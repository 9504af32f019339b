/**
 * What a players file may expand to: a workbook that unpacks to hundreds of megabytes (a "zip
 * bomb"), whether its archive tells the truth about its sizes or not, a sheet or a text of more
 * rows than any federation has players, a cell longer than any name: each refused before it is
 * read, with its own words. A whole federation list of 20,000 players is read as usual.
 */
import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { refusal } from '../../src-main/contract/refusals.ts';
import { MAX_CELL_LENGTH, MAX_CELLS, MAX_COLUMNS, MAX_ROWS } from '../../src-main/import/file-bounds.ts';
import { PlayerFileError, readPlayerFile } from '../../src-main/import/player-file.ts';
import { INFLATE_CHUNK, unpackWorkbook, WorkbookTooLarge } from '../../src-main/import/workbook-bounds.ts';
import { row, SHEET, sheetXml, spacesSheet, understatedWorkbook, workbook } from '../support/workbook.ts';

async function problemOf(fileName: string, bytes: Uint8Array) {
  try {
    await readPlayerFile(fileName, bytes);
  } catch (error) {
    if (error instanceof PlayerFileError) return error.problem;
    throw error;
  }
  throw new Error('the file was read');
}

const words = (fileName: string, problem: PlayerFileError['problem']) =>
  refusalMessage(refusal('unreadable-file', { fileName, problem, directory: false }));

describe('a workbook', () => {
  it('as a small workbook of players: read', async () => {
    const read = await readPlayerFile(
      'joueurs.xlsx',
      workbook(row(1, ['Nom', 'Cote']) + row(2, ['BERTIN Ana', '1720'])),
    );
    expect(read.players).toEqual([{ name: 'BERTIN Ana', rating: 1720 }]);
  });

  // Building the bomb deflates 400 MB: about 2.5 s on 2 idle cores, more when the suite shares them.
  it('that unpacks to 400 MB (a zip bomb, sizes told truly): refused before it is unpacked', {
    timeout: 30_000,
  }, async () => {
    const bomb = workbook(row(1, ['Nom', 'Cote']), [{ name: 'xl/media/image1.bin', content: Buffer.alloc(400 << 20) }]);
    expect(bomb.length).toBeLessThan(1 << 20);
    const problem = await problemOf('bombe.xlsx', bomb);
    expect(problem).toEqual({ reason: 'too-large', limit: 32 });
    expect(words('bombe.xlsx', problem)).toBe(
      '« bombe.xlsx » se décompresse en plus de 32 Mo : ce n’est pas une liste de joueurs (un classeur de 20 000 joueurs en fait 6). Vérifiez le fichier, ou enregistrez la liste en CSV.'.replace(
        '’',
        "'",
      ),
    );
  });

  it('whose archive lies about its sizes: refused as it unpacks, past the bound', async () => {
    const { packed } = await spacesSheet(64);
    const liar = workbook({ content: Buffer.alloc(0), packed, declared: 1_000 });
    expect(await problemOf('menteur.xlsx', liar)).toEqual({ reason: 'too-large', limit: 32 });
  });

  it('whose table of contents understates its sheet (100 bytes for 600 kB packed, 64 MB unpacked): refused, said too large', async () => {
    const liar = await understatedWorkbook(64, 'directory');
    const problem = await problemOf('sous-estimé.xlsx', liar);
    expect(problem).toEqual({ reason: 'too-large', limit: 32 });
    expect(words('sous-estimé.xlsx', problem)).toMatch(
      /^« sous-estimé\.xlsx » se décompresse en plus de 32 Mo : .* Vérifiez le fichier, ou enregistrez la liste en CSV\.$/,
    );
  });

  it('whose end record hides its sheet: refused as no workbook, the hidden sheet never unpacked', async () => {
    const liar = await understatedWorkbook(64, 'end-record');
    const parts = await unpackWorkbook(liar);
    expect(parts.has(SHEET)).toBe(false);
    expect([...parts.values()].reduce((sum, part) => sum + part.length, 0)).toBeLessThan(10_000);
    expect(await problemOf('caché.xlsx', liar)).toEqual({ reason: 'bad-workbook' });
  });

  it('unpacked no further than the bound and one chunk, whatever its archive says', async () => {
    const limit = 1024 * 1024;
    for (const lie of ['directory', 'end-record'] as const) {
      const liar = await understatedWorkbook(8, lie);
      const refused = await unpackWorkbook(liar, limit).catch((error: unknown) => error);
      if (lie === 'end-record') {
        expect(refused).toBeInstanceOf(Map);
        continue;
      }
      expect(refused).toBeInstanceOf(WorkbookTooLarge);
      const { inflated, problem } = refused as WorkbookTooLarge;
      expect(problem).toEqual({ reason: 'too-large', limit: 1 });
      expect(inflated).toBeGreaterThan(limit);
      expect(inflated).toBeLessThanOrEqual(limit + INFLATE_CHUNK);
    }
  });

  it(`whose cell names a column past ${MAX_COLUMNS} (XFD, the last Excel has): refused before the rows are built`, async () => {
    // The reader would fill 16,384 cells in each of the 2,000 rows: 800 MB from a file of 13 kB.
    const rows = Array.from(
      { length: 2_000 },
      (_, i) => `<row r="${i + 1}"><c r="XFD${i + 1}" t="inlineStr"><is><t>x</t></is></c></row>`,
    );
    const wide = workbook(row(1, ['Nom', 'Cote']).replace('</row>', '') + rows.join('').slice('<row r="1">'.length));
    const problem = await problemOf('large.xlsx', wide);
    expect(problem).toEqual({ reason: 'too-many-columns', line: 1, limit: MAX_COLUMNS });
    expect(words('large.xlsx', problem)).toBe(
      "« large.xlsx », ligne 1 : plus de 100 colonnes, ce n'est pas une liste de joueurs (elle en a une par renseignement : nom, club, cote…). Supprimez les colonnes en trop dans le tableur, puis enregistrez la liste à nouveau.",
    );
    const prefixed = workbook(
      sheetXml(`${row(1, ['Nom', 'Cote'])}<x:row r="2"><x:c r="DW2" t="inlineStr"><is><t>x</t></is></x:c></x:row>`),
    );
    expect(await problemOf('préfixe.xlsx', prefixed)).toEqual({ reason: 'too-many-columns', line: 2, limit: 100 });
  });

  it('whose one cell names row 5,000,000: refused before the rows are built', async () => {
    const tall = workbook(`${row(1, ['Nom', 'Cote'])}${row(5_000_000, ['BERTIN Ana', '1720'])}`);
    expect(await problemOf('haute.xlsx', tall)).toEqual({ reason: 'too-many-rows', limit: MAX_ROWS });
  });

  it(`whose cells span ${MAX_COLUMNS} columns and ${MAX_ROWS.toLocaleString('en')} rows: refused before the rows are built`, async () => {
    // Two cells of 4 kB: the reader would make 10 million, 270 MB.
    const far = workbook(`${row(1, ['Nom', 'Cote'])}<row r="${MAX_ROWS}"><c r="CV${MAX_ROWS}"><v>1</v></c></row>`);
    const problem = await problemOf('étendue.xlsx', far);
    expect(problem).toEqual({ reason: 'too-many-cells', rows: MAX_ROWS, columns: MAX_COLUMNS, limit: MAX_CELLS });
    expect(words('étendue.xlsx', problem)).toBe(
      "« étendue.xlsx » s'étend sur 100\u202f000 lignes et 100 colonnes, plus de 1\u202f000\u202f000 cases : ce n'est pas une liste de joueurs. Supprimez les lignes et les colonnes en trop dans le tableur, puis enregistrez la liste à nouveau.",
    );
  });

  it(`at the bounds' edge (${MAX_COLUMNS} columns, a player at row ${(MAX_CELLS / MAX_COLUMNS).toLocaleString('en')}), a formatted blank at IV1: read`, async () => {
    const cells = Array.from({ length: MAX_COLUMNS }, (_, i) => (i === 0 ? 'Nom' : i === 1 ? 'Cote' : `C${i}`));
    const header = row(1, cells).replace('</row>', '<c r="IV1" s="0"/></row>');
    const last = MAX_CELLS / MAX_COLUMNS;
    const read = await readPlayerFile(
      'bord.xlsx',
      workbook(`${header}${row(last, ['BERTIN Ana', '1720', ...cells.slice(2)])}`),
    );
    expect(read.columns).toBe(MAX_COLUMNS);
    expect(read.players).toEqual([{ name: 'BERTIN Ana', rating: 1720 }]);
    expect(read.entries[0]?.line).toBe(last);
  });

  it(`of more than ${MAX_ROWS.toLocaleString('en')} rows: refused before the rows are built`, async () => {
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => `<row r="${i + 1}"/>`).join('');
    expect(await problemOf('lignes.xlsx', workbook(rows))).toEqual({ reason: 'too-many-rows', limit: MAX_ROWS });
  });

  it('with a cell longer than any name: refused, its line said', async () => {
    const long = workbook(
      row(1, ['Nom', 'Cote']) + row(2, ['BERTIN Ana', '1720']) + row(3, ['x'.repeat(5000), '1500']),
    );
    const problem = await problemOf('long.xlsx', long);
    expect(problem).toEqual({ reason: 'cell-too-long', line: 3, limit: MAX_CELL_LENGTH });
    expect(words('long.xlsx', problem)).toBe(
      "« long.xlsx », ligne 3 : une case de plus de 1\u202f000 caractères, ce n'est pas une liste de joueurs. Vérifiez le fichier.",
    );
  });
});

describe('a text file', () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it(`of more than ${MAX_ROWS.toLocaleString('en')} lines: refused`, async () => {
    const text = `Nom;Cote\n${'A;1\n'.repeat(MAX_ROWS + 1)}`;
    expect(await problemOf('lignes.csv', encode(text))).toEqual({ reason: 'too-many-rows', limit: MAX_ROWS });
  });

  it('with a cell longer than any name: refused, its line said', async () => {
    const text = `Nom;Cote\nBERTIN Ana;1720\n"${'x'.repeat(MAX_CELL_LENGTH + 1)}";1500\n`;
    expect(await problemOf('long.csv', encode(text))).toEqual({
      reason: 'cell-too-long',
      line: 3,
      limit: MAX_CELL_LENGTH,
    });
  });

  it('of a line of 2 million separators: refused at its 101st column, before the line is built', async () => {
    const text = `Nom;Cote\nBERTIN Ana;1720\nX${';'.repeat(2_000_000)}\n`;
    const problem = await problemOf('large.csv', encode(text));
    expect(problem).toEqual({ reason: 'too-many-columns', line: 3, limit: MAX_COLUMNS });
    expect(words('large.csv', problem)).toMatch(/^« large\.csv », ligne 3 : plus de 100 colonnes, ce n'est pas/);
  });

  it(`of ${MAX_COLUMNS} columns: read`, async () => {
    const header = ['Nom', 'Cote', ...Array.from({ length: MAX_COLUMNS - 2 }, (_, i) => `C${i}`)];
    const read = await readPlayerFile('bord.csv', encode(`${header.join(';')}\nBERTIN Ana;1720${';'.repeat(98)}\n`));
    expect(read.columns).toBe(MAX_COLUMNS);
    expect(read.players).toEqual([{ name: 'BERTIN Ana', rating: 1720 }]);
  });

  it('with a quoted cell of 15 MB: refused as it is split, its line said', async () => {
    const text = `Nom;Cote\nBERTIN Ana;1720\n\nDUPONT Jean;"${'x'.repeat(15 << 20)}"\n`;
    expect(await problemOf('énorme.csv', encode(text))).toEqual({
      reason: 'cell-too-long',
      line: 4,
      limit: MAX_CELL_LENGTH,
    });
  });

  it('a whole federation list of 20,000 players: read, every player kept', async () => {
    const lines = Array.from(
      { length: 20_000 },
      (_, i) => `${100_000 + i};NOM${i};Prénom${i % 300};Club ${i % 200};${1000 + (i % 1500)}`,
    );
    const read = await readPlayerFile('cotes.csv', encode(`Licence;Nom;Prénom;Club;Cote\n${lines.join('\n')}\n`));
    expect(read.players).toHaveLength(20_000);
    expect(read.rejected).toEqual([]);
  });
});

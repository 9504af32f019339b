/**
 * What a players file may expand to: a workbook that unpacks to hundreds of megabytes (a "zip
 * bomb"), whether its archive tells the truth about its sizes or not, a sheet or a text of more
 * rows than any federation has players, a cell longer than any name: each refused before it is
 * read, with its own words. A whole federation list of 20,000 players is read as usual.
 */
import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { refusal } from '../../src-main/contract/refusals.ts';
import { PlayerFileError, readPlayerFile } from '../../src-main/import/player-file.ts';
import { MAX_CELL_LENGTH, MAX_ROWS } from '../../src-main/import/workbook-bounds.ts';

interface Entry {
  name: string;
  content: Buffer;
  /** The uncompressed size the archive declares (a bomb may lie). */
  declared?: number;
}

/** A zip archive of these entries, deflated, with its central directory: a workbook's shape. */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content, declared } of entries) {
    const packed = deflateRawSync(content, { level: 9 });
    const fileName = Buffer.from(name, 'utf8');
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc32(content), at);
      header.writeUInt32LE(packed.length, at + 4);
      header.writeUInt32LE(declared ?? content.length, at + 8);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    sizes(local, 14);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    sizes(central, 16);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`, 'utf8');
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** The entries of a real workbook (the fixture Excel opens), to build the hostile ones from. */
function entriesOf(workbookBytes: Buffer): Entry[] {
  let end = workbookBytes.length - 22;
  while (workbookBytes.readUInt32LE(end) !== 0x06054b50) end--;
  const entries: Entry[] = [];
  let at = workbookBytes.readUInt32LE(end + 16);
  for (let i = 0; i < workbookBytes.readUInt16LE(end + 10); i++) {
    const nameLength = workbookBytes.readUInt16LE(at + 28);
    const local = workbookBytes.readUInt32LE(at + 42);
    const start = local + 30 + workbookBytes.readUInt16LE(local + 26) + workbookBytes.readUInt16LE(local + 28);
    const packed = workbookBytes.subarray(start, start + workbookBytes.readUInt32LE(at + 20));
    entries.push({
      name: workbookBytes.toString('utf8', at + 46, at + 46 + nameLength),
      content: workbookBytes.readUInt16LE(at + 10) === 8 ? inflateRawSync(packed) : packed,
    });
    at += 46 + nameLength + workbookBytes.readUInt16LE(at + 30) + workbookBytes.readUInt16LE(at + 32);
  }
  return entries;
}

const FIXTURE = entriesOf(readFileSync(new URL('../fixtures/players/joueurs.xlsx', import.meta.url)));

/** The fixture workbook with its sheet's rows replaced (XML, or the whole sheet), and entries added. */
function workbook(rows: string | Buffer, extra: Entry[] = [], declaredSheet?: number): Buffer {
  const sheet = Buffer.isBuffer(rows)
    ? rows
    : xml(`<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`);
  return zip([
    ...FIXTURE.map((entry) =>
      entry.name === 'xl/worksheets/sheet1.xml'
        ? { name: entry.name, content: sheet, ...(declaredSheet === undefined ? {} : { declared: declaredSheet }) }
        : entry,
    ),
    ...extra,
  ]);
}

const column = (i: number) => String.fromCharCode(65 + i);
const row = (n: number, cells: string[]) =>
  `<row r="${n}">${cells.map((c, i) => `<c r="${column(i)}${n}" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;

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

  it('that unpacks to 400 MB (a zip bomb, sizes told truly): refused before it is unpacked', async () => {
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
    const sheet = xml(
      `<worksheet xmlns="${MAIN}"><sheetData>${row(1, ['Nom', 'Cote'])}${' '.repeat(200 << 20)}</sheetData></worksheet>`,
    );
    const liar = workbook(sheet, [], 1_000);
    expect(await problemOf('menteur.xlsx', liar)).toEqual({ reason: 'too-large', limit: 32 });
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

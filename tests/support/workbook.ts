/**
 * Workbooks built for the tests and the benchmark: the parts of the fixture workbook (the one
 * Excel opens) with a sheet of our own, deflated into an archive that may lie — about a part's
 * unpacked size, about its packed size in the table of contents, or about how many entries the
 * end record lists. Hostile sheets are deflated as a stream, so 600 MB of spaces never sit in
 * memory.
 */
import { readFileSync } from 'node:fs';
import { crc32, createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface Part {
  name: string;
  content: Buffer;
  /** Already deflated (a hostile sheet): stored as is, `content` unused for its sizes. */
  packed?: Buffer;
  /** The unpacked size the archive gives (a bomb may lie). */
  declared?: number;
  /** The sizes the table of contents gives, when it lies and the part's own header does not. */
  listed?: { packed: number; unpacked: number };
}

/** A zip archive of these parts, deflated, with its table of contents; `listed` entries in its end record. */
export function zip(parts: readonly Part[], listed = parts.length): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const packed = part.packed ?? deflateRawSync(part.content, { level: 9 });
    const fileName = Buffer.from(part.name, 'utf8');
    const sizes = (
      header: Buffer,
      at: number,
      { packed: packedSize, unpacked }: { packed: number; unpacked: number },
    ) => {
      header.writeUInt32LE(part.packed === undefined ? crc32(part.content) : 0, at);
      header.writeUInt32LE(packedSize, at + 4);
      header.writeUInt32LE(unpacked, at + 8);
    };
    const truth = { packed: packed.length, unpacked: part.declared ?? part.content.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    sizes(local, 14, truth);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    sizes(central, 16, part.listed ?? truth);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

/** The parts of a workbook, unpacked. */
function partsOf(workbookBytes: Buffer): Part[] {
  let end = workbookBytes.length - 22;
  while (workbookBytes.readUInt32LE(end) !== 0x06054b50) end--;
  const parts: Part[] = [];
  let at = workbookBytes.readUInt32LE(end + 16);
  for (let i = 0; i < workbookBytes.readUInt16LE(end + 10); i++) {
    const nameLength = workbookBytes.readUInt16LE(at + 28);
    const local = workbookBytes.readUInt32LE(at + 42);
    const start = local + 30 + workbookBytes.readUInt16LE(local + 26) + workbookBytes.readUInt16LE(local + 28);
    const packed = workbookBytes.subarray(start, start + workbookBytes.readUInt32LE(at + 20));
    parts.push({
      name: workbookBytes.toString('utf8', at + 46, at + 46 + nameLength),
      content: workbookBytes.readUInt16LE(at + 10) === 8 ? inflateRawSync(packed) : packed,
    });
    at += 46 + nameLength + workbookBytes.readUInt16LE(at + 30) + workbookBytes.readUInt16LE(at + 32);
  }
  return parts;
}

const FIXTURE = partsOf(readFileSync(new URL('../fixtures/players/joueurs.xlsx', import.meta.url)));
export const SHEET = 'xl/worksheets/sheet1.xml';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A sheet's XML around these rows. */
export const sheetXml = (rows: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
    'utf8',
  );

const column = (i: number) =>
  (i < 26 ? '' : String.fromCharCode(64 + Math.floor(i / 26))) + String.fromCharCode(65 + (i % 26));
/** Row `n` of a sheet, its cells written inline. */
export const row = (n: number, cells: readonly string[]) =>
  `<row r="${n}">${cells.map((c, i) => `<c r="${column(i)}${n}" t="inlineStr"><is><t>${c}</t></is></c>`).join('')}</row>`;

/** The fixture workbook with its sheet replaced (rows' XML, a whole sheet, or the sheet's part as given), and parts added. */
export function workbook(sheet: string | Buffer | Omit<Part, 'name'>, extra: Part[] = [], listed?: number): Buffer {
  const part: Omit<Part, 'name'> =
    typeof sheet === 'string' ? { content: sheetXml(sheet) } : Buffer.isBuffer(sheet) ? { content: sheet } : sheet;
  const parts = [...FIXTURE.map((p) => (p.name === SHEET ? { ...part, name: SHEET } : p)), ...extra];
  return zip(parts, listed ?? parts.length);
}

/**
 * A sheet of a header row, then `megabytes` MB of spaces, deflated as a stream (600 MB pack to
 * about 600 kB), and its unpacked size.
 */
export async function spacesSheet(megabytes: number): Promise<{ packed: Buffer; size: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflater.on('end', resolve));
  const [head, tail] = sheetXml(`${row(1, ['Nom', 'Cote'])}\u0000`)
    .toString('utf8')
    .split('\u0000');
  deflater.write(head);
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++)
    if (!deflater.write(spaces)) await new Promise((resolve) => deflater.once('drain', resolve));
  deflater.end(tail);
  await ended;
  return { packed: Buffer.concat(chunks), size: Buffer.byteLength(`${head}${tail}`) + megabytes * spaces.length };
}

/**
 * A workbook whose sheet is `megabytes` MB of spaces and whose archive understates it: its table
 * of contents gives the sheet 100 packed bytes and 1,000 unpacked (`directory`), or its end
 * record lists one entry fewer, the sheet being the last (`end-record`).
 */
export async function understatedWorkbook(megabytes: number, lie: 'directory' | 'end-record'): Promise<Buffer> {
  const { packed, size } = await spacesSheet(megabytes);
  const others = FIXTURE.filter((p) => p.name !== SHEET);
  const sheet: Part = { name: SHEET, content: Buffer.alloc(0), packed, declared: size };
  if (lie === 'directory') return zip([...others, { ...sheet, listed: { packed: 100, unpacked: 1_000 } }]);
  return zip([...others, sheet], others.length);
}

/**
 * A workbook's parts, unpacked within the bounds before the spreadsheet reader sees them. An
 * `.xlsx` is a zip archive, and a small one can unpack to gigabytes (a "zip bomb"); its end record
 * and its table of contents may also understate what it holds, and the reader, which follows the
 * entries' own headers, would unpack what they hide. So the parts are unpacked here, each
 * deflated stream followed to its own end whatever size the archive gives it, the bytes inflated
 * counted as they come and the unpacking stopped as soon as they pass the bound; the reader is
 * then given an archive made of these parts alone (see stored-zip.ts), never the file itself.
 * The rows and cells a sheet names are checked too: the reader fills every row up to the
 * farthest row and column a cell names, so one cell at XFD or at row 5,000,000 would cost
 * gigabytes.
 */
import { createInflateRaw } from 'node:zlib';
import { MAX_CELLS, MAX_COLUMNS, MAX_ROWS, MAX_UNPACKED_BYTES, PlayerFileError } from './file-bounds.ts';

/** The most entries in the archive (a workbook has about ten). */
const MAX_ENTRIES = 1_000;
/** What the inflater hands over at a time: a workbook refused for its size has inflated at most this past the bound. */
export const INFLATE_CHUNK = 64 * 1024;

/** A workbook refused as it unpacked, with the bytes it had inflated then. */
export class WorkbookTooLarge extends PlayerFileError {
  /** The bytes inflated when the unpacking stopped (0 when the archive's own sizes were already past the bound). */
  readonly inflated: number;
  constructor(limit: number, inflated: number) {
    super({ reason: 'too-large', limit: limit / (1024 * 1024) });
    this.inflated = inflated;
  }
}

const damaged = () => new PlayerFileError({ reason: 'bad-workbook' });

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The archive's table of contents: where it starts and how many entries it lists. */
function directoryOf(zip: Buffer, limit: number): { offset: number; entries: number } {
  // The end record is the last 22 bytes, or further back by a comment of at most 65,535 bytes.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      const entries = zip.readUInt16LE(at + 10);
      const offset = zip.readUInt32LE(at + 16);
      // 0xFFFF and 0xFFFFFFFF say the real numbers are in a ZIP64 record: an archive of
      // gigabytes or of more than 65,535 entries, far past the bounds anyway.
      if (entries === 0xffff || offset === 0xffffffff) throw new WorkbookTooLarge(limit, 0);
      return { offset, entries };
    }
  }
  throw damaged();
}

/** The parts the spreadsheet reader reads: the XML documents and their relationships. */
const readerReads = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/**
 * Inflates the deflated stream at the start of `packed` to its end, or stops as soon as more
 * than `room` bytes came out: then throws WorkbookTooLarge with the bytes inflated in all.
 */
function inflateWithin(packed: Buffer, room: number, before: number, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    const chunks: Buffer[] = [];
    let produced = 0;
    inflater.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > room) {
        inflater.destroy();
        reject(new WorkbookTooLarge(limit, before + produced));
      } else chunks.push(chunk);
    });
    // The stream's own end, whatever the archive said its size was; what follows it is ignored.
    inflater.on('end', () => resolve(Buffer.concat(chunks, produced)));
    inflater.on('error', () => reject(damaged()));
    inflater.end(packed);
  });
}

/** The farthest row and column a cell address names (`XFD1048576`), the reader's way: letters, then digits. */
function addressOf(address: string): { row: number; column: number } {
  let column = 0;
  let at = 0;
  // Held just past the bound: a name of a hundred letters stays a small number.
  for (; at < address.length && !/\d/.test(address.charAt(at)); at++)
    column = Math.min(column * 26 + address.charCodeAt(at) - 64, MAX_COLUMNS + 1);
  return { row: Number(address.slice(at).replace(/\D.*$/, '')) || 0, column };
}

/**
 * Refuses a part the reader would make too large as a sheet: more than MAX_ROWS rows (counted, or
 * named by a row or a cell, even an empty one: the reader makes every row up to it), a cell with
 * content past column MAX_COLUMNS, or cells with content spanning more than MAX_CELLS (the reader
 * fills every row with content up to the farthest column with content). An empty cell,
 * `<c r="IV1" s="3"/>`, a formatted blank, makes nothing. A tag may carry a namespace prefix (`<x:c>`).
 */
function checkSheet(xml: Buffer): void {
  const text = xml.toString('latin1');
  let rows = 0;
  let lastRow = 0;
  let lastColumn = 0;
  for (const [, tag, attributes = ''] of text.matchAll(/<(?:[\w.-]+:)?(row|c)(?=[\s/>])([^>]*)>/g)) {
    if (tag === 'row') rows += 1;
    const address = /(?:^|\s)r\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1];
    const { row, column } = address === undefined ? { row: rows, column: 0 } : addressOf(address);
    if (rows > MAX_ROWS || row > MAX_ROWS) throw new PlayerFileError({ reason: 'too-many-rows', limit: MAX_ROWS });
    if (tag === 'row' || attributes.endsWith('/')) continue;
    if (column > MAX_COLUMNS) throw new PlayerFileError({ reason: 'too-many-columns', line: row, limit: MAX_COLUMNS });
    lastRow = Math.max(lastRow, row);
    lastColumn = Math.max(lastColumn, column);
  }
  if (lastRow * lastColumn > MAX_CELLS)
    throw new PlayerFileError({ reason: 'too-many-cells', rows: lastRow, columns: lastColumn, limit: MAX_CELLS });
}

/**
 * The parts of the workbook `zip` the spreadsheet reader reads, by name, unpacked within `limit`
 * bytes in all (declared or inflated), its sheets within the rows and columns; or the refusal.
 */
export async function unpackWorkbook(zip: Buffer, limit = MAX_UNPACKED_BYTES): Promise<Map<string, Buffer>> {
  const { offset, entries } = directoryOf(zip, limit);
  if (entries > MAX_ENTRIES) throw new WorkbookTooLarge(limit, 0);
  const parts = new Map<string, Buffer>();
  let unpacked = 0;
  let declared = 0;
  let at = offset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damaged();
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    declared += zip.readUInt32LE(at + 24);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    // An archive that says itself it unpacks past the bound is refused before anything is inflated.
    if (declared > limit) throw new WorkbookTooLarge(limit, unpacked);
    if (!readerReads(name)) continue;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) throw damaged();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    let content: Buffer;
    if (method === 8) content = await inflateWithin(zip.subarray(start), limit - unpacked, unpacked, limit);
    else if (method === 0) content = zip.subarray(start, start + packedSize);
    else throw damaged(); // a method no workbook uses
    unpacked += content.length;
    if (unpacked > limit) throw new WorkbookTooLarge(limit, unpacked);
    // Every part, not only those under xl/worksheets/: the workbook names its sheets' parts itself.
    checkSheet(content);
    parts.set(name, content);
  }
  return parts;
}

/**
 * How much a players file may expand to, checked before it is read: an `.xlsx` workbook is a zip
 * archive, and a small one can unpack to gigabytes (a "zip bomb": 0.9 MB that unpacks to 450 MB
 * once took a minute and 3 GB before it was refused). Every entry of the archive is unpacked here
 * with a ceiling on what it may produce, whatever sizes the archive declares, so such a file is
 * refused within a fraction of a second; and the rows of its sheets are counted before the
 * spreadsheet reader builds them.
 *
 * The bounds leave room for any federation's whole rating list: 20,000 players unpack to about
 * 6 MB and 20,000 rows.
 */
import { constants, inflateRawSync } from 'node:zlib';

/** The most a workbook may unpack to, all entries together. */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** The most rows a players file or a rating list may have (a sheet's, or a text file's lines). */
export const MAX_ROWS = 100_000;
/** The most characters in one cell (a name, a club: tens of characters). */
export const MAX_CELL_LENGTH = 1_000;
/** The most entries in the archive (a workbook has about ten). */
const MAX_ENTRIES = 1_000;

/** Why a workbook is refused before it is read. */
export type WorkbookExcess = 'too-large' | 'too-many-rows' | 'not-a-zip';

export class WorkbookTooBig extends Error {
  readonly excess: WorkbookExcess;
  constructor(excess: WorkbookExcess) {
    super(excess);
    this.excess = excess;
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The archive's table of contents: where it starts and how many entries it lists. */
function directoryOf(zip: Buffer): { offset: number; entries: number } {
  // The end record is the last 22 bytes, or further back by a comment of at most 65,535 bytes.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      const entries = zip.readUInt16LE(at + 10);
      const offset = zip.readUInt32LE(at + 16);
      // 0xFFFF and 0xFFFFFFFF say the real numbers are in a ZIP64 record: an archive of
      // gigabytes or of more than 65,535 entries, far past the bounds anyway.
      if (entries === 0xffff || offset === 0xffffffff) throw new WorkbookTooBig('too-large');
      return { offset, entries };
    }
  }
  throw new WorkbookTooBig('not-a-zip');
}

/** Counts `<row` elements (a sheet's rows) without making a string of the whole sheet. */
function rowsIn(xml: Buffer): number {
  const tag = Buffer.from('<row', 'latin1');
  let count = 0;
  for (let at = xml.indexOf(tag); at >= 0; at = xml.indexOf(tag, at + tag.length)) {
    const next = xml[at + tag.length];
    // `<row ` or `<row>`, not `<rowBreaks`.
    if (next === 0x20 || next === 0x3e || next === 0x2f) count += 1;
  }
  return count;
}

/**
 * Unpacks every entry of the workbook `zip` within the bounds, or refuses it: more than
 * MAX_UNPACKED_BYTES in all (declared or actual), a sheet of more than MAX_ROWS rows. A damaged
 * archive is left to the spreadsheet reader, which says it cannot read it.
 */
export function checkWorkbookBounds(zip: Buffer): void {
  const { offset, entries } = directoryOf(zip);
  if (entries > MAX_ENTRIES) throw new WorkbookTooBig('too-large');
  let unpacked = 0;
  let at = offset;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return;
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const declaredSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (unpacked + declaredSize > MAX_UNPACKED_BYTES) throw new WorkbookTooBig('too-large');
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + packedSize);
    const room = MAX_UNPACKED_BYTES - unpacked;
    let content: Buffer;
    if (method === 0) content = packed;
    else if (method === 8) content = inflateWithin(packed, room);
    else return; // a method no workbook uses: the reader refuses it
    if (content.length > room) throw new WorkbookTooBig('too-large');
    unpacked += content.length;
    if (/^xl\/worksheets\/[^/]+\.xml$/i.test(name) && rowsIn(content) > MAX_ROWS)
      throw new WorkbookTooBig('too-many-rows');
  }
}

/** Inflates at most `room` bytes (and one more, to tell a bomb); a damaged stream gives what it gives. */
function inflateWithin(packed: Buffer, room: number): Buffer {
  try {
    return inflateRawSync(packed, { maxOutputLength: room + 1, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      throw new WorkbookTooBig('too-large');
    return Buffer.alloc(0);
  }
}

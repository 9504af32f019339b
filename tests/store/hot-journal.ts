/**
 * Builds, byte for byte, what a crash in the middle of a commit leaves on disk in rollback-journal
 * mode: the database file with some of the new pages already written, and next to it the hot
 * `-journal` holding the original content of every page the transaction changed (the format of
 * https://www.sqlite.org/fileformat2.html#the_rollback_journal). SQLite rolls such a file back
 * to `before` at the next open; the tests check that Sclassic lets it.
 */
import { writeFileSync } from 'node:fs';

const JOURNAL_MAGIC = Buffer.from('d9d505f920a163d7', 'hex');
const SECTOR_SIZE = 4096;
const NONCE = 0x5c1a551c;

const pageSizeOf = (file: Buffer) => {
  const raw = file.readUInt16BE(16);
  return raw === 1 ? 65536 : raw;
};

const pageOf = (file: Buffer, page: number, size: number) => file.subarray((page - 1) * size, page * size);

/** The journal checksum of one page: the nonce plus every 200th byte from the end. */
function checksum(data: Buffer): number {
  let sum = NONCE;
  for (let i = data.length - 200; i > 0; i -= 200) sum = (sum + (data[i] as number)) >>> 0;
  return sum;
}

export interface CrashState {
  /** Pages of the database file as the transaction left it. */
  pages: number;
  /** Pages of `before` whose original content the journal holds. */
  journaled: number[];
}

/**
 * Writes at `path` the file a transaction from `before` to `after` leaves when the process dies
 * after writing the pages 1 to `written` of `after` (in page order, as SQLite writes them) and
 * before deleting its journal; `written` defaults to every page of `after`. An empty `before`
 * is a file being made, as SQLite's backup API makes a copy.
 */
export function writeCrashState(path: string, before: Buffer, after: Buffer, written?: number): CrashState {
  const size = pageSizeOf(after);
  if (before.length > 0 && pageSizeOf(before) !== size) throw new Error('the two files must have the same page size');
  const beforePages = before.length / size;
  const afterPages = after.length / size;
  const upTo = written ?? afterPages;
  const pages = Math.max(beforePages, upTo);
  const main = Buffer.alloc(pages * size);
  for (let p = 1; p <= pages; p++) {
    const source = p <= upTo ? after : before;
    pageOf(source, p, size).copy(main, (p - 1) * size);
  }
  const journaled: number[] = [];
  for (let p = 1; p <= beforePages; p++) {
    if (!pageOf(before, p, size).equals(pageOf(after, p, size))) journaled.push(p);
  }
  const header = Buffer.alloc(SECTOR_SIZE);
  JOURNAL_MAGIC.copy(header, 0);
  header.writeUInt32BE(journaled.length, 8);
  header.writeUInt32BE(NONCE, 12);
  header.writeUInt32BE(beforePages, 16);
  header.writeUInt32BE(SECTOR_SIZE, 20);
  header.writeUInt32BE(size, 24);
  const records = journaled.map((p) => {
    const data = pageOf(before, p, size);
    const record = Buffer.alloc(8 + size);
    record.writeUInt32BE(p, 0);
    data.copy(record, 4);
    record.writeUInt32BE(checksum(data), 4 + size);
    return record;
  });
  writeFileSync(path, main);
  writeFileSync(`${path}-journal`, Buffer.concat([header, ...records]));
  return { pages, journaled };
}

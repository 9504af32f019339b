/**
 * A zip archive of parts already unpacked, stored as they are (no compression): how the
 * spreadsheet reader, which takes only an archive, is given the parts that workbook-bounds.ts
 * unpacked and checked, and nothing else of the file. Stored parts cost the reader a copy, not
 * an inflation, and their sizes are ours, not the file's.
 */
import { crc32 } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** Version 2.0, the first to read what this writes; bit 11: names in UTF-8. */
const VERSION = 20;
const UTF8_NAMES = 0x0800;

/** The archive of these parts, by name, each stored. */
export function storedZip(parts: ReadonlyMap<string, Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(content.byteLength, 18);
    local.writeUInt32LE(content.byteLength, 22);
    local.writeUInt16LE(fileName.length, 26);
    // The directory's entry repeats the local header from its version on, two bytes further.
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(VERSION, 4);
    local.copy(entry, 6, 4, 30);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
    directory.push(entry, fileName);
    offset += local.length + fileName.length + content.byteLength;
  }
  const table = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(table.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, table, end]);
}

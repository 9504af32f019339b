/**
 * What a file is, read from its first bytes before SQLite touches it, so a file that is not a
 * Sclassic tournament is refused without a single byte written.
 */
import { closeSync, fstatSync, readSync } from 'node:fs';
import { openOrdinaryFile, readHead } from './safe-files.ts';
import { APPLICATION_ID, SCHEMA_VERSION } from './schema.ts';
import { StoreError } from './store-error.ts';

export type FileVerdict =
  /** The file is ours (a tournament, or whatever `FileKind` was asked for). */
  | { kind: 'tournament'; version: number }
  | { kind: 'missing' }
  | { kind: 'not-a-file' }
  /** A FIFO, a device, a socket: refused without being opened for reading (a FIFO would block). */
  | { kind: 'special-file' }
  | { kind: 'unreadable' }
  | { kind: 'empty' }
  | { kind: 'not-sqlite' }
  | { kind: 'truncated'; expectedBytes: number; actualBytes: number }
  | { kind: 'other-application'; applicationId: number }
  | { kind: 'newer-version'; version: number; supported: number }
  /** Ours, with the write-ahead log a crash or a copy of the open file left on: folded back before it is read. */
  | { kind: 'write-ahead'; version: number }
  /** A header Sclassic never writes: SQLite would change the file to open it (see `inspectFile`). */
  | { kind: 'damaged-header' };

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const HEADER_SIZE = 100;
/** The first bytes of a rollback journal that still holds a transaction to roll back. */
const HOT_JOURNAL_MAGIC = Buffer.from([0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]);

function startsWith(path: string, prefix: Buffer): boolean {
  try {
    return readHead(path, prefix.length).equals(prefix);
  } catch {
    return false; // missing, a folder, a pipe: no journal to roll back
  }
}

/**
 * Whether a crash left a transaction for SQLite to roll back: an SQLite file with a journal
 * beside it whose header is still live. The file's own header may then describe the unfinished
 * transaction, so it is read only after SQLite has rolled it back.
 */
export function hasHotJournal(path: string): boolean {
  return startsWith(path, SQLITE_MAGIC) && startsWith(`${path}-journal`, HOT_JOURNAL_MAGIC);
}

/** What a file must carry in its header to be ours: the application stamp and the newest version read. */
export interface FileKind {
  applicationId: number;
  supportedVersion: number;
}

const TOURNAMENT: FileKind = { applicationId: APPLICATION_ID, supportedVersion: SCHEMA_VERSION };

/** The verdict on a file; `kind` is checked against a tournament's stamp unless told otherwise. */
export function inspectFile(path: string, kind: FileKind = TOURNAMENT): FileVerdict {
  let fd: number;
  try {
    fd = openOrdinaryFile(path);
  } catch (error) {
    if (error instanceof StoreError && ['not-a-file', 'special-file', 'unreadable', 'missing'].includes(error.code))
      return { kind: error.code as 'not-a-file' | 'special-file' | 'unreadable' | 'missing' };
    if (error instanceof StoreError && error.code === 'missing-folder') return { kind: 'missing' };
    throw error;
  }
  const header = Buffer.alloc(HEADER_SIZE);
  let read: number;
  let size: number;
  try {
    size = fstatSync(fd).size;
    read = size === 0 ? 0 : readSync(fd, header, 0, HEADER_SIZE, 0);
  } finally {
    closeSync(fd);
  }
  if (size === 0) return { kind: 'empty' };
  if (read < SQLITE_MAGIC.length || !header.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    return { kind: 'not-sqlite' };
  }
  if (read < HEADER_SIZE) return { kind: 'truncated', expectedBytes: HEADER_SIZE, actualBytes: size };
  const applicationId = header.readUInt32BE(68);
  if (applicationId !== kind.applicationId) return { kind: 'other-application', applicationId };
  const version = header.readUInt32BE(60);
  if (version > kind.supportedVersion) return { kind: 'newer-version', version, supported: kind.supportedVersion };
  // Format bytes 2 and 2: the file was left with its write-ahead log on (write-ahead.ts), by a
  // crash or in a copy taken while it was open. Its size is said by the file and the log
  // together, so it is checked once the log is folded back.
  if (header[18] === 2 && header[19] === 2) return { kind: 'write-ahead', version };
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pageCount = header.readUInt32BE(28);
  // The in-header page count is valid only when the change counter matches "version-valid-for".
  const countIsValid = header.readUInt32BE(24) === header.readUInt32BE(92);
  if (countIsValid && pageCount > 0 && size < pageSize * pageCount) {
    return { kind: 'truncated', expectedBytes: pageSize * pageCount, actualBytes: size };
  }
  // At rest Sclassic's files use the rollback journal (format bytes 1 and 1). Other values, but
  // the log's above, are a damaged header: SQLite would rewrite it to open the file.
  if (header[18] !== 1 || header[19] !== 1) return { kind: 'damaged-header' };
  return { kind: 'tournament', version };
}

/** Throws the refusal a verdict calls for; returns the file's version when the file is ours. */
export function acceptedVersion(verdict: FileVerdict, path: string): number {
  switch (verdict.kind) {
    case 'tournament':
      return verdict.version;
    case 'truncated':
      throw new StoreError('truncated', { path, expected: verdict.expectedBytes, actual: verdict.actualBytes });
    case 'other-application':
      throw new StoreError('other-application', { path });
    case 'newer-version':
      throw new StoreError('newer-version', { path, version: verdict.version, supported: verdict.supported });
    case 'damaged-header':
    case 'write-ahead': // never left by a file kind that does not fold its log back (directory-file.ts)
      throw new StoreError('damaged', { path, part: 'pages' });
    default:
      throw new StoreError(verdict.kind, { path });
  }
}

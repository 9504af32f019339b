/**
 * Files read and written so that nothing is ever blocked on or destroyed:
 *
 * - a file is opened for reading without waiting (O_NONBLOCK) and refused at once unless it is
 *   an ordinary file: opening a FIFO for reading would wait forever for a writer, and a device
 *   is not a tournament nor a players file;
 * - a document (PDF, CSV, HTML, JSON) is written under a temporary name in its folder, flushed
 *   to the disk and renamed over its target, so a full disk or a crash never leaves half a
 *   document under its name; it never replaces a Sclassic file (a tournament, a backup, the
 *   directory, or any name in .sclassic), an existing read-only file, a folder or a device;
 * - a new file (a tournament, a copy, a backup) is published under its name only if that name
 *   is free, in one step (a hard link, which fails when the name exists): of two processes
 *   creating the same file, the second is refused instead of replacing the first one's.
 */
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { heldHere } from './held-files.ts';
import { diskProblem, StoreError, systemDetail } from './store-error.ts';

/** Absent on Windows, where opening never waits on a pipe the way POSIX does. */
const NONBLOCK = constants.O_NONBLOCK ?? 0;

const codeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

/**
 * The store's reason for a failure of the system on `path`, the system's code kept when it has
 * no other. `inFolder`: the failure was to add or rename a name in the folder (a permission
 * refused there is the folder's).
 */
function failure(error: unknown, path: string, writing: boolean, inFolder = false): StoreError {
  const code = codeOf(error);
  if (inFolder && (code === 'EACCES' || code === 'EPERM')) return new StoreError('folder-read-only', { path }, error);
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return new StoreError(writing ? 'missing-folder' : 'missing', { path }, error);
  if (code === 'EISDIR') return new StoreError('not-a-file', { path }, error);
  if (code === 'ENAMETOOLONG') return new StoreError('name-too-long', { path }, error);
  return (
    diskProblem(error, path, writing) ??
    new StoreError('unwritable', { path, detail: code || systemDetail(error) }, error)
  );
}

/**
 * Opens `path` for reading, refusing at once what is not an ordinary file: a folder
 * (`not-a-file`), a FIFO, a device or a socket (`special-file`), followed through symbolic links.
 */
export function openOrdinaryFile(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NONBLOCK);
  } catch (error) {
    throw failure(error, path, false);
  }
  const stat = fstatSync(fd);
  if (!stat.isFile()) {
    closeSync(fd);
    throw new StoreError(stat.isDirectory() ? 'not-a-file' : 'special-file', { path });
  }
  return fd;
}

/** The first `length` bytes of an ordinary file (fewer when it is shorter). */
export function readHead(path: string, length: number): Buffer {
  const fd = openOrdinaryFile(path);
  try {
    const head = Buffer.alloc(length);
    const read = readSync(fd, head, 0, length, 0);
    return head.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/**
 * An ordinary file's bytes, up to `limit` and one more (so a caller can tell a file over its
 * limit without reading all of a huge one).
 */
export function readOrdinaryFile(path: string, limit: number): Buffer<ArrayBuffer> {
  const fd = openOrdinaryFile(path);
  try {
    const size = Math.min(fstatSync(fd).size, limit + 1);
    const bytes = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return bytes.subarray(0, read);
  } catch (error) {
    throw failure(error, path, false);
  } finally {
    closeSync(fd);
  }
}

/** What a path names, symbolic links followed. */
export function pathKind(path: string): 'file' | 'folder' | 'special' | 'missing' {
  try {
    const stat = statSync(path);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'special';
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    throw failure(error, path, false);
  }
}

/** Whether a name is taken, even by a symbolic link that points nowhere. */
export function nameTaken(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A temporary name beside `path`, its own to this process and this call; short, so that a long
 * final name is refused for its own length, not for its temporary's.
 */
export function temporaryBeside(path: string, what: string): string {
  const stem = basename(path).slice(0, 40);
  return join(dirname(path), `.${stem}.${what}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/** The temporaries of `temporaryBeside`: `.NAME.WHAT-PID-RANDOM`, and SQLite's journal or log of one. */
const TEMPORARY = /^\..*\.(?:creating|copying|partial)-\d+-[0-9a-f]{8}(?:-journal|-wal)?$/;

/**
 * How long a temporary file must have gone unwritten before it is taken for a leftover. Creating
 * a tournament, copying one or writing a document takes seconds: a temporary untouched for this
 * long belongs to no work still going on, whichever process or machine (a shared folder) began it.
 */
export const LEFTOVER_AGE_MS = 10 * 60_000;

/**
 * Removes the temporaries that an interrupted creation, copy or document (a process killed, a
 * machine switched off) left in `folder`, once untouched for `LEFTOVER_AGE_MS` — never one a
 * process is writing now. Tidying only: a temporary that cannot be removed is left, silently.
 */
export function removeLeftovers(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => TEMPORARY.test(name));
  } catch {
    return;
  }
  const before = Date.now() - LEFTOVER_AGE_MS;
  for (const name of names) {
    const path = join(folder, name);
    try {
      const stat = lstatSync(path);
      if (stat.isFile() && stat.mtimeMs < before) rmSync(path);
    } catch {
      // Gone already, or not ours to remove: nothing to tidy.
    }
  }
}

/** File systems without hard links (FAT32, some network shares) answer a link with one of these. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK', 'EINVAL']);

/**
 * Puts the finished file `temporary` under `path` only if no file has that name, in one step: a
 * hard link fails when the name exists, where a rename would replace what is there. Where the
 * file system has no hard links, the name is first claimed by creating it exclusively (O_EXCL),
 * then the finished file renamed over the claim. `temporary` is gone afterwards, either way.
 */
export function publishExclusively(temporary: string, path: string): void {
  try {
    linkSync(temporary, path);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EEXIST') {
      rmSync(temporary, { force: true });
      throw new StoreError('exists', { path }, error);
    }
    if (!NO_HARD_LINKS.has(code)) {
      rmSync(temporary, { force: true });
      throw failure(error, path, true, true);
    }
    claimThenRename(temporary, path);
    return;
  }
  rmSync(temporary, { force: true });
}

function claimThenRename(temporary: string, path: string): void {
  try {
    closeSync(openSync(path, 'wx'));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw codeOf(error) === 'EEXIST' ? new StoreError('exists', { path }, error) : failure(error, path, true, true);
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    rmSync(path, { force: true });
    throw failure(error, path, true, true);
  }
}

/** Writes all of `bytes` to a new file `path` (which must not exist) and flushes it to the disk. */
function writeNewFile(path: string, bytes: Uint8Array): void {
  const fd = openSync(path, 'wx');
  try {
    let written = 0;
    while (written < bytes.byteLength) written += writeSync(fd, bytes, written, bytes.byteLength - written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** 'SCLS' (a tournament and its backups) and 'SCLD' (the directory of players), at offset 68 of the header. */
const SCLASSIC_STAMPS = new Set([0x53434c53, 0x53434c44]);
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** Whether these first bytes are a Sclassic file's (a tournament, a backup, the directory). */
function isSclassicHeader(head: Buffer): boolean {
  return head.length >= 72 && head.subarray(0, 16).equals(SQLITE_MAGIC) && SCLASSIC_STAMPS.has(head.readUInt32BE(68));
}

/** Where writing `path` really lands: a symbolic link is followed to the file it names. */
function landingPlace(path: string): string {
  try {
    if (lstatSync(path).isSymbolicLink()) return resolve(dirname(path), readlinkSync(path));
  } catch {
    // No such name yet: it is where the document goes.
  }
  return path;
}

/**
 * Refuses, before a byte is written, a target a document must never replace: a Sclassic file
 * or name, a folder, a device or a pipe, an existing read-only file, or a folder that is missing.
 * A symbolic link is judged by the file it points to.
 */
export function checkDocumentTarget(path: string): void {
  const target = landingPlace(path);
  if (extname(target).toLowerCase() === '.sclassic') throw new StoreError('sclassic-file', { path: target });
  const kind = pathKind(target);
  if (kind === 'folder') throw new StoreError('not-a-file', { path: target });
  if (kind === 'special') throw new StoreError('special-file', { path: target });
  if (kind === 'missing') {
    if (pathKind(dirname(target)) !== 'folder') throw new StoreError('missing-folder', { path: target });
    return;
  }
  // A tournament this process holds is not read to be recognised: that would unlock it (held-files.ts).
  if (heldHere(target) || isSclassicHeader(readHead(target, 100)))
    throw new StoreError('sclassic-file', { path: target });
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    throw new StoreError('read-only', { path: target }, error);
  }
}

/**
 * Writes a document (a PDF, a CSV, an HTML page, a JSON document) at `path`, replacing an earlier
 * document of that name but never a Sclassic file: see the module's comment.
 */
export function writeDocument(path: string, content: Uint8Array | string): void {
  const target = landingPlace(path);
  checkDocumentTarget(target);
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const temporary = temporaryBeside(target, 'partial');
  try {
    writeNewFile(temporary, bytes);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw failure(error, target, true, true);
  }
}

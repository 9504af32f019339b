/**
 * Why the store refused a file or an operation, as data; each surface says it in its language
 * (the contract's `FileProblem`, worded by the catalogues).
 */
import { fr } from '../contract/i18n/refusals-fr.ts';
import type { DamagedPart, FileProblem } from '../contract/refusals.ts';

export type StoreErrorCode = FileProblem['reason'];

/** What a code's parameters may hold (the path, and the numbers or names its words need; null: looked for, none). */
export type StoreErrorParams = Record<string, string | number | null>;

/** A damaged file's latest backup, when it was looked for (see backups.ts). */
const backupOf = (p: StoreErrorParams) =>
  p.backup === undefined ? {} : { backup: p.backup === null ? null : String(p.backup) };

/** The problem a code and its parameters describe, as the contract carries it to every surface. */
function problemOf(code: StoreErrorCode, p: StoreErrorParams): FileProblem {
  switch (code) {
    case 'truncated':
      return { reason: 'truncated', actual: Number(p.actual), expected: Number(p.expected) };
    case 'newer-version':
      return { reason: 'newer-version', version: Number(p.version), supported: Number(p.supported) };
    case 'unwritable':
    case 'io-error':
      return { reason: code, detail: String(p.detail ?? '') };
    case 'corrupt':
      return { reason: code, detail: String(p.detail ?? ''), ...backupOf(p) };
    case 'damaged':
      return {
        reason: 'damaged',
        part: String(p.part ?? 'content') as DamagedPart,
        ...(p.table === undefined ? {} : { table: String(p.table) }),
        ...(p.round === undefined ? {} : { round: Number(p.round) }),
        ...(p.tableNumber === undefined ? {} : { tableNumber: Number(p.tableNumber) }),
        ...(p.version === undefined ? {} : { version: Number(p.version) }),
        ...backupOf(p),
      };
    case 'opened-read-only':
      return {
        reason: code,
        cause: p.cause === 'folder' ? 'folder' : 'file',
        ...(p.olderVersion === undefined ? {} : { olderVersion: Number(p.olderVersion) }),
      };
    default:
      return { reason: code };
  }
}

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly params: StoreErrorParams;
  /** The problem as the contract carries it to every surface. */
  readonly problem: FileProblem;
  constructor(code: StoreErrorCode, params: StoreErrorParams = {}, cause?: unknown) {
    const problem = problemOf(code, params);
    // The message is read where no catalogue is at hand (the round backup's warning): a short
    // clause in French, the language of the CLI and of the French UI; the surfaces word the
    // refusal itself from `problem`.
    super(fr.fileReason(problem), cause === undefined ? undefined : { cause });
    this.name = 'StoreError';
    this.code = code;
    this.params = params;
    this.problem = problem;
  }

  /** The file this is about. */
  get path(): string {
    return String(this.params.path ?? '');
  }
}

/** An errno of Node's file functions, or a result code of SQLite's (better-sqlite3's `code`). */
const codeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

const firstLine = (text: string) => text.split('\n')[0] ?? text;

/**
 * A failure of the disk or of the operating system while reading or writing `path`, as the
 * store's reason: a full disk, a read-only file or folder, a file the user may not read, a file
 * that is not an ordinary one. `writing` tells a refused write from a refused read. Null when the
 * error is none of these (a fault of the program, left to be said as such).
 */
export function diskProblem(error: unknown, path: string, writing: boolean): StoreError | null {
  if (error instanceof StoreError) return error;
  const code = codeOf(error);
  const detail = firstLine(error instanceof Error ? error.message : String(error));
  const as = (reason: StoreErrorCode, params: StoreErrorParams = {}) =>
    new StoreError(reason, { path, ...params }, error);
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return as('disk-full');
  if (code.startsWith('SQLITE_READONLY_DIRECTORY')) return as('folder-read-only');
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return as('read-only');
  // SQLite cannot create the journal beside the file: the folder refuses it.
  if (code.startsWith('SQLITE_CANTOPEN')) return as(writing ? 'folder-read-only' : 'unreadable');
  if (code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_PERM') || code.startsWith('SQLITE_AUTH'))
    return as(writing ? 'read-only' : 'unreadable');
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return as('corrupt', { detail });
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return as('io-error', { detail: code });
  if (code === 'SQLITE_ERROR' && /^no such (table|column)/.test(detail)) {
    const table = /^no such (?:table|column): (\S+)/.exec(detail)?.[1] ?? '';
    return as('damaged', { part: 'schema', table });
  }
  return null;
}

/**
 * Why the store refused a file or an operation, as data: the contract's `FileProblem`, with the
 * parameters each reason needs, typed per reason. The store chooses no language: each surface
 * says the problem in its own (the catalogues' `file`, `fileReason`…); the Error's message is
 * for a log, in English.
 */
import type { FileProblem } from '../contract/refusals.ts';

export type StoreErrorCode = FileProblem['reason'];

/** What a reason's words need besides its code (nothing for most: the path says it all). */
export type ProblemDetails<C extends StoreErrorCode> = FileProblem extends infer P
  ? P extends { reason: infer R }
    ? C extends R
      ? Omit<P, 'reason'>
      : never
    : never
  : never;

/** The file a reason is about, and what its words need. */
export type StoreErrorParams<C extends StoreErrorCode> = { path: string } & ProblemDetails<C>;

export class StoreError<C extends StoreErrorCode = StoreErrorCode> extends Error {
  readonly code: C;
  /** The file this is about. */
  readonly path: string;
  /** The problem as the contract carries it to every surface. */
  readonly problem: FileProblem;
  constructor(code: C, params: StoreErrorParams<C>, cause?: unknown) {
    const { path, ...details } = params;
    const said = Object.keys(details).length === 0 ? '' : ` ${JSON.stringify(details)}`;
    super(`${code}: ${path}${said}`, cause === undefined ? undefined : { cause });
    this.name = 'StoreError';
    this.code = code;
    this.path = path;
    this.problem = { reason: code, ...details } as FileProblem;
  }

  /** The error of a problem already made (another's, with a detail added). */
  static of(path: string, problem: FileProblem, cause?: unknown): StoreError {
    const { reason, ...details } = problem;
    return new StoreError(reason, { path, ...details } as StoreErrorParams<typeof reason>, cause);
  }
}

/** An errno of Node's file functions, or a result code of SQLite's (better-sqlite3's `code`). */
const codeOf = (error: unknown): string => String((error as { code?: unknown } | null)?.code ?? '');

/** What the system said of a failure, for the record: the first line of its message. */
export function systemDetail(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/**
 * A failure of the disk or of the operating system while reading or writing `path`, as the
 * store's reason: a full disk, a read-only file or folder, a file the user may not read, a file
 * that is not an ordinary one. `writing` tells a refused write from a refused read. Null when the
 * error is none of these (a fault of the program, left to be said as such).
 */
export function diskProblem(error: unknown, path: string, writing: boolean): StoreError | null {
  if (error instanceof StoreError) return error;
  const code = codeOf(error);
  const detail = systemDetail(error);
  const at = { path };
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG')
    return new StoreError('disk-full', at, error);
  if (code.startsWith('SQLITE_READONLY_DIRECTORY')) return new StoreError('folder-read-only', at, error);
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return new StoreError('read-only', at, error);
  // SQLite cannot create the journal beside the file: the folder refuses it.
  if (code.startsWith('SQLITE_CANTOPEN')) return new StoreError(writing ? 'folder-read-only' : 'unreadable', at, error);
  if (code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_PERM') || code.startsWith('SQLITE_AUTH'))
    return new StoreError(writing ? 'read-only' : 'unreadable', at, error);
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
    return new StoreError('corrupt', { path, detail }, error);
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO')
    return new StoreError('io-error', { path, detail: code }, error);
  if (code === 'SQLITE_ERROR' && /^no such (table|column)/.test(detail)) {
    const table = /^no such (?:table|column): (\S+)/.exec(detail)?.[1] ?? '';
    return new StoreError('damaged', { path, part: 'schema', table }, error);
  }
  return null;
}

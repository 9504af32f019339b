/** Any exception as the refusal a person reads: the service's own, the file's or the engine's reasons, or a fault of the program. */
import { DocumentError, type Problem } from '../../../src-engine/index.ts';
import type { DocumentIssue, FileProblem } from '../../contract/refusals.ts';
import { type Refusal, Refused, refusal } from '../../contract/refusals.ts';
import { diskProblem, StoreError } from '../../store/store-error.ts';

/** The engine's problems with a document, as the contract's issues. */
export const documentIssues = (problems: readonly Problem[]): DocumentIssue[] =>
  problems.map(({ path, code, params }) => ({ path, problem: { code, params } }) as DocumentIssue);

/** The file a command worked on, to name it when the disk or SQLite fails under it. */
export interface CommandFile {
  path: string;
  /** The directory of players, whose refusals have their own words. */
  directory: boolean;
}

/** A file's problem with its paths and the system's words as `shown` lets them be seen. */
export function problemShown(problem: FileProblem, shown: (text: string) => string): FileProblem {
  const told = { ...problem };
  if ('detail' in told) told.detail = shown(told.detail);
  if ('backup' in told && typeof told.backup === 'string') told.backup = shown(told.backup);
  return told;
}

/**
 * `shown`: what the hand that sent the command may see of the disk (context.ts, `shownTo`); the
 * director's windows everything.
 */
export function refusalOf(
  error: unknown,
  file: CommandFile | null = null,
  shown: (text: string) => string = (text) => text,
): Refusal {
  if (error instanceof Refused) return error.refusal;
  // A full disk, a read-only file or folder, a table another program dropped: said as such.
  const problem = error instanceof StoreError || file === null ? error : (diskProblem(error, file.path, true) ?? error);
  if (problem instanceof StoreError) {
    const params = { path: shown(problem.path), problem: problemShown(problem.problem, shown) };
    return file?.directory && !(error instanceof StoreError)
      ? refusal('directory-unusable', params)
      : refusal('file-refused', params);
  }
  if (error instanceof DocumentError) return refusal('invalid-document', { issues: documentIssues(error.problems) });
  const detail = error instanceof Error ? error.message : String(error);
  return refusal('internal', { detail: shown(detail.split('\n')[0] ?? detail) });
}

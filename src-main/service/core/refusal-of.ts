/** Any exception as the refusal a person reads: the service's own, the file's or the engine's reasons, or a fault of the program. */
import { DocumentError, type Problem } from '../../../src-engine/index.ts';
import type { DocumentIssue } from '../../contract/refusals.ts';
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

export function refusalOf(error: unknown, file: CommandFile | null = null): Refusal {
  if (error instanceof Refused) return error.refusal;
  // A full disk, a read-only file or folder, a table another program dropped: said as such.
  const problem = error instanceof StoreError || file === null ? error : (diskProblem(error, file.path, true) ?? error);
  if (problem instanceof StoreError) {
    return file?.directory && !(error instanceof StoreError)
      ? refusal('directory-unusable', { path: problem.path, problem: problem.problem })
      : refusal('file-refused', { path: problem.path, problem: problem.problem });
  }
  if (error instanceof DocumentError) return refusal('invalid-document', { issues: documentIssues(error.problems) });
  const detail = error instanceof Error ? error.message : String(error);
  return refusal('internal', { detail: detail.split('\n')[0] ?? detail });
}

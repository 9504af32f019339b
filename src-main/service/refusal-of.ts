/** Any exception as the refusal a person reads: the service's own, the file's or the engine's reasons, or a fault of the program. */
import { DocumentError, type Problem } from '../../src-engine/index.ts';
import type { DocumentIssue } from '../contract/refusals.ts';
import { type Refusal, Refused, refusal } from '../contract/refusals.ts';
import { StoreError } from '../store/store-error.ts';
import { fileProblemOf } from './file-problem.ts';

/** The engine's problems with a document, as the contract's issues. */
export const documentIssues = (problems: readonly Problem[]): DocumentIssue[] =>
  problems.map(({ path, code, params }) => ({ path, problem: { code, params } }) as DocumentIssue);

export function refusalOf(error: unknown): Refusal {
  if (error instanceof Refused) return error.refusal;
  if (error instanceof StoreError)
    return refusal('file-refused', { path: String(error.params.path ?? ''), problem: fileProblemOf(error) });
  if (error instanceof DocumentError) return refusal('invalid-document', { issues: documentIssues(error.problems) });
  const detail = error instanceof Error ? error.message : String(error);
  return refusal('internal', { detail: detail.split('\n')[0] ?? detail });
}

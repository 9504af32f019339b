/** The refusal a command is refused with; fails the test when the command is accepted. */
import { Refused } from '../../src-main/contract/refusals.ts';

export async function refusal(promise: Promise<unknown>): Promise<Refused> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('the command was accepted');
}

/** The refusal a command is refused with, or null when it is accepted: for counting what got through. */
export async function refusalOf(promise: Promise<unknown>): Promise<Refused | null> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  return null;
}

/** What a test expects of a tournament file refused for this reason of the store's. */
export const fileRefusal = (reason: string) => ({ refusal: { code: 'file-refused', params: { problem: { reason } } } });

/** What a test expects of the directory's file refused for this reason of the store's. */
export const directoryRefusal = (reason: string) => ({
  refusal: { code: 'directory-unusable', params: { problem: { reason } } },
});

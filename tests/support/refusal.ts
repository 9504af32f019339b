/** The ServiceError a command is refused with; fails the test when the command is accepted. */
import { ServiceError } from '../../src-main/service/service-error.ts';

export async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('the command was accepted');
}

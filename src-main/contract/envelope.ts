/**
 * The answer to every command on every transport (IPC, HTTP, in-process): its result, or the
 * refusal that says why nothing was done.
 */
import { type Locale, refusalMessage } from './i18n/messages.ts';
import { type Refusal, Refused } from './refusals.ts';

export type Envelope<T> = { result: T } | { refusal: Refusal };

/**
 * The result an envelope carries, for a surface that calls commands as functions (the UI's API,
 * the CLI, the service's own typed object): a refusal is thrown as `Refused`, its words in the
 * reader's language.
 */
export function resultOf<T>(answer: Envelope<T>, locale: Locale = 'fr'): T {
  if ('refusal' in answer) throw new Refused(answer.refusal, refusalMessage(answer.refusal, locale));
  return answer.result;
}

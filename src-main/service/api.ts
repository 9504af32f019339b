/**
 * The one API: every command of the service, its input checked against its schema, every
 * refusal turned into a ServiceError with a French message. The CLI calls it directly; the
 * Electron preload and the HTTP client of browser mode expose exactly this type.
 */
import { ZodError } from 'zod';
import { DocumentError } from '../../src-engine/index.ts';
import { problemFr } from '../i18n/problems-fr.ts';
import { storeErrorFr } from '../i18n/store-fr.ts';
import { StoreError } from '../store/store-error.ts';
import { formatPath } from './document-schema.ts';
import { type CommandName, type Input, inputs } from './schemas.ts';
import { ServiceError } from './service-error.ts';
import type { TournamentService } from './tournament-service.ts';

export type Outputs = { [K in CommandName]: Awaited<ReturnType<TournamentService[K]>> };

export type SclassicApi = { [K in CommandName]: (input: Input<K>) => Promise<Outputs[K]> };

import { COMMAND_NAMES } from './command-names.ts';

export { COMMAND_NAMES };

/** Any refusal as a ServiceError; anything else is a bug and goes on as it is. */
export function asServiceError(error: unknown): ServiceError | null {
  if (error instanceof ServiceError) return error;
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const field = first === undefined ? null : formatPath(first.path) || null;
    const message = error.issues.map((i) => `${formatPath(i.path) || 'entrée'} : ${i.message}`).join(' ; ');
    return new ServiceError('invalid-input', message, field);
  }
  if (error instanceof StoreError) return new ServiceError(error.code, storeErrorFr(error));
  if (error instanceof DocumentError)
    return new ServiceError('invalid-document', error.problems.map(problemFr).join(' ; '));
  return null;
}

export function createApi(service: TournamentService): SclassicApi {
  const api = {} as Record<CommandName, (input: unknown) => Promise<unknown>>;
  for (const name of COMMAND_NAMES) {
    api[name] = async (input: unknown) => {
      try {
        const parsed = inputs[name].parse(input ?? {});
        const method = service[name] as (this: TournamentService, input: unknown) => unknown;
        return await method.call(service, parsed);
      } catch (error) {
        throw asServiceError(error) ?? error;
      }
    };
  }
  return api as unknown as SclassicApi;
}

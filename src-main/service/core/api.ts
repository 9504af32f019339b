/**
 * The service as a typed object, for the surfaces in this process (the CLI, the tests): one
 * method per command, through `dispatch`, a refusal thrown as `Refused` with its French words.
 */
import type { CommandName, SclassicApi } from '../../contract/commands.ts';
import { type Locale, refusalMessage } from '../../contract/i18n/messages.ts';
import { Refused } from '../../contract/refusals.ts';
import type { Service } from './dispatch.ts';
import { registry } from './registry.ts';

export function apiOf(service: Service, locale: Locale = 'fr'): SclassicApi {
  const api: Partial<Record<CommandName, (input: unknown) => Promise<unknown>>> = {};
  for (const name of Object.keys(registry) as CommandName[]) {
    api[name] = async (input: unknown) => {
      const answer = await service.dispatch(name, input);
      if ('refusal' in answer) throw new Refused(answer.refusal, refusalMessage(answer.refusal, locale));
      return answer.result;
    };
  }
  return api as SclassicApi;
}

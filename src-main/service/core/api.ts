/**
 * The service as a typed object, for the surfaces in this process (the CLI, the tests): one
 * method per command, through `dispatch` under one hand (the director's by default), a refusal
 * thrown as `Refused` with its French words.
 */
import type { CommandName, SclassicApi } from '../../contract/commands.ts';
import { resultOf } from '../../contract/envelope.ts';
import type { Locale } from '../../contract/i18n/messages.ts';
import { DIRECTOR, type Hand } from '../../contract/roles.ts';
import type { Service } from './dispatch.ts';
import { registry } from './registry.ts';

export function apiOf(service: Service, locale: Locale = 'fr', hand: Hand = DIRECTOR): SclassicApi {
  const api: Partial<Record<CommandName, (input: unknown) => Promise<unknown>>> = {};
  for (const name of Object.keys(registry) as CommandName[]) {
    api[name] = async (input: unknown) => resultOf(await service.dispatch(name, input, hand), locale);
  }
  return api as SclassicApi;
}

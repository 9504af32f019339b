/**
 * The UI's only way to the service: the typed API object over the contract's one command path,
 * by HTTP in browser mode or by the preload's bridge in the desktop app. A refusal arrives as the
 * contract's `Refused`, its words in the UI's language, with the field it concerns, so the screen
 * can show it next to that field.
 */
import type { CommandName, SclassicApi, SclassicBridge } from '../../src-main/contract/commands.ts';
import { type Envelope, resultOf } from '../../src-main/contract/envelope.ts';
import type { Locale } from '../../src-main/contract/i18n/messages.ts';
import { type Refusal, Refused, refusal } from '../../src-main/contract/refusals.ts';
import { fromWire, toWire } from '../../src-main/contract/wire.ts';

export { Refused as ApiError };

type Dispatch = (command: string, input: unknown) => Promise<Envelope<unknown>>;

/**
 * Told of every refusal as it arrives, whichever screen sent the command: what concerns the
 * whole page (this station put out by the director) is seen once here, not by each screen.
 */
export type RefusalWatch = (refused: Refusal) => void;

/** One method per command, made on first use: the client needs no list of the commands. */
function typedApi(dispatch: Dispatch, locale: () => Locale, watch?: RefusalWatch): SclassicApi {
  const methods: Record<string, (input: unknown) => Promise<unknown>> = {};
  const method = (command: string) => {
    methods[command] ??= async (input: unknown) => {
      const answer = await dispatch(command, input ?? {});
      if ('refusal' in answer) watch?.(answer.refusal);
      return resultOf(answer, locale());
    };
    return methods[command];
  };
  return new Proxy(methods as unknown as SclassicApi, {
    get: (_target, command) => (typeof command === 'string' ? method(command) : undefined),
    getOwnPropertyDescriptor: (target, command) => {
      if (typeof command === 'string') method(command);
      return Reflect.getOwnPropertyDescriptor(target, command);
    },
  });
}

/** The API over HTTP; `base` is the page's own address, secret included (http://127.0.0.1:PORT/TOKEN/). */
export function httpApi(
  base: string,
  fetchImpl: typeof fetch = fetch,
  locale: () => Locale = () => 'fr',
  watch?: RefusalWatch,
): SclassicApi {
  const dispatch: Dispatch = async (command, input) => {
    let text: string;
    try {
      const response = await fetchImpl(new URL(`api/${command}`, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: toWire(input),
      });
      text = await response.text();
    } catch {
      // The service stopped, or the network between: nothing was sent or nothing came back.
      return { refusal: refusal('connection-lost', {}) };
    }
    try {
      return fromWire(text) as Envelope<unknown>;
    } catch {
      return { refusal: refusal('unreadable-request', {}) };
    }
  };
  return typedApi(dispatch, locale, watch);
}

/** The API in the desktop app: the preload's bridge, its envelopes turned back into results and refusals. */
export function bridgeApi(
  bridge: SclassicBridge,
  locale: () => Locale = () => 'fr',
  watch?: RefusalWatch,
): SclassicApi {
  return typedApi((command, input) => bridge.dispatch(command as CommandName, input as never), locale, watch);
}

/**
 * The UI's only way to the service: the typed API object, over HTTP in browser mode (the
 * Electron preload exposes the same type). A refusal arrives as an ApiError with the field it
 * concerns, so the screen can show the French message next to it.
 */
import type { SclassicBridge } from '../../src-main/electron/bridge.ts';
import type { SclassicApi } from '../../src-main/service/api.ts';

export class ApiError extends Error {
  readonly code: string;
  readonly field: string | null;
  constructor(code: string, message: string, field: string | null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = field;
  }
}

/** Bytes travel as { "$bytes": base64 } both ways (see src-main/server/wire.ts). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function bytesOut(_key: string, value: unknown): unknown {
  return value instanceof Uint8Array ? { $bytes: toBase64(value) } : value;
}

function revive(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as Record<string, unknown>).$bytes === 'string') {
    const binary = atob((value as { $bytes: string }).$bytes);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  }
  return value;
}

/** The API over HTTP; `base` is the page's own address, secret included (http://127.0.0.1:PORT/TOKEN/). */
export function httpApi(base: string, fetchImpl: typeof fetch = fetch): SclassicApi {
  const call = async (command: string, input: unknown) => {
    const response = await fetchImpl(new URL(`api/${command}`, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input ?? {}, bytesOut),
    });
    const text = await response.text();
    let answer: { result?: unknown; error?: { code: string; message: string; field: string | null } };
    try {
      answer = JSON.parse(text, revive);
    } catch {
      throw new ApiError('transport', text || `Erreur ${response.status}`, null);
    }
    if (answer.error !== undefined) throw new ApiError(answer.error.code, answer.error.message, answer.error.field);
    return answer.result;
  };
  // One method per command, made on first use: the proxy needs no list of the commands.
  const methods: Record<string, (input: unknown) => Promise<unknown>> = {};
  const method = (command: string) => {
    methods[command] ??= (input: unknown) => call(command, input);
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

/** The API in the desktop app: the preload's bridge, its envelopes turned back into results and ApiErrors. */
export function bridgeApi(bridge: SclassicBridge): SclassicApi {
  const methods: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [command, send] of Object.entries(bridge)) {
    methods[command] = async (input: unknown) => {
      const answer = (await (send as (input: unknown) => Promise<unknown>)(input)) as
        | { result: unknown }
        | { error: { code: string; message: string; field: string | null } };
      if ('error' in answer) throw new ApiError(answer.error.code, answer.error.message, answer.error.field);
      return answer.result;
    };
  }
  return methods as unknown as SclassicApi;
}

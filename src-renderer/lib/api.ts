/**
 * The UI's only way to the service: the typed API object over the contract's one command path,
 * by the preload's bridge in the desktop app, over the command socket of browser mode, by HTTP on
 * an arbiters' station (and wherever the socket cannot be opened). A refusal arrives as the
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
  return typedApi(httpDispatch(base, fetchImpl), locale, watch);
}

/**
 * The API of a page served by Sclassic: over the command socket of the address it was served from
 * (command-socket.ts: one connection, a message per command), else a POST per command — an
 * arbiters' station's listener has no socket, and a page whose socket could not be opened the
 * first time talks HTTP from then on.
 */
export function pageApi(
  base: string,
  fetchImpl: typeof fetch = fetch,
  locale: () => Locale = () => 'fr',
  watch?: RefusalWatch,
  openSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
): SclassicApi {
  const overHttp = httpDispatch(base, fetchImpl);
  const url = new URL('api', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const channel = new CommandChannel(url.href, openSocket);
  return typedApi((command, input) => channel.dispatch(command, input, overHttp), locale, watch);
}

/** Past this many characters a command goes as a POST: a players file, a rating list. */
const LARGE_MESSAGE = 1 << 20;

/**
 * One connection to the command socket, opened at the first command and again after it closed:
 * each command sent with its number, each answer given to the command of its number. When the
 * connection closes, the commands still waiting are told the connection was lost, as a POST
 * whose answer never came is.
 */
class CommandChannel {
  #socket: WebSocket | null = null;
  #opening: Promise<WebSocket | null> | null = null;
  readonly #waiting = new Map<number, (answer: Envelope<unknown>) => void>();
  #next = 1;
  /**
   * Opened once at least: a later failure to open is the service out of reach (or restarting), not
   * a listener without socket; that command goes as a POST, and the next ones try the socket again.
   */
  #opened = false;
  /** Never opened: this listener has no socket, and the page talks HTTP. */
  #none = false;

  readonly #url: string;
  readonly #open: (url: string) => WebSocket;

  constructor(url: string, open: (url: string) => WebSocket) {
    this.#url = url;
    this.#open = open;
  }

  async dispatch(command: string, input: unknown, overHttp: HttpDispatch): Promise<Envelope<unknown>> {
    const body = toWire(input);
    // A file sent for import: a POST of its own, refused on its own if it is too large, rather than
    // a message that closes the connection under every command on its way (and holds them back).
    if (body.length > LARGE_MESSAGE) return overHttp(command, input, body);
    const socket = this.#none ? null : await this.#connected();
    // Closing already (its close not yet heard): as when the socket is gone.
    if (socket === null || socket.readyState !== socket.OPEN) return overHttp(command, input, body);
    const id = this.#next++;
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      socket.send(`{"id":${id},"command":${JSON.stringify(command)},"input":${body}}`);
    });
  }

  #connected(): Promise<WebSocket | null> {
    if (this.#socket !== null) return Promise.resolve(this.#socket);
    this.#opening ??= this.#connect().then((socket) => {
      this.#opening = null;
      return socket;
    });
    return this.#opening;
  }

  /** The socket opened; null when it could not be (and, never opened at all, HTTP from then on). */
  #connect(): Promise<WebSocket | null> {
    return new Promise((resolve) => {
      const closed = () => {
        if (!this.#opened) this.#none = true;
        resolve(null);
      };
      let socket: WebSocket;
      try {
        socket = this.#open(this.#url);
      } catch {
        // The browser would not open it (a policy, an address it refuses): as a socket refused.
        closed();
        return;
      }
      socket.onopen = () => {
        this.#socket = socket;
        this.#opened = true;
        resolve(socket);
      };
      socket.onmessage = (event: MessageEvent) => this.#answered(event.data);
      socket.onclose = () => {
        if (this.#socket !== socket) return closed();
        this.#socket = null;
        for (const answer of this.#waiting.values()) answer({ refusal: refusal('connection-lost', {}) });
        this.#waiting.clear();
      };
    });
  }

  /** An answer given to the command of its number; one that cannot be read back, as over HTTP. */
  #answered(data: unknown): void {
    const text = String(data);
    let id: unknown;
    try {
      id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    } catch {
      // Not an answer of this service: no command to give it to.
      return;
    }
    const waiting = typeof id === 'number' ? this.#waiting.get(id) : undefined;
    if (waiting === undefined) return;
    this.#waiting.delete(id as number);
    try {
      waiting((fromWire(text) as { answer: Envelope<unknown> }).answer);
    } catch {
      waiting({ refusal: refusal('unreadable-request', {}) });
    }
  }
}

/** A command as a POST: its input as the body (already on the wire when given). */
type HttpDispatch = (command: string, input: unknown, body?: string) => Promise<Envelope<unknown>>;

/** A command as a POST to `api/COMMAND` under `base`. */
function httpDispatch(base: string, fetchImpl: typeof fetch): HttpDispatch {
  return async (command, input, body = toWire(input)) => {
    let text: string;
    try {
      const response = await fetchImpl(new URL(`api/${command}`, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
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
}

/** The API in the desktop app: the preload's bridge, its envelopes turned back into results and refusals. */
export function bridgeApi(
  bridge: SclassicBridge,
  locale: () => Locale = () => 'fr',
  watch?: RefusalWatch,
): SclassicApi {
  return typedApi((command, input) => bridge.dispatch(command as CommandName, input as never), locale, watch);
}

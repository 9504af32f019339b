/**
 * The phones' event streams (server-sent events): each open page holds one, and hears the feed's
 * new version within the moment it is read. Bounded per address and in all; a comment every
 * 20 seconds keeps the Wi-Fi's idle connections open and finds the phones that left.
 */
import type { ServerResponse } from 'node:http';

export interface StreamLimits {
  /** Streams in all. */
  streams: number;
  /** Streams from one address (one phone, a few tabs). */
  streamsPerAddress: number;
}

const HEARTBEAT_MS = 20_000;

/** How long a phone waits before it connects again, after the stream dropped. */
const RETRY_MS = 3000;

export class EventStreams {
  readonly #limits: StreamLimits;
  readonly #open = new Map<ServerResponse, string>();
  readonly #perAddress = new Map<string, number>();
  readonly #heartbeat: ReturnType<typeof setInterval>;

  constructor(limits: StreamLimits) {
    this.#limits = limits;
    this.#heartbeat = setInterval(() => this.#send(': \n\n'), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** The phones following the pages now. */
  get count(): number {
    return this.#open.size;
  }

  /** Whether one more stream from `address` fits within the bounds. */
  admits(address: string): boolean {
    return (
      this.#open.size < this.#limits.streams && (this.#perAddress.get(address) ?? 0) < this.#limits.streamsPerAddress
    );
  }

  /** Opens a stream on `response`, telling it the version of now (a phone back from sleep reads again). */
  open(response: ServerResponse, address: string, version: string): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      // A proxy between must not hold the events back.
      'x-accel-buffering': 'no',
    });
    response.socket?.setNoDelay(true);
    response.socket?.setKeepAlive(true, HEARTBEAT_MS);
    response.write(`retry: ${RETRY_MS}\n${event(version)}`);
    this.#open.set(response, address);
    this.#perAddress.set(address, (this.#perAddress.get(address) ?? 0) + 1);
    response.once('close', () => this.#forget(response));
  }

  /** Tells every phone the new version. */
  announce(version: string): void {
    this.#send(event(version));
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const response of [...this.#open.keys()]) response.destroy();
  }

  #send(text: string): void {
    for (const response of this.#open.keys()) response.write(text);
  }

  #forget(response: ServerResponse): void {
    const address = this.#open.get(response);
    if (address === undefined) return;
    this.#open.delete(response);
    const left = (this.#perAddress.get(address) ?? 1) - 1;
    if (left === 0) this.#perAddress.delete(address);
    else this.#perAddress.set(address, left);
  }
}

const event = (version: string) => `event: version\ndata: ${version}\n\n`;

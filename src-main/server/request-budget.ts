/**
 * What one address on the venue's network may ask of a listener, shared by the live results' and
 * the arbiters' stations': requests as a token bucket per address (`burst` at once, then
 * `perSecond`), and connections per address and in all. A phone reloading in a loop, or a program
 * on the Wi-Fi trying codes, is slowed to what a person does, and the director's own commands
 * keep their pace.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Requests an address may make: `burst` at once, then `perSecond` (a fraction: one every few seconds). */
export interface Rate {
  perSecond: number;
  burst: number;
}

/** A token bucket per address. */
export class RequestBudget {
  readonly #rate: Rate;
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(rate: Rate) {
    this.#rate = rate;
  }

  /** Takes one request from `address`'s bucket: false when it is empty (the request is refused). */
  take(address: string): boolean {
    const bucket = this.#filled(address);
    if (bucket.tokens < 1) return false;
    bucket.tokens--;
    return true;
  }

  /** Whether `address` may make a request now, taking nothing (what is charged is decided after). */
  allows(address: string): boolean {
    return this.#filled(address).tokens >= 1;
  }

  #filled(address: string): { tokens: number; at: number } {
    const now = performance.now();
    const bucket = this.#buckets.get(address) ?? { tokens: this.#rate.burst, at: now };
    bucket.tokens = Math.min(this.#rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.#rate.perSecond);
    bucket.at = now;
    this.#buckets.set(address, bucket);
    return bucket;
  }

  /** Forgets the addresses whose bucket is full again, so the map does not grow with every phone seen. */
  sweep(): void {
    const now = performance.now();
    const refill = (this.#rate.burst / this.#rate.perSecond) * 1000;
    for (const [address, bucket] of this.#buckets) if (now - bucket.at > refill) this.#buckets.delete(address);
  }
}

/** Budgets swept every ten seconds while `server` listens. */
export function sweptWith(server: Server, budgets: readonly RequestBudget[]): void {
  const sweeper = setInterval(() => {
    for (const budget of budgets) budget.sweep();
  }, 10_000);
  sweeper.unref();
  server.once('close', () => clearInterval(sweeper));
}

export interface ConnectionLimits {
  /** Connections in all, and from one address. */
  connections: number;
  connectionsPerAddress: number;
}

/** Caps `server`'s connections: a socket over either bound is closed at once, before a byte is read. */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.connections;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const from = socket.remoteAddress ?? '';
    const count = (perAddress.get(from) ?? 0) + 1;
    if (count > limits.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    perAddress.set(from, count);
    socket.once('close', () => {
      const left = (perAddress.get(from) ?? 1) - 1;
      if (left === 0) perAddress.delete(from);
      else perAddress.set(from, left);
    });
  });
}

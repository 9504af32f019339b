/**
 * What the venue's two listeners — the live results, the arbiters' stations — have in common as
 * the director runs them: at most one of each running, started on an address of the machine
 * (the system's refusal to listen said as a refusal the surfaces word), stopped at any time, and
 * off by themselves when another tournament is opened or this one closed: the room never reaches
 * a file the director did not turn them on for (last year's, opened to look something up).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Refused, refusal } from '../contract/refusals.ts';
import { switchesFile } from '../service/core/command-facts.ts';
import type { Service } from '../service/core/dispatch.ts';

/** The system's refusal to listen, as a refusal the surfaces word. */
export function listenRefusal(error: unknown, address: string, port: number): Refused {
  const code = String((error as NodeJS.ErrnoException | null)?.code ?? '');
  if (code === 'EADDRINUSE') return new Refused(refusal('live-port-busy', { address, port }, 'port'));
  if (code === 'EACCES')
    return new Refused(refusal('live-cannot-listen', { address, port, cause: 'port-reserved', code }, 'port'));
  return new Refused(refusal('live-cannot-listen', { address, port, cause: 'system', code }, 'address'));
}

/** Where a listener listens, once it does. */
export interface Listening {
  /** The address a device opens: http://ADDRESS:PORT/ */
  url: string;
  address: string;
  port: number;
  /** ADDRESS:PORT as a browser names it in its Host header (an IPv6 address in brackets). */
  host: string;
}

/** Starts `server` on `where` (port 0: any free one); rejected with the system's error. */
export async function listenOn(server: Server, where: { address: string; port: number }): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const name = where.address.includes(':') ? `[${where.address}]` : where.address;
  return { url: `http://${name}:${port}/`, address: where.address, port, host: `${name}:${port}` };
}

/** Closes `server` and every connection it holds, long requests included. */
export const closeNow = (server: Server): Promise<void> =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** A listener running, and what goes with it (a feed, a roster), stopped before its connections close. */
export interface Running {
  server: { close(): Promise<void> };
  halt(): void;
}

export class VenueListener<R extends Running> {
  #running: R | null = null;

  constructor(service: Service) {
    service.onChange((command) => {
      if (switchesFile(command) && this.#running !== null) void this.stop();
    });
  }

  get running(): R | null {
    return this.#running;
  }

  /** Stops the one running, then runs what `open` starts on `where`. */
  async start(where: { address: string; port: number }, open: () => Promise<R>): Promise<R> {
    await this.stop();
    try {
      this.#running = await open();
    } catch (error) {
      throw listenRefusal(error, where.address, where.port);
    }
    return this.#running;
  }

  async stop(): Promise<void> {
    const was = this.#running;
    this.#running = null;
    was?.halt();
    await was?.server.close();
  }
}

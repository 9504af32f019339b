/**
 * The live results as the process owning the service runs them (browser mode, the desktop app):
 * off until the director turns them on, on one of the machine's addresses, and off again at any
 * time (venue-listener.ts: off too when another file is opened). Each time they are turned on, a
 * feed of the public view and a listener of their own.
 */
import { refusal } from '../../contract/refusals.ts';
import type { LiveAddress, LiveStatus } from '../../contract/views/live.ts';
import { qrImage } from '../../print/qr-code.ts';
import { isCommandName, reachesLive } from '../../service/core/command-facts.ts';
import type { Service } from '../../service/core/dispatch.ts';
import type { LiveHost } from '../../service/core/live-host.ts';
import { VenueListener } from '../venue-listener.ts';
import { LiveFeed, type LiveReach } from './live-feed.ts';
import { DEFAULT_LIMITS, type LiveLimits, type LiveServer, startLiveServer } from './live-server.ts';
import { machineAddresses } from './network.ts';

export interface LiveOptions {
  limits?: LiveLimits;
  /** The machine's addresses (tests give their own). */
  addresses?: () => LiveAddress[];
}

/**
 * The service as the live results reach it: the commands whose registry entry declares them
 * `live` (the public view), every other refused as unknown, whatever asks for it.
 */
export function liveReach(service: Service): LiveReach {
  return {
    onChange: (listener) => service.onChange(listener),
    dispatch: ((command: string, input: unknown) =>
      isCommandName(command) && reachesLive(command)
        ? service.dispatch(command, input)
        : Promise.resolve({ refusal: refusal('unknown-command', { command }) })) as Service['dispatch'],
  };
}

export function liveResults(service: Service, options: LiveOptions = {}): LiveHost {
  const addresses = options.addresses ?? machineAddresses;
  const live = new VenueListener<{ server: LiveServer; feed: LiveFeed; qr: string; halt(): void }>(service);

  const status = (): LiveStatus => {
    const running = live.running;
    return {
      on: running !== null,
      url: running?.server.url ?? null,
      address: running?.server.address ?? null,
      port: running?.server.port ?? null,
      phones: running?.server.phones ?? 0,
      qrImage: running?.qr ?? null,
      addresses: addresses(),
    };
  };

  async function stop(): Promise<LiveStatus> {
    await live.stop();
    return status();
  }

  return {
    status,
    async start(where) {
      await live.stop();
      const feed = new LiveFeed(liveReach(service));
      await feed.start();
      await live.start(where, async () => {
        try {
          const server = await startLiveServer(feed, where, options.limits ?? DEFAULT_LIMITS);
          return { server, feed, qr: qrImage(server.url), halt: () => feed.stop() };
        } catch (error) {
          feed.stop();
          throw error;
        }
      });
      return status();
    },
    stop,
    close: () => void stop(),
  };
}

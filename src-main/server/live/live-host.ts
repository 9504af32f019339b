/**
 * The live results as the process owning the service runs them (browser mode, the desktop app):
 * off until the director turns them on, on one of the machine's addresses, and off again at any
 * time. Each time they are turned on, a feed of the public view and a listener of their own.
 */
import { Refused, refusal } from '../../contract/refusals.ts';
import type { LiveAddress, LiveStatus } from '../../contract/views/live.ts';
import { qrImage } from '../../print/qr-code.ts';
import { isCommandName, reachesLive, switchesFile } from '../../service/core/command-facts.ts';
import type { Service } from '../../service/core/dispatch.ts';
import type { LiveHost } from '../../service/core/live-host.ts';
import { LiveFeed, type LiveReach } from './live-feed.ts';
import { DEFAULT_LIMITS, type LiveLimits, type LiveServer, startLiveServer } from './live-server.ts';
import { machineAddresses } from './network.ts';

export interface LiveOptions {
  limits?: LiveLimits;
  /** The machine's addresses (tests give their own). */
  addresses?: () => LiveAddress[];
}

/** The system's refusal to listen, as a refusal the surfaces word. */
export function listenRefusal(error: unknown, address: string, port: number): Refused {
  const code = String((error as NodeJS.ErrnoException | null)?.code ?? '');
  if (code === 'EADDRINUSE') return new Refused(refusal('live-port-busy', { address, port }, 'port'));
  if (code === 'EACCES')
    return new Refused(refusal('live-cannot-listen', { address, port, cause: 'port-reserved', code }, 'port'));
  return new Refused(refusal('live-cannot-listen', { address, port, cause: 'system', code }, 'address'));
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
  let running: { server: LiveServer; feed: LiveFeed; qr: string } | null = null;
  // The room follows the tournament the director turned them on for: another file opened (last
  // year's, to look something up) is never published by itself. They go off; the director turns
  // them on again for the new one.
  service.onChange((command) => {
    if (switchesFile(command) && running !== null) void stop();
  });

  const status = (): LiveStatus => ({
    on: running !== null,
    url: running?.server.url ?? null,
    address: running?.server.address ?? null,
    port: running?.server.port ?? null,
    phones: running?.server.phones ?? 0,
    qrImage: running?.qr ?? null,
    addresses: addresses(),
  });

  async function stop(): Promise<LiveStatus> {
    const was = running;
    running = null;
    was?.feed.stop();
    await was?.server.close();
    return status();
  }

  return {
    status,
    async start({ address, port }) {
      await stop();
      const feed = new LiveFeed(liveReach(service));
      await feed.start();
      let server: LiveServer;
      try {
        server = await startLiveServer(feed, { address, port }, options.limits ?? DEFAULT_LIMITS);
      } catch (error) {
        feed.stop();
        throw listenRefusal(error, address, port);
      }
      running = { server, feed, qr: qrImage(server.url) };
      return status();
    },
    stop,
    close: () => void stop(),
  };
}

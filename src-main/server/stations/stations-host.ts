/**
 * The arbiters' stations as the process owning the service runs them (browser mode, the desktop
 * app): off until the director turns them on, on one of the machine's addresses, and off again at
 * any time. Each start has a new join code and a new roster (roster.ts): the stations of an
 * earlier start, and the requests still waiting, are out and ask to join again. The director's
 * word on a device (admit, refuse, revoke) takes effect at once, for its next request.
 *
 * They go off when another tournament is opened, or this one closed: a station never writes into
 * a file the director opened to look something up.
 */
import type { LiveAddress } from '../../contract/views/live.ts';
import type { StationsStatus } from '../../contract/views/stations.ts';
import { qrImage } from '../../print/qr-code.ts';
import type { Service } from '../../service/core/dispatch.ts';
import type { StationsHost } from '../../service/core/stations-host.ts';
import { machineAddresses } from '../live/network.ts';
import { VenueListener } from '../venue-listener.ts';
import { newJoinCode, StationRoster } from './roster.ts';
import {
  DEFAULT_STATIONS_LIMITS,
  type StationsLimits,
  type StationsServer,
  startStationsServer,
} from './stations-server.ts';

export interface StationsOptions {
  /** The built UI's folder: what an admitted station is served, as browser mode serves it. */
  uiFolder: string;
  limits?: StationsLimits;
  /** The machine's addresses (tests give their own). */
  addresses?: () => LiveAddress[];
  /** When a request arrived and a station joined (tests fix it). */
  clock?: () => Date;
}

export function stationsHost(service: Service, options: StationsOptions): StationsHost {
  const addresses = options.addresses ?? machineAddresses;
  const limits = options.limits ?? DEFAULT_STATIONS_LIMITS;
  const clock = options.clock ?? (() => new Date());
  const stations = new VenueListener<{ server: StationsServer; roster: StationRoster; qr: string; halt(): void }>(
    service,
  );

  const status = (): StationsStatus => {
    const running = stations.running;
    return {
      on: running !== null,
      url: running?.server.url ?? null,
      address: running?.server.address ?? null,
      port: running?.server.port ?? null,
      code: running?.roster.code ?? null,
      qrImage: running?.qr ?? null,
      addresses: addresses(),
      requests: running?.roster.requests() ?? [],
      stations: running?.roster.stations() ?? [],
    };
  };

  /** The roster the director answers on; an empty one when the stations are off (every id is unknown). */
  const roster = () => stations.running?.roster ?? new StationRoster('', limits, clock);

  async function stop(): Promise<StationsStatus> {
    await stations.stop();
    return status();
  }

  return {
    status,
    async start(where) {
      await stations.start(where, async () => {
        const fresh = new StationRoster(newJoinCode(), limits, clock);
        const server = await startStationsServer({ service, roster: fresh, uiFolder: options.uiFolder }, where, limits);
        // Every token worthless at once when stopped, before the connections close: a request already read is refused too.
        return { server, roster: fresh, qr: qrImage(server.url), halt: () => fresh.clear() };
      });
      return status();
    },
    stop,
    admit(request, role) {
      roster().admit(request, role);
      return status();
    },
    refuse(request) {
      roster().refuse(request);
      return status();
    },
    revoke(station) {
      roster().revoke(station);
      return status();
    },
    close: () => void stop(),
  };
}

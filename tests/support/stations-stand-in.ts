/**
 * The arbiters' stations without their listener, for the screens' end-to-end test: a host the
 * service drives as it drives the real one (start, stop, admit, refuse, revoke are the director's
 * commands), whose devices asking to join the test puts in itself, and a browser-mode server on
 * 127.0.0.1 that sends every request with the hand of one station the host admitted — refused
 * `station-out` once the director has removed it, as the stations' listener refuses a device it no
 * longer admits. It listens on nothing of the venue's network.
 */
import { fileURLToPath } from 'node:url';
import { refusal } from '../../src-main/contract/refusals.ts';
import type { StationRole } from '../../src-main/contract/roles.ts';
import type { StationRequest, StationsStatus, StationView } from '../../src-main/contract/views/stations.ts';
import { qrImage } from '../../src-main/print/qr-code.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import type { Service } from '../../src-main/service/core/dispatch.ts';
import type { StationsHost } from '../../src-main/service/core/stations-host.ts';

const UI_FOLDER = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

/** The address the stand-in says it listens on: a venue's network, as the director's screen shows it. */
export const VENUE_ADDRESS = { name: 'wlan0', address: '192.168.1.20', internal: false };

export interface StandInHost extends StationsHost {
  /** A device asks to join under `name`, from `address`. */
  ask(name: string, address: string, at: string): void;
  /** Whether the station of this name is in (admitted, not removed, the stations on). */
  isIn(name: string): boolean;
}

export function standInHost(): StandInHost {
  let on: { url: string; code: string; address: string; port: number } | null = null;
  let requests: StationRequest[] = [];
  let stations: StationView[] = [];
  let next = 1;
  const status = (): StationsStatus => ({
    on: on !== null,
    url: on?.url ?? null,
    address: on?.address ?? null,
    port: on?.port ?? null,
    code: on?.code ?? null,
    qrImage: on === null ? null : qrImage(on.url),
    addresses: [VENUE_ADDRESS],
    requests,
    stations,
  });
  return {
    status,
    start: async ({ address, port }) => {
      const used = port === 0 ? 8081 : port;
      on = { url: `http://${address}:${used}/`, code: 'K7P2Q9', address, port: used };
      return status();
    },
    stop: async () => {
      on = null;
      requests = [];
      stations = [];
      return status();
    },
    admit: (id: string, role: StationRole) => {
      const request = requests.find((r) => r.id === id);
      if (request === undefined) return status();
      requests = requests.filter((r) => r !== request);
      stations = [
        ...stations,
        { id: `s${next++}`, name: request.name, role, address: request.address, joinedAt: request.at, lastSeen: null },
      ];
      return status();
    },
    refuse: (id: string) => {
      requests = requests.filter((r) => r.id !== id);
      return status();
    },
    revoke: (id: string) => {
      stations = stations.filter((s) => s.id !== id);
      return status();
    },
    close: () => {
      on = null;
    },
    ask: (name, address, at) => {
      requests = [...requests, { id: `r${next++}`, name, address, at }];
    },
    isIn: (name) => on !== null && stations.some((s) => s.name === name),
  };
}

/** The built UI served to one station, its requests sent with its hand while the host admits it. */
export function stationServer(service: Service, host: StandInHost, name: string): Promise<BrowserServer> {
  const asStation: Service = {
    dispatch: ((command: string, input: unknown) =>
      host.isIn(name)
        ? service.dispatch(command, input, { role: 'saisie', name })
        : Promise.resolve({ refusal: refusal('station-out', {}) })) as Service['dispatch'],
    get openFile() {
      return service.openFile;
    },
    onChange: (listener) => service.onChange(listener),
    close: () => {},
  };
  return startBrowserServer(asStation, UI_FOLDER);
}

/** The built UI served to the director's window, as browser mode serves it. */
export function directorServer(service: Service): Promise<BrowserServer> {
  return startBrowserServer(service, UI_FOLDER);
}

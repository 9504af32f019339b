/**
 * A tournament for the stations' tests: eight players, round 1 paired (table 1 entered), results
 * proposed from the tables allowed; the service runs the live results and the stations' hosts on
 * 127.0.0.1 (the one address they offer) with a stand-in UI folder; and devices as a browser on
 * the venue's Wi-Fi is one: a cookie jar, the listener's origin on every POST, or whatever a
 * hostile program sends instead.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { Envelope } from '../../src-main/contract/envelope.ts';
import { DIRECTOR, type Hand, type StationRole } from '../../src-main/contract/roles.ts';
import type { StationsStatus } from '../../src-main/contract/views/stations.ts';
import { fromWire, toWire } from '../../src-main/contract/wire.ts';
import { liveResults } from '../../src-main/server/live/live-host.ts';
import { DEFAULT_LIMITS, type LiveLimits } from '../../src-main/server/live/live-server.ts';
import { stationsHost } from '../../src-main/server/stations/stations-host.ts';
import { DEFAULT_STATIONS_LIMITS, type StationsLimits } from '../../src-main/server/stations/stations-server.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { folderSnapshot } from './command-walk.ts';
import { type RawAnswer, rawRequest } from './live-tournament.ts';
import { tableCodes } from './table-codes.ts';

export const STATION_PLAYERS = [
  'BERTIN Ana',
  'CLAES Marc',
  'DUBOIS Léa',
  'EVRARD Tom',
  'FABRE Zoé',
  'GILLES Paul',
  'HENRY Noé',
  '<i>IMBERT</i> Eva',
];

/** The stand-in UI: its page and one asset, as the built UI has them. */
export const UI_PAGE = '<!doctype html><title>Sclassic</title><p>interface';
export const UI_SCRIPT = 'console.log("interface")';

/** Bounds wide enough for a test's hundreds of requests from 127.0.0.1, unless a test says otherwise. */
export const ROOMY: Partial<StationsLimits> = {
  requests: { perSecond: 100_000, burst: 100_000 },
  joins: { perSecond: 100_000, burst: 100_000 },
  joinsInAll: { perSecond: 100_000, burst: 100_000 },
  proposals: { perSecond: 100_000, burst: 100_000 },
  sheetsInAll: { perSecond: 100_000, burst: 100_000 },
  connectionsPerAddress: 1000,
};

/** The live results with bounds as roomy, for the walk that sends them thousands of requests. */
const ROOMY_LIVE: LiveLimits = {
  ...DEFAULT_LIMITS,
  requestsPerSecond: 100_000,
  burst: 100_000,
  connectionsPerAddress: 1000,
};

export interface StationsTournament {
  service: Service;
  api: SclassicApi;
  folder: string;
  path: string;
  /** The stand-in UI's folder. */
  ui: string;
  /** Every command a listener asked of the service: which listener, the input, the hand's role and name. */
  dispatched: Array<{ by: 'live' | 'stations'; command: string; input: unknown; role: string; name: string | null }>;
  /**
   * Holds the stations' listener's next `command` once the listener let it through, before the
   * service takes it: as it waits for its turn behind a long command. `release` lets it go on and
   * resolves with the service's answer (the device's connection may be gone by then).
   */
  hold(command: string): { reached: Promise<void>; release(): Promise<Envelope<unknown>> };
  /** Turns the stations on, on 127.0.0.1 and any free port. */
  start(): Promise<StationsStatus>;
  /** Moves the clock of the service and of the stations to `iso`. */
  at(iso: string): void;
  /** The codes of the round's tables, by table number. */
  codes(round?: number): Map<number, string>;
  snapshot(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * `builtUi`: the built UI's folder, for a browser to run it (the end-to-end tests); by default a
 * stand-in of the tournament's folder.
 */
export async function stationsTournament(
  limits: Partial<StationsLimits> = ROOMY,
  format: { bestOfThree?: boolean } = {},
  builtUi?: string,
): Promise<StationsTournament> {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-stations-'));
  const path = join(folder, 'Open de Namur.sclassic');
  const ui = builtUi ?? join(folder, 'ui');
  if (builtUi === undefined) {
    mkdirSync(join(ui, 'assets'), { recursive: true });
    writeFileSync(join(ui, 'index.html'), UI_PAGE);
    writeFileSync(join(ui, 'assets', 'app.js'), UI_SCRIPT);
  }
  writeFileSync(join(folder, 'secret.txt'), 'hors de l’interface');
  const dispatched: StationsTournament['dispatched'] = [];
  const addresses = () => [{ name: 'lo', address: '127.0.0.1', internal: true }];
  let now = new Date('2026-12-22T14:00:00Z');
  const clock = () => now;
  const held = new Map<string, { reached: () => void; go: Promise<void>; answer: (a: Envelope<unknown>) => void }>();
  /** The service as a listener reaches it, each command it asks recorded (and held when a test says so). */
  const recorded = (self: Service, by: 'live' | 'stations'): Service => ({
    ...self,
    dispatch: (async (command: string, input: unknown, hand: Hand = DIRECTOR, holds?: () => boolean) => {
      dispatched.push({ by, command, input, role: hand.role, name: hand.name });
      const hold = by === 'stations' ? held.get(command) : undefined;
      if (hold === undefined) return self.dispatch(command, input, hand, holds);
      held.delete(command);
      hold.reached();
      await hold.go;
      const answer = await self.dispatch(command, input, hand, holds);
      hold.answer(answer);
      return answer;
    }) as Service['dispatch'],
  });
  const service = createService({
    clock,
    dataFolder: join(folder, 'données'),
    live: (self) => liveResults(recorded(self, 'live'), { addresses, limits: ROOMY_LIVE }),
    stations: (self) =>
      stationsHost(recorded(self, 'stations'), {
        uiFolder: ui,
        limits: { ...DEFAULT_STATIONS_LIMITS, ...limits },
        addresses,
        clock,
      }),
  });
  const api = apiOf(service);
  await api.createTournament({ path, name: 'Open de Namur', date: '2026-12-22', place: 'Namur', ...format });
  await api.importPlayers({ players: STATION_PLAYERS.map((name, i) => ({ name, rating: 1900 - 20 * i })) });
  await api.pairNextRound({});
  await api.recordResult({
    table: 1,
    games: format.bestOfThree
      ? [
          [410, 300],
          [405, 320],
        ]
      : [[410, 300]],
  });
  await api.updateSettings({ tableProposals: true });
  return {
    service,
    api,
    folder,
    path,
    ui,
    dispatched,
    hold(command) {
      const reached = Promise.withResolvers<void>();
      const go = Promise.withResolvers<void>();
      const answer = Promise.withResolvers<Envelope<unknown>>();
      held.set(command, { reached: reached.resolve, go: go.promise, answer: answer.resolve });
      return {
        reached: reached.promise,
        release: () => {
          go.resolve();
          return answer.promise;
        },
      };
    },
    start: () => api.startStations({ address: '127.0.0.1', port: 0 }),
    at: (iso) => {
      now = new Date(iso);
    },
    codes: (round) => tableCodes(service, round),
    snapshot: () => folderSnapshot(folder, service.openFile),
    close: async () => {
      await api.stopStations({});
      service.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Where a device sends a request from, and what it claims: by default, the listener's own page. */
export interface Sending {
  /** The Origin header; null sends none. By default the listener's own origin. */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** A browser on the venue's Wi-Fi: its cookies kept from one answer to the next. */
export class Device {
  readonly cookies = new Map<string, string>();
  readonly url: string;
  /** The loopback address it sends from: 127.0.0.2 stands for another device on the Wi-Fi. */
  readonly from: string | undefined;

  constructor(url: string, from?: string) {
    this.url = url;
    this.from = from;
  }

  get origin(): string {
    return new URL(this.url).origin;
  }

  /** The Cookie header it sends. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: string, path: string, body: string | undefined, sending: Sending & { type?: string } = {}) {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const origin = sending.origin === undefined ? this.origin : sending.origin;
    if (origin !== null && method === 'POST') headers.origin = origin;
    if (sending.type !== undefined) headers['content-type'] = sending.type;
    const answer = await rawRequest(this.url, {
      method,
      path,
      body,
      headers: { ...headers, ...sending.headers },
      ...(this.from === undefined ? {} : { localAddress: this.from }),
    });
    for (const cookie of setCookies(answer)) {
      const [pair] = cookie.split(';');
      const at = (pair as string).indexOf('=');
      this.cookies.set((pair as string).slice(0, at), (pair as string).slice(at + 1));
    }
    return answer;
  }

  get(path: string, sending: Sending = {}): Promise<RawAnswer> {
    return this.send('GET', path, undefined, sending);
  }

  /** A page's form sent. */
  postForm(path: string, fields: Record<string, string>, sending: Sending = {}): Promise<RawAnswer> {
    return this.send('POST', path, new URLSearchParams(fields).toString(), {
      type: 'application/x-www-form-urlencoded',
      ...sending,
    });
  }

  /** A command as the station's UI sends it: the answer's status and envelope. */
  async command(command: string, input: unknown, sending: Sending = {}) {
    const answer = await this.send('POST', `/api/${command}`, toWire(input), { type: 'application/json', ...sending });
    return { status: answer.status, envelope: fromWire(answer.body) as Record<string, unknown> };
  }
}

export const setCookies = (answer: RawAnswer): string[] => {
  const header = answer.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** A device that typed the code and a name: its request waits for the director. */
export async function asking(url: string, code: string, name: string): Promise<Device> {
  const device = new Device(url);
  const answer = await device.postForm('/rejoindre', { code, nom: name, langue: 'fr' });
  if (answer.status !== 303) throw new Error(`join refused: ${answer.status} ${answer.body}`);
  return device;
}

/** A device the director admitted under `role`. */
export async function admitted(
  api: SclassicApi,
  status: StationsStatus,
  name: string,
  role: StationRole = 'saisie',
): Promise<Device> {
  const device = await asking(status.url as string, status.code as string, name);
  const request = (await api.stationsStatus({})).requests.find((r) => r.name === name);
  await api.admitStation({ station: request?.id as string, role });
  return device;
}

/** The form's mark a phone's page carries. */
export const formMark = (page: string): string => /name="form" value="([^"]+)"/.exec(page)?.[1] as string;

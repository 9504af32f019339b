/**
 * A tournament for the live results' tests: thirteen players with licences, birth years and a
 * name that is HTML, series by rating, round 1 complete with a forfeit and an abandon, round 2
 * half entered; the service runs a live host on 127.0.0.1 only (the one address it offers), and
 * a raw HTTP client sends what a phone, or a hostile program, would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { LiveStatus } from '../../src-main/contract/views/live.ts';
import { liveResults } from '../../src-main/server/live/live-host.ts';
import { DEFAULT_LIMITS, type LiveLimits } from '../../src-main/server/live/live-server.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';

export const LIVE_NAMES = [
  'BERTIN Ana',
  'ŒUVRARD Léa',
  'ÇELIK Emre',
  'MÜLLER Jürgen',
  'WAŁĘSA Łukasz',
  'SØRENSEN Øystein',
  'YILDIZ Ayşe',
  'DUPONT Jean-Édouard',
  'N’DIAYE Awa',
  'STRAUß Jörg',
  'LEFÈVRE Zoé',
  'ÉLOI Noël',
  '<b>MARTIN</b> Paul',
];

/** What the public must never see: each player's licence and birth year (none of them a rating or a score). */
export const LICENCE = (i: number) => `LIC-${70_000 + i}`;
export const BIRTH_YEAR = (i: number) => 1931 + i;
export const RATING = (i: number) => 2107 - 37 * i;

export interface LiveTournament {
  service: Service;
  api: SclassicApi;
  folder: string;
  path: string;
  /** Turns the live results on, on 127.0.0.1 and any free port. */
  start(): Promise<LiveStatus>;
  close(): Promise<void>;
}

export async function liveTournament(limits: Partial<LiveLimits> = {}): Promise<LiveTournament> {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-live-'));
  const path = join(folder, 'Open de Courcelles.sclassic');
  const service = createService({
    clock: () => new Date('2026-12-22T14:00:00Z'),
    dataFolder: join(folder, 'données'),
    live: (self) =>
      liveResults(self, {
        limits: { ...DEFAULT_LIMITS, ...limits },
        addresses: () => [{ name: 'lo', address: '127.0.0.1', internal: true }],
      }),
  });
  const api = apiOf(service);
  await api.createTournament({
    path,
    name: 'Open de Courcelles',
    date: '2026-12-22',
    place: 'Courcelles',
    plannedRounds: 4,
    categories: {
      series: [
        { name: 'A', from: 1900 },
        { name: 'B', from: 1700 },
        { name: 'C', from: 0 },
      ],
    },
  });
  await api.importPlayers({
    players: LIVE_NAMES.map((name, i) => ({
      name,
      rating: RATING(i),
      club: ['Charleroi', 'Mons', 'Namur'][i % 3] as string,
      licence: LICENCE(i),
      birthYear: BIRTH_YEAR(i),
    })),
  });
  const first = await api.pairNextRound({});
  for (const m of first.matches) {
    if (m.b === null) continue;
    if (m.table === 2) await api.recordResult({ table: 2, forfeit: 'b' });
    else if (m.table === 3)
      await api.recordResult({ table: 3, games: [[210, 150]], abandon: { by: 'a', agreed: false } });
    else await api.recordResult({ table: m.table, games: [[400 + m.table * 7, 380 - m.table * 3]] });
  }
  const second = await api.pairNextRound({});
  for (const m of second.matches)
    if (m.b !== null && m.table <= 3) await api.recordResult({ table: m.table, games: [[420, 401]] });
  return {
    service,
    api,
    folder,
    path,
    start: () => api.startLive({ address: '127.0.0.1', port: 0 }),
    close: async () => {
      await api.stopLive({});
      service.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request as any program may send it: any method, headers and body. */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    path?: string;
    /** The loopback address it comes from (127.0.0.2 stands for another phone). */
    localAddress?: string;
  } = {},
): Promise<RawAnswer> {
  const target = new URL(options.path ?? '/', url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: options.path ?? `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: false,
        ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * What a WebSocket upgrade to `path` gets, with the headers a client chooses: 101 when a socket
 * opened (closed at once), the HTTP status it was answered with otherwise, 0 when the connection
 * was closed unanswered.
 */
export function upgradeStatus(url: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = request({
      host: target.hostname,
      port: target.port,
      path,
      agent: false,
      headers: {
        host: target.host,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** A phone's event stream: the versions it hears, and a wait for the next one. */
export interface PhoneStream {
  versions: string[];
  /** Resolves with the first version heard after `known` (or null if the stream closed first). */
  next(known: string): Promise<string | null>;
  close(): void;
}

export function openStream(url: string): Promise<PhoneStream> {
  return new Promise((resolve, reject) => {
    const versions: string[] = [];
    const waiting = new Set<() => void>();
    let closed = false;
    const req = request(
      new URL('/events', url),
      { agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream refused: ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            if (data !== undefined) versions.push(data);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiting) wake();
        });
        response.on('close', () => {
          closed = true;
          for (const wake of waiting) wake();
        });
        const stream: PhoneStream = {
          versions,
          next: (known) =>
            new Promise((done) => {
              const check = () => {
                const found = versions.find((v) => v !== known);
                if (found !== undefined || closed) {
                  waiting.delete(check);
                  done(found ?? null);
                }
              };
              waiting.add(check);
              check();
            }),
          close: () => req.destroy(),
        };
        resolve(stream);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

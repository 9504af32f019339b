/**
 * The arbiters' stations' listener on the venue's network: a server of its own, apart from the
 * director's and from the live results'. It answers:
 *
 *   GET  /  (/en/)          a device not admitted: the join form, or where its request stands;
 *                           an admitted station: the built UI (the same files browser mode serves)
 *   POST /rejoindre         a device asks to join (join-routes.ts)
 *   POST /api/COMMAND       an admitted station's command, under its hand (station-api.ts)
 *   GET, POST /t/CODE       a phone at a table: its match sheet, its proposal (table-routes.ts)
 *   GET  /poste-HASH.css    the pages' style
 *
 * and nothing else. Before any of it: the Host header must name this listener (a page elsewhere
 * cannot reach it by a name of its own, DNS rebinding), every POST must come from one of its own
 * pages (Origin, or Referer without it), and each address has a budget of requests (a stricter one
 * for joining and for proposing), a bound on its body, on its connections, and on the time its
 * request may take to arrive (request-time.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { refusal } from '../../contract/refusals.ts';
import type { Service } from '../../service/core/dispatch.ts';
import { answerClientErrors } from '../command-http.ts';
import { type ConnectionLimits, capConnections, type Rate, RequestBudget, sweptWith } from '../request-budget.ts';
import { type RequestTimes, requestTimeOptions } from '../request-time.ts';
import { uiAnswer } from '../ui-files.ts';
import { closeNow, listenOn } from '../venue-listener.ts';
import { redirect, sendEnvelope, sendPage, sendStyle, sendText, sendUi } from './http.ts';
import { joinGet, joinPost } from './join-routes.ts';
import { notFoundPage, STATIONS_STYLE, STYLE_PATH } from './pages/frame.ts';
import { JOIN_ACTION } from './pages/join-pages.ts';
import { WORDS } from './pages/words.ts';
import type { RosterBounds, StationRoster } from './roster.ts';
import { admittedStation, stationCommand } from './station-api.ts';
import { SentNotes, sheetAddress, sheetGet, sheetPost } from './table-routes.ts';

export interface StationsLimits extends RequestTimes, ConnectionLimits, RosterBounds {
  /** Every request of one address. */
  requests: Rate;
  /** Wrong codes typed to join, per address and from every address together. */
  joins: Rate;
  joinsInAll: Rate;
  /** Proposals sent from one address. */
  proposals: Rate;
  /**
   * The match sheets' pages read and sent from every address together: each asks the service, so
   * a flood from many addresses slows the phones' pages, never the director's commands.
   */
  sheetsInAll: Rate;
  /** The largest body of a station's command (a result is a few hundred bytes) and of a form. */
  apiBody: number;
  formBody: number;
}

/** For a venue: a few stations, a phone or two per table. */
export const DEFAULT_STATIONS_LIMITS: StationsLimits = {
  connections: 400,
  connectionsPerAddress: 16,
  // A station's screen loads a dozen files and asks a few commands at once.
  requests: { perSecond: 20, burst: 60 },
  // A person mistypes a code a few times; a program trying codes gets one try every twenty seconds,
  // and programs at many addresses a few a second in all: days for a million codes, and a new code
  // at each start.
  joins: { perSecond: 1 / 20, burst: 5 },
  joinsInAll: { perSecond: 2, burst: 60 },
  proposals: { perSecond: 1 / 5, burst: 6 },
  // Two hundred tables' phones reading their page every few seconds.
  sheetsInAll: { perSecond: 200, burst: 400 },
  apiBody: 16_384,
  formBody: 2048,
  waiting: 32,
  waitingPerAddress: 3,
  headersMs: 10_000,
  requestMs: 15_000,
};

export interface StationsServer {
  url: string;
  address: string;
  port: number;
  close(): Promise<void>;
}

/** The longest address it answers: a sheet's code, a form's mark. */
const MAX_URL = 256;

/** A request refused before it is read: its status, its words, the refusal a station's screen says. */
interface Turned {
  status: number;
  words: string;
  code: 'station-out' | 'unreadable-request' | 'too-many-requests' | 'request-too-large';
  headers: Record<string, string>;
}

const turned = (status: number, words: string, code: Turned['code'], headers: Record<string, string>): Turned => ({
  status,
  words,
  code,
  headers,
});

export async function startStationsServer(
  context: { service: Service; roster: StationRoster; uiFolder: string },
  where: { address: string; port: number },
  limits: StationsLimits = DEFAULT_STATIONS_LIMITS,
): Promise<StationsServer> {
  const { service, roster } = context;
  const root = resolve(context.uiFolder);
  const requests = new RequestBudget(limits.requests);
  const joins = new RequestBudget(limits.joins);
  const joinsInAll = new RequestBudget(limits.joinsInAll);
  const proposals = new RequestBudget(limits.proposals);
  const sheetsInAll = new RequestBudget(limits.sheetsInAll);
  const notes = new SentNotes();
  /** Its own origin and Host, known once it listens. */
  let own = { origins: new Set<string>(), hosts: new Set<string>() };

  /** Whether a POST comes from one of the listener's own pages. */
  function fromOwnPage(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (origin !== undefined) return own.origins.has(origin);
    const referer = request.headers.referer;
    if (referer === undefined) return false;
    try {
      return own.origins.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }

  /**
   * Why a request is refused before anything is read of it, if it is: its status, its words for a
   * page, the refusal a station's screen says (a command's answer is always an envelope).
   */
  function refusalOf(request: IncomingMessage, path: string): Turned | null {
    const close = { connection: 'close' };
    if (!own.hosts.has(request.headers.host ?? '')) return turned(403, 'Hôte refusé.', 'station-out', close);
    if ((request.url ?? '').length > MAX_URL) return turned(414, 'Adresse trop longue.', 'unreadable-request', close);
    if (!requests.take(request.socket.remoteAddress ?? ''))
      return turned(429, 'Trop de requêtes.', 'too-many-requests', { 'retry-after': '1', ...close });
    const method = request.method ?? '';
    if (!['GET', 'HEAD', 'POST'].includes(method))
      return turned(405, 'Méthode refusée.', 'unreadable-request', { allow: 'GET, HEAD, POST', ...close });
    if (method !== 'POST') {
      const length = request.headers['content-length'];
      if ((length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined)
        return turned(413, 'Aucun corps de requête accepté.', 'request-too-large', close);
      return null;
    }
    // A page of another site (or a program claiming none) is no device of the room.
    if (!fromOwnPage(request)) return turned(403, 'Origine refusée.', 'station-out', close);
    const max = path.startsWith('/api/') ? limits.apiBody : limits.formBody;
    if (Number(request.headers['content-length'] ?? 0) > max)
      return turned(413, 'Requête trop longue.', 'request-too-large', close);
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = URL.parse(request.url ?? '/', 'http://stations.invalid');
    if (url === null) return sendText(response, 400, 'Adresse mal formée.', { connection: 'close' });
    const path = url.pathname;
    const refused = refusalOf(request, path);
    if (refused !== null)
      return path.startsWith('/api/')
        ? sendEnvelope(response, refused.status, { refusal: refusal(refused.code, {}) }, refused.headers)
        : sendText(response, refused.status, refused.words, refused.headers);
    const post = request.method === 'POST';

    if (path.startsWith('/api/')) {
      if (!post) return sendEnvelope(response, 405, { refusal: refusal('unreadable-request', {}) }, { allow: 'POST' });
      return stationCommand({ service, roster, maxBody: limits.apiBody }, request, response, path.slice(5));
    }
    const sheet = sheetAddress(path);
    if (sheet !== null) {
      const table = { service, proposals, sheetsInAll, maxBody: limits.formBody, notes, on: () => roster.on };
      return post
        ? sheetPost(table, sheet, request, response)
        : sheetGet(table, sheet, request, response, url.searchParams);
    }
    if (path === JOIN_ACTION) {
      if (!post) return redirect(response, '/');
      return joinPost({ roster, joins, joinsInAll, maxBody: limits.formBody }, request, response);
    }
    if (post) return sendText(response, 404, 'Rien ici.', { connection: 'close' });
    if (path === STYLE_PATH) return sendStyle(response, STATIONS_STYLE);
    const english = path === '/en' || path.startsWith('/en/');
    if (admittedStation(roster, request) !== null) {
      // The UI asks its commands relative to its own address: it is served at the root alone.
      if (english) return redirect(response, '/');
      const answer = await uiAnswer(root, path.slice(1));
      return sendUi(response, answer.status, answer.body, answer.type);
    }
    if (path === '/' || english) return joinGet(roster, request, response, english ? 'en' : 'fr');
    return sendPage(response, 404, notFoundPage(WORDS[english ? 'en' : 'fr']));
  }

  const server: Server = createServer(
    { maxHeaderSize: 8192, ...requestTimeOptions(limits), keepAliveTimeout: 5_000 },
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        console.error('sclassic : erreur du serveur des postes de saisie', error);
        if (!response.headersSent) sendText(response, 500, 'Erreur interne : réessayez.');
        else response.destroy();
      });
    },
  );
  server.maxHeadersCount = 64;
  answerClientErrors(server, limits);
  capConnections(server, limits);
  sweptWith(server, [requests, joins, joinsInAll, proposals, sheetsInAll]);

  const listening = await listenOn(server, where);
  const hosts = [listening.host];
  if (listening.port === 80) hosts.push(listening.host.replace(/:80$/, ''));
  if (where.address === '127.0.0.1') hosts.push(`localhost:${listening.port}`);
  own = { hosts: new Set(hosts), origins: new Set(hosts.map((h) => `http://${h}`)) };
  return { url: listening.url, address: listening.address, port: listening.port, close: () => closeNow(server) };
}

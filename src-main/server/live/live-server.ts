/**
 * The live results' listener: a server of its own, apart from the director's, for the players'
 * phones on the venue's network. It answers GET and HEAD for the public pages, their style and
 * script, and their event stream — nothing else: it holds no reference to the service's commands,
 * only to the feed of the public view, so no path, method or header reaches a command.
 *
 * Bounded, so a phone reloading in a loop cannot slow the director: connections and event
 * streams per address and in all, requests per address and second, no request body, a short
 * wait for a request's headers and for all of it (request-time.ts), so a phone that sends half a
 * request and then nothing holds its connection seconds, not minutes; a page is rendered once per version of the view and language,
 * then served from memory (gzip when the phone takes it), and answered 304 while its ETag holds.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { type ConnectionLimits, capConnections, RequestBudget, sweptWith } from '../request-budget.ts';
import { type RequestTimes, requestTimeOptions } from '../request-time.ts';
import { closeNow, listenOn } from '../venue-listener.ts';
import { EventStreams, type StreamLimits } from './event-streams.ts';
import type { LiveFeed } from './live-feed.ts';
import { notFoundPage, type PageAddress, pageAddress, pageKey, renderPage } from './live-pages.ts';
import { LIVE_SCRIPT } from './pages/client-script.ts';
import { LIVE_STYLE } from './pages/style.ts';

export interface LiveLimits extends StreamLimits, RequestTimes, ConnectionLimits {
  /** Requests one address may make a second, and in one burst. */
  requestsPerSecond: number;
  burst: number;
}

/** For a venue: a few hundred phones, each with a tab or two. */
export const DEFAULT_LIMITS: LiveLimits = {
  connections: 1000,
  connectionsPerAddress: 16,
  streams: 800,
  streamsPerAddress: 4,
  requestsPerSecond: 10,
  burst: 40,
  // A phone on a weak Wi-Fi sends a request of a few hundred bytes in well under a second.
  headersMs: 10_000,
  requestMs: 15_000,
};

export interface LiveServer {
  url: string;
  address: string;
  port: number;
  /** The phones following the pages now. */
  readonly phones: number;
  close(): Promise<void>;
}

/** The longest address a page has (a name typed included). */
const MAX_URL = 512;

/** The rules every answer carries: nothing but this listener's own files, no referrer, no sniffing. */
const SAFETY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/** One answer kept in memory: its bytes, gzipped too, and its ETag. */
interface Kept {
  status: number;
  type: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
  cache: string;
}

function keep(status: number, type: string, text: string, cache: string): Kept {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status, type, body, gzip: gzipSync(body), etag, cache };
}

const STYLE = keep(200, 'text/css; charset=utf-8', LIVE_STYLE, 'public, max-age=31536000, immutable');
const SCRIPT = keep(200, 'text/javascript; charset=utf-8', LIVE_SCRIPT, 'public, max-age=31536000, immutable');
/** Their content's hash in their address: a new version of Sclassic is a new address. */
const ASSETS = {
  style: `/live-${STYLE.etag.slice(1, 13)}.css`,
  script: `/live-${SCRIPT.etag.slice(1, 13)}.js`,
};

/** The most renderings kept per version (every page, a few hundred names typed). */
const KEPT_PAGES = 2000;

function answer(request: IncomingMessage, response: ServerResponse, kept: Kept): void {
  const headers: Record<string, string> = {
    ...SAFETY_HEADERS,
    'content-type': kept.type,
    'cache-control': kept.cache,
    etag: kept.etag,
    vary: 'accept-encoding',
  };
  if (kept.status === 200 && request.headers['if-none-match'] === kept.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? kept.gzip : kept.body;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  response.writeHead(kept.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function refuseRequest(response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  response.writeHead(status, { ...SAFETY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra });
  response.end(text);
}

export async function startLiveServer(
  feed: LiveFeed,
  where: { address: string; port: number },
  limits: LiveLimits = DEFAULT_LIMITS,
): Promise<LiveServer> {
  const streams = new EventStreams(limits);
  const budget = new RequestBudget({ perSecond: limits.requestsPerSecond, burst: limits.burst });
  let pages = new Map<string, Kept>();
  let pagesVersion = feed.version;

  feed.onVersion((version) => {
    pages = new Map();
    pagesVersion = version;
    streams.announce(version);
  });

  function pageFor(address: PageAddress): Kept {
    if (pagesVersion !== feed.version) {
      pages = new Map();
      pagesVersion = feed.version;
    }
    const key = pageKey(address);
    const found = pages.get(key);
    if (found !== undefined) return found;
    const context = { view: feed.view, version: feed.version, assets: ASSETS };
    const html = renderPage(address, context);
    const kept =
      html === null
        ? keep(404, 'text/html; charset=utf-8', notFoundPage(address, context), 'no-cache')
        : keep(200, 'text/html; charset=utf-8', html, 'no-cache');
    if (pages.size >= KEPT_PAGES) pages.delete(pages.keys().next().value as string);
    pages.set(key, kept);
    return kept;
  }

  /** Why a request is refused before anything is read for it, if it is: [status, words, headers]. */
  function refusalOf(request: IncomingMessage): [number, string, Record<string, string>] | null {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return [405, 'GET ou HEAD seulement.', { allow: 'GET, HEAD', connection: 'close' }];
    const length = request.headers['content-length'];
    if ((length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined)
      return [413, 'Aucun corps de requête accepté.', { connection: 'close' }];
    if ((request.url ?? '').length > MAX_URL) return [414, 'Adresse trop longue.', {}];
    if (!budget.take(request.socket.remoteAddress ?? '')) return [429, 'Trop de requêtes.', { 'retry-after': '1' }];
    return null;
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const refused = refusalOf(request);
    if (refused !== null) {
      refuseRequest(response, ...refused);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://live.invalid');
    if (url.pathname === '/events') {
      const from = request.socket.remoteAddress ?? '';
      if (request.method === 'GET' && streams.admits(from)) streams.open(response, from, feed.version);
      else refuseRequest(response, 503, 'Trop de téléphones connectés.', { 'retry-after': '30' });
    } else if (url.pathname === ASSETS.style) answer(request, response, STYLE);
    else if (url.pathname === ASSETS.script) answer(request, response, SCRIPT);
    else answer(request, response, pageFor(pageAddress(url)));
  }

  const server: Server = createServer(
    { maxHeaderSize: 8192, ...requestTimeOptions(limits), keepAliveTimeout: 5_000 },
    (request, response) => {
      try {
        handle(request, response);
      } catch {
        if (!response.headersSent) refuseRequest(response, 500, 'Erreur interne.');
        else response.destroy();
      }
    },
  );
  server.maxHeadersCount = 64;
  capConnections(server, limits);
  sweptWith(server, [budget]);

  const listening = await listenOn(server, where);
  return {
    url: listening.url,
    address: listening.address,
    port: listening.port,
    get phones() {
      return streams.count;
    },
    close: () => {
      streams.close();
      return closeNow(server);
    },
  };
}

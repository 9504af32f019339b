/**
 * Browser mode: the real service over HTTP on 127.0.0.1, and the built UI. Every request must
 * name this launch's secret in its path (`/TOKEN/…`, as notebook servers do) and carry a Host
 * header for this address, so no web page or other program on the machine can drive it.
 *
 *   POST /TOKEN/api/COMMAND   body: the command's input as JSON → 200 the answer, 400 a refusal
 *                             (200 for « no tournament open »: the state a page starts in)
 *   GET  /TOKEN/…             the UI's files
 *
 * A request must arrive whole within BROWSER_REQUEST_TIMES (see request-time.ts): past them it is
 * answered 408, in the contract's words, and its connection closed.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import type { Envelope } from '../contract/envelope.ts';
import { type Refusal, refusal } from '../contract/refusals.ts';
import { fromWire, toWire } from '../contract/wire.ts';
import type { Service } from '../service/core/dispatch.ts';
import { type RequestTimes, requestTimeOptions } from './request-time.ts';
import { CONTENT_SECURITY_POLICY, uiFile } from './ui-files.ts';

export interface BrowserServer {
  /** The address to open, secret included: http://127.0.0.1:PORT/TOKEN/ */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A players file or rating list of 20 MB at most (the commands' limit) travels as base64: a third more. */
const MAX_BODY = 28 << 20;

/**
 * The page sends its largest body, a 20 MB file, from this machine in a fraction of a second: ten
 * seconds for the headers and thirty for all of it leave room for a machine that is very busy.
 */
export const BROWSER_REQUEST_TIMES: RequestTimes = { headersMs: 10_000, requestMs: 30_000 };

class BodyTooLarge extends Error {}

function send(response: ServerResponse, status: number, body: string | Uint8Array, type: string): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // No other page may frame the UI (a header-only directive, not in the page's own policy).
    'content-security-policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTTP status of an answer: a refusal is the request's fault, a fault of the program the
 * server's. « No tournament open » is neither: every page asks what is open when it loads, and
 * that answer must not be logged as a failed request.
 */
function statusOf(answer: Envelope<unknown>): number {
  if (!('refusal' in answer)) return 200;
  const codes: Partial<Record<Refusal['code'], number>> = {
    internal: 500,
    'unknown-command': 404,
    'no-tournament': 200,
  };
  return codes[answer.refusal.code] ?? 400;
}

/**
 * What a client that broke the protocol gets before its connection is closed, as Node would
 * answer (431 for headers too large, 400 otherwise), but a request that did not arrive in time
 * in the contract's words, so the page says what happened.
 */
function answerClientError(times: RequestTimes) {
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && error.code !== 'ECONNRESET') {
      const [status, type, body] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [
              '408 Request Timeout',
              'application/json',
              toWire({ refusal: refusal('request-timeout', { seconds: Math.ceil(times.requestMs / 1000) }) }),
            ]
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? ['431 Request Header Fields Too Large', 'text/plain; charset=utf-8', 'En-têtes trop longs.']
            : ['400 Bad Request', 'text/plain; charset=utf-8', 'Requête mal formée.'];
      socket.write(
        `HTTP/1.1 ${status}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

export async function startBrowserServer(
  service: Service,
  uiFolder: string,
  port = 0,
  times: RequestTimes = BROWSER_REQUEST_TIMES,
): Promise<BrowserServer> {
  const token = randomBytes(24).toString('base64url');
  let allowedHosts: Set<string> = new Set();
  const root = resolve(uiFolder);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (!allowedHosts.has(request.headers.host ?? ''))
      return send(response, 403, 'Hôte refusé.', 'text/plain; charset=utf-8');
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const prefix = `/${token}/`;
    if (!url.pathname.startsWith(prefix))
      return send(
        response,
        403,
        'Adresse incomplète : ouvrez celle que Sclassic a affichée.',
        'text/plain; charset=utf-8',
      );
    const rest = url.pathname.slice(prefix.length);

    if (rest.startsWith('api/')) {
      if (request.method !== 'POST') return send(response, 405, 'POST attendu.', 'text/plain; charset=utf-8');
      // A page elsewhere cannot forge this: it would need the secret, and browsers send its origin.
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedHosts.has(origin.replace(/^http:\/\//, ''))) {
        return send(response, 403, 'Origine refusée.', 'text/plain; charset=utf-8');
      }
      const command = rest.slice('api/'.length);
      let input: unknown;
      try {
        const body = await readBody(request);
        input = body === '' ? {} : fromWire(body);
      } catch (error) {
        const answer = {
          refusal: refusal(error instanceof BodyTooLarge ? 'request-too-large' : 'unreadable-request', {}),
        };
        return send(response, error instanceof BodyTooLarge ? 413 : 400, toWire(answer), 'application/json');
      }
      const answer = await service.dispatch(command, input);
      return send(response, statusOf(answer), toWire(answer), 'application/json');
    }

    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, 'GET attendu.', 'text/plain; charset=utf-8');
    const asked = await uiFile(root, rest);
    if (asked.found) return send(response, 200, asked.body, asked.type);
    if (asked.why === 'malformed')
      // A percent sign not followed by a character's bytes (%E0%A4%A): the request's fault.
      return send(
        response,
        400,
        'Adresse mal formée : ouvrez celle que Sclassic a affichée.',
        'text/plain; charset=utf-8',
      );
    if (asked.why === 'outside') return send(response, 403, 'Interdit.', 'text/plain; charset=utf-8');
    // The UI routes in the browser: unknown paths get the page.
    const page = await uiFile(root, '');
    if (page.found) return send(response, 200, page.body, page.type);
    return send(
      response,
      404,
      "L'interface n'est pas construite : lancez npm run build:ui.",
      'text/plain; charset=utf-8',
    );
  };

  const server: Server = createServer(requestTimeOptions(times), (request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A fault of the program: said in French, its detail for the terminal that started the server.
      console.error('sclassic : erreur du serveur', error);
      send(
        response,
        500,
        'Erreur interne du serveur de Sclassic : réessayez, ou relancez Sclassic.',
        'text/plain; charset=utf-8',
      );
    });
  });
  server.on('clientError', answerClientError(times));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  allowedHosts = new Set([`127.0.0.1:${actual}`, `localhost:${actual}`]);
  return {
    url: `http://127.0.0.1:${actual}/${token}/`,
    port: actual,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

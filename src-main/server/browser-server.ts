/**
 * Browser mode: the real service over HTTP on 127.0.0.1, and the built UI. Every request must
 * name this launch's secret in its path (`/TOKEN/…`, as notebook servers do) and carry a Host
 * header for this address, so no web page or other program on the machine can drive it.
 *
 *   POST /TOKEN/api/COMMAND   body: the command's input as JSON → 200 the answer, 400 a refusal
 *                             (200 for « no tournament open »: the state a page starts in)
 *   GET  /TOKEN/api           upgraded to the command socket, the page's way once loaded
 *                             (command-socket.ts): the same commands, a message each
 *   GET  /TOKEN/…             the UI's files
 *
 * A request must arrive whole within BROWSER_REQUEST_TIMES (see request-time.ts): past them it is
 * answered 408, in the contract's words, and its connection closed.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { refusal } from '../contract/refusals.ts';
import { fromWire, toWire } from '../contract/wire.ts';
import type { Service } from '../service/core/dispatch.ts';
import { answerClientErrors, BodyTooLarge, pageOf, readBody, statusOf } from './command-http.ts';
import { attachCommandSocket, upgradesToSocket } from './command-socket.ts';
import { type RequestTimes, requestTimeOptions } from './request-time.ts';
import { CONTENT_SECURITY_POLICY, uiAnswer } from './ui-files.ts';

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
      if (origin !== undefined && !pageOf(origin, allowedHosts)) {
        return send(response, 403, 'Origine refusée.', 'text/plain; charset=utf-8');
      }
      const command = rest.slice('api/'.length);
      let input: unknown;
      try {
        const body = await readBody(request, MAX_BODY);
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
    const answer = await uiAnswer(root, rest);
    return send(response, answer.status, answer.body, answer.type);
  };

  const server: Server = createServer(
    { ...requestTimeOptions(times), shouldUpgradeCallback: upgradesToSocket },
    (request, response) => {
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
    },
  );
  answerClientErrors(server, times);
  const socket = attachCommandSocket(server, {
    path: `/${token}/api`,
    hosts: () => allowedHosts,
    maxMessage: MAX_BODY,
    dispatch: (command, input) => service.dispatch(command, input),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  allowedHosts = new Set([`127.0.0.1:${actual}`, `localhost:${actual}`]);
  return {
    url: `http://127.0.0.1:${actual}/${token}/`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        socket.close();
        server.close(() => resolve());
      }),
  };
}

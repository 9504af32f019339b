/**
 * A command's request and answer over HTTP, as browser mode and the arbiters' stations' listener
 * carry them: the body read up to a bound, the envelope's HTTP status, and what a client that
 * broke the protocol gets before its connection is closed.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Envelope } from '../contract/envelope.ts';
import { type Refusal, refusal } from '../contract/refusals.ts';
import { toWire } from '../contract/wire.ts';
import type { RequestTimes } from './request-time.ts';

export class BodyTooLarge extends Error {}

/** Whether an Origin header names a page of one of these addresses (Host values: 127.0.0.1:PORT). */
export const pageOf = (origin: string, hosts: Iterable<string>): boolean =>
  [...hosts].some((host) => origin === `http://${host}`);

/** The request's body as text; `BodyTooLarge` as soon as it passes `max` bytes (nothing more is kept). */
export async function readBody(request: IncomingMessage, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > max) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTTP status of an answer: a refusal is the request's fault, a fault of the program the
 * server's. « No tournament open » is neither: every page asks what is open when it loads, and
 * that answer must not be logged as a failed request.
 */
export function statusOf(answer: Envelope<unknown>): number {
  if (!('refusal' in answer)) return 200;
  const codes: Partial<Record<Refusal['code'], number>> = {
    internal: 500,
    'unknown-command': 404,
    'no-tournament': 200,
    'not-allowed': 403,
    'station-out': 401,
  };
  return codes[answer.refusal.code] ?? 400;
}

/**
 * What a client that broke the protocol gets before its connection is closed, as Node would
 * answer (431 for headers too large, 400 otherwise), but a request that did not arrive in time
 * in the contract's words, so the page says what happened. A connection whose request was already
 * answered (refused before its body was read, the connection closing) gets nothing more: the
 * unread body is not a second request to answer.
 */
export function answerClientErrors(server: Server, times: RequestTimes): void {
  const answering = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => answering.set(request.socket, response));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && error.code !== 'ECONNRESET' && answering.get(socket)?.headersSent !== true) {
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
  });
}

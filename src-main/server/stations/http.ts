/**
 * How the stations' listener answers: the safety headers every answer carries, its pages, its
 * JSON envelopes, its redirects, and the two cookies it sets — a station's token and a phone's
 * mark — each HttpOnly (no script reads it) and SameSite=Strict (no other site's page sends it).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Envelope } from '../../contract/envelope.ts';
import { toWire } from '../../contract/wire.ts';
import { BodyTooLarge, readBody } from '../command-http.ts';
import { CONTENT_SECURITY_POLICY } from '../ui-files.ts';

/**
 * On every answer. The referrer policy is `same-origin`, not `no-referrer`: under `no-referrer` a
 * browser sends `Origin: null` with a form's POST, and the listener could no longer tell its own
 * forms from another site's; `same-origin` still sends nothing to any other origin (a sheet's
 * code in the address never leaves the listener).
 */
const SAFETY_HEADERS = {
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
} as const;

/** The listener's own pages: no script at all, its own style, forms sent to itself only. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The built UI, as browser mode serves it; no other page may frame it. */
const UI_POLICY = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;

export type Headers = Record<string, string | string[]>;

function send(response: ServerResponse, status: number, policy: string, headers: Headers, body?: string | Buffer) {
  response.writeHead(status, { ...SAFETY_HEADERS, 'content-security-policy': policy, ...headers });
  response.end(body);
}

export function sendPage(response: ServerResponse, status: number, html: string, headers: Headers = {}): void {
  send(response, status, PAGE_POLICY, { 'content-type': 'text/html; charset=utf-8', ...headers }, html);
}

export function sendText(response: ServerResponse, status: number, text: string, headers: Headers = {}): void {
  send(response, status, PAGE_POLICY, { 'content-type': 'text/plain; charset=utf-8', ...headers }, text);
}

export function sendEnvelope(
  response: ServerResponse,
  status: number,
  answer: Envelope<unknown>,
  headers: Headers = {},
): void {
  send(response, status, PAGE_POLICY, { 'content-type': 'application/json', ...headers }, toWire(answer));
}

/** A file of the built UI (or its page): under the UI's own policy, the one browser mode sends. */
export function sendUi(response: ServerResponse, status: number, body: string | Buffer, type: string): void {
  send(response, status, UI_POLICY, { 'content-type': type }, body);
}

/** A style sheet kept for a year: its content's hash is in its address. */
export function sendStyle(response: ServerResponse, css: string): void {
  send(
    response,
    200,
    PAGE_POLICY,
    {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
    css,
  );
}

/** Post/Redirect/Get: after a form, the browser reads the page again by GET, so a reload sends nothing twice. */
export function redirect(response: ServerResponse, location: string, headers: Headers = {}): void {
  send(response, 303, PAGE_POLICY, { location, ...headers });
}

/** A station's token. */
export const STATION_COOKIE = 'sclassic-poste';
/** A phone's mark, so its page shows what it proposed. */
export const PHONE_COOKIE = 'sclassic-telephone';

/** What the listener itself puts in a cookie: random base64url, 16 to 64 characters. */
const COOKIE_VALUE = /^[A-Za-z0-9_-]{16,64}$/;

/** A cookie's value as the listener set it; null when absent or not one it could have set. */
export function cookieOf(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    if (COOKIE_VALUE.test(value)) return value;
  }
  return null;
}

/**
 * A cookie only this listener's pages send back: no script reads it, no other site's page sends
 * it. Kept three days, a tournament's weekend; what it is worth is the listener's to say (a
 * restart of the stations makes every token worthless).
 */
export const setCookie = (name: string, value: string): string =>
  `${name}=${value}; HttpOnly; SameSite=Strict; Path=/; Max-Age=259200`;

/**
 * A form's fields (application/x-www-form-urlencoded, as a page's form sends it), or why it is
 * not read: another type, or a body past `max` bytes.
 */
export async function formOf(
  request: IncomingMessage,
  max: number,
): Promise<URLSearchParams | 'not-a-form' | 'too-large'> {
  if (!/^application\/x-www-form-urlencoded\b/.test(request.headers['content-type'] ?? '')) return 'not-a-form';
  try {
    return new URLSearchParams(await readBody(request, max));
  } catch (error) {
    if (error instanceof BodyTooLarge) return 'too-large';
    throw error;
  }
}

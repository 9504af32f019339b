/**
 * The commands of an admitted station: `POST /api/COMMAND`, its input as JSON (the contract's
 * wire codec, as browser mode), sent to `dispatch` under the station's hand — its role and name,
 * as the director admitted it. Nothing here decides what runs: `dispatch` refuses what the role
 * may not run, from the registry. A device the roster does not hold as admitted (no cookie, an
 * unknown token, a request waiting or refused, a station revoked, the stations restarted since)
 * is refused `station-out` before its body is read, again once it is read, and when the command's
 * turn comes (`dispatch` asks), so a revocation takes effect at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusal } from '../../contract/refusals.ts';
import type { Hand } from '../../contract/roles.ts';
import { fromWire } from '../../contract/wire.ts';
import type { Service } from '../../service/core/dispatch.ts';
import { BodyTooLarge, readBody, statusOf } from '../command-http.ts';
import { cookieOf, STATION_COOKIE, sendEnvelope } from './http.ts';
import type { Device, StationRoster } from './roster.ts';

/** The station holding the request's cookie, and its hand; null when it is not (or no longer) admitted. */
export function admittedStation(
  roster: StationRoster,
  request: IncomingMessage,
): { device: Device; hand: Hand } | null {
  const device = roster.device(cookieOf(request, STATION_COOKIE));
  return device?.state === 'admitted' && device.role !== null
    ? { device, hand: { role: device.role, name: device.name } }
    : null;
}

const out = (response: ServerResponse) =>
  sendEnvelope(response, 401, { refusal: refusal('station-out', {}) }, { connection: 'close' });

export async function stationCommand(
  context: { service: Service; roster: StationRoster; maxBody: number },
  request: IncomingMessage,
  response: ServerResponse,
  command: string,
): Promise<void> {
  if (admittedStation(context.roster, request) === null) return out(response);
  // A page of another site cannot send JSON without the browser asking first (CORS), which this listener never allows.
  if (!/^application\/json\b/.test(request.headers['content-type'] ?? ''))
    return sendEnvelope(response, 415, { refusal: refusal('unreadable-request', {}) }, { connection: 'close' });
  let input: unknown;
  try {
    const body = await readBody(request, context.maxBody);
    input = body === '' ? {} : fromWire(body);
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge;
    return sendEnvelope(
      response,
      tooLarge ? 413 : 400,
      { refusal: refusal(tooLarge ? 'request-too-large' : 'unreadable-request', {}) },
      { connection: 'close' },
    );
  }
  // Looked up again: the director may have revoked it while its body arrived; and once more when
  // the command's turn comes, after the commands queued before it (a revocation, another file opened).
  const station = admittedStation(context.roster, request);
  if (station === null) return out(response);
  context.roster.seen(station.device);
  const holds = () => admittedStation(context.roster, request)?.device === station.device;
  const answer = await context.service.dispatch(command, input, station.hand, holds);
  sendEnvelope(response, statusOf(answer), answer);
}

/**
 * How long a client may take to send a request, in both of Sclassic's listeners: its headers,
 * then all of it, body included. A client that sends part of a request and then nothing — slow,
 * stuck or hostile — otherwise holds its connection, and in browser mode up to 28 MB of body,
 * for Node's default of 300 seconds. Past the bound Node answers 408 and closes the connection.
 * The time a command takes once its request has arrived is not bounded here: a 20 MB players
 * file is read after its body is whole.
 */
import type { ServerOptions } from 'node:http';

export interface RequestTimes {
  /** From the connection (or the previous answer on it) to the request's last header. */
  headersMs: number;
  /** From the same moment to the request's last byte, body included. */
  requestMs: number;
}

/**
 * The listener's options for these bounds. Node checks its connections against them every
 * `connectionsCheckingInterval` (30 s by default, which would let a client hold its connection
 * that much longer): here a tenth of the headers' bound, at most a second.
 */
export function requestTimeOptions(
  times: RequestTimes,
): Pick<ServerOptions, 'headersTimeout' | 'requestTimeout' | 'connectionsCheckingInterval'> {
  return {
    headersTimeout: times.headersMs,
    requestTimeout: times.requestMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.round(times.headersMs / 10))),
  };
}

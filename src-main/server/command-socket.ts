/**
 * Browser mode's commands over one WebSocket, the director's page's way to the service once it
 * is loaded: a command is a message, its answer a message, on a connection opened once. A POST
 * per command costs the browser a request of its own each time (its loader, its network process,
 * its headers), several milliseconds on the machines of a venue, twice per result when a screen
 * asks for the standings right after it; a message on an open connection costs a fraction of one.
 * The answers are the same envelopes as over HTTP, from the same dispatch, in the director's hand.
 *
 *   ws://127.0.0.1:PORT/TOKEN/api     → { id, command, input }    ← { id, answer }
 *
 * The connection is let in as the POSTs are: the launch's secret in its path, a Host header for
 * this address, and — a browser always sends it on a WebSocket — an Origin of this address. Any
 * other WebSocket upgrade is answered 403 and closed (an upgrade to another protocol is a plain
 * request: `upgradesToSocket`). A message past the commands' limit closes the
 * connection (1009; the page sends its large commands, files, as POSTs); one that is not a command
 * is answered with the contract's refusal; past 64 commands waiting on one connection, the next
 * are refused `too-many-requests`, and a page that leaves 64 MB of answers unread is cut off.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Envelope } from '../contract/envelope.ts';
import { refusal } from '../contract/refusals.ts';
import { fromWire, toWire } from '../contract/wire.ts';
import { pageOf } from './command-http.ts';

/** What the page sends: its own number for the command, so the answer finds its caller. */
export interface SocketCommand {
  id: number;
  command: string;
  input: unknown;
}

/** What the page gets back: the command's number and its envelope (id null: a message that was no command). */
export interface SocketAnswer {
  id: number | null;
  answer: Envelope<unknown>;
}

export interface CommandSocketOptions {
  /** The path the upgrade must ask for, secret included: /TOKEN/api */
  path: string;
  /** The Host headers (and the origins' hosts) of this address. */
  hosts: () => ReadonlySet<string>;
  /** The largest message, in bytes: the commands' body limit. */
  maxMessage: number;
  dispatch: (command: string, input: unknown) => Promise<Envelope<unknown>>;
}

/** Commands of one connection waiting for their answers, past which the next ones are refused. */
const MAX_IN_FLIGHT = 64;

/** Answers not yet taken by a page that does not read them, past which its connection is closed. */
const MAX_UNREAD = 64 << 20;

/**
 * A command's message read: its number, name and input (null when the input's bytes cannot be
 * read back: answered as over HTTP, by its number); null when it is not a command at all.
 */
function commandOf(data: RawData): (Omit<SocketCommand, 'input'> & { input: unknown | null }) | null {
  const text = data.toString();
  let message: Partial<SocketCommand> | null;
  try {
    message = JSON.parse(text) as Partial<SocketCommand> | null;
  } catch {
    return null;
  }
  if (message === null || typeof message !== 'object') return null;
  const { id, command } = message;
  if (!Number.isSafeInteger(id) || typeof command !== 'string') return null;
  try {
    const input = (fromWire(text) as SocketCommand).input ?? {};
    return { id: id as number, command, input };
  } catch {
    return { id: id as number, command, input: null };
  }
}

/** Whether an upgrade may be let in: this address, its secret path, a page of this address. */
function admitted(request: IncomingMessage, options: CommandSocketOptions): boolean {
  const hosts = options.hosts();
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const origin = request.headers.origin;
  return (
    hosts.has(request.headers.host ?? '') &&
    url.pathname === options.path &&
    origin !== undefined &&
    pageOf(origin, hosts)
  );
}

/** How long a refused client has to take its answer before its connection is cut. */
const REFUSED_LINGER_MS = 2000;

/** 403, then the connection closed, whatever the client does (it may never close its side). */
function refuseUpgrade(socket: Duplex): void {
  const body = 'Connexion refusée : ouvrez l’adresse que Sclassic a affichée.';
  socket.once('finish', () => socket.destroy());
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
  socket.end(
    `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Only a WebSocket upgrade is one for this server; any other (h2c) is answered as a plain request. */
export const upgradesToSocket = (request: IncomingMessage): boolean =>
  request.headers.upgrade?.toLowerCase() === 'websocket';

/** Answers each command of a connection as it comes; they take their turns in the service, as POSTs do. */
function serve(connection: WebSocket, options: CommandSocketOptions): void {
  // A message past the limit, or one that breaks the protocol: ws closes the connection (1009,
  // 1002) and says why here; the page's commands still waiting are told the connection was lost.
  connection.on('error', () => {});
  let inFlight = 0;
  const answered = (answer: SocketAnswer) => {
    if (connection.readyState !== connection.OPEN) return;
    // A page that sends and never reads: its answers are not kept for it without end.
    if (connection.bufferedAmount > MAX_UNREAD) return connection.terminate();
    connection.send(toWire(answer));
  };
  connection.on('message', (data: RawData, isBinary: boolean) => {
    const command = isBinary ? null : commandOf(data);
    if (command === null || command.input === null) {
      answered({ id: command?.id ?? null, answer: { refusal: refusal('unreadable-request', {}) } });
      return;
    }
    if (inFlight >= MAX_IN_FLIGHT) {
      answered({ id: command.id, answer: { refusal: refusal('too-many-requests', {}) } });
      return;
    }
    inFlight += 1;
    options
      .dispatch(command.command, command.input)
      .then((answer) => answered({ id: command.id, answer }))
      .catch((error: unknown) => {
        // A fault of the program: said in French, its detail for the terminal that started the server.
        console.error('sclassic : erreur du serveur', error);
        const detail = error instanceof Error ? error.message : String(error);
        answered({ id: command.id, answer: { refusal: refusal('internal', { detail }) } });
      })
      .finally(() => (inFlight -= 1));
  });
}

/** Takes the upgrades of `server` that ask for the command socket; returns what closes its connections. */
export function attachCommandSocket(server: Server, options: CommandSocketOptions): { close(): void } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: options.maxMessage, perMessageDeflate: false });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error handler off a socket it hands over: a client that resets it must
    // not end the process.
    socket.on('error', () => socket.destroy());
    if (!admitted(request, options)) return refuseUpgrade(socket);
    sockets.handleUpgrade(request, socket, head, (connection) => serve(connection, options));
  });
  return {
    close: () => {
      for (const connection of sockets.clients) connection.terminate();
      sockets.close();
    },
  };
}

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
 * other upgrade is answered 403 and closed. A message past the commands' limit closes the
 * connection (1009); one that is not a command is answered with the contract's refusal.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Envelope } from '../contract/envelope.ts';
import { refusal } from '../contract/refusals.ts';
import { fromWire, toWire } from '../contract/wire.ts';

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

/** A command's message read: its number, name and input; null when it is not one. */
function commandOf(data: RawData): SocketCommand | null {
  try {
    const message = fromWire(data.toString()) as Partial<SocketCommand> | null;
    if (
      message === null ||
      typeof message !== 'object' ||
      !Number.isSafeInteger(message.id) ||
      typeof message.command !== 'string'
    )
      return null;
    return { id: message.id as number, command: message.command, input: message.input ?? {} };
  } catch {
    return null;
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
    hosts.has(origin.replace(/^http:\/\//, ''))
  );
}

function refuseUpgrade(socket: Duplex): void {
  const body = 'Connexion refusée : ouvrez l’adresse que Sclassic a affichée.';
  socket.end(
    `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Answers each command of a connection as it comes; they take their turns in the service, as POSTs do. */
function serve(connection: WebSocket, options: CommandSocketOptions): void {
  // A message past the limit, or one that breaks the protocol: ws closes the connection (1009,
  // 1002) and says why here; the page's commands still waiting are told the connection was lost.
  connection.on('error', () => {});
  connection.on('message', (data: RawData, isBinary: boolean) => {
    const command = isBinary ? null : commandOf(data);
    const answered = (answer: SocketAnswer) => {
      if (connection.readyState === connection.OPEN) connection.send(toWire(answer));
    };
    if (command === null) {
      answered({ id: null, answer: { refusal: refusal('unreadable-request', {}) } });
      return;
    }
    options.dispatch(command.command, command.input).then(
      (answer) => answered({ id: command.id, answer }),
      (error: unknown) => {
        // A fault of the program: said in French, its detail for the terminal that started the server.
        console.error('sclassic : erreur du serveur', error);
        const detail = error instanceof Error ? error.message : String(error);
        answered({ id: command.id, answer: { refusal: refusal('internal', { detail }) } });
      },
    );
  });
}

/** Takes the upgrades of `server` that ask for the command socket; returns what closes its connections. */
export function attachCommandSocket(server: Server, options: CommandSocketOptions): { close(): void } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: options.maxMessage, perMessageDeflate: false });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
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

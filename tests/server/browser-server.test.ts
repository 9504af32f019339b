/**
 * Browser mode: the real service over HTTP on 127.0.0.1, reachable only with this launch's
 * secret and a Host header for this address; the typed client gets exactly what the service
 * returns, PDF bytes included. And its command socket, the page's way: the commands as messages
 * on one connection, answered as the POSTs are, let in only with the secret, this address's Host
 * and a page of this address as Origin; the page's client falls back to a POST per command where
 * there is no socket and says a lost connection in the UI's words. (Its tests come last: they
 * open a tournament of their own.)
 */

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWire, toWire } from '../../src-main/contract/wire.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import {
  attachCommandSocket,
  type CommandSocketOptions,
  type SocketAnswer,
  upgradesToSocket,
} from '../../src-main/server/command-socket.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { ApiError, httpApi, pageApi } from '../../src-renderer/lib/api.ts';
import { rawRequest, upgradeStatus } from '../support/live-tournament.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-server-'));
const service = createService({ clock: () => new Date('2026-12-22T10:00:00Z'), dataFolder: join(folder, 'données') });
let server: BrowserServer;

beforeAll(async () => {
  const ui = join(folder, 'ui');
  mkdirSync(ui);
  writeFileSync(join(ui, 'index.html'), '<!doctype html><title>Sclassic</title>');
  writeFileSync(join(folder, 'secret.txt'), 'hors de l’interface');
  server = await startBrowserServer(service, ui);
});
afterAll(async () => {
  await server.close();
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A raw request, with whatever headers a hostile client might send. */
function raw(path: string, options: { method?: string; host?: string; origin?: string; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: options.method ?? 'GET',
        headers: {
          host: options.host ?? `127.0.0.1:${server.port}`,
          ...(options.origin ? { origin: options.origin } : {}),
          'content-type': 'application/json',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const secretPath = () => new URL(server.url).pathname;

describe('who may talk to it', () => {
  it('listens on 127.0.0.1 and prints the address with its secret', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]{32}\/$/);
  });

  it('serves the UI with the secret, and nothing without it', async () => {
    expect((await raw(secretPath())).status).toBe(200);
    expect((await raw('/')).status).toBe(403);
    expect((await raw('/api/show', { method: 'POST' })).status).toBe(403);
    expect((await raw(`/${'x'.repeat(32)}/api/show`, { method: 'POST' })).status).toBe(403);
  });

  it('refuses another Host header (DNS rebinding) and another page’s origin', async () => {
    expect((await raw(secretPath(), { host: 'evil.example' })).status).toBe(403);
    expect(
      (await raw(`${secretPath()}api/show`, { method: 'POST', host: `attacker.test:${server.port}` })).status,
    ).toBe(403);
    expect((await raw(`${secretPath()}api/show`, { method: 'POST', origin: 'http://evil.example' })).status).toBe(403);
    expect(
      (await raw(`${secretPath()}api/show`, { method: 'POST', origin: `http://localhost:${server.port}` })).status,
    ).toBe(200);
  });

  it('answers a malformed address (a percent sign without its bytes) with 400 in French, not a fault', async () => {
    for (const path of [`${secretPath()}%E0%A4%A`, `${secretPath()}%`, `${secretPath()}assets/%ZZ.js`]) {
      const answer = await raw(path);
      expect(answer, path).toEqual({
        status: 400,
        body: 'Adresse mal formée : ouvrez celle que Sclassic a affichée.',
      });
    }
    // The server goes on serving.
    expect((await raw(secretPath())).status).toBe(200);
  });

  it('never serves a file outside the UI folder', async () => {
    expect((await raw(`${secretPath()}../secret.txt`)).status).toBe(403);
    expect((await raw(`${secretPath()}%2e%2e/secret.txt`)).status).toBe(403);
  });

  it('answers commands only by POST, unknown commands and unreadable bodies with a clear refusal', async () => {
    expect((await raw(`${secretPath()}api/show`)).status).toBe(405);
    const unknown = await raw(`${secretPath()}api/dropTables`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).refusal).toEqual({
      code: 'unknown-command',
      params: { command: 'dropTables' },
      field: null,
    });
    const garbled = await raw(`${secretPath()}api/show`, { method: 'POST', body: '{oops' });
    expect(garbled.status).toBe(400);
    expect(JSON.parse(garbled.body).refusal.code).toBe('unreadable-request');
  });

  it('answers « no tournament open » as an answer, not a failed request: every page asks it on load', async () => {
    const show = await raw(`${secretPath()}api/show`, { method: 'POST', body: '{}' });
    expect(show.status).toBe(200);
    expect(JSON.parse(show.body).refusal.code).toBe('no-tournament');
    // A refusal of what was sent is still the request's fault.
    const refused = await raw(`${secretPath()}api/openTournament`, { method: 'POST', body: '{"path":""}' });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).refusal.code).toBe('invalid-input');
  });
});

describe('the typed client', () => {
  const api = () => httpApi(server.url);

  it('runs the real service on a real file and gets refusals with their field', async () => {
    await expect(api().show({})).rejects.toMatchObject({ code: 'no-tournament' });
    const summary = await api().createTournament({
      path: join(folder, 'open.sclassic'),
      name: 'Open de Courcelles',
      date: '2026-12-22',
    });
    expect(summary).toMatchObject({ name: 'Open de Courcelles', players: 0 });
    await api().importPlayers({
      players: ['<script>alert(1)</script> Ana', 'DUPONT Luc', 'ÉLOI Zoé', 'MÜLLER Jürgen'].map((name, i) => ({
        name,
        rating: 1500 - i,
      })),
    });
    const refusal = await api()
      .addPlayer({ name: 'Cote Décimale', rating: 1720.5 })
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'invalid-input', field: 'rating' });
    expect((refusal as InstanceType<typeof ApiError>).message).toBe('Cote : un nombre entier est attendu');
    const players = await api().listPlayers({});
    expect(players[0]?.name).toBe('<script>alert(1)</script> Ana');
  });

  it('brings a printed PDF back as bytes', async () => {
    await api().pairNextRound({});
    const printed = await api().printDocument({ document: 'pairings' });
    expect(printed.pdf).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder('latin1').decode(printed.pdf.subarray(0, 5))).toBe('%PDF-');
    expect(printed.fileName).toBe('Open de Courcelles - appariements ronde 1.pdf');
  });

  it('reads a players workbook sent as bytes, duplicates flagged against the open file', async () => {
    const workbook = new Uint8Array(readFileSync(new URL('../fixtures/players/joueurs.xlsx', import.meta.url)));
    const read = await api().readPlayerFile({ fileName: 'joueurs.xlsx', bytes: workbook });
    expect(read.format).toBe('xlsx');
    expect(read.players.map((p) => [p.player.name, p.duplicateOf?.name ?? null])).toEqual([
      ['BERTIN Ana', null],
      ['ŒUVRARD Léa', null],
      ['ÇELIK Émile', null],
      ['MÜLLER Jürgen', 'MÜLLER Jürgen'],
    ]);
  });

  it('sends bytes in a command as base64, and the server reads them back as the same bytes', async () => {
    // Every byte value, and more than one chunk of the client's encoder.
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    let sent = '';
    const capture: typeof fetch = async (_url, init) => {
      sent = String(init?.body);
      return new Response(JSON.stringify({ result: null }));
    };
    await httpApi('http://127.0.0.1:1/secret/', capture).listPlayers({ file: bytes } as never);
    const received = fromWire(sent) as { file: Uint8Array };
    expect(received.file).toBeInstanceOf(Uint8Array);
    expect(received.file).toEqual(bytes);
  });

  it('says a lost connection in the UI’s words, never « Failed to fetch »', async () => {
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const refused = await httpApi('http://127.0.0.1:1/secret/', down)
      .show({})
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'connection-lost' });
    expect((refused as Error).message).toBe(
      'La connexion avec Sclassic est perdue : vérifiez que Sclassic est toujours lancé, puis réessayez. Ce que vous avez saisi est conservé.',
    );
    const english = await httpApi('http://127.0.0.1:1/secret/', down, () => 'en')
      .show({})
      .catch((e: unknown) => e);
    expect((english as Error).message).toBe(
      'The connection to Sclassic is lost: check that Sclassic is still running, then try again. What you typed is kept.',
    );
  });

  it('imports a rating list into the directory of players from the bytes the page sends', async () => {
    const list = new TextEncoder().encode('Licence;Nom;Prénom;Club;Cote\n1001;BERTIN;Ana;Mons;1720\n');
    const report = await api().directoryImport({ fileName: 'cotes.csv', bytes: list, listDate: '2026-12-01' });
    expect(report).toMatchObject({ added: 1, entries: 1, listDate: '2026-12-01' });
    expect(await api().directorySearch({ text: 'bert' })).toMatchObject([{ name: 'BERTIN Ana', licence: '1001' }]);
    expect((await api().directoryInfo({})).path).toBe(join(folder, 'données', 'directory.sqlite'));
  });
});

const origin = () => `http://127.0.0.1:${server.port}`;
const socketUrl = (base = server.url) => new URL('api', base).href.replace(/^http/, 'ws');

/** A WebSocket as a page of `from` opens it (Node's client sends the Origin it is given). */
const opened = (url: string, from = origin()) => new WebSocket(url, { headers: { origin: from } } as never);
/** The page's client of `base`, its socket opened as a page of `from` opens it. */
const pageClient = (base: string, from?: string, fetchImpl: typeof fetch = fetch) =>
  pageApi(
    base,
    fetchImpl,
    () => 'fr',
    undefined,
    (url) => opened(url, from),
  );

/** The status an upgrade to this server gets, with the headers a hostile client chooses. */
const upgrade = (path: string, headers: Record<string, string>) => upgradeStatus(server.url, path, headers);

/** One message sent on an open socket, and the next one it gets. */
async function exchange(socket: WebSocket, message: string): Promise<SocketAnswer> {
  if (socket.readyState !== WebSocket.OPEN) await new Promise((resolve) => socket.addEventListener('open', resolve));
  const answer = new Promise<SocketAnswer>((resolve) =>
    socket.addEventListener('message', (event) => resolve(fromWire(String(event.data)) as SocketAnswer), {
      once: true,
    }),
  );
  socket.send(message);
  return answer;
}

/**
 * A listener of its own with a command socket at /s/api over `dispatch` (and POSTs answered
 * `{ result: 'POST' }`, counted): what the real service cannot be made to do on demand.
 */
async function plainSocket(dispatch: CommandSocketOptions['dispatch'], maxMessage = 1000) {
  const posts: string[] = [];
  const plain: Server = createServer({ shouldUpgradeCallback: upgradesToSocket }, (request, response) => {
    if (request.method === 'POST') posts.push(request.url ?? '');
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ result: 'POST' }));
  });
  const host = () => `127.0.0.1:${(plain.address() as AddressInfo).port}`;
  const attached = attachCommandSocket(plain, { path: '/s/api', hosts: () => new Set([host()]), maxMessage, dispatch });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://${host()}/s/`,
    origin: `http://${host()}`,
    posts,
    close: async () => {
      attached.close();
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    },
  };
}

describe('the command socket', () => {
  it('lets in a page of this address that names the secret, and nothing else', async () => {
    const path = `${new URL(server.url).pathname}api`;
    const host = `127.0.0.1:${server.port}`;
    expect(await upgrade(path, { host, origin: origin() })).toBe(101);
    // No secret, another path under it, no Origin, another page's Origin, another Host.
    expect(await upgrade('/api', { host, origin: origin() })).toBe(403);
    expect(await upgrade(`${path}/show`, { host, origin: origin() })).toBe(403);
    expect(await upgrade(path, { host })).toBe(403);
    expect(await upgrade(path, { host, origin: 'http://evil.example' })).toBe(403);
    expect(await upgrade(path, { host: 'evil.example', origin: 'http://evil.example' })).toBe(403);
  });

  it('answers each command with the envelope a POST gets, by its number', async () => {
    const socket = opened(socketUrl());
    try {
      // The tournament the tests above opened, as a POST shows it.
      const shown = await exchange(socket, toWire({ id: 7, command: 'show', input: {} }));
      expect(shown).toEqual({
        id: 7,
        answer: fromWire((await raw(`${secretPath()}api/show`, { method: 'POST' })).body),
      });
      expect(shown).toMatchObject({ id: 7, answer: { result: { name: 'Open de Courcelles' } } });
      const unknown = await exchange(socket, toWire({ id: 8, command: 'dropTables', input: {} }));
      expect(unknown).toMatchObject({ id: 8, answer: { refusal: { code: 'unknown-command' } } });
      // A message that is no command is answered, with no number to give it.
      const garbled = await exchange(socket, 'pas une commande');
      expect(garbled).toMatchObject({ id: null, answer: { refusal: { code: 'unreadable-request', params: {} } } });
    } finally {
      socket.close();
    }
  });

  it('answers a command whose bytes cannot be read back by its number, as a POST is refused', async () => {
    const socket = opened(socketUrl());
    try {
      const answer = await exchange(socket, '{"id":9,"command":"show","input":{"x":{"$bytes":"!!!"}}}');
      expect(answer).toMatchObject({ id: 9, answer: { refusal: { code: 'unreadable-request' } } });
    } finally {
      socket.close();
    }
  });

  it('survives a refused client that resets its connection, and answers other upgrades as plain requests', async () => {
    for (let i = 0; i < 3; i++) {
      const client = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => client.once('connect', resolve));
      client.write(
        `GET /pas-le-secret HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      if (i > 0) await new Promise((resolve) => client.once('data', resolve));
      client.resetAndDestroy();
    }
    expect((await raw(`${secretPath()}api/show`, { method: 'POST' })).status).toBe(200);
    // Another protocol's upgrade (HTTP/2 in clear) is a plain request: the page is served.
    const page = await rawRequest(server.url, {
      path: secretPath(),
      headers: { connection: 'Upgrade', upgrade: 'h2c' },
    });
    expect([page.status, page.body]).toEqual([200, '<!doctype html><title>Sclassic</title>']);
  });

  it('refuses the commands past 64 waiting on one connection', async () => {
    const plain = await plainSocket(() => new Promise(() => {}));
    const socket = opened(`${plain.base.replace(/^http/, 'ws')}api`, plain.origin);
    try {
      await new Promise((resolve) => socket.addEventListener('open', resolve));
      const refused = new Promise<SocketAnswer>((resolve) =>
        socket.addEventListener('message', (event) => resolve(fromWire(String(event.data)) as SocketAnswer)),
      );
      for (let id = 1; id <= 65; id++) socket.send(toWire({ id, command: 'show', input: {} }));
      expect(await refused).toMatchObject({ id: 65, answer: { refusal: { code: 'too-many-requests' } } });
    } finally {
      socket.close();
      await plain.close();
    }
  });

  it('closes a connection whose message passes the commands’ limit', async () => {
    const plain = await plainSocket(async () => ({ result: null }));
    const socket = opened(`${plain.base.replace(/^http/, 'ws')}api`, plain.origin);
    try {
      expect(await exchange(socket, toWire({ id: 1, command: 'show', input: {} }))).toEqual({
        id: 1,
        answer: { result: null },
      });
      const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
      socket.send(toWire({ id: 2, command: 'show', input: { text: 'x'.repeat(2000) } }));
      expect(await closed).toBe(1009);
    } finally {
      await plain.close();
    }
  });
});

describe('the page’s client', () => {
  it('runs the real service over the socket, refusals in the UI’s words', async () => {
    const posts: string[] = [];
    const counted: typeof fetch = (url, init) => {
      posts.push(String(url));
      return fetch(url, init);
    };
    const api = pageClient(server.url, undefined, counted);
    await api.createTournament({ path: join(folder, 'socket.sclassic'), name: 'Open de Mons', date: '2026-12-22' });
    const refused = await api.addPlayer({ name: 'Cote Décimale', rating: 1720.5 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'invalid-input', field: 'rating' });
    expect((refused as Error).message).toBe('Cote : un nombre entier est attendu');
    // Answers find their commands, however many travel at once.
    const added = await Promise.all(
      ['BERTIN Ana', 'DUPONT Luc', 'ÉLOI Zoé'].map((name, i) => api.addPlayer({ name, rating: 1500 + i })),
    );
    expect(added.map((p) => p.name)).toEqual(['BERTIN Ana', 'DUPONT Luc', 'ÉLOI Zoé']);
    expect(posts).toEqual([]);
  });

  it('talks HTTP when the browser will not open the socket, and sends a file as a POST', async () => {
    const sent: string[] = [];
    const plain = await plainSocket(async (command) => {
      sent.push(command);
      return { result: 'socket' };
    }, 4 << 20);
    try {
      const refusing = pageApi(
        plain.base,
        fetch,
        () => 'fr',
        undefined,
        () => {
          throw new DOMException('refused by the page’s policy', 'SecurityError');
        },
      );
      expect(await refusing.show({})).toBe('POST');
      expect(await refusing.show({})).toBe('POST');
      const page = pageClient(plain.base, plain.origin);
      expect(await page.show({})).toBe('socket');
      // A players file of 1.5 MB: a POST of its own, not a message that holds the others back.
      const file = new Uint8Array(1_500_000).fill(65);
      expect(await page.readPlayerFile({ fileName: 'joueurs.csv', bytes: file })).toBe('POST');
      expect(sent).toEqual(['show']);
      expect(plain.posts).toEqual(['/s/api/show', '/s/api/show', '/s/api/readPlayerFile']);
    } finally {
      await plain.close();
    }
  });

  it('talks HTTP where the listener has no socket, as an arbiters’ station’s', async () => {
    const posts: string[] = [];
    const plain = createServer((req, res) => {
      // The socket's upgrade, a GET, is answered as any GET: it opens nothing.
      if (req.method === 'POST') posts.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ result: { name: 'Open' } }));
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
    try {
      const api = pageClient(base, base.slice(0, -1));
      expect(await api.show({})).toEqual({ name: 'Open' });
      expect(await api.show({})).toEqual({ name: 'Open' });
      expect(posts).toEqual(['/api/show', '/api/show']);
    } finally {
      await new Promise<void>((resolve) => plain.close(() => resolve()));
    }
  });

  it('says a lost connection in the UI’s words when the service stops with a command on its way', async () => {
    let started = () => {};
    const waiting = new Promise<void>((resolve) => (started = resolve));
    // A command that never answers: the service stops before it does.
    const plain = await plainSocket(() => {
      started();
      return new Promise(() => {});
    });
    const api = pageClient(plain.base, plain.origin);
    const pending = api.show({}).catch((e: unknown) => e);
    await waiting;
    await plain.close();
    const refused = await pending;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'connection-lost' });
    expect((refused as Error).message).toBe(
      'La connexion avec Sclassic est perdue : vérifiez que Sclassic est toujours lancé, puis réessayez. Ce que vous avez saisi est conservé.',
    );
    // Gone: the next command too.
    await expect(api.show({})).rejects.toMatchObject({ code: 'connection-lost' });
  });
});

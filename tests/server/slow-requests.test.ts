/**
 * A client that sends part of a request and then nothing, on a real socket to 127.0.0.1: browser
 * mode and the live listener each close its connection once their bound for the request has
 * passed (short bounds here, so the test waits a second, not the production bounds' seconds),
 * browser mode saying so in the contract's words; the command it was sending never reaches the
 * service, and the listener goes on answering the others.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { fromWire } from '../../src-main/contract/wire.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';
import { type LiveTournament, liveTournament, rawRequest } from '../support/live-tournament.ts';

const TIMES = { headersMs: 300, requestMs: 600 };
/** What the check of Node's connections may add to a bound: it runs every tenth of the headers' bound. */
const SLACK_MS = 1000;

/** Sends `bytes` on a new connection to 127.0.0.1:`port`, then nothing: what came back, and when the connection closed. */
function slowClient(port: number, bytes: string): Promise<{ answer: string; closedAfter: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfter: performance.now() - start }));
    if (bytes !== '') socket.write(bytes);
  });
}

const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

describe('browser mode', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sclassic-slow-'));
  const service = createService({ dataFolder: join(folder, 'données') });
  const dispatched: string[] = [];
  const counting: Service = {
    ...service,
    dispatch: ((name: string, input: unknown) => {
      dispatched.push(name);
      return service.dispatch(name, input);
    }) as Service['dispatch'],
  };
  let server: BrowserServer;
  const path = (command: string) => `${new URL(server.url).pathname}api/${command}`;
  const headers = (command: string, length: number) =>
    `POST ${path(command)} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  beforeAll(async () => {
    mkdirSync(join(folder, 'ui'));
    writeFileSync(join(folder, 'ui', 'index.html'), '<!doctype html><title>Sclassic</title>');
    server = await startBrowserServer(counting, join(folder, 'ui'), 0, TIMES);
  });
  afterAll(async () => {
    await server.close();
    service.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('a body that stops coming: answered 408 in the contract’s words once the bound has passed, the command never run', async () => {
    // A players file announced as 20 MB, of which a few bytes come.
    const { answer, closedAfter } = await slowClient(
      server.port,
      `${headers('readPlayerFile', 20_000_000)}{"fileName":"joueurs.csv","bytes":`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const { refusal } = fromWire(bodyOf(answer)) as { refusal: Parameters<typeof refusalMessage>[0] };
    expect(refusalMessage(refusal)).toBe(
      "La requête n'est pas arrivée en entier en 1 s : rien n'a été fait. Recommencez ; si cela se reproduit, relancez Sclassic.",
    );
    expect(closedAfter).toBeGreaterThanOrEqual(TIMES.requestMs - 50);
    expect(closedAfter).toBeLessThan(TIMES.requestMs + SLACK_MS);
    expect(dispatched).not.toContain('readPlayerFile');
  });

  it('headers that stop coming, or nothing at all: the connection closed once the headers’ bound has passed', async () => {
    const half = await slowClient(server.port, `POST ${path('show')} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
    expect(half.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(half.closedAfter).toBeLessThan(TIMES.headersMs + SLACK_MS);
    const silent = await slowClient(server.port, '');
    expect(silent.closedAfter).toBeLessThan(TIMES.headersMs + SLACK_MS);
  });

  it('meanwhile and afterwards, whole requests are answered', async () => {
    const slow = slowClient(server.port, headers('show', 1_000));
    const whole = await slowClient(server.port, `${headers('show', 2).replace('HTTP/1.1', 'HTTP/1.0')}{}`);
    expect(whole.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(fromWire(bodyOf(whole.answer))).toMatchObject({ refusal: { code: 'no-tournament' } });
    expect((await slow).answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('the live listener', () => {
  let t: LiveTournament;
  let port: number;
  let url: string;
  beforeAll(async () => {
    t = await liveTournament(TIMES);
    ({ port, url } = (await t.start()) as { port: number; url: string });
  });
  afterAll(() => t.close());

  it('headers that stop coming, or nothing at all: the connection closed once the headers’ bound has passed', async () => {
    const half = await slowClient(port, 'GET /classement HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n');
    expect(half.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(half.closedAfter).toBeLessThan(TIMES.headersMs + SLACK_MS);
    const silent = await slowClient(port, '');
    expect(silent.closedAfter).toBeLessThan(TIMES.headersMs + SLACK_MS);
  });

  it('a body, which it takes none of: refused at once and the connection closed, not held for the rest', async () => {
    const { answer, closedAfter } = await slowClient(
      port,
      'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\nabc',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(closedAfter).toBeLessThan(TIMES.requestMs + SLACK_MS);
    const get = await slowClient(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\nabc');
    expect(get.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(get.closedAfter).toBeLessThan(TIMES.requestMs + SLACK_MS);
  });

  it('afterwards, pages are served', async () => {
    expect((await rawRequest(url, { path: '/' })).status).toBe(200);
  });
});

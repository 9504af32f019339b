/**
 * Browser mode: the real service over HTTP on 127.0.0.1, reachable only with this launch's
 * secret and a Host header for this address; the typed client gets exactly what the service
 * returns, PDF bytes included.
 */

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWire } from '../../src-main/contract/wire.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { ApiError, httpApi } from '../../src-renderer/lib/api.ts';

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

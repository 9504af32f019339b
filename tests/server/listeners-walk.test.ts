/**
 * Every command of the registry × every role × every listener, on real sockets, the file and its
 * folder compared byte for byte before and after: only what the role allows runs, everything else
 * is refused in French and writes nothing.
 *
 * - browser mode (the director's HTTP and command socket, behind its secret): every command
 *   reaches `dispatch` under the director's hand, past the role's gate to the input's check; no
 *   other listener opens a command socket, whatever the path and headers;
 * - the stations' listener, from a device not admitted (no cookie, waiting, refused, revoked, a
 *   phone's): every command refused `station-out`, before the service is asked anything;
 * - the stations' listener, as an admitted `saisie` station: what the role declares reaches the
 *   input's check, the rest is refused `not-allowed` by `dispatch`, even with inputs the
 *   director's run would accept;
 * - the stations' listener, as a phone at a table: its sheet's address reaches `tableSheet` and
 *   `proposeResult` under the table's hand, and nothing else, whatever names it sends;
 * - the live listener: no command at all, whatever the path, method and headers; it asks the
 *   service for the public view alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import type { Refusal } from '../../src-main/contract/refusals.ts';
import { fromWire } from '../../src-main/contract/wire.ts';
import { type BrowserServer, startBrowserServer } from '../../src-main/server/browser-server.ts';
import { allowedFor, commandNames } from '../../src-main/service/core/command-facts.ts';
import { wouldRun } from '../support/command-walk.ts';
import { rawRequest, upgradeStatus } from '../support/live-tournament.ts';
import {
  admitted,
  asking,
  Device,
  type StationsTournament,
  stationsTournament,
} from '../support/stations-tournament.ts';

let t: StationsTournament;
let stations: string;
let live: string;
let browser: BrowserServer;

beforeAll(async () => {
  t = await stationsTournament();
  stations = (await t.start()).url as string;
  live = (await t.api.startLive({ address: '127.0.0.1', port: 0 })).url as string;
  browser = await startBrowserServer(t.service, t.ui);
});
afterAll(async () => {
  await browser.close();
  await t.api.stopLive({});
  await t.close();
});

const names = commandNames();

/** What the listeners asked of the service from now on: call the function it answers to know. */
function asked(): () => StationsTournament['dispatched'] {
  const from = t.dispatched.length;
  return () => t.dispatched.slice(from);
}

const french = (envelope: unknown) => refusalMessage((envelope as { refusal: Refusal }).refusal, 'fr');

describe('every command × every role × every listener', () => {
  it('has commands for each role to walk', () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => allowedFor('saisie', n)).length).toBeGreaterThan(5);
    expect(names.filter((n) => allowedFor('table', n))).toEqual(['tableSheet', 'proposeResult']);
  });

  it('browser mode: every command reaches the input’s check under the director’s hand', async () => {
    const before = t.snapshot();
    const api = `${new URL(browser.url).pathname}api/`;
    for (const name of names) {
      const answer = await rawRequest(browser.url, {
        method: 'POST',
        path: `${api}${name}`,
        headers: { host: `127.0.0.1:${browser.port}`, 'content-type': 'application/json' },
        body: '42',
      });
      expect([answer.status, (fromWire(answer.body) as { refusal: Refusal }).refusal.code], name).toEqual([
        400,
        'invalid-input',
      ]);
    }
    expect(t.snapshot()).toEqual(before);
  });

  it('browser mode’s command socket: every command reaches the input’s check under the director’s hand', async () => {
    const before = t.snapshot();
    const origin = `http://127.0.0.1:${browser.port}`;
    const socket = new WebSocket(new URL('api', browser.url).href.replace(/^http/, 'ws'), {
      headers: { origin },
    } as never);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    const answers = new Map<number, unknown>();
    let waiting: { count: number; done: () => void } = { count: 0, done: () => {} };
    socket.addEventListener('message', (event) => {
      const { id, answer } = fromWire(String(event.data)) as { id: number; answer: unknown };
      answers.set(id, answer);
      if (answers.size === waiting.count) waiting.done();
    });
    // In waves the socket takes whole: past 64 commands waiting on one connection, it refuses the
    // next (too-many-requests), and there are more commands than that.
    for (let from = 0; from < names.length; from += 32) {
      const wave = [...names.entries()].slice(from, from + 32);
      await new Promise<void>((done) => {
        waiting = { count: from + wave.length, done };
        for (const [id, command] of wave) socket.send(JSON.stringify({ id, command, input: 42 }));
      });
    }
    socket.close();
    for (const [id, name] of names.entries())
      expect((answers.get(id) as { refusal: Refusal }).refusal.code, name).toBe('invalid-input');
    expect(t.snapshot()).toEqual(before);
  });

  it('no other listener opens a command socket, whatever the path and headers', async () => {
    const paths = ['/api', '/api/', '/api/show', '/', '/en/api', '/events', `${new URL(browser.url).pathname}api`];
    for (const url of [stations, live])
      for (const path of paths) {
        const origin = new URL(url).origin;
        const host = new URL(url).host;
        // Answered as a plain request, never upgraded (0, a connection cut, would hide a crash).
        expect(await upgradeStatus(url, path, { origin, host }), `${url} ${path}`).toBeGreaterThanOrEqual(200);
      }
    // Browser mode's own, but at any other path than its socket's, or from another page.
    const secret = new URL(browser.url).pathname;
    const origin = `http://127.0.0.1:${browser.port}`;
    for (const path of ['/api', `${secret}api/show`, `${secret}`, `${secret}api/`, `${secret}../api`])
      expect(await upgradeStatus(browser.url, path, { origin }), path).toBe(403);
    expect(await upgradeStatus(browser.url, `${secret}api`, { origin: stations })).toBe(403);
    expect(await upgradeStatus(browser.url, `${secret}api`, { origin })).toBe(101);
  });

  it('the stations’ listener, from a device not admitted: every command refused station-out, the service asked nothing', async () => {
    const code = (await t.api.stationsStatus({})).code as string;
    const nobody = new Device(stations);
    const waiting = await asking(stations, code, 'Attente');
    const refused = await asking(stations, code, 'Refusé');
    const revoked = await admitted(t.api, await t.api.stationsStatus({}), 'Retiré');
    const phone = new Device(stations);
    await phone.get(`/t/${t.codes().get(2)}`);
    const status = await t.api.stationsStatus({});
    await t.api.refuseStation({ station: status.requests.find((r) => r.name === 'Refusé')?.id as string });
    await t.api.revokeStation({ station: status.stations.find((s) => s.name === 'Retiré')?.id as string });
    const forged = new Device(stations);
    forged.cookies.set('sclassic-poste', 'A'.repeat(43));
    const before = t.snapshot();
    const since = asked();
    for (const [who, device] of Object.entries({ nobody, waiting, refused, revoked, phone, forged }))
      for (const name of names) {
        const { status, envelope } = await device.command(name, wouldRun(name, t.folder));
        expect([status, envelope], `${who} × ${name}`).toEqual([
          401,
          { refusal: { code: 'station-out', params: {}, field: null } },
        ]);
        expect(french(envelope)).toMatch(/^Ce poste n'est pas admis.*Rien n'a été modifié\.$/);
      }
    expect(since().filter((d) => d.by === 'stations')).toEqual([]);
    expect(t.snapshot()).toEqual(before);
  });

  it('the stations’ listener, as a saisie station: what the role declares reaches the input’s check, the rest refused by dispatch', async () => {
    const station = await admitted(t.api, await t.api.stationsStatus({}), 'Arbitre 2');
    const before = t.snapshot();
    for (const name of names) {
      if (allowedFor('saisie', name)) {
        const { status, envelope } = await station.command(name, 42);
        expect([status, (envelope as { refusal: Refusal }).refusal.code], name).toEqual([400, 'invalid-input']);
      } else {
        const { status, envelope } = await station.command(name, wouldRun(name, t.folder));
        expect([status, envelope], name).toEqual([
          403,
          { refusal: { code: 'not-allowed', params: { role: 'saisie' }, field: null } },
        ]);
        expect(french(envelope)).toMatch(/^Un poste de saisie saisit.*Rien n'a été modifié\.$/);
      }
    }
    expect(t.snapshot()).toEqual(before);
    expect(t.service.openFile?.path).toBe(t.path);
    expect((await t.api.stationsStatus({})).on).toBe(true);
    // Under its own hand each time.
    expect(
      new Set(t.dispatched.filter((d) => d.by === 'stations' && d.role !== 'table').map((d) => `${d.role} ${d.name}`)),
    ).toEqual(new Set(['saisie Arbitre 2']));
  });

  it('the stations’ listener, as a phone at a table: its sheet’s two commands under the table’s hand, nothing else', async () => {
    const phone = new Device(stations);
    const sheet = `/t/${t.codes().get(3)}`;
    await phone.get(sheet);
    const before = t.snapshot();
    const since = asked();
    for (const name of names) {
      // A command's name where a code goes, or in the form beside the scores.
      expect((await phone.get(`/t/${name}`)).status, name).toBe(404);
      const sent = await phone.postForm(`/t/${name}`, { form: 'f'.repeat(22), a1: '1', b1: '2', command: name });
      expect(sent.status, name).toBe(303);
      const ignored = await phone.postForm(sheet, { command: name, table: '1', games: '[[1,2]]', form: 'x' });
      expect(ignored.status, name).toBe(303);
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS'])
        expect((await phone.send(method, sheet, undefined)).status, `${method} ${name}`).toBe(405);
    }
    const sent = since().filter((d) => d.by === 'stations');
    expect(new Set(sent.map((d) => `${d.by} ${d.role} ${d.command}`))).toEqual(
      new Set(['stations table tableSheet', 'stations table proposeResult']),
    );
    expect(t.snapshot()).toEqual(before);
    expect((await t.api.proposals({})).proposals).toEqual([]);
  });

  it('the live listener: no command, whatever the path, method and headers; the public view alone is read', async () => {
    const before = t.snapshot();
    const since = asked();
    for (const name of names) {
      const paths = [
        `/api/${name}`,
        `/${name}`,
        `/en/api/${name}`,
        `/x/api/${name}?input={}`,
        `/events/${name}`,
        `/t/${name}`,
      ];
      const answers = await Promise.all(
        paths.flatMap((path) => [
          ...['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'].map(async (method) => {
            const answer = await rawRequest(live, {
              path,
              method,
              headers: { 'content-type': 'application/json', 'x-command': name, origin: live },
              body: JSON.stringify({ path: t.path, table: 1, games: [[1, 2]] }),
            });
            return [`${method} ${path}`, [405, 413].includes(answer.status), answer.body] as const;
          }),
          ...['GET', 'HEAD'].map(async (method) => {
            const answer = await rawRequest(live, { path, method, headers: { 'x-command': name } });
            return [`${method} ${path}`, answer.status === 404, 'Cette page'] as const;
          }),
        ]),
      );
      for (const [what, refused, words] of answers) {
        expect(refused, what).toBe(true);
        expect(words, what).toMatch(/^(GET ou HEAD seulement\.|Aucun corps de requête accepté\.|Cette page|)/);
      }
    }
    const read = since();
    expect(new Set(read.map((d) => `${d.by} ${d.command}`))).toEqual(
      new Set(read.length === 0 ? [] : ['live liveView']),
    );
    expect(t.snapshot()).toEqual(before);
  }, 60_000);
});

/**
 * The stations' listener against a hostile program on the venue's Wi-Fi, on real sockets: a POST
 * from another origin (or none) refused before anything is read; another Host header refused (DNS
 * rebinding); other methods, bodies on a GET, long addresses, large bodies, other content types
 * refused; requests, tries to join and proposals each limited per address (429), connections per
 * address capped; and a station's long wait on the proposals' queue never cut by the bounds on a
 * request's arrival. Nothing refused writes anything, queues a proposal or a request to join.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { StationsStatus } from '../../src-main/contract/views/stations.ts';
import { rawRequest } from '../support/live-tournament.ts';
import {
  admitted,
  Device,
  formMark,
  ROOMY,
  type StationsTournament,
  stationsTournament,
} from '../support/stations-tournament.ts';

let t: StationsTournament | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function started(limits = ROOMY): Promise<{ t: StationsTournament; status: StationsStatus; url: string }> {
  t = await stationsTournament({ ...ROOMY, ...limits });
  const status = await t.start();
  return { t, status, url: status.url as string };
}

const join = (code: string, nom = 'Arbitre 2') => ({ code, nom, langue: 'fr' });
const STATION_OUT = { refusal: { code: 'station-out', params: {}, field: null } };

describe('where a request comes from', () => {
  it('a POST from another origin, a null one, or none: refused, nothing done', async () => {
    const { t, status, url } = await started();
    const station = await admitted(t.api, status, 'Arbitre 2');
    const phone = new Device(url);
    const sheet = `/t/${t.codes().get(2)}`;
    const page = (await phone.get(sheet)).body;
    const before = t.snapshot();
    const port = new URL(url).port;
    const elsewhere: Array<{ origin?: string | null; headers?: Record<string, string> }> = [
      { origin: 'http://evil.example' },
      { origin: `http://127.0.0.1:${Number(port) + 1}` },
      { origin: 'null' },
      { origin: `https://127.0.0.1:${port}` },
      { origin: null },
      { origin: null, headers: { referer: 'http://evil.example/t/x' } },
      { origin: null, headers: { referer: 'not an address' } },
    ];
    for (const sending of elsewhere) {
      const what = JSON.stringify(sending);
      const command = await station.command('recordResult', { table: 2, games: [[412, 380]] }, sending);
      // Said to the station's screen as a refusal of its own: this is not the station's page.
      expect([command.status, command.envelope], what).toEqual([403, STATION_OUT]);
      expect((await new Device(url).postForm('/rejoindre', join(status.code as string), sending)).status, what).toBe(
        403,
      );
      expect((await phone.postForm(sheet, { form: formMark(page), a1: '412', b1: '380' }, sending)).status, what).toBe(
        403,
      );
    }
    expect(t.snapshot()).toEqual(before);
    expect((await t.api.stationsStatus({})).requests).toEqual([]);
    expect((await t.api.proposals({})).proposals).toEqual([]);
    // Without Origin, the page's own Referer will do.
    const referred = await station.command('show', {}, { origin: null, headers: { referer: `${url}resultats` } });
    expect(referred.status).toBe(200);
  });

  it('another Host header: refused, whatever is asked', async () => {
    const { status, url } = await started();
    const station = await admitted(t?.api as never, status, 'Arbitre 2');
    for (const host of ['evil.example', `evil.example:${new URL(url).port}`, '127.0.0.1', '192.168.1.10:80']) {
      expect((await station.get('/', { headers: { host } })).status, host).toBe(403);
      expect((await station.command('show', {}, { headers: { host } })).status, host).toBe(403);
    }
  });

  it('other methods, a body on a GET, a long address: refused', async () => {
    const { url } = await started();
    const device = new Device(url);
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])
      expect((await device.send(method, '/', 'x')).status).toBe(405);
    expect((await device.send('GET', '/', 'x'.repeat(10), { headers: { 'content-length': '10' } })).status).toBe(413);
    expect((await device.get(`/t/${'A'.repeat(300)}`)).status).toBe(414);
    expect((await device.get('/api/show')).status).toBe(405);
    expect((await device.postForm('/ailleurs', {})).status).toBe(404);
  });
});

describe('bodies', () => {
  it('a station’s command past 16 KB, a form past 2 KB, or of another type: refused before it is read, nothing written', async () => {
    const { t, status, url } = await started();
    const station = await admitted(t.api, status, 'Arbitre 2');
    const before = t.snapshot();
    const large = await station.send(
      'POST',
      '/api/recordResult',
      JSON.stringify({ table: 2, games: [[412, 380]], x: 'x'.repeat(17_000) }),
      {
        type: 'application/json',
      },
    );
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body)).toEqual({ refusal: { code: 'request-too-large', params: {}, field: null } });
    // The same body sent in chunks, its length unsaid: cut off as it passes the bound.
    const chunked = await station.send('POST', '/api/recordResult', `{"table":2,"x":"${'x'.repeat(20_000)}"}`, {
      type: 'application/json',
      headers: { 'transfer-encoding': 'chunked' },
    });
    expect(chunked.status).toBe(413);
    expect((await station.send('POST', '/api/show', '{}', { type: 'text/plain' })).status).toBe(415);
    const form = await new Device(url).postForm('/rejoindre', {
      ...join(status.code as string),
      pad: 'x'.repeat(3000),
    });
    expect(form.status).toBe(413);
    const json = await new Device(url).send('POST', '/rejoindre', JSON.stringify(join(status.code as string)), {
      type: 'application/json',
    });
    expect(json.status).toBe(415);
    const sheet = await new Device(url).postForm(`/t/${t.codes().get(2)}`, {
      a1: '412',
      b1: '380',
      pad: 'x'.repeat(3000),
    });
    expect(sheet.status).toBe(413);
    expect(t.snapshot()).toEqual(before);
    expect((await t.api.stationsStatus({})).requests).toEqual([]);
    expect((await t.api.proposals({})).proposals).toEqual([]);
  });
});

describe('budgets per address', () => {
  it('tries to join: a few, then 429, even with the right code; another address still may', async () => {
    const { t, status, url } = await started({ ...ROOMY, joins: { perSecond: 0.01, burst: 3 } });
    const device = new Device(url);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await device.postForm('/rejoindre', join('000000x'))).status);
    const right = await device.postForm('/rejoindre', join(status.code as string));
    expect([...statuses, right.status]).toEqual([403, 403, 403, 429]);
    expect(right.headers['retry-after']).toBe('60');
    expect(right.body).toContain('Trop d’essais depuis cet appareil');
    expect((await t.api.stationsStatus({})).requests).toEqual([]);
    const other = new Device(url, '127.0.0.2');
    expect((await other.postForm('/rejoindre', join(status.code as string))).status).toBe(303);
  });

  it('only a wrong code is charged: an arbiter typing the right one keeps its tries', async () => {
    const { status, url } = await started({ ...ROOMY, joins: { perSecond: 0.01, burst: 2 } });
    const device = new Device(url);
    const statuses: number[] = [];
    for (const name of ['Arbitre 2', 'Arbitre 3', 'Arbitre 4'])
      statuses.push((await device.postForm('/rejoindre', join(status.code as string, name))).status);
    for (let i = 0; i < 3; i++) statuses.push((await device.postForm('/rejoindre', join('999999x'))).status);
    expect(statuses).toEqual([303, 303, 303, 403, 403, 429]);
  });

  it('tries to join from every address together: bounded too', async () => {
    const { url } = await started({ ...ROOMY, joinsInAll: { perSecond: 0.01, burst: 4 } });
    const statuses: number[] = [];
    for (const from of ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
      statuses.push((await new Device(url, from).postForm('/rejoindre', join('000000x'))).status);
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
  });

  it('proposals: a few, then 429 and nothing queued', async () => {
    const { t, url } = await started({ ...ROOMY, proposals: { perSecond: 0.01, burst: 2 } });
    const phone = new Device(url);
    const sheets = [2, 3, 4].map((table) => `/t/${t.codes().get(table)}`);
    const statuses: number[] = [];
    for (const sheet of sheets) {
      const page = (await phone.get(sheet)).body;
      statuses.push((await phone.postForm(sheet, { form: formMark(page), a1: '412', b1: '380' })).status);
    }
    expect(statuses).toEqual([303, 303, 429]);
    expect((await t.api.proposals({})).proposals?.map((p) => p.table)).toEqual([2, 3]);
  });

  it('the sheets’ pages from every address together: a burst, then 429, said in words', async () => {
    const { t, url } = await started({ ...ROOMY, sheetsInAll: { perSecond: 0.01, burst: 2 } });
    const sheet = `/t/${t.codes().get(2)}`;
    const statuses: number[] = [];
    for (const from of ['127.0.0.1', '127.0.0.2', '127.0.0.3'])
      statuses.push((await new Device(url, from).get(sheet)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await new Device(url, '127.0.0.4').get(sheet)).body).toContain('Trop de demandes en ce moment');
    // The stations' commands and join page are not counted with them.
    expect((await new Device(url).get('/')).status).toBe(200);
  });

  it('requests: a burst, then 429, said to a station’s screen in words', async () => {
    const { t, status, url } = await started({ ...ROOMY, requests: { perSecond: 0.01, burst: 5 } });
    const station = await admitted(t.api, status, 'Arbitre 2');
    const statuses: number[] = [];
    // The burst of five: the station's request to join, then four pages.
    for (let i = 0; i < 4; i++) statuses.push((await new Device(url).get('/')).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await new Device(url).get('/')).status).toBe(429);
    expect(await station.command('show', {})).toEqual({
      status: 429,
      envelope: { refusal: { code: 'too-many-requests', params: {}, field: null } },
    });
    expect((await new Device(url, '127.0.0.2').get('/')).status).toBe(200);
  });

  it('connections: one address holds only so many', async () => {
    const { url } = await started({ ...ROOMY, connectionsPerAddress: 3 });
    const port = Number(new URL(url).port);
    const sockets = Array.from({ length: 4 }, () => connect({ host: '127.0.0.1', port }));
    const closed = sockets.map((s) => new Promise<boolean>((done) => s.once('close', () => done(true))));
    // The fourth is closed by the listener; the other three stay open until they are ended here.
    expect(await closed[3]).toBe(true);
    expect((await rawRequest(url, { path: '/', localAddress: '127.0.0.2' })).status).toBe(200);
    for (const s of sockets) s.destroy();
    await Promise.all(closed);
  });
});

describe('a station’s long wait on the proposals’ queue', () => {
  it('is not cut by the bounds on a request’s arrival: it answers when a phone proposes', async () => {
    const { t, status, url } = await started({ ...ROOMY, headersMs: 300, requestMs: 600 });
    const station = await admitted(t.api, status, 'Arbitre 2');
    const { envelope } = await station.command('proposals', {});
    const known = (envelope as { result: { version: number } }).result.version;
    const waiting = station.command('proposals', { known });
    // Longer than a request may take to arrive, before anything changes.
    await new Promise((done) => setTimeout(done, 1500));
    const phone = new Device(url);
    const sheet = `/t/${t.codes().get(2)}`;
    await phone.postForm(sheet, { form: formMark((await phone.get(sheet)).body), a1: '412', b1: '380' });
    const answer = await waiting;
    expect(answer.status).toBe(200);
    expect((answer.envelope as { result: { version: number } }).result.version).toBeGreaterThan(known);
  });
});

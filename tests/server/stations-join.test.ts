/**
 * A station joining the arbiters' stations' listener on a real socket, as a browser on the venue's
 * Wi-Fi does: the join page, the code (right, wrong), the name (checked, unique), the cookie and
 * its flags, the waiting page, the director's answer; then an admitted station's commands under its
 * name, and what puts it out — revoked, the stations restarted, another file opened — each refused
 * `station-out` at its next request, with nothing written.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import type { StationsStatus } from '../../src-main/contract/views/stations.ts';
import {
  admitted,
  asking,
  Device,
  type StationsTournament,
  setCookies,
  stationsTournament,
  UI_PAGE,
  UI_SCRIPT,
} from '../support/stations-tournament.ts';

let t: StationsTournament;
let status: StationsStatus;
let url: string;

beforeEach(async () => {
  t = await stationsTournament();
  status = await t.start();
  url = status.url as string;
});
afterEach(() => t.close());

const STATION_OUT = { refusal: { code: 'station-out', params: {}, field: null } };

describe('turning the stations on', () => {
  it('listens on the address asked, with a six-digit code and the address as a QR code', () => {
    expect(status).toMatchObject({ on: true, address: '127.0.0.1', requests: [], stations: [] });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(status.code).toMatch(/^\d{6}$/);
    expect(status.qrImage).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows a device the join form in French, with a link to English, and nothing of the tournament', async () => {
    const device = new Device(url);
    const page = await device.get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Demander à rejoindre');
    expect(page.body).toContain('action="/rejoindre"');
    expect(page.body).toContain('href="/en/"');
    expect(page.body).not.toContain('Open de Namur');
    expect(page.body).not.toContain('BERTIN');
    const english = await device.get('/en/');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Ask to join');
    // No script, its own style, forms to itself only.
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const style = /href="(\/poste-[\w-]+\.css)"/.exec(page.body)?.[1] as string;
    expect((await device.get(style)).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('serves the UI to no device that is not admitted', async () => {
    const device = await asking(url, status.code as string, 'Arbitre 2');
    for (const path of ['/', '/index.html', '/assets/app.js', '/secret.txt', '/../secret.txt']) {
      const answer = await device.get(path);
      expect(answer.body, path).not.toContain('interface');
    }
    expect((await new Device(url).get('/assets/app.js')).status).toBe(404);
  });
});

describe('asking to join', () => {
  it('a wrong code: refused, said on the page, no cookie, no request for the director', async () => {
    const device = new Device(url);
    const wrong = String((Number(status.code) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, '', '12345', `${status.code}0`, 'abcdef']) {
      const answer = await device.postForm('/rejoindre', { code, nom: 'Arbitre 2', langue: 'fr' });
      expect(answer.status, code).toBe(403);
      expect(answer.body).toContain('Ce code ne correspond pas');
      expect(answer.body).toContain('value="Arbitre 2"');
      expect(setCookies(answer)).toEqual([]);
    }
    expect((await t.api.stationsStatus({})).requests).toEqual([]);
  });

  it('the right code: a request waits under its name, the token in an HttpOnly, SameSite=Strict cookie of 256 bits', async () => {
    const device = new Device(url);
    const answer = await device.postForm('/rejoindre', {
      code: ` ${status.code?.slice(0, 3)} ${status.code?.slice(3)} `,
      nom: '  Arbitre 2 ',
      langue: 'fr',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    const [cookie] = setCookies(answer);
    expect(cookie).toMatch(/^sclassic-poste=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=\d+$/);
    expect(Buffer.from(device.cookies.get('sclassic-poste') as string, 'base64url')).toHaveLength(32);
    const { requests } = await t.api.stationsStatus({});
    expect(requests).toEqual([
      {
        id: expect.stringMatching(/^[a-f0-9]{16}$/),
        name: 'Arbitre 2',
        address: '127.0.0.1',
        at: '2026-12-22T14:00:00.000Z',
      },
    ]);
    // No view carries the token.
    expect(JSON.stringify(await t.api.stationsStatus({}))).not.toContain(device.cookies.get('sclassic-poste'));
    const waiting = await device.get('/');
    expect(waiting.body).toContain('Demande envoyée sous le nom « Arbitre 2 »');
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="3">');
    // Still nothing reachable.
    expect(await device.command('show', {})).toEqual({ status: 401, envelope: STATION_OUT });
  });

  it('a name checked as the service checks names, and unique among the stations waiting and admitted', async () => {
    const device = new Device(url);
    const empty = await device.postForm('/rejoindre', { code: status.code as string, nom: '  ', langue: 'fr' });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain('Nom du poste : obligatoire');
    const long = await device.postForm('/rejoindre', {
      code: status.code as string,
      nom: 'x'.repeat(41),
      langue: 'en',
    });
    expect(long.status).toBe(400);
    expect(long.body).toContain('<html lang="en">');
    await admitted(t.api, status, 'Arbitre 2');
    await asking(url, status.code as string, 'Arbitre 3');
    // Nor one that only looks the same on the director's screen and in the log: a Cyrillic « А », a
    // Cyrillic « е », a fullwidth « ２ », the words in another order.
    for (const name of ['arbitre 2', 'ARBITRE 3', 'Arbître 2', 'Аrbitre 2', 'Arbitrе 3', 'Arbitre ２', '2 Arbitre']) {
      const taken = await device.postForm('/rejoindre', { code: status.code as string, nom: name, langue: 'fr' });
      expect(taken.status, name).toBe(409);
      expect(taken.body).toContain(`appelle déjà « ${name} » : choisissez un autre nom.`);
    }
  });

  it('a device asking again takes back its earlier request', async () => {
    const device = await asking(url, status.code as string, 'Arbitre 2');
    await device.postForm('/rejoindre', { code: status.code as string, nom: 'Arbitre 4', langue: 'fr' });
    expect((await t.api.stationsStatus({})).requests.map((r) => r.name)).toEqual(['Arbitre 4']);
  });

  it('refused by the director: the device is told, and may ask again', async () => {
    const device = await asking(url, status.code as string, 'Arbitre 2');
    const [request] = (await t.api.stationsStatus({})).requests;
    await t.api.refuseStation({ station: request?.id as string });
    expect((await t.api.stationsStatus({})).requests).toEqual([]);
    const page = await device.get('/');
    expect(page.body).toContain('Le directeur de tournoi a refusé la demande de ce poste.');
    expect(page.body).toContain('Demander à rejoindre');
    expect(await device.command('show', {})).toEqual({ status: 401, envelope: STATION_OUT });
    // Answered once: a second answer names nobody.
    const again = await t.service.dispatch('admitStation', { station: request?.id, role: 'saisie' });
    expect(again).toEqual({ refusal: { code: 'station-unknown', params: {}, field: null } });
  });
});

describe('an admitted station', () => {
  it('is served the UI at the same address, under the UI’s policy', async () => {
    const device = await admitted(t.api, status, 'Arbitre 2');
    const page = await device.get('/');
    expect(page.status).toBe(200);
    expect(page.body).toBe(UI_PAGE);
    expect(page.headers['content-security-policy']).toContain("form-action 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Chromium sends no Origin with the UI's own fetch: its Referer must reach the listener.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect((await device.get('/assets/app.js')).body).toBe(UI_SCRIPT);
    expect((await device.get('/resultats')).body).toBe(UI_PAGE);
    expect((await device.get('/..%2fsecret.txt')).status).toBe(403);
    const english = await device.get('/en/');
    expect([english.status, english.headers.location]).toEqual([303, '/']);
    const { stations } = await t.api.stationsStatus({});
    expect(stations).toEqual([
      {
        id: expect.any(String),
        name: 'Arbitre 2',
        role: 'saisie',
        address: '127.0.0.1',
        joinedAt: '2026-12-22T14:00:00.000Z',
        lastSeen: null,
      },
    ]);
  });

  it('enters a result under its own name, and the director’s log says so', async () => {
    const device = await admitted(t.api, status, 'Arbitre 2');
    expect(await device.command('whoAmI', {})).toEqual({
      status: 200,
      envelope: { result: { role: 'saisie', name: 'Arbitre 2' } },
    });
    const entered = await device.command('recordResult', { table: 2, games: [[412, 380]], replaces: null });
    expect(entered.status).toBe(200);
    const [last] = await t.api.log({});
    expect(last).toMatchObject({ command: 'record-result', hand: 'Arbitre 2' });
    expect((await t.api.round({ round: 1 })).matches[1]?.entered).toMatchObject({ by: 'Arbitre 2' });
    expect((await t.api.stationsStatus({})).stations[0]?.lastSeen).toBe('2026-12-22T14:00:00.000Z');
    // What its role may not run is refused by dispatch, in French, nothing written.
    const before = t.snapshot();
    const pair = await device.command('pairNextRound', {});
    expect(pair.status).toBe(403);
    const refused = (pair.envelope as { refusal: Parameters<typeof refusalMessage>[0] }).refusal;
    expect(refused.code).toBe('not-allowed');
    expect(refusalMessage(refused)).toMatch(/^Un poste de saisie saisit/);
    expect(t.snapshot()).toEqual(before);
  });

  it('revoked: its next request is refused, station-out, and writes nothing', async () => {
    const device = await admitted(t.api, status, 'Arbitre 2');
    const other = await admitted(t.api, status, 'Arbitre 3');
    expect((await device.command('show', {})).status).toBe(200);
    const station = (await t.api.stationsStatus({})).stations.find((s) => s.name === 'Arbitre 2');
    await t.api.revokeStation({ station: station?.id as string });
    const before = t.snapshot();
    expect(await device.command('recordResult', { table: 2, games: [[412, 380]] })).toEqual({
      status: 401,
      envelope: STATION_OUT,
    });
    expect(t.snapshot()).toEqual(before);
    expect((await device.get('/')).body).toContain('Le directeur de tournoi a retiré ce poste.');
    // The other station goes on.
    expect((await other.command('show', {})).status).toBe(200);
    expect((await t.api.stationsStatus({})).stations.map((s) => s.name)).toEqual(['Arbitre 3']);
  });

  it('a command waiting for its turn as the station is revoked, or another file opened: refused when its turn comes, nothing written', async () => {
    const device = await admitted(t.api, status, 'Arbitre 2');
    const held = t.hold('recordResult');
    const sent = device.command('recordResult', { table: 2, games: [[412, 380]] });
    await held.reached;
    const id = (await t.api.stationsStatus({})).stations[0]?.id as string;
    await t.api.revokeStation({ station: id });
    const before = t.snapshot();
    await held.release();
    expect(await sent).toEqual({ status: 401, envelope: STATION_OUT });
    expect(t.snapshot()).toEqual(before);

    // Another tournament opened meanwhile (last year's, to look something up): nothing goes into it.
    const other = await admitted(t.api, status, 'Arbitre 3');
    const copy = `${t.folder}/copie.sclassic`;
    await t.api.saveCopy({ path: copy });
    const waiting = t.hold('recordResult');
    // The listener closes its connections as it goes off: the device hears nothing back.
    const late = other.command('recordResult', { table: 2, games: [[412, 380]] }).catch(() => null);
    await waiting.reached;
    await t.api.openTournament({ path: copy });
    const opened = t.snapshot();
    expect(await waiting.release()).toEqual(STATION_OUT);
    await late;
    expect(t.snapshot()).toEqual(opened);
    expect((await t.api.round({ round: 1 })).matches[1]?.recorded).toBeNull();
  });

  it('stopped and started again: every cookie is worthless, and a new code', async () => {
    const device = await admitted(t.api, status, 'Arbitre 2');
    const waiting = await asking(url, status.code as string, 'Arbitre 3');
    await t.api.stopStations({});
    const again = await t.api.startStations({ address: '127.0.0.1', port: 0 });
    expect(again).toMatchObject({ requests: [], stations: [] });
    for (const d of [device, waiting]) {
      const moved = new Device(again.url as string);
      for (const [name, value] of d.cookies) moved.cookies.set(name, value);
      expect(await moved.command('show', {})).toEqual({ status: 401, envelope: STATION_OUT });
      expect((await moved.get('/')).body).toContain('Demander à rejoindre');
    }
  });

  it('another file opened, or this one closed: the stations go off', async () => {
    await admitted(t.api, status, 'Arbitre 2');
    await t.api.saveCopy({ path: `${t.folder}/copie.sclassic` });
    await t.api.openTournament({ path: `${t.folder}/copie.sclassic` });
    await expect.poll(async () => (await t.api.stationsStatus({})).on).toBe(false);
    expect(await t.api.stationsStatus({})).toMatchObject({ url: null, code: null, requests: [], stations: [] });
    await expect(new Device(url).get('/')).rejects.toThrow();
    await t.start();
    await t.api.closeTournament({});
    await expect.poll(async () => (await t.api.stationsStatus({})).on).toBe(false);
  });

  it('unknown ids: the director’s answers refused with station-unknown', async () => {
    for (const command of ['admitStation', 'refuseStation', 'revokeStation'] as const) {
      const answer = await t.service.dispatch(command, { station: 'abc123', role: 'saisie' });
      expect(answer, command).toEqual({ refusal: { code: 'station-unknown', params: {}, field: null } });
    }
    // A waiting request cannot be revoked, an admitted station cannot be admitted twice.
    await asking(url, status.code as string, 'Arbitre 2');
    const [request] = (await t.api.stationsStatus({})).requests;
    expect(await t.service.dispatch('revokeStation', { station: request?.id })).toMatchObject({
      refusal: { code: 'station-unknown' },
    });
    await t.api.admitStation({ station: request?.id as string, role: 'saisie' });
    expect(await t.service.dispatch('admitStation', { station: request?.id, role: 'saisie' })).toMatchObject({
      refusal: { code: 'station-unknown' },
    });
  });
});

/**
 * The public view the live results serve, as the service builds it: the current round, the
 * standings after the last complete round, each player's rounds with forfeits and abandons marked,
 * nothing private; read again only when the file moved on. And the director's commands around
 * the listener: refused where no process runs one, an address the machine does not have, a port
 * already taken, the poster only while the results are on.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from '../../src-main/contract/i18n/messages.ts';
import { liveResults } from '../../src-main/server/live/live-host.ts';
import { listenRefusal } from '../../src-main/server/venue-listener.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService } from '../../src-main/service/core/dispatch.ts';
import { BIRTH_YEAR, LICENCE, LIVE_NAMES, type LiveTournament, liveTournament } from '../support/live-tournament.ts';
import { refusal } from '../support/refusal.ts';

let t: LiveTournament;
beforeAll(async () => {
  t = await liveTournament();
});
afterAll(() => t.close());

describe('the public view', () => {
  it('holds the round, the standings after the last complete round, and every player', async () => {
    const { revision, view } = await t.api.liveView({});
    expect(view).not.toBeNull();
    if (view === null) return;
    expect(view.revision).toBe(revision);
    expect(view.tournament).toEqual({
      name: 'Open de Courcelles',
      date: '2026-12-22',
      place: 'Courcelles',
      plannedRounds: 4,
      roundsPaired: 2,
      finished: false,
    });
    expect(view.round?.number).toBe(2);
    expect(view.round?.entered).toBe(3);
    // Round 2 is not complete: the standings are those after round 1.
    expect(view.standings?.after).toBe(1);
    expect(view.standings?.rows).toHaveLength(LIVE_NAMES.length);
    expect(view.standings?.categories.map((c) => c.name)).toEqual(['A', 'B', 'C']);
    expect(view.players.map((p) => p.player.name)).toEqual(LIVE_NAMES);
    expect(view.finalPhase).toBeNull();
  });

  it('marks the forfeit and the abandon on both players’ pages, the games as the rules score them', async () => {
    const view = (await t.api.liveView({})).view;
    const round1 = (await t.api.round({ round: 1 })).matches;
    const pageOf = (id: number) => view?.players.find((p) => p.player.id === id);
    const forfeit = round1.find((m) => m.table === 2);
    const abandon = round1.find((m) => m.table === 3);
    const line = (id: number) => pageOf(id)?.lines.find((l) => l.round === 1);
    expect(line(forfeit?.a.id as number)).toMatchObject({ ending: 'forfeit', endedBy: 'opponent', outcome: 'win' });
    expect(line(forfeit?.b?.id as number)).toMatchObject({ ending: 'forfeit', endedBy: 'player', outcome: 'loss' });
    expect(line(abandon?.a.id as number)).toMatchObject({ ending: 'abandon', endedBy: 'player', outcome: 'loss' });
    expect(line(abandon?.b?.id as number)).toMatchObject({ ending: 'abandon', endedBy: 'opponent', outcome: 'win' });
    // The abandon's games as the rules give them, each from the player's own side.
    const games = abandon?.result?.games ?? [];
    expect(line(abandon?.a.id as number)?.games).toEqual(games);
    expect(line(abandon?.b?.id as number)?.games).toEqual(games.map(([a, b]) => [b, a]));
  });

  it('never holds a licence, a birth year or the file’s path', async () => {
    const text = JSON.stringify(await t.api.liveView({}));
    expect(text).not.toMatch(/licence|birthYear|path/);
    for (let i = 0; i < LIVE_NAMES.length; i++) {
      expect(text).not.toContain(LICENCE(i));
      expect(text).not.toContain(String(BIRTH_YEAR(i)));
    }
    expect(text).not.toContain(t.folder);
  });

  it('leaves the ratings out when the director hides them, a setting kept in the file', async () => {
    await t.api.updateSettings({ liveHidesRatings: true });
    const view = (await t.api.liveView({})).view;
    expect(view?.ratingsShown).toBe(false);
    expect(view?.players.every((p) => p.player.rating === null)).toBe(true);
    expect(view?.standings?.rows.every((r) => r.player.rating === null)).toBe(true);
    expect((await t.api.show({})).liveHidesRatings).toBe(true);
    await t.api.undo({});
    expect((await t.api.show({})).liveHidesRatings).toBe(false);
  });

  it('is read again only when the file’s revision moved on', async () => {
    const { revision } = await t.api.liveView({});
    expect(await t.api.liveView({ known: revision })).toEqual({ revision, view: null });
    await t.api.updateSettings({ place: 'Courcelles (salle des fêtes)' });
    const after = await t.api.liveView({ known: revision });
    expect(after.revision).toBeGreaterThan(revision);
    expect(after.view?.tournament.place).toBe('Courcelles (salle des fêtes)');
  });
});

describe('turning the live results on and off', () => {
  it('is refused where the process runs no listener (the command line)', async () => {
    const api = apiOf(createService());
    expect((await refusal(api.liveStatus({}))).code).toBe('live-unavailable');
    expect((await refusal(api.startLive({ address: '127.0.0.1' }))).code).toBe('live-unavailable');
  });

  it('refuses an address the machine does not have, and a port already taken', async () => {
    const unknown = await refusal(t.api.startLive({ address: '10.0.0.99', port: 0 }));
    expect(unknown.refusal).toMatchObject({ code: 'live-address-unknown', field: 'address' });
    expect(unknown.message).toContain('127.0.0.1');
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const port = (taken.address() as { port: number }).port;
    const busy = await refusal(t.api.startLive({ address: '127.0.0.1', port }));
    expect(busy.refusal).toMatchObject({ code: 'live-port-busy', params: { port }, field: 'port' });
    taken.close();
    expect((await t.api.liveStatus({})).on).toBe(false);
  });

  it('says a refusal of the system in the reader’s words, never the system’s English', async () => {
    // 192.0.2.1 (an address for documentation) offered as the machine's own: the system refuses it.
    const service = createService({
      live: (self) => liveResults(self, { addresses: () => [{ name: 'eth9', address: '192.0.2.1', internal: false }] }),
    });
    const refused = await refusal(apiOf(service).startLive({ address: '192.0.2.1', port: 8080 }));
    service.close();
    expect(refused.refusal).toEqual({
      code: 'live-cannot-listen',
      params: { address: '192.0.2.1', port: 8080, cause: 'system', code: 'EADDRNOTAVAIL' },
      field: 'address',
    });
    expect(refused.message).toBe(
      "Impossible d'écouter sur 192.0.2.1, port 8080 : le système le refuse (EADDRNOTAVAIL). Choisissez une autre adresse ou un autre port, puis réessayez.",
    );
    expect(refusalMessage(refused.refusal, 'en')).toBe(
      'Cannot listen on 192.0.2.1, port 8080: the system refuses it (EADDRNOTAVAIL). Choose another address or port, then try again.',
    );
    // A reserved port (this machine's tests run with the right to any port: the system's error as Node gives it).
    const denied = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), { code: 'EACCES' });
    const reserved = listenRefusal(denied, '0.0.0.0', 80).refusal;
    expect(reserved).toMatchObject({ params: { cause: 'port-reserved' }, field: 'port' });
    expect(refusalMessage(reserved, 'fr')).toBe(
      "Impossible d'écouter sur 0.0.0.0, port 80 : le système réserve ce port (à l'administrateur, ou à un autre service) ; choisissez-en un autre, au-dessus de 1024.",
    );
    expect(refusalMessage(reserved, 'en')).not.toMatch(/permission denied|EACCES/);
  });

  it('prints the poster only while on, with the address to open', async () => {
    expect((await refusal(t.api.printDocument({ document: 'live-poster' }))).code).toBe('live-off');
    const status = await t.start();
    expect(status).toMatchObject({ on: true, address: '127.0.0.1', phones: 0 });
    expect(status.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(status.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const poster = await t.api.printDocument({ document: 'live-poster' });
    expect(poster.fileName).toBe('Open de Courcelles - affiche des résultats en direct.pdf');
    await t.api.stopLive({});
  });
});

describe('another tournament opened while the live results are on', () => {
  it('turns them off: the room never sees a file the director did not turn them on for', async () => {
    const own = await liveTournament();
    try {
      const status = await own.start();
      const url = status.url as string;
      expect((await fetch(url)).status).toBe(200);
      await own.api.createTournament({ path: join(own.folder, 'Autre.sclassic'), name: 'Autre', date: '2026-12-23' });
      // The listener stops once the command has answered.
      await expect.poll(async () => (await own.api.liveStatus({})).on).toBe(false);
      await expect(fetch(url)).rejects.toThrow();
      // On again, for this one.
      expect((await own.start()).on).toBe(true);
      await own.api.openTournament({ path: own.path });
      await expect.poll(async () => (await own.api.liveStatus({})).on).toBe(false);
    } finally {
      await own.close();
    }
  });
});

describe('the file', () => {
  it('of an earlier version opens with the ratings shown', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sclassic-live-v1-'));
    const copy = join(folder, 'v1.sclassic');
    copyFileSync(new URL('../fixtures/v1-tournament.sclassic', import.meta.url), copy);
    const service = createService({ dataFolder: join(folder, 'données') });
    const summary = await apiOf(service).openTournament({ path: copy });
    expect(summary.liveHidesRatings).toBe(false);
    service.close();
    rmSync(folder, { recursive: true, force: true });
  });
});

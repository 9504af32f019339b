/**
 * The round's clock on the players' phones: once the director starts it, the round page says when
 * the round ends (the director's machine's time), and while it stands paused the time left; each
 * move of the clock is a new version of the view, so a page kept for a version stays true.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { LiveView } from '../../src-main/contract/views/live.ts';
import { pageAddress, renderPage } from '../../src-main/server/live/live-pages.ts';
import { apiOf } from '../../src-main/service/core/api.ts';
import { createService, type Service } from '../../src-main/service/core/dispatch.ts';

const folder = mkdtempSync(join(tmpdir(), 'sclassic-live-clock-'));
let now = Date.parse('2026-12-22T14:00:00Z');
let service: Service;
let api: SclassicApi;

beforeAll(async () => {
  service = createService({ clock: () => new Date(now) });
  api = apiOf(service);
  await api.createTournament({ path: join(folder, 'open.sclassic'), name: 'Open', date: '2026-12-22', minutes: 25 });
  await api.importPlayers({
    players: ['AUBRY Anne', 'BLANC Marc', 'CARON Léa', 'DAVID Tom'].map((name, i) => ({ name, rating: 1900 - 40 * i })),
  });
  await api.pairNextRound({});
});
afterAll(() => {
  service.close();
  rmSync(folder, { recursive: true, force: true });
});

const view = async () => (await api.liveView({})).view as LiveView;
const roundText = (live: LiveView, path = '/') =>
  (
    renderPage(pageAddress(new URL(`http://salle.local${path}`)), {
      view: live,
      version: String(live.revision),
      assets: { style: '/s.css', script: '/s.js' },
    }) ?? ''
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** The moment as the director's machine writes it: the page's time is the venue's. */
const localTime = (at: number) =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(new Date(at));

describe('the round clock on the phones', () => {
  it('is not shown before the director starts it', async () => {
    const live = await view();
    expect(live.round?.clock).toBeNull();
    expect(roundText(live)).not.toMatch(/Fin de la ronde|Pendule/);
  });

  it('says when the round ends once started, pauses counted, and the time left while paused', async () => {
    const started = await api.startClock({});
    const ends = Date.parse(started.startedAt) + started.minutes * 60_000;
    let live = await view();
    expect(live.round?.clock).toEqual({ endsAt: new Date(ends).toISOString(), pausedRemainingMs: null });
    expect(roundText(live)).toContain(`Fin de la ronde prévue à ${localTime(ends)}`);
    expect(roundText(live, '/en/')).toContain(`Round due to end at ${localTime(ends)}`);

    now += 10 * 60_000;
    await api.pauseClock({});
    live = await view();
    const left = started.minutes * 60_000 - 10 * 60_000;
    expect(live.round?.clock).toEqual({ endsAt: null, pausedRemainingMs: left });
    expect(roundText(live)).toContain(`Pendule arrêtée : ${left / 60_000}:00 restantes`);
    expect(roundText(live, '/en/')).toContain(`Clock paused: ${left / 60_000}:00 left`);

    // Five minutes stood paused: the round ends five minutes later than first said.
    now += 5 * 60_000;
    await api.resumeClock({});
    live = await view();
    expect(live.round?.clock?.endsAt).toBe(new Date(ends + 5 * 60_000).toISOString());
    expect(roundText(live)).toContain(`Fin de la ronde prévue à ${localTime(ends + 5 * 60_000)}`);
  });

  it('is no longer shown once every result of the round is in', async () => {
    for (const m of (await api.round({})).matches)
      if (m.b !== null) await api.recordResult({ table: m.table, games: [[420, 380]] });
    const live = await view();
    expect(live.round?.clock).toBeNull();
    expect(roundText(live)).not.toMatch(/Fin de la ronde|Pendule/);
  });
});

describe('the final phase’s clock on the phones', () => {
  it('is the clock of its latest round, on the « Phase finale » page', async () => {
    const final = createService({ clock: () => new Date(now) });
    const director = apiOf(final);
    try {
      await director.createTournament({
        path: join(folder, 'finale.sclassic'),
        name: 'Finale',
        date: '2026-12-22',
        plannedRounds: 1,
      });
      await director.importPlayers({
        players: ['AUBRY Anne', 'BLANC Marc', 'CARON Léa', 'DAVID Tom'].map((name, i) => ({
          name,
          rating: 1900 - 40 * i,
        })),
      });
      const round = await director.pairNextRound({});
      for (const m of round.matches)
        if (m.b !== null) await director.recordResult({ table: m.table, games: [[420, 380]] });
      await director.openFinalPhase({ players: 2, bestOfThree: false });
      const started = await director.startClock({});
      expect(started.round).toBe(2);
      const ends = Date.parse(started.startedAt) + started.minutes * 60_000;
      const live = (await director.liveView({})).view as LiveView;
      expect(live.finalPhase?.clock).toEqual({ endsAt: new Date(ends).toISOString(), pausedRemainingMs: null });
      // The classic round shown on the first page has no clock running any more.
      expect(live.round?.clock).toBeNull();
      expect(roundText(live, '/phase-finale')).toContain(`Fin de la ronde prévue à ${localTime(ends)}`);
      // The final played: no end to announce.
      await director.recordResult({ table: 1, games: [[400, 380]] });
      const done = (await director.liveView({})).view as LiveView;
      expect(done.finalPhase?.clock).toBeNull();
    } finally {
      final.close();
    }
  });
});

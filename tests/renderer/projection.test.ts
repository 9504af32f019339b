/**
 * Projection: the pairings by player in French alphabetical order (the player against X
 * exempt), then the standings, a page every 10 s, the data read again every 15 s, Escape leaves.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchView, RoundView, StandingsView, TournamentSummary } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import '../../src-renderer/lib/i18n.ts';
import Projection from '../../src-renderer/screens/Projection.svelte';
import { pagesOf, pairingLines } from '../../src-renderer/screens/standings/format.ts';
import { projectionFit, textEm } from '../../src-renderer/screens/standings/projection-fit.ts';

const summary = {
  path: '/tmp/courcelles.sclassic',
  name: 'Open de Courcelles',
  ruleset: { pdep: { kind: 'score-difference', capPerGame: 150, forfeitValue: 50 } },
  roundsPaired: 3,
  finished: false,
  currentRound: { number: 3, entered: 1, total: 3, missingTables: [1, 2] },
} as unknown as TournamentSummary;

const brief = (id: number, name: string) => ({ id, name, club: '', rating: 1500 });
const match = (table: number, a: string, b: string | null): MatchView => ({
  round: 3,
  table,
  a: brief(table * 2, a),
  b: b === null ? null : brief(table * 2 + 1, b),
  starts: null,
  rematch: false,
  result: null,
  recorded: null,
  reason: null,
  entered: null,
});
const round = {
  number: 3,
  matches: [match(1, 'ÉMERY Zoé', 'durand Paul'), match(2, 'BERTIN Ana', 'DUPONT Luc'), match(3, 'Andre Nathan', null)],
} as RoundView;

const standings: StandingsView = {
  after: 2,
  final: false,
  rows: ['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => ({
    rank: i + 1,
    id: i + 1,
    name: `JOUEUR ${name}`,
    club: '',
    rating: 1500,
    pm: 6 - i,
    ppm: null,
    pdep: 10 * i,
    withdrawn: false,
    tieBreak: i === 0 ? null : 'pm',
    categories: [],
  })),
  categories: [],
  pending: [],
};

// jsdom has no ResizeObserver (the page measures its list with it): one that never reports.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const liveOff = {
  on: false,
  url: null,
  address: null,
  port: null,
  phones: 0,
  qrImage: null,
  addresses: [{ name: 'lo', address: '127.0.0.1', internal: true }],
};

beforeEach(() => {
  vi.useFakeTimers();
  app.summary = summary;
  vi.spyOn(api, 'liveStatus').mockResolvedValue(liveOff);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  app.summary = null;
});

describe('Projection', () => {
  it('sorts the pairings by player the French way and shows the player against X as exempt', () => {
    expect(pairingLines(round.matches)).toEqual([
      { name: 'Andre Nathan', table: null, opponent: null },
      { name: 'BERTIN Ana', table: 2, opponent: 'DUPONT Luc' },
      { name: 'DUPONT Luc', table: 2, opponent: 'BERTIN Ana' },
      { name: 'durand Paul', table: 1, opponent: 'ÉMERY Zoé' },
      { name: 'ÉMERY Zoé', table: 1, opponent: 'durand Paul' },
    ]);
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 3)).toEqual([[]]);
  });

  it('shows the pairings, turns to the standings after 10 s, reads the data again every 15 s', async () => {
    const show = vi.spyOn(api, 'show').mockResolvedValue(summary);
    const rounds = vi.spyOn(api, 'round').mockResolvedValue(round);
    const asked = vi.spyOn(api, 'standings').mockResolvedValue(standings);
    render(Projection);
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveBeenCalledWith({ round: 3 });
    // Round 3 still has missing results: the standings after round 2.
    expect(asked).toHaveBeenCalledWith({ after: 2, final: false });

    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Ronde 3 — appariements');
    const lines = [...document.querySelectorAll('.pairings li')].map((li) =>
      li.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(lines).toEqual([
      'Andre Nathan exempt (X)',
      'BERTIN Ana table 2 contre DUPONT Luc',
      'DUPONT Luc table 2 contre BERTIN Ana',
      'durand Paul table 1 contre ÉMERY Zoé',
      'ÉMERY Zoé table 1 contre durand Paul',
    ]);
    expect(screen.getByTestId('page-indicator').textContent?.trim()).toBe('page 1/1');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Classement après la ronde 2');
    // The standings rows in big type: rank, name, club, PM, PPM, Pdep (signed: a score difference).
    const rows = [...document.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.slice(0, 2)).toEqual([
      ['1', 'JOUEUR A', '', '6', '', '0'],
      ['2', 'JOUEUR B', '', '5', '', '+10'],
    ]);

    expect(show).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(show).toHaveBeenCalledTimes(2);

    // Leaving the page stops both timers.
    expect(vi.getTimerCount()).toBe(2);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the live results’ address and QR code first while they are on, and at the foot of every page', async () => {
    vi.spyOn(api, 'show').mockResolvedValue(summary);
    vi.spyOn(api, 'round').mockResolvedValue(round);
    vi.spyOn(api, 'standings').mockResolvedValue(standings);
    const url = 'http://192.168.1.20:8080/';
    vi.spyOn(api, 'liveStatus').mockResolvedValue({
      ...liveOff,
      on: true,
      url,
      address: '192.168.1.20',
      port: 8080,
      qrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    render(Projection);
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Résultats en direct');
    const live = screen.getByTestId('projection-live');
    expect(live.textContent).toContain(url);
    expect(live.querySelector('img')?.getAttribute('alt')).toBe(`Code QR de l’adresse ${url}`);
    await fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Ronde 3 — appariements');
    expect(document.querySelector('footer')?.textContent).toContain(`Résultats en direct : ${url}`);
  });

  it('leaves with Escape and turns the pages with the arrows', async () => {
    vi.spyOn(api, 'show').mockResolvedValue(summary);
    vi.spyOn(api, 'round').mockResolvedValue(round);
    vi.spyOn(api, 'standings').mockResolvedValue(standings);
    render(Projection);
    await vi.advanceTimersByTimeAsync(0);
    await fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Classement après la ronde 2');
    await fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Ronde 3 — appariements');
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(app.step).toBe('classement');
    expect(globalThis.location.hash).toBe('#/classement');
  });

  it('shows the final standings alone once the last round is complete, not its pairings', async () => {
    const over = { ...summary, finished: true, currentRound: { number: 3, entered: 3, total: 3, missingTables: [] } };
    vi.spyOn(api, 'show').mockResolvedValue(over as TournamentSummary);
    const rounds = vi.spyOn(api, 'round').mockResolvedValue(round);
    const asked = vi.spyOn(api, 'standings').mockResolvedValue({ ...standings, after: 3, final: true });
    render(Projection);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveBeenCalledWith({ after: 3, final: true });
    expect(rounds).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Classement final');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe('Classement final');
    expect(document.querySelector('.pairings')).toBeNull();
  });
});

describe('the projection’s type, so that every name is read whole', () => {
  const LONG = 'DE LA FONTAINE Jean-Noël';

  it('keeps the size the window gives when the names fit, two columns of pairings on a wide screen', () => {
    expect(projectionFit(1366, 768, 'BERTIN Ana')).toEqual({ fontPx: 34, pairingColumns: 1 });
    expect(projectionFit(1920, 1080, 'BERTIN Ana')).toEqual({ fontPx: 48, pairingColumns: 1 });
    expect(projectionFit(3840, 2160, 'BERTIN Ana')).toEqual({ fontPx: 52, pairingColumns: 2 });
    // Two columns only while the longest name fits in one of them.
    expect(projectionFit(3840, 2160, 'VAN DEN BOSSCHE Marie-Christine').pairingColumns).toBe(1);
  });

  it('gives a long name the room it needs at 1920 px: one column of pairings, smaller type only if needed', () => {
    const fit = projectionFit(1920, 1080, LONG);
    expect(fit.pairingColumns).toBe(1);
    // The name and « contre » + the name fit their cells of a one-column pairing line at that size.
    const font = fit.fontPx;
    const cells = 1920 - 2 * font - 6.2 * font;
    expect(textEm(LONG) * font).toBeLessThanOrEqual((cells * 1.1) / 2.3);
    expect((textEm(LONG) + 0.8 * textEm('contre ')) * font).toBeLessThanOrEqual((cells * 1.2) / 2.3);
    // And the standings' name column (45 % of the table, less its padding).
    expect(textEm(LONG) * font).toBeLessThanOrEqual(0.45 * (1920 - 2 * font) - 28);
    expect(font).toBeGreaterThanOrEqual(26);
  });

  it('counts a withdrawn player’s tag in the standings’ name column', () => {
    const plain = projectionFit(1366, 768, LONG);
    const tagged = projectionFit(1366, 768, LONG, '(retiré)');
    expect(tagged.fontPx).toBeLessThan(plain.fontPx);
  });
});

/**
 * The page under an arbiters' station's hand: the same shell reduced to Résultats, the station's
 * name in the bar, none of the director's ways elsewhere (steps, Accueil, settings, undo, the next
 * round, the stations' panel and its banner); and once the director has put it out, whichever
 * request is refused, the whole page says so and how to join again, in French and in English.
 * The director's window, beside it, keeps every step and follows the stations.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../src-main/contract/refusals.ts';
import type { StationsStatus } from '../../src-main/contract/views/stations.ts';
import { toWire } from '../../src-main/contract/wire.ts';
import App from '../../src-renderer/App.svelte';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { locale } from '../../src-renderer/lib/i18n.ts';
import { follow } from '../../src-renderer/lib/live.svelte.ts';
import { stations } from '../../src-renderer/lib/stations.svelte.ts';
import { round, summary } from './tournament-views.ts';

const ARBITRE_2 = { role: 'saisie', name: 'Arbitre 2' } as const;
const UNDO_STATE = { undo: null, redo: null, revision: 1, file: '/tmp/t.sclassic' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  app.summary = null;
  app.hand = null;
  app.out = false;
  app.read = false;
  app.step = 'accueil';
  stations.status = null;
  globalThis.location.hash = '';
  locale.set('fr');
});

describe('a station’s page', () => {
  let stationsAsked: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.spyOn(api, 'whoAmI').mockResolvedValue(ARBITRE_2);
    vi.spyOn(api, 'show').mockResolvedValue(summary());
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    vi.spyOn(api, 'undoState').mockResolvedValue(UNDO_STATE);
    stationsAsked = vi.spyOn(api, 'stationsStatus');
  });

  it('shows Résultats alone, the station’s name in the bar, whatever address it is given', async () => {
    globalThis.location.hash = '#/parametres';
    render(App);
    const bar = screen.getByRole('banner');
    expect((await within(bar).findByTestId('station-name')).textContent).toBe('Poste : Arbitre 2');
    await waitFor(() => expect(app.step).toBe('resultats'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultats' })).toBeTruthy();
    expect(await screen.findByTestId('results-table')).toBeTruthy();
    expect(within(bar).getByTestId('tournament-name').textContent).toBe('Open de Courcelles');
    // None of the director's: no steps, no settings, no undo, not the file's path on the director's machine.
    expect(within(bar).queryByRole('navigation')).toBeNull();
    expect(within(bar).queryByTestId('open-settings')).toBeNull();
    expect(within(bar).queryByRole('button', { name: /Annuler|Rétablir|Rien à/ })).toBeNull();
    expect(within(bar).queryByTestId('tournament-path')).toBeNull();
    expect(screen.queryByTestId('stations-panel')).toBeNull();
    expect(stationsAsked).not.toHaveBeenCalled();
    // An address typed for another step leads back to Résultats.
    globalThis.location.hash = '#/rondes';
    globalThis.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(app.step).toBe('resultats');
  });

  it('offers the round in play alone: an earlier round is corrected at the director’s desk', async () => {
    vi.mocked(api.show).mockResolvedValue(
      summary({ roundsPaired: 3, currentRound: { number: 3, entered: 0, total: 10, missingTables: [] } }),
    );
    vi.mocked(api.round).mockResolvedValue(round(3));
    render(App);
    const menu = (await screen.findByLabelText('Ronde')) as HTMLSelectElement;
    await waitFor(() => expect([...menu.options].map((o) => o.textContent)).toEqual(['Ronde 3']));
  });

  it('shows none of the director’s screens before it knows whose page it is', async () => {
    let answer: (hand: typeof ARBITRE_2) => void = () => {};
    vi.mocked(api.whoAmI).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(App);
    expect(await screen.findByText('Chargement…')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('open-settings')).toBeNull();
    answer(ARBITRE_2);
    expect((await screen.findByTestId('station-name')).textContent).toBe('Poste : Arbitre 2');
    expect(await screen.findByTestId('results-table')).toBeTruthy();
  });

  it('says the round is complete without offering the next one', async () => {
    const complete = round(1, Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i + 1, [[400, 300]]])));
    vi.mocked(api.round).mockResolvedValue(complete);
    vi.mocked(api.show).mockResolvedValue(
      summary({ currentRound: { number: 1, entered: 10, total: 10, missingTables: [] } }),
    );
    render(App);
    expect((await screen.findByTestId('missing-tables')).textContent).toBe(
      'Tous les résultats de la ronde 1 sont saisis.',
    );
    expect(screen.queryByTestId('next-step')).toBeNull();
  });
});

describe('a station put out by the director', () => {
  /** The network between the page and the stations' listener: every command answered from here, or refused once the station is out. */
  let out: boolean;

  beforeEach(() => {
    out = false;
    const answers: Record<string, unknown> = {
      whoAmI: ARBITRE_2,
      show: summary(),
      round: round(1),
      undoState: UNDO_STATE,
    };
    vi.stubGlobal('fetch', async (address: URL | string) => {
      const command = String(address).split('/api/')[1] ?? '';
      const answer = out
        ? { refusal: refusal('station-out', {}) }
        : command in answers
          ? { result: answers[command] }
          : { refusal: refusal('not-allowed', { role: 'saisie' }) };
      return { text: async () => toWire(answer) } as Response;
    });
  });

  it('shows the whole page saying so, and how to ask to join again, whichever request was refused', async () => {
    render(App);
    expect(await screen.findByTestId('results-table')).toBeTruthy();
    out = true;
    // The next request the page makes, here the revision it follows.
    await follow();
    const page = await screen.findByTestId('station-out');
    expect(within(page).getByRole('heading').textContent).toBe('Ce poste de saisie a été retiré');
    expect(page.textContent).toContain('Le directeur de tournoi a retiré ce poste');
    expect(page.textContent).toContain('tapez le code affiché sur l’écran du directeur');
    expect(within(page).getByRole('button', { name: 'Demander à rejoindre' })).toBeTruthy();
    // Nothing else of the page stays.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByTestId('results-table')).toBeNull();
    locale.set('en');
    await waitFor(() => expect(within(page).getByRole('heading').textContent).toBe('This station was removed'));
    expect(page.textContent).toContain('To join again');
  });

  it('shows it as the page opens, when the station was put out before', async () => {
    out = true;
    render(App);
    expect(await screen.findByTestId('station-out')).toBeTruthy();
  });
});

describe('the director’s window', () => {
  const asking: StationsStatus = {
    on: true,
    url: 'http://192.168.1.20:8081/',
    address: '192.168.1.20',
    port: 8081,
    code: 'K7P2Q9',
    qrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
    addresses: [{ name: 'wlan0', address: '192.168.1.20', internal: false }],
    requests: [{ id: 'r1', name: 'Arbitre 3', address: '192.168.1.34', at: '2026-12-22T13:05:00Z' }],
    stations: [],
  };

  beforeEach(() => {
    vi.spyOn(api, 'whoAmI').mockResolvedValue({ role: 'director', name: null });
    vi.spyOn(api, 'show').mockResolvedValue(summary());
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    vi.spyOn(api, 'listPlayers').mockResolvedValue([]);
    vi.spyOn(api, 'roundClock').mockResolvedValue(null);
    vi.spyOn(api, 'liveStatus').mockRejectedValue(new Error('no live results here'));
    vi.spyOn(api, 'undoState').mockResolvedValue(UNDO_STATE);
  });

  it('keeps every step, and notices a device asking to join on any screen, the button leading to the panel', async () => {
    vi.spyOn(api, 'stationsStatus').mockResolvedValue(asking);
    globalThis.location.hash = '#/rondes';
    render(App);
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByRole('navigation')).toBeTruthy();
    expect(within(bar).getByTestId('open-settings')).toBeTruthy();
    expect(within(bar).queryByTestId('station-name')).toBeNull();
    const banner = await screen.findByTestId('join-banner');
    expect(banner.textContent).toContain('Arbitre 3 (192.168.1.34) demande à rejoindre les postes de saisie.');
    await fireEvent.click(within(banner).getByRole('button', { name: 'Répondre' }));
    expect(app.step).toBe('resultats');
    // The panel, in view, its title focused.
    await waitFor(() => expect(document.activeElement?.id).toBe('stations-title'));
    expect(screen.getByTestId('station-requests').textContent).toContain('Arbitre 3');
  });

  it('shows no banner while nobody asks', async () => {
    vi.spyOn(api, 'stationsStatus').mockResolvedValue({ ...asking, requests: [] });
    render(App);
    await waitFor(() => expect(api.stationsStatus).toHaveBeenCalled());
    expect(screen.queryByTestId('join-banner')).toBeNull();
  });
});

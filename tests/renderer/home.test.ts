/**
 * Accueil and the header: the service's recent files with their folders, the example path in the service's
 * folder, a tournament opened where its director left off (a finished one on Classement, never
 * on Inscriptions' late entry), and the open file's path always in view in the header.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import App from '../../src-renderer/App.svelte';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import '../../src-renderer/lib/i18n.ts';
import Home from '../../src-renderer/screens/Home.svelte';
import { refused } from './refusals.ts';
import { players, round, summary } from './tournament-views.ts';

const FOLDER = '/home/directeur/Documents/Tournois Sclassic';
const FILE = `${FOLDER}/Open de Courcelles.sclassic`;

/** The recent files as the service answers them, most recent first. */
let recentFiles: MockInstance<SclassicApi['recentFiles']>;

beforeEach(() => {
  recentFiles = vi.spyOn(api, 'recentFiles').mockResolvedValue([FILE]);
  // The director's window.
  vi.spyOn(api, 'whoAmI').mockResolvedValue({ role: 'director', name: null });
  vi.spyOn(api, 'defaults').mockResolvedValue({ folder: FOLDER, separator: '/' });
  // The directory of players has its own tests: here it is empty.
  vi.spyOn(api, 'directoryInfo').mockResolvedValue({
    path: '/tmp/d.sqlite',
    entries: 0,
    newestListDate: null,
    lastImport: null,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  globalThis.localStorage.clear();
  globalThis.location.hash = '';
  app.summary = null;
  app.step = 'accueil';
  app.hand = null;
  app.out = false;
  app.read = false;
});

describe('Accueil', () => {
  it('shows each of the service’s recent files by its name and its folder, and the example in the service’s folder', async () => {
    recentFiles.mockResolvedValue([FILE, '/srv/tournois/Open de Mons.sclassic']);
    render(Home);
    await waitFor(() => expect(screen.getAllByTestId('recent-file')).toHaveLength(2));
    const recent = screen.getAllByTestId('recent-file').map((b) => b.textContent?.replace(/\s+/g, ' ').trim());
    expect(recent).toEqual([`Open de Courcelles.sclassic dans ${FOLDER}`, 'Open de Mons.sclassic dans /srv/tournois']);
    expect(recentFiles).toHaveBeenCalledWith({});
    await waitFor(() =>
      expect(screen.getByLabelText('Fichier du tournoi (.sclassic)').getAttribute('placeholder')).toBe(
        `${FOLDER}/Open de Courcelles.sclassic`,
      ),
    );
  });

  it('shows no list when the service has none, or cannot say', async () => {
    recentFiles.mockResolvedValue([]);
    render(Home);
    await waitFor(() => expect(recentFiles).toHaveBeenCalled());
    expect(screen.queryByText('Tournois récents')).toBeNull();
    cleanup();
    recentFiles.mockRejectedValue(refused('connection-lost', {}));
    render(Home);
    await waitFor(() => expect(recentFiles).toHaveBeenCalledTimes(2));
    expect(screen.queryAllByTestId('recent-file')).toEqual([]);
    // Opening a file by its path still works.
    expect(screen.getByLabelText('Fichier du tournoi (.sclassic)')).toBeDefined();
  });

  it('opens a finished tournament on Classement, one under way where its director left off', async () => {
    const over = summary({
      path: FILE,
      roundsPaired: 5,
      finished: true,
      currentRound: { number: 5, entered: 10, total: 10, missingTables: [] },
    });
    const open = vi.spyOn(api, 'openTournament').mockResolvedValue(over);
    vi.spyOn(api, 'show').mockResolvedValue(over);
    render(Home);
    await fireEvent.click(await screen.findByTestId('recent-file'));
    expect(open).toHaveBeenCalledWith({ path: FILE });
    await waitFor(() => expect(app.step).toBe('classement'));

    const underWay = summary({ path: FILE });
    open.mockResolvedValue(underWay);
    vi.spyOn(api, 'show').mockResolvedValue(underWay);
    await fireEvent.click(screen.getByTestId('recent-file'));
    await waitFor(() => expect(app.step).toBe('resultats'));
  });
});

describe('the first screen of a page', () => {
  it('is where the director left off, with neither Accueil nor « no tournament » shown before it', async () => {
    let answer: (value: ReturnType<typeof summary>) => void = () => {};
    vi.spyOn(api, 'show').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(App);
    // Whose page it is is known (the steps are in the bar), what is open not yet.
    await screen.findByRole('navigation');
    expect(screen.getByText('Chargement…')).toBeDefined();
    expect(screen.queryByTestId('new-tournament')).toBeNull();
    expect(recentFiles).not.toHaveBeenCalled();
    answer(summary({ path: FILE }));
    expect(await screen.findByTestId('results-table')).toBeDefined();
    expect(app.step).toBe('resultats');
    expect(recentFiles).not.toHaveBeenCalled();
  });

  it('is where the director left off when the service was out of reach at the first reading', async () => {
    const show = vi
      .spyOn(api, 'show')
      .mockRejectedValueOnce(refused('connection-lost', {}))
      .mockResolvedValue(summary({ path: FILE }));
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(App);
    await screen.findByRole('navigation');
    expect(screen.getByText('Chargement…')).toBeDefined();
    // Asked again once the service may be back, as whose page it is is asked (ASK_AGAIN_MS).
    expect(await screen.findByTestId('results-table', {}, { timeout: 5000 })).toBeDefined();
    expect(show).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('new-tournament')).toBeNull();
  });

  it('is Accueil when no tournament is open, once the service has said so', async () => {
    let answer: (value: never) => void = () => {};
    vi.spyOn(api, 'show').mockReturnValue(new Promise((_, reject) => (answer = reject)));
    render(App);
    await screen.findByRole('navigation');
    expect(screen.queryByTestId('new-tournament')).toBeNull();
    answer(refused('no-tournament', {}) as never);
    expect(await screen.findByTestId('new-tournament')).toBeDefined();
    expect(app.step).toBe('accueil');
  });

  it('is where the director went, when they went somewhere before the tournament was read', async () => {
    let answer: (value: ReturnType<typeof summary>) => void = () => {};
    vi.spyOn(api, 'show').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    vi.spyOn(api, 'listPlayers').mockResolvedValue(players());
    vi.spyOn(api, 'roundClock').mockResolvedValue(null);
    vi.spyOn(api, 'undoState').mockResolvedValue({ undo: null, redo: null, revision: 1, file: FILE });
    render(App);
    // An address typed as the page opens: its change event comes after the tournament is read.
    globalThis.location.hash = '#/rondes';
    answer(summary({ path: FILE }));
    await waitFor(() => expect(app.step).toBe('rondes'));
    await new Promise((done) => setTimeout(done, 50));
    expect(app.step).toBe('rondes');
    expect(globalThis.location.hash).toBe('#/rondes');
  });
});

describe('the header', () => {
  it('shows the open tournament’s name and the whole path of its file', async () => {
    vi.spyOn(api, 'show').mockResolvedValue(summary({ path: FILE }));
    render(App);
    const path = await screen.findByTestId('tournament-path');
    expect(path.getAttribute('title')).toBe(FILE);
    expect(path.textContent?.replace(/\u200e/g, '')).toBe(`Fichier : ${FILE}`);
    expect(screen.getByTestId('tournament-name').textContent).toBe('Open de Courcelles');
    expect(within(screen.getByRole('banner')).getByText('Open de Courcelles')).toBeDefined();
  });
});

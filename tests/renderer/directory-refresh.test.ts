/** Inscriptions: the registrations brought up to date from the directory, with a fake api. */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefreshReport } from '../../src-main/service/directory-refresh.ts';
import type { PlayerView, TournamentSummary } from '../../src-main/service/views.ts';
import { ApiError } from '../../src-renderer/lib/api.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import '../../src-renderer/lib/i18n.ts';
import Players from '../../src-renderer/screens/Players.svelte';

const player = (id: number, name: string, rating: number, more: Partial<PlayerView> = {}): PlayerView => ({
  id,
  name,
  club: 'Mons',
  rating,
  ratingType: 'PL',
  licence: '',
  k: null,
  category: '',
  birthYear: null,
  categories: [],
  initialRank: id,
  firstRound: 1,
  withdrawnAfter: null,
  absentNextRound: false,
  ...more,
});

const REGISTERED = [player(1, 'BERTIN Ana', 1720, { licence: '1001' }), player(2, 'ÉLOY Léa', 1500, { club: '' })];

const summary = (roundsPaired = 0): TournamentSummary =>
  ({
    path: '/tmp/t.sclassic',
    name: 'Open de Courcelles',
    players: REGISTERED.length,
    activePlayers: REGISTERED.length,
    plannedRounds: null,
    ruleRounds: 5,
    roundsWarnings: [],
    roundsPaired,
    nextRound: roundsPaired + 1,
  }) as unknown as TournamentSummary;

const proposal = (ratingLocked = false): RefreshReport => ({
  applied: false,
  changes: [
    {
      player: { id: 1, name: 'BERTIN Ana' },
      from: { rating: 1720 },
      to: { rating: 1750 },
      listDate: '2026-12-01',
      ratingLocked,
    },
    {
      player: { id: 2, name: 'ÉLOY Léa' },
      from: { rating: 1500, club: '' },
      to: { rating: 1540, club: 'Namur' },
      listDate: '2026-12-01',
      ratingLocked,
    },
  ],
  notFound: [{ id: 3, name: 'INCONNU Zoé' }],
  ambiguous: [],
  ratingsKept: 0,
});

beforeEach(() => {
  app.summary = summary();
  vi.spyOn(api, 'show').mockResolvedValue(summary());
  vi.spyOn(api, 'listPlayers').mockResolvedValue(REGISTERED);
  vi.spyOn(api, 'directorySearch').mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openPanel() {
  render(Players);
  await fireEvent.click(await screen.findByRole('button', { name: 'Mettre à jour depuis le répertoire' }));
  return within(await screen.findByTestId('refresh-panel'));
}

describe('Inscriptions: update from the directory', () => {
  it('shows the proposed changes, then applies them: the list is read again and the status says how many', async () => {
    const refresh = vi
      .spyOn(api, 'refreshFromDirectory')
      .mockResolvedValueOnce(proposal())
      .mockResolvedValueOnce({ ...proposal(), applied: true });
    const panel = await openPanel();
    expect(refresh).toHaveBeenCalledWith({});
    const rows = within(await panel.findByTestId('refresh-changes')).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows.map(cells)).toEqual([
      ['Joueur', 'Cote actuelle → nouvelle', 'Autres changements', 'Liste du'],
      ['BERTIN Ana', '1720 → 1750', '', '2026-12-01'],
      ['ÉLOY Léa', '1500 → 1540', 'Club : — → Namur', '2026-12-01'],
    ]);
    expect(panel.getByText('Absent du répertoire : INCONNU Zoé.')).toBeTruthy();
    expect(api.listPlayers).toHaveBeenCalledTimes(1);

    await fireEvent.click(panel.getByRole('button', { name: 'Appliquer' }));
    expect(refresh).toHaveBeenLastCalledWith({ apply: true });
    await waitFor(() =>
      expect(screen.getByTestId('players-announce').textContent).toBe('2 joueurs mis à jour depuis le répertoire.'),
    );
    expect(screen.queryByTestId('refresh-panel')).toBeNull();
    expect(api.listPlayers).toHaveBeenCalledTimes(2);
  });

  it('closes on Annuler without writing', async () => {
    const refresh = vi.spyOn(api, 'refreshFromDirectory').mockResolvedValue(proposal());
    const panel = await openPanel();
    await panel.findByTestId('refresh-changes');
    await fireEvent.click(panel.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByTestId('refresh-panel')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({});
  });

  it('after round 1, says the ratings are locked and applies the rest, keeping them', async () => {
    app.summary = summary(1);
    const refresh = vi
      .spyOn(api, 'refreshFromDirectory')
      .mockResolvedValueOnce(proposal(true))
      .mockResolvedValueOnce({ ...proposal(true), applied: true, ratingsKept: 2 });
    const panel = await openPanel();
    expect((await panel.findByTestId('refresh-locked')).textContent).toMatch(/La ronde 1 est appariée/);
    expect(panel.getAllByText('figée (ronde 1 appariée)')).toHaveLength(2);
    await fireEvent.click(panel.getByRole('button', { name: 'Appliquer sans les cotes figées' }));
    expect(refresh).toHaveBeenLastCalledWith({ apply: true, keepRatings: true });
  });

  it('shows a refusal in the panel and keeps it open', async () => {
    vi.spyOn(api, 'refreshFromDirectory')
      .mockResolvedValueOnce(proposal())
      .mockRejectedValueOnce(new ApiError('rating-locked', 'La ronde 1 est appariée : refusé.', 'apply'));
    const panel = await openPanel();
    await fireEvent.click(await panel.findByRole('button', { name: 'Appliquer' }));
    expect((await panel.findByRole('alert')).textContent).toBe('La ronde 1 est appariée : refusé.');
    expect(screen.getByTestId('refresh-panel')).toBeTruthy();
  });

  it('says when nothing would change', async () => {
    vi.spyOn(api, 'refreshFromDirectory').mockResolvedValue({ ...proposal(), changes: [], notFound: [] });
    const panel = await openPanel();
    expect((await panel.findByTestId('refresh-none')).textContent).toMatch(/à jour/);
    expect(panel.queryByRole('button', { name: 'Appliquer' })).toBeNull();
  });
});

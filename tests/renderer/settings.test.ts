/**
 * Paramètres: each section sends its own change to updateSettings; a refusal shows next to the
 * field it names and what was typed stays; the rules fixed by play show read-only.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TournamentSummary } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import { DEFAULT_TOURNAMENT_ELO, resolveRuleset } from '../../src-engine/index.ts';
import Settings from '../../src-renderer/screens/Settings.svelte';
import { players, summary } from './tournament-views.ts';

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const save = (id: string) => fireEvent.click(document.getElementById(id) as HTMLElement);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The series counts as shown, highest series first. */
const seriesCounts = () => screen.getAllByTestId('series-count').map((cell) => cell.textContent?.trim());

let update: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  app.summary = summary();
  vi.spyOn(api, 'listPlayers').mockResolvedValue(players());
  // The service answers with the summary as changed.
  update = vi.spyOn(api, 'updateSettings').mockImplementation(async (change) =>
    summary({
      ...(change.elo ? { elo: { ...DEFAULT_TOURNAMENT_ELO, ...change.elo } as TournamentSummary['elo'] } : {}),
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.summary = null;
});

describe('Paramètres', () => {
  it('saves K for every player with the other constants as they are', async () => {
    render(Settings);
    await type('Coefficient K (tous les joueurs)', '32');
    await save('save-elo');
    expect(update).toHaveBeenCalledWith({
      elo: { k: 32, scale: 400, expectationClamp: { min: 0.08, max: 0.92 }, expectationStep: 0.01, changeStep: 1 },
      // The constants as the screen showed them: another screen's change since is refused.
      was: { elo: DEFAULT_TOURNAMENT_ELO },
    });
    expect(await screen.findByText('Enregistré.')).toBeTruthy();
    expect(app.summary?.elo.k).toBe(32);
  });

  it('shows a refused K next to its field and keeps what was typed', async () => {
    update.mockRejectedValueOnce(
      refused(
        'invalid-input',
        { issues: [{ path: ['elo', 'k'], rule: 'too-big', subject: 'k', limit: 100 }] },
        'elo.k',
      ),
    );
    render(Settings);
    await type('Coefficient K (tous les joueurs)', '500');
    await save('save-elo');
    const k = input('Coefficient K (tous les joueurs)');
    const alert = await within(k.parentElement as HTMLElement).findByRole('alert');
    expect(alert.textContent?.trim()).toBe('100 au plus');
    expect(k.value).toBe('500');
    expect(k.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Enregistré.')).toBeNull();
    // Only the K field is marked.
    expect(input('Échelle').getAttribute('aria-invalid')).toBe('false');
  });

  it('puts the default constants back in the form, saved only on request', async () => {
    app.summary = summary({ elo: { ...DEFAULT_TOURNAMENT_ELO, k: 40, scale: 500 } });
    render(Settings);
    expect(input('Coefficient K (tous les joueurs)').value).toBe('40');
    await fireEvent.click(screen.getByRole('button', { name: 'Valeurs par défaut' }));
    expect(input('Coefficient K (tous les joueurs)').value).toBe('20');
    expect(input('Échelle').value).toBe('400');
    expect(update).not.toHaveBeenCalled();
    await save('save-elo');
    expect(update).toHaveBeenCalledWith({
      elo: DEFAULT_TOURNAMENT_ELO,
      was: { elo: { ...DEFAULT_TOURNAMENT_ELO, k: 40, scale: 500 } },
    });
  });

  it('counts the players of each series as the floors are typed, and saves the series highest first', async () => {
    render(Settings);
    // Ratings 1700 down to 1320 by 20: six players from 1600, none from 1800.
    await waitFor(() => expect(seriesCounts()).toEqual(['0', '0', '6', '14']));
    await type('Cote plancher de la série A', '1650');
    expect(seriesCounts()).toEqual(['0', '3', '3', '14']);
    // A floor above the lowest ratings leaves players out of every series: said under the table.
    expect(screen.queryByTestId('series-unplaced')).toBeNull();
    await type('Cote plancher de la série C', '1400');
    expect(seriesCounts()).toEqual(['0', '3', '3', '10']);
    expect(screen.getByTestId('series-unplaced').textContent).toContain('4 joueurs sont sous la plus basse série');
    await type('Cote plancher de la série C', '0');
    await save('save-series');
    expect(update).toHaveBeenCalledWith({
      categories: {
        series: [
          { name: 'Joker', from: 2000 },
          { name: 'A', from: 1650 },
          { name: 'B', from: 1600 },
          { name: 'C', from: 0 },
        ],
      },
      was: { categories: summary().categories },
    });
  });

  it('sorts a new series into place on saving, and shows a refusal on its line', async () => {
    update.mockRejectedValueOnce(
      refused(
        'invalid-input',
        {
          issues: [{ path: ['categories', 'series', 2, 'name'], rule: 'required', subject: 'category-name' }],
        },
        'categories.series[2].name',
      ),
    );
    render(Settings);
    await fireEvent.click(screen.getByRole('button', { name: 'Ajouter une série' }));
    // The cursor goes to the new line's name; its floor is typed, its name forgotten.
    expect((document.activeElement as HTMLInputElement).getAttribute('aria-label')).toBe('Nom de la série 5');
    await type('Cote plancher de la série n° 5', '1700');
    await save('save-series');
    expect(update).toHaveBeenCalledWith({
      categories: {
        series: [
          { name: 'Joker', from: 2000 },
          { name: 'A', from: 1800 },
          { name: '', from: 1700 },
          { name: 'B', from: 1600 },
          { name: 'C', from: 0 },
        ],
      },
      was: { categories: summary().categories },
    });
    const name = input('Nom de la série 3');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const alert = await within(name.closest('td') as HTMLElement).findByRole('alert');
    expect(alert.textContent?.trim()).toBe('Obligatoire');
    expect(input('Cote plancher de la série n° 3').value).toBe('1700');
  });

  it('adds a category by birth years and removes a series', async () => {
    render(Settings);
    await fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    await type('Nom de la catégorie 1', 'Jeunes');
    await type('Catégorie Jeunes : née à partir de l’année', '2009');
    await save('save-categories');
    expect(update).toHaveBeenCalledWith({
      categories: { categories: [{ name: 'Jeunes', bornFrom: 2009 }] },
      was: { categories: summary().categories },
    });

    await fireEvent.click(screen.getByRole('button', { name: 'Retirer la série Joker' }));
    expect(document.activeElement?.textContent).toBe('Ajouter une série');
    await save('save-series');
    expect(update).toHaveBeenLastCalledWith({
      categories: {
        series: [
          { name: 'A', from: 1800 },
          { name: 'B', from: 1600 },
          { name: 'C', from: 0 },
        ],
      },
      was: { categories: summary().categories },
    });
  });

  it('shows a refusal about a whole category under its line, one about a year beside its box', async () => {
    app.summary = summary({
      categories: { ...summary().categories, categories: [{ name: 'Jeunes', bornFrom: 2009, bornUntil: 2012 }] },
    });
    update.mockRejectedValueOnce(
      refused(
        'invalid-input',
        { issues: [{ path: ['categories', 'categories', 0], rule: 'birth-years-order', subject: 'birth-year' }] },
        'categories.categories[0]',
      ),
    );
    render(Settings);
    await type('Catégorie Jeunes : née à partir de l’année', '2014');
    await save('save-categories');
    const line = (await screen.findByText(/la première année de naissance doit précéder la seconde/)).closest('tr');
    expect(line?.previousElementSibling?.contains(input('Catégorie Jeunes : née à partir de l’année'))).toBe(true);
    expect(input('Catégorie Jeunes : née à partir de l’année').getAttribute('aria-invalid')).toBe('true');
    expect(input('Catégorie Jeunes : née jusqu’à l’année').getAttribute('aria-invalid')).toBe('true');
    expect(input('Nom de la catégorie 1').getAttribute('aria-invalid')).toBe('false');

    update.mockRejectedValueOnce(
      refused(
        'invalid-input',
        {
          issues: [
            { path: ['categories', 'categories', 0, 'bornFrom'], rule: 'too-big', subject: 'birth-year', limit: 2100 },
          ],
        },
        'categories.categories[0].bornFrom',
      ),
    );
    await type('Catégorie Jeunes : née à partir de l’année', '3000');
    await save('save-categories');
    const from = input('Catégorie Jeunes : née à partir de l’année');
    const alert = await within(from.closest('td') as HTMLElement).findByRole('alert');
    expect(alert.textContent?.trim()).toBe('2100 au plus');
    expect(input('Catégorie Jeunes : née jusqu’à l’année').getAttribute('aria-invalid')).toBe('false');
    expect(from.value).toBe('3000');
  });

  it('shows the ruleset, the format and the system read-only once play has started', async () => {
    render(Settings);
    expect(screen.getByTestId('ruleset-locked').textContent).toContain('fixé depuis que la ronde 1 est appariée');
    expect(screen.getByTestId('system-locked').textContent).toContain('formule classique');
    // Round 1 paired, no result yet: the format may still change.
    expect(screen.queryByTestId('format-locked')).toBeNull();
    await type('Nom du tournoi', 'Open de Courcelles 2026');
    await save('save-tournament');
    expect(update).toHaveBeenCalledWith({
      name: 'Open de Courcelles 2026',
      date: '2026-12-22',
      place: '',
      minutes: 25,
      plannedRounds: null,
      bestOfThree: false,
      liveHidesRatings: false,
      was: {
        name: 'Open de Courcelles',
        date: '2026-12-22',
        place: '',
        minutes: 25,
        plannedRounds: null,
        bestOfThree: false,
        liveHidesRatings: false,
      },
    });
  });

  it('offers the ruleset and the system before round 1 is paired', async () => {
    app.summary = summary({ roundsPaired: 0, currentRound: null });
    render(Settings);
    await fireEvent.click(screen.getByRole('radio', { name: /FBS \(Belgique\)/ }));
    await fireEvent.click(screen.getByRole('checkbox', { name: /selon le règlement/ }));
    await type('Nombre de rondes choisi', '6');
    await save('save-tournament');
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ ruleset: 'fbs', pairingSystem: 'formula', plannedRounds: 6 }),
    );
  });

  it('puts the unrated players in a series and sets the rating they count for, counted in the series table', async () => {
    // Players 19 and 20 are unrated newcomers.
    vi.mocked(api.listPlayers).mockResolvedValue(players().map((p) => (p.id >= 19 ? { ...p, rating: null } : p)));
    render(Settings);
    expect((await screen.findByTestId('newcomers-count')).textContent).toBe('2 joueurs non classés.');
    // In a series of their own, the C series holds the 12 rated players below 1600.
    await waitFor(() => expect(seriesCounts()).toEqual(['0', '0', '6', '12']));
    const series = screen.getByLabelText('Série des non classés') as HTMLSelectElement;
    expect([...series.options].map((o) => o.textContent?.trim())).toEqual([
      'une série à part : « NC »',
      'dans la série Joker',
      'dans la série A',
      'dans la série B',
      'dans la série C',
    ]);
    expect(input('Cote comptée pour un non classé').value).toBe('1400');
    await fireEvent.change(series, { target: { value: 'C' } });
    await type('Cote comptée pour un non classé', '1300');
    await save('save-newcomers');
    expect(update).toHaveBeenCalledWith({
      categories: { newcomerSeries: 'C' },
      newcomerRating: 1300,
      was: { categories: summary().categories, newcomerRating: 1400 },
    });
  });

  it('under FBS, shows the newcomer rating fixed once round 1 is paired, and saves only the series', async () => {
    app.summary = summary({ ruleset: resolveRuleset('fbs'), roundsPaired: 1, newcomerRating: 1250 });
    render(Settings);
    const rating = input('Cote comptée pour un non classé');
    expect(rating.value).toBe('1250');
    expect(rating.disabled).toBe(true);
    expect(screen.getByTestId('newcomers-rating-locked').textContent).toContain(
      'Fixée depuis que la ronde 1 est appariée',
    );
    expect(screen.getByText(/les Pdep \(ce règlement les fait des cotes\)/)).toBeTruthy();
    await save('save-newcomers');
    expect(update).toHaveBeenCalledWith({
      categories: { newcomerSeries: 'NC' },
      was: { categories: summary().categories },
    });
  });

  it('shows a refused newcomer rating next to its box', async () => {
    update.mockRejectedValueOnce(
      refused(
        'invalid-input',
        { issues: [{ path: ['newcomerRating'], rule: 'too-big', subject: 'newcomer-rating', limit: 5000 }] },
        'newcomerRating',
      ),
    );
    render(Settings);
    await type('Cote comptée pour un non classé', '9000');
    await save('save-newcomers');
    const box = input('Cote comptée pour un non classé');
    const alert = await within(box.closest('.field') as HTMLElement).findByRole('alert');
    expect(alert.textContent?.trim()).toBe('5000 au plus');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Paramètres — results proposed from the tables', () => {
  const proposals = () =>
    screen.getByRole('checkbox', { name: 'Résultats proposés depuis les tables' }) as HTMLInputElement;
  const twoPhones = () =>
    screen.getByRole('checkbox', {
      name: 'Valider automatiquement quand deux téléphones envoient les mêmes scores',
    }) as HTMLInputElement;

  it('are off, the two phones’ validation too and greyed until proposals are on, its warning beside it', async () => {
    render(Settings);
    expect(proposals().checked).toBe(false);
    expect(twoPhones().checked).toBe(false);
    expect(twoPhones().disabled).toBe(true);
    expect(document.getElementById(twoPhones().getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Aucun arbitre ne vérifie alors la feuille de match',
    );
  });

  it('saves both with the settings the section showed', async () => {
    render(Settings);
    await fireEvent.click(proposals());
    expect(twoPhones().disabled).toBe(false);
    await fireEvent.click(twoPhones());
    await save('save-proposals');
    expect(update).toHaveBeenCalledWith({
      tableProposals: true,
      proposalsConfirm: true,
      was: { tableProposals: false, proposalsConfirm: false },
    });
  });

  it('turns the two phones’ validation off with the proposals', async () => {
    app.summary = summary({ tableProposals: true, proposalsConfirm: true });
    render(Settings);
    expect(twoPhones().checked).toBe(true);
    await fireEvent.click(proposals());
    await save('save-proposals');
    expect(update).toHaveBeenCalledWith({
      tableProposals: false,
      proposalsConfirm: false,
      was: { tableProposals: true, proposalsConfirm: true },
    });
  });

  it('says so when another screen changed them meanwhile, and reads the settings again', async () => {
    update.mockRejectedValueOnce(refused('stale-settings', { fields: ['tableProposals'], change: null }));
    const show = vi.spyOn(api, 'show').mockResolvedValue(summary({ tableProposals: true }));
    render(Settings);
    await fireEvent.click(proposals());
    await save('save-proposals');
    const section = screen.getByRole('region', { name: /Résultats proposés depuis les tables/ });
    expect((await within(section).findByRole('alert')).textContent).toContain('résultats proposés depuis les tables');
    expect(show).toHaveBeenCalled();
  });
});

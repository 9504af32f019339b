/**
 * Classement: the rows in order with PM, PPM and Pdep, what decided each place on hover and on
 * focus, players ex æquo sharing their rank, the missing results, and a player's rounds.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PlayerHistoryView,
  StandingsRow,
  StandingsView,
  TournamentSummary,
} from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import Standings from '../../src-renderer/screens/Standings.svelte';

const summary = {
  path: '/tmp/courcelles.sclassic',
  name: 'Open de Courcelles',
  ruleset: { pdep: { kind: 'score-difference', capPerGame: 150, forfeitValue: 50 } },
  roundsPaired: 3,
  plannedRounds: 5,
  ruleRounds: 5,
  roundsPlanned: 5,
  finished: false,
  currentRound: { number: 3, entered: 9, total: 10, missingTables: [8] },
} as unknown as TournamentSummary;

const row = (
  rank: number,
  id: number,
  name: string,
  pm: number,
  ppm: number | null,
  pdep: number,
  tieBreak: StandingsRow['tieBreak'],
  withdrawn = false,
): StandingsRow => ({ rank, id, name, club: 'Mons', rating: 1500, pm, ppm, pdep, withdrawn, tieBreak, categories: [] });

const view: StandingsView = {
  after: 3,
  final: true,
  categories: [],
  rows: [
    row(1, 11, 'DURAND Paul', 9, null, 151, null),
    row(2, 12, 'MARTIN Jules', 9, null, 74, 'pdep'),
    row(3, 13, 'GARNIER Louis', 8, 2, 107, 'pm'),
    row(4, 14, 'GUÉRIN Alice', 8, 0, 140, 'ppm'),
    row(5, 15, 'DUPONT Luc', 6, null, 0, 'pm'),
    row(5, 16, 'ANDRÉ Nathan', 6, null, 0, 'ex-aequo'),
    row(7, 17, '<b>HACK</b>', 5, null, -20, 'pm'),
    row(8, 18, 'ZIMMERMANN Karl', 4, null, -50, 'withdrawal', true),
  ],
  pending: [
    { round: 3, table: 8 },
    { round: 3, table: 9 },
  ],
};

const history: PlayerHistoryView = {
  player: {
    id: 14,
    name: 'GUÉRIN Alice',
    club: 'Courcelles',
    rating: 1150,
    ratingType: 'PL',
    licence: '',
    k: null,
    category: '',
    birthYear: null,
    series: 'C',
    categories: ['C'],
    initialRank: 15,
    firstRound: 1,
    withdrawnAfter: null,
    absentNextRound: false,
  },
  lines: [
    {
      round: 1,
      table: 8,
      opponent: { id: 20, name: 'BOYER Théo', club: 'Mons', rating: 1100 },
      outcome: 'win',
      ending: null,
      games: [[388, 355]],
      pm: 3,
      pdep: 33,
      totalPm: 3,
    },
    {
      round: 2,
      table: null,
      opponent: null,
      outcome: 'x',
      ending: null,
      games: [],
      pm: 3,
      pdep: 50,
      totalPm: 6,
    },
  ],
};

beforeEach(() => {
  app.summary = summary;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.summary = null;
});

const cells = (tr: HTMLElement) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');

describe('Classement', () => {
  it('lists the rows in order with PM, PPM, Pdep and what decided each place', async () => {
    const standings = vi.spyOn(api, 'standings').mockResolvedValue(view);
    render(Standings);
    const rows = await screen.findAllByTestId('standings-row');
    expect(standings).toHaveBeenCalledWith({ after: 3, final: false });

    expect(rows.map((r) => within(r).getByRole('button').textContent)).toEqual(view.rows.map((r) => r.name));
    // Rank, name, club, rating, PM, PPM, Pdep (signed: a score difference).
    expect(cells(rows[0] as HTMLElement).slice(0, 7)).toEqual(['1', 'DURAND Paul', 'Mons', '1500', '9', '', '+151']);
    expect(cells(rows[2] as HTMLElement).slice(4, 7)).toEqual(['8', '2', '+107']);
    expect(cells(rows[6] as HTMLElement).slice(4, 7)).toEqual(['5', '', '-20']);

    // Every row explains its place: as a title on hover and as its button's description on focus.
    const explanations = rows.map((r) => r.getAttribute('title'));
    expect(explanations).toEqual([
      'En tête du classement.',
      'Mêmes PM que DURAND Paul (9), PPM sans objet ; départagé par les Pdep : +74 contre +151.',
      'Moins de PM que MARTIN Jules : 8 contre 9.',
      'Mêmes PM que GARNIER Louis (8) ; départagé par les PPM : 0 contre 2.',
      'Moins de PM que GUÉRIN Alice : 6 contre 8.',
      'Ex æquo avec DUPONT Luc : mêmes PM, PPM et Pdep, même rang (5=).',
      'Moins de PM que ANDRÉ Nathan : 5 contre 6.',
      'Retiré du tournoi : classé après tous les joueurs en lice.',
    ]);
    for (const [i, r] of rows.entries()) {
      const button = within(r).getByRole('button');
      const described = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(explanations[i]);
    }
    expect(within(rows[3] as HTMLElement).getByTestId('tie-break').textContent).toContain('départagé par les PPM');

    // Ex æquo: the shared rank is marked.
    expect(cells(rows[4] as HTMLElement)[0]).toBe('5=');
    expect(cells(rows[5] as HTMLElement)[0]).toBe('5=');
    expect(cells(rows[6] as HTMLElement)[0]).toBe('7');
    expect(cells(rows[5] as HTMLElement)[7]).toContain('ex æquo');
    // Withdrawn last, marked; a name is shown as text, never as markup.
    expect(rows[7]?.textContent).toContain('(retiré)');
    expect(within(rows[6] as HTMLElement).getByRole('button').innerHTML).toBe('&lt;b&gt;HACK&lt;/b&gt;');

    expect(screen.getByTestId('pending').textContent).toMatch(/Résultats manquants :\s*ronde 3, tables 8, 9\./);
  });

  it('says a place was decided by the final phase only for its players, not for the first player after them', async () => {
    const withPhase: StandingsView = {
      ...view,
      pending: [],
      finalPhase: { size: 2, settled: true, pending: [] },
      rows: [
        row(1, 12, 'MARTIN Jules', 9, null, 74, null),
        row(2, 11, 'DURAND Paul', 9, null, 151, 'final-phase'),
        row(3, 13, 'GARNIER Louis', 8, 2, 107, 'outside-final-phase'),
        row(4, 14, 'GUÉRIN Alice', 8, 0, 140, 'ppm'),
      ],
    };
    vi.spyOn(api, 'standings').mockResolvedValue(withPhase);
    render(Standings);
    const rows = await screen.findAllByTestId('standings-row');
    // « Décidé par » says it in a word, then the sentence.
    expect(cells(rows[1] as HTMLElement)[7]).toMatch(/^phase finale\s/);
    expect(cells(rows[2] as HTMLElement)[7]).toMatch(/^phase classique\s/);
    expect(rows[2]?.getAttribute('title')).toBe(
      'N’a pas joué la phase finale : classé après ses joueurs, à sa place de la phase classique.',
    );
  });

  it('asks again for the round and kind chosen', async () => {
    const standings = vi.spyOn(api, 'standings').mockResolvedValue(view);
    render(Standings);
    await screen.findAllByTestId('standings-row');
    await fireEvent.change(screen.getByLabelText('Classement'), { target: { value: '1' } });
    await waitFor(() => expect(standings).toHaveBeenLastCalledWith({ after: 1, final: false }));
    await fireEvent.click(screen.getByRole('radio', { name: 'final' }));
    await waitFor(() => expect(standings).toHaveBeenLastCalledWith({ after: 1, final: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Classement final arrêté après la ronde 1');
  });

  it('says the standings are provisional while results of their round are missing, final rules or not', async () => {
    const standings = vi
      .spyOn(api, 'standings')
      .mockImplementation(async ({ final }) => ({ ...view, final: final ?? false }));
    render(Standings);
    await screen.findAllByTestId('standings-row');
    const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
    await waitFor(() => expect(heading()).toBe('Classement provisoire après la ronde 3'));
    await fireEvent.click(screen.getByRole('radio', { name: 'final' }));
    await waitFor(() => expect(standings).toHaveBeenLastCalledWith({ after: 3, final: true }));
    await waitFor(() => expect(heading()).toBe('Classement provisoire après la ronde 3'));
    expect(heading()).not.toContain('final');
    // Every result in: the final standings.
    standings.mockResolvedValue({ ...view, pending: [] });
    await fireEvent.click(screen.getByRole('radio', { name: 'intermédiaire' }));
    await fireEvent.click(screen.getByRole('radio', { name: 'final' }));
    await waitFor(() => expect(heading()).toBe('Classement final'));
  });

  it('opens a player’s rounds on a click, and closes them with Escape', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(view);
    const asked = vi.spyOn(api, 'playerHistory').mockResolvedValue(history);
    render(Standings);
    const rows = await screen.findAllByTestId('standings-row');
    const button = within(rows[3] as HTMLElement).getByRole('button', { name: 'GUÉRIN Alice' });
    await fireEvent.click(button);
    expect(asked).toHaveBeenCalledWith({ player: 14 });

    const dialog = await screen.findByRole('dialog', { name: 'Rondes de GUÉRIN Alice' });
    await within(dialog).findByText('BOYER Théo');
    const lines = within(dialog).getAllByRole('row').slice(1);
    expect(cells(lines[0] as HTMLElement)).toEqual([
      '1',
      '8',
      'BOYER Théo (1100)',
      'gagné',
      '388–355',
      '3',
      '+33',
      '3',
    ]);
    expect(cells(lines[1] as HTMLElement)).toEqual(['2', '', 'X (exempt)', 'gagné contre X', '', '3', '+50', '6']);
    expect(document.activeElement?.textContent).toBe('Fermer');

    await fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('a click anywhere on the row opens the history too; a refusal shows in the dialog', async () => {
    vi.spyOn(api, 'standings').mockResolvedValue(view);
    const asked = vi
      .spyOn(api, 'playerHistory')
      .mockRejectedValue(refused('unknown-player', { ref: '12', byNumber: true }, 'player'));
    render(Standings);
    const rows = await screen.findAllByTestId('standings-row');
    await fireEvent.click(rows[1]?.querySelector('td.club') as HTMLElement);
    expect(asked).toHaveBeenCalledWith({ player: 12 });
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe('Aucun joueur n° 12. Consultez la liste des joueurs.');
  });

  it('shows the ranking of a series or category, with its own rank and the general one, and prints it', async () => {
    const line = (rank: number, index: number) => ({ rank, row: view.rows[index] as StandingsRow });
    const withCategories: StandingsView = {
      ...view,
      categories: [
        { name: 'A', kind: 'series', lines: [line(1, 0), line(2, 3)] },
        { name: 'Jeunes', kind: 'category', lines: [line(1, 1), line(2, 4), line(2, 5)] },
      ],
    };
    vi.spyOn(api, 'standings').mockResolvedValue(withCategories);
    const printed = vi
      .spyOn(api, 'printDocument')
      .mockResolvedValue({ fileName: 'Open - classement ronde 3.pdf', pdf: new Uint8Array([37, 80, 68, 70]) });
    render(Standings);
    await screen.findAllByTestId('standings-row');
    const choice = screen.getByLabelText('Classement de') as HTMLSelectElement;
    expect([...choice.options].map((o) => o.textContent?.trim())).toEqual([
      'tous les joueurs (général)',
      'la série A (2 joueurs)',
      'la catégorie Jeunes (3 joueurs)',
    ]);
    await fireEvent.change(choice, { target: { value: 'Jeunes' } });
    const rows = await screen.findAllByTestId('standings-row');
    // Rank within the category (shared: « 2= »), general rank, name; no « décidé par » here.
    expect(rows.map((r) => cells(r).slice(0, 3))).toEqual([
      ['1', '2', 'MARTIN Jules'],
      ['2=', '5', 'DUPONT Luc'],
      ['2=', '5', 'ANDRÉ Nathan'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Général' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Décidé par' })).toBeNull();
    expect(screen.getByTestId('ranking-note').textContent).toContain('Classement de la catégorie Jeunes');
    globalThis.URL.createObjectURL ??= () => 'blob:pdf';
    globalThis.URL.revokeObjectURL ??= () => {};
    vi.spyOn(globalThis, 'open').mockReturnValue(null);
    await fireEvent.click(screen.getByRole('button', { name: /Imprimer ce classement/ }));
    await waitFor(() =>
      expect(printed).toHaveBeenCalledWith({ document: 'standings', after: 3, final: false, category: 'Jeunes' }),
    );
  });
});

/**
 * The rating estimate at Clôture: the constants in force and the way to Paramètres, one line per
 * player in final-ranking order, each player's games on request, and a player's own K typed in
 * place (empty: the tournament's), the estimate read again afterwards.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RatingReportView } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import { DEFAULT_NEWCOMER_RATING, DEFAULT_TOURNAMENT_ELO } from '../../src-engine/index.ts';
import RatingReport from '../../src-renderer/screens/closing/RatingReport.svelte';
import { brief, players } from './tournament-views.ts';

/** Three players: MARTIN (own K 40) beat DUPONT, BERTIN drew with DUPONT; BERTIN played no counted game otherwise. */
function report(kOfMartin = 40): RatingReportView {
  return {
    estimate: true,
    parameters: { ...DEFAULT_TOURNAMENT_ELO, k: 24 },
    newcomerRating: DEFAULT_NEWCOMER_RATING,
    lines: [
      {
        player: brief(2),
        licence: '',
        ratingBefore: 1660,
        k: kOfMartin,
        matches: [
          { round: 1, opponent: brief(1), opponentRating: 1680, result: 1, ending: null, expected: 0.47 },
          { round: 2, opponent: brief(0), opponentRating: 1700, result: 0.5, ending: null, expected: 0.44 },
        ],
        surplus: 0.59,
        change: Math.round(kOfMartin * 0.59),
        ratingAfter: 1660 + Math.round(kOfMartin * 0.59),
        firstRating: false,
        performance: 1890,
      },
      {
        player: brief(1),
        licence: '',
        ratingBefore: 1680,
        k: 24,
        matches: [{ round: 1, opponent: brief(2), opponentRating: 1660, result: 0, ending: null, expected: 0.53 }],
        surplus: -0.53,
        change: -13,
        ratingAfter: 1667,
        firstRating: false,
        performance: 1260,
      },
      {
        player: brief(0),
        licence: '',
        ratingBefore: 1700,
        k: 24,
        matches: [],
        surplus: 0,
        change: 0,
        ratingAfter: 1700,
        firstRating: false,
        performance: null,
      },
    ],
  };
}

const registered = players().map((p) => (p.id === 3 ? { ...p, k: 40 } : p));
const rankOf = (player: number) => ({ 3: '1', 2: '2=', 1: '2=' })[player] ?? '';
const print = vi.fn();

let shown: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  shown = vi.spyOn(api, 'ratingReport').mockResolvedValue(report());
  vi.spyOn(api, 'listPlayers').mockResolvedValue(registered);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.step = 'accueil';
});

const cells = (row: HTMLElement) => [...row.querySelectorAll(':scope > td')].map((td) => td.textContent?.trim() ?? '');

describe('the rating estimate on screen', () => {
  it('says it is an estimate, lists the constants in force and leads to Paramètres', async () => {
    render(RatingReport, { props: { rankOf, print } });
    const constants = await screen.findByTestId('rating-constants');
    expect(screen.getByTestId('rating-banner').textContent).toContain('Estimation.');
    expect(constants.textContent).toContain(
      'K = 24 (sauf K propre d’un joueur), échelle 400, résultat attendu entre 0,08 et 0,92 arrondi à 0,01, variation arrondie à 1.',
    );
    await fireEvent.click(screen.getByRole('link', { name: 'Modifier dans les Paramètres' }));
    expect(app.step).toBe('parametres');
  });

  it('shows one line per player, in final-ranking order, and each player’s games on request', async () => {
    render(RatingReport, { props: { rankOf, print } });
    const lines = await screen.findAllByTestId('rating-line');
    // The columns in the director's words, no formula.
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(headers).toEqual([
      'Rang',
      'Nom',
      'Cote avant',
      'K',
      'Parties comptées',
      'Obtenu − attendu',
      'Variation',
      'Nouvelle cote',
      'Performance',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Obtenu − attendu' }).getAttribute('title')).toContain(
      'Points obtenus moins points attendus',
    );
    expect(lines.map((row) => cells(row))).toEqual([
      ['1', 'MARTIN Claire', '1660', '', '▸ 2 parties : obtenu 1,5, attendu 0,91', '+0,59', '+24', '1684', '1890'],
      ['2=', 'DUPONT Jean', '1680', '', '▸ 1 partie : obtenu 0, attendu 0,53', '-0,53', '-13', '1667', '1260'],
      ['2=', 'BERTIN Ana', '1700', '', 'aucune (forfaits et X ne comptent pas)', '0,00', '0', '1700', '—'],
    ]);
    // The player's own K in the field; the others show the tournament's as a hint.
    expect((screen.getByLabelText('K de MARTIN Claire') as HTMLInputElement).value).toBe('40');
    const dupont = screen.getByLabelText('K de DUPONT Jean') as HTMLInputElement;
    expect(dupont.value).toBe('');
    expect(dupont.placeholder).toBe('24');

    const games = within(lines[0] as HTMLElement).getByRole('button', { name: /2 parties/ });
    expect(games.getAttribute('aria-expanded')).toBe('false');
    await fireEvent.click(games);
    expect(games.getAttribute('aria-expanded')).toBe('true');
    const detail = screen.getByRole('table', { name: 'Parties de MARTIN Claire' });
    expect(
      within(detail)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim()),
    ).toEqual(['Ronde', 'Adversaire', 'Sa cote', 'Attendu', 'Obtenu', 'Écart']);
    const rows = within(detail).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row))).toEqual([
      ['1', 'DUPONT Jean', '1680', '0,47', '1', '+0,53'],
      ['2', 'BERTIN Ana', '1700', '0,44', '½', '+0,06'],
    ]);
    await fireEvent.click(games);
    expect(screen.queryByRole('table', { name: 'Parties de MARTIN Claire' })).toBeNull();
  });

  it('gives a player their own K, then the tournament’s again, the estimate read again each time', async () => {
    const edit = vi.spyOn(api, 'editPlayer').mockResolvedValue(registered[2] as never);
    render(RatingReport, { props: { rankOf, print } });
    const k = (await screen.findByLabelText('K de MARTIN Claire')) as HTMLInputElement;
    shown.mockResolvedValue(report(36));
    await fireEvent.input(k, { target: { value: '36' } });
    await fireEvent.change(k);
    expect(edit).toHaveBeenCalledWith({ player: 3, k: 36, was: { k: 40 } });
    expect(await screen.findByText('K de MARTIN Claire : 36. Estimation recalculée.')).toBeTruthy();
    expect(shown).toHaveBeenCalledTimes(2);
    expect(cells(screen.getAllByTestId('rating-line')[0] as HTMLElement)[6]).toBe('+21');

    await fireEvent.input(k, { target: { value: '' } });
    await fireEvent.keyDown(k, { key: 'Enter' });
    expect(edit).toHaveBeenLastCalledWith({ player: 3, k: null, was: { k: 40 } });
    expect(await screen.findByText('MARTIN Claire reprend le K du tournoi (24). Estimation recalculée.')).toBeTruthy();
  });

  it('shows a refused K under its field and keeps what was typed', async () => {
    vi.spyOn(api, 'editPlayer').mockRejectedValue(
      refused('invalid-input', { issues: [{ path: ['k'], rule: 'too-big', subject: 'k', limit: 100 }] }, 'k'),
    );
    render(RatingReport, { props: { rankOf, print } });
    const k = (await screen.findByLabelText('K de DUPONT Jean')) as HTMLInputElement;
    await fireEvent.input(k, { target: { value: '250' } });
    await fireEvent.change(k);
    const alert = await within(k.closest('td') as HTMLElement).findByRole('alert');
    expect(alert.textContent).toBe('100 au plus');
    expect(k.value).toBe('250');
    expect(k.getAttribute('aria-invalid')).toBe('true');
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('shows an unrated newcomer’s « première cote », and what the newcomer rating counts for', async () => {
    const base = report();
    const newcomer = {
      ...(base.lines[2] as RatingReportView['lines'][number]),
      player: { ...brief(0), rating: null },
      ratingBefore: null,
      matches: [{ round: 1, opponent: brief(1), opponentRating: 1680, result: 1 as const, expected: 0.2 }],
      surplus: 0.8,
      change: null,
      ratingAfter: 2080,
      firstRating: true,
      performance: 2080,
    };
    shown.mockResolvedValue({ ...base, lines: [base.lines[0], base.lines[1], newcomer] as RatingReportView['lines'] });
    render(RatingReport, { props: { rankOf, print } });
    const lines = await screen.findAllByTestId('rating-line');
    expect(cells(lines[2] as HTMLElement)).toEqual([
      '2=',
      'BERTIN Ana',
      'NC',
      '—',
      '▸ 1 partie : obtenu 1, attendu 0,20',
      '+0,80',
      'première cote',
      '2080',
      '2080',
    ]);
    // No K weighs a first rating: none to type.
    expect(within(lines[2] as HTMLElement).queryByRole('spinbutton')).toBeNull();
    expect(within(lines[1] as HTMLElement).getByRole('spinbutton')).toBeTruthy();
    expect(screen.getByTestId('newcomer-note').textContent).toBe(
      'Non classés (NC) : comptés pour une cote de 1400 dans les résultats attendus ; leur nouvelle cote est une première cote, leur performance.',
    );
  });
});

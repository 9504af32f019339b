/**
 * Résultats on a file several hands write: under a result an arbiters' station entered, which
 * one and when (« saisi par Arbitre 2 à 14:03 »), discreetly; under a result a table proposed,
 * who validated it (« proposé par la table, validé par Arbitre 2 à 14:03 ») or that two phones
 * confirmed it; the director's own entries bear no name. In French and in English.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../src-main/contract/i18n/refusals-fr.ts';
import type { RoundView } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { locale } from '../../src-renderer/lib/i18n.ts';
import Results from '../../src-renderer/screens/Results.svelte';
import { round, summary } from './tournament-views.ts';

const ENTERED_AT = '2026-12-22T13:03:00Z';

/**
 * Round 1: table 1 entered at the director's window, table 2 by « Arbitre 2 », table 3 to enter;
 * tables 4 to 6 proposed by their phones — validated by Arbitre 2, by the director, and
 * confirmed by two phones.
 */
function roundOfTwoHands(): RoundView {
  const view = round(1, { 1: [[410, 300]], 2: [[380, 412]], 4: [[400, 350]], 5: [[390, 380]], 6: [[420, 300]] });
  const entered = (table: number, by: string | null, via: 'validated' | 'confirmed' | null) => {
    const match = view.matches[table - 1];
    if (match !== undefined) match.entered = { by, at: ENTERED_AT, via };
  };
  entered(2, 'Arbitre 2', null);
  entered(4, 'Arbitre 2', 'validated');
  entered(5, null, 'validated');
  entered(6, null, 'confirmed');
  return view;
}

beforeEach(() => {
  app.summary = summary();
  vi.spyOn(api, 'show').mockResolvedValue(summary());
  vi.spyOn(api, 'round').mockResolvedValue(roundOfTwoHands());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.summary = null;
  locale.set('fr');
});

/** The round's table as the director sees it, row by table number. */
async function rowOf(table: number): Promise<HTMLElement> {
  const rows = within(await screen.findByTestId('results-table')).getAllByRole('row');
  return rows[table] as HTMLElement;
}

describe('Résultats — who entered each result', () => {
  it('names the station and its time under its result, and nothing under the director’s', async () => {
    render(Results);
    const station = await rowOf(2);
    expect(within(station).getByTestId('entered-by').textContent).toBe(
      `saisi par Arbitre 2 à\u00a0${fr.time(ENTERED_AT)}`,
    );
    expect(within(await rowOf(1)).queryByTestId('entered-by')).toBeNull();
    expect(within(await rowOf(3)).queryByTestId('entered-by')).toBeNull();
  });

  it('says who validated a table’s proposal, or that two phones confirmed it', async () => {
    render(Results);
    const said = async (table: number) => within(await rowOf(table)).getByTestId('entered-by').textContent;
    const time = fr.time(ENTERED_AT);
    expect(await said(4)).toBe(`proposé par la table, validé par Arbitre 2 à\u00a0${time}`);
    expect(await said(5)).toBe(`proposé par la table, validé à\u00a0${time}`);
    expect(await said(6)).toBe(`proposé par la table, confirmé par deux téléphones à\u00a0${time}`);
    locale.set('en');
    await waitFor(async () =>
      expect(await said(4)).toBe(`proposed by the table, validated by Arbitre 2 at\u00a0${time}`),
    );
    expect(await said(6)).toBe(`proposed by the table, confirmed by two phones at\u00a0${time}`);
  });

  it('says it in English in the English UI', async () => {
    locale.set('en');
    render(Results);
    expect(within(await rowOf(2)).getByTestId('entered-by').textContent).toBe(
      `entered by Arbitre 2 at\u00a0${fr.time(ENTERED_AT)}`,
    );
  });
});

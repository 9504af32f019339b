/**
 * Rondes: the absences before pairing, the one button that pairs (and the service's refusal),
 * the round by table, a swap saying what it would change before it is made (rematches, score groups
 * crossed, who starts) and waiting for the director's word, pairing again after a confirmation, and the printed PDFs opened in a new tab.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwapPreview } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import Rounds from '../../src-renderer/screens/Rounds.svelte';
import { at, players, round, summary } from './tournament-views.ts';

const beforeRound1 = () => summary({ roundsPaired: 0, currentRound: null, nextRound: 1 });

beforeEach(() => {
  vi.spyOn(api, 'listPlayers').mockResolvedValue(players());
  vi.spyOn(api, 'roundClock').mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  app.summary = null;
});

describe('Rondes — opened as the page opens', () => {
  it('shows the latest round once the tournament is read, though shown before it was', async () => {
    const roundOf = vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(Rounds);
    expect(roundOf).not.toHaveBeenCalled();
    app.summary = summary();
    await waitFor(() => expect(roundOf).toHaveBeenCalledWith({ round: 1 }));
    await screen.findByTestId('pairings');
  });
});

describe('Rondes — before pairing', () => {
  it('declares an absence, counts the players present, says X will be added, and pairs', async () => {
    app.summary = beforeRound1();
    const setAbsent = vi.spyOn(api, 'setAbsent').mockResolvedValue(beforeRound1());
    const pair = vi.spyOn(api, 'pairNextRound').mockResolvedValue(round(1));
    vi.spyOn(api, 'show').mockResolvedValue(summary());
    render(Rounds);
    await waitFor(() =>
      expect(screen.getByTestId('present-count').textContent).toContain('20 joueurs présents sur 20'),
    );
    expect(screen.queryByTestId('odd-note')).toBeNull();

    await fireEvent.click(screen.getByLabelText('DUPONT Jean'));
    expect(setAbsent).toHaveBeenCalledWith({ players: [2], absent: true, round: 1 });
    await waitFor(() =>
      expect(screen.getByTestId('present-count').textContent).toContain('19 joueurs présents sur 20'),
    );
    expect(screen.getByTestId('odd-note').textContent).toContain('le joueur fictif X sera ajouté');

    await fireEvent.click(screen.getByRole('button', { name: 'Apparier la ronde 1' }));
    expect(pair).toHaveBeenCalledWith({ round: 1 });
    const table = await screen.findByTestId('pairings');
    const first = within(table).getAllByRole('row')[1] as HTMLTableRowElement;
    expect(first.cells[1]?.textContent).toContain('BERTIN Ana');
    expect(first.cells[1]?.textContent).toContain('(commence)');
    expect(first.cells[2]?.textContent).toContain('DUPONT Jean');
    expect(screen.getByTestId('rounds-message').textContent).toBe('Ronde 1 appariée.');
  });

  it('says why a match was formed when asked, « Pourquoi ce match ? », from the keyboard too', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(Rounds);
    const why = await screen.findByTestId('why-1');
    expect(why.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('reason-1')).toBeNull();
    await fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('reason-1').textContent).toBe(
      'Ronde 1, groupe A (000 §6.1.1) : le 1er contre le 2e du classement initial — le groupe A réunit les 14 premiers des 20 à apparier, le premier contre le dernier.',
    );
    await fireEvent.click(why);
    expect(screen.queryByTestId('reason-1')).toBeNull();
    // Every table's reason on paper, for the arbiter's folder.
    expect(screen.getByTestId('print-explanations').textContent?.trim()).toBe('Pourquoi chaque match (arbitre)');
  });

  it('shows the service’s refusal when the current round still misses results', async () => {
    app.summary = summary({
      currentRound: { number: 1, entered: 8, total: 10, missingTables: [4, 7] },
    });
    vi.spyOn(api, 'round').mockResolvedValue(round(1, { 1: [[400, 300]] }));
    const message = "La ronde 1 n'est pas terminée : il manque les résultats des tables 4, 7.";
    vi.spyOn(api, 'pairNextRound').mockRejectedValue(
      refused('missing-results', { missing: [{ round: 1, tables: [4, 7] }] }),
    );
    render(Rounds);
    await fireEvent.click(await screen.findByRole('button', { name: 'Apparier la ronde 2' }));
    expect((await screen.findByTestId('pair-error')).textContent).toBe(message);
  });

  it('says so when every planned round is paired', async () => {
    app.summary = summary({
      roundsPaired: 5,
      nextRound: 6,
      currentRound: { number: 5, entered: 3, total: 10, missingTables: [4] },
    });
    vi.spyOn(api, 'round').mockResolvedValue(round(5));
    render(Rounds);
    expect((await screen.findByTestId('all-paired')).textContent).toContain('Les 5 rondes prévues sont appariées');
    expect(screen.queryByTestId('pair-round')).toBeNull();
  });
});

describe('Rondes — the round', () => {
  /** DUPONT Jean (table 1) and LEROY Paul (table 2) changing places, as the service previews it. */
  const preview = (extra: Partial<SwapPreview> = {}): SwapPreview => ({
    tables: [
      {
        table: 1,
        before: { a: 'BERTIN Ana', b: 'DUPONT Jean', starts: 'DUPONT Jean' },
        after: { a: 'BERTIN Ana', b: 'LEROY Paul', starts: 'LEROY Paul' },
      },
      {
        table: 2,
        before: { a: 'MARTIN Claire', b: 'LEROY Paul', starts: 'LEROY Paul' },
        after: { a: 'MARTIN Claire', b: 'DUPONT Jean', starts: 'DUPONT Jean' },
      },
    ],
    newRematches: [],
    groupsCrossed: [],
    startsChanged: [],
    ...extra,
  });

  /** Chooses DUPONT Jean and LEROY Paul, and asks for the swap. */
  async function askSwap() {
    await fireEvent.change(await screen.findByLabelText('Premier joueur'), { target: { value: '2' } });
    await fireEvent.change(screen.getByLabelText('Second joueur'), { target: { value: '4' } });
    await fireEvent.click(screen.getByTestId('swap'));
    return screen.findByRole('dialog', { name: 'Échanger DUPONT Jean et LEROY Paul ?' });
  }

  it('flags rematches, and says the rematch a swap would create before making it, on the director’s word', async () => {
    app.summary = summary();
    const view = round(1);
    at(view, 2).rematch = true;
    view.rematches = [{ table: 2, a: 'MARTIN Claire', b: 'LEROY Paul' }];
    vi.spyOn(api, 'round').mockResolvedValue(view);
    vi.spyOn(api, 'show').mockResolvedValue(summary());
    const said = preview({ newRematches: [{ table: 1, a: 'BERTIN Ana', b: 'LEROY Paul' }] });
    const asked = vi.spyOn(api, 'previewSwap').mockResolvedValue(said);
    const swap = vi.spyOn(api, 'swapPlayers').mockResolvedValue({ ...said, round: view });
    render(Rounds);
    expect((await screen.findByTestId('rematches')).textContent).toContain('table 2, MARTIN Claire – LEROY Paul');
    expect(within(screen.getByTestId('pairings')).getAllByText('revanche')).toHaveLength(1);

    const dialog = await askSwap();
    expect(asked).toHaveBeenCalledWith({ first: 2, second: 4, pairing: 'round-1' });
    // Said before: nothing swapped yet, the question asked, Cancel holding the focus.
    expect(within(dialog).getByTestId('swap-consequences').textContent).toContain(
      'Revanche à la table 1 : BERTIN Ana et LEROY Paul se sont déjà rencontrés, ils se rencontreraient de nouveau.',
    );
    expect(swap).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(dialog).getByTestId('swap-cancel'));
    expect(within(dialog).getByTestId('swap-confirm').textContent).toBe('Échanger quand même');

    await fireEvent.click(within(dialog).getByTestId('swap-confirm'));
    expect(swap).toHaveBeenCalledWith({ first: 2, second: 4, pairing: 'round-1' });
    expect((await screen.findByTestId('swap-made')).textContent).toContain(
      'Revanche à la table 1 : BERTIN Ana et LEROY Paul se sont déjà rencontrés.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('swaps nothing when the director cancels a swap that would create a rematch', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    vi.spyOn(api, 'previewSwap').mockResolvedValue(
      preview({ newRematches: [{ table: 1, a: 'BERTIN Ana', b: 'LEROY Paul' }] }),
    );
    const swap = vi.spyOn(api, 'swapPlayers');
    render(Rounds);
    await fireEvent.click(within(await askSwap()).getByTestId('swap-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(swap).not.toHaveBeenCalled();
    expect(screen.queryByTestId('swap-made')).toBeNull();
  });

  it('waits for the director’s word on a swap that makes no rematch: the tables, the score groups crossed, who starts', async () => {
    app.summary = summary();
    const view = round(1);
    vi.spyOn(api, 'round').mockResolvedValue(view);
    vi.spyOn(api, 'show').mockResolvedValue(summary());
    const said = preview({
      groupsCrossed: [
        { table: 1, a: 'BERTIN Ana', pmA: 3, b: 'LEROY Paul', pmB: 1 },
        { table: 2, a: 'MARTIN Claire', pmA: 1, b: 'DUPONT Jean', pmB: 3 },
      ],
      startsChanged: [{ table: 2, name: 'MARTIN Claire', starts: true }],
    });
    vi.spyOn(api, 'previewSwap').mockResolvedValue(said);
    const swap = vi.spyOn(api, 'swapPlayers').mockResolvedValue({ ...said, round: view });
    render(Rounds);
    const dialog = await askSwap();
    expect(within(dialog).getByTestId('swap-tables').textContent).toContain(
      'Table 1 : BERTIN Ana – LEROY Paul au lieu de BERTIN Ana – DUPONT Jean ; LEROY Paul commencerait.',
    );
    const weigh = within(dialog).getByTestId('swap-consequences').textContent;
    expect(weigh).toContain(
      'Groupes de score franchis à la table 1 : BERTIN Ana (3 PM) jouerait contre LEROY Paul (1 PM).',
    );
    expect(weigh).toContain('Qui commence change : MARTIN Claire commencerait.');
    expect(swap).not.toHaveBeenCalled();
    await fireEvent.click(within(dialog).getByTestId('swap-confirm'));
    await waitFor(() => expect(swap).toHaveBeenCalledWith({ first: 2, second: 4, pairing: 'round-1' }));
    expect(screen.getAllByTestId('swap-made').map((p) => p.textContent)).toEqual([
      '⚠ Groupes de score franchis à la table 1 : BERTIN Ana (3 PM) joue contre LEROY Paul (1 PM).',
      '⚠ Groupes de score franchis à la table 2 : MARTIN Claire (1 PM) joue contre DUPONT Jean (3 PM).',
      'Qui commence change : MARTIN Claire commence.',
    ]);
  });

  it('asks even for a swap with nothing to weigh, and says so', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    vi.spyOn(api, 'previewSwap').mockResolvedValue(preview());
    const swap = vi.spyOn(api, 'swapPlayers');
    render(Rounds);
    const dialog = await askSwap();
    expect(within(dialog).getByTestId('swap-nothing').textContent).toBe(
      'Cet échange ne créerait aucune revanche, ne ferait se rencontrer que des joueurs de mêmes PM et ne changerait pas qui commence.',
    );
    expect(within(dialog).getByTestId('swap-confirm').textContent).toBe('Échanger');
    expect(swap).not.toHaveBeenCalled();
  });

  it('shows a refused swap next to the player it concerns', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    vi.spyOn(api, 'previewSwap').mockRejectedValue(
      refused('same-table', { first: 'BERTIN Ana', second: 'DUPONT Jean' }, 'second'),
    );
    const swap = vi.spyOn(api, 'swapPlayers');
    render(Rounds);
    await fireEvent.change(await screen.findByLabelText('Premier joueur'), { target: { value: '1' } });
    await fireEvent.change(screen.getByLabelText('Second joueur'), { target: { value: '2' } });
    await fireEvent.click(screen.getByTestId('swap'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "BERTIN Ana et DUPONT Jean jouent déjà l'un contre l'autre.",
    );
    expect(screen.getByLabelText('Second joueur').getAttribute('aria-invalid')).toBe('true');
    expect(swap).not.toHaveBeenCalled();
  });

  it('pairs the round again only after a confirmation', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    vi.spyOn(api, 'show').mockResolvedValue(summary());
    const repair = vi.spyOn(api, 'repairRound').mockResolvedValue(round(1));
    render(Rounds);
    await fireEvent.click(await screen.findByTestId('repair'));
    expect(repair).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Réapparier la ronde 1 ?' });
    await fireEvent.click(within(dialog).getByTestId('repair-confirm'));
    expect(repair).toHaveBeenCalledWith({ pairing: 'round-1' });
    expect((await screen.findByTestId('rounds-message')).textContent).toBe('Ronde 1 appariée à nouveau.');
  });

  it('offers no new pairing of the round once a result is in', async () => {
    app.summary = summary({
      currentRound: { number: 1, entered: 1, total: 10, missingTables: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
    });
    vi.spyOn(api, 'round').mockResolvedValue(round(1, { 1: [[400, 300]] }));
    render(Rounds);
    await screen.findByTestId('pairings');
    expect(screen.queryByTestId('repair')).toBeNull();
  });

  it('names the printed documents as the federation does: « Feuilles de marque »', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(Rounds);
    expect((await screen.findByTestId('print-score-sheets')).textContent?.trim()).toBe('Feuilles de marque');
    expect(screen.getByTestId('print-match-sheets').textContent?.trim()).toBe('Feuilles de match');
  });

  it('says who starts in the words of the format: the game, or game 1 of a best of three', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(Rounds);
    expect((await screen.findByTestId('starts-legend')).textContent).toBe(
      '▸ en gras : le joueur qui commence la partie.',
    );
    expect(screen.getByTestId('round-clock').textContent).toContain('(le crédit des deux joueurs) ;');
    cleanup();
    app.summary = summary({ bestOfThree: true });
    render(Rounds);
    expect((await screen.findByTestId('starts-legend')).textContent).toBe(
      '▸ en gras : le joueur qui commence la première manche (la deuxième revient à l’autre).',
    );
    expect(screen.getByTestId('round-clock').textContent).toContain(
      '(le crédit des deux joueurs, pour chacune des trois manches possibles) ;',
    );
  });

  it('opens a printed document in a new tab and offers it as a download', async () => {
    app.summary = summary();
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const print = vi.spyOn(api, 'printDocument').mockResolvedValue({
      fileName: 'Open de Courcelles - feuilles de match ronde 1.pdf',
      pdf: new Uint8Array([37, 80, 68, 70]),
    });
    const created: Blob[] = [];
    // jsdom has no object URLs: the page's own, recorded.
    class PageUrl extends URL {
      static override createObjectURL(blob: Blob) {
        created.push(blob);
        return 'blob:pdf-1';
      }
      static override revokeObjectURL() {}
    }
    vi.stubGlobal('URL', PageUrl);
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    render(Rounds);
    await fireEvent.click(await screen.findByTestId('print-match-sheets'));
    expect(print).toHaveBeenCalledWith({ document: 'match-sheets', round: 1 });
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:pdf-1', '_blank'));
    expect(created[0]?.type).toBe('application/pdf');
    const link = screen.getByTestId('download-match-sheets');
    expect(link.getAttribute('href')).toBe('blob:pdf-1');
    expect(link.getAttribute('download')).toBe('Open de Courcelles - feuilles de match ronde 1.pdf');
  });
});

/**
 * Phase finale: opening it (who plays, its format, the third-place match), a refusal before the
 * last round, its matches and places once open, removing it; and Résultats entering a final that
 * carried game 1 from the classic phase.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FinalPhaseView, type MatchView, type RoundView, roundChange } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import FinalPhase from '../../src-renderer/screens/FinalPhase.svelte';
import Results from '../../src-renderer/screens/Results.svelte';
import { brief, recordedEntry, summary } from './tournament-views.ts';

const candidates = [0, 1, 2, 3].map((i) => ({ rank: i + 1, player: brief(i) }));

function finalMatch(round: number, table: number, a: number, b: number, stage: 'semi-final' | 'final'): MatchView {
  return {
    round,
    table,
    a: brief(a),
    b: brief(b),
    starts: brief(b).id,
    rematch: false,
    result: null,
    recorded: null,
    reason: { method: 'final-phase', stage, seeds: [a + 1, b + 1], carried: null },
    entered: null,
  };
}

const semiFinals: RoundView = {
  number: 6,
  method: 'semi-finals',
  finalPhase: { stage: 'semi-finals', bestOfThree: true, winners: [] },
  matches: [finalMatch(6, 1, 0, 3, 'semi-final'), finalMatch(6, 2, 1, 2, 'semi-final')],
  pairing: 'semi-finals',
  entered: 0,
  total: 2,
  missingTables: [1, 2],
  rematches: [],
};

const phaseSummary = {
  size: 4 as const,
  bestOfThree: true,
  thirdPlace: true,
  countClassicGame: false,
  afterRound: 5,
  rounds: [{ number: 6, stage: 'semi-finals' as const }],
  current: { number: 6, entered: 0, total: 2, missingTables: [1, 2] },
  settled: false,
};

const opened: FinalPhaseView = {
  phase: {
    summary: phaseSummary,
    openedAt: '2026-05-10T16:00:00Z',
    seeds: candidates.map((c) => ({ seed: c.rank, player: c.player })),
    rounds: [semiFinals],
    places: candidates.map((c) => ({ place: c.rank, player: c.player, decided: false })),
  },
  ready: true,
  candidates,
};

beforeEach(() => {
  app.summary = summary({ roundsPaired: 5, currentRound: { number: 5, entered: 10, total: 10, missingTables: [] } });
  vi.spyOn(api, 'show').mockResolvedValue(app.summary);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.summary = null;
});

describe('Phase finale — opening it', () => {
  it('shows who would play it and opens it with the format chosen', async () => {
    vi.spyOn(api, 'finalPhase').mockResolvedValue({ phase: null, ready: true, candidates });
    const open = vi.spyOn(api, 'openFinalPhase').mockResolvedValue(opened);
    render(FinalPhase);
    const list = await screen.findByTestId('final-candidates');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'BERTIN Ana (1er)',
      'DUPONT Jean (2e)',
      'MARTIN Claire (3e)',
      'LEROY Paul (4e)',
    ]);
    // Best of three and 4 players by default; the third-place match is asked for.
    expect((screen.getByLabelText('en deux manches gagnantes') as HTMLInputElement).checked).toBe(true);
    await fireEvent.click(screen.getByTestId('final-third-place'));
    await fireEvent.click(screen.getByTestId('final-open'));
    expect(open).toHaveBeenCalledWith({
      players: 4,
      bestOfThree: true,
      thirdPlace: true,
      countClassicGame: false,
      seeds: [1, 2, 3, 4],
    });
    expect((await screen.findByTestId('final-done')).textContent).toBe('Phase finale ouverte.');
    const semis = screen.getByTestId('final-round-6');
    expect(within(semis).getByText('Demi-finales (ronde 6)')).toBeTruthy();
    expect(within(semis).getAllByText('Demi-finale')).toHaveLength(2);
    expect(within(semis).getByText('BERTIN Ana – LEROY Paul')).toBeTruthy();
  });

  it('with 2 players, offers no third-place match', async () => {
    vi.spyOn(api, 'finalPhase').mockResolvedValue({ phase: null, ready: true, candidates });
    render(FinalPhase);
    await screen.findByTestId('final-candidates');
    await fireEvent.click(screen.getByLabelText('Les 2 premiers : une finale'));
    expect((screen.getByTestId('final-third-place') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('final-open').textContent).toBe('Ouvrir la phase finale (2 joueurs)');
  });

  it('says when it cannot open yet, and shows the service’s refusal', async () => {
    vi.spyOn(api, 'finalPhase').mockResolvedValue({ phase: null, ready: false, candidates });
    vi.spyOn(api, 'openFinalPhase').mockRejectedValue(
      refused('final-phase-too-early', { paired: 5, planned: 5, missing: { round: 5, tables: [3] } }),
    );
    render(FinalPhase);
    expect((await screen.findByTestId('final-not-ready')).textContent).toContain('après la dernière ronde');
    await fireEvent.click(screen.getByTestId('final-open'));
    expect((await screen.findByTestId('final-error')).textContent).toBe(
      "La phase finale s'ouvre après la dernière ronde, une fois tous ses résultats saisis (il manque le résultat de la table 3 de la ronde 5).",
    );
  });
});

describe('Phase finale — once open', () => {
  it('lists its players with their rating, « NC » for an unrated one', async () => {
    const seeds = opened.phase?.seeds.map((s, i) => (i === 3 ? { ...s, player: { ...s.player, rating: null } } : s));
    vi.spyOn(api, 'finalPhase').mockResolvedValue({
      ...opened,
      phase: opened.phase === null ? null : { ...opened.phase, seeds: seeds ?? [] },
    });
    render(FinalPhase);
    const list = await screen.findByRole('list', {
      name: 'Joueurs de la phase finale, dans l’ordre de la phase classique',
    });
    const last = [...list.querySelectorAll('li')].at(-1);
    expect(last?.textContent?.replace(/\s+/g, ' ').trim()).toBe('LEROY Paul (NC)');
  });

  it('shows its matches, the final to come, the provisional places; it can be removed', async () => {
    vi.spyOn(api, 'finalPhase').mockResolvedValue(opened);
    const cancel = vi.spyOn(api, 'cancelFinalPhase').mockResolvedValue({ phase: null, ready: true, candidates });
    vi.spyOn(globalThis, 'confirm').mockReturnValue(true);
    render(FinalPhase);
    expect((await screen.findByTestId('final-format')).textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Les 4 premiers de la phase classique, matchs en deux manches gagnantes. Avec un match pour la 3e place.',
    );
    expect(screen.getByTestId('final-waiting').textContent).toBe(
      'La finale sera formée dès que les deux demi-finales auront un résultat.',
    );
    expect(screen.getByRole('heading', { name: /Places provisoires/ })).toBeTruthy();
    await fireEvent.click(screen.getByTestId('final-remove'));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({}));
    expect((await screen.findByTestId('final-done')).textContent).toBe('Phase finale supprimée.');
    expect(screen.getByTestId('final-candidates')).toBeTruthy();
  });
});

describe('Résultats — a final that counts the classic game as game 1', () => {
  const carried: MatchView = {
    ...finalMatch(6, 1, 0, 1, 'final'),
    reason: { method: 'final-phase', stage: 'final', seeds: [1, 2], carried: { round: 5, game: [430, 400] } },
  };
  const final: RoundView = {
    number: 6,
    method: 'final',
    finalPhase: { stage: 'final', bestOfThree: true, winners: [{ table: 1, winner: null }] },
    matches: [carried],
    pairing: 'final',
    entered: 0,
    total: 1,
    missingTables: [1],
    rematches: [],
  };

  it('starts at the final phase’s round, shows game 1 and asks for game 2', async () => {
    app.summary = summary({
      roundsPaired: 5,
      bestOfThree: false,
      finalPhase: {
        ...phaseSummary,
        size: 2,
        thirdPlace: false,
        countClassicGame: true,
        rounds: [{ number: 6, stage: 'final' }],
        current: { number: 6, entered: 0, total: 1, missingTables: [1] },
      },
    });
    const roundOf = vi.spyOn(api, 'round').mockResolvedValue(final);
    const recorded: MatchView = {
      ...carried,
      result: {
        kind: 'games',
        games: [
          [430, 400],
          [410, 400],
        ],
        forfeit: null,
        abandon: null,
        decisionAgainst: null,
        pm: [3, 1],
        pdep: [40, -40],
      },
    };
    const record = vi.spyOn(api, 'recordResult').mockResolvedValue({
      match: recorded,
      round: roundChange({ ...final, entered: 1, missingTables: [] }, [recorded]),
      summary: summary(),
      revision: 2,
      undoButtons: { undo: recordedEntry(2, 'Finale'), redo: null },
      backup: null,
      backupFailed: null,
      consequences: null,
    });
    render(Results);
    await screen.findByTestId('running-count');
    expect(roundOf).toHaveBeenCalledWith({ round: 6 });
    expect((screen.getByLabelText('Ronde') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Phase finale : finale (ronde 6)',
    );
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '1' } });
    expect(screen.getByTestId('carried-game').textContent).toBe('430');
    // Game 1 was A's: one more game won by A ends the match, so only game 2 is asked for.
    expect(screen.getByLabelText('Manche 2, score de BERTIN Ana')).toBeTruthy();
    expect(screen.queryByLabelText('Manche 3, score de BERTIN Ana')).toBeNull();
    await fireEvent.input(screen.getByLabelText('Manche 2, score de BERTIN Ana'), { target: { value: '410' } });
    await fireEvent.input(screen.getByLabelText('Manche 2, score de DUPONT Jean'), { target: { value: '400' } });
    await fireEvent.click(screen.getByTestId('record-result'));
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({ round: 6, table: 1, games: [[410, 400]], replaces: null, pair: [1, 2] }),
    );
    // Losing game 2 asks for game 3.
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '1' } });
    await fireEvent.input(screen.getByLabelText('Manche 2, score de BERTIN Ana'), { target: { value: '380' } });
    await fireEvent.input(screen.getByLabelText('Manche 2, score de DUPONT Jean'), { target: { value: '400' } });
    expect(screen.getByLabelText('Manche 3, score de BERTIN Ana')).toBeTruthy();
  });
});

describe('Résultats — from the semi-finals to the final', () => {
  it('offers the final once both semi-finals are in, and goes there', async () => {
    const decided: RoundView = { ...semiFinals, entered: 2, missingTables: [] };
    const theFinal: RoundView = {
      ...semiFinals,
      number: 7,
      method: 'final',
      finalPhase: { stage: 'final', bestOfThree: true, winners: [] },
      matches: [finalMatch(7, 1, 0, 1, 'final')],
      total: 1,
      missingTables: [1],
    };
    app.summary = summary({
      roundsPaired: 5,
      finalPhase: {
        ...phaseSummary,
        rounds: [
          { number: 6, stage: 'semi-finals' },
          { number: 7, stage: 'final' },
        ],
        current: { number: 6, entered: 2, total: 2, missingTables: [] },
      },
    });
    const roundOf = vi.spyOn(api, 'round').mockImplementation(async ({ round }) => (round === 7 ? theFinal : decided));
    render(Results);
    await fireEvent.click(await screen.findByRole('button', { name: 'Saisir la finale (ronde 7)' }));
    await waitFor(() => expect(roundOf).toHaveBeenCalledWith({ round: 7 }));
    expect((screen.getByLabelText('Ronde') as HTMLSelectElement).value).toBe('7');
    await waitFor(() => expect(document.activeElement?.id).toBe('result-table'));
  });
});

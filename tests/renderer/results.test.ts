/**
 * Résultats: keyboard entry (table, score, score, Enter), refusals next to the scores with
 * everything typed kept, the running count, the dialogs and the consequences of a correction.
 */

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../src-main/contract/i18n/refusals-en.ts';
import type { MatchView, RecordedResult, ResultOutcome, RoundView, UndoState } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { FOLLOW_EVERY_MS, follow, live, startFollowing } from '../../src-renderer/lib/live.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import Results from '../../src-renderer/screens/Results.svelte';
import { at, changeOf, outcome, recordedEntry, round, summary } from './tournament-views.ts';

beforeEach(() => {
  app.summary = summary();
  vi.spyOn(api, 'show').mockResolvedValue(summary());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.summary = null;
  // What a test left typed stays in the tab's storage, as a refresh would find it: not the next test's.
  sessionStorage.clear();
});

/** Types into a field as the director does, then presses a key there. */
async function type(label: string | RegExp, value: string, key = 'Enter') {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  expect(document.activeElement).toBe(input);
  await fireEvent.input(input, { target: { value } });
  await fireEvent.keyDown(input, { key });
  return input;
}

/** Table 3's result as the director types it: the table, Enter, 412, Enter, 380, Enter. */
async function typeTableThree() {
  await type('Table', '3');
  await type('Score de MOREAU Sophie', '412');
  await type('Score de SIMON Luc', '380');
}

describe('Résultats — opened as the page opens', () => {
  it('shows the current round once the tournament is read, though shown before it was', async () => {
    app.summary = null;
    const roundOf = vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(Results);
    expect(roundOf).not.toHaveBeenCalled();
    app.summary = summary();
    await waitFor(() => expect(roundOf).toHaveBeenCalledWith({ round: 1 }));
    expect((await screen.findByTestId('running-count')).textContent).toContain('0/10 tables saisies');
  });
});

describe('Résultats — the round it follows', () => {
  const current = (n: number) =>
    summary({ roundsPaired: n, currentRound: { number: n, entered: 0, total: 10, missingTables: [] } });

  it('moves on to the round just paired, heard of once the screen is open', async () => {
    app.summary = current(4);
    const roundOf = vi.spyOn(api, 'round').mockImplementation(async (input) => round(input.round ?? 5));
    render(Results);
    await waitFor(() => expect(roundOf).toHaveBeenLastCalledWith({ round: 4 }));
    app.summary = current(5);
    await waitFor(() => expect(roundOf).toHaveBeenLastCalledWith({ round: 5 }));
    expect((await screen.findByRole('heading', { name: 'Saisie — ronde 5' })).textContent).toBeTruthy();
  });

  it('keeps the round it follows when the round it was opened on answers last', async () => {
    // Opened on round 4 as round 5 is heard of: round 4's answer, slower, comes after round 5's.
    app.summary = current(4);
    let answerFour: () => void = () => {};
    const roundOf = vi.spyOn(api, 'round').mockImplementation((input) =>
      input.round === 4
        ? new Promise((resolve) => {
            answerFour = () => resolve(round(4, { 1: [[400, 300]], 2: [[350, 360]] }));
          })
        : Promise.resolve(round(input.round ?? 5)),
    );
    render(Results);
    await waitFor(() => expect(roundOf).toHaveBeenLastCalledWith({ round: 4 }));
    app.summary = current(5);
    expect(await screen.findByRole('heading', { name: 'Saisie — ronde 5' })).toBeTruthy();
    answerFour();
    await tick();
    await tick();
    expect(document.getElementById('entry-title')?.textContent).toContain('Saisie — ronde 5');
    expect(screen.getByTestId('running-count').textContent).toContain('0/10 tables saisies');
  });

  it('stays on the round the director chose, or where something is typed', async () => {
    app.summary = current(4);
    const roundOf = vi.spyOn(api, 'round').mockImplementation(async (input) => round(input.round ?? 4));
    render(Results);
    await waitFor(() => expect(roundOf).toHaveBeenLastCalledWith({ round: 4 }));
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '3' } });
    app.summary = current(5);
    await tick();
    expect(roundOf).not.toHaveBeenCalledWith({ round: 5 });
    expect((screen.getByLabelText('Table') as HTMLInputElement).value).toBe('3');
  });
});

describe('Résultats — the entry form', () => {
  it('records table, score, score, Enter, then empties the form and focuses Table again; the count follows', async () => {
    const after = round(1, { 3: [[412, 380]] });
    vi.spyOn(api, 'round').mockResolvedValueOnce(round(1)).mockResolvedValue(after);
    const record = vi.spyOn(api, 'recordResult').mockResolvedValue(outcome(after, 3));
    render(Results);
    expect((await screen.findByTestId('running-count')).textContent).toContain('0/10 tables saisies');
    const table = screen.getByLabelText('Table') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(table));

    await type('Table', '3');
    // As soon as the table is typed, who plays it (to check against the sheet), and who starts.
    expect(screen.getByTestId('who-plays').textContent).toContain('MOREAU Sophie commence');
    await type('Score de MOREAU Sophie', '412');
    await type('Score de SIMON Luc', '380');

    // It says what the screen showed at the table: nothing yet.
    expect(record).toHaveBeenCalledWith({ round: 1, table: 3, games: [[412, 380]], replaces: null, pair: [5, 6] });
    await waitFor(() => expect(document.activeElement).toBe(table));
    expect(table.value).toBe('');
    expect(screen.getByTestId('running-count').textContent).toContain('1/10 tables saisies');
    expect(screen.getByTestId('saved').textContent).toContain('Table 3 enregistrée');
    expect(screen.getByTestId('missing-tables').textContent).not.toContain('3');
  });

  it('reads the file’s revision one reading at a time: a service busy with a long command is not asked again and again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let answer: (state: UndoState) => void = () => {};
      const undoState = vi
        .spyOn(api, 'undoState')
        .mockImplementation(() => new Promise<UndoState>((resolve) => (answer = resolve)));
      const stop = startFollowing();
      vi.advanceTimersByTime(10 * FOLLOW_EVERY_MS);
      expect(undoState).toHaveBeenCalledTimes(1);
      // The reading answered (and what it brought read), the next one goes at the next tick.
      answer({ undo: null, redo: null, revision: 0, file: '' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      vi.advanceTimersByTime(FOLLOW_EVERY_MS);
      expect(undoState).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('greys Enregistrer only once a result is slow to answer, and sends nothing twice meanwhile', async () => {
    const after = round(1, { 3: [[412, 380]] });
    vi.spyOn(api, 'round').mockResolvedValueOnce(round(1)).mockResolvedValue(after);
    let answer: (outcome: ResultOutcome) => void = () => {};
    const record = vi
      .spyOn(api, 'recordResult')
      .mockImplementation(() => new Promise<ResultOutcome>((resolve) => (answer = resolve)));
    render(Results);
    await screen.findByTestId('running-count');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    await typeTableThree();
    // Sent, and the screen brought up to date, with no timer run since (microtasks only)…
    expect(record).toHaveBeenCalledTimes(1);
    await tick();
    const button = screen.getByTestId('record-result') as HTMLButtonElement;
    // …a result on its way: the screen is not drawn again for the few milliseconds it takes…
    expect(button.disabled).toBe(false);
    await fireEvent.click(button);
    expect(record).toHaveBeenCalledTimes(1);
    // …but a slow one shows it waits.
    await waitFor(() => expect(button.disabled).toBe(true), { timeout: 1000 });
    answer(outcome(after, 3));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('takes the header and the revision from the answer: no second request, and no reading again for its own change', async () => {
    const after = round(1, { 3: [[412, 380]] });
    const roundRead = vi
      .spyOn(api, 'round')
      .mockResolvedValueOnce(round(1))
      .mockResolvedValueOnce(round(1))
      .mockResolvedValue(after);
    const shown = vi.spyOn(api, 'show').mockResolvedValue(summary());
    const undoState = vi
      .spyOn(api, 'undoState')
      .mockResolvedValue({ undo: null, redo: null, revision: 100, file: 'open.sclassic' });
    vi.spyOn(api, 'recordResult').mockResolvedValue({
      ...outcome(after, 3),
      summary: summary({ name: 'Open après la table 3' }),
      revision: 101,
    });
    render(Results);
    await screen.findByTestId('running-count');
    await follow();
    await waitFor(() => expect(roundRead).toHaveBeenCalledTimes(2));
    const reads = { round: roundRead.mock.calls.length, show: shown.mock.calls.length };

    await typeTableThree();
    await screen.findByTestId('saved');
    expect(app.summary?.name).toBe('Open après la table 3');
    // The file moved on by this change alone: following it reads nothing again.
    undoState.mockResolvedValue({ undo: null, redo: null, revision: 101, file: 'open.sclassic' });
    await follow();
    expect({ round: roundRead.mock.calls.length, show: shown.mock.calls.length }).toEqual(reads);
    // Another screen's change: read again.
    undoState.mockResolvedValue({ undo: null, redo: null, revision: 103, file: 'open.sclassic' });
    await follow();
    await waitFor(() => expect(roundRead.mock.calls.length).toBe(reads.round + 1));
    expect(shown.mock.calls.length).toBe(reads.show + 1);
  });

  it('puts the match answered in place when the screen held the file just before; else reads the round again', async () => {
    const shown = round(1);
    const before = shown.matches.find((m) => m.table === 4);
    const roundRead = vi.spyOn(api, 'round').mockResolvedValue(shown);
    vi.spyOn(api, 'undoState').mockResolvedValue({ undo: null, redo: null, revision: 500, file: 'open.sclassic' });
    const record = vi
      .spyOn(api, 'recordResult')
      .mockResolvedValue({ ...outcome(round(1, { 3: [[412, 380]] }), 3), revision: 501 });
    const { container } = render(Results);
    await screen.findByTestId('running-count');
    await follow();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    roundRead.mockClear();
    await typeTableThree();
    await waitFor(() => expect(screen.getByTestId('running-count').textContent).toContain('1/10 tables saisies'));
    // The match answered in its row, the other tables as they were read, and nothing read again.
    const rows = () => [...container.querySelectorAll('[data-testid="results-table"] tbody tr')];
    expect(rows()[2]?.textContent).toMatch(/412\D+380/);
    expect(rows()[3]?.textContent).toContain(before?.a.name ?? '?');
    expect(roundRead).not.toHaveBeenCalled();

    /** A result at table 5 whose answer holds `round` and the revision `revision`. */
    const enterFive = async (answered: RoundView, revision: number) => {
      record.mockResolvedValue({ ...outcome(answered, 5), revision });
      roundRead.mockClear();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
      await type('Table', '5');
      await type(`Score de ${at(answered, 5).a.name}`, '400');
      await type(`Score de ${at(answered, 5).b?.name}`, '300');
      await waitFor(() => expect(roundRead).toHaveBeenCalledWith({ round: 1 }));
    };
    // Paired again by another screen meanwhile, in the revision just before: read again.
    await enterFive({ ...round(1, { 5: [[400, 300]] }), pairing: 'round-1-again' }, 502);
    // Other changes came before this one (the revision is not the next): read again.
    await enterFive(round(1, { 5: [[400, 300]] }), 510);
  });

  it('names the result just recorded in Annuler at once, from its answer, not at the next reading', async () => {
    const after = round(1, { 3: [[412, 380]] });
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const undoState = vi
      .spyOn(api, 'undoState')
      .mockResolvedValue({ undo: recordedEntry(7, 'table 2'), redo: null, revision: 150, file: 'open.sclassic' });
    vi.spyOn(api, 'recordResult').mockResolvedValue({
      ...outcome(after, 3),
      revision: 151,
      undoButtons: { undo: recordedEntry(8, 'table 3'), redo: null },
    });
    render(Results);
    await screen.findByTestId('running-count');
    await follow();
    expect(live.undo?.summary).toBe('table 2');
    const asked = undoState.mock.calls.length;
    await typeTableThree();
    await screen.findByTestId('saved');
    expect(live.undo?.summary).toBe('table 3');
    // The answer named it: no second request after each result.
    expect(undoState.mock.calls.length).toBe(asked);
  });

  it('takes the table, the count, the header and Annuler from the clearing’s answer, with no second request', async () => {
    const entered = round(1, { 3: [[412, 380]] });
    const roundRead = vi.spyOn(api, 'round').mockResolvedValue(entered);
    const shown = vi.spyOn(api, 'show').mockResolvedValue(summary());
    const undoState = vi
      .spyOn(api, 'undoState')
      .mockResolvedValue({ undo: recordedEntry(7, 'table 3'), redo: null, revision: 150, file: 'open.sclassic' });
    vi.spyOn(api, 'clearResult').mockResolvedValue({
      match: at(round(1), 3),
      round: changeOf(round(1), 3),
      summary: summary({ name: 'Open après l’effacement' }),
      consequences: { round: 1, table: 3, changes: [], moved: false },
      revision: 151,
      undoButtons: { undo: { ...recordedEntry(8, 'effacement table 3'), command: 'clear-result' }, redo: null },
    });
    render(Results);
    await screen.findByTestId('running-count');
    await follow();
    expect(live.undo?.summary).toBe('table 3');
    expect(screen.getByTestId('running-count').textContent).toContain('1/');
    const asked = {
      undo: undoState.mock.calls.length,
      round: roundRead.mock.calls.length,
      show: shown.mock.calls.length,
    };
    await type('Table', '3');
    await fireEvent.click(screen.getByRole('button', { name: 'Effacer ce résultat' }));
    await waitFor(() => expect(screen.getByTestId('saved').textContent).toContain('3'));
    expect(live.undo?.summary).toBe('effacement table 3');
    expect(app.summary?.name).toBe('Open après l’effacement');
    expect(screen.getByTestId('running-count').textContent).toContain('0/');
    expect({
      undo: undoState.mock.calls.length,
      round: roundRead.mock.calls.length,
      show: shown.mock.calls.length,
    }).toEqual(asked);
  });

  it('keeps what it read of another screen’s later change over its own answer, older, arriving after it', async () => {
    const own = round(1, { 3: [[412, 380]] });
    const later = round(1, { 3: [[412, 380]], 5: [[400, 350]] });
    const roundRead = vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const shown = vi.spyOn(api, 'show');
    const undoState = vi
      .spyOn(api, 'undoState')
      .mockResolvedValue({ undo: null, redo: null, revision: 200, file: 'open.sclassic' });
    let answer: (outcome: ResultOutcome) => void = () => {};
    vi.spyOn(api, 'recordResult').mockImplementation(() => new Promise<ResultOutcome>((resolve) => (answer = resolve)));
    render(Results);
    await screen.findByTestId('running-count');
    await follow();
    await waitFor(() => expect(roundRead).toHaveBeenCalledTimes(2));

    await typeTableThree();
    // While the answer travels, another screen enters table 5: this window reads revision 202.
    roundRead.mockResolvedValue(later);
    shown.mockResolvedValue(summary({ name: 'Open, révision 202' }));
    undoState.mockResolvedValue({ undo: null, redo: null, revision: 202, file: 'open.sclassic' });
    await follow();
    await waitFor(() => expect(screen.getByTestId('running-count').textContent).toContain('2/10 tables saisies'));
    answer({ ...outcome(own, 3), summary: summary({ name: 'Open, révision 201' }), revision: 201 });
    await screen.findByTestId('saved');
    expect(screen.getByTestId('running-count').textContent).toContain('2/10 tables saisies');
    expect(app.summary?.name).toBe('Open, révision 202');
  });

  it('stops announcing a result once the file no longer holds it (undone), and not for another table’s change', async () => {
    const after = round(1, { 3: [[412, 380]] });
    const roundRead = vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const undoState = vi
      .spyOn(api, 'undoState')
      .mockResolvedValue({ undo: null, redo: null, revision: 400, file: 'open.sclassic' });
    vi.spyOn(api, 'recordResult').mockResolvedValue({ ...outcome(after, 3), revision: 401 });
    render(Results);
    await screen.findByTestId('running-count');
    await follow();
    await typeTableThree();
    await screen.findByTestId('saved');
    // Another screen enters table 5: the message about table 3 still holds.
    roundRead.mockResolvedValue(round(1, { 3: [[412, 380]], 5: [[400, 350]] }));
    undoState.mockResolvedValue({ undo: null, redo: null, revision: 403, file: 'open.sclassic' });
    await follow();
    await waitFor(() => expect(screen.getByTestId('running-count').textContent).toContain('2/10 tables saisies'));
    expect(screen.getByTestId('saved').textContent).toContain('Table 3 enregistrée');
    // Annuler takes table 3's result back: nothing said of it any more.
    roundRead.mockResolvedValue(round(1, { 5: [[400, 350]] }));
    undoState.mockResolvedValue({ undo: null, redo: null, revision: 405, file: 'open.sclassic' });
    await follow();
    await waitFor(() => expect(screen.queryByTestId('saved')).toBeNull());
  });

  it('reads again when another screen opened another file, even one at the same revision', async () => {
    const roundRead = vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const undoState = vi
      .spyOn(api, 'undoState')
      .mockResolvedValue({ undo: null, redo: null, revision: 300, file: 'open.sclassic' });
    render(Results);
    await screen.findByTestId('running-count');
    await follow();
    await waitFor(() => expect(roundRead).toHaveBeenCalledTimes(2));
    undoState.mockResolvedValue({ undo: null, redo: null, revision: 300, file: 'autre.sclassic' });
    await follow();
    await waitFor(() => expect(roundRead).toHaveBeenCalledTimes(3));
  });

  it('says a round backup that could not be written, the result being saved, in the UI’s words', async () => {
    const after = round(1, { 3: [[412, 380]] });
    vi.spyOn(api, 'round').mockResolvedValueOnce(round(1)).mockResolvedValue(after);
    vi.spyOn(api, 'recordResult').mockResolvedValue({
      ...outcome(after, 3),
      backupFailed: { round: 1, problem: { reason: 'folder-read-only' } },
    });
    render(Results);
    await screen.findByTestId('running-count');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    await typeTableThree();
    expect((await screen.findByTestId('result-warning')).textContent).toBe(
      "⚠ Le résultat est enregistré, mais la sauvegarde automatique de la ronde 1 n'a pas pu être écrite (le dossier est en lecture seule). Enregistrez une copie du tournoi.",
    );
    expect(en.backupFailed(1, en.fileReason({ reason: 'folder-read-only' }))).toBe(
      'The result is saved, but the automatic backup of round 1 could not be written (the folder is read-only). Save a copy of the tournament.',
    );
  });

  it('shows a refusal next to the scores and keeps what was typed', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const message =
      "Manche 1 : 2500 points, c'est impossible au Scrabble (de -200 à 2000). Vérifiez la feuille de match.";
    vi.spyOn(api, 'recordResult').mockRejectedValue(
      refused('impossible-score', { game: 1, score: 2500, min: -200, max: 2000 }, 'games'),
    );
    render(Results);
    await screen.findByTestId('running-count');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    await type('Table', '3');
    await type('Score de MOREAU Sophie', '2500');
    const b = await type('Score de SIMON Luc', '380');

    expect((await screen.findByTestId('games-error')).textContent).toBe(message);
    const a = screen.getByLabelText('Score de MOREAU Sophie') as HTMLInputElement;
    expect(a.value).toBe('2500');
    expect(b.value).toBe('380');
    expect((screen.getByLabelText('Table') as HTMLInputElement).value).toBe('3');
    expect(a.getAttribute('aria-invalid')).toBe('true');
    expect(a.getAttribute('aria-describedby')).toBe('result-games-error');
    expect(document.getElementById('result-games-error')?.textContent).toBe(message);
    expect(screen.getByTestId('running-count').textContent).toContain('0/10 tables saisies');
  });

  it('validates as the director types: a table that does not exist, a score that is not an integer', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const record = vi.spyOn(api, 'recordResult');
    render(Results);
    await screen.findByTestId('running-count');
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '14' } });
    expect(screen.getByRole('alert').textContent).toBe('La ronde 1 compte 10 tables : la table 14 n’existe pas.');
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '2' } });
    await fireEvent.input(screen.getByLabelText('Score de LEROY Paul'), { target: { value: '41,5' } });
    expect(screen.getByTestId('games-error').textContent).toBe('Un score est un nombre entier (par exemple 412).');
    await fireEvent.click(screen.getByTestId('record-result'));
    expect(record).not.toHaveBeenCalled();
  });

  it('asks to confirm unusual scores before saving them: Enter confirms, Escape keeps the form', async () => {
    const after = round(1, { 1: [[850, 200]] });
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const record = vi
      .spyOn(api, 'recordResult')
      .mockRejectedValueOnce(
        refused(
          'needs-confirmation',
          {
            warnings: [
              { code: 'unusual-score', params: { game: 1, score: 850 } },
              { code: 'unusual-gap', params: { game: 1, gap: 650 } },
            ],
          },
          'games',
        ),
      )
      .mockRejectedValueOnce(
        refused(
          'needs-confirmation',
          {
            warnings: [
              { code: 'unusual-score', params: { game: 1, score: 850 } },
              { code: 'unusual-gap', params: { game: 1, gap: 650 } },
            ],
          },
          'games',
        ),
      )
      .mockResolvedValue(outcome(after, 1));
    render(Results);
    await screen.findByTestId('running-count');
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '1' } });
    await fireEvent.input(screen.getByLabelText('Score de BERTIN Ana'), { target: { value: '850' } });
    await fireEvent.input(screen.getByLabelText('Score de DUPONT Jean'), { target: { value: '200' } });
    await fireEvent.click(screen.getByTestId('record-result'));
    const question = await screen.findByTestId('pending-result');
    expect(question.textContent).toContain(
      "Manche 1 : 850 points, score inhabituel. Manche 1 : 650 points d'écart. Confirmez si la feuille de match le dit bien.",
    );
    // Nothing is recorded at the table: no « keep what is saved », but the way back to the scores.
    expect(within(question).queryByRole('button', { name: 'Garder ce qui est enregistré' })).toBeNull();
    expect(within(question).getByRole('button', { name: 'Corriger les scores' })).toBeTruthy();
    // Escape: nothing saved, the scores still typed.
    await fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByTestId('pending-result')).toBeNull();
    expect((screen.getByLabelText('Score de BERTIN Ana') as HTMLInputElement).value).toBe('850');
    expect(record).toHaveBeenCalledTimes(1);
    // Again, and yes this time: sent as confirmed.
    await fireEvent.click(screen.getByTestId('record-result'));
    await fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer quand même' }));
    expect(record).toHaveBeenLastCalledWith({
      round: 1,
      table: 1,
      games: [[850, 200]],
      replaces: null,
      pair: [1, 2],
      confirmed: true,
    });
    expect((await screen.findByTestId('saved')).textContent).toContain('Table 1 enregistrée');
  });

  /** Résultats with table 3 typed: its two score boxes, and the recording spied on. */
  async function scoresOfTable3() {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const record = vi.spyOn(api, 'recordResult').mockResolvedValue(outcome(round(1, { 3: [[412, 380]] }), 3));
    render(Results);
    await screen.findByTestId('running-count');
    await type('Table', '3');
    const a = screen.getByLabelText('Score de MOREAU Sophie') as HTMLInputElement;
    const b = screen.getByLabelText('Score de SIMON Luc') as HTMLInputElement;
    return { a, b, record };
  }

  it('takes « 412-380 » typed in the first score box as both scores, once Enter says it is whole', async () => {
    const { a, b, record } = await scoresOfTable3();
    // « 412-3 » on the way to « 412-380 »: nothing split, nothing recorded, the cursor stays.
    await fireEvent.input(a, { target: { value: '412-3' } });
    expect([a.value, b.value]).toEqual(['412-3', '']);
    expect(document.activeElement).toBe(a);
    await fireEvent.input(a, { target: { value: '412 – 380' } });
    expect(record).not.toHaveBeenCalled();
    await fireEvent.keyDown(a, { key: 'Enter' });
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({ round: 1, table: 3, games: [[412, 380]], replaces: null, pair: [5, 6] }),
    );
  });

  it('splits « 412-380 » when the box is left, and from the Enregistrer button', async () => {
    const { a, b, record } = await scoresOfTable3();
    await fireEvent.input(a, { target: { value: '412-380' } });
    await fireEvent.change(a);
    await waitFor(() => expect([a.value, b.value]).toEqual(['412', '380']));
    expect(record).not.toHaveBeenCalled();
    await fireEvent.input(a, { target: { value: '415-380' } });
    await fireEvent.click(screen.getByTestId('record-result'));
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({ round: 1, table: 3, games: [[415, 380]], replaces: null, pair: [5, 6] }),
    );
  });

  it('says in French that the connection is lost, keeps what was typed, and marks no score box', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const record = vi.spyOn(api, 'recordResult').mockRejectedValueOnce(refused('connection-lost', {}));
    render(Results);
    await screen.findByTestId('running-count');
    await typeTableThree();
    expect((await screen.findByTestId('entry-error')).textContent).toBe(
      'La connexion avec Sclassic est perdue : vérifiez que Sclassic est toujours lancé, puis réessayez. Ce que vous avez saisi est conservé.',
    );
    expect((screen.getByLabelText('Score de MOREAU Sophie') as HTMLInputElement).value).toBe('412');
    expect(screen.getByLabelText('Score de MOREAU Sophie').getAttribute('aria-invalid')).toBe('false');
    // Once it is back, Enter again records what was typed.
    record.mockResolvedValueOnce(outcome(round(1, { 3: [[412, 380]] }), 3));
    await fireEvent.click(screen.getByTestId('record-result'));
    expect(record).toHaveBeenLastCalledWith({ round: 1, table: 3, games: [[412, 380]], replaces: null, pair: [5, 6] });
  });

  it('says when another screen entered the table first, and shows what it entered', async () => {
    const rounds = vi
      .spyOn(api, 'round')
      .mockResolvedValueOnce(round(1))
      .mockResolvedValue(round(1, { 1: [[410, 300]] }));
    vi.spyOn(api, 'recordResult').mockRejectedValue(
      refused(
        'stale-result',
        {
          round: 1,
          table: 1,
          a: 'BERTIN Ana',
          b: 'DUPONT Jean',
          current: { games: [[410, 300]], forfeit: null, abandon: null, decisionAgainst: null },
          at: '2026-12-22T13:02:00Z',
          by: null,
        },
        'table',
      ),
    );
    render(Results);
    await screen.findByTestId('running-count');
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '1' } });
    await fireEvent.input(screen.getByLabelText('Score de BERTIN Ana'), { target: { value: '300' } });
    await fireEvent.input(screen.getByLabelText('Score de DUPONT Jean'), { target: { value: '500' } });
    await fireEvent.click(screen.getByTestId('record-result'));
    expect((await screen.findByTestId('entry-error')).textContent).toMatch(
      /^Table 1 déjà saisie : 410 – 300, par un autre écran à \d\d:\d\d\./,
    );
    // The screen read the round again: the table now shows what the other screen entered.
    expect(rounds).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(screen.getByTestId('who-plays').textContent).toContain('Déjà saisi : 410\u00a0–\u00a0300'),
    );
    expect((screen.getByLabelText('Score de DUPONT Jean') as HTMLInputElement).value).toBe('500');
  });

  it('says who starts in the words of the format: the game, or game 1 of a best of three', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(Results);
    expect((await screen.findByTestId('starts-legend')).textContent?.trim()).toBe(
      '▸ en gras : le joueur qui commence la partie.',
    );
    cleanup();
    app.summary = summary({ bestOfThree: true });
    render(Results);
    expect((await screen.findByTestId('starts-legend')).textContent?.trim()).toBe(
      '▸ en gras : le joueur qui commence la première manche.',
    );
  });

  it('asks for a third game in a best-of-three match only once the first two are split', async () => {
    app.summary = summary({ bestOfThree: true });
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const record = vi.spyOn(api, 'recordResult').mockResolvedValue(outcome(round(1, { 3: [[400, 380]] }), 3));
    render(Results);
    await screen.findByTestId('running-count');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    await type('Table', '3');
    await type('Manche 1, score de MOREAU Sophie', '400');
    await type('Manche 1, score de SIMON Luc', '380');
    await type('Manche 2, score de MOREAU Sophie', '350');
    expect(screen.queryByLabelText('Manche 3, score de MOREAU Sophie')).toBeNull();
    await type('Manche 2, score de SIMON Luc', '401');
    await type('Manche 3, score de MOREAU Sophie', '390');
    await type('Manche 3, score de SIMON Luc', '388');
    expect(record).toHaveBeenCalledWith({
      round: 1,
      table: 3,
      games: [
        [400, 380],
        [350, 401],
        [390, 388],
      ],
      replaces: null,
      pair: [5, 6],
    });
  });
});

describe('Résultats — forfeits, abandons, decisions', () => {
  it('records a forfeit from its dialog, which says what it gives, and then what it gave', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const forfeit: RecordedResult = { games: [], forfeit: 'b', abandon: null, decisionAgainst: null };
    const record = vi.spyOn(api, 'recordResult').mockResolvedValue({
      ...outcome(round(1), 3),
      match: {
        ...at(round(1), 3),
        result: { ...forfeit, kind: 'forfeit' as const, pm: [3, 0], pdep: [50, -50] },
        recorded: forfeit,
      },
    });
    render(Results);
    await screen.findByTestId('running-count');
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '3' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Forfait…' }));
    const dialog = screen.getByRole('dialog', { name: 'Forfait — table 3' });
    expect(within(dialog).getByTestId('special-explain').textContent).toContain('0 PM et −50 Pdep');
    await fireEvent.click(within(dialog).getByLabelText('SIMON Luc'));
    await fireEvent.click(within(dialog).getByTestId('special-submit'));
    expect(record).toHaveBeenCalledWith({ round: 1, table: 3, forfeit: 'b', replaces: null, pair: [5, 6] });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    // A forfeit has no score: the PM and Pdep the ruleset gives each side are what it produced.
    expect(screen.getByTestId('saved').textContent).toBe(
      'Table 3 enregistrée : MOREAU Sophie contre SIMON Luc, forfait de SIMON Luc. MOREAU Sophie : 3 PM, +50 Pdep ; SIMON Luc : 0 PM, -50 Pdep.',
    );
  });

  it('says what an abandon gave: the scores typed, those the abandon table counts, PM and Pdep', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const typed = { games: [[300, 280]], forfeit: null, abandon: { by: 'a', agreed: false }, decisionAgainst: null };
    vi.spyOn(api, 'recordResult').mockResolvedValue({
      ...outcome(round(1), 3),
      match: {
        ...at(round(1), 3),
        result: { ...typed, games: [[300, 450]], kind: 'abandon', pm: [0, 3], pdep: [-100, 100] },
        recorded: typed,
      } as MatchView,
    });
    render(Results);
    await screen.findByTestId('running-count');
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '3' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Abandon…' }));
    const dialog = screen.getByRole('dialog', { name: 'Abandon — table 3' });
    await fireEvent.click(within(dialog).getByLabelText('MOREAU Sophie'));
    await fireEvent.input(within(dialog).getByLabelText('Manche 1, score de MOREAU Sophie'), {
      target: { value: '300' },
    });
    await fireEvent.input(within(dialog).getByLabelText('Manche 1, score de SIMON Luc'), { target: { value: '280' } });
    await fireEvent.click(within(dialog).getByTestId('special-submit'));
    expect((await screen.findByTestId('saved')).textContent).toBe(
      'Table 3 enregistrée : MOREAU Sophie contre SIMON Luc, 300\u00a0–\u00a0450 · abandon de MOREAU Sophie (sans accord).' +
        ' Scores saisis au moment de l’arrêt : 300\u00a0–\u00a0280, réécrits selon le barème d’abandon.' +
        ' MOREAU Sophie : 0 PM, -100 Pdep ; SIMON Luc : 3 PM, +100 Pdep.',
    );
  });

  it('records an abandon without agreement with the scores at that moment, and keeps the dialog open on a refusal', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const record = vi
      .spyOn(api, 'recordResult')
      .mockRejectedValue(refused('impossible-score', { game: 1, score: 9999, min: -200, max: 2000 }, 'games'));
    render(Results);
    await screen.findByTestId('running-count');
    await fireEvent.input(screen.getByLabelText('Table'), { target: { value: '3' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Abandon…' }));
    const dialog = screen.getByRole('dialog', { name: 'Abandon — table 3' });
    expect(within(dialog).getByTestId('special-explain').textContent).toContain('0 PM sans accord');
    await fireEvent.click(within(dialog).getByLabelText('MOREAU Sophie'));
    await fireEvent.input(within(dialog).getByLabelText('Manche 1, score de MOREAU Sophie'), {
      target: { value: '9999' },
    });
    await fireEvent.input(within(dialog).getByLabelText('Manche 1, score de SIMON Luc'), { target: { value: '250' } });
    await fireEvent.click(within(dialog).getByTestId('special-submit'));
    expect(record).toHaveBeenCalledWith({
      round: 1,
      table: 3,
      games: [[9999, 250]],
      abandon: { by: 'a', agreed: false },
      replaces: null,
      pair: [5, 6],
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Manche 1 : 9999 points, c'est impossible au Scrabble (de -200 à 2000). Vérifiez la feuille de match.",
    );
    expect((within(dialog).getByLabelText('Manche 1, score de MOREAU Sophie') as HTMLInputElement).value).toBe('9999');
  });
});

describe('Résultats — corrections', () => {
  it('loads a row into the form, corrects it and shows whose rank changed', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1, { 3: [[412, 380]] }));
    // The service says who moved: SIMON Luc (index 5) now first, MOREAU Sophie (index 4) second.
    const record = vi.spyOn(api, 'recordResult').mockResolvedValue(
      outcome(round(1, { 3: [[380, 412]] }), 3, [
        { player: 5, rank: [2, 1], pm: [3, 3], pdep: [9, 10] },
        { player: 4, rank: [1, 2], pm: [3, 3], pdep: [10, 9] },
      ]),
    );
    const standings = vi.spyOn(api, 'standings');
    render(Results);
    await fireEvent.click(await screen.findByRole('button', { name: 'Corriger la table 3' }));
    const a = screen.getByLabelText('Score de MOREAU Sophie') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(a));
    expect(a.value).toBe('412');
    expect(screen.getByTestId('who-plays').textContent).toContain('Déjà saisi : 412\u00a0–\u00a0380');
    await type('Score de MOREAU Sophie', '380');
    await type('Score de SIMON Luc', '412');
    // Replacing asks first, before → after; the second Enter confirms.
    expect(record).not.toHaveBeenCalled();
    const question = await screen.findByTestId('pending-result');
    expect(question.getAttribute('role')).toBe('alertdialog');
    expect(question.textContent).toContain('Table 3 : remplacer 412 – 380 par 380 – 412 ?');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remplacer' })));
    await fireEvent.click(screen.getByRole('button', { name: 'Remplacer' }));
    expect(record).toHaveBeenCalledWith({
      round: 1,
      table: 3,
      games: [[380, 412]],
      replaces: { games: [[412, 380]], forfeit: null, abandon: null, decisionAgainst: null },
      pair: [5, 6],
    });
    const shown = await screen.findByTestId('consequences');
    const rows = within(shown)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent?.trim()).join(' | '));
    expect(rows).toEqual(['SIMON Luc | 2 → 1 | 3 → 3 | +9 → +10', 'MOREAU Sophie | 1 → 2 | 3 → 3 | +10 → +9']);
    expect(within(shown).getByRole('heading').textContent).toBe('Conséquences de la correction (ronde 1, table 3)');
    // One command: the screen works nothing out from the standings itself.
    expect(standings).not.toHaveBeenCalled();
  });

  it('corrects an earlier round chosen in the round selector', async () => {
    app.summary = summary({ roundsPaired: 2, currentRound: { number: 2, entered: 0, total: 10, missingTables: [] } });
    const rounds = vi
      .spyOn(api, 'round')
      .mockImplementation(async (input) => round(input.round ?? 2, { 1: [[400, 300]] }));
    const record = vi.spyOn(api, 'recordResult').mockResolvedValue(
      outcome(round(1, { 1: [[300, 400]] }), 1, [
        { player: 0, rank: [1, 1], pm: [3, 3], pdep: [10, 9] },
        { player: 1, rank: [2, 2], pm: [3, 3], pdep: [9, 8] },
      ]),
    );
    render(Results);
    await screen.findByTestId('running-count');
    await fireEvent.change(screen.getByLabelText('Ronde'), { target: { value: '1' } });
    expect(rounds).toHaveBeenLastCalledWith({ round: 1 });
    await fireEvent.click(await screen.findByRole('button', { name: 'Corriger la table 1' }));
    await fireEvent.input(screen.getByLabelText('Score de BERTIN Ana'), { target: { value: '300' } });
    await fireEvent.input(screen.getByLabelText('Score de DUPONT Jean'), { target: { value: '400' } });
    await fireEvent.click(screen.getByTestId('record-result'));
    await fireEvent.click(await screen.findByRole('button', { name: 'Remplacer' }));
    expect(record).toHaveBeenCalledWith({
      round: 1,
      table: 1,
      games: [[300, 400]],
      replaces: { games: [[400, 300]], forfeit: null, abandon: null, decisionAgainst: null },
      pair: [1, 2],
    });
    expect((await screen.findByTestId('consequences')).textContent).toContain('Aucun rang ne change');
  });
});

describe('Résultats — what was typed', () => {
  it('empties the form when the director says no at « remplacer ? », so the next table typed starts with no score', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1, { 3: [[412, 380]] }));
    const record = vi.spyOn(api, 'recordResult');
    render(Results);
    await screen.findByTestId('running-count');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    await type('Table', '3');
    await type('Score de MOREAU Sophie', '380');
    await type('Score de SIMON Luc', '412');
    const question = await screen.findByTestId('pending-result');
    expect(question.textContent).toContain('Table 3 : remplacer 412 – 380 par 380 – 412 ?');
    expect(within(question).getByRole('button', { name: 'Garder ce qui est enregistré' })).toBeTruthy();
    await fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByTestId('pending-result')).toBeNull();
    expect(screen.getByTestId('saved').textContent).toBe('Rien n’a été remplacé : la table 3 garde 412 – 380.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    expect((screen.getByLabelText('Table') as HTMLInputElement).value).toBe('');
    // The next table: its boxes empty, nothing of table 3's refused scores.
    await type('Table', '4');
    expect((screen.getByLabelText('Score de LAURENT Marie') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Score de LEFEBVRE Hugo') as HTMLInputElement).value).toBe('');
    expect(record).not.toHaveBeenCalled();
  });

  it('empties scores typed for one table once another table is chosen', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    const record = vi.spyOn(api, 'recordResult');
    render(Results);
    await screen.findByTestId('running-count');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Table')));
    await type('Table', '3');
    await fireEvent.input(screen.getByLabelText('Score de MOREAU Sophie'), { target: { value: '412' } });
    await fireEvent.input(screen.getByLabelText('Score de SIMON Luc'), { target: { value: '380' } });
    // Back to the table box, another table typed: table 3's scores are not table 5's.
    const table = screen.getByLabelText('Table') as HTMLInputElement;
    table.focus();
    await fireEvent.input(table, { target: { value: '5' } });
    await fireEvent.keyDown(table, { key: 'Enter' });
    const a = screen.getByLabelText('Score de MICHEL Julie') as HTMLInputElement;
    expect(a.value).toBe('');
    expect((screen.getByLabelText('Score de GARCIA Tom') as HTMLInputElement).value).toBe('');
    // The same table typed again keeps its scores.
    await fireEvent.input(a, { target: { value: '399' } });
    table.focus();
    await fireEvent.input(table, { target: { value: '5' } });
    await fireEvent.change(table);
    expect(a.value).toBe('399');
    expect(record).not.toHaveBeenCalled();
  });

  it('shows no error while « 412-380 » is typed in one box, and one if the box is left unsplit', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    render(Results);
    await screen.findByTestId('running-count');
    await type('Table', '3');
    const a = screen.getByLabelText('Score de MOREAU Sophie') as HTMLInputElement;
    for (const typed of ['4', '41', '412', '412-', '412-3', '412-38', '412-380']) {
      await fireEvent.input(a, { target: { value: typed } });
      expect(screen.queryByTestId('games-error'), typed).toBeNull();
      expect(a.getAttribute('aria-invalid'), typed).toBe('false');
    }
    // Left as « 412- »: no longer on its way to two scores.
    await fireEvent.input(a, { target: { value: '412-' } });
    await fireEvent.change(a);
    expect(screen.getByTestId('games-error').textContent).toBe('Un score est un nombre entier (par exemple 412).');
    // A mistake in B's box is one at once.
    await fireEvent.input(a, { target: { value: '412' } });
    await fireEvent.input(screen.getByLabelText('Score de SIMON Luc'), { target: { value: '38-' } });
    expect(screen.getByTestId('games-error').textContent).toBe('Un score est un nombre entier (par exemple 412).');
  });

  /** Table 3 and MOREAU Sophie's 412 typed, then the page reloaded: a new screen, nothing in it but what the tab kept. */
  async function typedThenReloaded() {
    const first = render(Results);
    await screen.findByTestId('running-count');
    await type('Table', '3');
    await fireEvent.input(screen.getByLabelText('Score de MOREAU Sophie'), { target: { value: '412' } });
    first.unmount();
    render(Results);
    await waitFor(() => expect((screen.getByLabelText('Table') as HTMLInputElement).value).toBe('3'));
  }

  it('brings back what was typed and not recorded when the page is opened again on the same round', async () => {
    vi.spyOn(api, 'round').mockResolvedValue(round(1));
    await typedThenReloaded();
    expect((screen.getByLabelText('Score de MOREAU Sophie') as HTMLInputElement).value).toBe('412');
    expect(screen.getByTestId('saved').textContent).toBe(
      'Ce qui était tapé avant le rechargement de la page est revenu : vérifiez-le, puis Entrée.',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Score de SIMON Luc')));
  });

  it('brings back the table but not scores typed for a pair another screen has changed since', async () => {
    const swapped = round(1);
    swapped.matches[2] = { ...at(swapped, 3), b: { ...at(swapped, 4).a } };
    vi.spyOn(api, 'round').mockResolvedValueOnce(round(1)).mockResolvedValue(swapped);
    await typedThenReloaded();
    expect((screen.getByLabelText('Score de MOREAU Sophie') as HTMLInputElement).value).toBe('');
  });
});

/**
 * Résultats — the results proposed from the tables: the queue oldest first, followed by a long
 * question while shown (and never after); Enter in the empty table box validates the head and
 * nothing else, never while a result is being typed, never a table whose phones disagree; a
 * conflict's proposals side by side, each validated by its own button with every proposal shown
 * beside it; unusual games wait for a yes as typed ones do; a refusal said in words and the queue
 * read again; a proposal set aside.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { SclassicApi } from '../../src-main/contract/commands.ts';
import type { ProposalsAnswer, ProposalView } from '../../src-main/contract/views/stations.ts';
import type { ResultOutcome } from '../../src-main/contract/views.ts';
import { api, app } from '../../src-renderer/lib/app-state.svelte.ts';
import { follow } from '../../src-renderer/lib/live.svelte.ts';
import { refused } from './refusals.ts';
import '../../src-renderer/lib/i18n.ts';
import Results from '../../src-renderer/screens/Results.svelte';
import { at, outcome, round, summary } from './tournament-views.ts';

const taking = () => summary({ tableProposals: true });

/** A proposal for a table of round 1, as the service lists it. */
function proposal(id: string, table: number, games: Array<[number, number]>, phones = 1): ProposalView {
  const match = at(round(1), table);
  return {
    id,
    round: 1,
    table,
    pair: [match.a.id, match.b?.id ?? 0],
    a: match.a.name,
    b: match.b?.name ?? 'X',
    games,
    at: '2026-12-22T13:02:00Z',
    phones,
  };
}

/** The queue the service holds: answered in full when asked with no version, never when asked to wait. */
let waiting: ProposalView[];
let version: number;
let asked: MockInstance<SclassicApi['proposals']>;
let accept: MockInstance<SclassicApi['acceptProposal']>;

/** Table 3 recorded as a proposal validated: the answer of acceptProposal. */
const validated = (table: number, games: Array<[number, number]>): ResultOutcome => ({
  ...outcome(round(1, { [table]: games }), table),
  summary: taking(),
});

beforeEach(async () => {
  app.summary = taking();
  vi.spyOn(api, 'show').mockResolvedValue(taking());
  vi.spyOn(api, 'round').mockResolvedValue(round(1));
  waiting = [];
  version = 1;
  asked = vi
    .spyOn(api, 'proposals')
    .mockImplementation(
      async (input): Promise<ProposalsAnswer> =>
        input.known === undefined ? { version, enabled: true, proposals: waiting } : new Promise(() => {}),
    );
  accept = vi.spyOn(api, 'acceptProposal');
  // The screens hold revision 1: a validation answered with revision 2 is the next change.
  vi.spyOn(api, 'undoState').mockResolvedValue({ undo: null, redo: null, revision: 1, file: 'open.sclassic' });
  await follow();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  app.summary = null;
  sessionStorage.clear();
});

const tableBox = () => screen.getByLabelText('Table') as HTMLInputElement;

/** Enter in the table box, as the director presses it there. */
async function enterInTable(): Promise<void> {
  tableBox().focus();
  await fireEvent.keyDown(tableBox(), { key: 'Enter' });
}

async function queueShown(): Promise<HTMLElement> {
  const queue = await screen.findByTestId('proposals');
  await waitFor(() => expect(within(queue).queryByText('Aucune proposition en attente.')).toBeNull());
  return queue;
}

describe('Résultats — the tables’ proposals', () => {
  it('lists them oldest first, the head saying that Enter validates it', async () => {
    waiting = [proposal('p1', 3, [[412, 380]]), proposal('p2', 7, [[350, 402]], 2)];
    render(Results);
    const queue = await queueShown();
    expect(within(queue).getByRole('heading').textContent).toBe('Propositions des tables (2)');
    const lines = within(queue)
      .getAllByTestId('proposal')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(lines[0]).toMatch(/^Table 3 : 412 – 380 — Entrée pour valider MOREAU Sophie – SIMON Luc · proposé à/);
    expect(lines[1]).toMatch(/^Table 7 : 350 – 402 ROUX Chloé – VINCENT Louis · proposé à.* · 2 téléphones/);
    expect(lines[1]).not.toContain('Entrée pour valider');
  });

  it('validates the head only, with Enter in the empty table box, and says what was recorded', async () => {
    waiting = [proposal('p1', 3, [[412, 380]]), proposal('p2', 7, [[350, 402]])];
    accept.mockImplementation(async () => {
      // The service's box settles the table's proposals as it records the result.
      waiting = waiting.filter((p) => p.table !== 3);
      return validated(3, [[412, 380]]);
    });
    render(Results);
    await queueShown();
    await enterInTable();
    await waitFor(() => expect(accept).toHaveBeenCalledTimes(1));
    expect(accept).toHaveBeenCalledWith({ proposal: 'p1', alongside: ['p1'], pair: [5, 6] });
    expect((await screen.findByTestId('saved')).textContent).toBe(
      'Table 3 validée : MOREAU Sophie contre SIMON Luc, 412\u00a0–\u00a0380.',
    );
    // The next head is in view, and the cursor waits in the table box for its Enter.
    await waitFor(() => expect(screen.getAllByTestId('proposal')).toHaveLength(1));
    expect(screen.getByTestId('proposal').textContent).toContain('Table 7');
    expect(document.activeElement).toBe(tableBox());
  });

  it('leaves Enter to the form once a table is typed, and ignores a key held down', async () => {
    waiting = [proposal('p1', 3, [[412, 380]])];
    render(Results);
    await queueShown();
    tableBox().focus();
    await fireEvent.keyDown(tableBox(), { key: 'Enter', repeat: true });
    await fireEvent.input(tableBox(), { target: { value: '5' } });
    await fireEvent.keyDown(tableBox(), { key: 'Enter' });
    // On to the scores of table 5, as when no table proposes anything.
    expect(document.activeElement).toBe(screen.getByLabelText('Score de MICHEL Julie'));
    expect(accept).not.toHaveBeenCalled();
  });

  it('never validates a table whose phones disagree with Enter: each of its proposals has its own button', async () => {
    waiting = [proposal('p1', 4, [[412, 380]]), proposal('p2', 4, [[380, 412]])];
    accept.mockResolvedValue(validated(4, [[380, 412]]));
    render(Results);
    const conflict = await screen.findByTestId('proposal-conflict');
    expect(conflict.textContent).toContain(
      'Table 4 (LAURENT Marie – LEFEBVRE Hugo) : les téléphones ont envoyé des scores différents',
    );
    expect(
      within(conflict)
        .getAllByTestId('conflicting-proposal')
        .map((c) => c.querySelector('.games')?.textContent),
    ).toEqual(['412 – 380', '380 – 412']);
    expect(screen.queryAllByTestId('proposal')).toHaveLength(0);
    await enterInTable();
    // No head: Enter says why it validated nothing.
    expect((await screen.findByTestId('proposal-said')).textContent).toBe(
      'Entrée ne valide pas une table dont les téléphones ne sont pas d’accord : comparez avec la feuille de match, puis cliquez la bonne proposition.',
    );
    expect(accept).not.toHaveBeenCalled();
    await fireEvent.click(within(conflict).getByRole('button', { name: 'Valider 380 – 412 pour la table 4' }));
    await waitFor(() => expect(accept).toHaveBeenCalledWith({ proposal: 'p2', alongside: ['p1', 'p2'], pair: [7, 8] }));
  });

  it('validates the oldest proposal no other contradicts, past a conflict', async () => {
    waiting = [proposal('p1', 4, [[412, 380]]), proposal('p2', 4, [[380, 412]]), proposal('p3', 9, [[300, 290]])];
    accept.mockResolvedValue(validated(9, [[300, 290]]));
    render(Results);
    await screen.findByTestId('proposal-conflict');
    await enterInTable();
    await waitFor(() => expect(accept).toHaveBeenCalledWith({ proposal: 'p3', alongside: ['p3'], pair: [17, 18] }));
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('says a refusal in words and reads the queue and the round again', async () => {
    waiting = [proposal('p1', 3, [[412, 380]])];
    accept.mockImplementation(async () => {
      // A second phone's other numbers arrived since the screen read the queue.
      waiting = [...waiting, proposal('p2', 3, [[412, 308]])];
      throw refused('stale-proposals', {
        round: 1,
        table: 3,
        proposals: waiting.map(({ games, phones }) => ({ games, phones })),
      });
    });
    render(Results);
    await queueShown();
    const roundRead = vi.mocked(api.round).mock.calls.length;
    const queueRead = asked.mock.calls.length;
    await enterInTable();
    expect((await screen.findByTestId('proposal-refused')).textContent).toBe(
      "La table 3 (ronde 1) a d'autres propositions que celles affichées : 412-380 ; 412-308. Comparez-les à la feuille de match avant d'en valider une. Rien n'a été enregistré.",
    );
    expect(asked.mock.calls.slice(queueRead)).toContainEqual([{}]);
    expect(vi.mocked(api.round).mock.calls.length).toBeGreaterThan(roundRead);
    // Read again, the table's two proposals show as a conflict.
    expect(await screen.findByTestId('proposal-conflict')).toBeTruthy();
  });

  it('asks before validating unusual games, as for typed ones, and sends the yes', async () => {
    waiting = [proposal('p1', 3, [[712, 80]])];
    accept.mockRejectedValueOnce(
      refused('needs-confirmation', { warnings: [{ code: 'unusual-gap', params: { game: 1, gap: 632 } }] }, 'games'),
    );
    render(Results);
    await queueShown();
    await enterInTable();
    const question = await screen.findByTestId('pending-result');
    expect(question.textContent).toContain('Table 3, proposition 712 – 80 :');
    const yes = within(question).getByRole('button', { name: 'Valider quand même' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    accept.mockResolvedValue(validated(3, [[712, 80]]));
    await fireEvent.click(yes);
    await waitFor(() =>
      expect(accept).toHaveBeenLastCalledWith({ proposal: 'p1', alongside: ['p1'], pair: [5, 6], confirmed: true }),
    );
  });

  it('sets a proposal aside', async () => {
    waiting = [proposal('p1', 3, [[412, 380]]), proposal('p2', 7, [[350, 402]])];
    const dismiss = vi
      .spyOn(api, 'dismissProposal')
      .mockResolvedValue({ version: 2, enabled: true, proposals: [proposal('p2', 7, [[350, 402]])] });
    render(Results);
    await queueShown();
    await fireEvent.click(screen.getByRole('button', { name: 'Écarter la proposition 412 – 380 de la table 3' }));
    expect(dismiss).toHaveBeenCalledWith({ proposal: 'p1' });
    expect((await screen.findByText('Proposition 412 – 380 de la table 3 écartée.')).textContent).toBeTruthy();
    expect(screen.getAllByTestId('proposal')).toHaveLength(1);
  });
});

describe('Résultats — following the proposals', () => {
  it('waits for the next change with the version it holds, reads again in full when told, and stops when the screen goes', async () => {
    waiting = [proposal('p1', 3, [[412, 380]])];
    version = 4;
    let changed: (answer: ProposalsAnswer) => void = () => {};
    asked.mockImplementation(async (input) =>
      input.known === undefined
        ? { version, enabled: true, proposals: waiting }
        : new Promise<ProposalsAnswer>((resolve) => (changed = resolve)),
    );
    const { unmount } = render(Results);
    await queueShown();
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ known: 4 }));
    // Something changed: the answer says only that, and the queue is asked again in full.
    waiting = [...waiting, proposal('p2', 7, [[350, 402]])];
    version = 5;
    changed({ version: 5, enabled: true, proposals: null });
    await waitFor(() => expect(screen.getAllByTestId('proposal')).toHaveLength(2));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ known: 5 }));
    const calls = asked.mock.calls.length;
    unmount();
    // The long question answered after the screen went: dropped, nothing asked again.
    changed({ version: 6, enabled: true, proposals: null });
    await new Promise((done) => setTimeout(done, 20));
    expect(asked.mock.calls.length).toBe(calls);
  });

  it('reads the queue again when the file changes', async () => {
    render(Results);
    await screen.findByText('Aucune proposition en attente.');
    const { follow } = await import('../../src-renderer/lib/live.svelte.ts');
    vi.spyOn(api, 'undoState').mockResolvedValue({ undo: null, redo: null, revision: 9, file: '/tmp/t.sclassic' });
    waiting = [proposal('p1', 3, [[412, 380]])];
    await follow();
    expect(await screen.findByTestId('proposal')).toBeTruthy();
  });

  it('is not there when the tournament takes no proposals', async () => {
    app.summary = summary();
    render(Results);
    await screen.findByTestId('results-table');
    expect(screen.queryByTestId('proposals')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});

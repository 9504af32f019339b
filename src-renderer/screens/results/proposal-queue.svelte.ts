/**
 * The results proposed from the tables' phones, as Résultats follows them (the director's and the
 * stations'): the queue read by a long question — asked with the version the screen holds, the
 * service answers once something changed — while the screen shows it, and read again when the
 * file changes. A proposal is validated (it becomes the table's result, as if typed) or set aside.
 *
 * The key: Enter in the entry form's table box while it is empty validates the head of the queue,
 * the oldest proposal no other contradicts. An empty table box is where every result typed starts
 * and where Enter had nothing to do (it only said « type the table »), so the key never meets a
 * result being typed: once a digit is in the box, Enter is the form's again. And the cursor comes
 * back there after every result, typed or validated, so a run of proposals is Enter, Enter… each
 * one read on screen before its key. A table with two different proposals is never the head: the
 * director compares them with the sheet and validates one by its own button.
 */
import { tick } from 'svelte';
import { fromStore } from 'svelte/store';
import type { ProposalsAnswer, ProposalView } from '../../../src-main/contract/views/stations.ts';
import { api, refusal } from '../../lib/app-state.svelte.ts';
import { t } from '../../lib/i18n.ts';
import { focusField, TABLE_FIELD } from './form-fields.ts';
import type { ResultEntry } from './result-entry.svelte.ts';

/** One table's proposals waiting: one, or several different ones that contradict each other. */
export interface TableProposals {
  round: number;
  table: number;
  proposals: ProposalView[];
}

/** The box the yes of a proposal's unusual games waits in. */
export const PROPOSAL_CONFIRM = 'proposal-confirm';

/** How long the queue waits before asking again when the service did not answer. */
export const ASK_AGAIN_MS = 2000;

/** « 412 – 380 », a best of three's games one after the other. */
export const gamesText = (p: ProposalView): string => p.games.map(([a, b]) => `${a} – ${b}`).join(', ');

/** The proposals by table, each table where its oldest proposal stands (the service gives them oldest first). */
function byTable(list: readonly ProposalView[]): TableProposals[] {
  const tables = new Map<string, TableProposals>();
  for (const p of list) {
    const key = `${p.round}:${p.table}`;
    const found = tables.get(key) ?? { round: p.round, table: p.table, proposals: [] };
    found.proposals.push(p);
    tables.set(key, found);
  }
  return [...tables.values()];
}

export class ProposalQueue {
  /** The translations for the messages made here: outside a component there is no `$t`. */
  readonly #t = fromStore(t);
  readonly #entry: ResultEntry;

  /** The proposals waiting, oldest first, as last read. */
  list = $state.raw<ProposalView[]>([]);
  /** What the last validation or dismissal was refused, in words; the queue was read again. */
  refused = $state<string | null>(null);
  /** What the last dismissal did, or why Enter validated nothing. */
  said = $state<string | null>(null);
  /** The queue could not be read (the service out of reach): it is asked again. */
  unreachable = $state<string | null>(null);
  /** A proposal whose unusual games wait for a yes, with the table's proposals shown when it was sent. */
  pending = $state<{ proposal: ProposalView; alongside: string[]; question: string } | null>(null);
  busy = $state(false);

  readonly tables = $derived(byTable(this.list));
  /** Tables with different proposals: each validated by its own button only. */
  readonly conflicts = $derived(this.tables.filter((g) => g.proposals.length > 1));
  readonly singles = $derived(this.tables.filter((g) => g.proposals.length === 1));
  /** What Enter in the empty table box validates. */
  readonly head = $derived(this.singles[0]?.proposals[0] ?? null);

  /** The queue's version the screen holds: the service's answer waits for the next one. */
  #known: number | null = null;
  /** Questions asked, and the latest one whose answer is shown: an older answer never replaces a newer. */
  #asked = 0;
  #shown = 0;
  /** The follow under way; a stopped one's late answers are dropped. */
  #run = 0;

  constructor(entry: ResultEntry) {
    this.#entry = entry;
  }

  /** Follows the queue until `stop`. */
  start(): void {
    this.#run++;
    this.#known = null;
    void this.#follow(this.#run);
  }

  stop(): void {
    this.#run++;
    this.list = [];
  }

  async #follow(run: number): Promise<void> {
    while (run === this.#run) {
      const asked = ++this.#asked;
      try {
        const answer = await api.proposals(this.#known === null ? {} : { known: this.#known });
        if (run !== this.#run) return;
        this.unreachable = null;
        // Only « it changed » (or nothing did, in time): asked again at once, in full.
        if (answer.proposals === null) this.#known = null;
        else this.#take(asked, answer);
      } catch (e) {
        if (run !== this.#run) return;
        this.unreachable = refusal(e).message;
        this.#known = null;
        await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
      }
    }
  }

  /** Reads the queue now (the file changed, an answer refused): the follow goes on beside it. */
  async reload(): Promise<void> {
    const run = this.#run;
    const asked = ++this.#asked;
    try {
      const answer = await api.proposals({});
      if (run === this.#run) this.#take(asked, answer);
    } catch (e) {
      if (run === this.#run) this.unreachable = refusal(e).message;
    }
  }

  #take(asked: number, answer: ProposalsAnswer): void {
    if (asked < this.#shown || answer.proposals === null) return;
    this.#shown = asked;
    this.#known = answer.version;
    this.list = answer.enabled ? answer.proposals : [];
  }

  /**
   * Enter in the empty table box: the head validated. With only tables whose phones disagree, it
   * says that their buttons decide; with no proposal at all, false: the key is the form's.
   */
  enterHead(): boolean {
    const head = this.head;
    if (head === null && this.conflicts.length > 0) {
      this.refused = null;
      this.said = this.#t.current('results.proposals.conflictsOnly');
      return true;
    }
    if (head === null) return false;
    if (!this.busy && this.pending === null) void this.validate(head);
    return true;
  }

  /**
   * Validates one proposal, saying which of the table's proposals the screen showed beside it: one
   * arrived since and nothing is validated blindly. Unusual games wait for a yes, as typed ones do.
   */
  async validate(proposal: ProposalView, said: { alongside?: string[]; confirmed?: boolean } = {}): Promise<void> {
    if (this.busy) return;
    const alongside =
      said.alongside ??
      this.list.filter((p) => p.round === proposal.round && p.table === proposal.table).map((p) => p.id);
    this.busy = true;
    this.refused = null;
    this.said = null;
    this.pending = null;
    try {
      const outcome = await api.acceptProposal({
        proposal: proposal.id,
        alongside,
        pair: proposal.pair,
        ...(said.confirmed ? { confirmed: true } : {}),
      });
      this.#entry.showOutcome(outcome, 'results.proposals.validated');
      // The table's proposals are settled: gone from the queue now, as the next reading will say.
      this.list = this.list.filter((p) => p.round !== proposal.round || p.table !== proposal.table);
      this.#backToTable();
      void this.reload();
    } catch (e) {
      const refused = refusal(e);
      if (refused.code === 'needs-confirmation') {
        this.pending = { proposal, alongside, question: refused.message };
        tick().then(() => document.getElementById(PROPOSAL_CONFIRM)?.focus());
        return;
      }
      // Another proposal, another hand's result, a proposal gone: said, and the queue and the round as they are now.
      this.refused = refused.message;
      await Promise.all([this.reload(), this.#entry.load(this.#entry.roundNumber)]);
    } finally {
      this.busy = false;
    }
  }

  /** Yes to the unusual games: validated as they are, against the table's proposals shown when asked. */
  confirmPending(): void {
    const pending = this.pending;
    if (pending !== null) void this.validate(pending.proposal, { alongside: pending.alongside, confirmed: true });
  }

  /** No: the proposal stays in the queue. */
  cancelPending(): void {
    this.pending = null;
    this.#backToTable();
  }

  /** Sets a proposal aside: the phone that sent it sees so; the table's other proposals stay. */
  async dismiss(proposal: ProposalView): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.refused = null;
    this.said = null;
    const asked = ++this.#asked;
    try {
      this.#take(asked, await api.dismissProposal({ proposal: proposal.id }));
      this.said = this.#t.current('results.proposals.dismissed', {
        values: { table: proposal.table, games: gamesText(proposal) },
      });
    } catch (e) {
      this.refused = refusal(e).message;
      await this.reload();
    } finally {
      this.busy = false;
    }
  }

  /** The cursor back in the table box when nothing is typed there: the next Enter takes the next head. */
  #backToTable(): void {
    if (this.#entry.table.trim() === '') tick().then(() => focusField(TABLE_FIELD));
  }
}

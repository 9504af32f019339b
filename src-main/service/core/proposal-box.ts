/**
 * The results proposed from the tables' phones, waiting for a director's or a station's hand. A
 * proposal is not a fact of the tournament: it lives here, in the memory of the process that owns
 * the file, never in the file, and goes when the file is closed (a phone sends it again, or the
 * paper sheet is typed). The same numbers from several phones are one proposal; a phone that sends
 * other numbers for its table takes back its earlier ones. Each change moves the box's version on,
 * and wakes the screens waiting for one (`next`).
 */
import type { ProposalFate, ProposalView } from '../../contract/views/stations.ts';

/** A proposal as the box keeps it: its view, the phones behind it, and the pairing it was made on. */
interface Held {
  view: ProposalView;
  /** When its round was paired: a proposal belongs to that pairing of its table. */
  pairedAt: string;
  /** The phones that sent these numbers, and the address each sent them from. */
  phones: Map<string, string>;
}

/** What a phone's proposal is checked against: the table as the file holds it now. */
export interface ProposedTable {
  round: number;
  table: number;
  pairedAt: string;
  pair: [number, number];
  a: string;
  b: string;
}

/** Distinct numbers one table may have waiting: a phone that types nonsense cannot fill the queue. */
export const MAX_PER_TABLE = 4;
/** Proposals waiting in all: more than any tournament has tables. */
export const MAX_WAITING = 1000;
/** Forms remembered per table, so a replayed one adds nothing. */
const FORMS_PER_TABLE = 64;

const tableKey = (round: number, table: number) => `${round}:${table}`;
const sameGames = (a: ReadonlyArray<[number, number]>, b: ReadonlyArray<[number, number]>) =>
  a.length === b.length && a.every(([x, y], i) => x === b[i]?.[0] && y === b[i]?.[1]);

/** The phones behind a proposal: its addresses on the venue's network. */
const phonesOf = (held: Held): number => new Set(held.phones.values()).size;

export type Added =
  | { sent: 'new'; proposal: ProposalView }
  /** A form already received (a replay, a page sent twice): nothing added, whatever became of it since. */
  | { sent: 'again'; proposal: ProposalView | null }
  | { sent: 'full'; waiting: number }
  /** These numbers now come from two phones at two addresses: the caller may validate them. */
  | { sent: 'agreed'; proposal: ProposalView };

export class ProposalBox {
  #held = new Map<string, Held>();
  #next = 1;
  #version = 0;
  #waiters = new Set<() => void>();
  /** The forms received per table (their nonces), oldest first. */
  #forms = new Map<string, string[]>();
  /** Per table and phone, its latest proposal's id; per id, what became of it. */
  #latest = new Map<string, string>();
  #fates = new Map<string, ProposalFate>();

  get version(): number {
    return this.#version;
  }

  /**
   * The proposals waiting, oldest first, each with the phones behind it counted by their address:
   * one device that clears its cookies, or a program that invents marks, is still one phone.
   */
  waiting(): ProposalView[] {
    return [...this.#held.values()].map((h) => ({ ...h.view, phones: phonesOf(h) }));
  }

  /** The waiting proposals of one table, oldest first. */
  forTable(round: number, table: number): ProposalView[] {
    return this.waiting().filter((p) => p.round === round && p.table === table);
  }

  get(id: string): (ProposalView & { pairedAt: string }) | null {
    const held = this.#held.get(id);
    return held === undefined ? null : { ...held.view, phones: phonesOf(held), pairedAt: held.pairedAt };
  }

  /** What became of a proposal no longer waiting; null when the box never had it (or forgot it). */
  fateOf(id: string): ProposalFate | null {
    return this.#fates.get(id) ?? null;
  }

  /** This phone's latest proposal for the table: waiting, or what became of it. */
  mine(round: number, table: number, phone: string): { waiting: ProposalView | null; fate: ProposalFate | null } {
    const id = this.#latest.get(`${tableKey(round, table)}:${phone}`);
    if (id === undefined) return { waiting: null, fate: null };
    return { waiting: this.get(id), fate: this.fateOf(id) };
  }

  /** A phone's numbers for its table: queued, merged with the same numbers, or a replay of a form already received. */
  add(
    table: ProposedTable,
    games: Array<[number, number]>,
    from: { phone: string; address: string; form: string },
    at: string,
  ): Added {
    const key = tableKey(table.round, table.table);
    const forms = this.#forms.get(key) ?? [];
    const mine = this.mine(table.round, table.table, from.phone).waiting;
    if (forms.includes(from.form)) return { sent: 'again', proposal: mine };
    const same = this.forTable(table.round, table.table).find((p) => sameGames(p.games, games));
    if (same === undefined && this.forTable(table.round, table.table).length >= MAX_PER_TABLE)
      return { sent: 'full', waiting: MAX_PER_TABLE };
    if (same === undefined && this.#held.size >= MAX_WAITING) return { sent: 'full', waiting: MAX_WAITING };
    this.#remember(key, forms, from.form);
    // The phone's earlier, other numbers for this table are taken back.
    if (mine !== null && mine.id !== same?.id) this.#withdrawPhone(mine.id, from.phone);
    const held = same === undefined ? this.#create(table, games, at) : (this.#held.get(same.id) as Held);
    held.phones.set(from.phone, from.address);
    this.#latest.set(`${key}:${from.phone}`, held.view.id);
    this.#bump();
    const proposal = { ...held.view, phones: phonesOf(held) };
    return proposal.phones >= 2 ? { sent: 'agreed', proposal } : { sent: 'new', proposal };
  }

  /** Every proposal of a table leaves the queue: its result is in (the one validated says how, the others `entered`). */
  settle(round: number, table: number, fate: ProposalFate, chosen: string | null = null): void {
    const settled = this.forTable(round, table);
    for (const p of settled) this.#drop(p.id, p.id === chosen ? fate : { ...fate, how: 'entered' });
    if (settled.length > 0) this.#bump();
  }

  /** A hand dismissed one proposal: the phone that sent it sees so. */
  dismiss(id: string, fate: ProposalFate): void {
    this.#drop(id, fate);
    this.#bump();
  }

  /**
   * Drops the proposals whose table is no longer as they were made on (`stillThere` says it:
   * the round paired again, other players seated, the result entered): what the file holds decides.
   */
  prune(stillThere: (proposal: ProposalView, pairedAt: string) => ProposalFate | null): void {
    let dropped = false;
    for (const [id, held] of this.#held) {
      const fate = stillThere(held.view, held.pairedAt);
      if (fate === null) continue;
      this.#drop(id, fate);
      dropped = true;
    }
    if (dropped) this.#bump();
  }

  /** Resolves at the box's next change, or when the file changes, or after `ms`. */
  next(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#waiters.add(done);
    });
  }

  /** The file changed (a result entered, a round paired again): the screens waiting look again. */
  wake(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }

  /** Empties the box: the file was closed or another one opened. */
  clear(): void {
    this.#held.clear();
    this.#forms.clear();
    this.#latest.clear();
    this.#fates.clear();
    this.#bump();
  }

  #create(table: ProposedTable, games: Array<[number, number]>, at: string): Held {
    const id = `p${this.#next++}`;
    const held: Held = {
      view: {
        id,
        round: table.round,
        table: table.table,
        pair: table.pair,
        a: table.a,
        b: table.b,
        games,
        at,
        phones: 0,
      },
      pairedAt: table.pairedAt,
      phones: new Map(),
    };
    this.#held.set(id, held);
    return held;
  }

  #withdrawPhone(id: string, phone: string): void {
    const held = this.#held.get(id);
    if (held === undefined) return;
    held.phones.delete(phone);
    if (held.phones.size === 0) this.#held.delete(id);
  }

  #remember(key: string, forms: string[], form: string): void {
    forms.push(form);
    if (forms.length > FORMS_PER_TABLE) forms.shift();
    this.#forms.set(key, forms);
  }

  #drop(id: string, fate: ProposalFate): void {
    this.#held.delete(id);
    this.#fates.set(id, fate);
  }

  #bump(): void {
    this.#version++;
    this.wake();
  }
}

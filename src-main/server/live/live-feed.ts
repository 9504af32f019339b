/**
 * What the live pages show, kept up to date: the public view read through the service's
 * `liveView` command — after every command that changed the file (the service says so), and
 * every second besides, for a change made by another process on the same file (the command line),
 * which costs one number read while nothing moves. Each new view gets a new version, which the
 * pages carry and the event stream announces.
 */
import { randomBytes } from 'node:crypto';
import type { LiveView } from '../../contract/views/live.ts';
import type { Service } from '../../service/core/dispatch.ts';

/** How often the file's revision is read for a change made elsewhere. */
export const POLL_MS = 1000;

/** The service as the live results reach it (live-host.ts narrows it to the commands declared `live`). */
export type LiveReach = Pick<Service, 'dispatch' | 'onChange'>;

export class LiveFeed {
  readonly #service: LiveReach;
  /** Unique to this listener's run, so a phone's cached page of an earlier run never passes for the current one. */
  readonly #run = randomBytes(4).toString('hex');
  #view: LiveView | null = null;
  #revision: number | null = null;
  #count = 0;
  #reading: Promise<void> | null = null;
  #again: 'full' | 'check' | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;
  #stopChanges: (() => void) | null = null;
  readonly #listeners = new Set<(version: string) => void>();

  constructor(service: LiveReach) {
    this.#service = service;
  }

  /** The view the pages show now; null when no tournament is open. */
  get view(): LiveView | null {
    return this.#view;
  }

  /** The version of the view: what a page carries and the event stream announces. */
  get version(): string {
    return `${this.#run}.${this.#count}`;
  }

  /** Reads the view once, then follows the file. */
  async start(pollMs = POLL_MS): Promise<void> {
    // Another file opened may have the same revision as the one before: read it whole. Once the
    // director's command has answered, not before: the phones wait, the director does not.
    this.#stopChanges = this.#service.onChange(() => void setImmediate(() => void this.read('full')));
    this.#timer = setInterval(() => void this.read('check'), pollMs);
    this.#timer.unref();
    await this.read('full');
  }

  stop(): void {
    this.#stopChanges?.();
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    this.#listeners.clear();
  }

  /** Calls `listener` with each new version. */
  onVersion(listener: (version: string) => void): void {
    this.#listeners.add(listener);
  }

  /**
   * Reads the view again (`check`: only if the revision moved). One reading at a time: a change
   * arriving during one is read right after it.
   */
  read(how: 'full' | 'check'): Promise<void> {
    if (this.#reading !== null) {
      if (this.#again !== 'full') this.#again = how;
      return this.#reading;
    }
    this.#reading = (async () => {
      let next: 'full' | 'check' | null = how;
      while (next !== null) {
        this.#again = null;
        await this.#readOnce(next);
        next = this.#again;
      }
      this.#reading = null;
    })();
    return this.#reading;
  }

  async #readOnce(how: 'full' | 'check'): Promise<void> {
    const known = how === 'check' && this.#revision !== null ? { known: this.#revision } : {};
    const answer = await this.#service.dispatch('liveView', known);
    if ('refusal' in answer) {
      // No tournament open (or closed since): the pages say so.
      if (this.#view === null && this.#revision === null && this.#count > 0) return;
      this.#publish(null, null);
      return;
    }
    if (answer.result.view === null) return;
    this.#publish(answer.result.view, answer.result.revision);
  }

  #publish(view: LiveView | null, revision: number | null): void {
    this.#view = view;
    this.#revision = revision;
    this.#count++;
    for (const listener of this.#listeners) listener(this.version);
  }
}

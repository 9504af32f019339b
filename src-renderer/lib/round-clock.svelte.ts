/**
 * The current round's clock as a screen shows it: read from the service when the screen opens
 * and whenever the file changes (a pause on the director's screen shows on the projection within
 * a second or two), then ticking every second on its own. The service says what time it is when
 * it answers, so a screen on another machine (browser mode) counts from the service's time, not
 * its own clock.
 */
import { untrack } from 'svelte';
import { type ClockReading, type RoundClockView, readClock } from '../../src-main/contract/views/clock.ts';
import { api, refusal } from './app-state.svelte.ts';
import { onFileChange } from './live.svelte.ts';

export interface FollowedClock {
  /** The clock as last read (null: not started, or no round). */
  readonly clock: RoundClockView | null;
  /** Where it stands now. */
  readonly reading: ClockReading | null;
  /** The service's time now, as this screen reckons it. */
  readonly now: number;
  /** The last refusal met reading it, in words. */
  readonly error: string | null;
  /** Shows a clock the screen itself just moved, without waiting to read it again. */
  show(clock: RoundClockView | null): void;
  /** Reads the clock again. */
  reload(): Promise<void>;
}

const TICK_MS = 1000;

/** Follows the current round's clock while the calling component lives. */
export function followClock(): FollowedClock {
  let clock = $state<RoundClockView | null>(null);
  let error = $state<string | null>(null);
  /** The service's time minus this screen's, when the clock was last read. */
  let offset = 0;
  let now = $state(Date.now());

  const show = (next: RoundClockView | null) => {
    if (next !== null) offset = Date.parse(next.readAt) - Date.now();
    clock = next;
    now = Date.now() + offset;
  };

  async function reload() {
    try {
      show(await api.roundClock({}));
      error = null;
    } catch (e) {
      error = refusal(e).message;
    }
  }

  $effect(() => {
    untrack(() => void reload());
  });
  // Ticks only while a clock runs: a paused clock, or none, has nothing to count.
  $effect(() => {
    if (clock === null || clock.pausedAt !== null) return;
    const timer = setInterval(() => {
      now = Date.now() + offset;
    }, TICK_MS);
    return () => clearInterval(timer);
  });
  onFileChange(() => void reload());

  return {
    get clock() {
      return clock;
    },
    get reading() {
      return clock === null ? null : readClock(clock, now);
    },
    get now() {
      return now;
    },
    get error() {
      return error;
    },
    show,
    reload,
  };
}

/**
 * The round clock: when the current round started, how long it lasts, when a player who has not
 * come loses by forfeit (002: « quand la moitié de son crédit-temps est écoulé »), and any pause.
 * The file keeps the moments; every screen reads the time left from them, ticking on its own.
 */

export interface RoundClockView {
  round: number;
  startedAt: string;
  /** The round's time, the director's adjustments included. */
  minutes: number;
  /** Running time after the start at which a player who has not come loses by forfeit. */
  forfeitMs: number;
  /** When it was paused (null: running). */
  pausedAt: string | null;
  /** How long it stood paused before `pausedAt`. */
  pausedMs: number;
  /** The service's time when it read the clock: a screen on another machine ticks from it. */
  readAt: string;
}

export interface ClockReading {
  paused: boolean;
  /** Running time since the start, pauses left out. */
  elapsedMs: number;
  /** Time left for the round (0 once over). */
  remainingMs: number;
  over: boolean;
  /** Running time left before a late player's forfeit (0 once reached). */
  forfeitInMs: number;
}

const MINUTE_MS = 60_000;

/** The clock as it stands at `now` (the service's time: the reading screen corrects its own by `readAt`). */
export function readClock(clock: RoundClockView, now: number): ClockReading {
  const paused = clock.pausedAt !== null;
  const until = clock.pausedAt === null ? now : Date.parse(clock.pausedAt);
  const elapsedMs = Math.max(0, until - Date.parse(clock.startedAt) - clock.pausedMs);
  const remainingMs = Math.max(0, clock.minutes * MINUTE_MS - elapsedMs);
  return {
    paused,
    elapsedMs,
    remainingMs,
    over: remainingMs === 0,
    forfeitInMs: Math.max(0, clock.forfeitMs - elapsedMs),
  };
}

/** When the round ends while the clock runs: its start, its time and the pauses so far (epoch ms). */
export const clockEndsAt = (clock: Pick<RoundClockView, 'startedAt' | 'minutes' | 'pausedMs'>): number =>
  Date.parse(clock.startedAt) + clock.minutes * MINUTE_MS + clock.pausedMs;

/** 1:05:09 or 25:09: hours only when there are some; seconds rounded up so 0:00 means over. */
export function clockFigure(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * The current round's clock: started from Rondes, shown on the projection, paused, resumed and
 * adjusted by the director, kept in the file so it survives a restart. Its moves are logged but
 * stay outside undo (store: CLOCK_ACTIONS).
 */
import { forfeitMs, roundMinutes, roundTimeControl } from '../../../src-engine/index.ts';
import { refuse } from '../../contract/refusals.ts';
import { type RoundClockView, readClock } from '../../contract/views/clock.ts';
import type { ClockRow, RoundRow } from '../../store/tournament-store.ts';
import { allRounds } from '../adapters/facts-document.ts';
import { clockOf } from '../adapters/round-clock.ts';
import { pairedRound } from '../adapters/round-lookup.ts';
import type { CommandContext } from '../core/context.ts';
import type { adjustClockInput, In, roundInput } from '../inputs/inputs.ts';
import { checkRound } from '../seen/seen.ts';

function viewOf(clock: ClockRow, now: Date): RoundClockView {
  return {
    round: clock.round,
    startedAt: clock.startedAt,
    minutes: clock.minutes,
    forfeitMs: clock.forfeitMs,
    pausedAt: clock.pausedAt,
    pausedMs: clock.pausedMs,
    readAt: now.toISOString(),
  };
}

/** The round being played: the last one paired, a final phase's included — the one the screen meant, when it says. */
function currentRound(context: CommandContext, seen: number | undefined): RoundRow {
  const round = allRounds(context.facts).at(-1) ?? refuse('no-round', { purpose: 'clock' });
  checkRound(context, 'clock', seen, round.number);
  return round;
}

/** The current round's clock as it must be for `purpose`: started. */
function startedClock(
  context: CommandContext,
  purpose: 'pause' | 'resume' | 'adjust' | 'reset',
  seen: number | undefined,
): { round: RoundRow; clock: ClockRow } {
  const round = currentRound(context, seen);
  const clock = clockOf(context, round);
  if (clock === null) refuse('clock-not-started', { round: round.number, purpose });
  return { round, clock };
}

/** The round's clock (the current round by default); null when none was started for it. */
export function roundClock(context: CommandContext, input: In<typeof roundInput>): RoundClockView | null {
  const rounds = allRounds(context.facts);
  if (input.round === undefined && rounds.length === 0) return null;
  const round = rounds[pairedRound(context.facts, input.round) - 1] as RoundRow;
  const clock = clockOf(context, round);
  return clock === null ? null : viewOf(clock, context.now);
}

export function startClock(context: CommandContext, input: In<typeof roundInput>): RoundClockView {
  const round = currentRound(context, input.round);
  const running = clockOf(context, round);
  if (running !== null) refuse('clock-started', { round: round.number, at: running.startedAt });
  const format = roundTimeControl(context.facts.settings, context.facts.final, round.number);
  const clock: ClockRow = {
    round: round.number,
    pairedAt: round.pairedAt,
    startedAt: context.now.toISOString(),
    minutes: roundMinutes(format),
    forfeitMs: forfeitMs(format),
    pausedAt: null,
    pausedMs: 0,
  };
  context.change('start-clock', `Pendule de la ronde ${round.number} démarrée (${clock.minutes} min)`, (w) =>
    w.putClock(clock),
  );
  return viewOf(clock, context.now);
}

export function pauseClock(context: CommandContext, input: In<typeof roundInput>): RoundClockView {
  const { round, clock } = startedClock(context, 'pause', input.round);
  if (clock.pausedAt !== null) refuse('clock-paused', { round: round.number });
  const paused = { ...clock, pausedAt: context.now.toISOString() };
  context.change('pause-clock', `Pendule de la ronde ${round.number} arrêtée`, (w) => w.putClock(paused));
  return viewOf(paused, context.now);
}

export function resumeClock(context: CommandContext, input: In<typeof roundInput>): RoundClockView {
  const { round, clock } = startedClock(context, 'resume', input.round);
  if (clock.pausedAt === null) refuse('clock-running', { round: round.number });
  const resumed = {
    ...clock,
    pausedAt: null,
    pausedMs: clock.pausedMs + Math.max(0, context.now.getTime() - Date.parse(clock.pausedAt)),
  };
  context.change('resume-clock', `Pendule de la ronde ${round.number} relancée`, (w) => w.putClock(resumed));
  return viewOf(resumed, context.now);
}

export function adjustClock(context: CommandContext, input: In<typeof adjustClockInput>): RoundClockView {
  const { round, clock } = startedClock(context, 'adjust', input.round);
  const minutes = clock.minutes + input.minutes;
  if (minutes < 1) refuse('clock-too-short', { minutes: Math.max(0, minutes) }, 'minutes');
  const adjusted = { ...clock, minutes };
  const change = input.minutes > 0 ? `+${input.minutes}` : String(input.minutes);
  context.change('adjust-clock', `Pendule de la ronde ${round.number} : ${change} min (${minutes} min en tout)`, (w) =>
    w.putClock(adjusted),
  );
  return viewOf(adjusted, context.now);
}

/** Forgets the current round's clock (started by mistake, or to start again). */
export function resetClock(context: CommandContext, input: In<typeof roundInput>): null {
  const { round, clock } = startedClock(context, 'reset', input.round);
  const left = readClock(viewOf(clock, context.now), context.now.getTime());
  context.change(
    'reset-clock',
    `Pendule de la ronde ${round.number} remise à zéro (${Math.round(left.elapsedMs / 60_000)} min écoulées)`,
    (w) => w.removeClock(round.number),
  );
  return null;
}

/**
 * The round clock at the command line: `sclassic clock FILE` says where the current round's clock
 * stands; --start, --pause, --resume, --add M, --remove M and --reset move it first.
 */
import { fr } from '../contract/i18n/refusals-fr.ts';
import { clockFigure, type RoundClockView, readClock } from '../contract/views/clock.ts';
import { integer, json, print, type Subcommand } from './subcommand.ts';
import { UsageError } from './usage-error.ts';

/** Where the clock stands, as the director reads it (times of day in this machine's zone). */
export function formatClock(clock: RoundClockView | null, round: number): string {
  if (clock === null) return `Ronde ${round} : pendule non démarrée (sclassic clock FICHIER --start).`;
  const now = Date.parse(clock.readAt);
  const reading = readClock(clock, now);
  const at = (ms: number) => fr.time(new Date(now + ms).toISOString());
  const state = reading.paused
    ? `arrêtée à ${fr.time(clock.pausedAt as string)}`
    : reading.over
      ? 'temps écoulé'
      : `en marche, fin prévue à ${at(reading.remainingMs)}`;
  const forfeit =
    reading.forfeitInMs === 0
      ? 'forfait des retardataires atteint'
      : `forfait des retardataires dans ${clockFigure(reading.forfeitInMs)}${reading.paused ? '' : ` (à ${at(reading.forfeitInMs)})`}`;
  return [
    `Ronde ${clock.round} : pendule démarrée à ${fr.time(clock.startedAt)} pour ${clock.minutes} min, ${state}.`,
    `Temps restant : ${clockFigure(reading.remainingMs)} ; ${forfeit}.`,
  ].join('\n');
}

const MOVES = ['start', 'pause', 'resume', 'reset'] as const;

export const CLOCK_COMMANDS = {
  clock: {
    usage:
      'sclassic clock FICHIER [--start|--pause|--resume|--reset] [--add M|--remove M] [--json]   la pendule de la ronde en cours',
    command: 'roundClock',
    options: {
      start: { type: 'boolean' },
      pause: { type: 'boolean' },
      resume: { type: 'boolean' },
      reset: { type: 'boolean' },
      add: { type: 'string' },
      remove: { type: 'string' },
      ...json,
    },
    async run(call, { values }, out) {
      const moves = MOVES.filter((m) => values[m] === true);
      const add = integer(values.add, 'add');
      const remove = integer(values.remove, 'remove');
      if (moves.length + (add === undefined ? 0 : 1) + (remove === undefined ? 0 : 1) > 1)
        throw new UsageError('une seule action à la fois : --start, --pause, --resume, --reset, --add ou --remove');
      const [move] = moves;
      if (move === 'start') await call('startClock', {});
      if (move === 'pause') await call('pauseClock', {});
      if (move === 'resume') await call('resumeClock', {});
      if (move === 'reset') await call('resetClock', {});
      if (add !== undefined) await call('adjustClock', { minutes: add });
      if (remove !== undefined) await call('adjustClock', { minutes: -remove });
      const clock = await call('roundClock', {});
      const { roundsPaired } = await call('show', {});
      print(out, values.json, clock, () => formatClock(clock, roundsPaired));
    },
  },
} satisfies Record<string, Subcommand>;

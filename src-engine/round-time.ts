/**
 * The time of a round (002 §6.1: each player a time credit for the whole game) and when a player
 * absent at its start loses by forfeit (002, 003 « Retards » : « quand la moitié de son
 * crédit-temps est écoulé »).
 */

const MINUTE_MS = 60_000;

export interface TimeControl {
  minutes: number;
  bestOfThree: boolean;
}

/** The time control of a round: a final phase's round is played in the format chosen when it was opened. */
export function roundTimeControl(
  tournament: TimeControl,
  final: { afterRound: number; bestOfThree: boolean } | null,
  round: number,
): TimeControl {
  return final !== null && round > final.afterRound
    ? { minutes: tournament.minutes, bestOfThree: final.bestOfThree }
    : { minutes: tournament.minutes, bestOfThree: tournament.bestOfThree };
}

/** The round's time for one match: each player's credit twice a game, three games at most in best of three. */
export function roundMinutes(settings: TimeControl): number {
  return (settings.bestOfThree ? 3 : 1) * 2 * settings.minutes;
}

/** A late player's forfeit time: half of their credit for a game (002, 003 « Retards »). */
export function forfeitMs(settings: { minutes: number }): number {
  return (settings.minutes * MINUTE_MS) / 2;
}

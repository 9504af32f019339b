/**
 * How a match ended beyond the board — a forfeit, an abandon with or without the opponent's
 * agreement, a loss by arbitral decision — marked the same way wherever a result is shown: a
 * short code after the scores (or after the result in a crosstable), its meaning in the legend.
 * The CLI, the printed documents and the exports are French and take these words; the screens
 * take theirs from the locale catalogues (the French ones hold the same codes).
 */
import type { MatchEnding } from '../../../src-engine/index.ts';

export type { MatchEnding };

/** Every ending, in the order a legend lists them. */
export const MATCH_ENDINGS: readonly MatchEnding[] = ['forfeit', 'abandon-agreed', 'abandon', 'decision'];

/** Short enough for a crosstable cell, plain enough for a director to read without the legend. */
export const ENDING_CODES: Record<MatchEnding, string> = {
  forfeit: 'F',
  'abandon-agreed': 'ab.',
  abandon: 'ab. s.a.',
  decision: 'déc.',
};

export const ENDING_MEANINGS: Record<MatchEnding, string> = {
  forfeit: 'forfait, match non joué (le joueur absent perd avec 0 PM)',
  'abandon-agreed': 'abandon accepté par l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 1 PM)',
  abandon: 'abandon sans l’accord de l’adversaire, scores du barème d’abandon (l’abandonnant perd avec 0 PM)',
  decision: 'défaite sur décision arbitrale, scores du barème d’abandon (le perdant a 0 PM)',
};

/** The endings found among `endings`, once each, in the legend's order. */
export function endingsAmong(endings: Iterable<MatchEnding | null>): MatchEnding[] {
  const found = new Set(endings);
  return MATCH_ENDINGS.filter((ending) => found.has(ending));
}

/**
 * The legend of the codes found among `endings`, a sentence of its own: « Codes : « ab. » abandon
 * accepté… ; « déc. » défaite… . » — or '' when there is none to explain.
 */
export function endingLegend(endings: Iterable<MatchEnding | null>): string {
  const found = endingsAmong(endings);
  if (found.length === 0) return '';
  // No-break spaces inside the guillemets, as French sets them: a code never leaves its quotes.
  return `Codes : ${found.map((ending) => `«\u00a0${ENDING_CODES[ending]}\u00a0» ${ENDING_MEANINGS[ending]}`).join(' ; ')}.`;
}

/** Scores as they count, the mark after them: « 450-350 ab. », « F » for a forfeit. */
export function markedScores(games: ReadonlyArray<readonly [number, number]>, ending: MatchEnding | null): string {
  const scores = games.map(([own, other]) => `${own}-${other}`).join(' ');
  return ending === null ? scores : `${scores} ${ENDING_CODES[ending]}`.trim();
}

/**
 * The pure helpers both sides need, so the screens and the service agree: how names are written
 * and compared, which series or category a player is in, the director's calendar day, and numbers
 * written the French way. The rules behind them stay in the engine; this is the renderer's door to them.
 */
export {
  belongsTo,
  compareNamesFrench,
  composeName,
  DEFAULT_NEWCOMER_RATING,
  DEFAULT_TOURNAMENT_ELO,
  expectedGameCount,
  foldName,
  forfeitMs,
  looksAlike,
  NEWCOMER_LABEL,
  newcomerSeriesOf,
  playerSeries,
  playersNamed,
  roundMinutes,
  roundTimeControl,
  SCORE_LIMITS,
  sameCategoryName,
  seriesOf,
  splitName,
} from '../../src-engine/index.ts';

import { NEWCOMER_LABEL, type Ruleset } from '../../src-engine/index.ts';

/** The ruleset a tournament follows, as the printed documents and the results page name it. */
export const RULESET_LABELS: Record<Ruleset['name'], string> = {
  fisf: 'FISF (texte actuel)',
  'fisf-earlier': 'FISF (texte antérieur)',
  fbs: 'FBS',
  custom: 'personnalisé',
};

/** What a newcomer's line of the rating estimate says instead of a change: their new rating is a first one. */
export const FIRST_RATING_LABEL = 'première cote';

/** A rating as every screen, document and export shows it: the number, or « NC » for an unrated newcomer. */
export const ratingText = (rating: number | null): string => (rating === null ? NEWCOMER_LABEL : String(rating));

/** A rating's type (PL, PL*) as the lists show it: none beside « NC », where it means nothing. */
export const ratingTypeText = (player: { rating: number | null; ratingType: string }): string =>
  player.rating === null ? '' : player.ratingType;

/** AAAA-MM-JJ of a moment, in this machine's time zone: a rating list dated today is never "in the future". */
export function localDate(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** A number as French readers write it: a decimal comma (1,5). */
export function frenchNumber(n: number): string {
  return String(n).replace('.', ',');
}

/**
 * The screen a tournament opens on, where its director left off: registration before round 1,
 * the results while a round waits for some, the rounds between two rounds, and the standings
 * once the last round is complete — never the late entry of a tournament that is over.
 */
export function openingStep(summary: {
  finished: boolean;
  currentRound: { missingTables: readonly number[] } | null;
}): 'inscriptions' | 'rondes' | 'resultats' | 'classement' {
  if (summary.finished) return 'classement';
  if (summary.currentRound === null) return 'inscriptions';
  return summary.currentRound.missingTables.length > 0 ? 'resultats' : 'rondes';
}

/**
 * A tournament's name as a file name any system takes: the characters Windows forbids in a name
 * (and the path separators) become dashes, and the spaces or dots at its ends go.
 */
export function fileNameOf(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  return name.replace(/[<>:"/\\|?*\u0000-\u001f]/g, '-').replace(/^[\s.]+|[\s.]+$/g, '');
}

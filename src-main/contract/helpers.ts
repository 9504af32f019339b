/**
 * The pure helpers both sides need, so the screens and the service agree: how names are written
 * and compared, which series or category a player is in, the director's calendar day, and numbers
 * written the French way. The rules behind them stay in the engine; this is the renderer's door to them.
 */
export {
  belongsTo,
  compareNamesFrench,
  composeName,
  DEFAULT_TOURNAMENT_ELO,
  expectedGameCount,
  foldName,
  SCORE_LIMITS,
  sameCategoryName,
  sameName,
  seriesOf,
  splitName,
} from '../../src-engine/index.ts';

/** AAAA-MM-JJ of a moment, in this machine's time zone: a rating list dated today is never "in the future". */
export function localDate(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** A number as French readers write it: a decimal comma (1,5). */
export function frenchNumber(n: number): string {
  return String(n).replace('.', ',');
}

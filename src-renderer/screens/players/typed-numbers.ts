/**
 * What the registration line and a registered player's line check before asking the service: the
 * rating and the birth year as typed, read as numbers, or the box to show a message next to.
 */
import { NEWCOMER_LABEL } from '../../../src-main/contract/helpers.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/** The boxes of a player's form a refusal can be shown next to. */
export const DETAIL_FIELDS = ['licence', 'category', 'birthYear'] as const;
export const PLAYER_FIELDS: readonly string[] = ['name', 'club', 'rating', 'ratingType', ...DETAIL_FIELDS];

export type TypedNumbers =
  /** `rating`: null for an unrated newcomer (NC); absent when not read (locked). */
  | { ok: true; rating?: number | null; birthYear: number | null }
  | { ok: false; field: 'rating' | 'birthYear'; messageKey: MessageKey };

/**
 * The rating (spaces such as "1 720" ignored; left empty, or NC, for an unrated newcomer) and the
 * birth year (four digits, or left empty). `ratingNeeded` is false once the rating is locked: it
 * is then not read.
 */
export function readTypedNumbers(rating: string, birthYear: string, ratingNeeded = true): TypedNumbers {
  const ratingText = rating.replace(/[\s\u00a0\u202f]/g, '');
  const unrated = ratingText === '' || ratingText.toUpperCase() === NEWCOMER_LABEL;
  if (ratingNeeded && !unrated && !/^\d+$/.test(ratingText))
    return { ok: false, field: 'rating', messageKey: 'players.entry.ratingNotNumber' };
  const year = birthYear.trim();
  if (year !== '' && !/^\d{4}$/.test(year))
    return { ok: false, field: 'birthYear', messageKey: 'players.entry.birthYearNotYear' };
  return {
    ok: true,
    ...(ratingNeeded ? { rating: unrated ? null : Number(ratingText) } : {}),
    birthYear: year === '' ? null : Number(year),
  };
}

/**
 * The fields the service's schemas share: texts as a director types them, ratings, birth years,
 * and the two settings an exported document also carries (categories and the rating estimate's
 * constants), so an import checks them as the settings screen does. Each message is a rule of
 * the catalogues (`says`), never words.
 */
import { z } from 'zod';
import { unseenCharacter } from '../../../src-engine/index.ts';
import type { InputSubject } from '../../contract/refusals.ts';
import { says } from './input-issues.ts';

/** Control characters, refused in names and paths. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Invisible format characters (Unicode's Cf): the bidi overrides that make « ‮naB NITREB » show
 * as « BERTIN Ban », zero-width spaces and joiners, soft hyphens. Refused in a path; a text
 * refuses more (below).
 */
export const INVISIBLE = /\p{Cf}/u;

/**
 * A text as typed. Besides control characters, it refuses every character that cannot be seen
 * (src-engine/look-alike.ts: the format characters, Unicode's default-ignorable ones — the
 * Hangul fillers, the combining grapheme joiner, the variation selectors… — and the blank
 * Braille pattern): none belongs in a name, a club or a place, and each can make a name look
 * blank, or two different names look the same. The refusal names the character found.
 */
export const text = (max: number, subject: InputSubject) =>
  z
    .string({ error: says('invalid', subject) })
    .max(max, says('too-long', subject, max))
    .refine((s) => !CONTROL.test(s), says('control-characters', subject))
    .superRefine((s, context) => {
      const unseen = unseenCharacter(s);
      if (unseen !== null) context.addIssue({ code: 'custom', message: says('invisible-characters', subject, unseen) });
    })
    .refine((s) => s.isWellFormed(), says('malformed-text', subject))
    .transform((s) => s.trim().replace(/\s+/g, ' '));

export const requiredText = (max: number, subject: InputSubject) =>
  text(max, subject).refine((s) => s.length > 0, says('required', subject));

/** A name (a player's, a tournament's): required, with a letter or a digit to be seen. */
export const nameText = (max: number, subject: InputSubject) =>
  requiredText(max, subject).refine((s) => s === '' || /[\p{L}\p{N}]/u.test(s), says('no-letter', subject));

/** A whole number from a bound (up to another when given), its subject named in every refusal. */
export const integer = (subject: InputSubject, min: number, max?: number) => {
  const from = z
    .number({ error: says('not-a-number', subject) })
    .int(says('not-an-integer', subject))
    .min(min, says('too-small', subject, min));
  return max === undefined ? from : from.max(max, says('too-big', subject, max));
};

/** A number between two bounds (decimals allowed). */
const decimal = (subject: InputSubject, min: number, max: number) =>
  z
    .number({ error: says('not-a-number', subject) })
    .min(min, says('too-small', subject, min))
    .max(max, says('too-big', subject, max));

/** A number above zero, up to a bound. */
const positive = (subject: InputSubject, max: number) =>
  z
    .number({ error: says('not-a-number', subject) })
    .positive(says('not-positive', subject))
    .max(max, says('too-big', subject, max));

export const rating = integer('rating', 0, 5000);

export const birthYear = integer('birth-year', 1900, 2100);

export const categoryName = requiredText(40, 'category-name');

/** The series by rating and the director's categories (see src-engine/categories.ts). */
export const categorySettings = z.object({
  series: z
    .array(z.object({ name: categoryName, from: rating }))
    .max(12, says('too-many', 'series', 12))
    .refine((s) => new Set(s.map((x) => x.name.toLowerCase())).size === s.length, says('same-name-twice', 'series'))
    .refine((s) => new Set(s.map((x) => x.from)).size === s.length, says('same-rating-twice', 'series')),
  categories: z
    .array(
      z
        .object({ name: categoryName, bornFrom: birthYear.optional(), bornUntil: birthYear.optional() })
        .refine(
          (c) => c.bornFrom === undefined || c.bornUntil === undefined || c.bornFrom <= c.bornUntil,
          says('birth-years-order', 'birth-year'),
        ),
    )
    .max(30, says('too-many', 'categories', 30))
    .refine(
      (s) => new Set(s.map((x) => x.name.toLowerCase())).size === s.length,
      says('same-name-twice', 'categories'),
    ),
  /** The series of unrated newcomers: a rating series' name (they join it), or one of its own (« NC »). */
  newcomerSeries: requiredText(40, 'newcomer-series'),
});

/** The rating unrated newcomers count for where a number is needed. */
export const newcomerRating = integer('newcomer-rating', 0, 5000);

/** The rating estimate's constants (any not given keep their defaults). */
export const eloSettings = z
  .object({
    k: integer('k', 1, 100),
    scale: positive('scale', 2000),
    expectationClamp: z.object({
      min: decimal('expected-min', 0, 0.5),
      max: decimal('expected-max', 0.5, 1),
    }),
    expectationStep: positive('expected-step', 0.5),
    changeStep: positive('change-step', 100),
  })
  .partial();

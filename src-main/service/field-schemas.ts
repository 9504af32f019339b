/**
 * The fields the service's schemas share: texts as a director types them, ratings, birth years,
 * and the two settings an exported document also carries (categories and the rating estimate's
 * constants), so an import checks them as the settings screen does.
 */
import { z } from 'zod';

/** Control characters, refused in names and paths. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const text = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} : ${max} caractères au plus`)
    .refine((s) => !CONTROL.test(s), `${what} : caractères de contrôle interdits`)
    .refine((s) => s.isWellFormed(), `${what} : caractères invalides (texte mal encodé)`)
    .transform((s) => s.trim().replace(/\s+/g, ' '));

export const requiredText = (max: number, what: string) =>
  text(max, what).refine((s) => s.length > 0, `${what} : obligatoire`);

export const rating = z
  .number({ error: 'la cote est un nombre' })
  .int('la cote est un nombre entier')
  .min(0, 'la cote est positive ou nulle')
  .max(5000, 'la cote ne dépasse pas 5000');

export const birthYear = z
  .number({ error: "l'année de naissance est un nombre" })
  .int("l'année de naissance est un nombre entier")
  .min(1900, 'année de naissance à partir de 1900')
  .max(2100, 'année de naissance invalide');
export const categoryName = requiredText(40, 'nom de catégorie');
/** The series by rating and the director's categories (see src-engine/categories.ts). */
export const categorySettings = z.object({
  series: z
    .array(z.object({ name: categoryName, from: rating }))
    .max(12, '12 séries au plus')
    .refine((s) => new Set(s.map((x) => x.name.toLowerCase())).size === s.length, 'deux séries portent le même nom')
    .refine((s) => new Set(s.map((x) => x.from)).size === s.length, 'deux séries commencent à la même cote'),
  categories: z
    .array(
      z
        .object({ name: categoryName, bornFrom: birthYear.optional(), bornUntil: birthYear.optional() })
        .refine(
          (c) => c.bornFrom === undefined || c.bornUntil === undefined || c.bornFrom <= c.bornUntil,
          'années de naissance : la première doit précéder la seconde',
        ),
    )
    .max(30, '30 catégories au plus')
    .refine(
      (s) => new Set(s.map((x) => x.name.toLowerCase())).size === s.length,
      'deux catégories portent le même nom',
    ),
});

/** The rating estimate's constants (any not given keep their defaults). */
export const eloSettings = z
  .object({
    k: z
      .number({ error: 'le coefficient K est un nombre' })
      .int('le coefficient K est un nombre entier')
      .min(1, 'le coefficient K vaut au moins 1')
      .max(100, 'le coefficient K ne dépasse pas 100'),
    scale: z
      .number({ error: "l'échelle est un nombre" })
      .positive("l'échelle est un nombre positif")
      .max(2000, "l'échelle ne dépasse pas 2000"),
    expectationClamp: z.object({
      min: z
        .number({ error: 'le résultat attendu minimal est un nombre' })
        .min(0, 'le résultat attendu minimal est entre 0 et 0,5')
        .max(0.5, 'le résultat attendu minimal est entre 0 et 0,5'),
      max: z
        .number({ error: 'le résultat attendu maximal est un nombre' })
        .min(0.5, 'le résultat attendu maximal est entre 0,5 et 1')
        .max(1, 'le résultat attendu maximal est entre 0,5 et 1'),
    }),
    expectationStep: z
      .number({ error: "l'arrondi du résultat attendu est un nombre" })
      .positive("l'arrondi du résultat attendu est positif")
      .max(0.5, "l'arrondi du résultat attendu ne dépasse pas 0,5"),
    changeStep: z
      .number({ error: "l'arrondi de la variation est un nombre" })
      .positive("l'arrondi de la variation est positif")
      .max(100, "l'arrondi de la variation ne dépasse pas 100"),
  })
  .partial();

/**
 * The runtime schema of the engine's tournament document: what `sclassic engine` reads on
 * each line and what the service exports and imports. Unknown fields are ignored, so a
 * document may carry more than the engine needs.
 */
import { z } from 'zod';
import type { PlayerRecord, Ruleset, TournamentDocument } from '../../src-engine/index.ts';
import { PRESET_NAMES } from '../../src-engine/index.ts';
import { CONTROL, categorySettings, eloSettings } from './field-schemas.ts';

z.config(z.locales.fr());

const playerId = z.string().min(1, 'identifiant vide');

export { CONTROL };

const score = z.number().int('un score est un nombre entier de points');
const side = z.enum(['a', 'b']);
const positiveInt = z.number().int().positive();

const fixedTable = z.array(z.array(z.tuple([positiveInt, positiveInt]).readonly()).readonly()).readonly();

export const rulesetSchema = z.object({
  name: z.union([z.enum(PRESET_NAMES as ['fisf', 'fisf-earlier', 'fbs']), z.literal('custom')]),
  roundsByFieldSize: z.array(z.object({ maxPlayers: positiveInt, rounds: positiveInt })).min(1),
  minimumRounds: positiveInt,
  fictitiousPlayer: z.boolean(),
  matchPoints: z.object({ win: z.number(), draw: z.number(), loss: z.number(), forfeit: z.number() }),
  pdep: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('score-difference'), capPerGame: positiveInt, forfeitValue: z.number().int() }),
    z.object({ kind: z.literal('rating'), forfeitLoserValue: z.number() }),
  ]),
  ppm: z.object({
    intermediate: z.enum(['all-met', 'unplayed-counts-draw']),
    final: z.enum(['all-met', 'unplayed-counts-draw']),
  }),
  fixedRounds: z
    .record(z.string().regex(/^\d+$/, 'une taille de champ'), fixedTable)
    .nullable()
    .superRefine((tables, ctx) => {
      for (const [size, table] of Object.entries(tables ?? {})) {
        const n = Number(size);
        table.forEach((round, r) => {
          const ranks = round.flat().sort((x, y) => x - y);
          if (ranks.length !== n || ranks.some((rank, i) => rank !== i + 1)) {
            ctx.addIssue({
              code: 'custom',
              path: [size, r],
              message: `chaque ronde d'une table de ${n} joueurs doit apparier les rangs 1 à ${n} une fois chacun`,
            });
          }
        });
      }
    }),
  permutationFailure: z.enum(['bottom-pass', 'keep-rematch']),
  bottomPassFrom: z.object({ numerator: positiveInt, denominator: positiveInt }),
  abandon: z.object({
    gap: z.number().int().nonnegative(),
    winnerFloor: z.number().int(),
    abandoningScoreUnderGap: z.number().int(),
    exactGapRow: z.enum(['over', 'under']),
  }),
}) satisfies z.ZodType<Ruleset>;

const matchSchema = z.object({
  a: playerId,
  b: playerId.nullable(),
  games: z
    .array(z.tuple([score, score], { error: 'une manche est une paire de scores [scoreA, scoreB]' }).readonly())
    .optional(),
  forfeit: z.enum(['a', 'b', 'both']).optional(),
  abandon: z.object({ by: side, agreed: z.boolean() }).optional(),
  decision: z.object({ against: side }).optional(),
  starts: playerId.optional(),
});

export const playerSchema = z.object({
  id: playerId,
  name: z.string().trim().min(1, 'nom vide'),
  rating: z.number().nonnegative('une cote est positive ou nulle'),
  withdrawnAfter: z.number().int().nonnegative().optional(),
}) satisfies z.ZodType<PlayerRecord>;

export const documentSchema = z.object({
  system: z.enum(['formula', 'round-robin'], { error: 'système « formula » ou « round-robin »' }).optional(),
  ruleset: z.union([z.enum(PRESET_NAMES as ['fisf', 'fisf-earlier', 'fbs']), rulesetSchema], {
    error: 'un préréglage « fisf », « fisf-earlier », « fbs » ou un objet de règlement complet',
  }),
  players: z.array(playerSchema),
  rounds: z.array(z.object({ absent: z.array(playerId).optional(), matches: z.array(matchSchema) })),
  next: z.object({ absent: z.array(playerId).optional() }).optional(),
}) satisfies z.ZodType<TournamentDocument>;

/** A JSON path as the problems print it: `rounds[0].matches[2].games`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? String(key) : `${out}.${String(key)}`;
  }, '');
}

export type ParsedDocument = { ok: true; document: TournamentDocument } | { ok: false; errors: string[] };

/** Checks the shape of a document; each error names its field and says what is wrong, in French. */
export function parseDocument(value: unknown): ParsedDocument {
  const result = documentSchema.safeParse(value);
  if (result.success) return { ok: true, document: result.data as TournamentDocument };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => `${formatPath(issue.path) || 'document'} : ${issue.message}`),
  };
}

/**
 * A document as Sclassic exports it: the engine's document plus the tournament's details and
 * the players' club, rating type and first round. All optional, so any engine document imports.
 */
export const exportedDocumentSchema = documentSchema.extend({
  tournament: z
    .object({
      name: z.string().trim().min(1).max(120),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date au format AAAA-MM-JJ'),
      place: z.string().max(120),
      plannedRounds: z.number().int().min(1).max(30).nullable(),
      bestOfThree: z.boolean(),
      minutes: z.number().int().min(5).max(90),
      /** The series and categories, and the rating estimate's constants, as the file had them. */
      categories: categorySettings.partial(),
      elo: eloSettings,
    })
    .partial()
    .optional(),
  players: z.array(
    playerSchema.extend({
      // The same limits as a registration in the app.
      name: z
        .string()
        .trim()
        .min(1, 'nom vide')
        .max(80, 'nom : 80 caractères au plus')
        .refine((s) => !CONTROL.test(s) && s.isWellFormed(), 'nom : caractères de contrôle ou invalides'),
      rating: z.number().int('la cote est un nombre entier').min(0).max(5000, 'la cote ne dépasse pas 5000'),
      club: z.string().max(80).optional(),
      licence: z.string().max(20).optional(),
      ratingType: z.enum(['PL', 'PL*']).optional(),
      firstRound: z.number().int().positive().optional(),
      category: z.string().max(40).optional(),
      birthYear: z.number().int().min(1900).max(2100).optional(),
      k: z.number().int().min(1).max(100).optional(),
    }),
  ),
});

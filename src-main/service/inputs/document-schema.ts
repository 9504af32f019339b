/**
 * The runtime schema of the engine's tournament document: what `sclassic engine` reads on
 * each line and what the service exports and imports. Unknown fields are ignored, so a
 * document may carry more than the engine needs.
 */
import { z } from 'zod';
import type { PlayerRecord, Ruleset, TournamentDocument } from '../../../src-engine/index.ts';
import { PRESET_NAMES } from '../../../src-engine/index.ts';
import { documentIssueText } from '../../contract/i18n/messages.ts';
import { fr } from '../../contract/i18n/refusals-fr.ts';
import { CONTROL, categorySettings, eloSettings, integer, requiredText } from './field-schemas.ts';
import { formatPath, inputIssues, says } from './input-issues.ts';

const playerId = z.string({ error: says('invalid', 'player') }).min(1, says('required', 'player'));

export { CONTROL };

const score = z.number({ error: says('not-a-number', 'score') }).int(says('not-an-integer', 'score'));
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
    .record(z.string().regex(/^\d+$/, says('not-an-integer', 'players')), fixedTable)
    .nullable()
    .superRefine((tables, ctx) => {
      for (const [size, table] of Object.entries(tables ?? {})) {
        const n = Number(size);
        table.forEach((round, r) => {
          const ranks = round.flat().sort((x, y) => x - y);
          if (ranks.length !== n || ranks.some((rank, i) => rank !== i + 1)) {
            ctx.addIssue({ code: 'custom', path: [size, r], message: says('fixed-table-ranks', null, n) });
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
  games: z.array(z.tuple([score, score], { error: says('game-pair', 'games') }).readonly()).optional(),
  forfeit: z.enum(['a', 'b', 'both']).optional(),
  abandon: z.object({ by: side, agreed: z.boolean() }).optional(),
  decision: z.object({ against: side }).optional(),
  starts: playerId.optional(),
});

export const playerSchema = z.object({
  id: playerId,
  name: z
    .string({ error: says('invalid', 'player-name') })
    .trim()
    .min(1, says('required', 'player-name')),
  /** null: an unrated newcomer (NC). */
  rating: z
    .number({ error: says('not-a-number', 'rating') })
    .nonnegative(says('too-small', 'rating', 0))
    .nullable(),
  withdrawnAfter: z.number().int().nonnegative().optional(),
}) satisfies z.ZodType<PlayerRecord>;

/**
 * The final phase as the engine audits it and Sclassic exports it: what was chosen at its opening,
 * its players in classic order, and its rounds as played. The import forms it again from the
 * classic rounds and takes only the results from here (see final-phase-import.ts).
 */
const finalPhaseSchema = z.object({
  size: z.union([z.literal(2), z.literal(4)], { error: says('choice', 'final-players', '2, 4') }),
  bestOfThree: z.boolean(),
  thirdPlace: z.boolean(),
  countClassicGame: z.boolean(),
  seeds: z.array(playerId),
  rounds: z.array(
    z.object({
      matches: z.array(
        matchSchema.extend({
          stage: z.enum(['semi-final', 'final', 'third-place']),
          seeds: z.tuple([positiveInt, positiveInt]),
          carried: z.object({ round: positiveInt, game: z.tuple([score, score]) }).nullable(),
        }),
      ),
    }),
  ),
});

export const documentSchema = z.object({
  system: z
    .enum(['formula', 'round-robin'], { error: says('choice', 'pairing-system', 'formula, round-robin') })
    .optional(),
  ruleset: z.union([z.enum(PRESET_NAMES as ['fisf', 'fisf-earlier', 'fbs']), rulesetSchema], {
    error: says('choice', 'ruleset', 'fisf, fisf-earlier, fbs'),
  }),
  players: z.array(playerSchema),
  rounds: z.array(
    z.object({
      absent: z.array(playerId).optional(),
      matches: z.array(matchSchema),
      /** The arbiter's swaps on the round after it was paired, in their order (the audit names them as such). */
      decisions: z
        .array(z.object({ kind: z.literal('swap'), players: z.tuple([playerId, playerId]), at: z.string().optional() }))
        .optional(),
    }),
  ),
  newcomerRating: z
    .number({ error: says('not-a-number', 'newcomer-rating') })
    .nonnegative(says('too-small', 'newcomer-rating', 0))
    .optional(),
  next: z.object({ absent: z.array(playerId).optional() }).optional(),
  finalPhase: finalPhaseSchema.optional(),
}) satisfies z.ZodType<TournamentDocument>;

export type ParsedDocument = { ok: true; document: TournamentDocument } | { ok: false; errors: string[] };

/** Checks the shape of a document; each error names its field and says what is wrong, in French. */
export function parseDocument(value: unknown): ParsedDocument {
  const result = documentSchema.safeParse(value);
  if (result.success) return { ok: true, document: result.data as TournamentDocument };
  return {
    ok: false,
    errors: inputIssues(result.error, value).map((input) =>
      documentIssueText({ path: formatPath(input.path), input }, fr),
    ),
  };
}

/**
 * A document as Sclassic exports it: the engine's document plus the tournament's details and
 * the players' club, rating type and first round. All optional, so any engine document imports.
 */
export const exportedDocumentSchema = documentSchema.extend({
  tournament: z
    .object({
      name: requiredText(120, 'tournament-name'),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, says('date-format', 'date')),
      place: z.string().max(120, says('too-long', 'place', 120)),
      plannedRounds: integer('rounds', 1, 30).nullable(),
      bestOfThree: z.boolean(),
      minutes: integer('minutes', 5, 90),
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
        .string({ error: says('invalid', 'player-name') })
        .trim()
        .min(1, says('required', 'player-name'))
        .max(80, says('too-long', 'player-name', 80))
        .refine((s) => !CONTROL.test(s) && s.isWellFormed(), says('control-characters', 'player-name')),
      rating: integer('rating', 0, 5000).nullable(),
      club: z
        .string()
        .max(80, says('too-long', 'club', 80))
        .optional(),
      licence: z
        .string()
        .max(20, says('too-long', 'licence', 20))
        .optional(),
      ratingType: z.enum(['PL', 'PL*'], { error: says('choice', 'rating-type', 'PL, PL*') }).optional(),
      firstRound: integer('round', 1).optional(),
      category: z
        .string()
        .max(40, says('too-long', 'category', 40))
        .optional(),
      birthYear: integer('birth-year', 1900, 2100).optional(),
      k: integer('k', 1, 100).optional(),
    }),
  ),
});

/**
 * The runtime schema of every command's input. Each surface (CLI, IPC, HTTP) sends the same
 * objects; a value that does not fit is refused with the field and the reason, in French.
 */
import { z } from 'zod';
import { PRESET_NAMES } from '../../src-engine/index.ts';
import { COLUMN_ROLES, type ColumnRole } from '../import/column-roles.ts';
import { SEPARATORS } from '../import/sheet-text.ts';
import type { CommandName } from './command-names.ts';
import { exportedDocumentSchema, rulesetSchema } from './document-schema.ts';
import {
  birthYear,
  CONTROL,
  categoryName,
  categorySettings,
  eloSettings,
  rating,
  requiredText,
  text,
} from './field-schemas.ts';

z.config(z.locales.fr());

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date au format AAAA-MM-JJ (par exemple 2026-12-22)')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: "cette date n'existe pas",
    },
  );

const filePath = z
  .string()
  .min(1, 'chemin de fichier obligatoire')
  .max(4096)
  .refine((s) => !CONTROL.test(s) && s.isWellFormed(), 'chemin de fichier invalide (caractères de contrôle)')
  .refine((s) => (s.split(/[\\/]/).at(-1) ?? '').trim() !== '', 'donnez un nom au fichier');

/** A player by number (as listed) or by name (accents and case ignored, it must be unique). */
export const playerRef = z.union([z.number().int().positive(), requiredText(120, 'joueur')]);

const ratingType = z.enum(['PL', 'PL*'], { error: 'type de cote PL ou PL*' });
const rulesetInput = z.union([z.enum(PRESET_NAMES as ['fisf', 'fisf-earlier', 'fbs']), rulesetSchema], {
  error: 'règlement fisf, fisf-earlier, fbs ou un règlement complet',
});
const plannedRounds = z.number().int().min(1, 'au moins une ronde').max(30, '30 rondes au plus').nullable();
const minutes = z.number().int().min(5, 'au moins 5 minutes').max(90, '90 minutes au plus');
const roundNumber = z.number().int().positive('numéro de ronde à partir de 1');
const tableNumber = z.number().int().positive('numéro de table à partir de 1');
const score = z.number({ error: 'un score est un nombre' }).int('un score est un nombre entier');
const side = z.enum(['a', 'b']);
const licence = text(20, 'licence');
const category = text(40, 'catégorie');
const kCoefficient = z
  .number()
  .int('le coefficient K est un nombre entier')
  .min(1)
  .max(100, 'le coefficient K ne dépasse pas 100');

const settings = {
  name: requiredText(120, 'nom du tournoi'),
  date: isoDate,
  place: text(120, 'lieu'),
  ruleset: rulesetInput,
  plannedRounds,
  bestOfThree: z.boolean(),
  minutes,
  /** The rating estimate's constants (any not given keep their defaults). */
  elo: eloSettings,
  categories: categorySettings.partial(),
  pairingSystem: z.enum(['formula', 'round-robin'], {
    error: 'appariements « formula » (formule classique) ou « round-robin » (toutes rondes)',
  }),
};

const newPlayer = z.object({
  name: requiredText(80, 'nom du joueur'),
  rating,
  club: text(80, 'club').optional(),
  ratingType: ratingType.optional(),
  /** Register a second player with the same name (homonyms exist). */
  allowHomonym: z.boolean().optional(),
  licence: licence.optional(),
  k: kCoefficient.optional(),
  category: category.optional(),
  birthYear: birthYear.optional(),
});

const empty = z.object({}).strict();

/** The largest players file or rating list read (a federation's whole list fits many times over). */
export const MAX_PLAYER_FILE_BYTES = 20 * 1024 * 1024;

/** The column roles in the director's words, for the messages. */
export const COLUMN_ROLE_FR: Record<ColumnRole, string> = {
  name: 'nom',
  firstName: 'prénom',
  club: 'club',
  licence: 'licence',
  rating: 'cote',
  ratingType: 'type de cote',
  category: 'catégorie',
  birthYear: 'année de naissance',
  ignore: 'ignorer',
};

/** A file's content as sent by a surface: the players file to import, the rating list for the directory. */
const fileBytes = z
  .instanceof(Uint8Array, { error: 'le contenu du fichier est attendu (des octets)' })
  .refine((b) => b.byteLength <= MAX_PLAYER_FILE_BYTES, 'fichier trop volumineux : 20 Mo au plus');

const playerFile = z.object({
  fileName: requiredText(255, 'nom du fichier'),
  bytes: fileBytes,
  /** The director's mapping, one role per column, overriding the guess. */
  roles: z
    .array(
      z.enum(COLUMN_ROLES, {
        error: `rôle de colonne ${COLUMN_ROLES.join(', ')}`,
      }),
    )
    .max(200, '200 colonnes au plus')
    .superRefine((roles, context) => {
      const twice = roles.find((r, i) => r !== 'ignore' && roles.indexOf(r) !== i);
      if (twice !== undefined)
        context.addIssue({
          code: 'custom',
          message: `deux colonnes contiennent « ${COLUMN_ROLE_FR[twice]} » : une seule le peut`,
        });
    })
    .optional(),
  separator: z.enum(SEPARATORS, { error: 'séparateur « ; », « , » ou tabulation' }).optional(),
  /** Whether the first row names the columns, when the guess is wrong. */
  hasHeader: z.boolean().optional(),
});

export const inputs = {
  createTournament: z.object(settings).partial().extend({ path: filePath, name: settings.name, date: settings.date }),
  openTournament: z.object({ path: filePath }),
  importDocument: z.object({ path: filePath, document: exportedDocumentSchema }),
  closeTournament: empty,
  show: empty,
  updateSettings: z.object(settings).partial(),
  listPlayers: empty,
  addPlayer: newPlayer,
  readPlayerFile: playerFile,
  importPlayers: z.object({ players: z.array(newPlayer).min(1, 'aucun joueur à importer').max(2000) }),
  editPlayer: z.object({
    player: playerRef,
    name: requiredText(80, 'nom du joueur').optional(),
    rating: rating.optional(),
    club: text(80, 'club').optional(),
    ratingType: ratingType.optional(),
    licence: licence.optional(),
    k: kCoefficient.nullable().optional(),
    category: category.optional(),
    birthYear: birthYear.nullable().optional(),
    /** Rename to the name of another registered player (homonyms exist). */
    allowHomonym: z.boolean().optional(),
  }),
  removePlayer: z.object({ player: playerRef }),
  withdrawPlayer: z.object({ player: playerRef }),
  setAbsent: z.object({ players: z.array(playerRef).min(1, 'aucun joueur donné').max(2000), absent: z.boolean() }),
  pairNextRound: empty,
  repairRound: empty,
  swapPlayers: z.object({ first: playerRef, second: playerRef }),
  round: z.object({ round: roundNumber.optional() }),
  recordResult: z.object({
    round: roundNumber.optional(),
    table: tableNumber,
    games: z
      .array(z.tuple([score, score], { error: 'une manche est une paire de scores' }))
      .max(3, '3 manches au plus')
      .optional(),
    forfeit: z.enum(['a', 'b', 'both']).optional(),
    abandon: z.object({ by: side, agreed: z.boolean() }).optional(),
    decision: z.object({ against: side }).optional(),
  }),
  clearResult: z.object({ round: roundNumber.optional(), table: tableNumber }),
  standings: z.object({ after: z.number().int().nonnegative().optional(), final: z.boolean().optional() }),
  playerHistory: z.object({ player: playerRef }),
  crosstable: empty,
  exportDocument: empty,
  undo: empty,
  log: z.object({ limit: z.number().int().positive().max(1000).optional() }),
  saveCopy: z.object({ path: filePath }),
  ratingReport: empty,
  exportResults: z.object({ format: z.enum(['csv', 'html'], { error: 'format csv ou html' }) }),
  printDocument: z.object({
    document: z.enum(['match-sheets', 'score-sheets', 'pairings', 'standings', 'bulletin', 'ratings'], {
      error: 'document match-sheets, score-sheets, pairings, standings, bulletin ou ratings',
    }),
    /** The round (match sheets, score sheets, pairings); by default the current one. */
    round: roundNumber.optional(),
    /** Standings after this round; by default the last one. */
    after: z.number().int().nonnegative().optional(),
    final: z.boolean().optional(),
    /** Score sheets without names, to fill in by hand. */
    blank: z.boolean().optional(),
    /** Standings of one series or category only (its name, accents and case ignored). */
    category: categoryName.optional(),
    paper: z.enum(['A4', 'LETTER'], { error: 'papier A4 ou LETTER' }).optional(),
  }),
  directoryImport: z.object({
    fileName: requiredText(255, 'nom du fichier'),
    bytes: fileBytes.refine((b) => b.byteLength > 0, 'le fichier est vide'),
    /** The date of the federation list; today by default. */
    listDate: isoDate.optional(),
    /** The director's mapping, when the list's headers say too little. */
    roles: playerFile.shape.roles,
  }),
  directorySearch: z.object({
    text: text(80, 'recherche'),
    limit: z.number().int().min(1, 'au moins 1 réponse').max(50, '50 réponses au plus').optional(),
  }),
  directoryInfo: empty,
  refreshFromDirectory: z.object({
    /** Write the proposed changes (one change of the file); without it, only the proposal. */
    apply: z.boolean({ error: 'apply : vrai ou faux' }).optional(),
    /** Leave out the ratings locked since round 1, to complete the other fields. */
    keepRatings: z.boolean({ error: 'keepRatings : vrai ou faux' }).optional(),
  }),
} as const satisfies Record<CommandName, z.ZodType>;
export type { CommandName };
export type Input<C extends CommandName> = z.input<(typeof inputs)[C]>;
export type ParsedInput<C extends CommandName> = z.output<(typeof inputs)[C]>;

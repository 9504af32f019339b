/**
 * The runtime schema of each command's input, as the registry declares it. Every surface (CLI,
 * IPC, HTTP) sends the same objects; a value that does not fit is refused with its field and the
 * rule it breaks, which the catalogues put into words.
 */
import { z } from 'zod';
import { PRESET_NAMES } from '../../../src-engine/index.ts';
import { STATION_ROLES } from '../../contract/roles.ts';
import { COLUMN_ROLES, SEPARATORS } from '../../contract/views/player-file.ts';
import { PRINTABLE_DOCUMENTS } from '../../print/documents.ts';
import { TABLE_CODE_LENGTH } from '../adapters/table-codes.ts';
import { exportedDocumentSchema, rulesetSchema } from './document-schema.ts';
import {
  birthYear,
  CONTROL,
  categoryName,
  categorySettings,
  eloSettings,
  INVISIBLE,
  integer,
  nameText,
  newcomerRating,
  rating,
  requiredText,
  text,
} from './field-schemas.ts';
import { says } from './input-issues.ts';

const isoDate = (subject: 'date' | 'list-date') =>
  z
    .string({ error: says('date-format', subject) })
    // A date not written AAAA-MM-JJ is said so, and not also said not to exist.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: says('date-format', subject), abort: true })
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      says('date-exists', subject),
    );

const filePath = z
  .string({ error: says('required', 'path') })
  .min(1, says('required', 'path'))
  .max(4096, says('too-long', 'path', 4096))
  .refine((s) => !CONTROL.test(s) && s.isWellFormed(), says('control-characters', 'path'))
  .refine((s) => !INVISIBLE.test(s), says('invisible-characters', 'path'))
  .refine((s) => (s.split(/[\\/]/).at(-1) ?? '').trim() !== '', says('file-name', 'path'));

/** A player by number (as listed) or by name (accents and case ignored, it must be unique). */
const playerRef = z.union([z.number().int().positive(), requiredText(120, 'player')], {
  error: says('required', 'player'),
});

const ratingType = z.enum(['PL', 'PL*'], { error: says('choice', 'rating-type') });
const rulesetInput = z.union([z.enum(PRESET_NAMES as ['fisf', 'fisf-earlier', 'fbs']), rulesetSchema], {
  error: says('choice', 'ruleset', 'fisf, fisf-earlier, fbs'),
});
const roundNumber = integer('round', 1);
const tableNumber = integer('table', 1);
const score = z.number({ error: says('not-a-number', 'score') }).int(says('not-an-integer', 'score'));
const side = z.enum(['a', 'b']);
const flag = z.boolean({ error: says('not-a-boolean') });
const licence = text(20, 'licence');
const category = text(40, 'category');
const kCoefficient = integer('k', 1, 100);
const empty = z.object({}).strict();

/**
 * What the writer's screen showed, sent back with a change so that the service refuses it when the
 * file holds something else now (seen.ts). A screen sends it; the command line, which reads the
 * file at each call, may leave it out.
 */
const seenKey = z.string({ error: says('invalid', 'seen') }).max(64, says('too-long', 'seen', 64));
const seenId = z
  .number({ error: says('invalid', 'seen') })
  .int(says('invalid', 'seen'))
  .positive(says('invalid', 'seen'));
/** The two players the screen showed at the table, A then B (their numbers). */
const seenPair = z.tuple([seenId, seenId], { error: says('invalid', 'seen') });

const settings = {
  name: nameText(120, 'tournament-name'),
  date: isoDate('date'),
  place: text(120, 'place'),
  ruleset: rulesetInput,
  plannedRounds: integer('rounds', 1, 30).nullable(),
  bestOfThree: flag,
  minutes: integer('minutes', 5, 90),
  /** The rating estimate's constants (any not given keep their defaults). */
  elo: eloSettings,
  categories: categorySettings.partial(),
  /** null: back to the default. */
  newcomerRating: newcomerRating.nullable(),
  pairingSystem: z.enum(['formula', 'round-robin'], { error: says('choice', 'pairing-system') }),
  /** The live results' pages leave out the players' ratings. */
  liveHidesRatings: flag,
  /** The players may propose their table's result from a phone, by their match sheet's code. */
  tableProposals: flag,
  /** The same numbers proposed from two phones validate the result with no arbiter's hand. */
  proposalsConfirm: flag,
};

const newPlayer = z.object({
  name: nameText(80, 'player-name'),
  /** Absent or null: an unrated newcomer (NC). */
  rating: rating.nullable().optional(),
  club: text(80, 'club').optional(),
  ratingType: ratingType.optional(),
  /**
   * Register a player whose name is, or looks like, a registered player's (homonyms exist; so do
   * names in another script): the director has seen the player it names and confirms another.
   */
  allowHomonym: flag.optional(),
  licence: licence.optional(),
  k: kCoefficient.optional(),
  category: category.optional(),
  birthYear: birthYear.optional(),
});

/** The largest players file or rating list read (a federation's whole list fits many times over). */
export const MAX_PLAYER_FILE_BYTES = 20 * 1024 * 1024;

/** A file's content as sent by a surface: the players file to import, the rating list for the directory. */
const fileBytes = z
  .instanceof(Uint8Array, { error: says('bytes-expected', 'bytes') })
  .refine((b) => b.byteLength <= MAX_PLAYER_FILE_BYTES, says('file-too-large', 'bytes', 20));

/** The director's mapping, one role per column, overriding the guess. */
const columnRoles = z
  .array(z.enum(COLUMN_ROLES, { error: says('choice', 'column-role') }))
  .max(200, says('too-many', 'columns', 200))
  .superRefine((roles, context) => {
    const twice = roles.find((r, i) => r !== 'ignore' && roles.indexOf(r) !== i);
    if (twice !== undefined) context.addIssue({ code: 'custom', message: says('column-twice', 'columns', twice) });
  });

export const createTournamentInput = z
  .object(settings)
  .partial()
  .extend({ path: filePath, name: settings.name, date: settings.date });
export const openTournamentInput = z.object({ path: filePath });
export const importDocumentInput = z.object({ path: filePath, document: exportedDocumentSchema });
export const noInput = empty;
/** The settings a screen showed, as the summary gave them (compared with the summary now, whatever their types). */
const settingsSeen = z
  .object(
    Object.fromEntries(Object.keys(settings).map((key) => [key, z.unknown()])) as Record<
      keyof typeof settings,
      z.ZodUnknown
    >,
  )
  .partial()
  .strict();
export const updateSettingsInput = z.object(settings).partial().extend({ was: settingsSeen.optional() });
export const addPlayerInput = newPlayer;
export const readPlayerFileInput = z.object({
  fileName: requiredText(255, 'file-name'),
  bytes: fileBytes,
  roles: columnRoles.optional(),
  separator: z.enum(SEPARATORS, { error: says('choice', 'separator') }).optional(),
  /** Whether the first row names the columns, when the guess is wrong. */
  hasHeader: flag.optional(),
});
export const importPlayersInput = z.object({
  players: z
    .array(newPlayer)
    .min(1, says('too-few', 'players', 1))
    .max(2000, says('too-many', 'players', 2000)),
});
export const editPlayerInput = z.object({
  player: playerRef,
  name: nameText(80, 'player-name').optional(),
  /** null: unrated (NC). */
  rating: rating.nullable().optional(),
  club: text(80, 'club').optional(),
  ratingType: ratingType.optional(),
  licence: licence.optional(),
  k: kCoefficient.nullable().optional(),
  category: category.optional(),
  birthYear: birthYear.nullable().optional(),
  /** Rename to a name that is, or looks like, another registered player's (as at registration). */
  allowHomonym: flag.optional(),
  /** The player as the screen showed them, before the edit. */
  was: z
    .object({
      name: z.string(),
      rating: z.number().nullable(),
      club: z.string(),
      ratingType: z.string(),
      licence: z.string(),
      k: z.number().nullable(),
      category: z.string(),
      birthYear: z.number().nullable(),
    })
    .partial()
    .strict()
    .optional(),
});
export const playerInput = z.object({ player: playerRef });
export const withdrawPlayerInput = playerInput.extend({
  /** The rounds paired when the screen asked: the player withdraws after them. */
  after: integer('round', 0).optional(),
});
export const setAbsentInput = z.object({
  players: z
    .array(playerRef)
    .min(1, says('too-few', 'players', 1))
    .max(2000, says('too-many', 'players', 2000)),
  absent: flag,
  /** The round the absence is for, as the screen showed it (the next one). */
  round: roundNumber.optional(),
});
/** The round's pairing as the screen showed it (RoundView.pairing): a swap or a re-pair is decided on it. */
export const pairingInput = z.object({ pairing: seenKey.optional() });
export const swapPlayersInput = pairingInput.extend({ first: playerRef, second: playerRef });
/** A round (by default the current one); for a command that changes it, the round the screen showed. */
export const roundInput = z.object({ round: roundNumber.optional() });
/** Minutes given to (positive) or taken from (negative) the current round's clock. */
export const adjustClockInput = roundInput.extend({
  minutes: integer('clock-minutes', -600, 600).refine((m) => m !== 0, says('not-zero', 'clock-minutes')),
});
const games = z
  .array(z.tuple([score, score], { error: says('game-pair', 'games') }))
  .max(3, says('too-many', 'games', 3));

/**
 * What the writer last saw of the table: its result as entered, or null for none. A write that
 * says it is checked against the file (another screen may have written since); a write that does
 * not may only enter a first result.
 */
const replaces = z
  .object({
    games,
    forfeit: z.enum(['a', 'b', 'both']).nullable(),
    abandon: z.object({ by: side, agreed: flag }).nullable(),
    decisionAgainst: side.nullable(),
  })
  .nullable();

export const recordResultInput = z.object({
  round: roundNumber.optional(),
  table: tableNumber,
  games: games.optional(),
  forfeit: z.enum(['a', 'b', 'both']).optional(),
  abandon: z.object({ by: side, agreed: flag }).optional(),
  decision: z.object({ against: side }).optional(),
  replaces: replaces.optional(),
  pair: seenPair.optional(),
  /** The director confirmed the unusual games the sheet gives. */
  confirmed: flag.optional(),
});
export const tableInput = z.object({ round: roundNumber.optional(), table: tableNumber });
export const clearResultInput = tableInput.extend({ replaces: replaces.optional(), pair: seenPair.optional() });
/** Undo or redo: the change the button named (its number in the log). */
export const undoInput = z.object({ entry: seenId.optional() });
export const standingsInput = z.object({
  after: integer('round', 0).optional(),
  final: flag.optional(),
  /** One series or category's ranking besides the general one (its name, accents and case ignored). */
  category: categoryName.optional(),
});
export const logInput = z.object({ limit: integer('limit', 1, 1000).optional() });
export const saveCopyInput = z.object({ path: filePath });
export const exportResultsInput = z.object({ format: z.enum(['csv', 'html'], { error: says('choice', 'format') }) });
export const printDocumentInput = z.object({
  document: z.enum(PRINTABLE_DOCUMENTS, {
    error: says('choice', 'document'),
  }),
  /** The round (match sheets, score sheets, pairings, explanations); by default the current one. */
  round: roundNumber.optional(),
  /** Standings after this round; by default the last one. */
  after: integer('round', 0).optional(),
  final: flag.optional(),
  /** Score sheets without names, to fill in by hand. */
  blank: flag.optional(),
  /** Standings of one series or category only (its name, accents and case ignored). */
  category: categoryName.optional(),
  paper: z.enum(['A4', 'LETTER'], { error: says('choice', 'paper') }).optional(),
});
/** The revision of the file the live listener already shows: the view is read again only when it moved on. */
export const liveViewInput = z.object({ known: integer('revision', 0).optional() });
export const startLiveInput = z.object({
  /** One of the machine's network addresses (liveStatus lists them). */
  address: requiredText(64, 'address'),
  /** 0: any free port. */
  port: integer('port', 0, 65535).optional(),
});
export const openFinalPhaseInput = z.object({
  /** The first 2 (a final) or the first 4 (semi-finals, then the final). */
  players: z.union([z.literal(2), z.literal(4)], { error: says('choice', 'final-players', '2, 4') }),
  /** Two winning games (the default) or one game. */
  bestOfThree: flag.optional(),
  /** A match for third place between the semi-finals' losers. */
  thirdPlace: flag.optional(),
  /** Finalists who met in the classic phase start the final at that game (French championships). */
  countClassicGame: flag.optional(),
  /** The players the screen showed as the final phase's, by seed (their numbers). */
  seeds: z.array(seenId).max(4, says('invalid', 'seen')).optional(),
});
export const directoryImportInput = z.object({
  fileName: requiredText(255, 'file-name'),
  bytes: fileBytes.refine((b) => b.byteLength > 0, says('file-empty', 'bytes')),
  /** The date of the federation list; today by default. */
  listDate: isoDate('list-date').optional(),
  /** The director's mapping, when the list's headers say too little. */
  roles: columnRoles.optional(),
});
export const directorySearchInput = z.object({
  text: text(80, 'search'),
  limit: integer('limit', 1, 50).optional(),
});
/** The registrations brought up to date from the directory: proposed (`previewDirectoryRefresh`) or written. */
export const directoryRefreshInput = z.object({
  /** Leave out the ratings locked since round 1, to complete the other fields. */
  keepRatings: flag.optional(),
});

/** What a handler receives: the input as its schema leaves it (trimmed, checked). */
export type In<S extends z.ZodType> = z.output<S>;

// ——— several hands: the arbiters' stations and the tables' proposals ———

/** A station's request to join, or a station: its number as the director's screen shows it. */
const stationRef = z
  .string({ error: says('required', 'station') })
  .regex(/^[a-z0-9]{1,32}$/, says('invalid', 'station'));
export const stationInput = z.object({ station: stationRef });
export const admitStationInput = z.object({
  station: stationRef,
  role: z.enum(STATION_ROLES, { error: says('choice', 'station-role', STATION_ROLES.join(', ')) }),
});
/** The name a device asks to join under (« Arbitre 2 »): what the log and Résultats will say. */
export const stationName = nameText(40, 'station-name');

/** A code as a match sheet prints it: 128 bits, in base64url. */
const tableCodeText = z
  .string({ error: says('required', 'table-code') })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${TABLE_CODE_LENGTH}}$`), says('invalid', 'table-code'));
/** A random mark the phone's page or form carries: the phone's own (a cookie), or one form's. */
const phoneMark = z
  .string({ error: says('required', 'phone') })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, says('invalid', 'phone'));
export const tableCodeInput = z.object({ code: tableCodeText, phone: phoneMark.optional() });
export const proposeResultInput = z.object({
  code: tableCodeText,
  games: games.min(1, says('too-few', 'games', 1)),
  /** The phone's mark, the form's, and its address on the venue's network (the listener gives them). */
  phone: phoneMark,
  form: phoneMark,
  address: requiredText(64, 'address'),
});
/** The queue as the screen knows it (its version): the answer waits for a change when nothing moved. */
export const proposalsInput = z.object({ known: integer('revision', 0).optional() });
const proposalId = z
  .string({ error: says('required', 'proposal') })
  .regex(/^p[0-9]{1,12}$/, says('invalid', 'proposal'));
export const acceptProposalInput = z.object({
  proposal: proposalId,
  /** Every proposal the screen showed for that table: another one since, and nothing is validated blindly. */
  alongside: z.array(proposalId).max(16, says('too-many', 'proposal', 16)),
  pair: seenPair.optional(),
  /** The hand confirmed the unusual games the proposal gives. */
  confirmed: flag.optional(),
});
export const dismissProposalInput = z.object({ proposal: proposalId });

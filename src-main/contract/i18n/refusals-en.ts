/** The refusals in English: the English UI's words. */
import type { RefusalParams } from '../refusals.ts';
import type { Catalogue } from './catalogue.ts';
import { fileWordsEn } from './file-words-en.ts';
import { enteredEn, fateEn, handsEn } from './hands-words-en.ts';
import { inputIssueText, rejectionText } from './input-words.ts';
import { seenWordsEn } from './seen-words-en.ts';
import { clockTime, listJoinedBy, shortened } from './small-words.ts';

const tables = (list: readonly number[]) =>
  list.length === 1 ? `the result of table ${list[0]}` : `the results of tables ${list.join(', ')}`;

const GAME_COUNT_IN_DOCUMENT = (count: number, expected: number) =>
  `${count} game(s) entered: a match is one game, or best of three (2 games when the same player wins the first two, 3 otherwise; ${expected} expected here)`;

/** What a name is written with, where it differs from a name it looks like. */
const WRITTEN_WITH: Record<RefusalParams['lookalike-player']['typedWith'][number], string> = {
  cyrillic: 'Cyrillic letters',
  greek: 'Greek letters',
  'other-script': "another script's letters",
  styled: 'fullwidth or mathematical letters',
  digits: 'digits (1 for I, 0 for O)',
  unseen: 'invisible characters',
};

function lookalike(p: RefusalParams['lookalike-player']): string {
  const where = p.rank === null ? 'earlier in the same list' : `rank ${p.rank} of the registered players`;
  const list = (letterings: typeof p.typedWith) => letterings.map((l) => WRITTEN_WITH[l]).join(' and ');
  const typed = p.typedWith.length === 0 ? null : `but holds ${list(p.typedWith)}`;
  const registered = p.registeredWith.length === 0 ? null : list(p.registeredWith);
  const how =
    typed !== null && registered !== null
      ? ` ${typed}; ${p.registered} holds ${registered}`
      : typed !== null
        ? ` ${typed}`
        : registered !== null
          ? `, which holds ${registered}`
          : ' but is not written with the same characters';
  return `“${p.name}” looks like ${p.registered} (${where})${how}. If this really is another player, confirm; otherwise type the name again on the keyboard.`;
}

export const en: Catalogue = {
  refusal: {
    ...handsEn,
    ...seenWordsEn.stale,
    'unknown-command': (p) => `Unknown command “${p.command}”.`,
    'invalid-input': () => 'Input refused.',
    'request-too-large': () => 'Request too large (a file of 20 MB at most).',
    'unreadable-request': () => 'Unreadable request.',
    'request-timeout': (p) =>
      `The request did not arrive whole within ${p.seconds} s: nothing was done. Try again; if it happens again, restart Sclassic.`,
    'too-many-requests': () =>
      'Too many requests from this device in a short time: wait a few seconds, then try again. Nothing was done.',
    'connection-lost': () =>
      'The connection to Sclassic is lost: check that Sclassic is still running, then try again. What you typed is kept.',
    internal: (p) => `Internal error: ${p.detail}. This command did not change the file.`,
    'not-allowed': (p) =>
      ({
        saisie:
          'An entry station enters, corrects and clears the tables’ results (forfeits, abandons and arbiter’s decisions included), and nothing else: pairings, players, settings, undo, files and printing are done at the tournament director’s computer. Ask the director. Nothing was changed.',
        table:
          'A match sheet’s code lets a phone read its table and propose its result to the arbiters, nothing else. Nothing was changed.',
      })[p.role],
    'no-tournament': () => 'No tournament is open: open or create one.',
    'path-not-chosen': () =>
      'Choose the file with the “Choose…” button (or among the recent tournaments): in the app, Sclassic opens and writes a tournament only where it was chosen in the file dialog.',
    'file-refused': (p) => en.file(p.path, p.problem),
    'directory-unusable': (p) => en.directoryFile(p.path, p.problem),
    'invalid-document': () => 'Document refused.',
    'ruleset-locked': () => 'The rules can no longer change once round 1 is paired.',
    'system-locked': () =>
      'The pairing system (classic formula or round robin) can no longer change once round 1 is paired.',
    'format-locked': () => 'The match format (one game or best of three) can no longer change: results are entered.',
    'newcomer-rating-locked': () =>
      "The newcomers' rating can no longer change: under these rules it has given their tie-break points since round 1.",
    'rounds-too-few': (p) => `${p.paired} rounds are already paired: the tournament cannot plan fewer.`,
    'duplicate-licence': (p) =>
      `Licence ${p.licence} is already ${p.name}'s (${p.rank === null ? 'earlier in the same list' : `rank ${p.rank} of the registered players`}): this player is already registered.`,
    'duplicate-player': (p) =>
      `“${p.name}” is already registered: ${p.registered}, ${p.rank === null ? 'earlier in the same list' : `rank ${p.rank} of the registered players`}. If this is a namesake, confirm the registration of a second player with the same name.`,
    'lookalike-player': lookalike,
    'registration-closed': (p) =>
      `All ${p.planned} planned rounds are paired: a player registered now would play no round and still appear in the final standings. To add a round, raise the number of rounds in the settings.`,
    'rating-locked': (p) =>
      `${p.name}'s rating can no longer change: it was used for the initial ranking and the pairings.`,
    'ratings-locked': (p) => {
      const who =
        p.names.length === 1
          ? `${p.names[0]}'s rating`
          : `the ratings of ${p.names.length} players (${p.names.slice(0, 3).join(', ')}${p.names.length > 3 ? '…' : ''})`;
      return `Round 1 is paired: ${who} can no longer change, they were used for the initial ranking and the pairings. Nothing was changed; you can apply the rest (club, licence, category, year of birth) keeping the ratings.`;
    },
    'player-has-played': (p) =>
      `${p.name} has already been paired and can no longer be unregistered. Record their withdrawal from the tournament instead.`,
    'already-withdrawn': (p) => `${p.name} already withdrew after round ${p.after}.`,
    'absent-withdrawn': (p) => `${p.name} has withdrawn from the tournament: they are not paired anyway.`,
    'unknown-player': (p) =>
      p.byNumber
        ? `No player no. ${p.ref}. See the list of players.`
        : `No player is called “${p.ref}”. See the list of players.`,
    'ambiguous-player': (p) =>
      `“${p.ref}” matches several players (${p.candidates.map((c) => `no. ${c.id} ${c.name}`).join(', ')}): give the number.`,
    'unreadable-file': (p) =>
      `${en.playerFile(p.fileName, p.problem)}${p.directory ? ' The directory was not changed.' : ''}`,
    'missing-columns': (p) => {
      const headers = p.header === null ? '' : ` (columns: ${p.header.join(', ')})`;
      const roles = p.missing.map((r) => `“${en.columnRole[r]}”`).join(' nor ');
      return `In “${p.fileName}”${headers}, no column holds ${roles}.${p.directory ? ' The directory was not changed.' : ''}`;
    },
    'nothing-to-import': (p) =>
      `No readable player in “${p.fileName}”: ${p.rejected.map((r) => `line ${r.line}, ${rejectionText(r, en)}`).join('; ')}. The directory was not changed.`,
    'future-list': (p) =>
      `The list cannot be dated ${p.listDate}, after today (${p.today}): it would pass for newer than the next ones.`,
    'unknown-category': (p) =>
      `No player in the series or category “${p.name}”${p.known.length === 0 ? '.' : `; possible rankings: ${p.known.join(', ')}.`}`,
    'all-rounds-paired': (p) =>
      `All ${p.planned} planned rounds are paired. To play one more round, raise the tournament's number of rounds.`,
    'missing-results': (p) => {
      const [only] = p.missing;
      if (p.missing.length === 1 && only !== undefined)
        return `Round ${only.round} is not finished: ${tables(only.tables)} ${only.tables.length === 1 ? 'is' : 'are'} missing.`;
      return `Results are missing: ${p.missing.map((m) => `round ${m.round}, ${tables(m.tables)}`).join('; ')}.`;
    },
    'field-too-small': () => 'At least two players must be present to pair a round.',
    'no-round': (p) =>
      ({
        repair: 'No round is paired: there is nothing to pair again.',
        swap: 'No round is paired.',
        result: 'No round is paired: there is no result to enter yet.',
        print: 'No round is paired: pair a round first.',
        clock: 'No round is paired: the clock starts with a round.',
      })[p.purpose],
    'unknown-round': (p) =>
      p.paired === 0
        ? 'No round is paired yet.'
        : `Round ${p.round} does not exist: the paired rounds go from 1 to ${p.paired}.`,
    'round-started': (p) =>
      `Round ${p.round} already has results (tables ${p.tables.join(', ')}): clear them before pairing it again.`,
    'same-player': () => 'Choose two different players.',
    'not-paired': (p) => `${p.name} does not play round ${p.round}.`,
    'result-entered': (p) => `The result of table ${p.table} is entered: clear it before swapping.`,
    'same-table': (p) => `${p.first} and ${p.second} already play each other.`,
    'odd-field-without-x': (p) => `${en.problem['odd-field-without-x'](p).replace(/^./, (c) => c.toUpperCase())}.`,
    'unknown-table': (p) => `Round ${p.round} has ${p.tables} tables: table ${p.table} does not exist.`,
    'table-x': (p) => `At table ${p.table}, ${p.name} plays the fictitious player X: the result is automatic.`,
    'empty-result': () => 'Enter the scores of the match, or a forfeit.',
    'conflicting-results': () => 'A match ends by a forfeit, or an abandon, or an arbiter’s decision: choose one.',
    'forfeit-with-scores': () => 'A forfeit is entered without scores: remove the scores or the forfeit.',
    'result-needs-games': () => 'An abandon or an arbiter’s decision is entered with the scores at that moment.',
    'forfeit-against-x': () => 'The fictitious player X always loses: there is no forfeit to enter against X.',
    'result-against-x': () => 'A match against the fictitious player X has no score.',
    'impossible-score': (p) =>
      `Game ${p.game}: ${p.score} points is impossible in Scrabble (from ${p.min} to ${p.max}). Check the match sheet.`,
    'invalid-game-count': (p) => {
      if (p.format === 'single-game') return 'This tournament plays one game per match: enter one score per player.';
      if (p.format === null) return `${GAME_COUNT_IN_DOCUMENT(p.count, p.expected)}.`;
      if (p.count === 1) return 'Best-of-three match: enter at least two games.';
      return `Best-of-three match: ${p.expected === 2 ? 'two games are enough when one player wins the first two' : 'three games are needed when each player won one game (or after a draw)'}.`;
    },
    'no-result': (p) => `Table ${p.table} of round ${p.round} has no result to clear.`,
    'result-recorded': (p) =>
      `Table ${p.table} of round ${p.round} already has a result: ${en.recorded(p.current, p.a, p.b)}${p.at === null ? '' : `, ${enteredEn(p)} at ${en.time(p.at)}`}. To replace it, correct it explicitly (“Replace” on screen, --correct at the command line).`,
    'stale-result': (p) =>
      p.current === null
        ? `The result of table ${p.table} (round ${p.round}) was cleared by ${p.by ?? 'another screen'}${p.at === null ? '' : ` at ${en.time(p.at)}`}. Check the match sheet before entering it again.`
        : `Table ${p.table} already entered: ${en.recorded(p.current, p.a, p.b)}, ${p.via == null ? `by ${p.by ?? 'another screen'}` : enteredEn(p)}${p.at === null ? '' : ` at ${en.time(p.at)}`}. Check the match sheet: to replace it, correct it explicitly.`,
    'needs-confirmation': (p) =>
      `${p.warnings.map((w) => `${(en.warning[w.code] as (x: typeof w.params) => string)(w.params)}.`).join(' ')} Confirm if the match sheet says so.`,
    'clock-not-started': (p) =>
      `The clock of round ${p.round} is not started: ${
        {
          pause: 'there is nothing to pause',
          resume: 'there is nothing to resume',
          adjust: 'start it first',
          reset: 'there is nothing to reset',
        }[p.purpose]
      }.`,
    'clock-started': (p) =>
      `The clock of round ${p.round} has been running since ${en.time(p.at)}: adjust it, or reset it to start it again.`,
    'clock-paused': (p) => `The clock of round ${p.round} is already paused: resume it when the round goes on.`,
    'clock-running': (p) => `The clock of round ${p.round} is already running.`,
    'clock-too-short': (p) =>
      `The round would have only ${p.minutes} minute(s) in all: take off less time (at least one minute is needed).`,
    'not-finished': (p) => {
      const where =
        p.missing === null
          ? `${p.paired} of ${p.planned} rounds paired`
          : `results missing in round ${p.missing.round} (tables ${p.missing.tables.join(', ')})`;
      return `The tournament is not finished (${where}): results are exported once every round is played and entered. To end the tournament earlier, lower the number of rounds in the settings.`;
    },
    'final-phase-unsettled': (p) =>
      `The final phase is not over: ${tables(p.tables)} (round ${p.round}) ${p.tables.length === 1 ? 'is' : 'are'} missing. Results are exported once its matches are entered.`,
    'final-phase-too-early': (p) => {
      const where =
        p.missing === null
          ? `${p.paired} of ${p.planned} rounds paired`
          : `${tables(p.missing.tables)} of round ${p.missing.round} missing`;
      return `The final phase opens after the last round, once all its results are entered (${where}).`;
    },
    'final-phase-open': (p) =>
      `The final phase is already open (the first ${p.size}). To set it up differently, remove it first (“Remove the final phase”, or sclassic final FILE --cancel).`,
    'no-final-phase': () => 'No final phase is open.',
    'final-phase-options': (p) =>
      ({
        'third-place-two-players':
          'The match for third place opposes the semi-finals’ losers: it needs a final phase of 4 players.',
        'count-single-game':
          'Counting the classic-phase game as game 1 needs a best-of-three final: in one game, the final would already be played.',
        'count-best-of-three-rounds':
          'This tournament’s rounds are best of three: the finalists’ meeting was a match, not one game to count as game 1 of the final.',
      })[p.problem],
    'final-phase-too-few': (p) =>
      `The final phase opposes the first ${p.size}, but only ${p.players} player(s) can play it (withdrawn players do not).`,
    'final-phase-locks-classic': (p) =>
      `${
        {
          pair: 'No classic round can be paired any more',
          repair: 'The last round can no longer be paired again',
          swap: 'The tables of the last round can no longer change',
          result: 'The results of the classic rounds can no longer change',
          withdraw: 'A withdrawal can no longer be declared',
          rounds: 'The number of rounds can no longer change',
          format: 'The match format can no longer change',
        }[p.action]
      }: the final phase is open and the classic-phase ranking chose its players. To correct the classic phase, remove the final phase first (“Remove the final phase”, or sclassic final FILE --cancel), then open it again.`,
    'final-phase-decided': (p) =>
      `This result would change the winner of the semi-final (table ${p.table}), but round ${p.round} of the final phase already has ${tables(p.tables)}. Clear ${p.tables.length === 1 ? 'that result' : 'those results'} first: the final will then be formed again with the right players.`,
    'live-unavailable': () =>
      'Live results are started from the app or browser mode (npm run serve -- FILE --live), not from the command line.',
    'live-address-unknown': (p) =>
      `“${p.address}” is the address of none of this computer's network interfaces${p.known.length === 0 ? '' : `: choose among ${en.list(p.known)}`}.`,
    'live-port-busy': (p) =>
      `Port ${p.port} is already in use on ${p.address} (by another program?): choose another one.`,
    'live-cannot-listen': (p) =>
      p.cause === 'port-reserved'
        ? `Cannot listen on ${p.address}, port ${p.port}: the system reserves this port (for the administrator, or for another service); choose another one, above 1024.`
        : `Cannot listen on ${p.address}, port ${p.port}: the system refuses it${p.code === '' ? '' : ` (${p.code})`}. Choose another address or port, then try again.`,
    'live-off': () => 'Live results are not on: turn them on first (Rounds screen), the poster carries their address.',
  },

  problem: {
    'unknown-preset': (p) => `unknown rules “${p.name}”: choose fisf, fisf-earlier or fbs`,
    'duplicate-player-id': (p) => `the identifier “${p.id}” is already another player's`,
    'unknown-player': (p) => `unknown player “${p.id}”: not in the list of players`,
    'invalid-rating': (p) => `the rating of “${p.id}” must be a number, zero or more`,
    'invalid-newcomer-rating': (p) => `the newcomers' rating (${p.value}) must be a number, zero or more`,
    'withdrawal-out-of-range': (p) => `a withdrawal after round 0 to ${p.rounds} only (player “${p.id}”)`,
    'paired-twice': (p) => `“${p.id}” plays twice in round ${p.round}`,
    'paired-with-self': (p) => `“${p.id}” cannot play against themselves`,
    'absent-but-paired': (p) => `“${p.id}” is absent from round ${p.round} but paired in it`,
    'withdrawn-but-paired': (p) => `“${p.id}” withdrew before round ${p.round} but is paired in it`,
    'duplicate-absence': (p) => `“${p.id}” is declared absent twice`,
    'unpaired-player': (p) =>
      `“${p.id}” is neither absent nor withdrawn in round ${p.round}, but not paired in it: declare them absent or pair them`,
    'x-paired-twice': (p) => `the fictitious player X is paired ${p.count} times in round ${p.round}: once at most`,
    'starter-not-in-match': (p) => `“${p.id}” does not play this match and cannot start it`,
    'final-phase-players': (p) => `the final phase has ${p.size} players, each once, all registered and still playing`,
    'final-phase-differs': (p) =>
      `round ${p.round} of the final phase is not the one its players and results form (tables, players, or carried game)`,
    'final-phase-extra-round': (p) => `the final phase has no round ${p.round}: it ends with the final`,
    'missing-results': (p) => `missing result: round ${p.round}, table ${p.table}`,
    'field-too-small': (p) => `${p.players} player(s) present in round ${p.round}: pairing it needs at least two`,
    'final-phase-options': (p) => en.refusal['final-phase-options'](p),
    'odd-field-without-x': (p) =>
      `${p.players} players present in round ${p.round} and rules without the fictitious player X: the number of players must be even (declare an absence or register a player)`,
    'empty-result': () => 'an entered match has scores or a forfeit',
    'conflicting-results': () => 'a match has one result: games, or a forfeit, or an abandon, or an arbiter’s decision',
    'forfeit-with-scores': () => 'a match has one result: games, or a forfeit, or an abandon, or an arbiter’s decision',
    'result-needs-games': () => 'an abandon or an arbiter’s decision is entered with the scores at that moment',
    'forfeit-against-x': () => 'the fictitious player X always loses: no forfeit against X',
    'result-against-x': () => 'a match against the fictitious player X has no score',
    'invalid-game-count': (p) => GAME_COUNT_IN_DOCUMENT(p.count, p.expected),
    'impossible-score': (p) => `game ${p.game}: ${p.score} points, outside ${p.min} to ${p.max}`,
    'unusual-score': (p) => `game ${p.game}: ${p.score} points, an unusual score`,
    'unusual-pair': (p) => `game ${p.game}: ${p.a} and ${p.b} points, both over 700`,
    'unusual-gap': (p) => `game ${p.game}: a gap of ${p.gap} points`,
  },

  subject: {
    'tournament-name': 'tournament name',
    'player-name': "player's name",
    date: 'date',
    place: 'place',
    path: 'file',
    'file-name': 'file name',
    rating: 'rating',
    'newcomer-rating': "newcomers' rating",
    'newcomer-series': "newcomers' series",
    'rating-type': 'rating type',
    club: 'club',
    licence: 'licence',
    category: 'category',
    'category-name': 'category name',
    'birth-year': 'year of birth',
    k: 'K factor',
    scale: 'scale',
    'expected-min': 'lowest expected result',
    'expected-max': 'highest expected result',
    'expected-step': 'rounding of the expected result',
    'change-step': 'rounding of the change',
    series: 'series',
    categories: 'categories',
    rounds: 'number of rounds',
    minutes: 'minutes per player',
    'clock-minutes': 'minutes to add or take off',
    round: 'round',
    table: 'table',
    score: 'score',
    games: 'games',
    player: 'player',
    players: 'players',
    ruleset: 'rules',
    'pairing-system': 'pairing system',
    document: 'document',
    format: 'format',
    paper: 'paper',
    'final-players': 'players of the final phase',
    search: 'search',
    limit: 'number of answers',
    'column-role': 'column role',
    separator: 'separator',
    'list-date': 'date of the list',
    columns: 'columns',
    bytes: 'file',
    address: 'address',
    port: 'port',
    revision: 'revision',
    seen: 'what the screen showed',
    station: 'entry station',
    'station-name': 'station name',
    'station-role': 'station role',
    'table-code': 'match sheet code',
    phone: 'phone',
    proposal: 'proposal',
  },

  rule: {
    required: () => 'required',
    'too-long': (limit) => `${limit} characters at most`,
    'control-characters': () => 'control characters are not allowed',
    'invisible-characters': (character) =>
      character === undefined
        ? 'invisible characters not allowed (reversed writing direction, zero-width space…): type the text again'
        : `invisible character not allowed (${character}): it cannot be seen, or shows as a blank; type the text again on the keyboard, without copy and paste`,
    'no-letter': () => 'no letter or digit: write the name in letters',
    'malformed-text': () => 'invalid characters (badly encoded text)',
    'not-a-number': () => 'a number is expected',
    'not-an-integer': () => 'a whole number is expected',
    'too-small': (limit) => `at least ${limit}`,
    'too-big': (limit) => `${limit} at most`,
    'not-positive': () => 'a positive number is expected',
    'not-zero': () => 'a number other than zero is expected',
    'date-format': () => 'a date as YYYY-MM-DD (for example 2026-12-22)',
    'date-exists': () => 'this date does not exist',
    'file-name': () => 'give the file a name',
    'bytes-expected': () => "the file's content is expected (bytes)",
    'file-too-large': (limit) => `file too large: ${limit} MB at most`,
    'file-empty': () => 'the file is empty',
    choice: (limit, options) =>
      options === undefined && limit === undefined
        ? 'unknown value'
        : `one of: ${String(limit ?? options?.join(', '))}`,
    'not-a-boolean': () => 'true or false',
    'unknown-field': (_limit, options) => `unknown field (${options?.join(', ') ?? ''})`,
    'too-many': (limit) => `${limit} at most`,
    'too-few': (limit) => (limit === 1 ? 'at least one' : `at least ${limit}`),
    'game-pair': () => 'a game is a pair of scores',
    'same-name-twice': (_limit, _options, subject) => `two ${subject} have the same name`,
    'same-rating-twice': (_limit, _options, subject) => `two ${subject} start at the same rating`,
    'birth-years-order': () => 'the first year of birth must come before the second',
    'column-twice': (limit) =>
      `two columns hold “${en.columnRole[limit as keyof typeof en.columnRole] ?? limit}”: only one may`,
    'fixed-table-ranks': (limit) =>
      `each round of a table for ${limit} players must pair ranks 1 to ${limit} once each`,
    invalid: () => 'invalid value',
  },

  item: {
    players: (n) => `player ${n}`,
    games: (n) => `game ${n}`,
    series: (n) => `series ${n}`,
    categories: (n) => `category ${n}`,
  },

  input: 'input',

  columnRole: {
    name: 'name',
    firstName: 'first name',
    club: 'club',
    licence: 'licence',
    rating: 'rating',
    ratingType: 'rating type',
    category: 'category',
    birthYear: 'year of birth',
    ignore: 'ignore',
  },

  rejection: {
    'no-name': () => 'no name',
    'bad-rating': (p) =>
      `unreadable rating “${p.value}” for ${p.name} (a whole number from 0 to 5000, or NC for an unrated player)`,
    'bad-type': (p) => `unknown rating type “${p.value}” for ${p.name} (PL or PL*)`,
    'bad-birth-year': (p) => `unreadable year of birth “${p.value}” for ${p.name} (for example 1987)`,
    invalid: (p) => `${p.name}: ${p.issue === null ? 'unreadable' : inputIssueText(p.issue, en)}`,
    'invalid-characters': (p) => `invalid characters for ${p.name}`,
    'unseen-character': (p) => `invisible character (${p.character}) in “${p.name}”`,
    'too-long': (p) =>
      p.field === 'name'
        ? `name longer than ${p.limit} characters: ${shortened(p.name)}`
        : `${en.columnRole[p.field]} longer than ${p.limit} characters for ${p.name}`,
    homonyms: (p) =>
      `${p.name}: several players of the directory have this name, the licence is needed to tell them apart`,
    'listed-twice': (p) => `${p.name} is listed twice (as ${p.as})`,
  },

  ...fileWordsEn,
  ...seenWordsEn,
  warning: {
    'unusual-score': (p) => `Game ${p.game}: ${p.score} points, an unusual score`,
    'unusual-pair': (p) => `Game ${p.game}: ${p.a} and ${p.b} points, both over 700`,
    'unusual-gap': (p) => `Game ${p.game}: a gap of ${p.gap} points`,
  },

  recorded: (r, a, b) => {
    const name = (side: 'a' | 'b') => (side === 'a' ? a : b);
    const games = r.games.map(([x, y]) => `${x} – ${y}`).join(', ');
    if (r.forfeit !== null) return r.forfeit === 'both' ? 'double forfeit' : `forfeit by ${name(r.forfeit)}`;
    if (r.abandon !== null) return `${games} (abandon by ${name(r.abandon.by)})`;
    if (r.decisionAgainst !== null) return `${games} (decision against ${name(r.decisionAgainst)})`;
    return games;
  },

  time: clockTime,

  fate: fateEn,

  backupFailed: (round, why) =>
    `The result is saved, but the automatic backup of round ${round} could not be written (${why}). Save a copy of the tournament.`,

  action: {
    create: 'Creation',
    import: 'Import',
    'update-settings': 'Settings',
    'add-player': 'Registration',
    'import-players': 'Players imported',
    'edit-player': 'Player edited',
    'remove-player': 'Unregistration',
    'withdraw-player': 'Withdrawal',
    'refresh-from-directory': 'Update from the directory',
    'mark-absent': 'Absence',
    'mark-present': 'Presence',
    'pair-round': 'Pairing',
    'repair-round': 'Pairing again',
    'swap-players': 'Swap',
    'record-result': 'Result',
    'edit-result': 'Correction',
    'clear-result': 'Result cleared',
    'start-clock': 'Clock started',
    'pause-clock': 'Clock paused',
    'resume-clock': 'Clock resumed',
    'adjust-clock': 'Clock adjusted',
    'reset-clock': 'Clock reset',
    'open-final-phase': 'Final phase opened',
    'cancel-final-phase': 'Final phase removed',
    undo: 'Undo',
    redo: 'Redo',
  },

  standingsTitle: (kind, after) =>
    ({
      before: 'Standings before round 1',
      provisional: `Provisional standings after round ${after}`,
      intermediate: `Intermediate standings after round ${after}`,
      final: 'Final standings',
      'final-as-of': `Final standings as of round ${after}`,
    })[kind],

  list: listJoinedBy('and'),
  labelled: (label, text) => `${label}: ${text}`,
  problemSeparator: '; ',
};

/**
 * The tournament itself: `new`, `show`, `settings`, and `import` of the engine's JSON document
 * into a new file.
 */
import type { Input } from '../contract/commands.ts';
import { parseCategories, parseSeries } from './category-options.ts';
import { formatSummary } from './format.ts';
import { readJson } from './local-files.ts';
import { answering, decimal, integer, json, type Parsed, reading, type Subcommand, text } from './subcommand.ts';
import { UsageError } from './usage-error.ts';

/** The tournament's settings, as `new` and `settings` take them. */
const SETTINGS_OPTIONS = {
  name: { type: 'string' },
  date: { type: 'string' },
  place: { type: 'string' },
  ruleset: { type: 'string' },
  rounds: { type: 'string' },
  'best-of-three': { type: 'boolean' },
  'single-game': { type: 'boolean' },
  'hide-live-ratings': { type: 'boolean' },
  'show-live-ratings': { type: 'boolean' },
  'table-proposals': { type: 'boolean' },
  'no-table-proposals': { type: 'boolean' },
  'proposals-confirm': { type: 'boolean' },
  'no-proposals-confirm': { type: 'boolean' },
  minutes: { type: 'string' },
  'round-robin': { type: 'boolean' },
  formula: { type: 'boolean' },
  series: { type: 'string' },
  categories: { type: 'string' },
  'newcomer-series': { type: 'string' },
  'newcomer-rating': { type: 'string' },
  k: { type: 'string' },
  scale: { type: 'string' },
  'expected-min': { type: 'string' },
  'expected-max': { type: 'string' },
  'expected-step': { type: 'string' },
  'change-step': { type: 'string' },
  ...json,
} as const;

/** The settings given on the command line, as the service's input (only those given). */
function settingsInput(v: Parsed['values']): Input<'updateSettings'> {
  return {
    ...(v.name === undefined ? {} : { name: text(v.name) }),
    ...(v.date === undefined ? {} : { date: text(v.date) }),
    ...(v.place === undefined ? {} : { place: text(v.place) }),
    ...(v.ruleset === undefined ? {} : { ruleset: text(v.ruleset) as 'fisf' }),
    ...(v.rounds === undefined ? {} : { plannedRounds: v.rounds === 'regle' ? null : integer(v.rounds, 'rounds') }),
    ...(v['best-of-three'] ? { bestOfThree: true } : v['single-game'] ? { bestOfThree: false } : {}),
    ...(v['hide-live-ratings']
      ? { liveHidesRatings: true }
      : v['show-live-ratings']
        ? { liveHidesRatings: false }
        : {}),
    ...(v['table-proposals'] ? { tableProposals: true } : v['no-table-proposals'] ? { tableProposals: false } : {}),
    ...(v['proposals-confirm']
      ? { proposalsConfirm: true }
      : v['no-proposals-confirm']
        ? { proposalsConfirm: false }
        : {}),
    ...(v.minutes === undefined ? {} : { minutes: integer(v.minutes, 'minutes') }),
    ...(v['round-robin']
      ? { pairingSystem: 'round-robin' as const }
      : v.formula
        ? { pairingSystem: 'formula' as const }
        : {}),
    ...(v.series === undefined && v.categories === undefined && v['newcomer-series'] === undefined
      ? {}
      : {
          categories: {
            ...(v.series === undefined ? {} : { series: parseSeries(String(v.series)) }),
            ...(v.categories === undefined ? {} : { categories: parseCategories(String(v.categories)) }),
            ...(v['newcomer-series'] === undefined ? {} : { newcomerSeries: String(v['newcomer-series']) }),
          },
        }),
    ...(v['newcomer-rating'] === undefined
      ? {}
      : {
          newcomerRating: /^d[ée]faut$/i.test(String(v['newcomer-rating']))
            ? null
            : integer(v['newcomer-rating'], 'newcomer-rating'),
        }),
    ...eloInput(v),
  };
}

/** The rating estimate's constants given on the command line (those given only). */
function eloInput(v: Parsed['values']) {
  const min = decimal(v['expected-min'], 'expected-min');
  const max = decimal(v['expected-max'], 'expected-max');
  if ((min === undefined) !== (max === undefined))
    throw new UsageError('donnez les deux bornes du résultat attendu : --expected-min 0,08 --expected-max 0,92');
  const elo = {
    ...(v.k === undefined ? {} : { k: integer(v.k, 'k') }),
    ...(v.scale === undefined ? {} : { scale: decimal(v.scale, 'scale') }),
    ...(min === undefined || max === undefined ? {} : { expectationClamp: { min, max } }),
    ...(v['expected-step'] === undefined ? {} : { expectationStep: decimal(v['expected-step'], 'expected-step') }),
    ...(v['change-step'] === undefined ? {} : { changeStep: decimal(v['change-step'], 'change-step') }),
  };
  return Object.keys(elo).length === 0 ? {} : { elo };
}

export const SETTINGS_COMMANDS = {
  new: answering({
    usage:
      'sclassic new FICHIER --name NOM --date AAAA-MM-JJ [--place LIEU] [--ruleset fisf|fisf-earlier|fbs] [--rounds N] [--best-of-three] [--minutes 25] [--round-robin]',
    command: 'createTournament',
    options: SETTINGS_OPTIONS,
    file: 'creates',
    input: ({ positionals: [path], values: v }) => ({
      ...settingsInput(v),
      path: path as string,
      name: text(v.name) ?? '',
      date: text(v.date) ?? '',
    }),
    // The file as made: a name alone is in the current folder, with .sclassic.
    text: (summary) => `Tournoi créé : ${summary.path}\n${formatSummary(summary)}`,
  }),
  show: reading('sclassic show FICHIER [--json]', 'show', formatSummary),
  settings: answering({
    usage:
      'sclassic settings FICHIER [--name NOM] [--date AAAA-MM-JJ] [--place LIEU] [--ruleset R] [--rounds N|regle] [--best-of-three|--single-game] [--minutes M] [--round-robin|--formula] [--hide-live-ratings|--show-live-ratings] [--series "Joker:2000,A:1800,B:1600,C:0"] [--categories "Jeunes:2008-,Vermeil:-1961,Dames"] [--newcomer-series NC|SÉRIE] [--newcomer-rating 1400|defaut] [--k 20] [--scale 400] [--expected-min 0,08 --expected-max 0,92] [--expected-step 0,01] [--change-step 1]',
    command: 'updateSettings',
    options: SETTINGS_OPTIONS,
    input: ({ values }) => settingsInput(values),
    text: formatSummary,
  }),
  import: answering({
    usage: 'sclassic import DOCUMENT.json FICHIER',
    command: 'importDocument',
    file: 'creates',
    input: ({ positionals: [source, path] }) => {
      if (path === undefined) throw new UsageError('indiquez le document JSON puis le fichier de tournoi à créer');
      return { path, document: readJson(source as string) as never };
    },
    text: (summary) => `Tournoi importé dans ${summary.path}\n${formatSummary(summary)}`,
  }),
} satisfies Record<string, Subcommand>;

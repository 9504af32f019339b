/**
 * The `sclassic` commands that work on a tournament file: each opens the file, runs one
 * command of the service API, prints the answer (French tables, or JSON with --json) and
 * closes the file.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { SclassicApi } from '../contract/commands.ts';
import { fr } from '../contract/i18n/refusals-fr.ts';
import { PRINTABLE_DOCUMENTS, type PrintableDocument } from '../print/documents.ts';
import { apiOf } from '../service/api.ts';
import { categoryStandingsNamed } from '../service/category-lookup.ts';
import { createService } from '../service/dispatch.ts';
import { parseCategories, parseSeries } from './category-options.ts';
import {
  formatCategoryStandings,
  formatCrosstable,
  formatHistory,
  formatPlayers,
  formatRatingReport,
  formatRound,
  formatStandings,
  formatSummary,
  table,
} from './format.ts';
import { readJson, writeOutput } from './local-files.ts';
import { playersImport } from './players-import.ts';
import { playersRefresh } from './players-refresh.ts';
import { UsageError } from './usage-error.ts';

export { UsageError };

interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
}

export interface FileCommand {
  usage: string;
  options: ParseArgsOptionsConfig;
  /** The file is created by the command (new, import) rather than opened. */
  createsFile?: boolean;
  run(api: SclassicApi, args: Parsed, out: (text: string) => void): Promise<void>;
}

const json = { json: { type: 'boolean' } } as const;
const print = (out: (t: string) => void, asJson: unknown, value: unknown, text: () => string) =>
  out(asJson ? JSON.stringify(value, null, 2) : text());

function integer(value: string | boolean | string[] | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw new UsageError(`--${option} attend un nombre entier, pas « ${String(value)} »`);
  return n;
}

/** A decimal as a French director types it (0,08) or as a program writes it (0.08). */
function decimal(value: string | boolean | string[] | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+([.,]\d+)?$/.test(value))
    throw new UsageError(`--${option} attend un nombre (par exemple 0,08), pas « ${String(value)} »`);
  return Number(value.replace(',', '.'));
}

function text(value: string | boolean | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** "412-380" → [412, 380]; negative scores are written "-5-300". */
export function parseGame(word: string): [number, number] {
  const m = /^(-?\d+)-(-?\d+)$/.exec(word);
  if (m === null)
    throw new UsageError(
      `score « ${word} » illisible : écrivez les deux scores séparés d'un tiret, par exemple 412-380`,
    );
  return [Number(m[1]), Number(m[2])];
}

/** Which side of a match a player named on the command line is. */
async function sideOf(
  api: SclassicApi,
  round: number | undefined,
  table: number,
  who: string,
): Promise<'a' | 'b' | 'both'> {
  if (who === 'both' || who === 'les-deux') return 'both';
  if (who === 'a' || who === 'b') return who;
  const view = await api.round(round === undefined ? {} : { round });
  const match = view.matches.find((m) => m.table === table);
  if (match === undefined) return 'a'; // the service names the missing table
  const wanted = /^\d+$/.test(who) ? Number(who) : null;
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const hit = (id: number | undefined, name: string | undefined) =>
    id !== undefined && (wanted === id || (wanted === null && name !== undefined && fold(name).includes(fold(who))));
  if (hit(match.a.id, match.a.name)) return 'a';
  if (hit(match.b?.id, match.b?.name)) return 'b';
  throw new UsageError(`« ${who} » ne joue pas à la table ${table} (${match.a.name} contre ${match.b?.name ?? 'X'})`);
}

/** A command that takes only the file: one API call, its answer printed. */
function readCommand<T>(
  usage: string,
  call: (api: SclassicApi) => Promise<T>,
  format: (value: T) => string,
): FileCommand {
  return {
    usage,
    options: json,
    async run(api, { values }, out) {
      const value = await call(api);
      print(out, values.json, value, () => format(value));
    },
  };
}

/** A command on one player of the file, given by number or name. */
function playerCommand<T>(
  usage: string,
  call: (api: SclassicApi, player: string) => Promise<T>,
  format: (value: T) => string,
): FileCommand {
  return {
    usage,
    options: json,
    async run(api, { positionals: [, player], values }, out) {
      if (player === undefined) throw new UsageError('indiquez le joueur (numéro ou nom)');
      const value = await call(api, player);
      print(out, values.json, value, () => format(value));
    },
  };
}

/** The tournament's settings, as `new` and `settings` take them. */
const SETTINGS_OPTIONS = {
  name: { type: 'string' },
  date: { type: 'string' },
  place: { type: 'string' },
  ruleset: { type: 'string' },
  rounds: { type: 'string' },
  'best-of-three': { type: 'boolean' },
  'single-game': { type: 'boolean' },
  minutes: { type: 'string' },
  'round-robin': { type: 'boolean' },
  formula: { type: 'boolean' },
  series: { type: 'string' },
  categories: { type: 'string' },
  k: { type: 'string' },
  scale: { type: 'string' },
  'expected-min': { type: 'string' },
  'expected-max': { type: 'string' },
  'expected-step': { type: 'string' },
  'change-step': { type: 'string' },
  ...json,
} as const;

/** What can be said of a player at registration or later. */
const PLAYER_DETAIL_OPTIONS = {
  name: { type: 'string' },
  rating: { type: 'string' },
  club: { type: 'string' },
  type: { type: 'string' },
  licence: { type: 'string' },
  category: { type: 'string' },
  born: { type: 'string' },
} as const;

/** The player's details given on the command line (those given only); the name and rating are the caller's. */
function playerDetails(v: Parsed['values']) {
  return {
    ...(v.club === undefined ? {} : { club: text(v.club) }),
    ...(v.type === undefined ? {} : { ratingType: text(v.type) as 'PL' }),
    ...(v.licence === undefined ? {} : { licence: text(v.licence) }),
    ...(v.category === undefined ? {} : { category: text(v.category) }),
    ...(v.born === undefined || v.born === 'inconnue' ? {} : { birthYear: integer(v.born, 'born') }),
  };
}

/** The settings given on the command line, as the service's input (only those given). */
function settingsInput(v: Parsed['values']) {
  return {
    ...(v.name === undefined ? {} : { name: text(v.name) }),
    ...(v.date === undefined ? {} : { date: text(v.date) }),
    ...(v.place === undefined ? {} : { place: text(v.place) }),
    ...(v.ruleset === undefined ? {} : { ruleset: text(v.ruleset) as 'fisf' }),
    ...(v.rounds === undefined ? {} : { plannedRounds: v.rounds === 'regle' ? null : integer(v.rounds, 'rounds') }),
    ...(v['best-of-three'] ? { bestOfThree: true } : v['single-game'] ? { bestOfThree: false } : {}),
    ...(v.minutes === undefined ? {} : { minutes: integer(v.minutes, 'minutes') }),
    ...(v['round-robin']
      ? { pairingSystem: 'round-robin' as const }
      : v.formula
        ? { pairingSystem: 'formula' as const }
        : {}),
    ...(v.series === undefined && v.categories === undefined
      ? {}
      : {
          categories: {
            ...(v.series === undefined ? {} : { series: parseSeries(String(v.series)) }),
            ...(v.categories === undefined ? {} : { categories: parseCategories(String(v.categories)) }),
          },
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

export const FILE_COMMANDS: Record<string, FileCommand> = {
  new: {
    usage:
      'sclassic new FICHIER --name NOM --date AAAA-MM-JJ [--place LIEU] [--ruleset fisf|fisf-earlier|fbs] [--rounds N] [--best-of-three] [--minutes 25] [--round-robin]',
    options: SETTINGS_OPTIONS,
    createsFile: true,
    async run(api, { positionals: [path], values: v }, out) {
      const summary = await api.createTournament({
        ...settingsInput(v),
        path: path as string,
        name: text(v.name) ?? '',
        date: text(v.date) ?? '',
      });
      print(out, v.json, summary, () => `Tournoi créé : ${path}\n${formatSummary(summary)}`);
    },
  },
  show: readCommand('sclassic show FICHIER [--json]', (api) => api.show({}), formatSummary),
  settings: {
    usage:
      'sclassic settings FICHIER [--name NOM] [--date AAAA-MM-JJ] [--place LIEU] [--ruleset R] [--rounds N|regle] [--best-of-three|--single-game] [--minutes M] [--round-robin|--formula] [--series "Joker:2000,A:1800,B:1600,C:0"] [--categories "Jeunes:2008-,Vermeil:-1961,Dames"] [--k 20] [--scale 400] [--expected-min 0,08 --expected-max 0,92] [--expected-step 0,01] [--change-step 1]',
    options: SETTINGS_OPTIONS,
    async run(api, { values: v }, out) {
      const summary = await api.updateSettings(settingsInput(v));
      print(out, v.json, summary, () => formatSummary(summary));
    },
  },
  'players add': {
    usage:
      'sclassic players add FICHIER --name "BERTIN Ana" --rating 1720 [--club CLUB] [--type PL|PL*] [--licence N] [--category CAT] [--born ANNÉE] [--homonym]',
    options: {
      ...PLAYER_DETAIL_OPTIONS,
      homonym: { type: 'boolean' },
      ...json,
    },
    async run(api, { values: v }, out) {
      const player = await api.addPlayer({
        name: text(v.name) ?? '',
        rating: integer(v.rating, 'rating') ?? Number.NaN,
        ...playerDetails(v),
        ...(v.homonym ? { allowHomonym: true } : {}),
      });
      print(
        out,
        v.json,
        player,
        () =>
          `Inscrit : n° ${player.id} ${player.name} (cote ${player.rating})${player.firstRound > 1 ? `, à partir de la ronde ${player.firstRound}` : ''}`,
      );
    },
  },
  'players import': playersImport,
  'players refresh': playersRefresh,
  'players list': readCommand('sclassic players list FICHIER [--json]', (api) => api.listPlayers({}), formatPlayers),
  'players edit': {
    usage:
      'sclassic players edit FICHIER JOUEUR [--name NOM] [--rating COTE] [--club CLUB] [--type PL|PL*] [--licence N] [--category CAT] [--born ANNÉE|inconnue] [--k K|tournoi] [--homonym]',
    options: { ...PLAYER_DETAIL_OPTIONS, k: { type: 'string' }, homonym: { type: 'boolean' }, ...json },
    async run(api, { positionals: [, player], values: v }, out) {
      if (player === undefined) throw new UsageError('indiquez le joueur (numéro ou nom)');
      const view = await api.editPlayer({
        player,
        ...(v.name === undefined ? {} : { name: text(v.name) }),
        ...(v.rating === undefined ? {} : { rating: integer(v.rating, 'rating') }),
        ...playerDetails(v),
        ...(v.born === 'inconnue' ? { birthYear: null } : {}),
        ...(v.k === undefined ? {} : { k: v.k === 'tournoi' ? null : integer(v.k, 'k') }),
        ...(v.homonym ? { allowHomonym: true } : {}),
      });
      print(
        out,
        v.json,
        view,
        () =>
          `Modifié : n° ${view.id} ${view.name}, ${view.club || 'sans club'}, cote ${view.rating} ${view.ratingType}`,
      );
    },
  },
  'players remove': playerCommand(
    'sclassic players remove FICHIER JOUEUR',
    async (api, player) => (await api.removePlayer({ player })).removed,
    (removed) => `Désinscrit : n° ${removed.id} ${removed.name}`,
  ),
  'players withdraw': playerCommand(
    'sclassic players withdraw FICHIER JOUEUR',
    (api, player) => api.withdrawPlayer({ player }),
    (view) => `${view.name} se retire du tournoi après la ronde ${view.withdrawnAfter}.`,
  ),
  absent: {
    usage: 'sclassic absent FICHIER JOUEUR… [--present]',
    options: { present: { type: 'boolean' }, ...json },
    async run(api, { positionals: [, ...players], values }, out) {
      if (players.length === 0) throw new UsageError('indiquez au moins un joueur (numéro ou nom)');
      const summary = await api.setAbsent({ players, absent: !values.present });
      print(out, values.json, summary, () =>
        summary.nextAbsent.length === 0
          ? `Aucun absent déclaré pour la ronde ${summary.nextRound}.`
          : `Absents à la ronde ${summary.nextRound} : ${summary.nextAbsent.map((p) => p.name).join(', ')}.`,
      );
    },
  },
  pair: readCommand('sclassic pair FICHIER [--json]', (api) => api.pairNextRound({}), formatRound),
  repair: readCommand('sclassic repair FICHIER [--json]', (api) => api.repairRound({}), formatRound),
  swap: {
    usage: 'sclassic swap FICHIER JOUEUR JOUEUR',
    options: json,
    async run(api, { positionals: [, first, second], values }, out) {
      if (first === undefined || second === undefined) throw new UsageError('indiquez les deux joueurs à échanger');
      const outcome = await api.swapPlayers({ first, second });
      print(out, values.json, outcome, () => {
        const warning =
          outcome.newRematches.length === 0
            ? ''
            : `\nAttention, cet échange crée ${outcome.newRematches.length === 1 ? 'une revanche' : 'des revanches'} : ${outcome.newRematches.map((r) => `${r.a} – ${r.b} (table ${r.table})`).join(' ; ')}`;
        return `${formatRound(outcome.round)}${warning}`;
      });
    },
  },
  round: {
    usage: 'sclassic round FICHIER [--round R] [--json]',
    options: { round: { type: 'string' }, ...json },
    async run(api, { values }, out) {
      const round = await api.round(values.round === undefined ? {} : { round: integer(values.round, 'round') });
      print(out, values.json, round, () => formatRound(round));
    },
  },
  result: {
    usage:
      'sclassic result FICHIER --table T SCORE [SCORE…] [--round R]    SCORE = 412-380 (une manche par score)\n' +
      '        [--forfeit JOUEUR|both] [--abandon JOUEUR [--agreed]] [--decision JOUEUR]   (JOUEUR : numéro, nom, a ou b)',
    options: {
      table: { type: 'string' },
      round: { type: 'string' },
      forfeit: { type: 'string' },
      abandon: { type: 'string' },
      agreed: { type: 'boolean' },
      decision: { type: 'string' },
      ...json,
    },
    async run(api, { positionals: [, ...scores], values: v }, out) {
      const table = integer(v.table, 'table');
      if (table === undefined) throw new UsageError('indiquez la table : --table 3');
      const round = integer(v.round, 'round');
      const games = scores.map(parseGame);
      const forfeit = text(v.forfeit);
      const abandon = text(v.abandon);
      const decision = text(v.decision);
      const outcome = await api.recordResult({
        table,
        ...(round === undefined ? {} : { round }),
        ...(games.length > 0 ? { games } : {}),
        ...(forfeit === undefined ? {} : { forfeit: await sideOf(api, round, table, forfeit) }),
        ...(abandon === undefined
          ? {}
          : { abandon: { by: (await sideOf(api, round, table, abandon)) as 'a', agreed: v.agreed === true } }),
        ...(decision === undefined
          ? {}
          : { decision: { against: (await sideOf(api, round, table, decision)) as 'a' } }),
      });
      print(out, v.json, outcome, () => {
        const m = outcome.match;
        const pm = m.result === null ? '' : ` — PM ${m.result.pm[0]}-${m.result.pm[1] ?? 0}`;
        const lines = [`Table ${m.table} (ronde ${m.round}) : ${m.a.name} – ${m.b?.name ?? 'X'} enregistré${pm}.`];
        lines.push(...outcome.warnings.map((w) => `Attention : ${fr.unusualScore(w.game, w.score)}`));
        if (outcome.backupFailed !== null)
          lines.push(`Attention : ${fr.backupFailed(outcome.backupFailed.round, outcome.backupFailed.detail)}`);
        if (outcome.backup !== null) lines.push(`Ronde ${m.round} complète : sauvegarde ${outcome.backup}`);
        return lines.join('\n');
      });
    },
  },
  clear: {
    usage: 'sclassic clear FICHIER --table T [--round R]',
    options: { table: { type: 'string' }, round: { type: 'string' }, ...json },
    async run(api, { values: v }, out) {
      const table = integer(v.table, 'table');
      if (table === undefined) throw new UsageError('indiquez la table : --table 3');
      const round = integer(v.round, 'round');
      const match = await api.clearResult({ table, ...(round === undefined ? {} : { round }) });
      print(out, v.json, match, () => `Résultat effacé : table ${match.table} (ronde ${match.round}).`);
    },
  },
  standings: {
    usage: 'sclassic standings FICHIER [--after R] [--final] [--category SÉRIE|CATÉGORIE] [--json]',
    options: { after: { type: 'string' }, final: { type: 'boolean' }, category: { type: 'string' }, ...json },
    async run(api, { values: v }, out) {
      const after = integer(v.after, 'after');
      const view = await api.standings({ ...(after === undefined ? {} : { after }), final: v.final === true });
      if (v.category === undefined) return print(out, v.json, view, () => formatStandings(view));
      const ranking = categoryStandingsNamed(view, String(v.category));
      print(out, v.json, ranking, () => formatCategoryStandings(view, ranking));
    },
  },
  history: playerCommand(
    'sclassic history FICHIER JOUEUR [--json]',
    (api, player) => api.playerHistory({ player }),
    formatHistory,
  ),
  crosstable: readCommand('sclassic crosstable FICHIER [--json]', (api) => api.crosstable({}), formatCrosstable),
  undo: {
    usage: 'sclassic undo FICHIER',
    options: json,
    async run(api, { values }, out) {
      const { undone } = await api.undo({});
      print(out, values.json, undone, () => (undone === null ? 'Rien à annuler.' : `Annulé : ${undone.summary}`));
    },
  },
  log: {
    usage: 'sclassic log FICHIER [--json]',
    options: json,
    async run(api, { values }, out) {
      const entries = await api.log({});
      print(out, values.json, entries, () =>
        table(
          ['N°', 'Quand', 'Action', 'Détail'],
          entries.map((e) => [
            e.id,
            e.at.replace('T', ' ').slice(0, 19),
            e.command,
            `${e.summary}${e.undone ? ' (annulé)' : ''}`,
          ]),
        ),
      );
    },
  },
  print: {
    usage:
      'sclassic print FICHIER match-sheets|score-sheets|pairings|standings|bulletin|ratings [--round R] [--after R] [--final] [--category SÉRIE|CATÉGORIE] [--blank] [--letter] -o SORTIE.pdf',
    options: {
      category: { type: 'string' },
      round: { type: 'string' },
      after: { type: 'string' },
      final: { type: 'boolean' },
      blank: { type: 'boolean' },
      letter: { type: 'boolean' },
      output: { type: 'string', short: 'o' },
    },
    async run(api, { positionals: [, document], values: v }, out) {
      if (document === undefined || !(PRINTABLE_DOCUMENTS as readonly string[]).includes(document)) {
        throw new UsageError(`indiquez le document : ${PRINTABLE_DOCUMENTS.join(', ')}`);
      }
      const round = integer(v.round, 'round');
      const after = integer(v.after, 'after');
      const printed = await api.printDocument({
        document: document as PrintableDocument,
        ...(round === undefined ? {} : { round }),
        ...(after === undefined ? {} : { after }),
        ...(v.final ? { final: true } : {}),
        ...(v.blank ? { blank: true } : {}),
        ...(v.category === undefined ? {} : { category: text(v.category) }),
        ...(v.letter ? { paper: 'LETTER' as const } : {}),
      });
      const output = text(v.output) ?? printed.fileName;
      writeOutput(output, printed.pdf);
      out(`Document enregistré : ${output}`);
    },
  },
  copy: {
    usage: 'sclassic copy FICHIER COPIE',
    options: {},
    async run(api, { positionals: [, destination] }, out) {
      if (destination === undefined) throw new UsageError('indiquez le fichier de la copie');
      const { path } = await api.saveCopy({ path: destination });
      out(`Copie enregistrée : ${path}`);
    },
  },
  export: {
    usage: 'sclassic export FICHIER --csv|--html|--json [-o SORTIE]',
    options: {
      json: { type: 'boolean' },
      csv: { type: 'boolean' },
      html: { type: 'boolean' },
      output: { type: 'string', short: 'o' },
    },
    async run(api, { values }, out) {
      const formats = (['json', 'csv', 'html'] as const).filter((f) => values[f] === true);
      if (formats.length !== 1) {
        throw new UsageError(
          'précisez un format : --csv (fédération), --html (page de résultats) ou --json (document du moteur)',
        );
      }
      const format = formats[0] as 'json' | 'csv' | 'html';
      const content =
        format === 'json'
          ? `${JSON.stringify(await api.exportDocument({}), null, 2)}\n`
          : (await api.exportResults({ format })).text;
      const output = text(values.output);
      if (output === undefined) out(content.trimEnd());
      else writeOutput(output, content);
    },
  },
  ratings: readCommand('sclassic ratings FICHIER [--json]', (api) => api.ratingReport({}), formatRatingReport),
  import: {
    usage: 'sclassic import DOCUMENT.json FICHIER',
    options: json,
    createsFile: true,
    async run(api, { positionals: [source, path], values }, out) {
      if (path === undefined) throw new UsageError('indiquez le document JSON puis le fichier de tournoi à créer');
      const document = readJson(source as string);
      const summary = await api.importDocument({ path, document: document as never });
      print(out, values.json, summary, () => `Tournoi importé dans ${path}\n${formatSummary(summary)}`);
    },
  },
};

/** Runs one file command; the file is closed whatever happens. */
export async function runFileCommand(name: string, argv: string[], out: (text: string) => void): Promise<void> {
  const command = FILE_COMMANDS[name] as FileCommand;
  if (argv.includes('--help') || argv.includes('-h')) {
    out(command.usage);
    return;
  }
  let parsed: Parsed;
  try {
    parsed = parseArgs({ args: argv, options: command.options, allowPositionals: true, strict: true }) as Parsed;
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (sclassic ${name} --help)`);
  }
  const file = command.createsFile ? undefined : parsed.positionals[0];
  if (parsed.positionals[0] === undefined)
    throw new UsageError(`indiquez le fichier du tournoi (${command.usage.split('\n')[0]})`);
  const service = createService();
  const api = apiOf(service);
  try {
    if (file !== undefined) await api.openTournament({ path: file });
    await command.run(api, parsed, out);
  } finally {
    service.close();
  }
}

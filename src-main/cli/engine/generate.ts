/**
 * `sclassic engine generate`: random complete tournaments as documents, one per line — the
 * engine's generator (src-engine/generate/), the one the tests play, for anyone who tests a
 * pairing program or an audit: seed N, N+1… for `--count` documents, each the same for the same
 * options on any machine.
 */
import { parseArgs } from 'node:util';
import {
  isPresetName,
  playRandomTournament,
  type RandomTournamentOptions,
  resolveRuleset,
  ruleRounds,
} from '../../../src-engine/index.ts';
import { decimal, integer } from '../subcommand.ts';
import { UsageError } from '../usage-error.ts';
import type { Output } from './json-lines.ts';

export const GENERATE_USAGE =
  'sclassic engine generate --seed N [--count K] [--players N] [--rounds R] [--ruleset fisf|fisf-earlier|fbs] [--best-of-three] [--unrated TAUX] [--swaps TAUX] [--final 2|4]';

/** What the generator draws from when the command line says nothing. */
export const GENERATE_DEFAULTS = { count: 1, players: 24, ruleset: 'fisf', unrated: 0.1, swaps: 0 } as const;

const OPTIONS = {
  seed: { type: 'string' },
  count: { type: 'string' },
  players: { type: 'string' },
  rounds: { type: 'string' },
  ruleset: { type: 'string' },
  'best-of-three': { type: 'boolean' },
  unrated: { type: 'string' },
  swaps: { type: 'string' },
  final: { type: 'string' },
} as const;

function bounded(value: string | undefined, option: string, min: number, max: number): number | undefined {
  const n = integer(value, option);
  if (n !== undefined && (n < min || n > max))
    throw new UsageError(`--${option} attend un nombre entier de ${min} à ${max}, pas « ${value} »`);
  return n;
}

function rate(value: string | undefined, option: string): number | undefined {
  const n = decimal(value, option);
  if (n !== undefined && n > 1)
    throw new UsageError(`--${option} attend une proportion de 0 à 1 (0,1 : un sur dix), pas « ${value} »`);
  return n;
}

/** The generator's options from the command line; each wrong value said in French (exit 2). */
export function generateOptions(argv: string[]): RandomTournamentOptions & { count: number } {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  const seed = bounded(values.seed, 'seed', 0, 2 ** 32 - 1);
  if (seed === undefined) throw new UsageError(`indiquez la graine du tirage (${GENERATE_USAGE})`);
  const ruleset = values.ruleset ?? GENERATE_DEFAULTS.ruleset;
  if (!isPresetName(ruleset))
    throw new UsageError(`--ruleset attend fisf, fisf-earlier ou fbs, pas « ${values.ruleset} »`);
  const players = bounded(values.players, 'players', 2, 1000) ?? GENERATE_DEFAULTS.players;
  const final = values.final;
  if (final !== undefined && final !== '2' && final !== '4')
    throw new UsageError(`--final attend le nombre de joueurs de la phase finale, 2 ou 4, pas « ${final} »`);
  return {
    seed,
    count: bounded(values.count, 'count', 1, 100_000) ?? GENERATE_DEFAULTS.count,
    players,
    rounds: bounded(values.rounds, 'rounds', 1, 30) ?? ruleRounds(players, resolveRuleset(ruleset)),
    ruleset,
    bestOfThree: values['best-of-three'] ?? false,
    unratedRate: rate(values.unrated, 'unrated') ?? GENERATE_DEFAULTS.unrated,
    swapRate: rate(values.swaps, 'swaps') ?? GENERATE_DEFAULTS.swaps,
    ...(final === undefined ? {} : { finalPhase: { size: final === '2' ? 2 : 4 } }),
  };
}

/** Writes the documents, one a line: seeds N, N+1… */
export function generate(argv: string[], output: Output): number {
  const { count, ...options } = generateOptions(argv);
  for (let k = 0; k < count; k++)
    output.write(`${JSON.stringify(playRandomTournament({ ...options, seed: (options.seed + k) >>> 0 }))}\n`);
  return 0;
}

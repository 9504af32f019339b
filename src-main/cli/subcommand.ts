/**
 * What every `sclassic` subcommand is made of: its usage, its options, the service command it
 * runs, and how it turns the command line into that command's input and its answer into text
 * (or JSON with --json). The domain files (settings, players, rounds…) declare them; `main`
 * assembles them.
 */
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { CommandName, Input, Output } from '../contract/commands.ts';
import { NEWCOMER_LABEL } from '../contract/helpers.ts';
import type { Call } from './service-call.ts';
import { parseArgsMessage, UsageError } from './usage-error.ts';

/** Prints one answer (a line break is added). */
export type Out = (text: string) => void;

export interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
}

export interface Subcommand {
  usage: string;
  options: ParseArgsOptionsConfig;
  /** The service command the subcommand runs; it may call others through `call` only to read what it needs. */
  command: CommandName;
  /**
   * What the first word after the subcommand is: by default the tournament file, opened before
   * the subcommand runs; `creates` for the commands that make it (new, import); `none` for
   * those that need no tournament (the directory of players).
   */
  file?: 'creates' | 'none';
  run(call: Call, args: Parsed, out: Out): Promise<void>;
}

export const json = { json: { type: 'boolean' } } as const;

export const print = (out: Out, asJson: unknown, value: unknown, text: () => string) =>
  out(asJson ? JSON.stringify(value, null, 2) : text());

type Value = Parsed['values'][string];

export function integer(value: Value, option: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw new UsageError(`--${option} attend un nombre entier, pas « ${String(value)} »`);
  return n;
}

/** A rating as typed: a whole number, or NC (any case) for an unrated newcomer (null). */
export function rating(value: Value): number | null | undefined {
  if (typeof value === 'string' && value.trim().toUpperCase() === NEWCOMER_LABEL) return null;
  return integer(value, 'rating');
}

/** A decimal as a French director types it (0,08) or as a program writes it (0.08). */
export function decimal(value: Value, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+([.,]\d+)?$/.test(value))
    throw new UsageError(`--${option} attend un nombre (par exemple 0,08), pas « ${String(value)} »`);
  return Number(value.replace(',', '.'));
}

export function text(value: Value): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The player a command names (by number or name), which it cannot do without. */
export function namedPlayer(player: string | undefined): string {
  if (player === undefined) throw new UsageError('indiquez le joueur (numéro ou nom)');
  return player;
}

/** The commands whose input may be left empty: those that take only the file. */
type FileOnly = { [C in CommandName]: Record<string, never> extends Input<C> ? C : never }[CommandName];

/**
 * A subcommand that runs its service command once and prints its answer: `input` reads the
 * command line (and may read the file through `call`, as `result` does to find who plays at a
 * table), `shown` picks what is printed from the answer (all of it by default), `text` writes it
 * for the terminal.
 */
export function answering<C extends CommandName, T = Output<C>>(spec: {
  usage: string;
  command: C;
  options?: ParseArgsOptionsConfig;
  file?: Subcommand['file'];
  input: (args: Parsed, call: Call) => Input<C> | Promise<Input<C>>;
  shown?: (output: Output<C>) => T;
  text: (value: T, args: Parsed) => string;
}): Subcommand {
  const { input, shown, text, ...declared } = spec;
  return {
    options: json,
    ...declared,
    async run(call, args, out) {
      const output = await call(spec.command, await input(args, call));
      const value = shown === undefined ? (output as unknown as T) : shown(output);
      print(out, args.values.json, value, () => text(value, args));
    },
  };
}

/**
 * One subcommand over a read and the write it announces (`swap --check`, `players refresh
 * --apply`): with `flag`, `flagged` runs, otherwise `plain`, whose usage and command it keeps.
 */
export function eitherByFlag(flag: string, flagged: Subcommand, plain: Subcommand): Subcommand {
  return {
    ...plain,
    options: { ...plain.options, ...flagged.options, [flag]: { type: 'boolean' } },
    run: (call, args, out) => (args.values[flag] === true ? flagged : plain).run(call, args, out),
  };
}

/** A subcommand that takes only the file: its service command's answer printed. */
export function reading<C extends FileOnly>(usage: string, command: C, text: (value: Output<C>) => string) {
  return answering({ usage, command, input: () => ({}) as Input<C>, text });
}

/** The command line parsed for `subcommand`, named `name` in messages; null when it asks for help (then printed). */
function parse(name: string, subcommand: Subcommand, argv: string[], out: Out): Parsed | null {
  if (argv.includes('--help') || argv.includes('-h')) {
    out(subcommand.usage);
    return null;
  }
  try {
    return parseArgs({ args: argv, options: subcommand.options, allowPositionals: true, strict: true }) as Parsed;
  } catch (error) {
    throw new UsageError(`${parseArgsMessage(error as Error & { code?: string })} (sclassic ${name} --help)`);
  }
}

/** Runs one subcommand through `call`: its tournament file opened first, unless it makes it or needs none. */
export async function runSubcommand(
  name: string,
  subcommand: Subcommand,
  argv: string[],
  call: Call,
  out: Out,
): Promise<void> {
  const args = parse(name, subcommand, argv, out);
  if (args === null) return;
  if (subcommand.file !== 'none') {
    const [path] = args.positionals;
    if (path === undefined) throw new UsageError(`indiquez le fichier du tournoi (${subcommand.usage.split('\n')[0]})`);
    if (subcommand.file !== 'creates') await call('openTournament', { path });
  }
  await subcommand.run(call, args, out);
}

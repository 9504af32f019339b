/**
 * `sclassic engine`: the rules engine at the command line, with no tournament file. `pair`,
 * `standings` and `check` read JSON Lines — one tournament document a line — and answer each
 * line with one JSON line (`check --text`: a French report); a line that is not a valid document
 * is answered `{"error": "..."}`, the others are still answered, and the exit code is then 1 (for
 * `check`, also when a document has a breach). `generate` writes random tournaments as documents.
 */
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { UsageError } from '../usage-error.ts';
import { checkLine } from './check.ts';
import { pairCommand, standingsCommand } from './documents.ts';
import { GENERATE_USAGE, generate } from './generate.ts';
import { answerEachLine, type Line, type LineAnswer, type Output } from './json-lines.ts';

export const ENGINE_USAGE = {
  pair: 'sclassic engine pair                       apparie la ronde suivante de chaque document (JSON Lines sur l’entrée standard)',
  standings: 'sclassic engine standings [--final] [--after N]   le classement de chaque document',
  check:
    'sclassic engine check [--text]            vérifie chaque document contre la procédure (code de sortie 1 en cas de manquement)',
  generate: `${GENERATE_USAGE}   des tournois complets tirés au hasard, un document par ligne`,
} as const;

export type EngineSubcommand = keyof typeof ENGINE_USAGE;

export const isEngineSubcommand = (word: string | undefined): word is EngineSubcommand =>
  word !== undefined && Object.hasOwn(ENGINE_USAGE, word);

/** A command's JSON answer to a line: its error fails the run. */
function answered(line: Line, command: (value: unknown) => object): LineAnswer {
  const answer = 'error' in line ? line : command(line.value);
  return { printed: JSON.stringify(answer), failed: 'error' in answer };
}

function standingsOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { final: { type: 'boolean' }, after: { type: 'string' } },
    strict: true,
  });
  const after = values.after === undefined ? undefined : Number(values.after);
  if (after !== undefined && !(Number.isInteger(after) && after >= 0)) {
    throw new UsageError(`--after attend un numéro de ronde (0, 1, 2…), pas « ${values.after} »`);
  }
  return { final: values.final ?? false, ...(after === undefined ? {} : { after }) };
}

/** Runs `sclassic engine SUBCOMMAND ARGV…` on `input` and `output`; resolves to the exit code. */
export async function engine(
  subcommand: EngineSubcommand,
  argv: string[],
  input: Readable,
  output: Output,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    output.write(`${ENGINE_USAGE[subcommand]}\n`);
    return 0;
  }
  switch (subcommand) {
    case 'pair':
      parseArgs({ args: argv, options: {}, strict: true });
      return answerEachLine(input, output, (line) => answered(line, pairCommand));
    case 'standings': {
      const options = standingsOptions(argv);
      return answerEachLine(input, output, (line) => answered(line, (value) => standingsCommand(value, options)));
    }
    case 'check': {
      const { values } = parseArgs({ args: argv, options: { text: { type: 'boolean' } }, strict: true });
      const text = values.text ?? false;
      return answerEachLine(input, output, (line, number) => checkLine(line, number, text));
    }
    case 'generate':
      return generate(argv, output);
  }
}

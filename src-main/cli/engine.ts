/**
 * `sclassic engine pair|standings`: JSON Lines in, one JSON line out per document. A line
 * that is not a valid document is answered `{"error": "..."}`, the others are still answered,
 * and the exit code is then 1. Blank lines are skipped.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { type EngineAnswer, pairCommand, standingsCommand } from '../service/engine-commands.ts';
import { UsageError } from './usage-error.ts';

export interface EngineOptions {
  command: 'pair' | 'standings';
  final: boolean;
  after?: number;
}

function answerLine(line: string, options: EngineOptions): EngineAnswer<object> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { error: `ligne illisible : ce n'est pas du JSON (${(error as Error).message})` };
  }
  try {
    return options.command === 'pair' ? pairCommand(value) : standingsCommand(value, options);
  } catch (error) {
    return { error: `erreur interne du moteur : ${(error as Error).message}` };
  }
}

/** Answers every line of `input` on `output`; resolves to the exit code. */
async function runEngine(
  options: EngineOptions,
  input: Readable,
  output: { write(text: string): unknown },
): Promise<number> {
  let failed = false;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const answer = answerLine(line, options);
    if ('error' in answer) failed = true;
    output.write(`${JSON.stringify(answer)}\n`);
  }
  return failed ? 1 : 0;
}

/** `sclassic engine pair|standings [--final] [--after N]`: its options read, then every line of `input` answered. */
export function engine(
  command: EngineOptions['command'],
  argv: string[],
  input: Readable,
  output: { write(text: string): unknown },
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { final: { type: 'boolean' }, after: { type: 'string' } },
    strict: true,
  });
  const after = values.after === undefined ? undefined : Number(values.after);
  if (after !== undefined && !(Number.isInteger(after) && after >= 0)) {
    throw new UsageError(`--after attend un numéro de ronde (0, 1, 2…), pas « ${values.after} »`);
  }
  return runEngine({ command, final: values.final ?? false, ...(after === undefined ? {} : { after }) }, input, output);
}

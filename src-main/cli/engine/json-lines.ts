/**
 * JSON Lines as `sclassic engine` reads them: one document per line, blank lines skipped, each
 * line answered on its own (an unreadable one too, so the answers keep the documents' order), and
 * the run failed (exit 1) when one answer says so.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export interface Output {
  write(text: string): unknown;
}

/** A line as read: its JSON value, or why it is none, in French. */
export type Line = { value: unknown } | { error: string };

/** What is printed for a line, and whether it fails the run. */
export interface LineAnswer {
  printed: string;
  failed: boolean;
}

/** The JSON parser's complaint, in French: what it met, not its own English. */
function notJson(error: Error): string {
  const token = /Unexpected token '(.+?)'/.exec(error.message)?.[1];
  const position = /at position (\d+)/.exec(error.message)?.[1];
  const what = error.message.includes('end of JSON input')
    ? 'la ligne s’arrête avant la fin du document'
    : token !== undefined
      ? `caractère inattendu « ${token} »`
      : position !== undefined
        ? `texte en trop après le document, colonne ${Number(position) + 1}`
        : 'texte mal formé';
  return `ligne illisible : ce n'est pas du JSON (${what})`;
}

function read(text: string): Line {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: notJson(error as Error) };
  }
}

/**
 * Answers every line of `input` on `output` with `answer` (given the line's number, blank lines
 * counted); resolves to the exit code: 1 when an answer failed, 0 otherwise. A fault of the engine
 * on one line is answered as that line's error, and the next lines are still answered.
 */
export async function answerEachLine(
  input: Readable,
  output: Output,
  answer: (line: Line, number: number) => LineAnswer,
): Promise<number> {
  let failed = false;
  let number = 0;
  for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    number += 1;
    if (text.trim() === '') continue;
    const line = read(text);
    let result: LineAnswer;
    try {
      result = answer(line, number);
    } catch (error) {
      result = answer({ error: `erreur interne du moteur : ${(error as Error).message}` }, number);
    }
    failed ||= result.failed;
    output.write(`${result.printed}\n`);
  }
  return failed ? 1 : 0;
}

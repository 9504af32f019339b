/**
 * What a command is: its input schema, whether it writes, which file's transaction it runs in,
 * and its handler. The handler's `run` is synchronous, inside the transaction; work that is slow
 * or touches no file of the tournament (reading a spreadsheet, rendering a PDF, writing a backup)
 * runs outside it, before (`prepare`) or after the commit (`finish`).
 */
import type { z } from 'zod';
import type { TournamentFile } from '../store/tournament-file.ts';
import type { CommandContext } from './context.ts';

/** Where the command runs: in the open tournament's transaction, in the directory's, or around the session. */
export type CommandTarget = 'tournament' | 'directory' | 'session';

/** What `finish` may use once the transaction is committed. */
export interface AfterCommit {
  /** The open tournament file, if any. */
  file: TournamentFile | null;
  now: Date;
}

export interface Command<S extends z.ZodType, P, R, O> {
  input: S;
  /** It changes the tournament file or the directory (the fault-injection test runs each). */
  writes: boolean;
  target: CommandTarget;
  prepare?: (input: z.output<S>) => Promise<P>;
  run: (context: CommandContext, input: z.output<S>, prepared: P) => R;
  finish?: (result: R, after: AfterCommit, input: z.output<S>) => Promise<O>;
}

/** Declares a command; its types are inferred from the schema and the handler. */
export function command<S extends z.ZodType, R, P = undefined, O = R>(spec: Command<S, P, R, O>): Command<S, P, R, O> {
  return spec;
}

/** The answer of a declared command: what `finish` resolves to, or (its default) what `run` returns. */
export type OutputOf<T> = T extends Command<infer _S, infer _P, infer _R, infer O> ? O : never;

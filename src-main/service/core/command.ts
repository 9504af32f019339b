/**
 * What a command is: its input schema, whether it writes, which file's transaction it runs in,
 * its handler, and the facts every surface needs about it (the roles that may run it, the path it
 * takes, whether it changes which file is open, whether the live results may run it), declared
 * here once and derived everywhere else (command-facts.ts).
 *
 * The handler's `run` is synchronous, inside the transaction. Work that is slow or touches no
 * file of the tournament runs outside it: before (`prepare`, on the input alone), or after the
 * commit — `finish` still in the command's turn of the session (the file it copies or backs up
 * is the one just committed, and no other command may close or switch it meanwhile), `afterTurn`
 * once the turn is over (rendering a PDF from what `run` read, starting a listener that itself
 * reads through `dispatch`).
 */
import type { z } from 'zod';
import type { Hand, Role } from '../../contract/roles.ts';
import type { TournamentFile } from '../../store/tournament-file.ts';
import type { CommandContext } from './context.ts';

/** Where the command runs: in the open tournament's transaction, in the directory's, or around the session. */
export type CommandTarget = 'tournament' | 'directory' | 'session';

/**
 * The path a command's input names (its `path` field), and what it does there: opens a file that
 * exists, or writes a new one. The desktop app lets its page name such a path only once the
 * director chose it in a native dialog for that purpose (electron/chosen-paths.ts).
 */
export type PathUse = 'open' | 'write';

/** What a command does to which file is open: it opens one (the one before is closed), or closes it. */
export type FileSwitch = 'opens' | 'closes';

/** What `finish` may use once the transaction is committed. */
export interface AfterCommit {
  /** The open tournament file, if any. */
  file: TournamentFile | null;
  now: Date;
  /** The hand that sent the command: what it is told of the disk (`shownTo`). */
  hand: Hand;
}

export interface Command<S extends z.ZodType, P, R, O> {
  input: S;
  /** It changes the tournament file or the directory (the fault-injection test runs each). */
  writes: boolean;
  target: CommandTarget;
  /**
   * The roles that may run it (contract/roles.ts); absent: the director's alone. `dispatch`
   * refuses it to any other hand before anything runs.
   */
  roles?: readonly Role[];
  /** The path its input names, and what it does there. */
  path?: PathUse;
  /** It opens a tournament (closing the one before) or closes it. */
  switches?: FileSwitch;
  /** The live results' listener may run it: it reads only the public view, never a private fact. */
  live?: true;
  prepare?: (input: z.output<S>) => Promise<P>;
  run: (context: CommandContext, input: z.output<S>, prepared: P) => R;
  /** After the commit, in the command's turn: its work on the file just committed. */
  finish?: (result: R, after: AfterCommit, input: z.output<S>) => Promise<O>;
  /** After the command's turn: work on what `run` answered that needs no file. */
  afterTurn?: (result: R, input: z.output<S>) => Promise<O>;
}

/** Declares a command; its types are inferred from the schema and the handler. */
export function command<S extends z.ZodType, R, P = undefined, O = R>(spec: Command<S, P, R, O>): Command<S, P, R, O> {
  if (spec.finish !== undefined && spec.afterTurn !== undefined)
    throw new Error('A command finishes in its turn or after it, not both.');
  if (spec.roles !== undefined && !spec.roles.includes('director'))
    throw new Error('The director runs every command: a command declares the roles it adds.');
  return spec;
}

/** The answer of a declared command: what `finish` resolves to, or (its default) what `run` returns. */
export type OutputOf<T> = T extends Command<infer _S, infer _P, infer _R, infer O> ? O : never;

/**
 * The one command path: every surface (the desktop app's IPC, browser mode's HTTP, the CLI, the
 * tests) hands a command's name and input to `dispatch`, which refuses a command the hand that
 * sends it may not run (the director's by default; a station's, from the stations' listener),
 * checks the input against the command's schema, runs its handler in one transaction (a refusal
 * or any exception rolls it all back) and answers one envelope: the result, or the refusal.
 * Commands take turns (turns.ts): the transaction and the work on the file after it run for one
 * command at a time.
 */
import type { z } from 'zod';
import type { CommandName, Output } from '../../contract/commands.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { type Refusal, Refused, refusal } from '../../contract/refusals.ts';
import { DIRECTOR, type Hand } from '../../contract/roles.ts';
import type { TournamentFile } from '../../store/tournament-file.ts';
import { formatPath, inputIssues } from '../inputs/input-issues.ts';
import type { Command, CommandTarget } from './command.ts';
import { allowedFor, isCommandName, opensFile, switchesFile } from './command-facts.ts';
import { CommandContext, shownTo } from './context.ts';
import type { DirectoryLocation } from './directory-access.ts';
import type { LiveHost } from './live-host.ts';
import { type CommandFile, refusalOf } from './refusal-of.ts';
import { registry } from './registry.ts';
import { Session } from './session.ts';
import type { StationsHost } from './stations-host.ts';
import { Turns } from './turns.ts';

/** Any command of the registry, its types erased: `dispatch` runs them all alike. */
type AnyCommand = Command<z.ZodType, unknown, unknown, unknown>;

export interface ServiceOptions {
  /** The clock (tests fix it). */
  clock?: () => Date;
  /** The data folder holding the directory of players and the recent files; by default the app's (see data-folder.ts). */
  dataFolder?: DirectoryLocation;
  /**
   * Whether the files this service opens join the data folder's recent files (recent-files.ts):
   * the director's windows, the desktop app and browser mode. Not the CLI, which opens its file at
   * every call (a script run over many files would push the director's tournaments out of the
   * list), nor tests and benchmarks.
   */
  remembersFiles?: boolean;
  /**
   * Where a tournament file named without a folder goes: the desktop app's « Tournois Sclassic »
   * in the director's documents; by default the working folder (browser mode, the CLI).
   */
  tournamentsFolder?: () => string;
  /**
   * The service runs a command or two and closes (the CLI): its file is never turned to the
   * write-ahead log (write-ahead.ts), whose switch and fold back at close would cost more fsyncs
   * than the log saves on one change.
   */
  shortLived?: boolean;
  /** Told of every fault of the program (not a refusal), for the log of the process. */
  onFault?: (error: unknown, command: string) => void;
  /** The live results' listener of this process, made once the service exists (it reads through it). */
  live?: (service: Service) => LiveHost;
  /** The arbiters' stations' listener of this process, made once the service exists (it sends their commands through it). */
  stations?: (service: Service) => StationsHost;
}

/** Told after a command changed the open file or which file is open. */
export type ChangeListener = (command: CommandName) => void;

export interface Service {
  /**
   * Runs one command sent by `hand` (the director's by default); a name the registry does not
   * know, or a command the hand's role may not run, is refused, never run. `holds`, for a hand
   * on the venue's network (an arbiters' station, a table's phone), is asked when the command's
   * turn comes: a command that waited behind others while its station was revoked, or while the
   * director opened another tournament (which turns the stations off), is refused `station-out`
   * then, nothing run.
   */
  dispatch<C extends CommandName>(
    command: C,
    input: unknown,
    hand?: Hand,
    holds?: () => boolean,
  ): Promise<Envelope<Output<C>>>;
  dispatch(command: string, input: unknown, hand?: Hand, holds?: () => boolean): Promise<Envelope<unknown>>;
  /** The tournament file open now, if any: for the process that owns it (its checks, its tests). */
  readonly openFile: TournamentFile | null;
  /** Calls `listener` after each command that wrote, opened or closed a file; returns how to stop. */
  onChange(listener: ChangeListener): () => void;
  /** Closes the open tournament, the directory and the live results. */
  close(): void;
}

/**
 * A command the hand's role may not run, refused before anything runs (its input not even read).
 * The director runs every command (command.ts holds each declaration to it).
 */
function notAllowed(name: CommandName, hand: Hand): Refusal | null {
  if (hand.role === 'director' || allowedFor(hand.role, name)) return null;
  return refusal('not-allowed', { role: hand.role });
}

/** Runs `work` in the transaction of the file the command targets, when that file is open. */
function inTransaction<T>(target: CommandTarget, session: Session, work: () => T): T {
  if (target === 'tournament' && session.isOpen) return session.store.transaction(work);
  if (target === 'directory') return session.directory.open().transaction(work);
  return work();
}

/** The file the command worked on, if any: a failure of the disk under it names it. */
function commandFile(target: CommandTarget, session: Session): CommandFile | null {
  if (target === 'directory') return { path: session.directory.path, directory: true };
  const open = session.file;
  return target === 'tournament' && open !== null ? { path: open.path, directory: false } : null;
}

export function createService(options: ServiceOptions = {}): Service {
  const session = new Session(
    options.clock ?? (() => new Date()),
    options.dataFolder,
    options.tournamentsFolder,
    options.remembersFiles,
  );
  const listeners = new Set<ChangeListener>();
  const turns = new Turns();

  /** A listener's fault is its own: the command is done and its answer goes back as it is. */
  function changed(name: CommandName): void {
    // The screens waiting on the proposals look again: the change may have settled some.
    session.proposals.wake();
    for (const listener of listeners) {
      try {
        listener(name);
      } catch (error) {
        options.onFault?.(error, name);
      }
    }
  }

  /** The command's run and its work on the file, in one turn of the session (turns.ts). */
  async function inTurn(
    name: CommandName,
    spec: AnyCommand,
    input: unknown,
    prepared: unknown,
    hand: Hand,
    holds: (() => boolean) | undefined,
  ) {
    // Checked in the turn, not before it: the turns before may have put the station out.
    if (holds !== undefined && !holds()) return { refusal: refusal('station-out', {}) };
    const kept = session.readings.mark();
    let committed = false;
    try {
      const now = session.clock();
      const result = inTransaction(spec.target, session, () =>
        spec.run(new CommandContext(session, now, hand), input, prepared),
      );
      committed = spec.writes || switchesFile(name);
      // After its first change, a file takes the next ones through its write-ahead log
      // (write-ahead.ts): a file only opened, read, or refused a change keeps every byte.
      if (spec.writes && spec.target === 'tournament' && options.shortLived !== true) session.file?.writeAhead?.begin();
      // The file opened, created or imported (its answer's path, as the service found or made it).
      if (opensFile(name)) session.recent.opened((result as { path: string }).path);
      return {
        result:
          spec.finish === undefined ? result : await spec.finish(result, { file: session.file, now, hand }, input),
      };
    } catch (error) {
      // Facts read inside a transaction rolled back name a revision the file never had: a refusal
      // goes back to those read before it (the file is as they say); any other failure, or a
      // command that may have closed the file they were read from, drops them.
      if (error instanceof Refused && !switchesFile(name)) session.readings.rollBack(kept);
      else session.readings.forget();
      return { refusal: failure(error, name, spec, hand) };
    } finally {
      // Whatever `finish` did (a backup that failed), what the transaction committed stays.
      if (committed) {
        changed(name);
        setImmediate(readAhead);
      }
    }
  }

  /**
   * The standings of the file as a write left it, built once the write's answer has gone and
   * before anyone asks: every screen asks them right after a result (Classement, the projection,
   * the phones' pages), and the first to ask would wait for them. A read like any other, in a
   * turn, and only when no command waits for one: a burst of results is not slowed by it; a
   * command that arrives while they are built waits for them as behind any read (a millisecond
   * or two at 300 players). Its answer goes nowhere; the standings are kept for the reading
   * (views/views.ts).
   */
  function readAhead(): void {
    if (turns.idle && session.isOpen) void dispatch('standings', {});
  }

  /**
   * A command's failure as its refusal, said to the hand as it may see the disk (`shownTo`); a
   * fault of the program is also told to `onFault`, whole.
   */
  function failure(error: unknown, name: CommandName, spec: AnyCommand, hand: Hand) {
    const answer = refusalOf(error, commandFile(spec.target, session), shownTo(hand, session.file?.path ?? null));
    if (answer.code === 'internal') options.onFault?.(error, name);
    return answer;
  }

  async function dispatch(
    name: string,
    input: unknown,
    hand: Hand = DIRECTOR,
    holds?: () => boolean,
  ): Promise<Envelope<unknown>> {
    if (!isCommandName(name)) return { refusal: refusal('unknown-command', { command: name }) };
    const refused = notAllowed(name, hand);
    if (refused !== null) return { refusal: refused };
    // Each entry's types are checked where the registry declares it; here any command will do.
    const spec = registry[name] as unknown as AnyCommand;
    const raw = input ?? {};
    const parsed = spec.input.safeParse(raw);
    if (!parsed.success) {
      const issues = inputIssues(parsed.error, raw);
      const first = issues[0];
      return {
        refusal: refusal('invalid-input', { issues }, first === undefined ? null : formatPath(first.path) || null),
      };
    }
    try {
      const prepared = spec.prepare === undefined ? undefined : await spec.prepare(parsed.data);
      const answer = await turns.take(() => inTurn(name, spec, parsed.data, prepared, hand, holds));
      if ('refusal' in answer) return answer;
      if (spec.afterTurn === undefined) return { result: answer.result ?? null };
      return { result: (await spec.afterTurn(answer.result, parsed.data)) ?? null };
    } catch (error) {
      return { refusal: failure(error, name, spec, hand) };
    }
  }

  const service: Service = {
    dispatch: dispatch as Service['dispatch'],
    get openFile() {
      return session.file;
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => session.close(),
  };
  session.live = options.live?.(service) ?? null;
  session.stations = options.stations?.(service) ?? null;
  return service;
}

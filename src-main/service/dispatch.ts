/**
 * The one command path: every surface (the desktop app's IPC, browser mode's HTTP, the CLI, the
 * tests) hands a command's name and input to `dispatch`, which checks the input against the
 * command's schema, runs its handler in one transaction (a refusal or any exception rolls it all
 * back) and answers one envelope: the result, or the refusal.
 */
import type { CommandName, Output } from '../contract/commands.ts';
import type { Envelope } from '../contract/envelope.ts';
import { refusal } from '../contract/refusals.ts';
import type { TournamentFile } from '../store/tournament-file.ts';
import type { Command, CommandTarget } from './command.ts';
import { CommandContext } from './context.ts';
import type { DirectoryLocation } from './directory-access.ts';
import { formatPath, inputIssues } from './input-issues.ts';
import type { LiveHost } from './live-host.ts';
import { type CommandFile, refusalOf } from './refusal-of.ts';
import { registry } from './registry.ts';
import { Session } from './session.ts';

export interface ServiceOptions {
  /** The clock (tests fix it). */
  clock?: () => Date;
  /** The data folder holding the directory of players; by default the app's (see data-folder.ts). */
  dataFolder?: DirectoryLocation;
  /**
   * Where a tournament file named without a folder goes: the desktop app's « Tournois Sclassic »
   * in the director's documents; by default the working folder (browser mode, the CLI).
   */
  tournamentsFolder?: () => string;
  /** Told of every fault of the program (not a refusal), for the log of the process. */
  onFault?: (error: unknown, command: string) => void;
  /** The live results' listener of this process, made once the service exists (it reads through it). */
  live?: (service: Service) => LiveHost;
}

/** Told after a command changed the open file or which file is open. */
export type ChangeListener = (command: CommandName) => void;

export interface Service {
  /** Runs one command; a name the registry does not know is refused, never run. */
  dispatch<C extends CommandName>(command: C, input: unknown): Promise<Envelope<Output<C>>>;
  dispatch(command: string, input: unknown): Promise<Envelope<unknown>>;
  /** The tournament file open now, if any: for the process that owns it (its checks, its tests). */
  readonly openFile: TournamentFile | null;
  /** Calls `listener` after each command that wrote, opened or closed a file; returns how to stop. */
  onChange(listener: ChangeListener): () => void;
  /** Closes the open tournament, the directory and the live results. */
  close(): void;
}

/** Commands that write nothing but change which tournament is open. */
const SWITCHES_FILE: ReadonlySet<CommandName> = new Set(['openTournament', 'closeTournament']);

export const isCommandName = (name: unknown): name is CommandName =>
  typeof name === 'string' && Object.hasOwn(registry, name);

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
  const session = new Session(options.clock ?? (() => new Date()), options.dataFolder, options.tournamentsFolder);
  const listeners = new Set<ChangeListener>();

  /** A listener's fault is its own: the command is done and its answer goes back as it is. */
  function changed(name: CommandName): void {
    for (const listener of listeners) {
      try {
        listener(name);
      } catch (error) {
        options.onFault?.(error, name);
      }
    }
  }

  async function dispatch(name: string, input: unknown): Promise<Envelope<unknown>> {
    if (!isCommandName(name)) return { refusal: refusal('unknown-command', { command: name }) };
    // Each entry's types are checked where the registry declares it; here any command will do.
    const spec = registry[name] as unknown as Command<
      (typeof registry)[CommandName]['input'],
      unknown,
      unknown,
      unknown
    >;
    const raw = input ?? {};
    const parsed = spec.input.safeParse(raw);
    if (!parsed.success) {
      const issues = inputIssues(parsed.error, raw);
      const first = issues[0];
      return {
        refusal: refusal('invalid-input', { issues }, first === undefined ? null : formatPath(first.path) || null),
      };
    }
    let committed = false;
    try {
      const prepared = spec.prepare === undefined ? undefined : await spec.prepare(parsed.data);
      const now = session.clock();
      const result = inTransaction(spec.target, session, () =>
        spec.run(new CommandContext(session, now), parsed.data, prepared),
      );
      committed = spec.writes || SWITCHES_FILE.has(name);
      const output =
        spec.finish === undefined ? result : await spec.finish(result, { file: session.file, now }, parsed.data);
      return { result: output ?? null };
    } catch (error) {
      // Facts read inside a transaction rolled back name a revision the file never had.
      session.readings.forget();
      const answer = refusalOf(error, commandFile(spec.target, session));
      if (answer.code === 'internal') options.onFault?.(error, name);
      return { refusal: answer };
    } finally {
      // Whatever `finish` did (a backup that failed), what the transaction committed stays.
      if (committed) changed(name);
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
  return service;
}

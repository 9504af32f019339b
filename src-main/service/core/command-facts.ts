/**
 * What each command is, as the surfaces and the processes around the service need to know it,
 * read from its one declaration in the registry: never a list of names kept elsewhere, which a
 * new command would silently escape.
 */
import type { CommandName } from '../../contract/commands.ts';
import type { Role } from '../../contract/roles.ts';
import type { FileSwitch, PathUse } from './command.ts';
import { registry } from './registry.ts';

interface Declared {
  writes: boolean;
  roles?: readonly Role[];
  path?: PathUse;
  switches?: FileSwitch;
  live?: true;
}

const declared = (name: CommandName): Declared => registry[name];

const NAMES = Object.keys(registry) as CommandName[];

export const isCommandName = (name: unknown): name is CommandName =>
  typeof name === 'string' && Object.hasOwn(registry, name);

/** Every command's name, in the registry's order. */
export const commandNames = (): readonly CommandName[] => NAMES;

/** The path a command's input names and what it does there; undefined when it takes none. */
export const pathUseOf = (name: CommandName): PathUse | undefined => declared(name).path;

/** Whether, after it, another tournament is open (or none): the file opened, created or imported, or closed. */
export const switchesFile = (name: CommandName): boolean => declared(name).switches !== undefined;

/** Whether it makes a tournament the open one (its answer's `path` is that file). */
export const opensFile = (name: CommandName): boolean => declared(name).switches === 'opens';

/** The roles a command declares, the director's alone when it declares none. */
const DIRECTOR_ONLY: readonly Role[] = ['director'];

/** Whether a hand of this role may run it: `dispatch` refuses it to any other before anything runs. */
export const allowedFor = (role: Role, name: CommandName): boolean =>
  (declared(name).roles ?? DIRECTOR_ONLY).includes(role);

/** Whether the live results' listener may run it. */
export const reachesLive = (name: CommandName): boolean => declared(name).live === true;

/** Whether it changes no fact of the open tournament and keeps it open (a copy of it may be written elsewhere). */
export const readsOnly = (name: CommandName): boolean => !declared(name).writes && !switchesFile(name);

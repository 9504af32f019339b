/**
 * Where a tournament file named in a command is: a name or a relative path is taken in the
 * service's tournaments folder (the desktop app's « Tournois Sclassic » in the director's
 * documents; the folder browser mode or the CLI was started from), never in the program's own
 * folder; a file to create always ends in `.sclassic`, and a file to open may be named without it.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

export const EXTENSION = '.sclassic';

const hasExtension = (path: string) => path.toLowerCase().endsWith(EXTENSION);

/** The file a new tournament is created as: in `folder` unless absolute, with its extension. */
export function fileToCreate(given: string, folder: string): string {
  const path = isAbsolute(given) ? given : resolve(folder, given);
  return hasExtension(path) ? path : `${path}${EXTENSION}`;
}

/** The file to open: in `folder` unless absolute; « Open de Mons » opens « Open de Mons.sclassic ». */
export function fileToOpen(given: string, folder: string, exists: (path: string) => boolean = existsSync): string {
  const path = isAbsolute(given) ? given : resolve(folder, given);
  return !hasExtension(path) && !exists(path) && exists(`${path}${EXTENSION}`) ? `${path}${EXTENSION}` : path;
}

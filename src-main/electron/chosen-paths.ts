/**
 * Which paths the page may hand to the service. The desktop app does not trust its page with the
 * file system: were it ever compromised, a command that takes a path (createTournament,
 * importDocument, saveCopy, openTournament, which may migrate the file it opens) could create or
 * write any file the director may. So, in the desktop app, these commands (each declares its path
 * in the registry: `path: 'open' | 'write'`) accept only a path the
 * director chose in a native dialog of this session (`choose`, behind the bridge's
 * `choosePath`), or, to open, one of the app's recent files, or a tournament's name alone (the
 * service finds or makes it in the tournaments folder, never elsewhere); anything else is refused
 * (`path-not-chosen`) before it reaches the service. Printed documents and exports leave the page
 * as downloads, whose place is also chosen in a native dialog (downloads.ts).
 *
 * The check lives here, in the Electron layer, not in the service: the CLI takes its paths from
 * the director's own command line, and browser mode serves one director on 127.0.0.1 behind its
 * secret, neither with dialogs to choose from.
 */
import { resolve } from 'node:path';
import type * as Electron from 'electron';
import type { PathPurpose } from '../contract/commands.ts';
import type { PathUse } from '../service/core/command.ts';
import { isCommandName, opensFile, pathUseOf } from '../service/core/command-facts.ts';

/** What a choice allows: opening a file, or writing a new one (as the registry says each command uses its path). */
type Grant = PathUse;

const GRANT_OF: Record<PathPurpose, Grant> = { open: 'open', create: 'write', copy: 'write' };

/** The choice a command's path needs, as its registry entry declares it; undefined when it takes none. */
const needs = (command: string): Grant | undefined => (isCommandName(command) ? pathUseOf(command) : undefined);

const FILTERS = [{ name: 'Tournoi Sclassic', extensions: ['sclassic'] }];

type FileDialog = Pick<Electron.Dialog, 'showOpenDialog' | 'showSaveDialog'>;

/**
 * A tournament file the director chooses in a native dialog (to open, to create, or for a copy);
 * null when the dialog is cancelled. The page's « Choisir… » (through `choose`, which records the
 * choice) and the menu's Ouvrir and Enregistrer une copie ask with it.
 */
export async function askForTournamentFile(
  dialog: FileDialog,
  purpose: PathPurpose,
  suggested?: string,
): Promise<string | null> {
  let path: string | undefined;
  if (purpose === 'open') {
    const chosen = await dialog.showOpenDialog({
      title: 'Ouvrir un tournoi',
      filters: FILTERS,
      properties: ['openFile'],
    });
    path = chosen.canceled ? undefined : chosen.filePaths[0];
  } else {
    const chosen = await dialog.showSaveDialog({
      title: purpose === 'create' ? 'Créer le fichier du tournoi' : 'Enregistrer une copie',
      filters: FILTERS,
      ...(suggested === undefined ? {} : { defaultPath: suggested }),
    });
    path = chosen.canceled ? undefined : chosen.filePath;
  }
  return path === undefined || path === '' ? null : path;
}

/** A file name with no folder in it: the service puts it in the director's tournaments folder. */
const isBareName = (path: string) => !/[\\/:]/.test(path) && path.trim() !== '.' && path.trim() !== '..';

export class ChosenPaths {
  readonly #chosen = new Map<string, Set<Grant>>();
  /** The service's recent files (service/core/recent-files.ts), asked only when no choice allows a path. */
  readonly #recent: () => Promise<readonly string[]>;

  constructor(recent: () => Promise<readonly string[]>) {
    this.#recent = recent;
  }

  /** Records a path the director chose in a native dialog, for what the dialog was for. */
  grant(path: string, purpose: PathPurpose): void {
    const key = resolve(path);
    const grants = this.#chosen.get(key) ?? new Set<Grant>();
    grants.add(GRANT_OF[purpose]);
    this.#chosen.set(key, grants);
  }

  /** Whether the page may run this command with this input: it names no path, or one chosen for it. */
  async allows(command: string, input: unknown): Promise<boolean> {
    const grant = needs(command);
    if (grant === undefined) return true;
    const path = (input as { path?: unknown } | null)?.path;
    // The service's schema refuses a missing or malformed path in its own words.
    if (typeof path !== 'string' || path.trim() === '') return true;
    // A name alone is a tournament in the tournaments folder, which the service resolves itself
    // for a command that opens one (a copy is never put there by itself).
    if (isCommandName(command) && opensFile(command) && isBareName(path)) return true;
    const key = resolve(path);
    if (this.#chosen.get(key)?.has(grant)) return true;
    return grant === 'open' && (await this.#recent()).some((recent) => resolve(recent) === key);
  }

  /**
   * Asks the director for a file in a native dialog (to open, to create, or for a copy), and
   * records the choice; null when the dialog is cancelled.
   */
  async choose(dialog: FileDialog, purpose: PathPurpose, suggested?: string): Promise<string | null> {
    const path = await askForTournamentFile(dialog, purpose, suggested);
    if (path !== null) this.grant(path, purpose);
    return path;
  }
}

/**
 * The tournaments opened lately, kept in the data folder beside the directory of players: one
 * list for Accueil, the desktop app's menu and the paths its page may open without a dialog
 * (electron/chosen-paths.ts). The service adds a file each time a command opens one (opening,
 * creating, importing: `switches: 'opens'` in the registry), when the process that owns it asks
 * it to remember them (the director's windows).
 *
 * A convenience, not a record: a list that cannot be read is an empty one, and one that cannot be
 * written is left as it was — the tournament is open either way, and nothing the director typed
 * is in it.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathKind, readOrdinaryFile, writeDocument } from '../../store/safe-files.ts';
import type { DirectoryLocation } from './directory-access.ts';

/** The list's file in the data folder. */
export const RECENT_FILES_NAME = 'recent-files.json';

/** How many files the list keeps, most recent first. */
export const RECENT_FILES_KEPT = 10;

/** More than the list ever holds: a file past it is not the list's. */
const LIST_BYTES = 64 * 1024;

export class RecentFiles {
  readonly #location: DirectoryLocation;
  readonly #remembers: boolean;

  /** `remembers`: whether the files opened join the list (otherwise it is only read). */
  constructor(location: DirectoryLocation, remembers: boolean) {
    this.#location = location;
    this.#remembers = remembers;
  }

  get path(): string {
    return join(typeof this.#location === 'string' ? this.#location : this.#location(), RECENT_FILES_NAME);
  }

  /** The files still there, most recent first; one moved or deleted is left out, not forgotten (a key unplugged). */
  shown(): string[] {
    return this.#read().filter((path) => {
      try {
        return pathKind(path) === 'file';
      } catch {
        return false;
      }
    });
  }

  /** `path` was opened: first of the list, which keeps `RECENT_FILES_KEPT` files. */
  opened(path: string): void {
    if (!this.#remembers) return;
    const files = [path, ...this.#read().filter((p) => p !== path)].slice(0, RECENT_FILES_KEPT);
    try {
      mkdirSync(dirname(this.path), { recursive: true });
      writeDocument(this.path, `${JSON.stringify({ files }, null, 2)}\n`);
    } catch {
      // A data folder that cannot be written keeps the list as it was: see the module's comment.
    }
  }

  /** The list as kept, whatever is on the disk now; empty when there is none or it is not one. */
  #read(): string[] {
    try {
      const kept = JSON.parse(readOrdinaryFile(this.path, LIST_BYTES).toString('utf8')) as { files?: unknown };
      const files = Array.isArray(kept.files) ? kept.files : [];
      return files.filter((p): p is string => typeof p === 'string' && p !== '').slice(0, RECENT_FILES_KEPT);
    } catch {
      return [];
    }
  }
}

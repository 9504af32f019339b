/** Where the directory of players lives, opened on first use: a service that never needs it never touches the disk. */
import { join } from 'node:path';
import { refuse } from '../../contract/refusals.ts';
import { defaultDataFolder } from '../../directory/data-folder.ts';
import { DIRECTORY_FILE_NAME } from '../../store/directory-file.ts';
import { PlayerDirectory } from '../../store/player-directory.ts';
import { StoreError } from '../../store/store-error.ts';

/** Where the directory lives: a data folder, or a function giving it when first needed. */
export type DirectoryLocation = string | (() => string);

export class DirectoryAccess {
  private readonly location: DirectoryLocation;
  private directory: PlayerDirectory | null = null;

  constructor(location: DirectoryLocation = defaultDataFolder) {
    this.location = location;
  }

  get path(): string {
    return join(typeof this.location === 'string' ? this.location : this.location(), DIRECTORY_FILE_NAME);
  }

  /** The directory, or a refusal saying why its file cannot be used (and that it was left alone). */
  open(): PlayerDirectory {
    if (this.directory === null) {
      try {
        this.directory = PlayerDirectory.open(this.path);
      } catch (error) {
        if (error instanceof StoreError) refuse('directory-unusable', { path: this.path, problem: error.problem });
        throw error;
      }
    }
    return this.directory;
  }

  /** The directory if it is open now: its transaction is the command's. */
  get current(): PlayerDirectory | null {
    return this.directory;
  }

  close(): void {
    this.directory?.close();
    this.directory = null;
  }
}

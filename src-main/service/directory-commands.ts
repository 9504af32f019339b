/**
 * The directory of players as the service offers it: importing a federation rating list,
 * searching while a name is typed, and what the directory holds. None needs a tournament open.
 */
import { join } from 'node:path';
import { defaultDataFolder } from '../directory/data-folder.ts';
import { localDate } from '../directory/list-date.ts';
import { mergeList } from '../directory/list-merge.ts';
import { directoryErrorFr } from '../i18n/directory-fr.ts';
import { missingColumnsFr } from '../i18n/player-file-fr.ts';
import { PlayerFileError, readPlayerFile } from '../import/player-file.ts';
import type { TextEncoding } from '../import/sheet-text.ts';
import { DIRECTORY_FILE_NAME } from '../store/directory-file.ts';
import { type DirectoryEntry, type DirectoryInfo, PlayerDirectory } from '../store/player-directory.ts';
import { StoreError } from '../store/store-error.ts';
import type { ParsedInput } from './schemas.ts';
import { ServiceError } from './service-error.ts';

export interface DirectoryImportReport {
  fileName: string;
  listDate: string;
  /** How the file was read: its format and, for text, its encoding. */
  format: 'csv' | 'xlsx';
  encoding: TextEncoding | null;
  /** The players read from the file. */
  read: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Known from a newer list, left as they were. */
  keptNewer: number;
  /** Rows left out, with why (the row's line in the file when known). */
  rejected: Array<{ line: number | null; reason: string }>;
  /** The entries in the directory afterwards. */
  entries: number;
}

/** Where the directory lives: a data folder, or a function giving it when first needed. */
export type DirectoryLocation = string | (() => string);

/** Opens the directory on first use, so a service that never needs it never touches the disk. */
export class DirectoryAccess {
  private readonly location: DirectoryLocation;
  private directory: PlayerDirectory | null = null;

  constructor(location: DirectoryLocation = defaultDataFolder) {
    this.location = location;
  }

  get path(): string {
    return join(typeof this.location === 'string' ? this.location : this.location(), DIRECTORY_FILE_NAME);
  }

  open(): PlayerDirectory {
    if (this.directory === null) {
      try {
        this.directory = PlayerDirectory.open(this.path);
      } catch (error) {
        if (error instanceof StoreError) throw new ServiceError(error.code, directoryErrorFr(error));
        throw error;
      }
    }
    return this.directory;
  }

  close(): void {
    this.directory?.close();
    this.directory = null;
  }
}

export async function importList(
  access: DirectoryAccess,
  input: ParsedInput<'directoryImport'>,
  now: Date,
): Promise<DirectoryImportReport> {
  const today = localDate(now);
  const listDate = input.listDate ?? today;
  if (listDate > today) {
    throw new ServiceError(
      'future-list',
      `La liste ne peut pas être datée du ${listDate}, après aujourd'hui (${today}) : elle passerait pour plus récente que les suivantes.`,
      'listDate',
    );
  }
  let read: Awaited<ReturnType<typeof readPlayerFile>>;
  try {
    read = await readPlayerFile(input.fileName, input.bytes, input.roles === undefined ? {} : { roles: input.roles });
  } catch (error) {
    // The reader says itself what the file is (empty, an old Excel workbook…).
    const why =
      error instanceof PlayerFileError
        ? error.message
        : `« ${input.fileName} » n'a pas pu être lu comme une liste de joueurs (${(error as Error).message}).`;
    throw new ServiceError('unreadable', `${why} Le répertoire n'a pas changé.`, 'bytes');
  }
  if (read.missing.length > 0) {
    throw new ServiceError(
      'missing-columns',
      `${missingColumnsFr(input.fileName, read.header, read.missing)} Le répertoire n'a pas changé.`,
      'roles',
    );
  }
  if (read.players.length === 0) {
    throw new ServiceError(
      'nothing-to-import',
      `Aucun joueur lisible dans « ${input.fileName} » : ${read.rejected.map((r) => `ligne ${r.line}, ${r.reason}`).join(' ; ')}. Le répertoire n'a pas changé.`,
      'bytes',
    );
  }
  const directory = access.open();
  const lines = read.entries.map(({ line, player }) => ({ ...player, line }));
  const counts = directory.importList(
    {
      fileName: input.fileName,
      listDate,
      importedAt: now.toISOString(),
    },
    (target) => mergeList(lines, listDate, target),
  );
  return {
    fileName: input.fileName,
    listDate,
    format: read.format,
    encoding: read.encoding,
    read: read.players.length,
    added: counts.added,
    updated: counts.updated,
    unchanged: counts.unchanged,
    keptNewer: counts.keptNewer,
    // In the order of the file: the rows the reader could not read and those the merge refused.
    rejected: [...read.rejected, ...counts.rejected].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity)),
    entries: directory.info().entries,
  };
}

export const DEFAULT_SEARCH_LIMIT = 10;

export function searchDirectory(access: DirectoryAccess, input: ParsedInput<'directorySearch'>): DirectoryEntry[] {
  if (input.text === '') return [];
  return access.open().search(input.text, input.limit ?? DEFAULT_SEARCH_LIMIT);
}

export function directoryInfo(access: DirectoryAccess): DirectoryInfo {
  return access.open().info();
}

/**
 * The directory of players: a federation rating list imported, searched as a name is typed, what
 * it holds; and the registrations of the open tournament brought up to date from it.
 */

import { localDate } from '../../contract/helpers.ts';
import { refuse } from '../../contract/refusals.ts';
import type {
  DirectoryEntry,
  DirectoryImportReport,
  DirectoryInfo,
  RefreshReport,
} from '../../contract/views/directory.ts';
import { mergeList } from '../../directory/list-merge.ts';
import { PlayerFileError, type ReadPlayers, readPlayerFile } from '../../import/player-file.ts';
import type { PlayerRow } from '../../store/tournament-store.ts';
import { lockedRatingChanges, refreshProposal } from '../adapters/directory-refresh.ts';
import type { CommandContext } from '../core/context.ts';
import type { directoryImportInput, directoryRefreshInput, directorySearchInput, In } from '../inputs/inputs.ts';

export const DEFAULT_SEARCH_LIMIT = 10;

/** Reads the list, outside any transaction. */
export async function readList(input: In<typeof directoryImportInput>): Promise<ReadPlayers> {
  try {
    return await readPlayerFile(input.fileName, input.bytes, input.roles === undefined ? {} : { roles: input.roles });
  } catch (error) {
    // The reader says itself what the file is (empty, an old Excel workbook…).
    const problem =
      error instanceof PlayerFileError
        ? error.problem
        : { reason: 'unknown' as const, detail: (error as Error).message };
    return refuse('unreadable-file', { fileName: input.fileName, problem, directory: true }, 'bytes');
  }
}

/** Merges the list read into the directory, in the directory's transaction. */
export function importList(
  context: CommandContext,
  input: In<typeof directoryImportInput>,
  read: ReadPlayers,
): DirectoryImportReport {
  const today = localDate(context.now);
  const listDate = input.listDate ?? today;
  if (listDate > today) refuse('future-list', { listDate, today }, 'listDate');
  if (read.missing.length > 0)
    refuse(
      'missing-columns',
      { fileName: input.fileName, header: read.header, missing: read.missing, directory: true },
      'roles',
    );
  if (read.players.length === 0)
    refuse('nothing-to-import', { fileName: input.fileName, rejected: read.rejected }, 'bytes');
  const { directory } = context;
  const lines = read.entries.map(({ line, player }) => ({ ...player, line }));
  const counts = directory.importList(
    { fileName: input.fileName, listDate, importedAt: context.now.toISOString() },
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

export function directorySearch(context: CommandContext, input: In<typeof directorySearchInput>): DirectoryEntry[] {
  if (input.text === '') return [];
  return context.directory.search(input.text, input.limit ?? DEFAULT_SEARCH_LIMIT);
}

export function directoryInfo(context: CommandContext): DirectoryInfo {
  return context.directory.info();
}

/** What the directory of players would change in the registrations (see directory-refresh.ts), written nowhere. */
export function previewDirectoryRefresh(
  context: CommandContext,
  input: In<typeof directoryRefreshInput>,
): RefreshReport {
  const { facts, directory } = context;
  return refreshProposal(facts, (p) => directory.candidates(p), input.keepRatings ?? false);
}

/**
 * The registrations brought up to date from the directory of players: the changes
 * `previewDirectoryRefresh` proposes, written as one undoable change (none when nothing differs).
 */
export function refreshFromDirectory(context: CommandContext, input: In<typeof directoryRefreshInput>): RefreshReport {
  const { facts } = context;
  const report = previewDirectoryRefresh(context, input);
  if (report.changes.length === 0) return report;
  const locked = lockedRatingChanges(report);
  if (locked.length > 0) refuse('ratings-locked', { names: locked.map((c) => c.player.name) }, 'keepRatings');
  const n = report.changes.length;
  context.change(
    'refresh-from-directory',
    `Mise à jour de ${n} ${n === 1 ? 'joueur' : 'joueurs'} depuis le répertoire`,
    (w) => {
      for (const change of report.changes) {
        const player = facts.players.find((p) => p.id === change.player.id) as PlayerRow;
        w.putPlayer({ ...player, ...change.to });
      }
    },
  );
  return { ...report, applied: true };
}

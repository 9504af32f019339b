/**
 * What the service answers for a players file read before import: how it was read, the raw
 * header and first rows for a preview, each column's role, the players ready to import (each in
 * addPlayer's shape, duplicates flagged) and the rows set aside with their reason.
 */
import { type DuplicateOf, flagDuplicates } from '../import/duplicates.ts';
import { type PlayerLine, type ReadPlayers, type RejectedRow, rejectionFr } from '../import/player-file.ts';
import { inputs } from './schemas.ts';

export interface PlayerFileView
  extends Pick<
    ReadPlayers,
    | 'format'
    | 'encoding'
    | 'separator'
    | 'hasHeader'
    | 'header'
    | 'columns'
    | 'roles'
    | 'missing'
    | 'preview'
    | 'rowCount'
    | 'rejected'
  > {
  fileName: string;
  players: Array<{ line: number; player: PlayerLine; duplicateOf: DuplicateOf | null }>;
}

export function playerFileView(
  fileName: string,
  read: ReadPlayers,
  registered: ReadonlyArray<{ name: string; licence: string }>,
): PlayerFileView {
  const rejected: RejectedRow[] = [...read.rejected];
  const entries: ReadPlayers['entries'] = [];
  for (const entry of read.entries) {
    // Checked as addPlayer checks it, so importPlayers refuses none of the rows offered (a club
    // of 200 characters would otherwise refuse the whole import).
    const checked = inputs.addPlayer.safeParse(entry.player);
    if (checked.success) {
      entries.push(entry);
      continue;
    }
    // The schema's messages name their field ("club : 80 caractères au plus").
    const value = checked.error.issues[0]?.message ?? 'illisible';
    const row = { line: entry.line, code: 'invalid' as const, name: entry.player.name, value };
    rejected.push({ ...row, reason: rejectionFr(row) });
  }
  rejected.sort((a, b) => a.line - b.line);
  const { entries: _entries, players: _players, rejected: _rejected, ...how } = read;
  return { fileName, ...how, players: flagDuplicates(entries, registered), rejected };
}

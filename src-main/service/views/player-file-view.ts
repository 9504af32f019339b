/**
 * What the service answers for a players file read before import: how it was read, the raw
 * header and first rows for a preview, each column's role, the players ready to import (each in
 * addPlayer's shape, duplicates flagged) and the rows set aside with their reason.
 */
import type { PlayerFileView, RejectedRow } from '../../contract/views/player-file.ts';
import { flagDuplicates } from '../../import/duplicates.ts';
import type { ReadPlayers } from '../../import/player-file.ts';
import { inputIssues } from '../inputs/input-issues.ts';
import { addPlayerInput } from '../inputs/inputs.ts';

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
    const checked = addPlayerInput.safeParse(entry.player);
    if (checked.success) {
      entries.push(entry);
      continue;
    }
    const issue = inputIssues(checked.error, entry.player)[0] ?? null;
    rejected.push({ line: entry.line, code: 'invalid', params: { name: entry.player.name, issue } });
  }
  rejected.sort((a, b) => a.line - b.line);
  const { entries: _entries, players: _players, rejected: _rejected, ...how } = read;
  return { fileName, ...how, players: flagDuplicates(entries, registered), rejected };
}

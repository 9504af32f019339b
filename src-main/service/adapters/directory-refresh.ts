/**
 * A tournament's registrations brought up to date from the directory of players: once a newer
 * federation list is imported, the players registered from an older one (or typed by hand) take
 * its ratings, clubs… Each player is matched as a list's line is (licence, else folded name);
 * a name two entries share is left alone. A proposal first; `apply` writes it as one change.
 *
 * Once round 1 is paired, a paired player's rating is locked (it made the initial ranking and the
 * pairings, as `editPlayer` says): applying then is refused while a rating would change, unless
 * `keepRatings` leaves the ratings out and completes the rest (club, licence, type, category,
 * birth year). A late entrant not yet paired may still take a new rating.
 */
import type { DirectoryEntry, RefreshedValues, RefreshReport } from '../../contract/views/directory.ts';
import { REFRESHED_FIELDS } from '../../contract/views/directory.ts';
import type { PlayerRow } from '../../store/tournament-store.ts';
import type { Facts } from './facts-document.ts';

/** A player's rating is locked once they have been paired (a late entrant's is not yet). */
export const ratingLocked = (facts: Facts, player: PlayerRow) =>
  facts.rounds.length > 0 && player.firstRound <= facts.rounds.length;

/**
 * What the entry would change. An empty field of the entry (a list without a club column, say)
 * never erases what the registration knows.
 */
function differences(player: PlayerRow, entry: DirectoryEntry): { from: RefreshedValues; to: RefreshedValues } {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const field of REFRESHED_FIELDS) {
    const next = entry[field];
    if (next === '' || next === null || next === player[field]) continue;
    from[field] = player[field];
    to[field] = next;
  }
  return { from: from as RefreshedValues, to: to as RefreshedValues };
}

/** The proposal, given how the directory answers for each player (see PlayerDirectory.candidates). */
export function refreshProposal(
  facts: Facts,
  candidates: (player: PlayerRow) => DirectoryEntry[],
  keepRatings: boolean,
): RefreshReport {
  const report: RefreshReport = { applied: false, changes: [], notFound: [], ambiguous: [], ratingsKept: 0 };
  const matches = facts.players.map((player) => ({ player, found: candidates(player) }));
  // One entry for two registered players (homonyms without licences): it would give both the same licence.
  const claims = new Map<string, number>();
  const keyOf = (e: DirectoryEntry) => (e.licence === '' ? `name:${e.name}:${e.listDate}` : `licence:${e.licence}`);
  for (const { found } of matches)
    if (found.length === 1)
      claims.set(keyOf(found[0] as DirectoryEntry), (claims.get(keyOf(found[0] as DirectoryEntry)) ?? 0) + 1);
  for (const { player, found } of matches) {
    const brief = { id: player.id, name: player.name };
    if (found.length === 0) {
      report.notFound.push(brief);
      continue;
    }
    if (found.length > 1 || (claims.get(keyOf(found[0] as DirectoryEntry)) ?? 0) > 1) {
      report.ambiguous.push({ ...brief, entries: found.length });
      continue;
    }
    const entry = found[0] as DirectoryEntry;
    const { from, to } = differences(player, entry);
    const locked = ratingLocked(facts, player);
    if (locked && keepRatings && to.rating !== undefined) {
      delete from.rating;
      delete to.rating;
      report.ratingsKept++;
    }
    if (Object.keys(to).length === 0) continue;
    report.changes.push({ player: brief, from, to, listDate: entry.listDate, ratingLocked: locked });
  }
  return report;
}

/** The changes that would alter a locked rating: applying them is refused. */
export const lockedRatingChanges = (report: RefreshReport) =>
  report.changes.filter((c) => c.ratingLocked && c.to.rating !== undefined);

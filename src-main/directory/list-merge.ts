/**
 * How a federation list merges into the directory, line by line. Each line is matched to an
 * entry by its licence, or — for a line or an entry without one — by its folded name. The list's
 * date decides: a list at least as recent as the entry replaces what it gives (rating, club,
 * type, category, birth year, the spelling of the name); an older list never overwrites a newer
 * entry, it only adds the players not yet known. A line without a rating (an empty Cote, or NC)
 * adds an unrated newcomer, and never erases a rating already known.
 */

import { foldName, unseenCharacter, withoutUnseen } from '../../src-engine/index.ts';
import type { PlayerLine, Rejection } from '../contract/views/player-file.ts';
import type { DirectoryEntry, Known, MergeCounts, MergeTarget } from '../store/player-directory.ts';

/** One player of a list, as `readPlayerFile` reads it, with the line of the file it comes from. */
export type ListLine = PlayerLine & { line?: number };

// The limits of a registration (src-main/service/schemas.ts), so an entry can always be registered.
const LIMITS = { name: 80, club: 80, licence: 20, category: 40, rating: 5000 } as const;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const tidy = (text: string | undefined) => text?.trim().replace(/\s+/g, ' ');

/** Why a line cannot enter the directory; null when it can. */
export function lineProblem(line: ListLine): Rejection | null {
  const name = tidy(line.name) ?? '';
  const texts = [name, line.club, line.licence, line.category].filter((t): t is string => t !== undefined);
  if (texts.some((t) => CONTROL.test(t) || !t.isWellFormed())) return { code: 'invalid-characters', params: { name } };
  // A bidi override, a zero-width space, a Hangul filler: the registration would refuse the name
  // (field-schemas.ts).
  const character = texts.map(unseenCharacter).find((c) => c !== null);
  if (character !== undefined) return { code: 'unseen-character', params: { name: withoutUnseen(name), character } };
  if (foldName(name) === '') return { code: 'no-name', params: {} };
  const tooLong = (['name', 'club', 'licence', 'category'] as const).find(
    (field) => (field === 'name' ? name : (tidy(line[field]) ?? '')).length > LIMITS[field],
  );
  if (tooLong !== undefined) return { code: 'too-long', params: { name, field: tooLong, limit: LIMITS[tooLong] } };
  if (line.rating !== null && (!Number.isInteger(line.rating) || line.rating < 0 || line.rating > LIMITS.rating))
    return { code: 'bad-rating', params: { name, value: String(line.rating) } };
  if (
    line.birthYear !== undefined &&
    !(Number.isInteger(line.birthYear) && line.birthYear >= 1900 && line.birthYear <= 2100)
  )
    return { code: 'bad-birth-year', params: { name, value: String(line.birthYear) } };
  return null;
}

const SAME_FIELDS = ['licence', 'name', 'club', 'rating', 'ratingType', 'category', 'birthYear'] as const;

export function mergeList(lines: readonly ListLine[], listDate: string, target: MergeTarget): MergeCounts {
  const counts: MergeCounts = { added: 0, updated: 0, unchanged: 0, keptNewer: 0, rejected: [] };
  // The entries this list has already touched, so a player listed twice is reported, not merged twice.
  const seen = new Map<number, string>();
  for (const line of lines) {
    const problem = lineProblem(line);
    if (problem !== null) {
      counts.rejected.push({ line: line.line ?? null, ...problem });
      continue;
    }
    const name = tidy(line.name) as string;
    const licence = tidy(line.licence) ?? '';
    const folded = foldName(name);
    let known: Known | null = licence === '' ? null : target.byLicence(licence);
    if (known === null) {
      // Without a licence match, the name: an entry without a licence (it gains this one), or any
      // entry when the line has no licence. Two such entries are homonyms the name cannot tell apart.
      const homonyms = target.byName(folded).filter((k) => licence === '' || k.entry.licence === '');
      if (homonyms.length > 1) {
        counts.rejected.push({ line: line.line ?? null, code: 'homonyms', params: { name } });
        continue;
      }
      known = homonyms[0] ?? null;
    }
    if (known !== null && seen.has(known.id)) {
      counts.rejected.push({
        line: line.line ?? null,
        code: 'listed-twice',
        params: { name, as: seen.get(known.id) as string },
      });
      continue;
    }
    if (known === null) {
      const id = target.add({
        licence,
        name,
        club: tidy(line.club) ?? '',
        rating: line.rating,
        ratingType: line.ratingType ?? 'PL',
        category: tidy(line.category) ?? '',
        birthYear: line.birthYear ?? null,
        listDate,
      });
      seen.set(id, name);
      counts.added++;
      continue;
    }
    seen.set(known.id, name);
    const before = known.entry;
    if (listDate < before.listDate) {
      counts.keptNewer++;
      continue;
    }
    // What the list gives replaces what was known; what it does not give (no club column, say) stays.
    const after: DirectoryEntry = {
      licence: licence || before.licence,
      name,
      club: tidy(line.club) ?? before.club,
      rating: line.rating ?? before.rating,
      ratingType: line.ratingType ?? before.ratingType,
      category: tidy(line.category) ?? before.category,
      birthYear: line.birthYear ?? before.birthYear,
      listDate,
    };
    target.replace(known.id, after);
    if (SAME_FIELDS.every((f) => after[f] === before[f])) counts.unchanged++;
    else counts.updated++;
  }
  return counts;
}

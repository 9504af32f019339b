/**
 * How a federation list merges into the directory, line by line. Each line is matched to an
 * entry by its licence, or — for a line or an entry without one — by its folded name. The list's
 * date decides: a list at least as recent as the entry replaces what it gives (rating, club,
 * type, category, birth year, the spelling of the name); an older list never overwrites a newer
 * entry, it only adds the players not yet known. A line without a rating (an empty Cote, or NC)
 * adds an unrated newcomer, and never erases a rating already known.
 */

import { foldName, unseenCharacter, withoutUnseen } from '../../src-engine/index.ts';
import type { PlayerLine } from '../contract/views/player-file.ts';
import type { DirectoryEntry, Known, MergeCounts, MergeTarget } from '../store/player-directory.ts';

/** One player of a list, as `readPlayerFile` reads it, with the line of the file it comes from. */
export type ListLine = PlayerLine & { line?: number };

// The limits of a registration (src-main/service/schemas.ts), so an entry can always be registered.
const LIMITS = { name: 80, club: 80, licence: 20, category: 40, rating: 5000 } as const;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const tidy = (text: string | undefined) => text?.trim().replace(/\s+/g, ' ');

/** Why a line cannot enter the directory, in French; null when it can. */
export function lineProblem(line: ListLine): string | null {
  const name = tidy(line.name) ?? '';
  const texts = [name, line.club, line.licence, line.category].filter((t): t is string => t !== undefined);
  if (texts.some((t) => CONTROL.test(t) || !t.isWellFormed())) return `caractères invalides pour ${name}`;
  // A bidi override, a zero-width space, a Hangul filler: the registration would refuse the name
  // (field-schemas.ts).
  const unseen = texts.map(unseenCharacter).find((c) => c !== null);
  if (unseen !== undefined) return `caractère invisible (${unseen}) dans « ${withoutUnseen(name)} »`;
  if (foldName(name) === '') return 'nom vide';
  if (name.length > LIMITS.name) return `nom de plus de ${LIMITS.name} caractères : ${name.slice(0, 40)}…`;
  if (line.rating !== null && (!Number.isInteger(line.rating) || line.rating < 0 || line.rating > LIMITS.rating))
    return `cote ${line.rating} hors de 0 à ${LIMITS.rating} pour ${name}`;
  if ((tidy(line.club) ?? '').length > LIMITS.club) return `club de plus de ${LIMITS.club} caractères pour ${name}`;
  if ((tidy(line.licence) ?? '').length > LIMITS.licence)
    return `licence de plus de ${LIMITS.licence} caractères pour ${name}`;
  if ((tidy(line.category) ?? '').length > LIMITS.category)
    return `catégorie de plus de ${LIMITS.category} caractères pour ${name}`;
  if (
    line.birthYear !== undefined &&
    !(Number.isInteger(line.birthYear) && line.birthYear >= 1900 && line.birthYear <= 2100)
  )
    return `année de naissance ${line.birthYear} invalide pour ${name}`;
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
      counts.rejected.push({ line: line.line ?? null, reason: problem });
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
        counts.rejected.push({
          line: line.line ?? null,
          reason: `${name} : plusieurs joueurs du répertoire portent ce nom, il faut la licence pour les distinguer`,
        });
        continue;
      }
      known = homonyms[0] ?? null;
    }
    if (known !== null && seen.has(known.id)) {
      counts.rejected.push({
        line: line.line ?? null,
        reason: `${name} figure deux fois dans la liste (comme ${seen.get(known.id)})`,
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

/**
 * Players' names as the director writes them, "NOM Prénom", and when two names are very likely
 * the same person. Shared by the entry line of the UI and the players-file reader of the main
 * process, so a duplicate is flagged the same way wherever a player comes from.
 */

const spaces = (s: string) => s.trim().replace(/\s+/g, ' ');

/** "NOM Prénom": the last name in upper case, then the first name as typed. */
export function composeName(last: string, first: string): string {
  return [spaces(last).toLocaleUpperCase('fr-FR'), spaces(first)].filter((part) => part !== '').join(' ');
}

/** Letters that no accent removal splits: "Œuvrard" is often typed "Oeuvrard". */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/**
 * A name with accents, ligatures and case dropped and anything but letters and digits a single
 * space: "D'ŒUVRARD Jean-Édouard" and "d oeuvrard jean edouard" fold alike.
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a name, folded, in any order. */
function nameWords(name: string): string {
  return foldName(name)
    .split(' ')
    .filter((w) => w !== '')
    .sort()
    .join(' ');
}

/**
 * True when two names are very likely the same person (accents, ligatures, case, hyphens and
 * word order ignored). Broader than the service's homonym check, so whatever it would refuse is flagged.
 */
export function sameName(a: string, b: string): boolean {
  const wa = nameWords(a);
  return wa !== '' && wa === nameWords(b);
}

const isUpperWord = (word: string) => /\p{L}/u.test(word) && word === word.toUpperCase() && word !== word.toLowerCase();

/**
 * The surname and first name of "NOM Prénom" (composeName's inverse): the surname is the leading
 * words in capitals ("DE LA FONTAINE Jean"). When the case tells nothing (all capitals, or none),
 * the first word.
 */
export function splitName(name: string): { surname: string; firstName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let upper = 0;
  while (upper < words.length && isUpperWord(words[upper] as string)) upper++;
  const cut = upper === 0 || upper === words.length ? Math.min(1, words.length) : upper;
  return { surname: words.slice(0, cut).join(' '), firstName: words.slice(cut).join(' ') };
}

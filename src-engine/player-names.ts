/**
 * Players' names as the director writes them, "NOM Prénom", and when two names are very likely
 * the same person. Shared by the entry line of the UI and the players-file reader of the main
 * process, so a duplicate is flagged the same way wherever a player comes from.
 *
 * Look-alike letters: a word mixing scripts (the Cyrillic « В » in « ВERTIN », pasted from
 * elsewhere) is compared by its skeleton, each letter replaced by the one it looks like, as
 * Unicode's confusables table (UTS #39) gives it. The table comes from the npm package
 * `unhomoglyph` (Unicode's confusables.txt as data, and one replace: no Node, no I/O), imported
 * here so that the engine, the service and the UI flag the same names; tests/engine/purity.test.ts
 * allows that one package and checks that it stays pure.
 */
import unhomoglyph from 'unhomoglyph';

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

/** The words of a name, folded, in any order: two names with the same key are the same name. */
export function nameKey(name: string): string {
  return foldName(name)
    .split(' ')
    .filter((w) => w !== '')
    .sort()
    .join(' ');
}

/** A letter of the Latin script, and a letter of any other. */
const LATIN = /\p{Script=Latin}/u;
const OTHER_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/** Whether a word of the name mixes Latin letters with another script's (« ВERTIN » with a Cyrillic В). */
export function mixesScripts(name: string): boolean {
  return (name.normalize('NFD').match(/[\p{L}\p{M}]+/gu) ?? []).some(
    (word) => LATIN.test(word) && OTHER_LETTER.test(word),
  );
}

/**
 * The key of what the name looks like: its letters replaced by their look-alikes (UTS #39), in
 * capitals first, since names are compared whatever their case and the table maps a capital
 * Cyrillic В to B but its small в to another letter.
 */
export function lookalikeKey(name: string): string {
  return nameKey(unhomoglyph(name.normalize('NFD').toUpperCase()));
}

/**
 * True when two names are very likely the same person: accents, ligatures, case, hyphens and
 * word order ignored, and, when either mixes scripts inside a word, letters that look alike.
 * Broader than the service's homonym check, so whatever it would refuse is flagged.
 */
export function sameName(a: string, b: string): boolean {
  const key = nameKey(a);
  if (key !== '' && key === nameKey(b)) return true;
  return (mixesScripts(a) || mixesScripts(b)) && key !== '' && lookalikeKey(a) === lookalikeKey(b);
}

/**
 * Names looked up by `sameName` without comparing each with all the others: a list of 20,000
 * is indexed in one pass. `find` gives the earliest name added that `sameName` matches.
 */
export class NameIndex<T> {
  readonly #byKey = new Map<string, { order: number; value: T }>();
  /** Every name's look-alike key, and that of the names that mix scripts only. */
  readonly #byLookalike = new Map<string, { order: number; value: T }>();
  readonly #byMixedLookalike = new Map<string, { order: number; value: T }>();
  #count = 0;

  add(name: string, value: T): void {
    const key = nameKey(name);
    if (key === '') return;
    const entry = { order: this.#count++, value };
    if (!this.#byKey.has(key)) this.#byKey.set(key, entry);
    const lookalike = lookalikeKey(name);
    if (!this.#byLookalike.has(lookalike)) this.#byLookalike.set(lookalike, entry);
    if (mixesScripts(name) && !this.#byMixedLookalike.has(lookalike)) this.#byMixedLookalike.set(lookalike, entry);
  }

  find(name: string): T | undefined {
    const key = nameKey(name);
    if (key === '') return undefined;
    const same = this.#byKey.get(key);
    const lookalike = lookalikeKey(name);
    // A name that mixes scripts looks like any name; a plain one, like those that mix scripts.
    const alike = (mixesScripts(name) ? this.#byLookalike : this.#byMixedLookalike).get(lookalike);
    const first = same === undefined || (alike !== undefined && alike.order < same.order) ? alike : same;
    return first?.value;
  }
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

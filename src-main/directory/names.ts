/**
 * Names as the directory compares them: "NOM Prénom" as registrations write them, folded so that
 * accents, ligatures, case, hyphens and apostrophes do not matter ("D'ORNANO Jean-Édouard" and
 * "d ornano jean edouard" are the same person; "ŒUVRARD" is found as "oeuvrard").
 */

export { foldName } from '../../src-engine/index.ts';

const isUpperWord = (word: string) => /\p{L}/u.test(word) && word === word.toUpperCase() && word !== word.toLowerCase();

/**
 * The surname and first name of "NOM Prénom": the surname is the leading words in capitals
 * ("DE LA FONTAINE Jean"). When the case tells nothing (all capitals, or none), the first word.
 */
export function splitName(name: string): { surname: string; firstName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let upper = 0;
  while (upper < words.length && isUpperWord(words[upper] as string)) upper++;
  const cut = upper === 0 || upper === words.length ? Math.min(1, words.length) : upper;
  return { surname: words.slice(0, cut).join(' '), firstName: words.slice(cut).join(' ') };
}

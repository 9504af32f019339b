/**
 * Players' names as the director writes them, "NOM Prénom", and when two names are the same name
 * or look alike. Shared by the entry line of the UI and the players-file reader of the main
 * process, so a duplicate is flagged the same way wherever a player comes from.
 *
 * Two names are the same name when they are equal once accents, ligatures, case, punctuation and
 * word order are ignored (`nameKey`). They look alike when they are equal once, besides, each
 * character is replaced by what it looks like (`lookalikeKey`): the whole name, in capitals,
 * through Unicode's skeleton (look-alike.ts), so that the Cyrillic « ТОМ », the Greek « ΤΟΜ »,
 * the fullwidth « ＴＯＭ », the mathematical « 𝐓𝐎𝐌 » and the Latin « TOM » are one look.
 */
import { asSeen, skeleton } from './look-alike.ts';

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

/** The words of a text, anything but letters and digits between them, in any order. */
const sortedWords = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .sort()
    .join(' ');

/** The words of a name, folded, in any order: two names with the same key are the same name. */
export const nameKey = (name: string): string => sortedWords(foldName(name));

/**
 * The keys of what the name looks like: its unseen characters dropped (a blank filler read as the
 * space it shows), then Unicode's skeleton of the whole name, accents dropped, words in any order
 * — once in capitals, since names are compared whatever their case (and the confusables table
 * maps a capital Cyrillic « В » to « B » but its small « в » to another letter), once as written,
 * since « BERTlN » with a small L looks like « BERTIN » only as written. The forms the table
 * lacks (the fullwidth « Ｒ ») are folded by NFKC after a first skeleton, not before: NFKC makes
 * the lunate sigma « Ϲ », a look-alike of « C », a « Σ ». Nothing is put in small letters after
 * the skeleton: it writes « I » as « l », which a capital « L » must stay apart from.
 */
export function lookalikeKeys(name: string): string[] {
  const seen = asSeen(name);
  const look = (text: string) => {
    const once = skeleton(text);
    const folded = once.normalize('NFKC');
    return folded === once ? once : skeleton(folded);
  };
  const key = (text: string) => sortedWords(look(text).replace(/\p{M}/gu, ''));
  const upper = seen.toUpperCase();
  const keys = [key(upper), ...(upper === seen ? [] : [key(seen)])].filter((k) => k !== '');
  return keys[0] === keys[1] ? keys.slice(0, 1) : keys;
}

/** True when two names are the same name: accents, ligatures, case, punctuation and word order ignored. */
export function sameName(a: string, b: string): boolean {
  const key = nameKey(a);
  return key !== '' && key === nameKey(b);
}

/** True when two names are the same name or look alike (the Cyrillic « ТОМ Jean » and « TOM Jean »). */
export function looksAlike(a: string, b: string): boolean {
  if (sameName(a, b)) return true;
  const theirs = lookalikeKeys(b);
  return lookalikeKeys(a).some((key) => theirs.includes(key));
}

/**
 * The players a name typed by the director designates: those of that name (accents, ligatures,
 * case, punctuation and word order ignored: "oeuvrard jean pierre" is ŒUVRARD Jean-Pierre);
 * failing them, those whose name looks like it ("BERTIN" typed for « ВERTIN », whose В is
 * Cyrillic); failing them, those whose folded name holds it. More than one: the name does not
 * tell them apart.
 */
export function playersNamed<P extends { name: string }>(players: readonly P[], typed: string): P[] {
  const wanted = foldName(typed);
  if (wanted === '') return [];
  const exact = players.filter((p) => sameName(p.name, typed));
  if (exact.length > 0) return exact;
  const alike = players.filter((p) => looksAlike(p.name, typed));
  return alike.length > 0 ? alike : players.filter((p) => foldName(p.name).includes(wanted));
}

/**
 * Both keys of a name, those of the last name asked for kept: a row of a players file is looked
 * up among the registered players, then among the rows above, then added to them.
 */
let last: { name: string; key: string; lookalike: string[] } | null = null;
function keysOf(name: string): { key: string; lookalike: string[] } {
  if (last?.name !== name) last = { name, key: nameKey(name), lookalike: lookalikeKeys(name) };
  return last;
}

/** A name found in a NameIndex: the same name, or one that only looks alike. */
export interface NameMatch<T> {
  value: T;
  by: 'name' | 'lookalike';
}

/**
 * Names looked up by `looksAlike` without comparing each with all the others: a list of 20,000
 * is indexed in one pass. `find` gives the earliest name added that is the same name, or else
 * the earliest that looks alike.
 */
export class NameIndex<T> {
  readonly #byKey = new Map<string, T>();
  /** Both keys of each look, to the earliest name that has it. */
  readonly #byLookalike = new Map<string, { order: number; value: T }>();
  #count = 0;

  add(name: string, value: T): void {
    const { key, lookalike: keys } = keysOf(name);
    if (key === '') return;
    if (!this.#byKey.has(key)) this.#byKey.set(key, value);
    const entry = { order: this.#count++, value };
    for (const lookalike of keys) if (!this.#byLookalike.has(lookalike)) this.#byLookalike.set(lookalike, entry);
  }

  find(name: string): NameMatch<T> | undefined {
    const { key, lookalike: keys } = keysOf(name);
    if (key === '') return undefined;
    const same = this.#byKey.get(key);
    if (same !== undefined) return { value: same, by: 'name' };
    let alike: { order: number; value: T } | undefined;
    for (const lookalike of keys) {
      const entry = this.#byLookalike.get(lookalike);
      if (entry !== undefined && (alike === undefined || entry.order < alike.order)) alike = entry;
    }
    return alike === undefined ? undefined : { value: alike.value, by: 'lookalike' };
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

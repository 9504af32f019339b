/**
 * What a text looks like to the eye, whatever characters it is made of: Unicode's skeleton of it
 * (UTS #39, « Confusable Detection »), and the characters that cannot be seen at all.
 *
 * The skeleton is the standard's: the text decomposed (NFD), its default-ignorable characters
 * removed, each character replaced by its prototype from Unicode's confusables.txt (the Cyrillic
 * « Т » and the Greek « Τ » by the Latin « T », the mathematical bold « 𝐓 » too), decomposed again.
 * Two texts with the same skeleton look alike. The table comes from the npm package
 * `unhomoglyph`, which carries confusables.txt as data and does the replacing step only: the two
 * normalisations and the removal are done here. Its table is Unicode 13.0's, the package's last
 * release (2020); compared code point by code point with ICU 72's spoof checker (Unicode 15.0),
 * it gives the same skeleton for every character but 20 added in Unicode 16, none of them a
 * letter of a script names are written in. tests/engine/look-alike.test.ts keeps ICU's answers
 * for the letters that matter.
 */
import unhomoglyph from 'unhomoglyph';

/**
 * Characters that show as nothing, or as a blank that is no space:
 * - Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt): zero-width spaces and
 *   joiners, the bidi controls, the soft hyphen, the combining grapheme joiner U+034F, the Hangul
 *   fillers U+115F, U+1160, U+3164 and U+FFA0, the Khmer vowels U+17B4 and U+17B5, the Mongolian
 *   vowel separator U+180E and free variation selectors, the variation selectors U+FE00–U+FE0F and
 *   U+E0100–U+E01EF, the tags U+E0000–U+E007F;
 * - the format characters (Unicode's Cf) that are not default-ignorable (U+0600–U+0605,
 *   U+FFF9–U+FFFB…), which no name holds either;
 * - the two characters that are neither but are drawn blank by design: U+2800 BRAILLE PATTERN
 *   BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const UNSEEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800\u{1D159}]/u;
const UNSEEN_ALL = new RegExp(UNSEEN.source, 'gu');

/** Those of them that take the room of a letter, shown as a blank: a word boundary to the eye. */
const BLANK = /[\u115F\u1160\u3164\uFFA0\u2800\u{1D159}]/gu;

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The first character of `text` that cannot be seen, as « U+3164 »; null when there is none. */
export function unseenCharacter(text: string): string | null {
  const found = UNSEEN.exec(text)?.[0];
  if (found === undefined) return null;
  return `U+${(found.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `text` without its unseen characters, to quote it where they are reported. */
export const withoutUnseen = (text: string): string => text.replace(UNSEEN_ALL, '');

/** `text` as the eye reads it: a blank filler is a space, the other unseen characters nothing. */
export const asSeen = (text: string): string => text.replace(BLANK, ' ').replace(UNSEEN_ALL, '');

/** UTS #39's skeleton of `text`: equal for two texts that look alike, and for no others. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');
}

/** How a name is written, where two names that look alike may differ. */
export type Lettering = 'cyrillic' | 'greek' | 'other-script' | 'styled' | 'digits' | 'unseen';

/** A letter or digit of the fullwidth forms, the letterlike symbols or the mathematical alphanumerics. */
const STYLED = /(?=[\p{L}\p{N}])[\uFF00-\uFFEF\u2100-\u214F\u{1D400}-\u{1D7FF}]/u;
const OTHER_SCRIPT = /(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}])\p{L}/u;

const LETTERINGS: ReadonlyArray<[Lettering, (name: string) => boolean]> = [
  ['cyrillic', (name) => /\p{Script=Cyrillic}/u.test(name)],
  ['greek', (name) => /\p{Script=Greek}/u.test(name)],
  // Mathematical letters are of no script (Common) until NFKC makes them Latin or Greek ones.
  ['other-script', (name) => OTHER_SCRIPT.test(asSeen(name).normalize('NFKC'))],
  // Fullwidth « Ｂ », mathematical « 𝐓 », letterlike « ℜ »: letters or digits in a form of their own.
  ['styled', (name) => STYLED.test(name)],
  ['digits', (name) => /\p{N}/u.test(name)],
  ['unseen', (name) => unseenCharacter(name) !== null],
];

/**
 * What one name is written with that the other is not, each way: « ТОМ Jean » against « TOM
 * Jean » is written with Cyrillic letters. Empty both ways when nothing but the letters differs.
 */
export function letteringDifferences(name: string, other: string): { name: Lettering[]; other: Lettering[] } {
  const has = (text: string) => new Set(LETTERINGS.filter(([, test]) => test(text)).map(([lettering]) => lettering));
  const mine = has(name);
  const theirs = has(other);
  return {
    name: [...mine].filter((l) => !theirs.has(l)),
    other: [...theirs].filter((l) => !mine.has(l)),
  };
}

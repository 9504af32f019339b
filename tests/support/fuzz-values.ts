/**
 * Values for the service fuzz: names a director might type (markup, accents, odd Unicode),
 * and junk of every kind a surface could hand the API in place of a value.
 */
import type { Random } from './random.ts';

/** What the input schemas do to every text: trimmed, inner whitespace runs made one space. */
export const typedText = (s: string): string => s.trim().replace(/\s+/g, ' ');

const FIRST = ['Élodie', 'Jean-Pierre', 'Zoë', 'Ægir', 'Ñuño', 'Łukasz', 'Søren', 'Ирина', 'Ἀλέξανδρος', '李', 'Anne'];
const LAST = ['Durand', "O'Connor", 'de la Fontaine', 'Müller', 'Çelik', 'Ōsaka', 'Ndiaye', 'Smith', 'Dupont'];

/** Texts that are valid once trimmed but that a careless surface would mangle. */
const ODD = [
  '<script>alert(1)</script>',
  '<b>gras</b>',
  '<img src=x onerror=alert(1)>',
  '"; DROP TABLE players; --',
  "Robert'); DELETE FROM games;--",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder typed as text is the point
  '${process.exit(1)}',
  '{{7*7}}',
  '%s%n%x',
  '\u202Egauche\u202C',
  'e\u0301te\u0301',
  'café',
  'CAFÉ',
  '👩‍👩‍👧‍👦 famille',
  '🀄🂡',
  'ﬁnale',
  'Ｆｕｌｌｗｉｄｔｈ',
  'zero\u200Bwidth',
  'nbsp\u00A0here',
  '  espaces   multiples  ',
  '\u2028ligne\u2029',
  '\uFEFFbom',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'null',
  'undefined',
  'NaN',
  '12abc',
  '__proto__',
  'constructor',
  '\\\\server\\share',
  '../../etc/passwd',
];

/** A player name the schema accepts (1–80 characters, no control character). */
export function validName(rng: Random, serial: number): string {
  const r = rng.next();
  let name: string;
  if (r < 0.01)
    name = `Jean\uD800 ${serial}`; // a lone surrogate: text a UTF-8 file cannot hold as it is
  else if (r < 0.45) name = `${rng.pick(FIRST)} ${rng.pick(LAST)} ${serial}`;
  else if (r < 0.8) name = `${rng.pick(ODD)} ${serial}`;
  else if (r < 0.9) name = rng.pick(ODD);
  else name = `${'x'.repeat(rng.int(60, 75))}${serial}`.slice(0, 80);
  return name.slice(0, 80);
}

export function validClub(rng: Random): string {
  return rng.pick(['', 'Club de Paris', '<i>Lyon</i>', 'Bruxelles – Ixelles', 'Genève', '  Nantes  ', rng.pick(ODD)]);
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b[31m', '\u007f', '\u0085', '\u009f'];

/** Texts some schema must refuse, or at least store exactly as given. */
export function junkString(rng: Random): string {
  switch (rng.int(0, 11)) {
    case 0:
      return '';
    case 1:
      return rng.pick([' ', '\u3000', '\u00A0\u2003']);
    case 2:
      return 'a'.repeat(rng.pick([81, 121, 4097, 10_000, 100_000]));
    case 3:
      return `${rng.pick(ODD)}`.repeat(rng.int(1, 600));
    case 4:
      return `nom${rng.pick(CONTROL)}contrôle`;
    case 5:
      return rng.pick(['\uD800', 'a\uDC00b', '\uDBFF\uDFFF', '\uFFFE', '\uFFFF']);
    case 6:
      return rng.pick(['1', '0', '-1', '007', '1e3', '99999999999999999999', '０', '١']);
    case 7:
      return rng.pick(['a', 'b', 'both', 'PL', 'PL*', 'fisf', 'custom', 'true']);
    case 8:
      return rng.pick(['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '0000-00-00', '+2026-01-01']);
    case 9:
      return `${'\u0301'.repeat(rng.int(1, 50))}`;
    case 10:
      return rng.pick(ODD);
    default:
      return String.fromCharCode(...Array.from({ length: rng.int(1, 40) }, () => rng.int(0, 0xffff)));
  }
}

export function junkNumber(rng: Random): number {
  return rng.pick([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -1,
    0,
    -0,
    0.5,
    1.5,
    -200.5,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    5001,
    2001,
    -201,
    31,
    1001,
    rng.int(-1000, 100_000),
  ]);
}

/** Anything in place of a value: the wrong type, or the right type out of range. */
export function junkValue(rng: Random, depth = 0): unknown {
  switch (rng.int(0, depth > 1 ? 9 : 12)) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
    case 3:
      return junkNumber(rng);
    case 4:
    case 5:
      return junkString(rng);
    case 6:
      return rng.chance(0.5);
    case 7:
      return rng.pick([BigInt(1), new Date(0), Symbol('s'), () => 1, new Map([[1, 2]]), new Set([1]), /x/]);
    case 8:
      return rng.pick([{}, [], new Uint8Array(3), Object.create(null)]);
    case 9:
      return JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}');
    case 10:
      return Array.from({ length: rng.int(1, 4) }, () => junkValue(rng, depth + 1));
    case 11:
      return { value: junkValue(rng, depth + 1), [junkString(rng).slice(0, 20)]: junkValue(rng, depth + 1) };
    default:
      return Array.from({ length: rng.pick([2001, 5000]) }, (_, i) => i + 1);
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it shows
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A compact, printable account of an input, for the report of a failure. */
export function describe(value: unknown): string {
  try {
    return describeJson(value);
  } catch (error) {
    return `<${typeof value}: ${(error as Error).message}>`;
  }
}

function describeJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v === undefined) return '<undefined>';
    if (typeof v === 'number' && !Number.isFinite(v)) return `<${v}>`;
    if (typeof v === 'bigint') return `<bigint ${v}>`;
    if (typeof v === 'symbol' || typeof v === 'function') return `<${typeof v}>`;
    if (v instanceof Map || v instanceof Set || v instanceof RegExp) return `<${v.constructor.name}>`;
    if (typeof v === 'string') {
      const shown = v.length > 60 ? `${v.slice(0, 40)}…<${v.length} chars>` : v;
      return shown.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    }
    if (Array.isArray(v) && v.length > 12) return [...v.slice(0, 6), `…<${v.length} items>`];
    if (typeof v === 'object' && v !== null) {
      if (seen.has(v)) return '<cycle>';
      seen.add(v);
    }
    return v;
  });
  return text === undefined ? String(value) : text;
}

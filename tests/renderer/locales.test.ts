/**
 * The English words say what the French ones say: the type check holds both to the same keys
 * (src-renderer/locales/catalogue.ts); here each English message also reads, and takes the same
 * values ({name}, {count, plural…}) as its French one, so no « {name} » is ever shown as it is.
 */
import { getMessageFormatter } from 'svelte-i18n';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src-renderer/locales/catalogue.ts';

type Tree = { readonly [key: string]: string | Tree };
const messagesOf = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : messagesOf(value, `${prefix}${key}.`),
  );
const catalogue = (language: keyof typeof MESSAGES) =>
  new Map(MESSAGES[language].flatMap((file) => messagesOf(file as Tree)));

/** What ICU's parser gives: literals and `#` carry no name; arguments, selects, plurals and tags do. */
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}
const LITERAL = 0;
const POUND = 7;
function valuesOf(message: string, language: string, into = new Set<string>()): Set<string> {
  const walk = (elements: Element[]) => {
    for (const e of elements) {
      if (e.type !== LITERAL && e.type !== POUND && e.value !== undefined) into.add(e.value);
      for (const option of Object.values(e.options ?? {})) walk(option.value);
      walk(e.children ?? []);
    }
  };
  walk(getMessageFormatter(message, language).getAst() as Element[]);
  return into;
}

const french = catalogue('fr');
const english = catalogue('en');

describe('the locale files', () => {
  it('hold the same keys in both languages', () => {
    expect(french.size).toBeGreaterThan(700);
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort());
  });

  it('give each English message the values of its French one', () => {
    const differ = [...french].flatMap(([key, message]) => {
      const fr = [...valuesOf(message, 'fr')].sort();
      const en = [...valuesOf(english.get(key) ?? '', 'en')].sort();
      return fr.join() === en.join() ? [] : [`${key}: ${fr.join(', ')} / ${en.join(', ')}`];
    });
    expect(differ).toEqual([]);
  });
});

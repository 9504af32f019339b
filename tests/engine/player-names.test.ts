/** When two names are the same person's: accents, case, order, and letters of another script that look alike. */
import { describe, expect, it } from 'vitest';
import { lookalikeKey, mixesScripts, NameIndex, sameName } from '../../src-engine/index.ts';

/** « ВERTIN » with the Cyrillic capital В (U+0412), « Аna » with the Cyrillic А (U+0410). */
const CYRILLIC_B = 'В';
const CYRILLIC_A = 'А';

describe('sameName', () => {
  it('a word mixing Cyrillic and Latin letters is the Latin name it looks like', () => {
    expect(sameName(`${CYRILLIC_B}ERTIN Ana`, 'BERTIN Ana')).toBe(true);
    expect(sameName('BERTIN Ana', `${CYRILLIC_B}ERTIN Ana`)).toBe(true);
    expect(sameName(`BERTIN ${CYRILLIC_A}na`, 'Bertin ana')).toBe(true);
    expect(sameName(`${CYRILLIC_B}ERTIN Ana`, 'Ana Bertin')).toBe(true);
  });

  it('but not another name, nor a name wholly in another script', () => {
    expect(sameName(`${CYRILLIC_B}ERTIN Ana`, 'BERTIN Anna')).toBe(false);
    // Written wholly in Cyrillic, a Russian name is its own (ВОВ is no BOB).
    expect(sameName('ВОВ Иван', 'BOB Ivan')).toBe(false);
    // Latin names are compared as typed: look-alikes inside Latin (rn and m) are different people.
    expect(sameName('BARNES Léa', 'BAMES Léa')).toBe(false);
    expect(sameName('DUBOIS Léa', 'Léa Dubois')).toBe(true);
  });

  it('mixesScripts tells a word of two scripts', () => {
    expect(mixesScripts(`${CYRILLIC_B}ERTIN Ana`)).toBe(true);
    expect(mixesScripts('ВЕРТИН Анна')).toBe(false);
    expect(mixesScripts('ÇELIK Émile')).toBe(false);
    expect(lookalikeKey(`${CYRILLIC_B}ERTIN`)).toBe(lookalikeKey('Bertin'));
  });
});

describe('NameIndex', () => {
  it('finds what sameName finds, the earliest first', () => {
    const index = new NameIndex<number>();
    const names = ['DUBOIS Léa', 'BERTIN Ana', `${CYRILLIC_B}ERTIN Ana`, 'CLAES Marc', 'bertin ana'];
    for (const [i, name] of names.entries()) index.add(name, i);
    for (const probe of [
      'BERTIN Ana',
      `${CYRILLIC_B}ERTIN Ana`,
      'Ana Bertin',
      'Marc Claes',
      'NOBODY Zoé',
      'BERTIN Anna',
    ]) {
      const expected = names.findIndex((name) => sameName(name, probe));
      expect(index.find(probe), probe).toBe(expected < 0 ? undefined : expected);
    }
  });
});

/** When two names are the same name, and when they only look alike: the whole name, whatever its script. */
import { describe, expect, it } from 'vitest';
import { lookalikeKeys, looksAlike, NameIndex, playersNamed, sameName } from '../../src-engine/index.ts';

/** « ВERTIN » with the Cyrillic capital В (U+0412), « Аna » with the Cyrillic А (U+0410). */
const CYRILLIC_B = 'В';
const CYRILLIC_A = 'А';

describe('sameName', () => {
  it('ignores accents, ligatures, case, punctuation and word order', () => {
    expect(sameName('DUBOIS Léa', 'Léa Dubois')).toBe(true);
    expect(sameName("D'ŒUVRARD Jean-Édouard", 'd oeuvrard jean edouard')).toBe(true);
    expect(sameName('BERTIN Ana', 'BERTIN Anna')).toBe(false);
  });

  it('a name written with other letters is not the same name, however alike it looks', () => {
    expect(sameName(`${CYRILLIC_B}ERTIN Ana`, 'BERTIN Ana')).toBe(false);
    expect(sameName('ТОМ Jean', 'TOM Jean')).toBe(false);
  });
});

describe('looksAlike', () => {
  it.each([
    ['a word mixing Cyrillic and Latin letters', `${CYRILLIC_B}ERTIN Ana`, 'BERTIN Ana'],
    ['a Cyrillic letter in the first name', `BERTIN ${CYRILLIC_A}na`, 'Bertin ana'],
    ['a whole word in Cyrillic', 'ТОМ Jean', 'TOM Jean'],
    ['a whole word in Greek', 'ΤΟΜ Jean', 'TOM Jean'],
    ['a whole name in Greek capitals', 'ΤΟΜ ΑΝΝΑ', 'TOM Anna'],
    ['fullwidth letters', 'ＢＥＲＴＩＮ Ana', 'BERTIN Ana'],
    ['mathematical bold letters', '𝐓𝐎𝐌 Jean', 'TOM Jean'],
    ['Fraktur letters', '𝔅𝔈ℜ𝔗ℑ𝔑 Ana', 'BERTIN Ana'],
    ['a Hangul filler for the space (a name from before it was refused)', 'BERTIN\u3164Ana', 'BERTIN Ana'],
    ['a combining grapheme joiner inside a word', 'BER\u034fTIN Ana', 'BERTIN Ana'],
    ['another order, other case, accents', 'ana bértin', 'ＢＥＲＴＩＮ Ana'],
    ['the digit 1 for the capital I', 'BERT1N Ana', 'BERTIN Ana'],
    ['a small L for the capital I, as written', 'BERTlN Ana', 'BERTIN Ana'],
  ])('%s: « %s » looks like « %s »', (_, name, registered) => {
    expect(looksAlike(name, registered)).toBe(true);
    expect(looksAlike(registered, name)).toBe(true);
  });

  it.each([
    ['a Russian name and a Latin one', 'ВОВ Иван', 'BOB Ivan'],
    ['Latin « rn » and « m »', 'BARNES Léa', 'BAMES Léa'],
    ['a capital I and a capital L', 'ILLE Marc', 'LLLE Marc'],
    ['two Russian names', 'Иван ПЕТРОВ', 'Иван ПЕТРОВА'],
    ['one more word', 'TOM Jean', 'TOM Jean Paul'],
  ])('%s: « %s » does not look like « %s »', (_, name, other) => {
    expect(looksAlike(name, other)).toBe(false);
  });

  it('a name in its own script looks like no Latin name it does not resemble', () => {
    for (const name of ['Иван ПЕТРОВ', 'Ἀλέξανδρος ΠΑΠΑΔΟΠΟΥΛΟΣ', '김민준', 'محمد علي'])
      for (const latin of ['PETROV Ivan', 'PAPADOPOULOS Alexandros', 'KIM Minjun', 'ALI Mohamed'])
        expect(looksAlike(name, latin), `${name} / ${latin}`).toBe(false);
  });

  it('the keys of a look are its skeleton in capitals and as written: « I » is written « l », apart from « L »', () => {
    // As written, a small « m » is « rn » to the eye.
    expect(lookalikeKeys('Tom Bertin')).toEqual(['BERTlN TOM', 'Bertin Torn']);
    expect(lookalikeKeys('TOM BERTIN')).toEqual(['BERTlN TOM']);
    expect(lookalikeKeys(`${CYRILLIC_B}ERTIN`)).toEqual(lookalikeKeys('BERTIN'));
  });
});

describe('NameIndex', () => {
  const names = ['DUBOIS Léa', 'TOM Jean', 'BERTIN Ana', `${CYRILLIC_B}ERTIN Ana`, 'CLAES Marc', 'bertin ana'];
  const index = new NameIndex<number>();
  for (const [i, name] of names.entries()) index.add(name, i);

  it('finds the same name first, else the earliest that looks alike, as comparing each pair would', () => {
    for (const probe of [
      'BERTIN Ana',
      `${CYRILLIC_B}ERTIN Ana`,
      'ＢＥＲＴＩＮ Ana',
      'Ana Bertin',
      'Marc Claes',
      'ТОМ Jean',
      '𝐓𝐎𝐌 Jean',
      'NOBODY Zoé',
      'BERTIN Anna',
      'BERTlN Ana',
      'bertln ana',
    ]) {
      const same = names.findIndex((name) => sameName(name, probe));
      const alike = names.findIndex((name) => looksAlike(name, probe));
      const expected =
        same >= 0 ? { value: same, by: 'name' } : alike >= 0 ? { value: alike, by: 'lookalike' } : undefined;
      expect(index.find(probe), probe).toEqual(expected);
    }
  });

  it('says which: the same name, or a look-alike', () => {
    expect(index.find('bertin ANA')).toEqual({ value: 2, by: 'name' });
    expect(index.find('ΤΟΜ Jean')).toEqual({ value: 1, by: 'lookalike' });
  });
});

describe('playersNamed', () => {
  const players = [
    { id: 1, name: 'ŒUVRARD Jean-Pierre' },
    { id: 2, name: 'ŒUVRARD Marie' },
    { id: 3, name: `${CYRILLIC_B}ERTIN Ana` },
    { id: 4, name: 'ROUX Noël' },
  ];
  const ids = (typed: string) => playersNamed(players, typed).map((p) => p.id);

  it('the same name first, ligatures and accents folded: a part of it shared by another does not count then', () => {
    expect(ids('oeuvrard jean pierre')).toEqual([1]);
    expect(ids('noel roux')).toEqual([4]);
  });

  it('then a name that looks like it, then a part of a name, which may name several', () => {
    expect(ids('BERTIN Ana')).toEqual([3]);
    expect(ids('noël')).toEqual([4]);
    expect(ids('oeuvrard')).toEqual([1, 2]);
  });

  it('nobody for a name of no letter, nor for one nobody has', () => {
    expect(ids(' - ')).toEqual([]);
    expect(ids('DUBOIS')).toEqual([]);
  });
});

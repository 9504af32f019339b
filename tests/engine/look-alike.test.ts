/**
 * What a text looks like: Unicode's skeleton (UTS #39) and the characters that cannot be seen.
 * The skeletons expected are ICU's (its spoof checker, `uspoof_getSkeleton`, ICU 72 on Unicode
 * 15.0's confusables), for letters of the scripts names come in and their styled forms.
 */
import { describe, expect, it } from 'vitest';
import { letteringDifferences, skeleton, unseenCharacter, withoutUnseen } from '../../src-engine/index.ts';

describe('skeleton', () => {
  it.each([
    ['ТОМ', 'TOM'],
    ['ΤΟΜ', 'TOM'],
    ['𝐓𝐎𝐌', 'TOM'],
    ['BERTIN', 'BERTlN'],
    // Confusables.txt has no entry for the fullwidth R: names fold it through NFKC besides.
    ['ＢＥＲＴＩＮ', 'BEＲTlN'],
    ['𝔅𝔈ℜ𝔗ℑ𝔑', 'BERTlN'],
    ['ΒΕΡΤΙΝ', 'BEPTlN'],
    ['ВЕРТИН', 'BEPTИH'],
    ['Иван ПЕТРОВ', 'Иʙaʜ ΠETPOB'],
    ['АНА', 'AHA'],
    ['ΑΝΑ', 'ANA'],
    ['ÉLOY', 'E\u0301LOY'],
    ['1l|I', 'llll'],
    ['0O', 'OO'],
    ['m', 'rn'],
    ['ⅠⅡ', 'lll'],
    ['Ꭲⵔꓚ', 'TOC'],
  ])('of « %s » is « %s », as ICU gives it', (text, expected) => {
    expect(skeleton(text)).toBe(expected);
  });

  it('leaves out the default-ignorable characters, as UTS #39 now does', () => {
    expect(skeleton('T\u034fO\u200bM\ufe0f')).toBe('TOM');
    expect(skeleton('A\u3164B')).toBe('AB');
  });
});

describe('unseenCharacter', () => {
  it.each([
    ['\u3164', 'HANGUL FILLER'],
    ['\u2800', 'BRAILLE PATTERN BLANK'],
    ['\u115f', 'HANGUL CHOSEONG FILLER'],
    ['\u1160', 'HANGUL JUNGSEONG FILLER'],
    ['\uffa0', 'HALFWIDTH HANGUL FILLER'],
    ['\u034f', 'COMBINING GRAPHEME JOINER'],
    ['\u180e', 'MONGOLIAN VOWEL SEPARATOR'],
    ['\u17b4', 'KHMER VOWEL INHERENT AQ'],
    ['\u17b5', 'KHMER VOWEL INHERENT AA'],
    ['\ufe0f', 'VARIATION SELECTOR-16'],
    ['\u{e0100}', 'VARIATION SELECTOR-17'],
    ['\u{e0041}', 'TAG LATIN CAPITAL LETTER A'],
    ['\u200b', 'ZERO WIDTH SPACE'],
    ['\u202e', 'RIGHT-TO-LEFT OVERRIDE'],
    ['\u00ad', 'SOFT HYPHEN'],
    ['\u2064', 'INVISIBLE PLUS'],
    ['\u{1d159}', 'MUSICAL SYMBOL NULL NOTEHEAD'],
  ])('finds %j (%s), alone or in a name', (character, _) => {
    const code = `U+${(character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
    expect(unseenCharacter(character)).toBe(code);
    expect(unseenCharacter(`BERTIN${character}Ana`)).toBe(code);
    expect(withoutUnseen(`BERTIN${character}Ana`)).toBe('BERTINAna');
  });

  it('finds nothing in names of real scripts', () => {
    for (const name of [
      "D'ŒUVRARD Jean-Édouard",
      'Иван ПЕТРОВ',
      'Ἀλέξανδρος ΠΑΠΑΔΟΠΟΥΛΟΣ',
      '김민준',
      'محمد علي',
      'देवनागरी',
      'ฐานิศร์',
      '李小龍',
      'NGUYỄN Thị Minh Khai',
    ])
      expect(unseenCharacter(name), name).toBeNull();
  });
});

describe('letteringDifferences', () => {
  it('says what one name is written with that the other is not', () => {
    expect(letteringDifferences('ТОМ Jean', 'TOM Jean')).toEqual({ name: ['cyrillic'], other: [] });
    expect(letteringDifferences('TOM Jean', 'ΤΟΜ Jean')).toEqual({ name: [], other: ['greek'] });
    expect(letteringDifferences('𝐓𝐎𝐌 Jean', 'TOM Jean')).toEqual({ name: ['styled'], other: [] });
    expect(letteringDifferences('ＢＥＲＴＩＮ Ana', 'BERTIN Ana')).toEqual({ name: ['styled'], other: [] });
    expect(letteringDifferences('BERT1N Ana', 'BERTIN Ana')).toEqual({ name: ['digits'], other: [] });
    expect(letteringDifferences('BERTIN\u3164Ana', 'BERTIN Ana')).toEqual({ name: ['unseen'], other: [] });
    expect(letteringDifferences('ТОМ Jean', 'ΤΟΜ Jean')).toEqual({ name: ['cyrillic'], other: ['greek'] });
  });
});

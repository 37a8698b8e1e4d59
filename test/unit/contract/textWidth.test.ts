import { describe, expect, it } from 'vitest';
import { CATALOGUE_NAME_LIMIT, nameProblem } from '../../../contract/names';
import { COLLECTION_NAME_MAX, hasBidiControl, hasStackedMarks, isBlankName, textWidth, withoutRefusedCharacters } from '../../../contract/textWidth';
import { ACCEPTED, REFUSED } from './nameCharacters';

describe('textWidth', () => {
  const cases: [string, string, number][] = [
    ['counts nothing for an empty name', '', 0],
    ['counts ASCII letters, digits and spaces 1 each', 'Summer 2024', 11],
    ['counts each Chinese character 2', '春季新品', 8],
    ['counts 6 Chinese characters 12', '春夏秋冬贴纸', 12],
    ['counts 7 Chinese characters 14', '春夏秋冬新贴纸', 14],
    ['adds up a mixed name', 'iPhone壳', 8],
    ['counts Chinese punctuation 2', '贴纸，背景。「新」', 18],
    ['counts full-width letters and digits 2', 'ＡＢ１２', 8],
    ['counts full-width punctuation and brackets 2', '！（）：', 8],
    ['counts the ideographic space 2', '新\u3000品', 6],
    ['counts kana 2', 'ひらカタ', 8],
    ['counts hangul 2', '한국어', 6],
    ['counts half-width katakana 1', 'ｶﾀｶﾅ', 4],
    ['counts accented Latin, Greek and Cyrillic 1', 'éΩЖ', 3],
    ['counts an ideograph outside the BMP 2, not 4', '𠀀', 2],
    ['counts an emoji 2', '👍', 2],
    ['counts an emoji with a skin tone 2', '👍🏽', 2],
    ['counts a symbol made an emoji by U+FE0F 2', '❤️', 2],
    ['counts a bare symbol 1', '❤', 1],
    ['counts a wide emoji with U+FE0F still 2', '😀\uFE0F', 2],
    ['counts each member of a ZWJ family', '👨‍👩‍👧', 6],
    ['counts an emoji inside a name', '爱心❤贴纸', 9],
    ['counts a lone skin-tone modifier as the swatch it shows', '\u{1F3FB}', 2],
    ['frees one mark per character only: a run of skin tones counts', '\u{1F3FB}'.repeat(3000), 6000],
    ['counts a run of variation selectors after the first', '组' + '\u{E0100}'.repeat(100), 101],
    ['counts a joiner that joins nothing', '\u200d', 1],
    ['counts a ZWJ flag sequence by its members', '🏳️‍🌈', 4],
  ];
  it.each(cases)('%s', (_label, text, width) => {
    expect(textWidth(text)).toBe(width);
  });
});

describe('the collection name limit (spec 1 §5)', () => {
  const fits = (name: string) => textWidth(name) <= COLLECTION_NAME_MAX;
  const cases: [string, string, boolean][] = [
    ['refuses 7 Chinese characters (14)', '春夏秋冬新贴纸', false],
    ['accepts 6 Chinese characters (12)', '春夏秋冬贴纸', true],
    ['accepts 12 ASCII letters', 'abcdefghijkl', true],
    ['refuses 13 ASCII letters', 'abcdefghijklm', false],
    ['accepts 5 Chinese characters and 2 letters (12)', '手机壳图库AB', true],
    ['refuses 5 Chinese characters and 3 letters (13)', '手机壳图库ABC', false],
    ['refuses 7 full-width letters (14)', 'ＡＢＣＤＥＦＧ', false],
    ['accepts 6 emoji (12)', '😀😀😀😀😀😀', true],
  ];
  it.each(cases)('%s', (_label, name, ok) => {
    expect(fits(name)).toBe(ok);
  });
});

describe('names that show nothing, or turn the sentence around them', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['\u200d', true],
    ['\ufe0f\ufe0f\ufe0f', true],
    ['\u200b\u2060', true],
    ['组', false],
    ['\u{1F3FB}', false],
  ])('isBlankName(%j) is %s', (name, blank) => {
    expect(isBlankName(name)).toBe(blank);
  });

  it('finds the direction controls, not ordinary text', () => {
    expect(hasBidiControl('\u202e组测试')).toBe(true);
    expect(hasBidiControl('a\u2067b\u2069')).toBe(true);
    expect(hasBidiControl('节日模板 abc 123')).toBe(false);
  });
});

describe('a name from a file or the marketplace, without what the names rule refuses', () => {
  it.each(REFUSED)('takes out $what, and what is left passes the rule', ({ name }) => {
    const cleaned = withoutRefusedCharacters(name);
    expect(cleaned).not.toBe(name);
    expect(nameProblem(cleaned, CATALOGUE_NAME_LIMIT)).toBeNull();
  });

  it.each(ACCEPTED)('leaves $what as it is', ({ name }) => {
    expect(withoutRefusedCharacters(name)).toBe(name);
  });

  it('turns line breaks into spaces and keeps the first 4 marks of a character', () => {
    expect(withoutRefusedCharacters('磁吸\u2028手机壳\u2029透明\r\n款')).toBe('磁吸 手机壳 透明  款');
    expect(withoutRefusedCharacters('a\u0301\u0302\u0303\u0304\u0308\u0309b\u0301')).toBe('a\u0301\u0302\u0303\u0304b\u0301');
    expect(withoutRefusedCharacters('iPhone 15 \u202exaM orP\u200b')).toBe('iPhone 15 xaM orP');
  });

  it('counts marks per character: a letter, a space or an emoji between them starts again', () => {
    expect(hasStackedMarks('a\u0301\u0302\u0303\u0304b\u0301\u0302\u0303\u0304')).toBe(false);
    expect(hasStackedMarks('\u0301\u0302\u0303\u0304\u0305')).toBe(true);
    expect(hasStackedMarks('e\u0301\u200c\u0302\u200d\u0303\u0304\u0305')).toBe(true);
    expect(hasStackedMarks('👍🏽\ufe0f 1\ufe0f\u20e3')).toBe(false);
  });

  it('counts the marks of a character across what draws nothing between them', () => {
    for (const between of ['\u206a', '\u200b', '\u2060', '\ufeff', '\u{e0001}', '\u2065', '\ufdd0', '\u0000', '\u{1bca0}', '\u{13430}']) {
      expect(hasStackedMarks(`a\u0301\u0302${between}\u0303\u0304\u0308`), JSON.stringify(between)).toBe(true);
      expect(hasStackedMarks(`a\u0301\u0302${between}${between}\u0303\u0304`), JSON.stringify(between)).toBe(false);
    }
    expect(withoutRefusedCharacters('a\u0301\u0302\u206a\u0303\u0304\u0308\u0309b')).toBe('a\u0301\u0302\u0303\u0304b');
  });

  it('keeps the variation selectors an emoji or a keycap takes, and a Mongolian letter’s free variation selectors', () => {
    expect(withoutRefusedCharacters('华\ufe0f为❤️1️⃣☺︎')).toBe('华为❤️1️⃣☺︎');
    expect(withoutRefusedCharacters('华\u180b为ᠮᠣ\u180bᠩ')).toBe('华为ᠮᠣ\u180bᠩ');
    expect(withoutRefusedCharacters('壳\u{e0100}\ufdd0\uffff\u2065')).toBe('壳');
  });
});

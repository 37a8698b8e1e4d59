// The names rule (contract/names.ts): one rule for every name a merchant gives, only the bound differing.
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_NAME_LIMIT,
  COLLECTION_NAME_LIMIT,
  FONT_NAME_LIMIT,
  TEMPLATE_GROUP_NAME_LIMIT,
  fittedName,
  nameLength,
  nameProblem,
} from '../../../contract/names';
import { NAME_DIRECTION_CONTROL } from '../../../contract/nameTexts';
import { SHOP_NAME_LIMIT } from '../../../contract/shops';
import { NAME_LIMITS } from '../../support/nameLimits';
import { ACCEPTED, REFUSED } from './nameCharacters';

const ALL_LIMITS = NAME_LIMITS.map(([, limit]) => limit);

describe('nameProblem', () => {
  it('refuses a model name that a right-to-left override makes read as another model', () => {
    // Shown, `iPhone 15 \u202exaM orP` reads "iPhone 15 Pro Max": a second model of that name.
    expect(nameProblem('iPhone 15 \u202exaM orP', CATALOGUE_NAME_LIMIT)).toBe('directionControl');
    for (const control of ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069']) {
      for (const limit of ALL_LIMITS) expect(nameProblem(`苹果${control}`, limit), JSON.stringify(control)).toBe('directionControl');
    }
  });

  it('refuses a name with a character that draws nothing: 华\\u200b为 would be a second 华为', () => {
    const controls = ['\u0000', '\u0007', '\n', '\t', '\u0085'];
    const fillers = ['\u3164', '\u2800', '\u115f', '\uffa0', '\u{e0041}', '\ud800', '\udc00'];
    for (const invisible of ['\u200b', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u2063', ...controls, ...fillers]) {
      for (const limit of ALL_LIMITS) expect(nameProblem(`华${invisible}为`, limit), JSON.stringify(invisible)).toBe('invisibleCharacter');
    }
    // The joiners an emoji or a script needs are kept: a family emoji, a Persian word with a non-joiner.
    expect(nameProblem('👨\u200d👩\u200d👧 壳', CATALOGUE_NAME_LIMIT)).toBeNull();
    expect(nameProblem('می\u200cخواهم', CATALOGUE_NAME_LIMIT)).toBeNull();
  });

  describe.each(NAME_LIMITS)('every character class, for %s names', (_, limit) => {
    it.each(REFUSED)('refuses $what', ({ name, message }) => {
      expect(nameProblem(name, limit)).toBe(message === NAME_DIRECTION_CONTROL ? 'directionControl' : 'invisibleCharacter');
    });

    it.each(ACCEPTED)('takes $what', ({ name }) => {
      expect(nameProblem(name, limit)).toBeNull();
    });
  });

  it('bounds every kind of name: a 1.5 MB brand name is refused', () => {
    const huge = 'A'.repeat(1_500_000);
    for (const limit of ALL_LIMITS) expect(nameProblem(huge, limit)).toBe('tooLong');
  });

  it('takes 30 characters for a brand, model, material or colour, counted after trimming, an emoji or CJK character being one', () => {
    expect(CATALOGUE_NAME_LIMIT.max).toBe(30);
    expect(nameProblem(`  ${'a'.repeat(30)}  `, CATALOGUE_NAME_LIMIT)).toBeNull();
    expect(nameProblem('a'.repeat(31), CATALOGUE_NAME_LIMIT)).toBe('tooLong');
    expect(nameProblem('壳'.repeat(30), CATALOGUE_NAME_LIMIT)).toBeNull();
    expect(nameProblem('😀'.repeat(30), CATALOGUE_NAME_LIMIT)).toBeNull();
    expect(nameProblem('𠀀'.repeat(31), CATALOGUE_NAME_LIMIT)).toBe('tooLong');
    // A joined emoji (five code points) and a letter with a combining accent are one character each.
    expect(nameProblem('👨‍👩‍👧'.repeat(30), CATALOGUE_NAME_LIMIT)).toBeNull();
    expect(nameProblem('👨‍👩‍👧'.repeat(31), CATALOGUE_NAME_LIMIT)).toBe('tooLong');
    expect(nameLength('e\u0301'.repeat(30), CATALOGUE_NAME_LIMIT)).toBe(30);
    expect(fittedName('👨‍👩‍👧'.repeat(40), CATALOGUE_NAME_LIMIT)).toBe('👨‍👩‍👧'.repeat(30));
    expect(nameProblem('Galaxy Z Fold6 心系天下 W25', CATALOGUE_NAME_LIMIT)).toBeNull();
  });

  it('counts a collection or template group name by width, a double-width character counting 2', () => {
    expect(nameProblem('六个汉字分组', COLLECTION_NAME_LIMIT)).toBeNull();
    expect(nameProblem('七个汉字的名称', COLLECTION_NAME_LIMIT)).toBe('tooLong');
    expect(nameProblem('七个汉字的名称', TEMPLATE_GROUP_NAME_LIMIT)).toBe('tooLong');
    expect(nameLength('七个汉字的名称', COLLECTION_NAME_LIMIT)).toBe(14);
    expect(nameLength('七个汉字的名称', CATALOGUE_NAME_LIMIT)).toBe(7);
  });

  it('needs a name that shows something', () => {
    for (const blank of ['', '   ', '\u200b', '\u3000\u200d', '\u0301', '\u3164']) {
      for (const limit of ALL_LIMITS) expect(nameProblem(blank, limit), JSON.stringify(blank)).toBe('required');
    }
  });

  it('keeps the spec bounds of font (10) and shop (20) names', () => {
    expect(nameProblem('字'.repeat(10), FONT_NAME_LIMIT)).toBeNull();
    expect(nameProblem('字'.repeat(11), FONT_NAME_LIMIT)).toBe('tooLong');
    expect(nameProblem('店'.repeat(20), SHOP_NAME_LIMIT)).toBeNull();
    expect(nameProblem('店'.repeat(21), SHOP_NAME_LIMIT)).toBe('tooLong');
  });
});

import { describe, expect, it } from 'vitest';
import { userCharacters } from '../../../contract/characters';

describe('characters as the merchant counts them', () => {
  it('counts a joined emoji, a surrogate pair and a letter with its combining accent as one each', () => {
    expect(userCharacters('👨‍👩‍👧你😀𠀀e\u0301')).toEqual(['👨‍👩‍👧', '你', '😀', '𠀀', 'e\u0301']);
  });

  it('splits a text far past every bound by code points, never into fewer pieces than its characters', () => {
    const huge = '👨‍👩‍👧'.repeat(1_000);
    expect(userCharacters(huge).length).toBeGreaterThanOrEqual(1_000);
    expect(userCharacters('A'.repeat(1_500_000))).toHaveLength(1_500_000);
  });
});

import { describe, expect, it } from 'vitest';
import { maskErpKey } from '../../../contract/erp';

describe('maskErpKey: what the service shows of a seller’s ERP key', () => {
  it.each([
    ['abcdefgh', '********gh'],
    ['abcdefghi', '********hi'],
    ['abcdefghijkl', '********jkl'],
    ['erp_test_key_0123456789', '********6789'],
    ['x'.repeat(128), `********xxxx`],
  ])('%s → %s', (key, masked) => {
    expect(maskErpKey(key)).toBe(masked);
  });

  it('never shows the start of a key, nor its length, nor more than a quarter of it', () => {
    for (const length of [8, 9, 12, 16, 40, 128]) {
      const key = Array.from({ length }, (_, i) => String.fromCharCode(65 + (i % 26))).join('');
      const masked = maskErpKey(key);
      const shown = masked.replace(/^\*+/, '');
      expect(masked.startsWith('********')).toBe(true);
      expect(masked.length).toBe(8 + shown.length);
      expect(shown.length).toBeLessThanOrEqual(length / 4);
      expect(key.endsWith(shown)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseNumber, roundForDisplay } from '../../../src/features/designer/panels/NumberField';

describe('a typed number', () => {
  const cases: [string, number | null][] = [
    ['120', 120],
    ['-12.5', -12.5],
    [' 30 ', 30],
    ['１２０', 120],
    ['１２。５', 12.5],
    ['－８', -8],
    ['45°', 45],
    ['100px', 100],
    ['', null],
    ['abc', null],
    ['1e400', null],
  ];
  it.each(cases)('"%s" reads as %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it('shows at most 2 decimals, and no -0', () => {
    expect(roundForDisplay(104.99999999)).toBe(105);
    expect(roundForDisplay(12.3456789)).toBe(12.35);
    expect(Object.is(roundForDisplay(-0.001), 0)).toBe(true);
  });
});

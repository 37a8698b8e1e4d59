import { describe, expect, it } from 'vitest';
import { casesPerFile } from '../../../contract/casesPerFile';

const shares = (quantity: number, designs: number) => Array.from({ length: designs }, (_, position) => casesPerFile(quantity, designs, position));

describe('定制N张: the cases printed from one file', () => {
  it('is the item’s quantity when it has one design', () => {
    expect(shares(5, 1)).toEqual([5]);
    expect(shares(1, 1)).toEqual([1]);
  });

  it('is one each when the item has as many designs as cases (three phones, quantity 3)', () => {
    expect(shares(3, 3)).toEqual([1, 1, 1]);
  });

  it('shares more cases than designs in order, adding up to the quantity', () => {
    expect(shares(6, 3)).toEqual([2, 2, 2]);
    expect(shares(4, 3)).toEqual([2, 1, 1]);
    expect(shares(7, 3)).toEqual([3, 2, 2]);
    for (const [quantity, designs] of [[10, 3], [9999, 50], [51, 50]] as const) {
      expect(shares(quantity, designs).reduce((a, b) => a + b, 0)).toBe(quantity);
    }
  });

  it('prints every design once when the quantity is below the designs', () => {
    expect(shares(2, 3)).toEqual([1, 1, 1]);
  });

  it('treats no design count (unreadable content) as one file', () => {
    expect(casesPerFile(4, 0, 0)).toBe(4);
  });
});

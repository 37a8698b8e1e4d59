// The order the bench's rounds run their alternatives in, and the median of their ratios.
import { describe, expect, it } from 'vitest';
import { abbaOrder, medianOf } from '../../bench/abba';

describe('rounds in ABBA order', () => {
  const alternatives = ['raw', 'discard', 'flow'];

  it('runs each alternative once early and once late over two rounds', () => {
    expect([...abbaOrder(alternatives, 0), ...abbaOrder(alternatives, 1)]).toEqual(['raw', 'discard', 'flow', 'flow', 'discard', 'raw']);
    const places = (name: string) => abbaOrder(alternatives, 0).indexOf(name) + abbaOrder(alternatives, 1).indexOf(name);
    expect(new Set(alternatives.map(places)).size).toBe(1);
  });

  it('takes the mean of the middle two of an even count, so that neither of two rounds decides alone', () => {
    expect(medianOf([1.2, 0.9])).toBeCloseTo(1.05);
    expect(medianOf([1.12, 0.98, 1.14])).toBe(1.12);
  });
});

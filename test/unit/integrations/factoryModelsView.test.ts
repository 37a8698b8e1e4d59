import { describe, expect, it } from 'vitest';
import { formatElapsed, searchFactoryModels } from '../../../src/features/integrations/factoryModelsView';

describe('searchFactoryModels', () => {
  const models = [
    { code: 'KM-IP15P', name: '苹果 iPhone15 Pro' },
    { code: 'KM-HW-M60', name: '华为 Mate60' },
  ];
  it.each([
    ['', 2],
    ['   ', 2],
    ['iphone', 1],
    ['km-hw', 1],
    [' MATE60 ', 1],
    ['小米', 0],
  ])('%j finds %i', (text, n) => {
    expect(searchFactoryModels(models, text)).toHaveLength(n);
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [7_000, '0:07'],
    [299_000, '4:59'],
    [3_723_000, '1:02:03'],
    [-5, '0:00'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { guardPasses, guardVerdict } from '../../../src/lib/modelMatch/guard';
import { modelPreparer } from '../../../src/lib/modelMatch/prepare';

/** One model read as the auto-match reads it, against a catalogue with no brands of its own. */
const prepareModel = modelPreparer([]);

const verdict = (a: string, b: string) => guardVerdict(prepareModel(a).guard, prepareModel(b).guard);

describe('guard: variant words and number letters must agree', () => {
  it.each([
    ['iPhone 15', 'iPhone 15 Plus', [], ['plus']],
    ['iPhone 15 Pro', 'iPhone 15 Pro Max', [], ['max']],
    ['iPhone 15', 'iPhone 15e', ['iphone15'], ['e', 'iphone15e']],
    ['iPhone 13', 'iPhone 13 mini', [], ['mini']],
    ['Xiaomi 14', 'Xiaomi 14 Ultra', [], ['ultra']],
    ['Mi 11', 'Mi 11 Lite', [], ['lite']],
    ['荣耀 60', '荣耀 60 SE', [], ['se']],
    ['OPPO Find X2', 'OPPO Find X2 Neo', [], ['neo']],
    ['Redmi Note 12', 'Redmi Note 12 Turbo', [], ['turbo']],
    ['Redmi 3S', 'Redmi 3S Prime', [], ['prime']],
    ['Galaxy S21', 'Galaxy S21 FE', [], ['fe']],
    ['Galaxy Z Fold5', 'Galaxy Z Flip5', ['fold'], ['flip']],
    ['vivo Y73', 'vivo Y73t', ['y73'], ['t', 'y73t']],
    ['华为Mate60Pro+', 'HUAWEI Mate 60 Pro', ['plus'], []],
    ['荣耀 9', '荣耀 9 青春版', [], ['lite']],
    ['Redmi Note 12', 'Redmi Note 12 探索版', [], ['discovery']],
    ['Redmi Note 13 Pro Plus', 'Redmi 13 Pro Plus', ['note13'], ['13']],
    ['iPhone', 'iPhone X', [], ['x']],
    ['荣耀 Magic4', '荣耀 Magic4 至臻版', [], ['至臻版']],
  ])('%s vs %s: refused (product only %j, factory only %j)', (a, b, productOnly, factoryOnly) => {
    expect(verdict(a, b)).toEqual({ pass: false, productOnly, factoryOnly });
    expect(guardPasses(prepareModel(a), prepareModel(b))).toBe(false);
  });

  it.each([
    ['iPhone 15 Pro Max', '苹果 iPhone15ProMax'],
    ['华为Mate60Pro+', 'HUAWEI Mate 60 Pro Plus'],
    ['荣耀 9 青春版', 'HONOR 9 Lite'],
    ['Redmi K60 至尊版', 'Redmi K60 Ultra'],
    ['一加 8T', 'OnePlus 8T'],
    ['vivo Y73t', 'vivo Y73t 全网通版'],
    ['iPhone SE (第 3 代)', 'iPhone SE (3rd generation)'],
  ])('%s vs %s: passes', (a, b) => {
    expect(verdict(a, b).pass).toBe(true);
    expect(guardPasses(prepareModel(a), prepareModel(b))).toBe(true);
  });
});

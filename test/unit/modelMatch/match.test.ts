import { describe, expect, it } from 'vitest';
import { matchModels, naiveMatchModels } from '../../../src/lib/modelMatch/match';
import type { FactoryModel, ProductModel } from '../../../src/lib/modelMatch/types';
import { buildSpeedSets, random } from '../../bench/modelMatchData';
import { hasTestdata } from '../../support/testdata';

const product = (name: string, brand = '苹果', id = name): ProductModel => ({ id, brand, name });
const factory = (...names: string[]): FactoryModel[] => names.map((name, i) => ({ code: `C${i + 1}`, name }));

describe('matchModels: the spec examples', () => {
  it("'苹果 iPhone15ProMax' matches 'iPhone 15 Pro Max' of brand 苹果 with score 1", () => {
    const result = matchModels([product('iPhone 15 Pro Max')], factory('苹果 iPhone15ProMax'));
    expect(result).toEqual({ proposals: [{ productId: 'iPhone 15 Pro Max', code: 'C1', factoryName: '苹果 iPhone15ProMax', score: 1 }], heldBack: [], unmatched: [] });
  });

  it("'iPhone 15' vs 'iPhone 15 Plus' scores 0.9 without the guard and is held back with it", () => {
    const products = [product('iPhone 15')];
    const list = factory('Apple iPhone 15 Plus');
    expect(matchModels(products, list, { guard: false }).proposals).toEqual([{ productId: 'iPhone 15', code: 'C1', factoryName: 'Apple iPhone 15 Plus', score: 0.9 }]);
    expect(matchModels(products, list)).toEqual({
      proposals: [],
      heldBack: [{ productId: 'iPhone 15', code: 'C1', factoryName: 'Apple iPhone 15 Plus', score: 0.9, reason: { productOnly: [], factoryOnly: ['plus'] } }],
      unmatched: [],
    });
  });

  it('different brands never match, however alike the names', () => {
    const list = factory('vivo X100', 'Redmi K70', 'OPPO Find X7', 'iQOO 12');
    const products = [product('X100', 'OPPO'), product('K70', '小米'), product('Find X7', 'vivo'), product('12', 'vivo'), product('Xiaomi K70', '小米')];
    expect(matchModels(products, list).proposals.map((p) => [p.productId, p.code])).toEqual([['K70', 'C2']]);
    expect(naiveMatchModels(products, list, { guard: false }).proposals.map((p) => [p.productId, p.code])).toEqual([['K70', 'C2']]);
  });

  it('a factory model without any brand matches nothing', () => {
    expect(matchModels([product('iPhone 15 Pro Max')], factory('15 Pro Max')).unmatched).toEqual(['iPhone 15 Pro Max']);
  });
});

describe('matchModels: odd input', () => {
  it('empty, punctuation-only and unknown names match nothing and throw nothing', () => {
    const products = [product('', '苹果', 'a'), product('!!!', '', 'b'), product('😀', '小米', 'c'), product('第十二代', '华为', 'd')];
    const list = factory('', '???', '😀', 'iPhone', '苹果');
    expect(matchModels(products, list)).toEqual(naiveMatchModels(products, list));
    expect(matchModels(products, list).proposals).toEqual([]);
    // A bare brand is the brand's first phone: it matches a bare brand only.
    expect(matchModels([product('iPhone')], list).proposals.map((p) => p.code)).toEqual(['C4']);
    expect(matchModels([product('iQOO', 'vivo')], factory('vivo iQOO (6GB+128GB)', 'iQOO 12')).proposals.map((p) => p.code)).toEqual(['C1']);
    expect(matchModels([], list)).toEqual({ proposals: [], heldBack: [], unmatched: [] });
    expect(matchModels(products, [])).toEqual({ proposals: [], heldBack: [], unmatched: ['a', 'b', 'c', 'd'] });
  });
});

describe('matchModels: best, ties and the exact stop', () => {
  it('keeps the best-scoring factory model at 0.9 or more', () => {
    const result = matchModels([product('vivo X100 Pro 全网通版', 'vivo')], factory('vivo X100 Pro 天玑', 'vivo X100 Pro'));
    expect(result.proposals).toEqual([{ productId: 'vivo X100 Pro 全网通版', code: 'C2', factoryName: 'vivo X100 Pro', score: 1 }]);
  });

  it('breaks ties by the factory order and stops at the first exact match', () => {
    const list = factory('iPhone 15 Pro Max', '苹果 iPhone15ProMax', 'Apple iPhone 15 Pro Max');
    expect(matchModels([product('iPhone 15 Pro Max')], list).proposals[0]!.code).toBe('C1');
    expect(matchModels([product('iPhone 15 Pro Max')], list.slice().reverse()).proposals[0]!.code).toBe('C3');
  });

  it('an exact match later in the list beats an earlier near one', () => {
    const list = factory('荣耀 Magic6 Pro 标准', '荣耀 Magic6 Pro');
    expect(matchModels([product('Magic6 Pro', '荣耀')], list).proposals[0]).toMatchObject({ code: 'C2', score: 1 });
  });

  it('below 0.9 a product is unmatched', () => {
    expect(matchModels([product('iPhone 15')], factory('iPhone 14', 'iPhone'))).toEqual({ proposals: [], heldBack: [], unmatched: ['iPhone 15'] });
  });

  it('holds back the best refused pair when no model passes the guard', () => {
    const result = matchModels([product('Redmi Note 12', '小米')], factory('Redmi Note 12T', 'Redmi Note 12 全网通 NFC'));
    expect(result.proposals).toEqual([]);
    expect(result.heldBack).toEqual([
      { productId: 'Redmi Note 12', code: 'C1', factoryName: 'Redmi Note 12T', score: 0.9571, reason: { productOnly: ['note12'], factoryOnly: ['t', 'note12t'] } },
    ]);
  });

  it('proposes the model the guard lets pass even when a refused one scores higher', () => {
    const result = matchModels([product('iPhone 15 Pro')], factory('iPhone 15 Pro S', 'iPhone 15 Pro 钛金属'));
    expect(result).toEqual({ proposals: [{ productId: 'iPhone 15 Pro', code: 'C2', factoryName: 'iPhone 15 Pro 钛金属', score: 0.9357 }], heldBack: [], unmatched: [] });
    expect(matchModels([product('iPhone 15 Pro')], factory('iPhone 15 Pro S', 'iPhone 15 Pro 钛金属'), { guard: false }).proposals[0]!.code).toBe('C1');
  });

  it('reports progress up to the whole', () => {
    const calls: [number, number][] = [];
    const products = Array.from({ length: 250 }, (_, i) => product(`iPhone ${i}`, '苹果', `p${i}`));
    matchModels(products, factory('iPhone 15'), { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.length).toBeGreaterThan(10);
    expect(calls[calls.length - 1]).toEqual([250, 250]);
    expect(calls.every(([done], i) => i === 0 || done > calls[i - 1]![0])).toBe(true);
  });
});

/** Names built from brands, series, numbers, variant and edition words, in both catalogues' and factories' spellings. */
function generated(count: number, seed: number): { products: ProductModel[]; factory: FactoryModel[] } {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const brands = [
    ['苹果', ['iPhone '], ['Apple ', '苹果', '']],
    ['华为', ['Mate ', 'P', 'nova ', 'Pura '], ['华为', 'HUAWEI ', '']],
    ['小米', ['Redmi Note ', 'Redmi K', 'Xiaomi ', 'POCO F'], ['小米', '']],
    ['vivo', ['X', 'Y', 'S', 'iQOO '], ['vivo ', '']],
    ['三星', ['Galaxy S', 'Galaxy A', 'Galaxy Z Fold'], ['三星', 'Samsung ', '']],
  ] as const;
  const tails = ['', '', ' Pro', ' Pro Max', ' Plus', ' Ultra', ' Lite', ' mini', ' SE', 't', 's', 'e', ' 青春版', ' 至尊版', '+'];
  const editions = ['', '', ' 全网通版', ' 5G', ' (8GB+256GB)', ' 国行', ' Global'];
  const products: ProductModel[] = [];
  const list: FactoryModel[] = [];
  for (let i = 0; i < count; i++) {
    const [brand, series, prefixes] = pick(brands);
    const name = `${pick(series)}${Math.floor(next() * 30) + 1}${pick(tails)}`;
    products.push({ id: `p${i}`, brand, name: `${name}${pick(editions)}` });
    const factoryName = `${pick(prefixes)}${next() < 0.5 ? name.replace(/ /g, '') : name}${pick(editions)}`;
    list.push({ code: `F${i}`, name: factoryName });
  }
  return { products, factory: list };
}

describe('matchModels is naiveMatchModels, faster', () => {
  it.each([1, 2, 3])('gives the same proposals and held-back pairs on generated names (seed %s)', (seed) => {
    const { products, factory: list } = generated(600, seed);
    for (const guard of [true, false]) {
      const fast = matchModels(products, list, { guard });
      expect(fast.proposals.length).toBeGreaterThan(100);
      expect(fast).toEqual(naiveMatchModels(products, list, { guard }));
    }
    expect(matchModels(products, list).heldBack.length).toBeGreaterThan(3);
  });

  it.runIf(hasTestdata('the match on real model names'))('gives the same proposals and held-back pairs on the real model names', () => {
    const { products, factory: list } = buildSpeedSets(800);
    for (const guard of [true, false]) {
      const fast = matchModels(products, list, { guard });
      expect(fast.proposals.length).toBeGreaterThan(100);
      expect(fast).toEqual(naiveMatchModels(products, list, { guard }));
    }
  });
});

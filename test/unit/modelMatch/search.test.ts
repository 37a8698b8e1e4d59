import { describe, expect, it } from 'vitest';
import { mainFactoryModels } from '../../../adapters/mock/devApi/erp/erpModelSeed';
import { rankFactoryModels, searchIndex, searchKey, variantLabel } from '../../../src/lib/modelMatch/search';

// 机型绑定's search over the dev API's main factory (some 400 models, its own mixed spellings: '华为 Mate60 Pro',
// '华为Mate60Pro+', 'HUAWEI Mate 60', codes KM-HW-M60P …).
const index = searchIndex(mainFactoryModels());
const names = (typed: string, reference?: { brand: string; name: string }) => rankFactoryModels(index, typed, reference).map((entry) => entry.model.name);
const entryOf = (typed: string, name: string, reference?: { brand: string; name: string }) =>
  rankFactoryModels(index, typed, reference).find((entry) => entry.model.name === name);

describe('searchKey', () => {
  it.each([
    ['Mate60 Pro', 'mate60pro'],
    ['  mate 60  PRO ', 'mate60pro'],
    ['ＭＡＴＥ６０', 'mate60'],
    ['Ｍａｔｅ６０　Ｐｒｏ', 'mate60pro'],
    ['华为Mate60Pro+', '华为mate60proplus'],
    ['Mate60 Pro Plus', 'mate60proplus'],
    ['KM-HW-M60P', 'kmhwm60p'],
    ['', ''],
  ])('%j reads as %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('rankFactoryModels', () => {
  it('finds 华为 Mate60 Pro by "60pro", first when bound for 华为 Mate 60 Pro, and its Pro+ after it', () => {
    // Alone, "60pro" is exactly 荣耀60Pro's model text.
    expect(names('60pro')[0]).toBe('荣耀60Pro');
    const found = names('60pro', { brand: '华为', name: 'Mate 60 Pro' });
    expect(found[0]).toBe('华为 Mate60 Pro');
    expect(found).toContain('华为Mate60Pro+');
    expect(found.indexOf('华为Mate60Pro+')).toBeGreaterThan(0);
    expect(found.every((name) => searchKey(name).includes('60pro'))).toBe(true);
  });

  it.each(['Mate60 Pro', 'mate60pro', 'MATE60PRO', 'mate 60 pro', 'ＭＡＴＥ６０　ＰＲＯ', 'Ｍａｔｅ６０ｐｒｏ'])(
    'puts the exact model first for %j, whatever its spaces, case and width',
    (typed) => {
      expect(names(typed)[0]).toBe('华为 Mate60 Pro');
    },
  );

  it('finds "ＭＡＴＥ６０" in full width as it finds "mate60": the same models, HUAWEI Mate 60 (equal) first', () => {
    expect(names('ＭＡＴＥ６０')).toEqual(names('mate60'));
    expect(names('ＭＡＴＥ６０')[0]).toBe('HUAWEI Mate 60');
    expect(names('ＭＡＴＥ６０')).toContain('华为 Mate60 Pro');
  });

  it('ranks equal, then starting with, then holding the text: by code too', () => {
    const found = rankFactoryModels(index, 'km-hw-m60p').map((entry) => entry.model.code);
    expect(found[0]).toBe('KM-HW-M60P');
    expect(found).toContain('KM-HW-M60PP');
    expect(names('华为 mate60')[0]).toMatch(/^华为 ?Mate ?60/);
  });

  it('takes the words in any order, and finds nothing for what no model has', () => {
    expect(names('pro mate60')).toContain('华为 Mate60 Pro');
    expect(names('小米 mate60')).toEqual([]);
    expect(names('没有这样的机型')).toEqual([]);
  });

  it('lists every model for nothing typed, in the factory’s order', () => {
    expect(names('')).toEqual(mainFactoryModels().map((model) => model.name));
    expect(names('   ')).toEqual(mainFactoryModels().map((model) => model.name));
  });

  it('marks the Pro+ of a typed "Mate60 Pro" as a near miss with the extra Plus, and not the model itself', () => {
    expect(entryOf('Mate60 Pro', '华为Mate60Pro+')!.nearMiss).toEqual({ extra: ['plus'], missing: [] });
    expect(entryOf('Mate60 Pro', '华为 Mate60 Pro')!.nearMiss).toBeNull();
    // A fragment names no model: nothing to be near.
    expect(entryOf('60pro', '华为 Mate60 Pro')!.nearMiss).toBeNull();
  });

  it('opened for a catalogue model: its best match first, its near misses next with what differs', () => {
    const mate60Pro = { brand: '华为', name: 'Mate 60 Pro' };
    const ranked = rankFactoryModels(index, '', mate60Pro);
    expect(ranked[0]!.model).toEqual({ code: 'KM-HW-M60P', name: '华为 Mate60 Pro' });
    expect(ranked[0]!.nearMiss).toBeNull();
    const misses = ranked.filter((entry) => entry.nearMiss).map((entry) => [entry.model.code, entry.nearMiss]);
    expect(misses).toEqual([
      ['KM-HW-M60PP', { extra: ['plus'], missing: [] }],
      ['KM-HW-M60', { extra: [], missing: ['pro'] }],
    ]);
    expect(ranked.slice(1, 3).map((entry) => entry.model.code)).toEqual(['KM-HW-M60PP', 'KM-HW-M60']);
    expect(ranked).toHaveLength(index.length);
  });

  it('with a catalogue model and typed text: the text decides the tier, the catalogue model the order within it', () => {
    const ranked = rankFactoryModels(index, '60pro', { brand: '华为', name: 'Mate 60 Pro+' });
    expect(ranked[0]!.model.name).toBe('华为Mate60Pro+');
    expect(ranked[1]!.model.name).toBe('华为 Mate60 Pro');
    expect(ranked[1]!.nearMiss).toEqual({ extra: [], missing: ['plus'] });
  });

  it('never marks another brand’s model or another number', () => {
    const ranked = rankFactoryModels(index, '', { brand: '苹果', name: 'iPhone 15' });
    const misses = ranked.filter((entry) => entry.nearMiss).map((entry) => entry.model.code);
    expect(misses.sort()).toEqual(['KM-AP-15P', 'KM-AP-15PL', 'KM-AP-15PM']);
    expect(ranked[0]!.model.code).toBe('KM-AP-15');
  });
});

describe('variantLabel', () => {
  it.each([
    ['plus', '+/Plus'],
    ['pro', 'Pro'],
    ['max', 'Max'],
    ['se', 'SE'],
    ['mini', 'mini'],
    ['青春版', '青春版'],
  ])('%s is %s', (word, label) => {
    expect(variantLabel(word)).toBe(label);
  });
});

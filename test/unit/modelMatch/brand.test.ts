import { describe, expect, it } from 'vitest';
import { brandFromSeries, extraBrands, identifyBrand, isWithin } from '../../../src/lib/modelMatch/brand';
import { normaliseName } from '../../../src/lib/modelMatch/normalise';

const brandOf = (name: string, catalogueBrand?: string) =>
  identifyBrand(normaliseName(name), catalogueBrand === undefined ? undefined : normaliseName(catalogueBrand));

describe('brand: synonym lists', () => {
  it.each([
    ['苹果 iPhone15ProMax', 'apple', 'iphone15 pro max'],
    ['Apple iPhone 15 Pro Max', 'apple', 'iphone 15 pro max'],
    ['华为Mate60Pro+', 'huawei', 'mate60 pro plus'],
    ['HUAWEI nova 12', 'huawei', 'nova 12'],
    ['荣耀 Magic6', 'honor', 'magic6'],
    ['小米 14 Ultra', 'xiaomi', '14 ultra'],
    ['Mi 10 Lite', 'xiaomi', '10 lite'],
    ['Xiaomi 12T Pro', 'xiaomi', '12t pro'],
    ['REDMI K70', 'redmi', 'k70'],
    ['红米 Note 13', 'redmi', 'note 13'],
    ['POCO F6', 'poco', 'f6'],
    ['OPPO Reno11', 'oppo', 'reno11'],
    ['一加 12', 'oneplus', '12'],
    ['OnePlus 12', 'oneplus', '12'],
    ['真我 GT5', 'realme', 'gt5'],
    ['vivo X100', 'vivo', 'x100'],
    ['iQOO 12', 'iqoo', '12'],
    ['三星 Galaxy S24', 'samsung', 's24'],
    ['Samsung S24 Ultra', 'samsung', 's24 ultra'],
    ['魅族 21', 'meizu', '21'],
    ['中兴 Axon 60', 'zte', 'axon 60'],
    ['努比亚 Z60', 'nubia', 'z60'],
    ['摩托罗拉 edge 50', 'motorola', 'edge 50'],
    ['谷歌 Pixel 8', 'google', '8'],
    ['Sony Xperia 1 V', 'sony', 'xperia 1 v'],
    ['苹果15ProMax', 'apple', 'iphone 15 pro max'],
    ['一加手机 2', 'oneplus', '2'],
    ['一加手机', 'oneplus', '手机'],
    ['苹果', 'apple', ''],
  ])('%s is %s, model text "%s"', (name, brand, rest) => expect(brandOf(name)).toEqual({ brand, rest }));

  it.each([
    ['iPhone 15', 'apple'],
    ['Galaxy A15', 'samsung'],
    ['Mate 60 Pro', 'huawei'],
    ['P60 Art', 'huawei'],
    ['Magic V2', 'honor'],
    ['Reno 11', 'oppo'],
    ['Find X7', 'oppo'],
    ['K70 至尊版', 'redmi'],
    ['Nord CE 4', 'oneplus'],
    ['Pixel 8', 'google'],
    ['红魔 9 Pro', 'nubia'],
    ['Red Magic 9 Pro', 'nubia'],
  ])('a name without a brand word takes the brand its series implies: %s → %s', (name, brand) => expect(brandOf(name).brand).toBe(brand));

  it.each([['15 Pro Max'], ['X100'], ['Note 13']])('a name with neither a brand nor a series has no brand: %s', (name) =>
    expect(brandOf(name).brand).toBeNull(),
  );

  it('a series two brands claim tells nothing', () => {
    expect(brandFromSeries('iphone galaxy')).toBeNull();
  });

  it.each([
    // The sub-brand wins where a name carries both.
    ['小米 Redmi K70', undefined, 'redmi'],
    ['华为荣耀 9', undefined, 'honor'],
    ['vivo iQOO 12', undefined, 'iqoo'],
    ['小米 POCO F6', undefined, 'poco'],
    // A product's catalogue brand, unless its name says better.
    ['iPhone 15', '苹果', 'apple'],
    ['Redmi K70', '小米', 'redmi'],
    ['K70', '小米', 'redmi'],
    ['K70', '红米', 'redmi'],
    ['14 Pro', '小米', 'xiaomi'],
    ['iQOO 12', 'vivo', 'iqoo'],
    ['S24', '三星', 'samsung'],
    ['Mate 60', '华为/荣耀', 'huawei'],
    ['Magic6', '华为/荣耀', 'honor'],
  ])('%s (catalogue brand %s) is %s', (name, catalogueBrand, brand) => expect(brandOf(name, catalogueBrand).brand).toBe(brand));

  it('sub-brands are brands of their own under their parent', () => {
    expect(isWithin('redmi', 'xiaomi')).toBe(true);
    expect(isWithin('iqoo', 'vivo')).toBe(true);
    expect(isWithin('xiaomi', 'redmi')).toBe(false);
    expect(isWithin('oppo', 'vivo')).toBe(false);
  });

  it('a catalogue brand the lists do not know is a brand of its own, on both sides', () => {
    const extra = extraBrands([normaliseName('酷比')]);
    expect(identifyBrand(normaliseName('X5'), normaliseName('酷比'), extra)).toEqual({ brand: 'x:酷比', rest: 'x5' });
    expect(identifyBrand(normaliseName('酷比X5'), undefined, extra)).toEqual({ brand: 'x:酷比', rest: 'x5' });
    expect(identifyBrand(normaliseName('X5'), undefined, extra).brand).toBeNull();
  });
});

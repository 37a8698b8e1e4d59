import { describe, expect, it } from 'vitest';
import { sameShopName } from '../../../contract/shops';

describe('two shop names a merchant reads as one', () => {
  it.each([
    ['壳美抖音小店', ' 壳美抖音小店 '],
    ['壳美Shop', '壳美shop'],
    ['壳美shop', '壳美ｓｈｏｐ'],
    ['壳美抖音小店', '壳美抖音小店\u200b'],
    ['壳美抖音小店', '壳美\u200d抖音小店'],
    ['壳美抖音小店', '壳美\u2060抖音\u180e小店\u034f'],
    ['壳美抖音小店', '\ufeff壳美抖音小店'],
    ['壳美 抖音小店', '壳美\u3000抖音小店'],
    ['壳美 抖音小店', '壳美\u00a0 抖音小店'],
  ])('%j and %j are the same shop', (a, b) => {
    expect(sameShopName(a, b)).toBe(true);
  });

  it('tells different names apart', () => {
    expect(sameShopName('壳美抖音小店', '壳美抖音小店2')).toBe(false);
    expect(sameShopName('壳美抖音小店', '壳美抖音店')).toBe(false);
  });
});

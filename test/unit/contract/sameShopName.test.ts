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
    // Whatever the names rule refuses or draws as nothing: variation selectors, the format block, noncharacters.
    ['华为店', '华\ufe0f为店'],
    ['华为店', '华\u{e0100}为店'],
    ['华为店', '华为\u180b店'],
    ['华为店', '华\u206a为\u2065店\u{1bca0}'],
    ['华为店', '华\u{13430}为\ufdd0店\uffff'],
    // An emoji or its text form is one name read aloud.
    ['壳美❤店', '壳美❤️店'],
  ])('%j and %j are the same shop', (a, b) => {
    expect(sameShopName(a, b)).toBe(true);
  });

  it('tells different names apart', () => {
    expect(sameShopName('壳美抖音小店', '壳美抖音小店2')).toBe(false);
    expect(sameShopName('壳美抖音小店', '壳美抖音店')).toBe(false);
  });
});

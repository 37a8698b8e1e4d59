import { describe, expect, it } from 'vitest';
import { SHOP_PLATFORMS, ShopType } from '../../../contract/shopPlatforms';
import { isAddable, platformChoices } from '../../../src/features/shops/platformChoices';

const labels = (type?: ShopType) => platformChoices(type).map((platform) => platform.label);

describe('platformChoices', () => {
  it('offers the nine platforms a seller may add, without SDK and 淘宝, in the spec order', () => {
    expect(labels()).toEqual(['抖店', '拼多多', '京东', '1688', '快手小店', '小红书', '微信小店', '微店', '线下门店']);
  });

  it('offers a shop the service bound (SDK, 淘宝) its own type and only that: it cannot leave its platform', () => {
    expect(labels(ShopType.TAOBAO)).toEqual(['淘宝']);
    expect(labels(ShopType.SDK)).toEqual(['SDK接入']);
    expect(isAddable(ShopType.TAOBAO)).toBe(false);
    expect(isAddable(ShopType.DOUDIAN)).toBe(true);
  });

  it('offers the same list when editing a shop of an addable type', () => {
    expect(labels(ShopType.DOUDIAN)).toEqual(labels());
    expect(SHOP_PLATFORMS).toHaveLength(11);
  });
});

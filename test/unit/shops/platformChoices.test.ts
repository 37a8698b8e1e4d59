import { describe, expect, it } from 'vitest';
import { SHOP_PLATFORMS, ShopType } from '../../../contract/shops';
import { platformChoices } from '../../../src/features/shops/platformChoices';

const labels = (type?: ShopType) => platformChoices(type).map((platform) => platform.label);

describe('platformChoices', () => {
  it('offers the nine platforms a seller may add, without SDK and 淘宝, in the spec order', () => {
    expect(labels()).toEqual(['抖店', '拼多多', '京东', '1688', '快手小店', '小红书', '微信小店', '微店', '线下门店']);
  });

  it('adds the shop’s own SDK or 淘宝 type when editing it, in its place', () => {
    expect(labels(ShopType.TAOBAO)).toEqual(['抖店', '拼多多', '淘宝', '京东', '1688', '快手小店', '小红书', '微信小店', '微店', '线下门店']);
    expect(labels(ShopType.SDK)).toContain('SDK接入');
    expect(labels(ShopType.SDK)).not.toContain('淘宝');
  });

  it('offers the same list when editing a shop of an addable type', () => {
    expect(labels(ShopType.DOUDIAN)).toEqual(labels());
    expect(SHOP_PLATFORMS).toHaveLength(11);
  });
});

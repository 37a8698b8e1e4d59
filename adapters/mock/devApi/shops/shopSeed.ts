// Turns the shop seed (names) into state (ids): the shops in seed order, then each shop's products in
// seed order, so the product list (newest first) shows a shop's products in the order the seed lists them.
import { ShopType } from '../../../../contract/shopPlatforms';
import type { ShopSeed } from '../../../../fixtures/seed';
import { marketplaceItem } from '../../platformFixtures';
import { productFromItem } from './productInput';
import { nextRevision } from '../revisions';
import { emptyShops, productRecord, type ShopState } from './shopState';

export function seedShops(seed: readonly ShopSeed[], allocateId: () => string): ShopState {
  const state = emptyShops();
  for (const shopSeed of seed) {
    const shop = { id: allocateId(), name: shopSeed.name, type: ShopType[shopSeed.type], boundAt: Date.parse(shopSeed.boundAt), revision: nextRevision(state) };
    state.shops.push(shop);
    const items = (shopSeed.marketplaceItems ?? []).map((numIid) => {
      const item = marketplaceItem(numIid);
      if (!item) throw new Error(`seed: no marketplace item ${numIid} in fixtures/platform/taobaoItems.json`);
      return productFromItem(item, shop.id);
    });
    const handMade = (shopSeed.products ?? []).map((product) => ({ ...product, shopId: shop.id }));
    for (const input of [...items, ...handMade]) state.products.push(productRecord(input, allocateId));
  }
  return state;
}

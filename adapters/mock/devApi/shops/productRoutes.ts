// A shop's products (spec 3 §3, §5, §7): paged newest first, added by hand on short-video platforms,
// synced by marketplace id on Taobao-type ones. Deleting a product deletes its SKU settings.
import * as api from '../../../../contract/endpoints/shops';
import { type Product } from '../../../../contract/products';
import { shopPlatform } from '../../../../contract/shopPlatforms';
import { marketplaceItem } from '../../platformFixtures';
import { HttpError, badRequest, json } from '../http/http';
import { duplicateProduct, productFromItem } from './productInput';
import type { Router } from '../http/router';
import { dropProductSettings } from '../customization/settingState';
import { findProduct, findShop, productByOriginalId, productRecord } from './shopState';
import { nextId } from '../state';


export const ADD_NOT_SUPPORTED = '该店铺类型不支持手动添加商品';
export const SYNC_NOT_SUPPORTED = '该店铺类型不支持同步商品';

export function itemNotOnMarketplace(originalId: string): string {
  return `平台上找不到商品 ${originalId}，请检查商品ID是否正确`;
}

export function productRoutes(router: Router): void {
  router.on(api.products.list, ({ query, state }) => {
    const { shopId, pageNo, pageSize } = query();
    findShop(state.shops, shopId);
    const all = state.shops.products.filter((product) => product.shopId === shopId);
    return json({ items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalItems: all.length });
  });

  router.on(api.products.create, async ({ body, state }) => {
    const input = await body();
    const shop = findShopForBody(state.shops, input.shopId);
    if (!shopPlatform(shop.type)?.addsProducts) throw badRequest(ADD_NOT_SUPPORTED);
    if (productByOriginalId(state.shops, shop.id, input.originalId)) throw badRequest(duplicateProduct(input.originalId), 'CONFLICT');
    const product = productRecord(input, () => nextId(state));
    state.shops.products.unshift(product);
    return json(product);
  });

  router.on(api.products.remove, ({ params, state }) => {
    const product = findProduct(state.shops, params.id!);
    state.shops.products = state.shops.products.filter((candidate) => candidate !== product);
    dropProductSettings(state.settings, product.shopId, product.originalId);
    return json({});
  });

  router.on(api.products.sync, async ({ body, state }) => {
    const { shopId, productOriginalId: originalId } = await body();
    const shop = findShopForBody(state.shops, shopId);
    if (!shopPlatform(shop.type)?.syncsProducts) throw badRequest(SYNC_NOT_SUPPORTED);
    const item = marketplaceItem(originalId);
    if (!item) throw new HttpError(404, 'NOT_FOUND', itemNotOnMarketplace(originalId));
    const existing = productByOriginalId(state.shops, shop.id, originalId);
    const product: Product = productRecord(productFromItem(item, shop.id), () => nextId(state), existing);
    const products = state.shops.products;
    if (existing) products[products.indexOf(existing)] = product;
    else products.unshift(product);
    return json(product);
  });
}

/** A shop a body names: unknown is a bad body (400), not a missing resource of the path. */
function findShopForBody(shops: Parameters<typeof findShop>[0], shopId: string) {
  try {
    return findShop(shops, shopId);
  } catch {
    throw badRequest(`店铺不存在: ${shopId}`);
  }
}

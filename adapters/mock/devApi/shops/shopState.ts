// The shops' slice of the dev API's state (spec 3 §3): the shops in the order they were added, and their
// products, newest first (the order GET /api/products pages through).
import type { Product, ProductInput } from '../../../../contract/products';
import type { Shop } from '../../../../contract/shops';
import { notFound } from '../catalogue/catalogueState';
import type { RevisionCounter } from '../revisions';

/** `writes` counts the shops' writes, for Shop.revision. */
export interface ShopState extends RevisionCounter {
  shops: Shop[];
  /** Every shop's products, newest first: a created product goes to the front, a re-synced one stays put. */
  products: Product[];
}

export function emptyShops(): ShopState {
  return { shops: [], products: [], writes: 0 };
}

export function findShop(shops: ShopState, id: string): Shop {
  const shop = shops.shops.find((candidate) => candidate.id === id);
  if (!shop) throw notFound('店铺', id);
  return shop;
}

export function findProduct(shops: ShopState, id: string): Product {
  const product = shops.products.find((candidate) => candidate.id === id);
  if (!product) throw notFound('商品', id);
  return product;
}

export function productByOriginalId(shops: ShopState, shopId: string, originalId: string): Product | undefined {
  return shops.products.find((product) => product.shopId === shopId && product.originalId === originalId);
}

/**
 * A product from its input. Given the product it replaces (a re-sync), it keeps that product's id and the
 * ids of the SKUs that are still there, so nothing that points at them breaks.
 */
export function productRecord(input: ProductInput, allocateId: () => string, replaces?: Product): Product {
  const skuIds = new Map((replaces?.skus ?? []).map((sku) => [sku.originalId, sku.id]));
  return {
    id: replaces?.id ?? allocateId(),
    shopId: input.shopId,
    originalId: input.originalId,
    title: input.title,
    imageUrl: input.imageUrl,
    skus: input.skus.map((sku) => ({ id: skuIds.get(sku.originalId) ?? allocateId(), ...sku })),
  };
}

/** A shop deleted takes its products along (their SKU settings go with the shop's settings). */
export function dropShopProducts(shops: ShopState, shopId: string): void {
  shops.products = shops.products.filter((product) => product.shopId !== shopId);
}

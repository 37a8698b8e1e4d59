// Shared by the shop, product and customization-setting tests: seeded shops by name, and a shop's products.
import { ProductMode } from '../../../contract/customization';
import type { Product, ProductPage } from '../../../contract/products';
import type { Shop } from '../../../contract/shops';
import type { Client } from './catalogueHelpers';

export const SHOPS = '/api/shops';
export const PRODUCTS = '/api/products';

export const TAOBAO_SHOP = '壳美定制旗舰店';
export const DOUDIAN_SHOP = '壳美抖音小店';
export const PINDUODUO_SHOP = '壳美拼多多店';
export const KUAISHOU_SHOP = '壳美快手小店';

export async function shopNamed(c: Client, name: string): Promise<Shop> {
  const shop = (await c.get<Shop[]>(SHOPS)).find((candidate) => candidate.name === name);
  if (!shop) throw new Error(`no shop ${name}`);
  return shop;
}

export const pageOf = (c: Client, shopId: string, pageNo = 1, pageSize = 100) =>
  c.get<ProductPage>(`${PRODUCTS}?shopId=${shopId}&pageNo=${pageNo}&pageSize=${pageSize}`);

/** Every product of a shop, in list order. */
export async function allProducts(c: Client, shopId: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await pageOf(c, shopId, pageNo);
    products.push(...page.items);
    if (products.length >= page.totalItems || page.items.length === 0) return products;
  }
}

export async function productOf(c: Client, shopName: string, originalId: string): Promise<Product> {
  const shop = await shopNamed(c, shopName);
  const product = (await allProducts(c, shop.id)).find((candidate) => candidate.originalId === originalId);
  if (!product) throw new Error(`no product ${originalId} in ${shopName}`);
  return product;
}

/** A customization setting's fields in DIY mode with nothing bound, `over` on top: the base of a setting's body. */
export const diySettingFields = (over: Record<string, unknown> = {}) => ({
  mode: ProductMode.DIY,
  bindingMaterialIds: [],
  bindingPhoneBrands: [],
  bindingTemplateCollectionIds: [],
  bindingTemplateId: null,
  ...over,
});

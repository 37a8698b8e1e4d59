import type { Id } from '../../../contract/catalogue';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';
import type { Product, ProductSku } from '../../../contract/products';
import type { SkuTarget } from '../../ui/customizationSlot';

/**
 * One line of the product table (spec 3 §2): a SKU of a product, or the product itself when it has no
 * SKUs. The product cell spans the product's lines: `span` is their count on its first line, 0 after.
 */
export interface ProductRow {
  key: string;
  product: Product;
  /** null: the product has no SKUs and is configured as a whole (skuOriginalId ''). */
  sku: ProductSku | null;
  span: number;
}

export function productRows(products: readonly Product[]): ProductRow[] {
  return products.flatMap((product): ProductRow[] => {
    if (product.skus.length === 0) return [{ key: `${product.id}:`, product, sku: null, span: 1 }];
    return product.skus.map((sku, index) => ({
      key: `${product.id}:${sku.id}`,
      product,
      sku,
      span: index === 0 ? product.skus.length : 0,
    }));
  });
}

/** Settings are keyed by shop, product and SKU ids (contract/customization). */
export function settingKey(productOriginalId: string, skuOriginalId: string): string {
  return JSON.stringify([productOriginalId, skuOriginalId]);
}

export function settingsByKey(settings: readonly PhoneCaseCustomizationSetting[], shopId: Id): Map<string, PhoneCaseCustomizationSetting> {
  const map = new Map<string, PhoneCaseCustomizationSetting>();
  for (const setting of settings) {
    // A reply for another shop (a stale answer) must not label this shop's rows.
    if (setting.shopId !== shopId) continue;
    map.set(settingKey(setting.productOriginalId, setting.skuOriginalId), setting);
  }
  return map;
}

export function rowSettingKey(row: ProductRow): string {
  return settingKey(row.product.originalId, row.sku?.originalId ?? '');
}

export function rowTarget(row: ProductRow): SkuTarget {
  return {
    productOriginalId: row.product.originalId,
    skuOriginalId: row.sku?.originalId ?? '',
    productTitle: row.product.title,
    skuName: row.sku?.propertiesName ?? null,
  };
}

/**
 * The page to show after deleting a product: the last product of a page that is not the first takes the
 * merchant back a page, rather than to an empty page with pages before it.
 */
export function pageAfterDelete(pageNo: number, productsOnPage: number): number {
  return productsOnPage <= 1 && pageNo > 1 ? pageNo - 1 : pageNo;
}




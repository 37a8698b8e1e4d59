// Reading product bodies (spec 3 §5) with the contract's schema (contract/products.ts ProductBodySchema), and
// turning marketplace items into products. The texts are the console's own, so a client that skipped its form
// still shows the merchant the right one.
import type { ProductInput } from '../../../contract/products';
import type { TaobaoItem } from '../platformFixtures';

export function duplicateProduct(originalId: string): string {
  return `该店铺已有平台ID为 ${originalId} 的商品`;
}

/**
 * TOP writes a SKU's properties as pid:vid:name:value pairs (1627207:28320:颜色分类:透明;…); the console
 * shows name:value pairs, as the short-video platforms send them.
 */
export function propertiesText(propertiesName: string): string {
  return propertiesName
    .split(';')
    .map((pair) => pair.split(':').slice(-2).join(':'))
    .filter((pair) => pair !== '')
    .join(';');
}

/** A marketplace item as the product a sync stores (ids as strings: they pass 2^53 on some platforms). */
export function productFromItem(item: TaobaoItem, shopId: string): ProductInput {
  return {
    shopId,
    originalId: String(item.num_iid),
    title: item.title,
    imageUrl: item.pic_url === '' ? null : item.pic_url,
    skus: item.skus.sku.map((sku) => ({ originalId: String(sku.sku_id), propertiesName: propertiesText(sku.properties_name) })),
  };
}

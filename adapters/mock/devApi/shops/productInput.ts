// Reading product bodies (spec 3 §5) with the contract's schema (contract/products.ts ProductBodySchema), and
// turning marketplace items into products. The texts are the console's own, so a client that skipped its form
// still shows the merchant the right one.
import type { ProductInput } from '../../../../contract/products';
import { withoutRefusedCharacters } from '../../../../contract/textWidth';
import type { TaobaoItem } from '../../platformFixtures';

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

/**
 * A title or property name as the marketplace gives it, without what the names rule (contract/names.ts)
 * refuses: direction controls, characters that draw nothing, marks past the bound; line breaks become
 * spaces. A sync cannot refuse (the product would be lost to its settings and orders) nor ask the merchant,
 * who did not type it; what is stored is what every reader after it (the product list, the SKU setting
 * dialog, orders, archive names, factory pushes) shows, so it is cleaned once here. The marketplace keeps
 * its own text: the next sync reads it again.
 */
function marketplaceText(text: string): string {
  return withoutRefusedCharacters(text).trim();
}

/** A marketplace item as the product a sync stores (ids as strings: they pass 2^53 on some platforms). */
export function productFromItem(item: TaobaoItem, shopId: string): ProductInput {
  return {
    shopId,
    originalId: String(item.num_iid),
    title: marketplaceText(item.title),
    imageUrl: item.pic_url === '' ? null : item.pic_url,
    skus: item.skus.sku.map((sku) => ({ originalId: String(sku.sku_id), propertiesName: marketplaceText(propertiesText(sku.properties_name)) })),
  };
}

// Reading product bodies (spec 3 §5) and turning marketplace items into products. The texts are the
// console's own, so a client that skipped its form still shows the merchant the right one.
import {
  PRODUCT_SKUS_MAX,
  PRODUCT_TEXT_MAX,
  productInputProblems,
  trimProductInput,
  type ProductInput,
  type ProductProblem,
} from '../../../contract/products';
import type { TaobaoItem } from '../platformFixtures';
import { badRequest } from './http';
import { requiredId } from './catalogueInput';

export const PRODUCT_MESSAGES: Record<ProductProblem['field'], string> = {
  originalId: '必须填写商品的平台ID',
  idInvalid: '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格',
  title: '必须填写商品的标题',
  imageUrl: '必须以http://或者https://开头',
  skus: '请新增至少一个商品规格',
  skusTooMany: `一个商品最多${PRODUCT_SKUS_MAX}个规格`,
  skuOriginalId: '必须填写商品规格的平台ID',
  skuIdInvalid: '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格',
  skuPropertiesName: '必须填写商品规格的属性名称',
  // Not in the spec: settings are keyed by SKU id, so two SKUs of one product cannot share one.
  skuDuplicate: '商品规格的平台ID不能重复',
  tooLong: `内容不能超过${PRODUCT_TEXT_MAX}个字符`,
};

export function duplicateProduct(originalId: string): string {
  return `该店铺已有平台ID为 ${originalId} 的商品`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A body's texts read leniently (a missing text is empty, so the spec's text answers for it), then trimmed. */
export function readProductInput(body: Record<string, unknown>): ProductInput {
  const skus = body.skus;
  if (skus !== undefined && skus !== null && !Array.isArray(skus)) throw badRequest('skus 必须是数组');
  const input = trimProductInput({
    shopId: requiredId(body, 'shopId'),
    originalId: text(body.originalId),
    title: text(body.title),
    imageUrl: body.imageUrl === null ? null : text(body.imageUrl),
    skus: ((skus ?? []) as unknown[]).map((sku) => {
      const fields = sku !== null && typeof sku === 'object' ? (sku as Record<string, unknown>) : {};
      return { originalId: text(fields.originalId), propertiesName: text(fields.propertiesName) };
    }),
  });
  const [first] = productInputProblems(input);
  if (first) throw badRequest(PRODUCT_MESSAGES[first.field]);
  return input;
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

// Makes orders for the seed and for tests that need many (the N-orders helper): platform order numbers of
// 18–19 digits, items from the shop's own products and SKUs, customizations naming the catalogue's
// brands, models, materials and colours. Deterministic: every choice comes from a seeded PRNG.
import { MergeSplitStatus } from '../../../../contract/orders';
import type { CatalogueState } from '../catalogue/catalogueState';
import type { OrderState, StoredContent, StoredInfo, StoredItem, StoredOrder } from './orderState';
import type { ShopState } from '../shops/shopState';

export interface OrderSources {
  catalogue: CatalogueState;
  shops: ShopState;
}

/** mulberry32: small, fast, and the same sequence in Node and every browser. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Content a marketplace or an old buyer page may have written: the console must skip it, never crash. */
export const UNKNOWN_VERSION_CONTENT = JSON.stringify({
  v: 99,
  phoneCaseCustomizationInfos: [{ phoneBrandName: '苹果', phoneModelName: 'iPhone 15', layers: [{ type: 'text', text: '未来版本' }] }],
});
export const UNREADABLE_CONTENTS = ['定制信息：苹果 iPhone 15 透明软壳', '{"v":1,"phoneCaseCustomizationInfos":[{"phoneBrandName":"苹', 'null'];

export type ContentVariant = 'v1' | 'none' | 'unknownVersion' | 'unreadable';

export interface ItemPlan {
  variant: ContentVariant;
  /** How many customized cases (infos) the item has: 1–3 in the seed. */
  infos: number;
  charged: boolean;
  /** Some infos without a print file (the buyer's page made only the effect image). */
  missingPrintFile?: (infoIndex: number) => boolean;
}

export class OrderFactory {
  constructor(
    private readonly orders: OrderState,
    private readonly sources: OrderSources,
    private readonly allocateId: () => string,
    readonly random: () => number,
  ) {}

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** A number no order or item has had yet: 18 or 19 digits, no leading zero. */
  orderNumber(): string {
    for (;;) {
      const length = this.random() < 0.5 ? 18 : 19;
      let number = String(1 + Math.floor(this.random() * 9));
      while (number.length < length) number += String(Math.floor(this.random() * 10));
      if (!this.orders.originalIds.has(number)) {
        this.orders.originalIds.add(number);
        return number;
      }
    }
  }

  /** Needs a brand with a model and a material with a colour (orderBatch.ts says so when there is none). */
  info(charged: boolean, hasPrintFile: boolean): StoredInfo {
    const { catalogue } = this.sources;
    const brand = this.pick(brandsWithModels(catalogue));
    const model = this.pick(catalogue.models.get(brand.id) ?? []);
    const material = this.pick(materialsWithColours(catalogue));
    const colours = material.colors.filter((colour) => colour.enabled);
    const colour = this.pick(colours.length > 0 ? colours : material.colors);
    return {
      phoneBrandId: brand.id,
      phoneBrandName: brand.name,
      phoneModelId: model.id,
      phoneModelName: model.name,
      phoneCaseMaterialId: material.id,
      phoneCaseMaterialName: material.name,
      phoneCaseMaterialColorId: colour.id,
      phoneCaseMaterialColorName: colour.name,
      hasCustomizedImage: hasPrintFile,
      hasPreviewImage: true,
      // Only a print file can have been charged.
      creditDeducted: charged && hasPrintFile,
    };
  }

  item(shopId: string, plan: ItemPlan): StoredItem {
    const products = this.sources.shops.products.filter((product) => product.shopId === shopId);
    const product = products.length > 0 ? this.pick(products) : undefined;
    const sku = product && product.skus.length > 0 ? this.pick(product.skus) : undefined;
    let content: StoredContent;
    if (plan.variant === 'none') content = null;
    else if (plan.variant === 'unknownVersion') content = { kind: 'raw', content: UNKNOWN_VERSION_CONTENT };
    else if (plan.variant === 'unreadable') content = { kind: 'raw', content: this.pick(UNREADABLE_CONTENTS) };
    else {
      const infos = Array.from({ length: plan.infos }, (_, index) => this.info(plan.charged, !plan.missingPrintFile?.(index)));
      content = { kind: 'v1', infos };
    }
    // Now and then two of one design: the quantity is more than the cases customized.
    const quantity = Math.max(1, plan.variant === 'v1' ? plan.infos : 1) + (this.random() < 0.1 ? 1 : 0);
    return {
      id: this.allocateId(),
      originalId: this.orderNumber(),
      productOriginalId: product?.originalId ?? '',
      productTitle: product?.title ?? '定制手机壳',
      productImageUrl: product?.imageUrl ?? null,
      skuOriginalId: sku?.originalId ?? '',
      skuPropertiesName: sku?.propertiesName ?? '',
      quantity,
      content,
    };
  }

  order(fields: Pick<StoredOrder, 'owner' | 'shopId' | 'createdAt' | 'mergeSplitStatus' | 'isPlatformOrder'>, items: StoredItem[], children: StoredOrder[] = []): StoredOrder {
    const order: StoredOrder = { id: this.allocateId(), originalId: this.orderNumber(), push: null, ...fields, items, children, rootId: '' };
    return order;
  }
}

/** The brands an ordered case can be of: a brand without a model names no phone. */
export const brandsWithModels = (catalogue: CatalogueState) => catalogue.brands.filter((brand) => (catalogue.models.get(brand.id) ?? []).length > 0);

/** The materials an ordered case can be of: a material without a colour names no case. */
export const materialsWithColours = (catalogue: CatalogueState) => catalogue.materials.filter((material) => material.colors.length > 0);

/** Sets every order's rootId to its top-level order. */
export function rootFamily(top: StoredOrder): StoredOrder {
  const mark = (order: StoredOrder) => {
    order.rootId = top.id;
    order.children.forEach(mark);
  };
  mark(top);
  return top;
}

/**
 * A top-level order and its family. Merged orders are the service's (not platform orders) made of
 * platform orders placed a little earlier; a split keeps the platform order on top and its parts below.
 */
export function family(
  factory: OrderFactory,
  base: Pick<StoredOrder, 'owner' | 'shopId' | 'createdAt'>,
  status: MergeSplitStatus,
  leafItems: () => StoredItem[],
): StoredOrder {
  const { MERGE_PARENT, MERGE_CHILD, SPLIT_PARENT, SPLIT_CHILD, MERGE_THEN_SPLIT_PARENT, MANUAL_INDEPENDENT } = MergeSplitStatus;
  const leaf = (mergeSplitStatus: MergeSplitStatus, isPlatformOrder: boolean, createdAt = base.createdAt) =>
    factory.order({ ...base, createdAt, mergeSplitStatus, isPlatformOrder }, leafItems());
  const parentOf = (mergeSplitStatus: MergeSplitStatus, isPlatformOrder: boolean, children: StoredOrder[]) =>
    factory.order({ ...base, mergeSplitStatus, isPlatformOrder }, [], children);
  const hour = 3_600_000;
  switch (status) {
    case MERGE_PARENT: {
      const count = factory.random() < 0.5 ? 2 : 3;
      const children = Array.from({ length: count }, (_, k) => leaf(MERGE_CHILD, true, base.createdAt - (k + 1) * hour));
      return rootFamily(parentOf(MERGE_PARENT, false, children));
    }
    case SPLIT_PARENT:
      return rootFamily(parentOf(SPLIT_PARENT, true, [leaf(SPLIT_CHILD, false), leaf(SPLIT_CHILD, false)]));
    case MERGE_THEN_SPLIT_PARENT:
      return rootFamily(parentOf(MERGE_THEN_SPLIT_PARENT, false, [leaf(SPLIT_CHILD, false), leaf(SPLIT_CHILD, false)]));
    case MANUAL_INDEPENDENT:
      return rootFamily(leaf(MANUAL_INDEPENDENT, false));
    default:
      return rootFamily(leaf(MergeSplitStatus.INDEPENDENT, true));
  }
}

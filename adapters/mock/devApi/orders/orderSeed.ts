// The seeded orders (ROUTES.md "Orders"): ~300 of the demo merchant over the four shops in the 30 days
// before the dev API's clock, a few of the audit account's on its own shop, families of every kind, content of every kind.
// The PRNG's seed is fixed, so numbers and ids are the same on every run; only the times follow the clock.
import { DEV_ACCOUNTS } from '../../../../fixtures/seed';
import { MergeSplitStatus } from '../../../../contract/orders';
import { OrderFactory, family, seededRandom, type ContentVariant, type OrderSources } from './orderFactory';
import type { OrderState, StoredItem, StoredOrder } from './orderState';

export const ORDER_SEED_DAYS = 30;
const DAY = 86_400_000;

/** Top-level orders of the demo merchant per shop, by shop name. */
export const SEEDED_ORDER_COUNTS: Readonly<Record<string, number>> = {
  壳美定制旗舰店: 120,
  壳美抖音小店: 80,
  壳美拼多多店: 60,
  壳美快手小店: 40,
};

/** The audit account's own few orders, on its own 壳美快手小店, so that isolation between accounts can be seen. */
const AUDIT_SHOP = '壳美快手小店';
const AUDIT_ORDERS = 6;

/**
 * The account's seeded orders, not yet added: the merchant's hundreds, the audit account's few, none for any
 * other. Their numbers are drawn against every order number there is (`orders`), so none repeats across accounts.
 */
export function seedOrders(sources: OrderSources & { orders: OrderState }, owner: string, allocateId: () => string, now: number): StoredOrder[] {
  if (owner === DEV_ACCOUNTS.merchant.username) return merchantOrders(sources, allocateId, now);
  if (owner === DEV_ACCOUNTS.audit.username) return auditOrders(sources, allocateId, now);
  return [];
}

function merchantOrders(sources: OrderSources & { orders: OrderState }, allocateId: () => string, now: number): StoredOrder[] {
  const factory = new OrderFactory(sources.orders, sources, allocateId, seededRandom(20240611));
  const seeded: StoredOrder[] = [];
  for (const [shopName, count] of Object.entries(SEEDED_ORDER_COUNTS)) {
    const shop = sources.shops.shops.find((candidate) => candidate.name === shopName);
    if (!shop) throw new Error(`order seed: no shop ${shopName}`);
    const span = (ORDER_SEED_DAYS * DAY) / count;
    for (let i = 0; i < count; i++) {
      // Evenly spread, newest first, each a random moment of its slot: i = 0 is the shop's newest.
      const createdAt = Math.floor((now - (i + factory.random()) * span) / 1000) * 1000;
      const charged = i >= 10 && factory.random() < 0.32;
      const plainNewest = i === 0;
      const items = () => leafItems(factory, shop.id, charged, plainNewest);
      seeded.push(family(factory, { owner: DEV_ACCOUNTS.merchant.username, shopId: shop.id, createdAt }, statusOf(shopName, i), items));
    }
  }
  return seeded;
}

function auditOrders(sources: OrderSources & { orders: OrderState }, allocateId: () => string, now: number): StoredOrder[] {
  const factory = new OrderFactory(sources.orders, sources, allocateId, seededRandom(20240612));
  const auditShop = sources.shops.shops.find((candidate) => candidate.name === AUDIT_SHOP);
  if (!auditShop) throw new Error(`order seed: no shop ${AUDIT_SHOP}`);
  return Array.from({ length: AUDIT_ORDERS }, (_, i) => {
    const createdAt = Math.floor((now - (i + 0.5) * DAY) / 1000) * 1000;
    const items = () => [factory.item(auditShop.id, { variant: 'v1', infos: 1 + (i % 3), charged: i === AUDIT_ORDERS - 1 })];
    return family(factory, { owner: DEV_ACCOUNTS.audit.username, shopId: auditShop.id, createdAt }, MergeSplitStatus.INDEPENDENT, items);
  });
}

/** Families at fixed places, so that the first page of each shop shows a merge (i = 7). */
function statusOf(shopName: string, i: number): MergeSplitStatus {
  if (shopName === '壳美定制旗舰店' && i === 4) return MergeSplitStatus.MERGE_THEN_SPLIT_PARENT;
  if (i % 23 === 7) return MergeSplitStatus.MERGE_PARENT;
  if (i % 23 === 15) return MergeSplitStatus.SPLIT_PARENT;
  if (i % 31 === 11) return MergeSplitStatus.MANUAL_INDEPENDENT;
  return MergeSplitStatus.INDEPENDENT;
}

function leafItems(factory: OrderFactory, shopId: string, charged: boolean, plain: boolean): StoredItem[] {
  const r = factory.random();
  const count = plain ? 1 : r < 0.7 ? 1 : r < 0.92 ? 2 : 3;
  return Array.from({ length: count }, () => {
    const infos = factory.random() < 0.6 ? 1 : factory.random() < 0.75 ? 2 : 3;
    const variant: ContentVariant = plain ? 'v1' : variantOf(factory.random());
    const missing = plain ? [] : Array.from({ length: infos }, () => factory.random() < 0.04);
    return factory.item(shopId, { variant, infos, charged, missingPrintFile: (index) => missing[index] === true });
  });
}

function variantOf(r: number): ContentVariant {
  if (r < 0.06) return 'none';
  if (r < 0.085) return 'unknownVersion';
  if (r < 0.11) return 'unreadable';
  return 'v1';
}

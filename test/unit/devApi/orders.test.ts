// The order list (ROUTES.md "Orders"): the seed's size, spread and variety, paging, the shop, date and
// order-number filters, and each account seeing only its own orders.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { MergeSplitStatus, ordersOf, parseCustomizationContent, type Order, type OrderPage } from '../../../contract/orders';
import { client, type Client } from './catalogueHelpers';
import { DAY, NOW, allOrders, auditClient, fixedApi, imagesOf } from './orderHelpers';
import { DOUDIAN_SHOP, KUAISHOU_SHOP, PINDUODUO_SHOP, TAOBAO_SHOP, allProducts, shopNamed } from './shopHelpers';

describe('dev API orders', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = fixedApi();
    c = client(api);
  });

  it('seeds 300 top-level orders over the four shops in the last 30 days, newest first, numbers of 18–19 digits', async () => {
    const orders = await allOrders(c);
    expect(orders).toHaveLength(300);
    const times = orders.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - 30 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    const every = orders.flatMap(ordersOf);
    for (const order of every) expect(order.originalId).toMatch(/^[1-9]\d{17,18}$/);
    expect(new Set(every.map((order) => order.originalId)).size).toBe(every.length);
    const counts: Record<string, number> = {};
    for (const name of [TAOBAO_SHOP, DOUDIAN_SHOP, PINDUODUO_SHOP, KUAISHOU_SHOP]) {
      counts[name] = (await allOrders(c, `&shopId=${(await shopNamed(c, name)).id}`)).length;
    }
    expect(counts).toEqual({ [TAOBAO_SHOP]: 120, [DOUDIAN_SHOP]: 80, [PINDUODUO_SHOP]: 60, [KUAISHOU_SHOP]: 40 });
  });

  it('has the order numbers ROUTES.md names for tests to rely on', async () => {
    const taobao = await allOrders(c, `&shopId=${(await shopNamed(c, TAOBAO_SHOP)).id}`);
    expect(taobao[0]).toMatchObject({ originalId: '4012073113891566568', mergeSplitStatus: MergeSplitStatus.INDEPENDENT });
    const merge = taobao.find((order) => order.originalId === '4440005236112032051')!;
    expect(merge.mergeSplitStatus).toBe(MergeSplitStatus.MERGE_PARENT);
    expect(merge.childOrders.map((child) => child.originalId)).toEqual(['2218316446579140365', '9270950717304961154', '958299696430297785']);
    const mergeThenSplit = taobao.find((order) => order.originalId === '797591081013348466')!;
    expect(mergeThenSplit.mergeSplitStatus).toBe(MergeSplitStatus.MERGE_THEN_SPLIT_PARENT);
    expect(mergeThenSplit.childOrders.map((child) => child.originalId)).toEqual(['4411861340430247613', '1899455237923588014']);
  });

  it('is the same on every run: numbers and ids do not depend on the clock', async () => {
    const first = await allOrders(c);
    const other = await allOrders(client(fixedApi(() => NOW + 5 * DAY)));
    expect(other.map((order) => [order.id, order.originalId])).toEqual(first.map((order) => [order.id, order.originalId]));
  });

  it('has families of every kind, items only on the leaves, no push yet', async () => {
    const orders = await allOrders(c);
    const statuses = orders.map((order) => order.mergeSplitStatus);
    const count = (status: MergeSplitStatus) => statuses.filter((candidate) => candidate === status).length;
    expect(count(MergeSplitStatus.MERGE_PARENT)).toBeGreaterThanOrEqual(5);
    expect(count(MergeSplitStatus.SPLIT_PARENT)).toBeGreaterThanOrEqual(5);
    expect(count(MergeSplitStatus.MERGE_THEN_SPLIT_PARENT)).toBe(1);
    expect(count(MergeSplitStatus.MANUAL_INDEPENDENT)).toBeGreaterThanOrEqual(3);
    for (const order of orders) {
      expect(order.push).toBeNull();
      for (const member of ordersOf(order)) {
        if (member.childOrders.length > 0) expect(member.orderItems).toEqual([]);
        else expect(member.orderItems.length).toBeGreaterThan(0);
      }
      if (order.mergeSplitStatus === MergeSplitStatus.MERGE_PARENT) {
        expect(order.isPlatformOrder).toBe(false);
        expect(order.childOrders.length).toBeGreaterThanOrEqual(2);
        for (const child of order.childOrders) expect(child).toMatchObject({ mergeSplitStatus: MergeSplitStatus.MERGE_CHILD, isPlatformOrder: true });
      }
      if (order.mergeSplitStatus === MergeSplitStatus.SPLIT_PARENT) {
        expect(order.isPlatformOrder).toBe(true);
        for (const child of order.childOrders) expect(child.mergeSplitStatus).toBe(MergeSplitStatus.SPLIT_CHILD);
      }
    }
  });

  it('has items of every content kind: 1–3 infos naming the catalogue, none, an unknown version, unreadable', async () => {
    const orders = await allOrders(c);
    const items = orders.flatMap(ordersOf).flatMap((order) => order.orderItems);
    const contents = items.map((item) => item.customizationInfo?.content);
    expect(contents.filter((content) => content === undefined).length).toBeGreaterThanOrEqual(5);
    const unknown = contents.filter((content) => typeof content === 'string' && /^\{"v":99/.test(content));
    expect(unknown.length).toBeGreaterThanOrEqual(3);
    const unreadable = contents.filter((content) => typeof content === 'string' && parseCustomizationContent(content) === null && !/^\{"v":99/.test(content));
    expect(unreadable.length).toBeGreaterThanOrEqual(3);
    const counts = new Set(items.map((item) => parseCustomizationContent(item.customizationInfo?.content)?.length).filter((n) => n !== undefined));
    expect([...counts].sort()).toEqual([1, 2, 3]);
    const images = imagesOf(orders);
    const charged = images.filter((image) => image.info.creditDeducted).length;
    expect(charged / images.length).toBeGreaterThan(0.15);
    expect(charged / images.length).toBeLessThan(0.4);
    expect(images.some((image) => image.info.customizedImageUrl === '')).toBe(true);
    const brands = ['苹果', '华为', '小米', 'OPPO', 'vivo', '荣耀'];
    for (const { info } of images) {
      expect(brands).toContain(info.phoneBrandName);
      expect(info.phoneModelName).not.toBe('');
      expect(info.phoneCaseMaterialColorName).not.toBe('');
      expect(info.previewImageUrl).toMatch(/^http:\/\/dev\.local\/api\/order_images\/\d+\/\d+\/\d\/preview\.png\?key=[0-9a-f]{64}$/);
    }
  });

  it('takes item titles and SKUs from the shop’s own products', async () => {
    const shop = await shopNamed(c, DOUDIAN_SHOP);
    const products = await allProducts(c, shop.id);
    const items = (await allOrders(c, `&shopId=${shop.id}`)).flatMap(ordersOf).flatMap((order) => order.orderItems);
    for (const item of items) {
      const product = products.find((candidate) => candidate.originalId === item.productOriginalId)!;
      expect(product.title).toBe(item.productTitle);
      if (item.skuOriginalId !== '') expect(product.skus.map((sku) => sku.originalId)).toContain(item.skuOriginalId);
    }
  });

  it('pages in the table’s sizes and refuses others, like the products', async () => {
    const first = await c.get<OrderPage>('/api/orders?pageNo=1&pageSize=10');
    const second = await c.get<OrderPage>('/api/orders?pageNo=2&pageSize=10');
    const twenty = await c.get<OrderPage>('/api/orders');
    expect(twenty.items.map((o) => o.id)).toEqual([...first.items, ...second.items].map((o) => o.id));
    expect(first.totalItems).toBe(300);
    expect((await c.get<OrderPage>('/api/orders?pageNo=99&pageSize=10')).items).toEqual([]);
    for (const bad of ['pageSize=30', 'pageSize=abc', 'pageNo=0', 'pageNo=1e1', 'createdAtStart=yesterday', 'createdAtStart=10&createdAtEnd=5']) {
      await c.fails('GET', `/api/orders?${bad}`, undefined, 400);
    }
    expect((await c.fails('GET', '/api/orders?shopId=999999', undefined, 404)).code).toBe('RECORD_NOT_FOUND');
    expect((await c.fails('GET', `/api/orders?originalId=${'1'.repeat(65)}`, undefined, 400)).code).toBe('BAD_REQUEST');
  });

  it('filters by time, both ends included, and by any part of a family member’s number', async () => {
    const orders = await allOrders(c);
    const [newer, older] = [orders[10]!, orders[20]!];
    const between = await allOrders(c, `&createdAtStart=${older.createdAt}&createdAtEnd=${newer.createdAt}`);
    expect(between.map((order) => order.id)).toEqual(orders.slice(10, 21).map((order) => order.id));

    const merge = orders.find((order) => order.mergeSplitStatus === MergeSplitStatus.MERGE_PARENT)!;
    const child = merge.childOrders[1]!;
    const found = await allOrders(c, `&originalId=${child.originalId.slice(3, 15)}`);
    expect(found.map((order: Order) => order.id)).toContain(merge.id);
    expect(found.every((order) => ordersOf(order).some((member) => member.originalId.includes(child.originalId.slice(3, 15))))).toBe(true);
    expect(await allOrders(c, `&originalId=${child.originalId}`)).toEqual([merge]);
  });

  it('keeps each account’s orders to itself', async () => {
    const audit = await allOrders(auditClient(api));
    expect(audit).toHaveLength(6);
    const demoIds = new Set((await allOrders(c)).map((order) => order.id));
    for (const order of audit) expect(demoIds.has(order.id)).toBe(false);
    // On its own 壳美快手小店: the merchant's shop of that name is none of its.
    const theirs = await shopNamed(auditClient(api), KUAISHOU_SHOP);
    expect((await allOrders(auditClient(api), `&shopId=${theirs.id}`)).length).toBe(6);
    const kuaishou = await shopNamed(c, KUAISHOU_SHOP);
    expect(kuaishou.id).not.toBe(theirs.id);
    await auditClient(api).fails('GET', `/api/orders?shopId=${kuaishou.id}`, undefined, 404);
  });
});

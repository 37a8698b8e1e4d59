// Products (spec 3 §3, §5, §7): the seed, paging, add on short-video shops with every form text, delete,
// and the sync from the marketplace fixture (unknown id 404, a re-sync updates in place).
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { marketplaceItems } from '../../../adapters/mock/platformFixtures';
import { EMOJI_TITLE, HTML_TITLE, LONG_TITLE } from '../../../fixtures/seed/shops';
import type { Product, ProductInput } from '../../../contract/products';
import { client, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { DOUDIAN_SHOP, KUAISHOU_SHOP, PINDUODUO_SHOP, PRODUCTS, TAOBAO_SHOP, allProducts, pageOf, productOf, shopNamed } from './shopHelpers';
import { PRODUCT_MESSAGES, PRODUCT_TEXT_LIMIT } from '../../../contract/products';

const SYNC = `${PRODUCTS}/sync`;

describe('dev API products', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  const input = (shopId: string, over: Partial<ProductInput> = {}): ProductInput => ({
    shopId,
    originalId: 'DY-NEW-1',
    title: '新品定制手机壳',
    imageUrl: null,
    skus: [
      { originalId: 'S1', propertiesName: '颜色分类:透明' },
      { originalId: 'S2', propertiesName: '颜色分类:黑色' },
    ],
    ...over,
  });

  it('seeds ~60 products over the four shops: 25 Taobao items, titles with HTML, emoji and 200 characters, 0/1/5 SKUs', async () => {
    const counts: Record<string, number> = {};
    const every: Product[] = [];
    for (const name of [TAOBAO_SHOP, DOUDIAN_SHOP, PINDUODUO_SHOP, KUAISHOU_SHOP]) {
      const products = await allProducts(c, (await shopNamed(c, name)).id);
      counts[name] = products.length;
      every.push(...products);
    }
    expect(counts).toEqual({ [TAOBAO_SHOP]: 25, [DOUDIAN_SHOP]: 15, [PINDUODUO_SHOP]: 8, [KUAISHOU_SHOP]: 12 });
    const taobao = await allProducts(c, (await shopNamed(c, TAOBAO_SHOP)).id);
    expect(taobao.map((product) => product.originalId)).toEqual(marketplaceItems().slice(0, 25).map((item) => String(item.num_iid)));
    expect(taobao[0]).toMatchObject({ originalId: '712345678901', title: '定制手机壳 苹果15 透明软壳' });
    expect(taobao[0]!.skus[0]).toEqual({ id: expect.any(String), originalId: '5100000000001', propertiesName: '颜色分类:透明;适用型号:iPhone 15 Pro Max' });
    const titles = every.map((product) => product.title);
    expect(titles).toContain(HTML_TITLE);
    expect(titles).toContain(EMOJI_TITLE);
    expect(Array.from(LONG_TITLE)).toHaveLength(200);
    expect(titles).toContain(LONG_TITLE);
    const skuCounts = new Set(every.map((product) => product.skus.length));
    for (const count of [0, 1, 5]) expect(skuCounts).toContain(count);
    expect(new Set(every.map((product) => product.id)).size).toBe(every.length);
  });

  it('pages a shop’s products from 1, newest first, in the sizes the table offers', async () => {
    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    const all = (await pageOf(c, doudian.id, 1, 100)).items;
    const first = await pageOf(c, doudian.id, 1, 10);
    const second = await pageOf(c, doudian.id, 2, 10);
    expect(first.totalItems).toBe(15);
    expect([...first.items, ...second.items]).toEqual(all);
    expect(second.items).toHaveLength(5);
    expect((await pageOf(c, doudian.id, 3, 10)).items).toEqual([]);
    // Defaults: page 1 of 20.
    expect((await c.get<{ items: Product[] }>(`${PRODUCTS}?shopId=${doudian.id}`)).items).toEqual(all);
    expect((await c.fails('GET', `${PRODUCTS}?shopId=${doudian.id}&pageSize=30`, undefined, 400)).message).toBe('pageSize 必须是 10、20、50、100 之一');
    expect((await c.fails('GET', `${PRODUCTS}?shopId=${doudian.id}&pageNo=0`, undefined, 400)).code).toBe('BAD_REQUEST');
    // Past the safe integers a page number means nothing: refused rather than computed with.
    expect((await c.fails('GET', `${PRODUCTS}?shopId=${doudian.id}&pageNo=99999999999999999999`, undefined, 400)).message).toBe('pageNo 必须是整数');
    for (const pageNo of ['0x2', '1e1', '2.0']) {
      expect((await c.fails('GET', `${PRODUCTS}?shopId=${doudian.id}&pageNo=${pageNo}`, undefined, 400)).message).toBe('pageNo 必须是正整数');
    }
    expect((await c.fails('GET', PRODUCTS, undefined, 400)).message).toBe('shopId 必填');
    expect((await c.fails('GET', `${PRODUCTS}?shopId=nope`, undefined, 404)).message).toBe('店铺不存在: nope');
    // A new product comes first.
    const added = await c.ok<Product>('POST', PRODUCTS, input(doudian.id));
    expect((await pageOf(c, doudian.id, 1, 10)).items[0]).toEqual(added);
    expect((await pageOf(c, doudian.id, 1, 10)).totalItems).toBe(16);
  });

  it('adds a product to a short-video shop, every text trimmed, SKUs with ids', async () => {
    const kuaishou = await shopNamed(c, KUAISHOU_SHOP);
    const added = await c.ok<Product>('POST', PRODUCTS, {
      shopId: kuaishou.id,
      originalId: ' KS-1 ',
      title: ' 新品 ',
      imageUrl: ' https://p1.a.kwimgs.com/a.jpg ',
      skus: [{ originalId: ' A ', propertiesName: ' 颜色:红 ' }],
    });
    expect(added).toEqual({
      id: expect.any(String),
      shopId: kuaishou.id,
      originalId: 'KS-1',
      title: '新品',
      imageUrl: 'https://p1.a.kwimgs.com/a.jpg',
      skus: [{ id: expect.any(String), originalId: 'A', propertiesName: '颜色:红' }],
    });
    expect((await c.ok<Product>('POST', PRODUCTS, input(kuaishou.id, { originalId: 'KS-2', imageUrl: '  ' }))).imageUrl).toBeNull();
  });

  it('answers the first problem with the form’s text', async () => {
    const shopId = (await shopNamed(c, DOUDIAN_SHOP)).id;
    const cases: [Partial<ProductInput> | Record<string, unknown>, string][] = [
      [{ originalId: '  ' }, '必须填写商品的平台ID'],
      [{ originalId: undefined }, '必须填写商品的平台ID'],
      [{ title: '' }, '必须填写商品的标题'],
      [{ imageUrl: 'ftp://x/a.jpg' }, '必须以http://或者https://开头'],
      [{ imageUrl: 'img.alicdn.com/a.jpg' }, '必须以http://或者https://开头'],
      [{ skus: [] }, '请新增至少一个商品规格'],
      [{ skus: undefined }, '请新增至少一个商品规格'],
      [{ skus: [{ originalId: ' ', propertiesName: '颜色:红' }] }, '必须填写商品规格的平台ID'],
      [{ skus: [{ originalId: 'A', propertiesName: '' }] }, '必须填写商品规格的属性名称'],
      [{ skus: [{ originalId: 'A', propertiesName: 'x' }, { originalId: ' A', propertiesName: 'y' }] }, '商品规格的平台ID不能重复'],
      [{ title: '长'.repeat(201) }, PRODUCT_TEXT_LIMIT.tooLong],
      [{ originalId: ' ', title: ' ' }, '必须填写商品的平台ID'],
      // Settings are read by a comma list of product ids, and a sync splits on these: no id may hold one.
      [{ originalId: 'a,b' }, '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格'],
      [{ originalId: 'a，b' }, '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格'],
      [{ originalId: 'a b' }, '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格'],
      [{ originalId: '99\u200b1' }, '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格'],
      [{ originalId: '99\u202e12' }, '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格'],
      [{ skus: [{ originalId: 'A,1', propertiesName: 'x' }] }, '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格'],
      [{ skus: Array.from({ length: 601 }, (_, i) => ({ originalId: `S${i}`, propertiesName: 'x' })) }, PRODUCT_MESSAGES.skusTooMany],
      // An image address: a host, and no spaces or quotes to break out of an attribute.
      [{ imageUrl: 'http://' }, '必须以http://或者https://开头'],
      [{ imageUrl: 'http://x" onerror="alert(5)' }, '必须以http://或者https://开头'],
    ];
    for (const [over, message] of cases) {
      expect((await c.fails('POST', PRODUCTS, { ...input(shopId), ...over }, 400)).message, JSON.stringify(over)).toBe(message);
    }
    expect((await c.fails('POST', PRODUCTS, { ...input(shopId), skus: 'A' }, 400)).message).toBe('skus 必须是数组');
    // A product id the shop already has.
    expect((await c.fails('POST', PRODUCTS, input(shopId, { originalId: '3601000000000001' }), 400)).message).toBe(
      '该店铺已有平台ID为 3601000000000001 的商品',
    );
    // Only short-video shops add by hand; the shop must exist.
    for (const name of [TAOBAO_SHOP, PINDUODUO_SHOP]) {
      expect((await c.fails('POST', PRODUCTS, input((await shopNamed(c, name)).id), 400)).message).toBe('该店铺类型不支持手动添加商品');
    }
    expect((await c.fails('POST', PRODUCTS, input('nope'), 400)).message).toBe('店铺不存在: nope');
    expect((await pageOf(c, shopId)).totalItems).toBe(15);
  });

  it('deletes a product', async () => {
    const product = await productOf(c, DOUDIAN_SHOP, '3601000000000004');
    expect(await c.ok('DELETE', `${PRODUCTS}/${product.id}`)).toEqual({});
    expect((await pageOf(c, product.shopId)).items.map((p) => p.id)).not.toContain(product.id);
    expect((await c.fails('DELETE', `${PRODUCTS}/${product.id}`, undefined, 404)).message).toBe(`商品不存在: ${product.id}`);
  });

  it('syncs a marketplace item into a Taobao shop: new ids add, a seeded id updates in place, an unknown id is 404', async () => {
    const taobao = await shopNamed(c, TAOBAO_SHOP);
    const synced = await c.ok<Product>('POST', SYNC, { shopId: taobao.id, productOriginalId: ' 712345678930 ' });
    const item = marketplaceItems().find((candidate) => candidate.num_iid === 712345678930)!;
    expect(synced).toMatchObject({ shopId: taobao.id, originalId: '712345678930', title: item.title, imageUrl: item.pic_url });
    expect(synced.skus.map((sku) => sku.originalId)).toEqual(item.skus.sku.map((sku) => String(sku.sku_id)));
    let page = await pageOf(c, taobao.id);
    expect(page.totalItems).toBe(26);
    expect(page.items[0]).toEqual(synced);

    // Again: the same product, not a second one; so is a seeded item, kept in its place with its ids.
    expect(await c.ok<Product>('POST', SYNC, { shopId: taobao.id, productOriginalId: 712345678930 })).toEqual(synced);
    const seeded = page.items.find((product) => product.originalId === '712345678904')!;
    expect(await c.ok<Product>('POST', SYNC, { shopId: taobao.id, productOriginalId: '712345678904' })).toEqual(seeded);
    page = await pageOf(c, taobao.id);
    expect(page.totalItems).toBe(26);
    expect(page.items.filter((product) => product.originalId === '712345678930')).toHaveLength(1);

    const unknown = await c.fails('POST', SYNC, { shopId: taobao.id, productOriginalId: '799999999999' }, 404);
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: '平台上找不到商品 799999999999，请检查商品ID是否正确' });
    for (const productOriginalId of [' ', undefined, null, true]) {
      expect((await c.fails('POST', SYNC, { shopId: taobao.id, productOriginalId }, 400)).message).toBe('必须填写商品的平台ID');
    }
    expect((await c.fails('POST', SYNC, { productOriginalId: '712345678930' }, 400)).message).toBe('shopId 必填');
    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    expect((await c.fails('POST', SYNC, { shopId: doudian.id, productOriginalId: '712345678930' }, 400)).message).toBe('该店铺类型不支持同步商品');
    expect((await pageOf(c, taobao.id)).totalItems).toBe(26);
  });
});

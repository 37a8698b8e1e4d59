// Shops (spec 3 §3, §5): the seeded four, add and edit with the form's texts, and SDK/Taobao that are bound
// by the service: never added, kept on an edit of a shop that has them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { type Shop, SHOP_NAME_LIMIT } from '../../../contract/shops';
import { ShopType } from '../../../contract/shopPlatforms';
import { client, subAccountToken, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { DOUDIAN_SHOP, KUAISHOU_SHOP, PINDUODUO_SHOP, SHOPS, TAOBAO_SHOP, shopNamed } from './shopHelpers';

describe('dev API shops', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('lists the four seeded shops in the order they were added, each {id, name, type, boundAt, revision}', async () => {
    const shops = await c.get<Shop[]>(SHOPS);
    expect(shops.map((shop) => [shop.name, shop.type])).toEqual([
      [TAOBAO_SHOP, ShopType.TAOBAO],
      [DOUDIAN_SHOP, ShopType.DOUDIAN],
      [PINDUODUO_SHOP, ShopType.PINDUODUO],
      [KUAISHOU_SHOP, ShopType.KUAISHOU],
    ]);
    for (const shop of shops) expect(Object.keys(shop)).toEqual(['id', 'name', 'type', 'boundAt', 'revision']);
    expect(shops.map((shop) => new Date(shop.boundAt).toISOString())).toEqual([
      '2023-09-01T02:30:00.000Z',
      '2023-11-12T06:00:00.000Z',
      '2023-12-20T09:15:00.000Z',
      '2024-01-08T03:45:00.000Z',
    ]);
    // Ids come after everything seeded before shops existed, and are the same on every reset.
    api.reset();
    expect((await c.get<Shop[]>(SHOPS)).map((shop) => shop.id)).toEqual(shops.map((shop) => shop.id));
  });

  it('adds a shop with the trimmed name and the time it was added', async () => {
    // The dev API's clock set, not read: the shop's time is the one it was added at, exactly.
    const addedAt = Date.parse('2026-05-01T08:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(addedAt);
    let shop: Shop;
    try {
      shop = await c.ok<Shop>('POST', SHOPS, { type: ShopType.JD, name: '  壳美京东店  ' });
    } finally {
      vi.useRealTimers();
    }
    expect(shop).toEqual({ id: expect.any(String), name: '壳美京东店', type: ShopType.JD, boundAt: addedAt, revision: expect.any(Number) });
    expect((await c.get<Shop[]>(SHOPS)).at(-1)).toEqual(shop);
    // "7" binds like 7.
    expect((await c.ok<Shop>('POST', SHOPS, { type: '7', name: '快手二店' })).type).toBe(ShopType.KUAISHOU);
  });

  it('answers each form text: type, name required, at most 20 characters after trimming', async () => {
    // Digits only: "0x1" and "1e0" are no type, though Number() reads them as 1.
    for (const type of [undefined, null, 0, 12, 'x', '', 3.5, '0x1', '1e0']) {
      expect((await c.fails('POST', SHOPS, { type, name: '店' }, 400)).message).toBe('必须选择店铺类型');
    }
    // A name that shows nothing (zero-width, control characters) is no name; one that turns the text is refused.
    for (const name of [undefined, null, '', '   ', 12, '\u200b', '\u0000', '\u3000\u200d']) {
      expect((await c.fails('POST', SHOPS, { type: ShopType.DOUDIAN, name }, 400)).message).toBe('必须填写店铺名称');
    }
    expect((await c.fails('POST', SHOPS, { type: ShopType.DOUDIAN, name: '一'.repeat(21) }, 400)).message).toBe(SHOP_NAME_LIMIT.tooLong);
    expect((await c.fails('POST', SHOPS, { type: ShopType.DOUDIAN, name: '\u202eevil\u202c' }, 400)).message).toBe('名称不能包含改变文字方向的控制字符');
    expect((await c.ok<Shop>('POST', SHOPS, { type: '1', name: '数字串类型' })).type).toBe(ShopType.DOUDIAN);
    // Twenty after trimming, an emoji being one.
    expect((await c.ok<Shop>('POST', SHOPS, { type: ShopType.DOUDIAN, name: ` ${'店'.repeat(19)}🐱 ` })).name).toBe(`${'店'.repeat(19)}🐱`);
    expect(await c.get<Shop[]>(SHOPS)).toHaveLength(6);
  });

  it('refuses to add an SDK or Taobao shop (bound by the service)', async () => {
    expect((await c.fails('POST', SHOPS, { type: ShopType.TAOBAO, name: '淘宝二店' }, 400)).message).toBe('淘宝店铺不能手动添加');
    expect((await c.fails('POST', SHOPS, { type: ShopType.SDK, name: '接入店' }, 400)).message).toBe('SDK接入店铺不能手动添加');
    expect(await c.get<Shop[]>(SHOPS)).toHaveLength(4);
  });

  it('edits type and name with PUT or PATCH; a Taobao shop keeps its type and cannot leave it, no shop moves to one', async () => {
    const doudian = await shopNamed(c, DOUDIAN_SHOP);
    const edited = await c.ok<Shop>('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.XIAOHONGSHU, name: ' 壳美小红书 ' });
    expect(edited).toEqual({ ...doudian, type: ShopType.XIAOHONGSHU, name: '壳美小红书', revision: expect.any(Number) });
    expect((await c.ok<Shop>('PATCH', `${SHOPS}/${doudian.id}`, { name: '改名' })).type).toBe(ShopType.XIAOHONGSHU);

    const taobao = await shopNamed(c, TAOBAO_SHOP);
    expect(await c.ok<Shop>('PUT', `${SHOPS}/${taobao.id}`, { type: ShopType.TAOBAO, name: '壳美旗舰店' })).toEqual({ ...taobao, name: '壳美旗舰店', revision: expect.any(Number) });
    // A shop the service bound keeps its platform: its products were synced from it.
    expect((await c.fails('PATCH', `${SHOPS}/${taobao.id}`, { type: ShopType.DOUDIAN }, 400)).message).toBe('淘宝店铺由平台绑定，不能改为其他平台');
    expect((await c.fails('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.TAOBAO, name: '改名' }, 400)).message).toBe('淘宝店铺不能手动添加');
    expect((await c.fails('PATCH', `${SHOPS}/${doudian.id}`, { type: ShopType.SDK }, 400)).message).toBe('SDK接入店铺不能手动添加');
    // PUT replaces both: each is required.
    expect((await c.fails('PUT', `${SHOPS}/${doudian.id}`, { name: '改名' }, 400)).message).toBe('必须选择店铺类型');
    expect((await c.fails('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.JD, name: ' ' }, 400)).message).toBe('必须填写店铺名称');
    expect((await c.fails('PUT', `${SHOPS}/${doudian.id}`, { type: ShopType.JD, name: 'x'.repeat(21) }, 400)).message).toBe(SHOP_NAME_LIMIT.tooLong);
    expect(await shopNamed(c, '改名')).toMatchObject({ type: ShopType.XIAOHONGSHU });
    // Unknown shop; a body id that is another shop's.
    expect((await c.fails('PUT', `${SHOPS}/nope`, { type: ShopType.JD, name: 'a' }, 404)).message).toBe('店铺不存在: nope');
    expect((await c.fails('PUT', `${SHOPS}/${doudian.id}`, { id: taobao.id, type: ShopType.JD, name: 'a' }, 400)).code).toBe('BAD_REQUEST');
  });

  it('is the main account’s: a sub-account is refused', async () => {
    const sub = client(api, subAccountToken(api));
    expect((await sub.fails('GET', SHOPS, undefined, 400)).code).toBe('SUB_ACCOUNT_DENIED');
  });
});

// newshop is the console on day one (README "Accounts on the dev API"), and POST /api/__dev/accounts makes
// more such accounts for tests of the first steps; the seeded accounts keep their data.
import { describe, expect, it } from 'vitest';
import { type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { NO_COLOR_FOR_ORDERS, NO_MODEL_FOR_ORDERS } from '../../../adapters/mock/devApi/orders/orderBatch';
import type { PhoneBrand, PhoneCaseMaterial } from '../../../contract/catalogue';
import { type Shop } from '../../../contract/shops';
import { ShopType } from '../../../contract/shopPlatforms';
import { client } from './catalogueHelpers';
import { call, errorOf, freshApi, login } from './helpers';
import { SHOPS } from './shopHelpers';

async function read(api: DevApi, token: string, path: string): Promise<unknown> {
  const response = await call(api, path, { token });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** What an account holds, read through the routes the console's screens list from. */
async function holdings(api: DevApi, token: string) {
  return {
    shops: await read(api, token, '/api/shops'),
    brands: await read(api, token, '/api/phone_brands'),
    materials: await read(api, token, '/api/phone_case_materials'),
    collections: await read(api, token, '/api/design_asset_collections?type=1'),
    fonts: await read(api, token, '/api/shop_fonts'),
    fontColors: await read(api, token, '/api/shop_font_colors'),
    templateGroups: await read(api, token, '/api/design_template_collections'),
    links: await read(api, token, '/api/shop_customization_urls'),
    orders: ((await read(api, token, '/api/orders?pageNo=1&pageSize=20')) as { totalItems: number }).totalItems,
    credits: ((await read(api, token, '/api/account_credits/current')) as { credits: number }).credits,
  };
}

const NOTHING = {
  shops: [],
  brands: [],
  materials: [],
  collections: [],
  fonts: [],
  fontColors: [],
  templateGroups: [],
  links: [],
  orders: 0,
  credits: 0,
};

describe('dev API: accounts with nothing in them', () => {
  it('signs newshop in to an account that holds nothing, beside demo whose data is whole', async () => {
    const api = freshApi();
    expect(await holdings(api, await login(api, DEV_ACCOUNTS.newcomer))).toEqual(NOTHING);
    const demo = await holdings(api, await login(api));
    expect((demo.shops as unknown[]).length).toBe(4);
    expect(demo.orders).toBeGreaterThan(0);
  });

  it('makes another empty account on each call, which signs in, holds nothing, and is gone after a reset', async () => {
    const api = freshApi();
    const made = async () => (await (await call(api, '/api/__dev/accounts', { method: 'POST' })).json()) as { username: string; password: string };
    const first = await made();
    expect(first).toEqual({ username: 'newshop2', password: 'new1234' });
    expect((await made()).username).toBe('newshop3');
    expect(await holdings(api, await login(api, first))).toEqual(NOTHING);

    await call(api, '/api/__dev/reset', { method: 'POST' });
    const refused = await call(api, '/api/users/login', { method: 'POST', body: first });
    expect(refused.status).toBe(400);
    expect((await made()).username).toBe('newshop2');
  });

  it('answers POST /api/__dev/orders on a day-one account with why no order can be made, until its catalogue can make one', async () => {
    const api = freshApi();
    const c = client(api, await login(api, DEV_ACCOUNTS.newcomer));
    const shop = await c.ok<Shop>('POST', SHOPS, { type: ShopType.JD, name: '新店' });
    const addOrders = () => call(api, '/api/__dev/orders', { method: 'POST', body: { shopId: shop.id, count: 1, username: DEV_ACCOUNTS.newcomer.username } });
    const refusal = async (message: string) => {
      const response = await addOrders();
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    };
    await refusal(NO_MODEL_FOR_ORDERS);
    const brand = await c.ok<PhoneBrand>('POST', '/api/phone_brands', { name: '苹果' });
    await refusal(NO_MODEL_FOR_ORDERS);
    await c.ok('POST', `/api/phone_brands/${brand.id}/phone_models`, { name: 'iPhone 15' });
    await refusal(NO_COLOR_FOR_ORDERS);
    const material = await c.ok<PhoneCaseMaterial>('POST', '/api/phone_case_materials', { name: '硅胶' });
    await refusal(NO_COLOR_FOR_ORDERS);
    await c.ok('POST', `/api/phone_case_materials/${material.id}/colors`, { name: '黑色' });
    expect((await addOrders()).status).toBe(200);
  });
});

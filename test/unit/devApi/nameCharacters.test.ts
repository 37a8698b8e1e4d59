// Every name the dev API stores, under the one names rule (contract/names.ts): each refused character class is
// answered with the rule's text and nothing is stored; CJK, emoji sequences and skin tones are stored as sent.
// A title synced from the marketplace cannot be refused: it is stored without what the rule refuses.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { productFromItem } from '../../../adapters/mock/devApi/shops/productInput';
import type { TaobaoItem } from '../../../adapters/mock/platformFixtures';
import type { PhoneCaseMaterial } from '../../../contract/catalogue';
import { CATALOGUE_NAME_LIMIT, nameProblem } from '../../../contract/names';
import { ShopType } from '../../../contract/shopPlatforms';
import type { TemplateGroup } from '../../../contract/templates';
import { ACCEPTED, REFUSED } from '../contract/nameCharacters';
import { brandNamed, client, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { PNG_HEADER, fixtureBytes, upload } from './libraryHelpers';
import { DOUDIAN_SHOP, PRODUCTS, shopNamed } from './shopHelpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from './templateHelpers';

interface NameRequest {
  path: string;
  body: object;
  list: string;
}

interface NameRoute {
  /** Where the name goes, as the merchant calls it. */
  what: string;
  /**
   * The request carrying `name` (the `n`th of the test, for what must differ between requests), and the
   * list the name would be stored in.
   */
  request(c: Client, api: DevApi, name: string, n: number): Promise<NameRequest>;
  /** The name as the reply stores it. */
  stored(reply: Record<string, unknown>): unknown;
}

const named = (reply: Record<string, unknown>) => reply.name;
/** A POST whose name is stored in the list the same path answers. */
const postTo = (path: string, body: object): NameRequest => ({ path, body, list: path });
const product = (shopId: string, n: number, title: string, propertiesName: string): NameRequest => ({
  path: PRODUCTS,
  body: { shopId, originalId: `39001${n}`, title, imageUrl: '', skus: [{ originalId: `sku${n}`, propertiesName }] },
  list: `${PRODUCTS}?shopId=${shopId}`,
});

const ROUTES: readonly NameRoute[] = [
  { what: 'brand', request: async (_c, _api, name) => postTo('/api/phone_brands', { name }), stored: named },
  {
    what: 'phone model',
    request: async (c, _api, name) => postTo(`/api/phone_brands/${(await brandNamed(c, '苹果')).id}/phone_models`, { name }),
    stored: named,
  },
  { what: 'material', request: async (_c, _api, name) => postTo('/api/phone_case_materials', { name, needBackground: false }), stored: named },
  {
    what: 'colour',
    async request(c, _api, name) {
      const material = (await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials'))[0]!;
      const body = { name, defaultBackgroundColor: '#000000' };
      return { path: `/api/phone_case_materials/${material.id}/colors`, body, list: '/api/phone_case_materials' };
    },
    stored: named,
  },
  {
    what: 'asset collection',
    request: async (_c, _api, name) => ({ path: '/api/design_asset_collections', body: { name, type: 1 }, list: '/api/design_asset_collections?type=1' }),
    stored: named,
  },
  { what: 'template group', request: async (_c, _api, name) => postTo(GROUPS, { name }), stored: named },
  {
    what: 'template',
    async request(c, api, name) {
      const group = (await c.get<TemplateGroup[]>(GROUPS))[0]!;
      const body = templateInput(group.id, [layerInput(await uploadLayerImage(api), 'u1')], { name });
      return { path: TEMPLATES, body, list: `${TEMPLATES}?collectionId=${group.id}` };
    },
    stored: named,
  },
  {
    what: 'font',
    async request(_c, api, name) {
      const preview = await upload(api, 'preview.png', PNG_HEADER, 6, 'image/png');
      const fontFileId = await upload(api, 'font.otf', fixtureBytes('fonts/NotoSerifCJKsc-subset.otf'), 6);
      return postTo('/api/shop_fonts', { name, fontFileId, previewImageFileId: preview, activePreviewImageFileId: preview });
    },
    stored: named,
  },
  { what: 'shop', request: async (_c, _api, name) => postTo('/api/shops', { type: ShopType.DOUDIAN, name }), stored: named },
  {
    what: 'product title',
    request: async (c, _api, name, n) => product((await shopNamed(c, DOUDIAN_SHOP)).id, n, name, '颜色分类:透明'),
    stored: (reply) => reply.title,
  },
  {
    what: 'SKU property name',
    request: async (c, _api, name, n) => product((await shopNamed(c, DOUDIAN_SHOP)).id, n, '定制手机壳', name),
    stored: (reply) => (reply.skus as { propertiesName: string }[])[0]!.propertiesName,
  },
];

describe.each(ROUTES)('dev API: the $what', (route) => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('refuses every character class with the rule’s text, storing nothing', async () => {
    for (const [n, { what, name, message }] of REFUSED.entries()) {
      const { path, body, list } = await route.request(c, api, name, n);
      const before = await c.get<unknown>(list);
      expect(await c.fails('POST', path, body, 400), what).toMatchObject({ message });
      expect(await c.get<unknown>(list), what).toEqual(before);
    }
  });

  it('stores CJK, emoji sequences, skin tones and a few marks as sent', async () => {
    for (const [n, { what, name }] of ACCEPTED.entries()) {
      const { path, body } = await route.request(c, api, ` ${name} `, n);
      expect(route.stored(await c.ok<Record<string, unknown>>('POST', path, body)), what).toBe(name);
    }
  });
});

describe('dev API: a product synced from the marketplace', () => {
  const item = (title: string, properties: string): TaobaoItem =>
    ({ num_iid: 3900001, title, pic_url: '', price: '39.00', skus: { sku: [{ sku_id: 3900001001, properties_name: `1627207:28320:${properties}` }] } }) as unknown as TaobaoItem;

  it.each(REFUSED)('is stored without $what in its title and SKU property names, not refused', ({ name }) => {
    const synced = productFromItem(item(`定制壳 ${name}`, `颜色分类:${name}`), '1');
    expect(nameProblem(synced.title, CATALOGUE_NAME_LIMIT)).toBeNull();
    expect(nameProblem(synced.skus[0]!.propertiesName, CATALOGUE_NAME_LIMIT)).toBeNull();
    expect(synced.title).toMatch(/^定制壳 \S/);
  });

  it('keeps CJK, emoji sequences and skin tones as the marketplace wrote them', () => {
    for (const { name } of ACCEPTED) {
      const synced = productFromItem(item(`定制壳 ${name}`, `颜色分类:${name}`), '1');
      expect(synced.title).toBe(`定制壳 ${name}`);
      expect(synced.skus[0]!.propertiesName).toBe(`颜色分类:${name}`);
    }
  });

  it('reads iPhone 15 ‮xaM orP as the marketplace’s letters in their order, line breaks as spaces', () => {
    const synced = productFromItem(item('iPhone 15 \u202exaM orP\u2028磁吸\u0000壳', '适用型号:iPhone\u200b 15'), '1');
    expect(synced.title).toBe('iPhone 15 xaM orP 磁吸壳');
    expect(synced.skus[0]!.propertiesName).toBe('适用型号:iPhone 15');
  });
});

// The dev-and-QA reply check (src/api/replyCheck.ts): the dev API's own replies pass, and a reply that
// differs from contract/ is reported once per route and field, naming both.
import { describe, expect, it } from 'vitest';
import { checkReply } from '../../../src/api/replyCheck';
import { createDevApi } from '../../../adapters/mock/devApi';
import type { DesignTemplate, TemplateGroup } from '../../../contract/templates';
import { client } from '../devApi/catalogueHelpers';
import { BASE, call } from '../devApi/helpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from '../devApi/templateHelpers';

describe('reply check', () => {
  it('passes the dev API\'s own shops and products', async () => {
    const api = createDevApi();
    const token = api.tokens.issue('demo');
    const shops = (await (await call(api, '/api/shops', { token })).json()) as Array<{ id: string }>;
    expect(checkReply('GET', '/api/shops', shops, () => {})).toEqual([]);
    const products = await (await call(api, `/api/products?shopId=${shops[0]!.id}`, { token })).json();
    expect(checkReply('GET', '/api/products', products, () => {})).toEqual([]);
  });

  it('passes the dev API\'s own catalogue: brands, models, materials and colours, SKUs and wireframes', async () => {
    const api = createDevApi();
    const token = api.tokens.issue('demo');
    const warnings: string[] = [];
    const warn = (text: string) => warnings.push(text);
    const get = async (path: string) => {
      const reply = await (await call(api, path, { token })).json();
      checkReply('GET', path, reply, warn);
      return reply as Array<{ id: string; colors?: Array<{ id: string }> }>;
    };
    const brands = await get('/api/phone_brands');
    const models = await get(`/api/phone_brands/${brands[0]!.id}/phone_models`);
    const materials = await get('/api/phone_case_materials');
    expect(models.length).toBeGreaterThan(0);
    expect(materials[0]!.colors!.length).toBeGreaterThan(0);
    const skus = (await get(`/api/phone_case_skus?phoneModelIds=${models.map((model) => model.id).join(',')}`)) as unknown as Array<{ id: string; wireframeId: string | null }>;
    const framed = skus.filter((sku) => sku.wireframeId !== null);
    expect(framed.length).toBeGreaterThan(0);
    await get(`/api/phone_case_skus/${framed[0]!.id}`);
    await get(`/api/phone_case_wireframes?ids=${framed.map((sku) => sku.wireframeId).join(',')}`);
    await get(`/api/phone_case_wireframes/${framed[0]!.wireframeId}`);
    const created = await (await call(api, '/api/phone_brands', { method: 'POST', token, body: { name: '新品牌' } })).json();
    checkReply('POST', '/api/phone_brands', created, warn);
    expect(warnings).toEqual([]);
  });

  it('passes the dev API\'s own template groups, summaries and templates, text and stroked layers included', async () => {
    const api = createDevApi({ origin: BASE });
    const c = client(api);
    const warnings: string[] = [];
    const check = (method: string, path: string, reply: unknown) => checkReply(method, path, reply, (text) => warnings.push(text));
    const group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '校验分组' });
    check('POST', GROUPS, group);
    const image = await uploadLayerImage(api);
    const stroke = { color: '#ff0000', width: 4, style: 'DASHED', opacity: 1, color2: '#000000', width2: 2, opacity2: 1, offset: 3, imageUrl: null } as const;
    const layers = [
      layerInput(image, 'stroked', { stroke, strokeSvgData: 'M0 0 L1 0 L1 1 Z' }),
      layerInput(image, 'text', { type: 'TEXT', text: '你好', fontColor: '#646464', verticalText: true, fontId: null, fontFamilyUrl: null }),
    ];
    const created = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, layers));
    check('POST', TEMPLATES, created);
    check('GET', TEMPLATES, await c.get(`${TEMPLATES}?collectionId=${group.id}`));
    const read = await c.get<DesignTemplate>(`${TEMPLATES}/${created.id}`);
    check('GET', `${TEMPLATES}/${created.id}`, read);
    check('GET', GROUPS, await c.get(GROUPS));
    expect(read.layers.map((layer) => [layer.type, layer.stroke !== null])).toEqual([
      ['IMAGE', true],
      ['TEXT', false],
    ]);
    expect(warnings).toEqual([]);
  });

  it('passes the dev API\'s own customization settings and links', async () => {
    const api = createDevApi();
    const token = api.tokens.issue('demo');
    const warnings: string[] = [];
    const get = async (path: string) => {
      const reply = await (await call(api, path, { token })).json();
      checkReply('GET', path, reply, (text) => warnings.push(text));
      return reply as unknown[];
    };
    const links = (await get('/api/shop_customization_urls')) as Array<{ shop: { id: string }; customizationUrls: unknown[] }>;
    expect(links.some((entry) => entry.customizationUrls.length > 0)).toBe(true);
    const shopId = links[0]!.shop.id;
    const products = (await (await call(api, `/api/products?shopId=${shopId}&pageSize=100`, { token })).json()) as { items: Array<{ originalId: string }> };
    const settings = await get(`/api/phone_case_customization_settings?shopId=${shopId}&productOriginalIds=${products.items.map((item) => item.originalId).join(',')}`);
    expect(settings.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });

  it('reports a field the real service sends otherwise, once, with the route and the field', () => {
    const warnings: string[] = [];
    const shop = { id: '1', name: '店', type: 1, boundAt: 0 };
    checkReply('GET', '/api/shops', [shop, shop], (text) => warnings.push(text));
    checkReply('GET', '/api/shops', [shop], (text) => warnings.push(text));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GET /api/shops');
    expect(warnings[0]).toContain('[0].revision');
  });

  it('leaves a route without a reply schema alone', () => {
    expect(checkReply('GET', '/api/users/me', 42, () => { throw new Error('no warning expected'); })).toEqual([]);
  });
});

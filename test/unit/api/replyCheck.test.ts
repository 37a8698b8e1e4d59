// The dev-and-QA reply check (src/api/replyCheck.ts): the dev API's own replies pass, and a reply that
// differs from contract/ is reported once per route and field, naming both.
import { describe, expect, it } from 'vitest';
import { servedPath, type Endpoint } from '../../../contract/endpoint';
import { listEndpoints } from '../../support/endpointList';
import { checkReply as checkEndpointReply, replySchemaOf } from '../../../src/api/replyCheck';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { ChargeResult, PaymentForm, RechargeRecord, RefundResult, UsageRecord } from '../../../contract/credits';
import type { RecordPage } from '../../support/recordPage';
import type { ErpIntegration, Factory, FactoryPhoneModel, SyncTask } from '../../../contract/erp';
import type { CustomizedImageRecord } from '../../../contract/orders';
import type { DesignTemplate, TemplateGroup } from '../../../contract/templates';
import { client, type Client } from '../devApi/catalogueHelpers';
import { EMPTY_FACTORY, MAIN_FACTORY, bindAllMaterials, devPost, factoryNamed, integrate, printPushOf, pushOf, pushableOrders } from '../devApi/erpHelpers';
import { BASE, call } from '../devApi/helpers';
import { NOW, allOrders, auditClient, fixedApi, imagesOf } from '../devApi/orderHelpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from '../devApi/templateHelpers';

/** The rules a dev API reply of this file went through: the last test asks that none of the sales routes' was missed. */
const exercised = new Set<Endpoint>();

/** The endpoints whose replies the check reads, each with its path as a pattern (`:id` any one segment). */
const REPLY_RULES = listEndpoints()
  .map(({ endpoint }) => endpoint)
  .filter((endpoint) => replySchemaOf(endpoint) !== undefined)
  .map((endpoint) => ({ endpoint, path: new RegExp(`^${servedPath(endpoint).replace(/:\w+/g, '[^/]+')}$`) }));

/** The endpoint a call of the dev API is, if its reply is checked (`path` as called, a query allowed). */
const replyRuleOf = (method: string, path: string) =>
  REPLY_RULES.find((rule) => rule.endpoint.method === method && rule.path.test(path.split('?')[0]!));

/** The check as the console makes it, for a call named by method and path. */
function checkReply(method: string, path: string, reply: unknown, warn: (text: string) => void): string[] {
  const rule = replyRuleOf(method, path);
  return rule ? checkEndpointReply(rule.endpoint, path, reply, warn) : [];
}

/**
 * A client whose every 200 reply goes through the check, its warnings into `warnings`, so that the helpers
 * the dev API's own tests use (integrate, bindAllMaterials, printPushOf, …) have their replies checked too.
 */
function checking(c: Client, warnings: string[]): Client {
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const reply = await c.ok<T>(method, path, body);
    const rule = replyRuleOf(method, path);
    if (rule) exercised.add(rule.endpoint);
    checkReply(method, path, reply, (text) => warnings.push(text));
    return reply;
  };
  return { get: <T>(path: string) => ok<T>('GET', path), ok, fails: c.fails };
}

/** An api whose clock a test moves: the ERP's sync task is read off it. */
function clockedApi(): { api: DevApi; advance(ms: number): void } {
  let now = NOW;
  return { api: fixedApi(() => now), advance: (ms) => void (now += ms) };
}

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

  it('passes the dev API\'s own orders, families and unreadable contents included, and the print file lookup', async () => {
    const api = fixedApi();
    const warnings: string[] = [];
    const c = checking(client(api), warnings);
    const orders = await allOrders(c);
    expect(orders).toHaveLength(300);
    expect(orders.some((order) => order.childOrders.length > 0)).toBe(true);
    await allOrders(checking(auditClient(api), warnings));
    const charged = [...new Set(imagesOf(orders).filter(({ info }) => info.creditDeducted).map(({ order }) => order.id))];
    const records = await c.ok<CustomizedImageRecord[]>('POST', '/api/orders/customized_images', { orderIds: [...charged, orders[0]!.id] });
    expect(records.filter((record) => record.customizedImageUrls.length > 0)).toHaveLength(charged.length);
    expect(warnings).toEqual([]);
  });

  it('passes the dev API\'s own credits: balance, charge and refund, deduction records and detail, recharges and payment', async () => {
    const api = fixedApi();
    const warnings: string[] = [];
    const c = checking(client(api), warnings);
    await c.get('/api/account_credits/current');
    const image = imagesOf(await allOrders(c)).find(({ info }) => !info.creditDeducted && info.customizedImageUrl !== '')!;
    const images = [{ orderId: image.order.id, orderItemId: image.itemId, infoIndex: image.infoIndex }];
    expect((await c.ok<ChargeResult>('POST', '/api/credit_charges', { images })).chargedImages).toBe(1);
    const usage = await c.get<RecordPage<UsageRecord>>('/api/credit_usage_records?pageSize=500');
    await c.get(`/api/credit_usage_records/${usage.items[0]!.id}`);
    expect((await c.ok<RefundResult>('POST', '/api/credit_refunds', { images })).refundedImages).toBe(1);
    const recharges = await c.get<RecordPage<RechargeRecord>>('/api/credit_recharge_records?pageSize=500');
    expect(recharges.items.some((record) => record.paidAt === null)).toBe(true);
    for (const record of recharges.items) await c.get(`/api/credit_recharge_records/${record.id}/sync_payment_status`);
    const form = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=30000');
    expect(form.paymentForm).toContain('<form');
    expect(warnings).toEqual([]);
  });

  it('passes the dev API\'s own ERP: integration, factories, sync tasks running, done and failed, models, materials, bindings, print files and a push', async () => {
    const { api, advance } = clockedApi();
    const warnings: string[] = [];
    const c = checking(client(api), warnings);
    expect(await c.get('/api/erp/integrations')).toEqual([]);
    const factories = await integrate(c);
    const [integration] = await c.get<ErpIntegration[]>('/api/erp/integrations');
    await c.ok('PUT', `/api/erp/integrations/${integration!.id}`, { apiAccessToken: 'another_key-0123456789' });
    expect(await c.get<Factory[]>('/api/erp/factories')).toEqual(factories);
    const main = factoryNamed(factories, MAIN_FACTORY);
    const empty = factoryNamed(factories, EMPTY_FACTORY);
    const syncTask = '/api/erp/factory_phone_models/sync_task';
    expect((await c.ok<SyncTask>('POST', syncTask, { factoryId: main.id })).status).toBe(1);
    await devPost(api, '/api/__dev/erp_sync', { failNext: 1, errorMessage: null });
    await c.ok('POST', syncTask, { factoryId: empty.id });
    advance(60_000);
    expect((await c.get<SyncTask>(`${syncTask}?factoryId=${main.id}`)).status).toBe(2);
    expect(await c.get<SyncTask>(`${syncTask}?factoryId=${empty.id}`)).toEqual({ status: 3, errorMessage: null, progress: 0.5 });
    const models = await c.get<FactoryPhoneModel[]>(`/api/erp/factory_phone_models?factoryId=${main.id}`);
    await c.get(`/api/erp/phone_case_materials?factoryId=${main.id}`);
    const [order] = pushableOrders(await allOrders(c));
    const infos = pushOf(order!, main.id).orderItems.flatMap((item) => item.phoneCaseCustomizationInfos);
    for (const phoneModelId of new Set(infos.map((info) => info.phoneModelId))) {
      await c.ok('POST', '/api/erp/factory_phone_model_bindings', { factoryId: main.id, phoneModelId, erpPhoneModelCode: models[0]!.code });
    }
    await c.get(`/api/erp/factory_phone_model_bindings?factoryId=${main.id}&phoneBrandId=${infos[0]!.phoneBrandId}`);
    await bindAllMaterials(c, main.id);
    await c.get(`/api/erp/phone_case_material_bindings?factoryId=${main.id}`);
    await c.get(`/api/erp/phone_case_material_color_bindings?factoryId=${main.id}`);
    expect(await c.ok('POST', '/api/erp/push_order', await printPushOf(c, order!, main.id))).toEqual({ success: true });
    expect(warnings).toEqual([]);
  });

  it('reports an order field the real service sends otherwise with its path, in a child order too', () => {
    const warnings: string[] = [];
    const item = { id: '2', originalId: '20', productOriginalId: 'p', productTitle: '壳', productImageUrl: null, skuOriginalId: 's', skuPropertiesName: '', quantity: 1, customizationInfo: null };
    const order = (orderItems: unknown[], childOrders: unknown[]) => ({ id: '1', originalId: '10', shopId: '3', isPlatformOrder: true, mergeSplitStatus: 1, orderItems, childOrders, createdAt: 0, push: null });
    const page = { items: [order([], [order([{ ...item, quantity: '1' }], [])])], totalItems: 1 };
    checkReply('GET', '/api/orders', page, (text) => warnings.push(text));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GET /api/orders');
    expect(warnings[0]).toContain('items[0].childOrders[0].orderItems[0].quantity');
  });

  it('reports a credits field the real service sends otherwise with its path', () => {
    const warnings: string[] = [];
    const record = { id: '1', createdAt: 0, paidAt: null, addedCredits: 1000, amount: 5, rechargeOperator: 'demo', paymentStatus: 6 };
    checkReply('GET', '/api/credit_recharge_records', { items: [record], totalItems: 1 }, (text) => warnings.push(text));
    checkReply('GET', '/api/credit_recharge_records/1/sync_payment_status', { paymentStatus: '2' }, (text) => warnings.push(text));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('GET /api/credit_recharge_records: the reply differs from contract/ at items[0].paymentStatus');
    expect(warnings[1]).toContain('GET /api/credit_recharge_records/1/sync_payment_status: the reply differs from contract/ at paymentStatus');
  });

  it('reports an ERP id sent as a number with its path: the console compares ids as strings', () => {
    const warnings: string[] = [];
    const material = { id: '880101', code: 'TPU-CL', name: 'TPU透明软壳', colors: [{ id: 88010101, code: 'CL', name: '全透明' }] };
    checkReply('GET', '/api/erp/phone_case_materials', [material], (text) => warnings.push(text));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GET /api/erp/phone_case_materials: the reply differs from contract/ at [0].colors[0].id');
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
    expect(checkReply('POST', '/api/users/logout', 42, () => { throw new Error('no warning expected'); })).toEqual([]);
  });

  // Last: the tests above are what meets the rules (a file's tests run in order).
  it('has checked a dev API reply of every orders, credits and ERP route it has a rule for', () => {
    const sales = REPLY_RULES.map((rule) => rule.endpoint).filter((endpoint) => /^\/api\/(orders|account_credits|credit_|erp\/)/.test(endpoint.path));
    expect(sales).toHaveLength(27);
    expect(sales.filter((endpoint) => !exercised.has(endpoint)).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });
});

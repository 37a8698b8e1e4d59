// The ERP integration (ROUTES.md "Factory ERP"): the key trimmed, checked and never sent back whole, one
// integration per ERP, changing the key, every other ERP route closed until there is one, and each account's own.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { ERP_KEY_MAX_LENGTH, maskErpKey, type ErpIntegration } from '../../../contract/erp';
import { client, type Client } from './catalogueHelpers';
import { KEY } from './erpHelpers';
import { auditClient, fixedApi } from './orderHelpers';

const BASE = '/api/erp/integrations';

describe('dev API ERP integrations', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = fixedApi();
    c = client(api);
  });

  it('creates the integration with the trimmed key and only ever sends the key masked', async () => {
    expect(await c.get(BASE)).toEqual([]);
    const created = await c.ok<ErpIntegration>('POST', BASE, { erp: 1, apiAccessToken: `  ${KEY}\t` });
    expect(created).toEqual({ id: expect.any(String), erp: 1, apiAccessToken: maskErpKey(KEY) });
    expect(created.apiAccessToken).not.toContain(KEY.slice(4, -4));
    expect(await c.get(BASE)).toEqual([created]);
  });

  it('refuses an empty key with 请输入key and a malformed or too long one, changing nothing', async () => {
    for (const apiAccessToken of ['', '   ', undefined, null]) {
      expect((await c.fails('POST', BASE, { erp: 1, apiAccessToken }, 400)).message).toBe('请输入key');
    }
    for (const apiAccessToken of ['short', 'has space inside', '中文密钥abcdefgh', 'a'.repeat(ERP_KEY_MAX_LENGTH + 1), 42]) {
      expect((await c.fails('POST', BASE, { erp: 1, apiAccessToken }, 400)).message).toMatch(/^key无效/);
    }
    expect((await c.fails('POST', BASE, { erp: 2, apiAccessToken: KEY }, 400)).message).toContain('erp');
    await c.fails('POST', BASE, 'not json', 400);
    expect(await c.get(BASE)).toEqual([]);
    await c.ok('POST', BASE, { erp: 1, apiAccessToken: 'a'.repeat(ERP_KEY_MAX_LENGTH) });
  });

  it('refuses a second integration of the same ERP with 409, keeping the first key', async () => {
    const first = await c.ok<ErpIntegration>('POST', BASE, { erp: 1, apiAccessToken: KEY });
    const refused = await c.fails('POST', BASE, { erp: 1, apiAccessToken: 'another_key_123' }, 409);
    expect(refused).toMatchObject({ code: 'ALREADY_INTEGRATED', message: expect.stringContaining('已接入') });
    expect(await c.get(BASE)).toEqual([first]);
  });

  it('changes the key with PUT, with the same checks; another account’s integration is 404', async () => {
    const created = await c.ok<ErpIntegration>('POST', BASE, { erp: 1, apiAccessToken: KEY });
    const changed = await c.ok<ErpIntegration>('PUT', `${BASE}/${created.id}`, { apiAccessToken: ' new_key_ABCDEFGH ' });
    expect(changed).toEqual({ id: created.id, erp: 1, apiAccessToken: maskErpKey('new_key_ABCDEFGH') });
    expect((await c.fails('PUT', `${BASE}/${created.id}`, { apiAccessToken: ' ' }, 400)).message).toBe('请输入key');
    expect((await c.fails('PUT', `${BASE}/${created.id}`, { apiAccessToken: 'bad key!' }, 400)).message).toMatch(/^key无效/);
    expect(await c.get(BASE)).toEqual([changed]);
    await auditClient(api).fails('PUT', `${BASE}/${created.id}`, { apiAccessToken: KEY }, 404);
    await c.fails('PUT', `${BASE}/999999`, { apiAccessToken: KEY }, 404);
  });

  it('answers 400 未接入工厂ERP on every other ERP route until the account has an integration', async () => {
    const closed: Array<[string, string, unknown?]> = [
      ['GET', '/api/erp/factories'],
      ['POST', '/api/erp/factories/sync'],
      ['POST', '/api/erp/factory_phone_models/sync_task', { factoryId: '1' }],
      ['GET', '/api/erp/factory_phone_models/sync_task?factoryId=1'],
      ['GET', '/api/erp/factory_phone_models?factoryId=1'],
      ['GET', '/api/erp/factory_phone_model_bindings?factoryId=1&phoneBrandId=1'],
      ['POST', '/api/erp/factory_phone_model_bindings', { factoryId: '1', phoneModelId: '1', erpPhoneModelCode: 'x' }],
      ['DELETE', '/api/erp/factory_phone_model_bindings/1/1'],
      ['GET', '/api/erp/phone_case_materials?factoryId=1'],
      ['GET', '/api/erp/phone_case_material_bindings?factoryId=1'],
      ['POST', '/api/erp/phone_case_material_bindings', {}],
      ['DELETE', '/api/erp/phone_case_material_bindings/1/1'],
      ['GET', '/api/erp/phone_case_material_color_bindings?factoryId=1'],
      ['POST', '/api/erp/phone_case_material_color_bindings', {}],
      ['DELETE', '/api/erp/phone_case_material_color_bindings/1/1'],
      ['POST', '/api/erp/push_order', {}],
    ];
    for (const [method, path, body] of closed) {
      expect(await c.fails(method, path, body, 400)).toMatchObject({ code: 'ERP_NOT_INTEGRATED', message: '未接入工厂ERP' });
    }
    await c.ok('POST', BASE, { erp: 1, apiAccessToken: KEY });
    expect(await c.get('/api/erp/factories')).toEqual([]);
    // Another account is not integrated by this one's key.
    expect((await auditClient(api).fails('GET', '/api/erp/factories', undefined, 400)).message).toBe('未接入工厂ERP');
    expect(await auditClient(api).get(BASE)).toEqual([]);
  });

  it('forgets every integration on reset()', async () => {
    await c.ok('POST', BASE, { erp: 1, apiAccessToken: KEY });
    api.reset();
    expect(await c.get(BASE)).toEqual([]);
  });
});

// The bodies and replies the endpoint table reads for templates, credits, orders, the ERP and the dev tools
// (contract/endpoints/): a body that breaks its entry's schema is refused by the router with a 400 naming the
// field, before the route does any work; a reply the entry has a schema for is read by the dev/QA reply check.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { TEMPLATE_GROUP_NAME_REQUIRED } from '../../../contract/names';
import { TEMPLATE_BATCH_SELECT_AT_LEAST_ONE } from '../../../contract/templates';
import { ERP_KEY_INVALID, type ErpIntegration } from '../../../contract/erp';
import { templateBatch } from '../../../contract/endpoints/templates/templateBatch';
import { downloadRules } from '../../../contract/endpoints/credits/downloadRules';
import { devTools } from '../../../contract/endpoints/devTools/devTools';
import { checkReply } from '../../../src/api/replyCheck';
import { client, type Client } from './catalogueHelpers';
import { devPost, factoryNamed, integrate, MAIN_FACTORY } from './erpHelpers';
import { errorOf, freshApi } from './helpers';
import { TAOBAO_SHOP } from './shopHelpers';

describe('the endpoint table checks the bodies of its write routes', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('refuses a template group without a name, and a rename whose id is no id, naming what is wrong', async () => {
    expect((await c.fails('POST', '/api/design_template_collections', {}, 400)).message).toBe(TEMPLATE_GROUP_NAME_REQUIRED);
    const group = await c.ok<{ id: string }>('POST', '/api/design_template_collections', { name: '节日' });
    expect((await c.fails('PATCH', `/api/design_template_collections/${group.id}`, { id: { toString: 1 }, name: '新年' }, 400)).message).toBe('id 必须是 id');
    expect((await c.fails('PATCH', `/api/design_template_collections/${group.id}`, { id: `${group.id}9`, name: '新年' }, 400)).message).toContain('与路径的 id');
  });

  it('refuses batch template settings that name no template', async () => {
    expect((await c.fails('POST', '/api/design_templates/batch_settings', { templateIds: [], productMode: 1 }, 400)).message).toBe(TEMPLATE_BATCH_SELECT_AT_LEAST_ONE);
  });

  it('refuses a charge or a refund whose images are not a list, charging nothing', async () => {
    const before = await c.get<{ credits: number }>('/api/account_credits/current');
    for (const path of ['/api/credit_charges', '/api/credit_refunds']) {
      expect((await c.fails('POST', path, { images: 'all' }, 400)).message).toBe('images 必须是数组');
    }
    expect(await c.get('/api/account_credits/current')).toEqual(before);
  });

  it('refuses a new ERP key of the wrong form and a push without items, naming the field', async () => {
    const factories = await integrate(c);
    const [integration] = await c.get<ErpIntegration[]>('/api/erp/integrations');
    expect((await c.fails('PUT', `/api/erp/integrations/${integration!.id}`, { apiAccessToken: 'a key' }, 400)).message).toBe(ERP_KEY_INVALID);
    const push = { factoryId: factoryNamed(factories, MAIN_FACTORY).id, orderOriginalId: '3000000000001', orderItems: [] };
    expect((await c.fails('POST', '/api/erp/push_order', push, 400)).message).toBe('orderItems 必须是非空数组');
  });

  it('refuses the dev tools\' ERP and order settings that break their rules', async () => {
    const sync = await devPost(api, '/api/__dev/erp_sync', { durationMs: -1 });
    expect(sync.status).toBe(400);
    expect((await errorOf(sync)).message).toMatch(/^durationMs 必须是 0 到 \d+ 的整数$/);
    const push = await devPost(api, '/api/__dev/erp_push', { refuse: [] });
    expect(push.status).toBe(400);
    expect((await errorOf(push)).message).toBe('refuse 必须是 { 订单号: 拒绝原因或 null } 对象');
    const orders = await devPost(api, '/api/__dev/orders', { shopName: TAOBAO_SHOP, count: 0 });
    expect(orders.status).toBe(400);
    expect((await errorOf(orders)).message).toMatch(/^count 必须是 1 到 \d+ 之间的整数$/);
    const username = await devPost(api, '/api/__dev/orders', { shopName: TAOBAO_SHOP, count: 1, username: 7 });
    expect(username.status).toBe(400);
    expect((await errorOf(username)).message).toBe('username 必须是字符串');
  });
});

describe('the reply check reads the replies the table has a schema for', () => {
  it('reports a batch reply, a download rule or a fault list that differs from contract/', () => {
    const warnings: string[] = [];
    const warn = (text: string) => void warnings.push(text);
    checkReply(templateBatch.apply, '/api/design_templates/batch_settings', { templates: [{ id: '7', revision: '2' }] }, warn);
    checkReply(downloadRules.get, '/api/download_rules_setting', { rules: 'ORDER_ID', withOrderIdFile: false }, warn);
    checkReply(devTools.faults, '/api/__dev/faults', [{ path: 'api/orders' }], warn);
    expect(warnings).toEqual([
      expect.stringContaining('POST /api/design_templates/batch_settings: the reply differs from contract/ at templates[0].revision'),
      expect.stringContaining('GET /api/download_rules_setting: the reply differs from contract/ at rules'),
      expect.stringContaining('GET /api/__dev/faults: the reply differs from contract/ at [0].path'),
    ]);
  });
});

// The endpoint table gives the dev API's bodies and replies (contract/endpoints/, ARCHITECTURE.md "Endpoints"): every
// call that sends a JSON body has its schema in the table, the router answers a body
// that breaks it with the 400 naming the field (the code the table gives), and the reply check reads the replies.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { fontColors } from '../../../contract/endpoints/library/fontColors';
import { shopFonts } from '../../../contract/endpoints/library/shopFonts';
import { users } from '../../../contract/endpoints/auth/users';
import { cutoutPlaceholders } from '../../../contract/endpoints/cutout/cutoutPlaceholders';
import { cutoutHost } from '../../../contract/endpoints/cutout/cutoutHost';
import { miniApp } from '../../../contract/endpoints/shops/miniApp';
import { checkReply } from '../../../src/api/replyCheck';
import { listEndpoints } from '../../support/endpointList';
import { client, type Client } from './catalogueHelpers';
import { call, errorOf, freshApi, login } from './helpers';

/** The calls that send something other than a JSON body the table could check, and why. */
const NO_JSON_BODY: Record<string, string> = {
  'auth.users.logout': 'nothing to send: the token is the request',
  'files.files.storage': 'multipart/form-data, as OSS takes it',
  'files.cloudFiles.create': "the image's bytes as they are",
  'templates.templates.copy': 'nothing to send: the path names the template',
  'credits.recharges.pay': 'a form post from the payment page, as the provider sends it',
  'devTools.devTools.releaseFaults': 'nothing to send',
  'devTools.devTools.addAccount': 'nothing to send',
  'devTools.devTools.reset': 'nothing to send',
  'erp.erpFactories.sync': 'nothing to send: the account is the request',
};

describe('the endpoint table checks the bodies and replies of its entries', () => {
  it('has a body schema for every call that sends JSON', () => {
    const without = listEndpoints()
      .filter(({ endpoint }) => ['POST', 'PUT', 'PATCH'].includes(endpoint.method))
      .filter(({ endpoint }) => endpoint.rules && !endpoint.rules.body)
      .map(({ name }) => name);
    expect(without.sort()).toEqual(Object.keys(NO_JSON_BODY).sort());
  });

  let api: DevApi;
  let c: Client;
  beforeEach(async () => {
    api = freshApi();
    c = client(api, await login(api));
  });

  it('answers a body that breaks its schema with the 400 naming the field', async () => {
    const [font] = await c.get<Array<{ id: string }>>('/api/shop_fonts');
    expect((await c.fails('PATCH', `/api/shop_fonts/${font!.id}`, { enabled: 'yes' }, 400)).message).toBe('enabled 必须是布尔值');
    expect((await c.fails('POST', '/api/files/upload_form', { fileName: ' ', type: 1 }, 400)).message).toBe('fileName 必须是非空字符串');
    expect((await c.fails('POST', '/api/design_assets', { type: 1, collectionId: '1', fileId: { id: 1 } }, 400)).message).toBe('fileId 必须是 id');
    expect((await c.fails('POST', '/api/image_cutout_task/token', { type: 'head', outputImageFormat: 'png', imageUrl: 'a.png', fileName: 'a.png', fileSize: 1, width: 0 }, 400)).message).toBe(
      'width 必须是正整数',
    );
  });

  it('answers with the code the table gives: an ordering body INVALID_ORDERING, a login LOGIN_FAILED', async () => {
    const [font] = await c.get<Array<{ id: string }>>('/api/shop_fonts');
    expect(await c.fails('PATCH', '/api/shop_fonts/ordering', { activeId: font!.id }, 400)).toMatchObject({ code: 'INVALID_ORDERING', message: 'next 必填（排到最后时传 null）' });
    const [brand] = await c.get<Array<{ id: string }>>('/api/phone_brands');
    expect(await c.fails('PATCH', `/api/phone_brands/${brand!.id}/ordering`, { next: {} }, 400)).toMatchObject({ code: 'INVALID_ORDERING', message: 'next 必须是条目 id 或 null' });
    const login = await call(api, '/api/users/login', { method: 'POST', body: { username: 'demo' } });
    expect(login.status).toBe(400);
    expect(await errorOf(login)).toMatchObject({ code: 'LOGIN_FAILED', message: '用户名或密码错误' });
  });

  it('still judges what needs the store first: a stale save is 409 even when its fields are wrong too', async () => {
    const [shop] = await c.get<Array<{ id: string; revision: number }>>('/api/shops');
    await c.ok('PATCH', `/api/shops/${shop!.id}`, { name: '改名的店', baseRevision: shop!.revision });
    expect((await c.fails('PATCH', `/api/shops/${shop!.id}`, { name: '', baseRevision: shop!.revision }, 409)).code).toBe('SHOP_CONFLICT');
    expect((await c.fails('PATCH', `/api/shops/${shop!.id}`, { id: 'another', name: '' }, 400)).message).toContain('与路径的 id');
  });

  it("passes the dev API's own replies of the endpoints whose reply schema is new", async () => {
    const warnings: string[] = [];
    for (const endpoint of [shopFonts.list, fontColors.list, miniApp.get, miniApp.templates, users.me, cutoutPlaceholders.list]) {
      checkReply(endpoint, endpoint.path, await c.get(endpoint.path), (text) => warnings.push(text));
    }
    expect(warnings).toEqual([]);
  });

  it('checks the replies the table types: a font, a mini app, a cutout task that differ are reported', () => {
    const warnings: string[] = [];
    const warn = (text: string) => warnings.push(text);
    checkReply(shopFonts.list, '/api/shop_fonts', [{ id: '1', name: '宋体', enabled: 'yes' }], warn);
    checkReply(miniApp.templates, '/api/taobao_mini_app_templates', [{ templateVersion: 2 }], warn);
    checkReply(cutoutHost.token, '/api/image_cutout_task/token', {}, warn);
    expect(warnings.join('\n')).toContain('GET /api/shop_fonts: the reply differs from contract/ at [0].enabled');
    expect(warnings.join('\n')).toContain('GET /api/taobao_mini_app_templates: the reply differs from contract/ at [0].templateVersion');
    expect(warnings.join('\n')).toContain('POST /api/image_cutout_task/token: the reply differs from contract/ at token');
  });
});

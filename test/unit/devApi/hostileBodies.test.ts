// @vitest-environment node
// What a hostile or careless client sends is refused with a 400 that names the field, never a 500, and a
// refused body changes nothing: an object where a text or an id goes ({"toString": 1} breaks String()), sizes
// and times that only look like numbers, lists with no end (ROUTES.md).
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { ProductMode } from '../../../contract/customization';
import type { DesignAsset, Page } from '../../../contract/library';
import { client, merchantToken, type Client } from './catalogueHelpers';
import { call, errorOf, freshApi } from './helpers';
import { collectionNamed } from './libraryHelpers';
import { TAOBAO_SHOP, diySettingFields, shopNamed } from './shopHelpers';
import { groupNamed, templateNamed } from './templateHelpers';
import { ASSET_TOO_LARGE } from '../../../contract/limits';

const HOSTILE = { toString: 1 };
const MARKETPLACE_URL = 'https://img.alicdn.com/a.png';

describe('the dev API refuses hostile body values', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  /** A public dev tool's answer, with no token. */
  const devTool = (path: string, body: unknown) => call(api, path, { method: 'POST', body });

  it('refuses an object for an id in a collection’s and an asset’s body, and still refuses another item’s id', async () => {
    const collection = await collectionNamed(c, 1, '节日');
    const refused = await c.fails('PATCH', `/api/design_asset_collections/${collection.id}`, { id: HOSTILE, name: '节日' }, 400);
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: 'id 必须是 id' });
    expect((await c.fails('PATCH', `/api/design_asset_collections/${collection.id}/ordering`, { id: HOSTILE, next: null }, 400)).message).toBe('id 必须是 id');
    const [asset] = (await c.get<Page<DesignAsset>>(`/api/design_assets?collectionId=${collection.id}&pageNo=1&pageSize=10`)).items;
    expect((await c.fails('PATCH', `/api/design_assets/${asset!.id}/ordering`, { id: HOSTILE, next: null }, 400)).message).toBe('id 必须是 id');
    // The rule it had: a body naming another item is told so, with both ids.
    expect((await c.fails('PATCH', `/api/design_asset_collections/${collection.id}`, { id: '424242', name: '节日' }, 400)).message).toBe(
      `请求体的 id (424242) 与路径的 id (${collection.id}) 不一致`,
    );
    expect((await c.ok<{ id: string }>('PATCH', `/api/design_asset_collections/${collection.id}`, { id: Number(collection.id), name: '节日' })).id).toBe(collection.id);
  });

  it('refuses hostile values in the dev tools’ bodies: shop, shop name and account of added orders, account of preview models', async () => {
    const bodies: Array<[string, Record<string, unknown>, string]> = [
      ['/api/__dev/orders', { count: 1, shopId: HOSTILE }, 'shopId 必须是 id'],
      ['/api/__dev/orders', { count: 1, shopName: HOSTILE }, 'shopName 必须是字符串'],
      ['/api/__dev/orders', { count: 1, shopName: TAOBAO_SHOP, username: HOSTILE }, 'username 必须是字符串'],
      ['/api/__dev/preview_models', { materialColorId: '1046', count: 1, username: HOSTILE }, 'username 必须是字符串'],
      ['/api/__dev/preview_models', { materialColorId: '1046', count: 1, username: ['demo'] }, 'username 必须是字符串'],
    ];
    for (const [path, body, message] of bodies) {
      const reply = await devTool(path, body);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await errorOf(reply)).message).toBe(message);
    }
    // What they took before still works, and an unknown account keeps its text.
    expect((await devTool('/api/__dev/orders', { count: 1, shopName: TAOBAO_SHOP })).status).toBe(200);
    expect((await errorOf(await devTool('/api/__dev/orders', { count: 1, shopName: TAOBAO_SHOP, username: 'nobody' }))).message).toBe('没有这个主账号: nobody');
  });

  describe('POST /api/files/taobao', () => {
    const register = (body: Record<string, unknown>) =>
      call(api, '/api/files/taobao', { method: 'POST', token: merchantToken(api), body: { url: MARKETPLACE_URL, type: 1, ...body } });

    it('refuses a field that is no id, size or time, and uses up no file id for it', async () => {
      const refused: Array<[Record<string, unknown>, string]> = [
        [{ taobaoFileId: HOSTILE }, 'taobaoFileId 必须是不超过 256 个字符的 id'],
        [{ taobaoFileId: { a: [1, 2, 3] } }, 'taobaoFileId 必须是不超过 256 个字符的 id'],
        [{ taobaoFileId: 'x'.repeat(200_000) }, 'taobaoFileId 必须是不超过 256 个字符的 id'],
        [{ taobaoFileId: -1.5 }, 'taobaoFileId 必须是不超过 256 个字符的 id'],
        [{ taobaoFileId: 1e20 }, 'taobaoFileId 必须是不超过 256 个字符的 id'],
        [{ taobaoFileId: '  ' }, 'taobaoFileId 必须是不超过 256 个字符的 id'],
        [{ uploadTime: '1e20' }, 'uploadTime 必须是毫秒时间戳'],
        [{ uploadTime: 1e20 }, 'uploadTime 必须是毫秒时间戳'],
        [{ uploadTime: '0x10' }, 'uploadTime 必须是毫秒时间戳'],
        [{ uploadTime: 1.5 }, 'uploadTime 必须是毫秒时间戳'],
        [{ uploadTime: HOSTILE }, 'uploadTime 必须是毫秒时间戳'],
        [{ fileSize: -5 }, 'fileSize 必须是不小于 0 的整数（字节数）'],
        [{ fileSize: '0x10' }, 'fileSize 必须是不小于 0 的整数（字节数）'],
        [{ fileSize: 1e20 }, 'fileSize 必须是不小于 0 的整数（字节数）'],
        [{ fileSize: 2.5 }, 'fileSize 必须是不小于 0 的整数（字节数）'],
        [{ fileSize: [[[1]]] }, 'fileSize 必须是不小于 0 的整数（字节数）'],
        [{ fileSize: HOSTILE }, 'fileSize 必须是不小于 0 的整数（字节数）'],
        [{ url: `https://img.alicdn.com/${'a'.repeat(3000)}.png` }, 'url 最多 2048 个字符'],
        [{ url: HOSTILE }, 'url 必须是非空字符串'],
      ];
      for (const [body, message] of refused) {
        const reply = await register(body);
        expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect((await errorOf(reply)).message).toBe(message);
      }
      const deep = JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`) as unknown;
      expect((await register({ taobaoFileId: deep })).status).toBe(400);
      // The first file registered after all of these takes the next id: the refusals took none.
      const first = (await (await register({})).json()) as { id: string };
      const second = (await (await register({})).json()) as { id: string };
      expect(Number(second.id) - Number(first.id)).toBe(1);
    });

    it('takes what the Qianniu adapter sends, and digits as numbers', async () => {
      const sent = { taobaoFileId: 'cloud://env-1/a.png', uploadTime: 1_700_000_000_000, fileSize: 2048 };
      const { id } = (await (await register(sent)).json()) as { id: string };
      expect(api.files.get(id)).toMatchObject({ taobaoFileId: 'cloud://env-1/a.png', uploadedAt: 1_700_000_000_000, fileSize: 2048 });
      const digits = (await (await register({ taobaoFileId: 77, uploadTime: '1700000000000', fileSize: ' 2048 ' })).json()) as { id: string };
      expect(api.files.get(digits.id)).toMatchObject({ taobaoFileId: '77', uploadedAt: 1_700_000_000_000, fileSize: 2048 });
      const bare = (await (await register({ taobaoFileId: null, uploadTime: null, fileSize: null })).json()) as { id: string };
      expect(api.files.get(bare.id)?.fileSize).toBeUndefined();
    });

    it('counts a size sent as a string against the design asset limit (ASSET_TOO_LARGE)', async () => {
      const stickers = await collectionNamed(c, 2, '可爱贴纸');
      for (const fileSize of ['52428800', 52_428_800]) {
        const { id } = (await (await register({ taobaoFileId: '9876', fileSize })).json()) as { id: string };
        const refused = await c.fails('POST', '/api/design_assets', { type: 2, collectionId: stickers.id, fileId: id, thumbnailFileId: null }, 400);
        expect(refused.message).toBe(ASSET_TOO_LARGE);
      }
    });
  });

  it('refuses an upload result whose uploadTime is no ms timestamp, and still takes any errorMessage', async () => {
    const token = merchantToken(api);
    const form = (await (await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type: 1 } })).json()) as { fileId: string };
    const refused = await call(api, '/api/files/upload_result', { method: 'POST', token, body: { fileId: form.fileId, success: false, uploadTime: '1e20' } });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('uploadTime 必须是毫秒时间戳');
    expect(api.files.get(form.fileId)?.status).toBe('pending');
    const storageReply = `上传失败: 502 ${'<html>'.repeat(2000)}`;
    const taken = await call(api, '/api/files/upload_result', {
      method: 'POST',
      token,
      body: { fileId: form.fileId, success: false, uploadTime: Date.now(), fileSize: 10, errorMessage: storageReply },
    });
    expect(taken.status).toBe(200);
    expect(api.files.get(form.fileId)).toMatchObject({ status: 'failed', errorMessage: storageReply });
  });

  describe('customization settings refuse a malformed shape in every mode', () => {
    const SETTINGS = '/api/phone_case_customization_settings';
    const body = (shopId: string, over: Record<string, unknown>) => ({ shopId, productOriginalId: '712345678909', skuOriginalId: '', ...diySettingFields(over) });

    it.each([
      [{ bindingTemplateCollectionIds: HOSTILE }, 'bindingTemplateCollectionIds 必须是 id 数组'],
      [{ bindingTemplateCollectionIds: '0x10' }, 'bindingTemplateCollectionIds 必须是 id 数组'],
      [{ bindingTemplateCollectionIds: 'Infinity' }, 'bindingTemplateCollectionIds 必须是 id 数组'],
      [{ bindingTemplateCollectionIds: [-1.5] }, 'bindingTemplateCollectionIds 必须是 id 数组'],
      [{ bindingTemplateId: -1.5 }, 'bindingTemplateId 必须是 id'],
      [{ bindingTemplateId: 1e300 }, 'bindingTemplateId 必须是 id'],
      [{ bindingTemplateId: HOSTILE }, 'bindingTemplateId 必须是 id'],
      [{ bindingMaterialIds: [1.5] }, 'bindingMaterialIds 必须是 id 数组'],
    ])('in mode 2 (DIY), which uses neither groups nor a template: %j', async (over, message) => {
      const shop = await shopNamed(c, TAOBAO_SHOP);
      const refused = await c.fails('POST', SETTINGS, body(shop.id, over), 400);
      expect(refused.message).toBe(message);
    });

    it('in mode 3 a template id -1.5 is no id, not an unknown template; mode 2 still ignores well-formed ids it does not use', async () => {
      const shop = await shopNamed(c, TAOBAO_SHOP);
      const hot = await groupNamed(c, '热门模板');
      const single = { mode: ProductMode.SINGLE_TEMPLATE, bindingTemplateCollectionIds: [hot.id] };
      expect((await c.fails('POST', SETTINGS, body(shop.id, { ...single, bindingTemplateId: -1.5 }), 400)).message).toBe('bindingTemplateId 必须是 id');
      const peach = await templateNamed(c, '热门模板', '蜜桃爱心');
      expect((await c.ok<{ bindingTemplateId: string }>('POST', SETTINGS, body(shop.id, { ...single, bindingTemplateId: Number(peach.id) }))).bindingTemplateId).toBe(peach.id);
      const diy = await c.ok<{ bindingTemplateCollectionIds: string[]; bindingTemplateId: null }>(
        'POST',
        SETTINGS,
        body(shop.id, { bindingTemplateCollectionIds: ['nope', 12], bindingTemplateId: 'nope' }),
      );
      expect(diy).toMatchObject({ bindingTemplateCollectionIds: [], bindingTemplateId: null });
    });
  });

  describe('dev tool settings shared by every account are bounded', () => {
    it('caps the cutout host’s queue of answers at 100, as fault rules are, and a refused body changes neither setting', async () => {
      const outcomes = (n: number) => Array.from({ length: n }, () => ({ outcome: 'empty' }));
      const flood = await devTool('/api/__dev/cutout_host', { delayMs: 5, next: outcomes(95_000) });
      expect(flood.status).toBe(400);
      expect(await errorOf(flood)).toMatchObject({ code: 'TOO_MANY_FAULTS', message: '排队的抠图结果最多 100 条，请先重置 (POST /api/__dev/reset)' });
      expect((await devTool('/api/__dev/cutout_host', { next: outcomes(60) })).status).toBe(200);
      const past = await devTool('/api/__dev/cutout_host', { delayMs: 5, next: outcomes(41) });
      expect((await errorOf(past)).code).toBe('TOO_MANY_FAULTS');
      const host = (await (await call(api, '/api/__dev/cutout_host')).json()) as { delayMs: number; next: unknown[] };
      expect(host.delayMs).toBe(2000);
      expect(host.next).toHaveLength(60);
      expect((await devTool('/api/__dev/cutout_host', { next: outcomes(40) })).status).toBe(200);
    });

    it.each([
      ['an empty method', { method: '' }, 'method 必须是 GET、POST、PUT、PATCH、DELETE 之一'],
      ['a blank method', { method: '   ' }, 'method 必须是 GET、POST、PUT、PATCH、DELETE 之一'],
      ['a method of 200,000 characters', { method: 'x'.repeat(200_000) }, 'method 必须是 GET、POST、PUT、PATCH、DELETE 之一'],
      ['a method the dev API does not route', { method: 'OPTIONS' }, 'method 必须是 GET、POST、PUT、PATCH、DELETE 之一'],
      ['an object for the method', { method: HOSTILE }, 'method 必须是字符串'],
      ['a latency of 1.5 ms', { latencyMs: 1.5 }, 'latencyMs 必须是整数毫秒'],
    ])('refuses a fault rule with %s', async (_case, over, message) => {
      const reply = await devTool('/api/__dev/faults', { path: '/api/users/me', status: 503, ...over });
      expect(reply.status).toBe(400);
      expect((await errorOf(reply)).message).toBe(message);
      expect(api.faults.list()).toEqual([]);
    });

    it('takes a fault rule’s method in any case, kept upper-case, and a whole latency', async () => {
      const reply = await devTool('/api/__dev/faults', { path: '/api/users/me', method: 'get', latencyMs: 0, status: 503 });
      expect(reply.status).toBe(200);
      expect(api.faults.list()).toEqual([{ path: '/api/users/me', method: 'GET', latencyMs: 0, status: 503 }]);
      expect((await call(api, '/api/users/me', { token: merchantToken(api) })).status).toBe(503);
    });
  });
});

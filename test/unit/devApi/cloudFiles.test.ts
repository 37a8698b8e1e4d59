import { describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { MAX_IMAGE_SIDE } from '../../../contract/imageUpload';
import { IMAGE_DAMAGED, imageTooLarge } from '../../../contract/imageUploadTexts';
import { casePng, declaredOnlyPng } from '../../support/pngFile';
import { client } from './catalogueHelpers';
import { BASE, call, errorOf, freshApi } from './helpers';
import { collectionNamed } from './libraryHelpers';

describe('dev API simulated marketplace cloud storage', () => {
  it('stores raw bytes, serves them at the returned url and deletes them', async () => {
    const api = createDevApi({ origin: BASE, now: () => 1_700_000_000_000 });
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 200]);
    const upload = await call(api, '/api/__dev/cloud_files', {
      method: 'POST',
      body: bytes,
      headers: { 'x-file-name': encodeURIComponent('苹果-iPhone15-硅胶-黑色-前景图.png'), 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(200);
    const reply = (await upload.json()) as { url: string; taobaoFileId: string; fileSize: number; uploadTime: number };
    expect(reply).toMatchObject({ fileSize: 6, uploadTime: 1_700_000_000_000 });
    expect(reply.url).toBe(`${BASE}/api/__dev/cloud_files/${reply.taobaoFileId}`);

    const served = await api.handle(new Request(reply.url));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    const deleted = await api.handle(new Request(reply.url, { method: 'DELETE' }));
    expect(await deleted.json()).toEqual({ deleted: true });
    const again = await api.handle(new Request(reply.url, { method: 'DELETE' }));
    expect(await again.json()).toEqual({ deleted: false });
    const gone = await api.handle(new Request(reply.url));
    expect(gone.status).toBe(404);
    await errorOf(gone);
  });

  it('keeps a file where only its address finds it: the next upload’s address cannot be guessed from one seen', async () => {
    const api = createDevApi({ origin: BASE });
    const upload = async (bytes: Uint8Array) =>
      ((await (await call(api, '/api/__dev/cloud_files', { method: 'POST', body: bytes, headers: { 'x-file-name': 'a.png', 'content-type': 'image/png' } })).json()) as {
        taobaoFileId: string;
      }).taobaoFileId;
    const seen = await upload(new Uint8Array([1]));
    await upload(new Uint8Array([2, 2]));
    // Anyone may read a cloud address (it stands for the marketplace's CDN), so another account's upload
    // must not sit at the address next to one a stranger was shown.
    const counter = Number(/\d+/.exec(seen)![0]);
    for (const guess of [counter + 1, counter + 2]) {
      expect((await api.handle(new Request(`${BASE}/api/__dev/cloud_files/tb${guess}`))).status).toBe(404);
    }
  });

  it('refuses an empty body', async () => {
    const response = await call(createDevApi(), '/api/__dev/cloud_files', { method: 'POST', headers: { 'x-file-name': 'a.png' } });
    expect(response.status).toBe(400);
    await errorOf(response);
  });
});

describe('a simulated cloud file registered as a marketplace file is found by its address', () => {
  const HTML = new TextEncoder().encode('<!doctype html><html><body>502 Bad Gateway</body></html>');
  const HUGE = new Uint8Array(declaredOnlyPng(100_000, 100_000));

  async function cloudFile(api: DevApi, bytes: Uint8Array): Promise<{ url: string; taobaoFileId: string }> {
    const reply = await call(api, '/api/__dev/cloud_files', { method: 'POST', body: bytes, headers: { 'x-file-name': 'a.png', 'content-type': 'image/png' } });
    return (await reply.json()) as { url: string; taobaoFileId: string };
  }

  it.each([
    ['an HTML page', HTML, IMAGE_DAMAGED],
    ['a PNG that declares 100000 × 100000 px', HUGE, imageTooLarge(MAX_IMAGE_SIDE)],
  ])('refuses %s as an asset when the registration leaves out taobaoFileId', async (_what, bytes, message) => {
    const api = freshApi();
    const c = client(api);
    const { url } = await cloudFile(api, bytes);
    const { id } = await c.ok<{ id: string }>('POST', '/api/files/taobao', { url: new URL(url).pathname, type: 1 });
    const collection = await collectionNamed(c, 1, '节日');
    const refused = await c.fails('POST', '/api/design_assets', { type: 1, collectionId: collection.id, fileId: id, thumbnailFileId: id }, 400);
    expect(refused).toMatchObject({ code: 'IMAGE_REFUSED', message });
  });

  it('refuses a taobaoFileId that is not the one in the address', async () => {
    const api = freshApi();
    const c = client(api);
    const bad = await cloudFile(api, HTML);
    const good = await cloudFile(api, new Uint8Array(casePng(20, 20)));
    const refused = await c.fails('POST', '/api/files/taobao', { url: new URL(bad.url).pathname, taobaoFileId: good.taobaoFileId, type: 1 }, 400);
    expect(refused.message).toBe(`taobaoFileId 与 url 中的云文件 id（${bad.taobaoFileId}）不一致`);
    const { id } = await c.ok<{ id: string }>('POST', '/api/files/taobao', { url: new URL(good.url).pathname, taobaoFileId: good.taobaoFileId, type: 1 });
    const collection = await collectionNamed(c, 1, '节日');
    await c.ok('POST', '/api/design_assets', { type: 1, collectionId: collection.id, fileId: id, thumbnailFileId: null });
  });

  it('refuses an address of the simulated cloud with no file behind it, and a record of one whose file was deleted since', async () => {
    const api = freshApi();
    const c = client(api);
    const missing = await c.fails('POST', '/api/files/taobao', { url: '/api/__dev/cloud_files/tbdoesnotexist123', type: 1 }, 400);
    expect(missing).toMatchObject({ code: 'CLOUD_FILE_NOT_FOUND', message: '云文件不存在: tbdoesnotexist123' });

    const gone = await cloudFile(api, HUGE);
    const { id } = await c.ok<{ id: string }>('POST', '/api/files/taobao', { url: new URL(gone.url).pathname, type: 1 });
    await api.handle(new Request(gone.url, { method: 'DELETE' }));
    const collection = await collectionNamed(c, 1, '节日');
    const refused = await c.fails('POST', '/api/design_assets', { type: 1, collectionId: collection.id, fileId: id, thumbnailFileId: id }, 400);
    expect(refused.code).toBe('CLOUD_FILE_NOT_FOUND');
  });
});

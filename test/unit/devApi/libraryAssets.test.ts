// Design assets: paging (spec 1 §7, §9), the 3 MB limit (spec 1 §5), type and file checks, ordering within
// a collection, URLs made at read time.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { DesignAsset, DesignAssetCollection, Page } from '../../../contract/library';
import { call, freshApi } from './helpers';
import { client, expectChained, merchantToken, type Client } from './catalogueHelpers';
import { PNG_HEADER, collectionNamed, pendingFile, svgBytes, upload } from './libraryHelpers';
import { ASSET_TOO_LARGE } from '../../../contract/limits';

const ASSETS = '/api/design_assets';
const MAX = 3_145_728;

const page = (c: Client, collectionId: string, pageNo: number | string = 1, pageSize: number | string = 50) =>
  c.get<Page<DesignAsset>>(`${ASSETS}?collectionId=${collectionId}&pageNo=${pageNo}&pageSize=${pageSize}`);

describe('dev API design assets', () => {
  let api: DevApi;
  let c: Client;
  let stickers: DesignAssetCollection;
  beforeEach(async () => {
    api = freshApi();
    c = client(api);
    stickers = await collectionNamed(c, 2, '可爱贴纸');
  });

  it('pages a collection: pageNo from 1, pageSize, totalItems, items in list order', async () => {
    const all = await page(c, stickers.id);
    expect(all.totalItems).toBe(8);
    expect(all.items).toHaveLength(8);
    expectChained(all.items);
    const first = await page(c, stickers.id, 1, 3);
    const second = await page(c, stickers.id, 2, 3);
    const third = await page(c, stickers.id, 3, 3);
    expect([first.totalItems, second.totalItems, third.totalItems]).toEqual([8, 8, 8]);
    expect([first.items.length, second.items.length, third.items.length]).toEqual([3, 3, 2]);
    expect([...first.items, ...second.items, ...third.items].map((asset) => asset.id)).toEqual(all.items.map((asset) => asset.id));
    expect(await page(c, stickers.id, 4, 3)).toEqual({ items: [], totalItems: 8 });
    // Defaults: page 1 of 50.
    expect((await c.get<Page<DesignAsset>>(`${ASSETS}?collectionId=${stickers.id}`)).items).toHaveLength(8);
    expect(Object.keys(all.items[0]!)).toEqual(['id', 'url', 'thumbnailUrl', 'collectionId', 'type', 'fileId', 'next']);
  });

  it('refuses bad paging and unknown collections', async () => {
    await c.fails('GET', ASSETS, undefined, 400);
    await c.fails('GET', `${ASSETS}?collectionId=${stickers.id}&pageNo=0&pageSize=10`, undefined, 400);
    await c.fails('GET', `${ASSETS}?collectionId=${stickers.id}&pageNo=1&pageSize=-1`, undefined, 400);
    await c.fails('GET', `${ASSETS}?collectionId=${stickers.id}&pageNo=x&pageSize=10`, undefined, 400);
    await c.fails('GET', `${ASSETS}?collectionId=424242&pageNo=1&pageSize=10`, undefined, 404);
  });

  it('gives seeded SVG assets their own file as the thumbnail, served as SVG', async () => {
    const [asset] = (await page(c, stickers.id, 1, 1)).items;
    expect(asset!.url).toBe(api.files.url(asset!.fileId));
    expect(asset!.thumbnailUrl).toBe(asset!.url);
    expect(asset!.type).toBe(2);
    const content = await api.handle(new Request(asset!.url));
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/svg+xml');
    const text = await content.text();
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300"/);
    expect(text).toContain('<title>爱心</title>');
  });

  it('creates at the end of its collection with url and thumbnailUrl from the files', async () => {
    const fileId = await upload(api, 'big.png', PNG_HEADER, 1, 'image/png');
    const thumbnailFileId = await upload(api, 'big-thumb.png', PNG_HEADER, 1, 'image/png');
    const created = await c.ok<DesignAsset>('POST', ASSETS, { type: 2, collectionId: stickers.id, fileId, thumbnailFileId });
    expect(created).toEqual({
      id: expect.any(String),
      url: api.files.url(fileId),
      thumbnailUrl: api.files.url(thumbnailFileId),
      collectionId: stickers.id,
      type: 2,
      fileId,
      next: null,
    });
    const all = await page(c, stickers.id);
    expect(all.totalItems).toBe(9);
    expect(all.items[8]).toEqual(created);
    expectChained(all.items);
    // Without a thumbnail (numbers bind like strings).
    const plain = await c.ok<DesignAsset>('POST', ASSETS, { type: 2, collectionId: Number(stickers.id), fileId: Number(fileId), thumbnailFileId: null });
    expect(plain.thumbnailUrl).toBeNull();
  });

  it('makes URLs at read time, so the mock adapter can hand out its own', async () => {
    const blobApi = createDevApi({ fileUrl: (file) => `blob:test/${file.id}` });
    const blobClient = client(blobApi);
    const collection = await collectionNamed(blobClient, 1, '风景');
    const [asset] = (await page(blobClient, collection.id, 1, 1)).items;
    expect(asset!.url).toBe(`blob:test/${asset!.fileId}`);
    expect(asset!.thumbnailUrl).toBe(asset!.url);
  });

  it('refuses files over 3 MB (3145728 bytes) with ASSET_TOO_LARGE, and takes exactly 3 MB', async () => {
    // A PNG's signature and header, then padding: an image by its bytes, whose size the header does not give.
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(PNG_HEADER);
      return bytes;
    };
    const exactly = await upload(api, 'exact.png', padded(MAX), 1, 'image/png');
    await c.ok('POST', ASSETS, { type: 2, collectionId: stickers.id, fileId: exactly, thumbnailFileId: null });
    const over = await upload(api, 'over.png', padded(MAX + 1), 1, 'image/png');
    const refused = await c.fails('POST', ASSETS, { type: 2, collectionId: stickers.id, fileId: over, thumbnailFileId: null }, 400);
    expect(refused.message).toBe(ASSET_TOO_LARGE);
    expect((await page(c, stickers.id)).totalItems).toBe(9);
  });

  it('applies the limit to marketplace files by their declared size', async () => {
    const register = async (fileSize: number) => {
      const response = await call(api, '/api/files/taobao', {
        method: 'POST',
        token: merchantToken(api),
        body: { url: 'https://img.alicdn.com/imgextra/big.png', taobaoFileId: '9876', uploadTime: 1, fileSize, type: 1 },
      });
      return ((await response.json()) as { id: string }).id;
    };
    await c.ok('POST', ASSETS, { type: 2, collectionId: stickers.id, fileId: await register(MAX), thumbnailFileId: null });
    const refused = await c.fails('POST', ASSETS, { type: 2, collectionId: stickers.id, fileId: await register(MAX + 1), thumbnailFileId: null }, 400);
    expect(refused.message).toBe(ASSET_TOO_LARGE);
  });

  it('refuses a type that is not the collection’s, unknown collections and files not uploaded', async () => {
    const fileId = await upload(api, 'a.svg', svgBytes());
    const body = { type: 2, collectionId: stickers.id, fileId, thumbnailFileId: null };
    await c.fails('POST', ASSETS, { ...body, type: 1 }, 400);
    await c.fails('POST', ASSETS, { ...body, type: 4 }, 400);
    await c.fails('POST', ASSETS, { ...body, collectionId: '424242' }, 400);
    await c.fails('POST', ASSETS, { ...body, fileId: '424242' }, 400);
    await c.fails('POST', ASSETS, { ...body, fileId: undefined }, 400);
    await c.fails('POST', ASSETS, { ...body, fileId: await pendingFile(api, 'b.svg') }, 400);
    await c.fails('POST', ASSETS, { ...body, thumbnailFileId: await pendingFile(api, 'c.svg') }, 400);
    expect((await page(c, stickers.id)).totalItems).toBe(8);
  });

  it('deletes one asset and closes the gap', async () => {
    const before = (await page(c, stickers.id)).items;
    expect(await c.ok('DELETE', `${ASSETS}/${before[3]!.id}`)).toEqual({});
    const after = await page(c, stickers.id);
    expect(after.totalItems).toBe(7);
    expect(after.items.map((asset) => asset.id)).toEqual(before.filter((_, i) => i !== 3).map((asset) => asset.id));
    expectChained(after.items);
    await c.fails('DELETE', `${ASSETS}/${before[3]!.id}`, undefined, 404);
  });

  it('orders within its collection only', async () => {
    const items = (await page(c, stickers.id)).items;
    const last = items[7]!;
    const moved = await c.ok<DesignAsset>('PATCH', `${ASSETS}/${last.id}/ordering`, { id: last.id, next: items[0]!.id });
    expect(moved).toMatchObject({ id: last.id, next: items[0]!.id, url: last.url });
    let now = (await page(c, stickers.id)).items;
    expect(now.map((asset) => asset.id)).toEqual([last.id, ...items.slice(0, 7).map((asset) => asset.id)]);
    expectChained(now);
    await c.ok('PATCH', `${ASSETS}/${last.id}/ordering`, { id: last.id, next: null });
    now = (await page(c, stickers.id)).items;
    expect(now.map((asset) => asset.id)).toEqual(items.map((asset) => asset.id));

    const faces = await collectionNamed(c, 2, '表情');
    const [face] = (await page(c, faces.id, 1, 1)).items;
    expect((await c.fails('PATCH', `${ASSETS}/${last.id}/ordering`, { id: last.id, next: face!.id }, 400)).code).toBe('INVALID_ORDERING');
    expect((await c.fails('PATCH', `${ASSETS}/${last.id}/ordering`, { id: last.id }, 400)).code).toBe('INVALID_ORDERING');
    await c.fails('PATCH', `${ASSETS}/424242/ordering`, { id: '424242', next: null }, 404);
  });
});

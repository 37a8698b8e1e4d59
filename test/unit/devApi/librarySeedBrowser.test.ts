// @vitest-environment happy-dom
// The browser path for binary fixtures: in a bundle (rspack; here vitest's web transform, which does the
// same) `new URL('../fonts/x.otf', import.meta.url)` is an http asset URL. The dev API then hands that URL
// out as the file's URL, and reads the bytes with fetch on the first /api/files/:id/content. fetch is
// stubbed to answer asset URLs from disk, as the dev server or a static host would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import type { ShopFont } from '../../../contract/library';
import { errorOf } from './helpers';
import { client } from './catalogueHelpers';
import { fixtureBytes } from './libraryHelpers';

/** The content route reads a file for its owner's session (files/fileRoutes.ts). */
/** The merchant's session on `api`: tokens are signed per dev API. */
const sessionOn = (api: DevApi) => ({ authorization: `Bearer ${api.tokens.issue(DEV_ACCOUNTS.merchant.username)}` });

describe('seeded font files in a browser', () => {
  let fetched: string[];
  let failNext: boolean;
  beforeEach(() => {
    fetched = [];
    failNext = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        fetched.push(href);
        if (failNext) {
          failNext = false;
          return new Response('gone', { status: 404 });
        }
        const path = new URL(href).pathname;
        if (!path.startsWith('/fixtures/')) return new Response('not found', { status: 404 });
        return new Response(fixtureBytes(path.slice('/fixtures/'.length)) as BodyInit, { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const fontsOf = async (api: DevApi) => client(api).get<ShopFont[]>('/api/shop_fonts');

  it('hands out the asset URLs themselves, so the page loads fonts with no request to /api', async () => {
    // The mock adapter's blob URLs are not used for fixtures: it makes them from bytes not read yet.
    const api = createDevApi({ fileUrl: (file) => `blob:mock/${file.id}` });
    const [sans, serif] = await fontsOf(api);
    expect(sans!.fontUrl).toBe(`${location.origin}/fixtures/fonts/NotoSansCJKsc-subset.otf`);
    expect(sans!.previewImageUrl).toBe(`${location.origin}/fixtures/fonts/NotoSansCJKsc-preview.png`);
    expect(sans!.activePreviewImageUrl).toBe(`${location.origin}/fixtures/fonts/NotoSansCJKsc-preview-active.png`);
    expect(serif!.fontUrl).toBe(`${location.origin}/fixtures/fonts/NotoSerifCJKsc-subset.otf`);
    expect(fetched).toEqual([]);
    // Uploaded and generated files still get the adapter's URLs.
    const stickers = (await client(api).get<Array<{ id: string }>>('/api/design_asset_collections?type=2'))[0]!;
    const page = await client(api).get<{ items: Array<{ url: string; fileId: string }> }>(`/api/design_assets?collectionId=${stickers.id}&pageNo=1&pageSize=1`);
    expect(page.items[0]!.url).toBe(`blob:mock/${page.items[0]!.fileId}`);
  });

  it('fetches a fixture on the first content request only, and serves its exact bytes', async () => {
    const api = createDevApi();
    const [sans, serif] = await fontsOf(api);
    const serve = (fileId: string) => api.handle(new Request(`${location.origin}/api/files/${fileId}/content`, { headers: sessionOn(api) }));

    const first = await serve(sans!.fileKey);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('font/otf');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(fixtureBytes('fonts/NotoSansCJKsc-subset.otf'));
    expect(fetched).toEqual([`${location.origin}/fixtures/fonts/NotoSansCJKsc-subset.otf`]);

    await serve(sans!.fileKey);
    api.reset();
    expect(new Uint8Array(await (await serve(sans!.fileKey)).arrayBuffer())).toEqual(fixtureBytes('fonts/NotoSansCJKsc-subset.otf'));
    expect(fetched).toHaveLength(1);

    // The serif font's active preview, by its id: the seed stores a font file, then its two previews.
    const previewId = String(Number(serif!.fileKey) + 2);
    expect(api.files.get(previewId)?.fileName).toBe('NotoSerifCJKsc-preview-active.png');
    const preview = await serve(previewId);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(fixtureBytes('fonts/NotoSerifCJKsc-preview-active.png'));
  });

  it('answers 500 SEED_FILE_UNREADABLE when the asset cannot be fetched, and tries again next time', async () => {
    const api = createDevApi();
    const [sans] = await fontsOf(api);
    const url = `${location.origin}/api/files/${sans!.fileKey}/content`;
    failNext = true;
    const failed = await api.handle(new Request(url, { headers: sessionOn(api) }));
    expect(failed.status).toBe(500);
    const error = await errorOf(failed);
    expect(error.code).toBe('SEED_FILE_UNREADABLE');
    expect(error.message).toContain('NotoSansCJKsc-subset.otf');
    const retried = await api.handle(new Request(url, { headers: sessionOn(api) }));
    expect(retried.status).toBe(200);
    expect(fetched).toHaveLength(2);
  });

  it('checks the signature of a seeded font file through the same path', async () => {
    const api = createDevApi();
    const c = client(api);
    const [sans] = await fontsOf(api);
    // The seed stores a font file, then its two previews.
    const previewImageFileId = String(Number(sans!.fileKey) + 1);
    const activePreviewImageFileId = String(Number(sans!.fileKey) + 2);
    const copy = await c.ok<ShopFont>('POST', '/api/shop_fonts', { name: '黑体副本', fontFileId: sans!.fileKey, previewImageFileId, activePreviewImageFileId });
    expect(copy).toMatchObject({ fontUrl: sans!.fontUrl, previewImageUrl: sans!.previewImageUrl, activePreviewImageUrl: sans!.activePreviewImageUrl });
    // The font file for its signature, then each preview, an image held to the upload rule (files/storedImages.ts).
    expect(fetched).toEqual([sans!.fontUrl, sans!.previewImageUrl, sans!.activePreviewImageUrl]);
  });
});

// Node, as on the dev server and in the end-to-end tests: the seeded libraries, and the binary fixtures
// (fonts, font previews) read from disk on first request and served with their exact bytes.
import { describe, expect, it, vi } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { DesignAsset, DesignAssetCollection, FontColor, Page, ShopFont } from '../../../contract/library';
import { createNodeMiddleware, readSeedFileFromDisk } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import { BASE as ORIGIN, errorOf } from './helpers';
import { client, type Client } from './catalogueHelpers';
import { fixtureBytes } from './libraryHelpers';

const FONT_FILES = [
  { name: '思源黑体', font: 'NotoSansCJKsc-subset.otf', preview: 'NotoSansCJKsc-preview.png', active: 'NotoSansCJKsc-preview-active.png' },
  { name: '思源宋体', font: 'NotoSerifCJKsc-subset.otf', preview: 'NotoSerifCJKsc-preview.png', active: 'NotoSerifCJKsc-preview-active.png' },
];

async function content(api: DevApi, url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await api.handle(new Request(url));
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function allAssets(c: Client, collection: DesignAssetCollection): Promise<DesignAsset[]> {
  return (await c.get<Page<DesignAsset>>(`/api/design_assets?collectionId=${collection.id}&pageNo=1&pageSize=500`)).items;
}

describe('seeded libraries', () => {
  it('has 2–3 collections per type, each with 4–8 generated SVG images of the right size', async () => {
    const api = createDevApi({ origin: ORIGIN });
    const c = client(api);
    const sizes: Record<number, string> = { 1: 'width="500" height="1000"', 2: 'width="300" height="300"', 3: 'width="500" height="1000"' };
    const summary: Record<string, number> = {};
    for (const type of [1, 2, 3] as const) {
      const collections = await c.get<DesignAssetCollection[]>(`/api/design_asset_collections?type=${type}`);
      expect(collections.length).toBeGreaterThanOrEqual(2);
      expect(collections.length).toBeLessThanOrEqual(3);
      for (const collection of collections) {
        const assets = await allAssets(c, collection);
        summary[collection.name] = assets.length;
        expect(assets.length).toBeGreaterThanOrEqual(4);
        expect(assets.length).toBeLessThanOrEqual(8);
        for (const asset of assets) {
          expect(asset.type).toBe(type);
          expect(asset.thumbnailUrl).toBe(asset.url);
          const file = api.files.get(asset.fileId)!;
          expect(file).toMatchObject({ kind: 1, status: 'uploaded', mimeType: 'image/svg+xml' });
          const text = new TextDecoder().decode(file.bytes);
          expect(text.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" ${sizes[type]}`)).toBe(true);
          expect(text.trimEnd().endsWith('</svg>')).toBe(true);
          expect(text).not.toMatch(/NaN|undefined/);
        }
      }
    }
    expect(summary).toEqual({ 节日: 6, 卡通: 5, 风景: 6, 可爱贴纸: 8, 表情: 8, 渐变: 6, 纹理: 5 });
  });

  it('has two enabled fonts and six colours, #646464 disabled', async () => {
    const c = client(createDevApi({ origin: ORIGIN }));
    expect((await c.get<ShopFont[]>('/api/shop_fonts')).map((font) => [font.name, font.enabled])).toEqual([['思源黑体', true], ['思源宋体', true]]);
    const colors = await c.get<FontColor[]>('/api/shop_font_colors');
    expect(colors.map((color) => [color.hexCode, color.enabled])).toEqual([
      ['#000000', true],
      ['#ffffff', true],
      ['#fd7455', true],
      ['#165dff', true],
      ['#00b42a', true],
      ['#646464', false],
    ]);
  });

  it('gives the same ids after reset, and leaves the catalogue ids where they were', async () => {
    const api = createDevApi({ origin: ORIGIN });
    const c = client(api);
    const before = { fonts: await c.get<ShopFont[]>('/api/shop_fonts'), brands: await c.get<Array<{ id: string }>>('/api/phone_brands') };
    expect(before.brands[0]!.id).toBe('1001');
    await c.ok('DELETE', `/api/shop_fonts/${before.fonts[0]!.id}`);
    await c.ok('POST', '/api/__dev/reset');
    expect(await c.get<ShopFont[]>('/api/shop_fonts')).toEqual(before.fonts);
  });

  it('keeps the font fixtures small, CFF-flavoured OpenType (OTTO)', () => {
    for (const { font } of FONT_FILES) {
      const bytes = fixtureBytes(`fonts/${font}`);
      expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('OTTO');
      expect(bytes.byteLength).toBeLessThan(150 * 1024);
    }
  });
});

describe('seeded font files in Node', () => {
  it('serves each font and its previews at /api/files/:id/content with the fixture bytes', async () => {
    const api = createDevApi({ origin: ORIGIN, readSeedFile: readSeedFileFromDisk });
    const fonts = await client(api).get<ShopFont[]>('/api/shop_fonts');
    expect(fonts.map((font) => font.name)).toEqual(FONT_FILES.map((files) => files.name));
    for (const [i, font] of fonts.entries()) {
      const files = FONT_FILES[i]!;
      // Before the first request the store holds no bytes, only where to read them.
      expect(api.files.get(font.fileKey)!.bytes.byteLength).toBe(0);
      const served = await content(api, font.fontUrl);
      expect(served.status).toBe(200);
      expect(served.type).toBe('font/otf');
      expect(served.bytes).toEqual(fixtureBytes(`fonts/${files.font}`));
      const preview = await content(api, font.previewImageUrl);
      expect(preview.type).toBe('image/png');
      expect(preview.bytes).toEqual(fixtureBytes(`fonts/${files.preview}`));
      const active = await content(api, font.activePreviewImageUrl);
      expect(active.bytes).toEqual(fixtureBytes(`fonts/${files.active}`));
      expect(preview.bytes).not.toEqual(active.bytes);
      for (const png of [preview.bytes, active.bytes]) {
        expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        const { width, height } = pngSize(png);
        expect(height).toBe(48);
        expect(width).toBeGreaterThan(64);
      }
    }
  });

  it('reads each fixture once, also across reset()', async () => {
    const read = vi.fn(readSeedFileFromDisk);
    const api = createDevApi({ origin: ORIGIN, readSeedFile: read });
    const [font] = await client(api).get<ShopFont[]>('/api/shop_fonts');
    await content(api, font!.fontUrl);
    await content(api, font!.fontUrl);
    api.reset();
    const again = await content(api, font!.fontUrl);
    expect(again.bytes.byteLength).toBeGreaterThan(1000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]![0]).toMatch(/^file:\/\/.*\/fixtures\/fonts\/NotoSansCJKsc-subset\.otf$/);
  });

  it('is given the disk reader by createNodeMiddleware (the dev server creates the api without one)', async () => {
    const api = createDevApi({ origin: ORIGIN });
    const [font] = await client(api).get<ShopFont[]>('/api/shop_fonts');
    // Node's fetch does not open file: URLs: without the disk reader the read fails, and says so.
    const failed = await api.handle(new Request(font!.fontUrl));
    expect(failed.status).toBe(500);
    expect((await errorOf(failed)).code).toBe('SEED_FILE_UNREADABLE');
    createNodeMiddleware(api);
    const served = await content(api, font!.fontUrl);
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(fixtureBytes('fonts/NotoSansCJKsc-subset.otf'));
  });
});

// Node, as on the dev server and in the end-to-end tests: the seeded template groups and templates, built
// from the seeded design assets, their files served by /api/files/:id/content, the same ids after reset.
import { describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { DesignAsset, DesignAssetCollection, FontColor, Page } from '../../../contract/library';
import type { DesignTemplate, TemplateGroup } from '../../../contract/templates';
import { BASE as ORIGIN, withoutFileSignatures } from './helpers';
import { client, type Client } from './catalogueHelpers';
import { GROUPS, TEMPLATES, fileIdOfUrl, listOf } from './templateHelpers';

async function allTemplates(c: Client): Promise<Array<{ group: string; template: DesignTemplate }>> {
  const all: Array<{ group: string; template: DesignTemplate }> = [];
  for (const group of await c.get<TemplateGroup[]>(GROUPS)) {
    for (const summary of await listOf(c, group.id)) {
      all.push({ group: group.name, template: await c.get<DesignTemplate>(`${TEMPLATES}/${summary.id}`) });
    }
  }
  return all;
}

async function content(api: DevApi, url: string): Promise<{ status: number; type: string | null; text: string }> {
  const response = await api.handle(new Request(url));
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** Every seeded design asset's URL, to check that layers are made of them. */
async function assetUrls(c: Client): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const type of [1, 2, 3]) {
    for (const collection of await c.get<DesignAssetCollection[]>(`/api/design_asset_collections?type=${type}`)) {
      const page = await c.get<Page<DesignAsset>>(`/api/design_assets?collectionId=${collection.id}&pageNo=1&pageSize=100`);
      for (const asset of page.items) urls.set(asset.url, `${collection.name}/${asset.fileId}`);
    }
  }
  return urls;
}

describe('seeded templates', () => {
  it('has two groups with 3 and 2 templates of 1–4 layers on the default 500×1044 canvas', async () => {
    const c = client(createDevApi({ origin: ORIGIN }));
    const all = await allTemplates(c);
    const summary = all.map(({ group, template }) => `${group}/${template.name}: ${template.layers.length}`);
    expect(summary).toEqual(['热门模板/蜜桃爱心: 3', '热门模板/星空物语: 3', '热门模板/萌猫贴贴: 4', '节日模板/新春灯笼: 2', '节日模板/圣诞快乐: 1']);
    for (const { template } of all) {
      expect(template).toMatchObject({ width: 500, height: 1044 });
      expect(template.thumbnail).toMatchObject({ width: 287, height: 600 });
      expect(template.layers.map((layer) => layer.index)).toEqual(template.layers.map((_layer, i) => i));
      expect(new Set(template.layers.map((layer) => layer.uuid)).size).toBe(template.layers.length);
      for (const layer of template.layers) {
        expect(layer).toMatchObject({ type: 'IMAGE', isSelected: false, isUserUploadImage: false, stroke: null });
        expect(layer.id).toMatch(/^\d+$/);
        expect(layer.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
      }
      // Only the bottom layer may be the background, and then it covers the canvas.
      for (const [i, layer] of template.layers.entries()) {
        if (!layer.isBackground) continue;
        expect(i).toBe(0);
        expect(layer.left).toBeLessThanOrEqual(0);
        expect(layer.top).toBeLessThanOrEqual(0);
        expect(layer.left + layer.width).toBeGreaterThanOrEqual(500);
        expect(layer.top + layer.height).toBeGreaterThanOrEqual(1044);
      }
    }
    const layers = all.flatMap(({ template }) => template.layers);
    expect(all.filter(({ template }) => template.layers.some((layer) => layer.isBackground)).map(({ template }) => template.name)).toEqual([
      '蜜桃爱心',
      '星空物语',
      '新春灯笼',
    ]);
    expect(layers.filter((layer) => layer.rotation !== 0).length).toBeGreaterThanOrEqual(1);
    expect(layers.filter((layer) => layer.locked).length).toBe(1);
    expect(new Set(layers.map((layer) => layer.id)).size).toBe(layers.length);
    // Listed newest first, in the order of the seed.
    const hot = (await c.get<TemplateGroup[]>(GROUPS))[0]!;
    const listed = await listOf(c, hot.id);
    expect(listed.map((template) => template.updatedAt)).toEqual([...listed.map((template) => template.updatedAt)].sort((a, b) => b - a));
  });

  it('places seeded design assets: each layer image is an asset file, sized from it', async () => {
    const c = client(createDevApi({ origin: ORIGIN }));
    const urls = await assetUrls(c);
    for (const { template } of await allTemplates(c)) {
      for (const layer of template.layers) {
        expect(urls.has(layer.imageUrl), `${template.name}: ${layer.imageUrl}`).toBe(true);
        const ratio = layer.originalWidth / layer.originalHeight;
        expect(Math.abs(layer.width / layer.height - ratio)).toBeLessThan(0.01);
      }
    }
    const [peach] = (await allTemplates(c)).map(({ template }) => template);
    // 蜜桃 (500×1000) covering 500×1044: 522×1044, centred.
    expect(peach!.layers[0]).toMatchObject({ isBackground: true, left: -11, top: 0, width: 522, height: 1044, originalWidth: 500, originalHeight: 1000 });
    expect(peach!.layers[2]).toMatchObject({ rotation: 15, width: 150, height: 150, originalWidth: 300, originalHeight: 300 });
  });

  it('binds collections and a preview model and colour by name', async () => {
    const c = client(createDevApi({ origin: ORIGIN }));
    const all = await allTemplates(c);
    const collections = new Map<string, string>();
    for (const type of [1, 2, 3]) {
      for (const collection of await c.get<DesignAssetCollection[]>(`/api/design_asset_collections?type=${type}`)) collections.set(collection.id, collection.name);
    }
    const bound = Object.fromEntries(all.map(({ template }) => [template.name, template.boundDesignAssetCollectionIds.map((id) => collections.get(id))]));
    expect(bound).toEqual({ 蜜桃爱心: ['可爱贴纸'], 星空物语: [], 萌猫贴贴: ['可爱贴纸', '表情'], 新春灯笼: [], 圣诞快乐: [] });
    const withPreview = all.filter(({ template }) => template.previewPhoneModelId !== null);
    expect(withPreview.map(({ template }) => template.name)).toEqual(['蜜桃爱心', '新春灯笼']);
    for (const { template } of withPreview) {
      // The pair has a SKU, so the preview selector opens on something real.
      const skus = await c.get<Array<{ materialColorId: string }>>(`/api/phone_case_skus?phoneModelIds=${template.previewPhoneModelId}`);
      expect(skus.map((sku) => sku.materialColorId)).toContain(template.previewMaterialColorId);
    }
  });

  it('serves every layer image and thumbnail at /api/files/:id/content as SVG', async () => {
    const api = createDevApi({ origin: ORIGIN });
    const c = client(api);
    for (const { template } of await allTemplates(c)) {
      for (const layer of template.layers) {
        expect(layer.imageUrl).toBe(api.files.url(fileIdOfUrl(layer.imageUrl)));
        const served = await content(api, layer.imageUrl);
        expect(served.status).toBe(200);
        expect(served.type).toBe('image/svg+xml');
        expect(served.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      }
      const thumbnail = await content(api, template.thumbnail!.url);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.type).toBe('image/svg+xml');
      expect(thumbnail.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="287" height="600" viewBox="0 0 500 1044">')).toBe(true);
      expect(thumbnail.text).toContain(`<title>${template.name}</title>`);
      expect(thumbnail.text.trimEnd().endsWith('</svg>')).toBe(true);
      expect(thumbnail.text).not.toMatch(/NaN|undefined|href="(?!#)/);
      // One nested picture per layer; ids made unique per layer.
      expect(thumbnail.text.match(/<svg x=/g)).toHaveLength(template.layers.length);
      const ids = [...thumbnail.text.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(api.files.get(fileIdOfUrl(template.thumbnail!.url))).toMatchObject({ kind: 2, status: 'uploaded', fileName: `${template.name}-缩略图.svg` });
    }
  });

  it('gives the same ids after reset, after every earlier seed', async () => {
    const api = createDevApi({ origin: ORIGIN });
    const c = client(api);
    const before = await allTemplates(c);
    const groups = await c.get<TemplateGroup[]>(GROUPS);
    // The templates come after the libraries: the last seeded font colour's id is below the first group's.
    const colors = await c.get<FontColor[]>('/api/shop_font_colors');
    expect(Number(colors[colors.length - 1]!.id)).toBeLessThan(Number(groups[0]!.id));
    expect((await c.get<Array<{ id: string }>>('/api/phone_brands'))[0]!.id).toBe('1001');

    await c.ok('DELETE', `${GROUPS}/${groups[0]!.id}`);
    await c.ok('POST', GROUPS, { name: '临时' });
    await c.ok('POST', `${TEMPLATES}/${before[3]!.template.id}/copy`);
    await c.ok('POST', '/api/__dev/reset');
    expect(await allTemplates(c)).toEqual(before);
    expect(withoutFileSignatures(await allTemplates(client(createDevApi({ origin: ORIGIN }))))).toEqual(withoutFileSignatures(before));
  });
});

// @vitest-environment happy-dom
// happy-dom on purpose: the mock adapter seeds this same catalogue inside the page.
import { describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { PhoneBrand, PhoneCaseMaterial, PhoneModel, Sku, Wireframe } from '../../../contract/catalogue';
import { BASE, freshApi, withoutFileSignatures } from './helpers';
import { client, type Client } from './catalogueHelpers';

interface Snapshot {
  brands: PhoneBrand[];
  models: PhoneModel[];
  materials: PhoneCaseMaterial[];
  skus: Sku[];
  wireframes: Wireframe[];
}

async function snapshot(c: Client): Promise<Snapshot> {
  const brands = await c.get<PhoneBrand[]>('/api/phone_brands');
  const models: PhoneModel[] = [];
  for (const brand of brands) models.push(...(await c.get<PhoneModel[]>(`/api/phone_brands/${brand.id}/phone_models`)));
  const materials = await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials');
  const skus = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${models.map((m) => m.id).join(',')}`);
  const wireframes = await c.get<Wireframe[]>(`/api/phone_case_wireframes?ids=${skus.map((s) => s.wireframeId).join(',')}`);
  return { brands, models, materials, skus, wireframes };
}

describe('seeded catalogue', () => {
  it('has six brands with real models, a few favourites, three materials and one disabled colour', async () => {
    const { brands, models, materials } = await snapshot(client(freshApi()));
    const counts = brands.map((brand) => [brand.name, models.filter((m) => m.phoneBrandId === brand.id).length]);
    expect(counts).toEqual([['苹果', 10], ['华为', 8], ['小米', 6], ['OPPO', 5], ['vivo', 5], ['荣耀', 4]]);
    for (const [, count] of counts) expect(count).toBeGreaterThanOrEqual(4);
    expect(models.map((m) => m.name)).toEqual(expect.arrayContaining(['iPhone 15 Pro Max', 'Mate 60 Pro', 'Redmi K70', 'Find X7', 'X100 Pro', 'Magic6']));
    expect(models.filter((m) => m.favorited).length).toBe(6);
    expect(materials.flatMap((m) => m.colors)).toHaveLength(8);
    expect(materials.flatMap((m) => m.colors).filter((color) => !color.enabled).map((color) => color.name)).toEqual(['浅粉']);
    for (const material of materials.filter((m) => m.needBackground)) {
      for (const color of material.colors) expect(color.defaultBackgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives wireframes and SKUs to the first three models of 苹果 and 华为 only', async () => {
    const { brands, models, skus, wireframes } = await snapshot(client(freshApi()));
    const firstThree = brands
      .filter((brand) => brand.name === '苹果' || brand.name === '华为')
      .flatMap((brand) => models.filter((m) => m.phoneBrandId === brand.id).slice(0, 3).map((m) => m.id));
    expect(new Set(skus.map((sku) => sku.phoneModelId))).toEqual(new Set(firstThree));
    expect(skus).toHaveLength(15);
    expect(wireframes).toHaveLength(15);
    expect(skus.filter((sku) => sku.enabled).length).toBe(10);
    expect(wireframes.filter((w) => w.printArea !== null).length).toBe(13);
    expect(wireframes.filter((w) => w.layers.length === 1).length).toBe(4);
    expect(new Set(wireframes.map((w) => `${w.width}x${w.height}`))).toEqual(new Set(['500x1044', '480x1000']));
    for (const w of wireframes) {
      if (w.printArea) {
        expect(w.printArea.left + w.printArea.right).toBeLessThanOrEqual(w.width);
        expect(w.printArea.top + w.printArea.bottom).toBeLessThanOrEqual(w.height);
      }
      expect(w.layers.some((layer) => layer.index === 1)).toBe(true);
    }
  });

  it('stores the wireframe images as uploaded SVG files and serves their bytes at the layer URLs', async () => {
    const api = freshApi();
    const { wireframes } = await snapshot(client(api));
    for (const wireframe of wireframes) {
      for (const layer of wireframe.layers) {
        const stored = api.files.get(layer.fileId)!;
        expect(stored).toMatchObject({ mimeType: 'image/svg+xml', kind: 4, status: 'uploaded' });
        expect(stored.fileName).toMatch(layer.index > 0 ? /-前景图\.svg$/ : /-背景图\.svg$/);
        expect(layer.imageUrl).toBe(api.files.url(layer.fileId));
        // Signed for its owner: an <img> fetches it with no token.
        const response = await api.handle(new Request(layer.imageUrl));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect(bytes).toEqual(stored.bytes);
        const text = new TextDecoder().decode(bytes);
        expect(text).toContain(`width="${wireframe.width}" height="${wireframe.height}"`);
        expect(text).toContain(layer.index > 0 ? 'fill="none"' : 'fill="#e5e5ea"');
        checkSvg(text);
      }
    }
  });

  it('keeps the same ids across reset() and across instances', async () => {
    const api = freshApi();
    const c = client(api);
    const first = await snapshot(c);
    await c.ok('POST', '/api/phone_brands', { name: '一加' });
    await c.ok('DELETE', `/api/phone_brands/${first.brands[0]!.id}`);
    api.reset();
    expect(await snapshot(c)).toEqual(first);
    const other: DevApi = createDevApi({ origin: BASE });
    expect(withoutFileSignatures(await snapshot(client(other)))).toEqual(withoutFileSignatures(first));
    // Ids handed out after the seed continue the same counter, so they are stable too.
    const a = await c.ok<PhoneBrand>('POST', '/api/phone_brands', { name: '一加' });
    const b = await client(other).ok<PhoneBrand>('POST', '/api/phone_brands', { name: '一加' });
    expect(a.id).toBe(b.id);
  });
});

/** Well-formed XML with an <svg> root, as a browser will load it into an <img>. */
function checkSvg(text: string): void {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.tagName.toLowerCase()).toBe('svg');
  expect(document.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
}

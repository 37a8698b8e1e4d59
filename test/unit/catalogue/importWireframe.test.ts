import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sku, Wireframe } from '../../../contract/catalogue';
import type { PlannedWireframe } from '../../../src/lib/wireframeImport';

vi.mock('../../../src/api/wireframes', () => ({ createWireframe: vi.fn(), updateWireframe: vi.fn() }));
vi.mock('../../../src/api/skus', () => ({ createSku: vi.fn(), bindSkuWireframe: vi.fn(), findSku: vi.fn(async () => null) }));
vi.mock('../../../src/api/brands', () => ({ createBrand: vi.fn() }));
vi.mock('../../../src/api/models', () => ({ createModel: vi.fn() }));
vi.mock('../../../src/api/materials', () => ({ createMaterial: vi.fn(), createColor: vi.fn() }));

const { createWireframe, updateWireframe } = await import('../../../src/api/wireframes');
const { createSku, bindSkuWireframe } = await import('../../../src/api/skus');
const { createBrand } = await import('../../../src/api/brands');
const { createModel } = await import('../../../src/api/models');
const { importWireframe } = await import('../../../src/features/catalogue/wireframes/import/importWireframe');
const { createMissing } = await import('../../../src/features/catalogue/wireframes/import/createMissing');

const wireframe = (id: string): Wireframe => ({ id, width: 100, height: 210, layers: [], printArea: null, revision: 1 });
const file = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/png' });
const created = { brands: new Map(), models: new Map(), materials: new Map(), colors: new Map() };
const planned = (): PlannedWireframe<File> => ({
  key: 'k1',
  brand: '苹果',
  model: 'iPhone 15',
  material: '透明软壳',
  color: '磨砂黑',
  action: 'create',
  foreground: file('fg.png'),
  background: file('bg.png'),
  width: 100,
  height: 210,
  existing: { brandId: 'b1', modelId: 'm1', materialId: 'mat1', colorId: 'c1', skuId: null },
});

describe('importWireframe', () => {
  beforeEach(() => {
    vi.mocked(createWireframe).mockReset().mockResolvedValue(wireframe('w1'));
    vi.mocked(updateWireframe).mockReset().mockImplementation(async (id) => wireframe(id));
    vi.mocked(createSku).mockReset().mockResolvedValue({ id: 'm1-c1' } as Sku);
    vi.mocked(bindSkuWireframe).mockReset();
  });

  it('stops before any write when the wizard is closed during an upload', async () => {
    const controller = new AbortController();
    const uploadFile = vi.fn(async (f: File, signal: AbortSignal) => {
      expect(signal).toBe(controller.signal);
      if (f.name === 'fg.png') controller.abort();
      return `id-${f.name}`;
    });
    await expect(importWireframe(planned(), created, uploadFile, {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    // The background is not even sent, and nothing is written.
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(createWireframe).not.toHaveBeenCalled();
    expect(createSku).not.toHaveBeenCalled();
  });

  it('posts one wireframe across a failed SKU write and its retry', async () => {
    vi.mocked(createSku).mockRejectedValueOnce(new Error('注入的故障 500'));
    const uploadFile = vi.fn(async (f: File) => `id-${f.name}`);
    const progress = {};
    const item = planned();
    const signal = new AbortController().signal;
    await expect(importWireframe(item, created, uploadFile, progress, signal)).rejects.toThrow('注入的故障 500');
    await importWireframe(item, created, uploadFile, progress, signal);
    expect(createWireframe).toHaveBeenCalledTimes(1);
    expect(updateWireframe).toHaveBeenCalledWith('w1', expect.objectContaining({ foregroundImageFileId: 'id-fg.png', backgroundImageFileId: 'id-bg.png' }));
    expect(vi.mocked(createSku).mock.calls.map(([sku]) => sku.wireframeId)).toEqual(['w1', 'w1']);
  });
});

describe('createMissing', () => {
  beforeEach(() => {
    vi.mocked(createBrand).mockReset().mockResolvedValue({ id: 'b-new' } as never);
    vi.mocked(createModel).mockReset();
  });

  const create = { brands: ['一加'], models: [{ brand: '一加', model: '一加 12' }], materials: [], colors: [] };
  const existing = { brandId: () => null, materialId: () => null, needsBackground: () => false };

  it('does not create again, on a second attempt, what the failed first one created', async () => {
    vi.mocked(createModel).mockRejectedValueOnce(new Error('注入的故障 500')).mockResolvedValueOnce({ id: 'm-new' } as never);
    const into = { brands: new Map(), models: new Map(), materials: new Map(), colors: new Map() };
    await expect(createMissing(create, existing, { into })).rejects.toThrow();
    const ids = await createMissing(create, existing, { into });
    expect(createBrand).toHaveBeenCalledTimes(1);
    expect(vi.mocked(createModel).mock.calls).toEqual([
      ['b-new', '一加 12'],
      ['b-new', '一加 12'],
    ]);
    expect(ids.models.get('一加-一加 12')).toBe('m-new');
  });

  it('creates nothing more once the signal aborts', async () => {
    const controller = new AbortController();
    const onWrite = vi.fn();
    vi.mocked(createBrand).mockImplementation(async () => {
      controller.abort();
      return { id: 'b-new' } as never;
    });
    await expect(createMissing(create, existing, { signal: controller.signal, onWrite })).rejects.toMatchObject({ name: 'AbortError' });
    expect(createModel).not.toHaveBeenCalled();
    expect(onWrite).toHaveBeenCalledTimes(1);
  });
});

describe('colours the import creates', () => {
  it('get a white background only where their material needs one, and none elsewhere', async () => {
    const { createColor } = await import('../../../src/api/materials');
    vi.mocked(createColor).mockImplementation(async (_materialId, color) => ({ id: `c-${color.name}`, enabled: true, next: null, ...color }));
    await createMissing(
      { brands: [], models: [], materials: [], colors: [{ material: '液态硅胶', color: '薄荷绿' }, { material: '透明软壳', color: '冰川蓝' }] },
      {
        brandId: () => null,
        materialId: (name) => (name === '液态硅胶' ? 'm-silicone' : 'm-clear'),
        needsBackground: (materialId) => materialId === 'm-silicone',
      },
    );
    expect(vi.mocked(createColor).mock.calls).toEqual([
      ['m-silicone', { name: '薄荷绿', defaultBackgroundColor: '#ffffff' }],
      ['m-clear', { name: '冰川蓝', defaultBackgroundColor: null }],
    ]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sku, Wireframe, WireframeInput } from '../../../contract/catalogue';

vi.mock('../../../src/api/wireframes', () => ({ createWireframe: vi.fn(), updateWireframe: vi.fn() }));
vi.mock('../../../src/api/skus', () => ({ createSku: vi.fn(), bindSkuWireframe: vi.fn() }));

const { createWireframe, updateWireframe } = await import('../../../src/api/wireframes');
const { createSku, bindSkuWireframe } = await import('../../../src/api/skus');
const { saveWireframeForSku, wireframeInput } = await import('../../../src/features/catalogue/wireframes/saveWireframe');
type SaveProgress = import('../../../src/features/catalogue/wireframes/saveWireframe').SaveProgress;

const wireframe = (id: string): Wireframe => ({ id, width: 100, height: 200, layers: [], printArea: null });
const input: WireframeInput = wireframeInput({ foregroundFileId: 'f1', backgroundFileId: null, width: 100, height: 200 }, null);
const target = { phoneBrandId: 'b1', phoneModelId: 'm1', materialId: 'mat1', materialColorId: 'c1', sku: null, wireframeId: null };

describe('saveWireframeForSku: a retry after a failed SKU write', () => {
  beforeEach(() => {
    vi.mocked(createWireframe).mockReset().mockResolvedValue(wireframe('w1'));
    vi.mocked(updateWireframe).mockReset().mockImplementation(async (id) => wireframe(id));
    vi.mocked(createSku).mockReset();
    vi.mocked(bindSkuWireframe).mockReset();
  });

  it('creates the wireframe once and updates it on the retry, the new SKU pointing at it', async () => {
    vi.mocked(createSku).mockRejectedValueOnce(new Error('网络请求错误')).mockResolvedValueOnce({ id: 'm1-c1' } as Sku);
    const progress: SaveProgress = {};
    await expect(saveWireframeForSku(target, input, progress)).rejects.toThrow('网络请求错误');
    expect(progress.createdWireframeId).toBe('w1');

    const saved = await saveWireframeForSku(target, input, progress);
    expect(saved.id).toBe('w1');
    expect(createWireframe).toHaveBeenCalledTimes(1);
    expect(updateWireframe).toHaveBeenCalledTimes(1);
    expect(updateWireframe).toHaveBeenCalledWith('w1', input);
    expect(createSku).toHaveBeenCalledTimes(2);
    expect(vi.mocked(createSku).mock.calls.map(([sku]) => sku.wireframeId)).toEqual(['w1', 'w1']);
  });

  it('binds an existing SKU to the wireframe the failed attempt created', async () => {
    vi.mocked(bindSkuWireframe).mockRejectedValueOnce(new Error('网络请求错误')).mockResolvedValueOnce({ id: 's1' } as Sku);
    const withSku = { ...target, sku: { id: 's1', wireframeId: null } };
    const progress: SaveProgress = {};
    await expect(saveWireframeForSku(withSku, input, progress)).rejects.toThrow();
    await saveWireframeForSku(withSku, input, progress);
    expect(createWireframe).toHaveBeenCalledTimes(1);
    expect(vi.mocked(bindSkuWireframe).mock.calls).toEqual([
      ['s1', 'w1'],
      ['s1', 'w1'],
    ]);
  });

  it('updates the wireframe it was given and remembers nothing for it', async () => {
    const progress: SaveProgress = {};
    await saveWireframeForSku({ ...target, sku: { id: 's1', wireframeId: 'w9' }, wireframeId: 'w9' }, input, progress);
    expect(createWireframe).not.toHaveBeenCalled();
    expect(updateWireframe).toHaveBeenCalledWith('w9', input);
    expect(bindSkuWireframe).not.toHaveBeenCalled();
    expect(progress.createdWireframeId).toBeUndefined();
  });

  it('writes nothing more once the signal has aborted', async () => {
    const controller = new AbortController();
    vi.mocked(createWireframe).mockImplementation(async () => {
      controller.abort();
      return wireframe('w1');
    });
    const progress: SaveProgress = {};
    await expect(saveWireframeForSku(target, input, progress, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(createSku).not.toHaveBeenCalled();
    expect(progress.createdWireframeId).toBe('w1');
    await expect(saveWireframeForSku(target, input, {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(createWireframe).toHaveBeenCalledTimes(1);
  });
});

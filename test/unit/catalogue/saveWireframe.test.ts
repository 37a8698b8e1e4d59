import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WIREFRAME_CONFLICT, type Sku, type Wireframe, type WireframeInput } from '../../../contract/catalogue';

vi.mock('../../../src/api/wireframes', () => ({ createWireframe: vi.fn(), updateWireframe: vi.fn() }));
vi.mock('../../../src/api/skus', () => ({ createSku: vi.fn(), bindSkuWireframe: vi.fn(), findSku: vi.fn(async () => null) }));

const { createWireframe, updateWireframe } = await import('../../../src/api/wireframes');
const { createSku, bindSkuWireframe, findSku } = await import('../../../src/api/skus');
const { ApiError } = await import('../../../src/api/client');
const { saveWireframeForSku, wireframeInput } = await import('../../../src/features/catalogue/wireframes/saveWireframe');
type SaveProgress = import('../../../src/features/catalogue/wireframes/saveWireframe').SaveProgress;

const wireframe = (id: string): Wireframe => ({ id, width: 100, height: 200, layers: [], printArea: null, revision: 1 });
const input: WireframeInput = wireframeInput({ foregroundFileId: 'f1', backgroundFileId: null, width: 100, height: 200 }, null);
const target = { phoneBrandId: 'b1', phoneModelId: 'm1', materialId: 'mat1', materialColorId: 'c1', sku: null, wireframeId: null };

/** How a lost create goes again: its refusal is the save's to answer, not the error modal's (api/createAfterLost.ts). */
const quiet = expect.objectContaining({ callerHandles: expect.any(Function) });

describe('saveWireframeForSku: a retry after a failed SKU write', () => {
  beforeEach(() => {
    vi.mocked(createWireframe).mockReset().mockResolvedValue(wireframe('w1'));
    vi.mocked(updateWireframe).mockReset().mockImplementation(async (id) => wireframe(id));
    vi.mocked(createSku).mockReset();
    vi.mocked(bindSkuWireframe).mockReset();
    vi.mocked(findSku).mockReset().mockResolvedValue(null);
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
    vi.mocked(findSku).mockResolvedValue({ id: 's1', wireframeId: null } as Sku);
    const progress: SaveProgress = {};
    await expect(saveWireframeForSku(withSku, input, progress)).rejects.toThrow();
    await saveWireframeForSku(withSku, input, progress);
    expect(createWireframe).toHaveBeenCalledTimes(1);
    expect(vi.mocked(bindSkuWireframe).mock.calls).toEqual([
      ['s1', 'w1', null],
      ['s1', 'w1', null],
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

  it("edits the row's wireframe from the revision the form loaded, a retry from its own write, 覆盖保存 from none", async () => {
    const row = { ...target, sku: { id: 's1', wireframeId: 'w9' }, wireframeId: 'w9', revision: 4 };
    vi.mocked(updateWireframe).mockImplementation(async (id) => ({ ...wireframe(id), revision: 5 }));
    const progress: SaveProgress = {};
    await saveWireframeForSku(row, input, progress);
    await saveWireframeForSku(row, input, progress);
    await saveWireframeForSku(row, input, {}, undefined, true);
    expect(vi.mocked(updateWireframe).mock.calls).toEqual([
      ['w9', { ...input, baseRevision: 4 }],
      ['w9', { ...input, baseRevision: 5 }],
      ['w9', input],
    ]);
  });

  it('a create whose answer was lost, retried with a changed print area: the lost create again, then an update of what it made', async () => {
    const changed: WireframeInput = { ...input, printAreaLeft: 10, printAreaTop: 20, printAreaRight: 90, printAreaBottom: 180 };
    vi.mocked(createWireframe).mockRejectedValueOnce(new ApiError('网络请求错误', '/api/phone_case_wireframes')).mockResolvedValueOnce(wireframe('w1'));
    vi.mocked(createSku).mockResolvedValue({ id: 'm1-c1' } as Sku);
    const progress: SaveProgress = {};
    await expect(saveWireframeForSku(target, input, progress)).rejects.toThrow('网络请求错误');
    expect(progress.createdWireframeId).toBeUndefined();

    const saved = await saveWireframeForSku(target, changed, progress);
    expect(vi.mocked(createWireframe).mock.calls).toEqual([[input], [input, quiet]]);
    expect(vi.mocked(updateWireframe).mock.calls).toEqual([['w1', changed]]);
    expect(saved.id).toBe('w1');
    expect(vi.mocked(createSku).mock.calls.map(([sku]) => sku.wireframeId)).toEqual(['w1']);
  });

  it('a lost create sent again and lost again is the one sent on the next attempt, not the changed form', async () => {
    const changed: WireframeInput = { ...input, printAreaLeft: 10, printAreaTop: 20, printAreaRight: 90, printAreaBottom: 180 };
    const again: WireframeInput = { ...changed, printAreaLeft: 12 };
    const lost = () => new ApiError('网络请求错误', '/api/phone_case_wireframes');
    vi.mocked(createWireframe).mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockResolvedValueOnce(wireframe('w1'));
    vi.mocked(createSku).mockResolvedValue({ id: 'm1-c1' } as Sku);
    const progress: SaveProgress = {};
    await expect(saveWireframeForSku(target, input, progress)).rejects.toThrow();
    await expect(saveWireframeForSku(target, changed, progress)).rejects.toThrow();
    await saveWireframeForSku(target, again, progress);
    expect(vi.mocked(createWireframe).mock.calls).toEqual([[input], [input, quiet], [input, quiet]]);
    expect(vi.mocked(updateWireframe).mock.calls).toEqual([['w1', again]]);
  });

  it('a lost create refused when sent again was never made: the same attempt creates what it is given', async () => {
    const changed: WireframeInput = { ...input, printAreaLeft: 10, printAreaTop: 20, printAreaRight: 90, printAreaBottom: 180 };
    vi.mocked(createWireframe)
      .mockRejectedValueOnce(new ApiError('网络请求错误', '/api/phone_case_wireframes'))
      .mockRejectedValueOnce(new ApiError('文件不存在', '/api/phone_case_wireframes', 400))
      .mockResolvedValueOnce(wireframe('w2'));
    const progress: SaveProgress = {};
    await expect(saveWireframeForSku(target, input, progress)).rejects.toThrow();
    await saveWireframeForSku(target, changed, progress);
    expect(vi.mocked(createWireframe).mock.calls).toEqual([[input], [input, quiet], [changed]]);
    expect(updateWireframe).not.toHaveBeenCalled();
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

describe('saveWireframeForSku: a row whose data is stale', () => {
  beforeEach(() => {
    vi.mocked(createWireframe).mockReset().mockResolvedValue(wireframe('w1'));
    vi.mocked(updateWireframe).mockReset().mockImplementation(async (id) => wireframe(id));
    vi.mocked(createSku).mockReset().mockResolvedValue({ id: 'm1-c1' } as Sku);
    vi.mocked(bindSkuWireframe).mockReset().mockResolvedValue({ id: 'm1-c1' } as Sku);
    vi.mocked(findSku).mockReset().mockResolvedValue(null);
  });

  it('looks the SKU up by {modelId}-{colorId} before creating a wireframe', async () => {
    await saveWireframeForSku(target, input, {});
    expect(findSku).toHaveBeenCalledWith('m1-c1');
    expect(createSku).toHaveBeenCalledTimes(1);
  });

  it('binds a SKU another tab created meanwhile instead of creating it again', async () => {
    vi.mocked(findSku).mockResolvedValue({ id: 'm1-c1', wireframeId: null } as Sku);
    const saved = await saveWireframeForSku(target, input, {});
    expect(saved.id).toBe('w1');
    expect(createSku).not.toHaveBeenCalled();
    // The row saw no wireframe: the bind says so, so the server refuses it if one was bound since.
    expect(bindSkuWireframe).toHaveBeenCalledWith('m1-c1', 'w1', null);
  });

  it('refuses with WIREFRAME_CONFLICT, writing nothing, when another tab filled the row since it was loaded', async () => {
    vi.mocked(findSku).mockResolvedValue({ id: 'm1-c1', wireframeId: 'w7' } as Sku);
    const progress: SaveProgress = {};
    const saving = saveWireframeForSku({ ...target, sku: { id: 'm1-c1', wireframeId: null } }, input, progress);
    await expect(saving).rejects.toMatchObject({ status: 409, code: WIREFRAME_CONFLICT });
    expect(createWireframe).not.toHaveBeenCalled();
    expect(updateWireframe).not.toHaveBeenCalled();
    expect(createSku).not.toHaveBeenCalled();
    expect(bindSkuWireframe).not.toHaveBeenCalled();
    expect(progress.createdWireframeId).toBeUndefined();
  });

  it('覆盖保存 updates the wireframe the SKU has now: none is left unbound', async () => {
    vi.mocked(findSku).mockResolvedValue({ id: 'm1-c1', wireframeId: 'w7' } as Sku);
    const saved = await saveWireframeForSku({ ...target, sku: { id: 'm1-c1', wireframeId: null } }, input, {}, undefined, true);
    expect(saved.id).toBe('w7');
    expect(createWireframe).not.toHaveBeenCalled();
    expect(updateWireframe).toHaveBeenCalledWith('w7', input);
    expect(bindSkuWireframe).not.toHaveBeenCalled();
  });

  it('a retry of its own save is no conflict: the wireframe it created and bound is updated', async () => {
    vi.mocked(findSku).mockResolvedValue({ id: 'm1-c1', wireframeId: 'w1' } as Sku);
    const saved = await saveWireframeForSku(target, input, { createdWireframeId: 'w1' });
    expect(saved.id).toBe('w1');
    expect(updateWireframe).toHaveBeenCalledWith('w1', input);
  });

  it('binds the SKU when it was created between the lookup and the write (409)', async () => {
    vi.mocked(findSku).mockResolvedValueOnce(null).mockResolvedValueOnce({ id: 'm1-c1', wireframeId: null } as Sku);
    vi.mocked(createSku).mockRejectedValue(new ApiError('SKU 已存在', '/api/phone_case_skus', 409));
    await saveWireframeForSku(target, input, {});
    expect(bindSkuWireframe).toHaveBeenCalledWith('m1-c1', 'w1', null);
    expect(createWireframe).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when the lookup fails', async () => {
    vi.mocked(findSku).mockRejectedValue(new Error('网络请求错误'));
    await expect(saveWireframeForSku(target, input, {})).rejects.toThrow('网络请求错误');
    expect(createWireframe).not.toHaveBeenCalled();
    expect(createSku).not.toHaveBeenCalled();
  });

  it('does not look up when editing a wireframe the row knows', async () => {
    await saveWireframeForSku({ ...target, sku: { id: 'm1-c1', wireframeId: 'w9' }, wireframeId: 'w9' }, input, {});
    expect(findSku).not.toHaveBeenCalled();
  });
});

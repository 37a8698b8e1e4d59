import { describe, expect, it } from 'vitest';
import { ApiError, configureApiClient } from '../../../src/api/client';
import type { ErrorOutcome } from '../../../src/api/errorCatalogue';
import { createTemplate, updateTemplate } from '../../../src/api/templates';
import type { DesignTemplate } from '../../../contract/templates';
import type { TemplateInput } from '../../../contract/templateBody';
import {
  layersAfterSave,
  overwriteInput,
  saveDesign,
  saveFailureText,
  ThumbnailExportError,
  type SaveDeps,
  type TemplateMeta,
} from '../../../src/features/designer/save/saveDesign';
import { layer, state } from './fixtures';

/** The template as another save left it: what an overwrite reads before it sends. */
function savedTemplate(id: string, over: Partial<DesignTemplate> = {}): DesignTemplate {
  return {
    id,
    collectionId: 'g1',
    name: '其他页面的保存',
    width: 500,
    height: 1044,
    layers: [],
    thumbnail: null,
    boundDesignAssetCollectionIds: [],
    previewPhoneModelId: null,
    previewMaterialColorId: null,
    productMode: null,
    updatedAt: 0,
    revision: 1,
    ...over,
  };
}

interface Received {
  method: string;
  path: string;
  body: TemplateInput;
}

/**
 * The admin API behind the real client: records what each call sent and answers the template back with
 * server ids for its layers, or refuses every call with `refusal`.
 */
function adminApi(refusal?: { status: number; body: unknown }, refusals = Infinity) {
  const received: Received[] = [];
  const shown: ErrorOutcome[] = [];
  configureApiClient({
    apiFetch: async (request) => {
      const body = (await request.json()) as TemplateInput;
      const path = new URL(request.url).pathname;
      received.push({ method: request.method, path, body });
      if (refusal && received.length <= refusals) return Response.json(refusal.body, { status: refusal.status });
      const id = path.split('/')[3] ?? 'tpl-new';
      return Response.json({ ...body, id, thumbnail: null, layers: body.layers.map((saved) => ({ ...saved, id: `srv-${saved.uuid}` })) });
    },
    baseURL: 'http://admin.test',
    getToken: () => 'tok-1',
    isAuditMode: () => false,
    onFailure: (outcome) => shown.push(outcome),
  });
  return { received, shown };
}

/** The real client over `answer`, as the merchant's token, its failures shown nowhere. */
/** The client over `answer`; `failures` hears what the client would show in its error modal. */
function clientOver(answer: (request: Request) => Promise<Response>, failures: (failure: unknown) => void = () => {}): void {
  configureApiClient({ apiFetch: answer, baseURL: 'http://admin.test', getToken: () => 'tok-1', isAuditMode: () => false, onFailure: failures });
}

/** Reading, uploading and exporting as the drawer would do them, each step written to one log in order. */
function browserSide(overrides: Partial<SaveDeps> = {}) {
  const log: string[] = [];
  const uploaded = new Map<string, Blob>();
  let fileCount = 0;
  const deps: SaveDeps = {
    origin: 'http://console.test',
    readImage: async (url) => {
      log.push(`read ${url}`);
      return new Blob([`bytes of ${url}`], { type: url.endsWith('.jpg') ? 'image/jpeg' : 'image/png' });
    },
    uploadLayerImage: async (image, fileName) => {
      log.push(`upload layer ${fileName}`);
      uploaded.set(fileName, image);
      return `file-new-${++fileCount}`;
    },
    bakeImage: async (original, bake) => {
      log.push(`bake ${JSON.stringify(bake)}`);
      return new Blob([original, ` baked ${JSON.stringify(bake)}`], { type: 'image/png' });
    },
    exportThumbnail: async (height) => {
      log.push(`export ${height}`);
      return new Blob(['thumbnail bytes'], { type: 'image/png' });
    },
    uploadThumbnail: async (image, fileName) => {
      log.push(`upload thumbnail ${fileName}`);
      uploaded.set(fileName, image);
      return 'file-thumb';
    },
    createTemplate,
    updateTemplate,
    onConflict: async (id) => {
      log.push(`conflict ${id}`);
      return null;
    },
    onGone: async () => {
      log.push('gone');
      return false;
    },
    ...overrides,
  };
  return { deps, log, uploaded };
}

const meta = (overrides: Partial<TemplateMeta> = {}): TemplateMeta => ({
  id: null,
  collectionId: 'group-1',
  name: '  夏日  ',
  boundDesignAssetCollectionIds: ['assets-1'],
  previewPhoneModelId: 'model-1',
  previewMaterialColorId: 'color-1',
  productMode: null,
  revision: null,
  ...overrides,
});

/** A saved layer (already a file), a local upload, its copy (same image URL) and a local JPEG, bottom first. */
const mixedLayers = () => [
  layer('a'),
  layer('b', { imageUrl: 'blob:http://console.test/b', imageFileId: null }),
  layer('c', { imageUrl: 'blob:http://console.test/b', imageFileId: null }),
  layer('d', { imageUrl: 'blob:http://console.test/d.jpg', imageFileId: null }),
];

describe('saveDesign (spec 2 §4, §7, §9)', () => {
  it('uploads each image that is not a file yet once, then the 600 px thumbnail, then creates the template', async () => {
    const { received } = adminApi();
    const { deps, log, uploaded } = browserSide();
    const result = await saveDesign(state(mixedLayers(), ['c']), meta(), deps);

    expect(log).toEqual([
      'read blob:http://console.test/b',
      'upload layer layer-b.png',
      'read blob:http://console.test/d.jpg',
      'upload layer layer-d.jpg',
      'export 600',
      'upload thumbnail thumbnail.png',
    ]);
    expect(await uploaded.get('layer-b.png')!.text()).toBe('bytes of blob:http://console.test/b');
    expect(await uploaded.get('thumbnail.png')!.text()).toBe('thumbnail bytes');

    expect(received).toHaveLength(1);
    const { method, path, body } = received[0]!;
    expect([method, path]).toEqual(['POST', '/api/design_templates']);
    expect(body).toMatchObject({
      collectionId: 'group-1',
      name: '夏日',
      width: 500,
      height: 1000,
      thumbnailFileId: 'file-thumb',
      boundDesignAssetCollectionIds: ['assets-1'],
      previewPhoneModelId: 'model-1',
      previewMaterialColorId: 'color-1',
    });
    // The copy points at its original's upload; index is the position from the bottom.
    expect(body.layers.map((sent) => [sent.uuid, sent.imageFileId, sent.index])).toEqual([
      ['a', 'file-a', 0],
      ['b', 'file-new-1', 1],
      ['c', 'file-new-1', 2],
      ['d', 'file-new-2', 3],
    ]);
    // Local URLs and the editor's selection never travel.
    for (const sent of body.layers) {
      expect(sent).not.toHaveProperty('imageUrl');
      expect(sent).not.toHaveProperty('isSelected');
    }

    expect(result.template.id).toBe('tpl-new');
    expect([...result.fileIds]).toEqual([
      ['blob:http://console.test/b', 'file-new-1'],
      ['blob:http://console.test/d.jpg', 'file-new-2'],
    ]);
  });

  it('updates a saved template in place, and a second save uploads no layer again', async () => {
    const { received } = adminApi();
    const first = browserSide();
    const { template, fileIds } = await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7' }), first.deps);
    const afterSave = layersAfterSave(mixedLayers(), template, fileIds);

    const second = browserSide();
    await saveDesign(state(afterSave), meta({ id: 'tpl-7', name: '夏日 2', productMode: 3 }), second.deps);
    // The thumbnail shows the canvas as saved now, so it goes up each time.
    expect(second.log).toEqual(['export 600', 'upload thumbnail thumbnail.png']);
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/design_templates/tpl-7', 'PUT /api/design_templates/tpl-7']);
    expect(received[1]!.body.name).toBe('夏日 2');
    // The 设置 menu's product mode travels with the template (null until one is chosen).
    expect(received[0]!.body.productMode).toBeNull();
    expect(received[1]!.body.productMode).toBe(3);
    expect(received[1]!.body.layers.map((sent) => [sent.id, sent.imageFileId])).toEqual([
      ['srv-a', 'file-a'],
      ['srv-b', 'file-new-1'],
      ['srv-c', 'file-new-1'],
      ['srv-d', 'file-new-2'],
    ]);
  });

  it('sent again after its answer was lost, uploads nothing again and sends the same template under the same key', async () => {
    const keys: (string | null)[] = [];
    let lose = 1;
    clientOver(async (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const body = (await request.json()) as TemplateInput;
        if (lose-- > 0) throw new TypeError('Failed to fetch');
        return Response.json({ ...body, id: 'tpl-7', thumbnail: null, layers: body.layers.map((saved) => ({ ...saved, id: `srv-${saved.uuid}` })) });
    });
    const uploadedSoFar = { files: new Map<string, string>(), thumbnail: null };
    const first = browserSide({ uploaded: uploadedSoFar });
    await expect(saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 3 }), first.deps)).rejects.toThrow();
    expect(first.log.filter((line) => line.startsWith('upload'))).toHaveLength(3);

    const again = browserSide({ uploaded: uploadedSoFar });
    await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 3 }), again.deps);
    expect(again.log).toEqual(['export 600']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // A changed picture is a new thumbnail: uploaded, and the body (and its key) is new.
    const changed = browserSide({ uploaded: uploadedSoFar, exportThumbnail: async () => new Blob(['other thumbnail'], { type: 'image/png' }) });
    await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 3 }), changed.deps);
    expect(changed.log).toEqual(['upload thumbnail thumbnail.png']);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a new template whose create lost its answer, changed and saved again: the lost create is sent again first, then updated, one template', async () => {
    const calls: { method: string; path: string; key: string | null; name: string; base?: number }[] = [];
    const lost = new Set([0, 2]);
    clientOver(async (request) => {
        const body = (await request.json()) as TemplateInput;
        const path = new URL(request.url).pathname;
        calls.push({ method: request.method, path, key: request.headers.get('Idempotency-Key'), name: body.name, base: (body as { baseRevision?: number }).baseRevision });
        if (lost.has(calls.length - 1)) throw new TypeError('Failed to fetch');
        const id = path.split('/')[3] ?? 'tpl-made';
        return Response.json({ ...body, id, revision: request.method === 'POST' ? 1 : 2, thumbnail: null, layers: body.layers.map((saved) => ({ ...saved, id: `srv-${saved.uuid}` })) });
    });
    const uploadedSoFar = { files: new Map<string, string>(), thumbnail: null };
    await expect(saveDesign(state(mixedLayers()), meta({ name: '夏日' }), browserSide({ uploaded: uploadedSoFar }).deps)).rejects.toThrow();

    // Renamed, then saved: the lost create goes again under its key, and is answered with what it made
    // (here, made now); the rename is an update of it. The update's answer is lost too.
    await expect(saveDesign(state(mixedLayers()), meta({ name: '夏日 改' }), browserSide({ uploaded: uploadedSoFar }).deps)).rejects.toThrow();
    // Saved once more: only the update, of the same template.
    const saved = await saveDesign(state(mixedLayers()), meta({ name: '夏日 改' }), browserSide({ uploaded: uploadedSoFar }).deps);

    expect(calls.map(({ method, name }) => `${method} ${name}`)).toEqual(['POST 夏日', 'POST 夏日', 'PUT 夏日 改', 'PUT 夏日 改']);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[2]!.path).toBe(`${calls[0]!.path}/tpl-made`);
    expect(calls[3]!.path).toBe(calls[2]!.path);
    // Set whole, from no revision: its own lost update, done, must not come back as a conflict with itself.
    expect(calls.slice(2).map((call) => call.base)).toEqual([undefined, undefined]);
    expect(saved.template).toMatchObject({ id: 'tpl-made', name: '夏日 改' });

    // The next new template of this opening is a create of its own.
    await saveDesign(state(mixedLayers()), meta({ name: '冬日' }), browserSide({ uploaded: uploadedSoFar }).deps);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', name: '冬日' });
    expect(calls.at(-1)!.key).not.toBe(calls[0]!.key);
  });

  it('a lost create sent again and lost again goes once more under its first key, however many changes came since', async () => {
    const calls: { method: string; key: string | null; name: string }[] = [];
    clientOver(async (request) => {
        const body = (await request.json()) as TemplateInput;
        calls.push({ method: request.method, key: request.headers.get('Idempotency-Key'), name: body.name });
        if (calls.length <= 2) throw new TypeError('Failed to fetch');
        return Response.json({ ...body, id: 'tpl-3', revision: 1, thumbnail: null, layers: [] });
    });
    const uploadedSoFar = { files: new Map<string, string>(), thumbnail: null };
    await expect(saveDesign(state(mixedLayers()), meta({ name: '甲' }), browserSide({ uploaded: uploadedSoFar }).deps)).rejects.toThrow();
    await expect(saveDesign(state(mixedLayers()), meta({ name: '乙' }), browserSide({ uploaded: uploadedSoFar }).deps)).rejects.toThrow();
    await saveDesign(state(mixedLayers()), meta({ name: '丙' }), browserSide({ uploaded: uploadedSoFar }).deps);
    expect(calls.map(({ method, name }) => `${method} ${name}`)).toEqual(['POST 甲', 'POST 甲', 'POST 甲', 'PUT 丙']);
    expect(new Set(calls.slice(0, 3).map((call) => call.key)).size).toBe(1);
  });

  it('saved as a new template after its own was deleted, that create lost its answer, then changed: one new template', async () => {
    const calls: string[] = [];
    clientOver(async (request) => {
        const body = (await request.json()) as TemplateInput;
        const path = new URL(request.url).pathname;
        calls.push(`${request.method} ${path.split('/')[3] ?? ''} ${body.name}`);
        if (path.endsWith('/tpl-old')) return Response.json({ code: 'RECORD_NOT_FOUND', message: '设计模板不存在: tpl-old' }, { status: 404 });
        if (calls.length === 2) throw new TypeError('Failed to fetch');
        return Response.json({ ...body, id: path.split('/')[3] ?? 'tpl-new', revision: 1, thumbnail: null, layers: [] });
    });
    const uploadedSoFar = { files: new Map<string, string>(), thumbnail: null };
    const saveAsNew = { uploaded: uploadedSoFar, onGone: async () => true };
    await expect(saveDesign(state(mixedLayers()), meta({ id: 'tpl-old', revision: 2, name: '甲' }), browserSide(saveAsNew).deps)).rejects.toThrow();
    await saveDesign(state(mixedLayers()), meta({ id: 'tpl-old', revision: 2, name: '乙' }), browserSide(saveAsNew).deps);
    expect(calls).toEqual(['PUT tpl-old 甲', 'POST  甲', 'PUT tpl-old 乙', 'POST  甲', 'PUT tpl-new 乙']);
  });

  it('a lost create refused when sent again was never made: the same save creates the design as it is now', async () => {
    const calls: string[] = [];
    const shown: unknown[] = [];
    let call = 0;
    clientOver(async (request) => {
        const body = (await request.json()) as TemplateInput;
        calls.push(`${request.method} ${body.name}`);
        call++;
        if (call === 1) throw new TypeError('Failed to fetch');
        if (call === 2) return Response.json({ code: 'VALIDATION_FAILED', message: '分组不存在' }, { status: 400 });
        return Response.json({ ...body, id: 'tpl-9', revision: 1, thumbnail: null, layers: [] });
    }, (failure) => shown.push(failure));
    const uploadedSoFar = { files: new Map<string, string>(), thumbnail: null };
    await expect(saveDesign(state(mixedLayers()), meta({ name: '甲' }), browserSide({ uploaded: uploadedSoFar }).deps)).rejects.toThrow();
    expect(shown).toHaveLength(1);
    const saved = await saveDesign(state(mixedLayers()), meta({ name: '乙' }), browserSide({ uploaded: uploadedSoFar }).deps);
    // The refusal of the body no longer saved is not shown: only the lost answer was.
    expect(shown).toHaveLength(1);
    expect(calls).toEqual(['POST 甲', 'POST 甲', 'POST 乙']);
    expect(saved.template).toMatchObject({ id: 'tpl-9', name: '乙' });
    expect(uploadedSoFar).toMatchObject({ lostCreate: null });
  });

  it('says 图片导出失败 when the thumbnail cannot be exported, and sends no template', async () => {
    const { received } = adminApi();
    const { deps, log } = browserSide({
      exportThumbnail: () => Promise.reject(new Error('toBlob gave null')),
    });
    const failure = await saveDesign(state(mixedLayers()), meta(), deps).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ThumbnailExportError);
    expect(saveFailureText(failure)).toBe('图片导出失败');
    expect(log.filter((step) => step.startsWith('upload thumbnail'))).toEqual([]);
    expect(received).toEqual([]);
  });

  it('names the layers whose image taints the canvas (an SVG with web content) when the export is refused', async () => {
    const { received } = adminApi();
    const drawio = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><foreignObject width="200" height="100"><div xmlns="http://www.w3.org/1999/xhtml">草稿</div></foreignObject></svg>';
    const { deps } = browserSide({
      readImage: async (url) => (url.endsWith('/b.svg') ? new Blob([drawio], { type: 'image/svg+xml' }) : new Blob(['png bytes'], { type: 'image/png' })),
      exportThumbnail: () => Promise.reject(new DOMException('Tainted canvases may not be exported.', 'SecurityError')),
    });
    const layers = [layer('a'), layer('b', { imageUrl: 'https://img.example/b.svg' }), layer('c')];
    const failure = await saveDesign(state(layers), meta(), deps).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ThumbnailExportError);
    expect(saveFailureText(failure)).toBe('图层 2 的图片是含网页内容的 SVG，无法导出，请替换图片或删除该图层后再保存');
    expect(received).toEqual([]);
  });

  it.each([
    ['a layer upload fails on its way', { uploadLayerImage: () => Promise.reject(new Error('上传失败: 500 storage down')) }, ['read blob:http://console.test/b']],
    ['a local image can no longer be read', { readImage: () => Promise.reject(new Error('NotReadableError')) }, []],
    ['the thumbnail upload fails', { uploadThumbnail: () => Promise.reject(new TypeError('Failed to fetch')) }, undefined],
  ] as const)('says 上传失败 when %s, and sends no template', async (_label, broken, expectedLog) => {
    const { received } = adminApi();
    const { deps, log } = browserSide(broken as Partial<SaveDeps>);
    const failure = await saveDesign(state(mixedLayers()), meta(), deps).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(saveFailureText(failure)).toBe('上传失败');
    if (expectedLog) expect(log).toEqual(expectedLog);
    expect(log).not.toContain('upload thumbnail thumbnail.png');
    expect(received).toEqual([]);
  });

  it.each(['千牛数据返回超时', '返回数据发生错误，请联系客服'])('says %s, not 上传失败, when the Qianniu bridge failed the upload', (text) => {
    expect(saveFailureText(new Error(text))).toBe(text);
  });

  it('adds no text of its own when the admin API refuses: the error modal has said why', async () => {
    const { received, shown } = adminApi({ status: 400, body: { code: 'NAME_TAKEN', message: '模板名称重复' } });
    const { deps } = browserSide();
    const failure = await saveDesign(state(mixedLayers()), meta(), deps).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(saveFailureText(failure)).toBeNull();
    expect(received).toHaveLength(1);
    expect(shown).toEqual([expect.objectContaining({ action: 'modal', text: '模板名称重复', url: '/api/design_templates' })]);
  });

  describe('a save over another tab\'s', () => {
    const conflict = { status: 409, body: { code: 'TEMPLATE_CONFLICT', message: '该模板已在其他页面保存过，当前内容不是最新版本' } };

    it('sends back the revision it was based on', async () => {
      const { received } = adminApi();
      await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 4 }), browserSide().deps);
      expect(received[0]!.body.baseRevision).toBe(4);
    });

    it('asks on a 409 and stops when told to: nothing more sent, no text of its own, no error modal', async () => {
      const { received, shown } = adminApi(conflict);
      const { deps, log } = browserSide();
      const failure = await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 4 }), deps).catch((e: unknown) => e);
      expect(log).toContain('conflict tpl-7');
      expect(received).toHaveLength(1);
      expect(saveFailureText(failure)).toBeNull();
      expect(shown).toEqual([]);
    });

    it('overwrites when told to: the same body again with the revision just read, nothing uploaded twice', async () => {
      const { received, shown } = adminApi(conflict, 1);
      const { deps, log } = browserSide({ onConflict: async () => ({ ...savedTemplate('tpl-7'), revision: 9 }) });
      const { template } = await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 4 }), deps);
      expect(template.id).toBe('tpl-7');
      expect(received.map((call) => call.body.baseRevision)).toEqual([4, 9]);
      expect({ ...received[1]!.body, baseRevision: 4 }).toEqual(received[0]!.body);
      expect(log.filter((step) => step.startsWith('upload'))).toHaveLength(3);
      expect(shown).toEqual([]);
    });
  });

  describe('a save of a template deleted in another tab', () => {
    const gone = { status: 404, body: { code: 'RECORD_NOT_FOUND', message: '设计模板不存在: tpl-7' } };

    it('asks, and stops when told to: nothing more sent, no text of its own, no error modal', async () => {
      const { received, shown } = adminApi(gone);
      const { deps, log } = browserSide();
      const failure = await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 4 }), deps).catch((e: unknown) => e);
      expect(log).toContain('gone');
      expect(received.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/design_templates/tpl-7']);
      expect(saveFailureText(failure)).toBeNull();
      expect(shown).toEqual([]);
    });

    it('saves as a new template of the same group when told to, with the files already uploaded', async () => {
      const { received, shown } = adminApi(gone, 1);
      const { deps, log } = browserSide({ onGone: async () => true });
      const { template } = await saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 4 }), deps);
      expect(received.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/design_templates/tpl-7', 'POST /api/design_templates']);
      expect(template.id).toBe('tpl-new');
      expect(received[1]!.body.collectionId).toBe('group-1');
      expect(received[1]!.body.baseRevision).toBeUndefined();
      expect({ ...received[1]!.body, baseRevision: 4 }).toEqual(received[0]!.body);
      expect(log.filter((step) => step.startsWith('upload'))).toHaveLength(3);
      expect(shown).toEqual([]);
    });

    it('leaves a 404 that is not the template gone to the error modal, and asks nothing', async () => {
      const { shown } = adminApi({ status: 404, body: { code: 'UNKNOWN_ROUTE', message: '接口不存在: PUT /api/design_templates/tpl-7' } });
      const { deps, log } = browserSide();
      await expect(saveDesign(state(mixedLayers()), meta({ id: 'tpl-7', revision: 4 }), deps)).rejects.toThrow();
      expect(log).not.toContain('gone');
      expect(shown.map((outcome) => outcome.text)).toEqual(['接口不存在: PUT /api/design_templates/tpl-7']);
    });
  });

  describe('overwriteInput', () => {
    const input = { productMode: 2, boundDesignAssetCollectionIds: ['c1'], previewPhoneModelId: 'm1', previewMaterialColorId: 'k1' } as unknown as TemplateInput;
    const loaded = { productMode: 2 as const, boundDesignAssetCollectionIds: ['c1'], previewPhoneModelId: 'm1', previewMaterialColorId: null };
    const current = savedTemplate('tpl-7', { productMode: 3, boundDesignAssetCollectionIds: ['c9'], previewPhoneModelId: 'm9', previewMaterialColorId: 'k9' });

    it('keeps the settings another save made where this designer left them as loaded', () => {
      // The colour was changed here (null → k1): that one is this designer's and is sent.
      expect(overwriteInput(input, current, loaded)).toMatchObject({ productMode: 3, boundDesignAssetCollectionIds: ['c9'], previewPhoneModelId: 'm9', previewMaterialColorId: 'k1' });
    });

    it('sends the body as it is without what was loaded', () => {
      expect(overwriteInput(input, current, undefined)).toBe(input);
    });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { WIREFRAME_CONFLICT, type Sku, type Wireframe } from '../../../contract/catalogue';
import { casePng } from '../../support/pngFile';
import { BASE, call, errorOf, freshApi } from './helpers';
import { client, colorNamed, modelNamed, subAccountToken, wireframeInput, type Client } from './catalogueHelpers';

const TAOBAO_URL = 'https://img.alicdn.com/imgextra/i2/42/O1CN01wire.png';

/** A marketplace-hosted image registered the Qianniu way: the quickest file with a known URL. */
async function taobaoFile(c: Client, url = TAOBAO_URL): Promise<string> {
  return (await c.ok<{ id: string }>('POST', '/api/files/taobao', { url, taobaoFileId: 1, uploadTime: 1, fileSize: 10, type: 4 })).id;
}

/** A browser-style three-step upload, left pending unless `finish`. */
async function uploadedFile(api: DevApi, c: Client, finish = true): Promise<string> {
  const form = await c.ok<{ uploadUrl: string; params: Record<string, string>; fileId: string }>('POST', '/api/files/upload_form', {
    fileName: '线框.png',
    type: 4,
  });
  const body = new FormData();
  for (const [key, value] of Object.entries(form.params)) body.append(key, value);
  // A PNG the wireframe form would take: the dev API reads it as the form does (contract/imageUpload.ts).
  body.append('file', new Blob([new Uint8Array(casePng(20, 40))], { type: 'image/png' }), '线框.png');
  await api.handle(new Request(form.uploadUrl, { method: 'POST', body }));
  if (finish) await c.ok('POST', '/api/files/upload_result', { success: true, fileId: form.fileId });
  return form.fileId;
}

const input = wireframeInput;

describe('dev API SKUs', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('lists the SKUs of the asked models only, in model, material, colour order', async () => {
    const pro = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    const plus = await modelNamed(c, '苹果', 'iPhone 15 Plus');
    const mate = await modelNamed(c, '华为', 'Mate 60 Pro');
    const skus = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${mate.id},${plus.id},${pro.id}`);
    expect(new Set(skus.map((sku) => sku.phoneModelId))).toEqual(new Set([mate.id, pro.id]));
    expect(skus.map((sku) => sku.phoneModelId)).toEqual([mate.id, mate.id, mate.id, pro.id, pro.id, pro.id]);
    expect(Object.keys(skus[0]!).sort()).toEqual(['enabled', 'id', 'materialColorId', 'materialId', 'phoneBrandId', 'phoneModelId', 'wireframeId']);
    for (const sku of skus) expect(sku.id).toBe(`${sku.phoneModelId}-${sku.materialColorId}`);
    expect(await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${plus.id}`)).toEqual([]);
    expect(await c.get<Sku[]>('/api/phone_case_skus?phoneModelIds=')).toEqual([]);
    await c.fails('GET', '/api/phone_case_skus', undefined, 400);
  });

  it('gets one SKU by {modelId}-{colorId}, 404 when there is none', async () => {
    const pro = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    const { color: white } = await colorNamed(c, '液态硅胶', '白色');
    const { color: pink } = await colorNamed(c, '液态硅胶', '浅粉');
    const sku = await c.get<Sku>(`/api/phone_case_skus/${pro.id}-${white.id}`);
    expect(sku).toMatchObject({ phoneModelId: pro.id, materialColorId: white.id, enabled: true, wireframeId: expect.any(String) });
    await c.fails('GET', `/api/phone_case_skus/${pro.id}-${pink.id}`, undefined, 404);
  });

  it('creates a SKU with the id {phoneModelId}-{materialColorId}, then 409 for the same pair', async () => {
    const plus = await modelNamed(c, '苹果', 'iPhone 15 Plus');
    const { material, color } = await colorNamed(c, '钢化玻璃', '白边');
    const body = { wireframeId: null, enabled: false, materialColorId: color.id, materialId: material.id, phoneBrandId: plus.phoneBrandId, phoneModelId: plus.id };
    const created = await c.ok<Sku>('POST', '/api/phone_case_skus', body);
    expect(created).toEqual({ id: `${plus.id}-${color.id}`, ...body });
    expect(await c.get<Sku>(`/api/phone_case_skus/${created.id}`)).toEqual(created);
    expect((await c.fails('POST', '/api/phone_case_skus', body, 409)).code).toBe('CONFLICT');
  });

  it('refuses a SKU for an unknown model or colour, or a brand/material that does not match them (400)', async () => {
    const plus = await modelNamed(c, '苹果', 'iPhone 15 Plus');
    const { material, color } = await colorNamed(c, '钢化玻璃', '白边');
    const body = { wireframeId: null, enabled: true, materialColorId: color.id, materialId: material.id, phoneBrandId: plus.phoneBrandId, phoneModelId: plus.id };
    await c.fails('POST', '/api/phone_case_skus', { ...body, phoneModelId: '424242' }, 400);
    await c.fails('POST', '/api/phone_case_skus', { ...body, materialColorId: '424242' }, 400);
    await c.fails('POST', '/api/phone_case_skus', { ...body, phoneBrandId: '424242' }, 400);
    await c.fails('POST', '/api/phone_case_skus', { ...body, materialId: '424242' }, 400);
    await c.fails('POST', '/api/phone_case_skus', { ...body, wireframeId: '424242' }, 400);
    await c.fails('GET', `/api/phone_case_skus/${plus.id}-${color.id}`, undefined, 404);
  });

  it('puts a SKU on and off shelf, and binds a wireframe', async () => {
    const pro = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    const { color: black } = await colorNamed(c, '液态硅胶', '黑色');
    const id = `${pro.id}-${black.id}`;
    const before = await c.get<Sku>(`/api/phone_case_skus/${id}`);
    expect(before.enabled).toBe(false);
    expect(await c.ok<Sku>('PATCH', `/api/phone_case_skus/${id}`, { enabled: true })).toEqual({ ...before, enabled: true });

    const fileId = await taobaoFile(c);
    const wireframe = await c.ok<Wireframe>('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: fileId }));
    const bound = await c.ok<Sku>('PATCH', `/api/phone_case_skus/${id}`, { wireframeId: wireframe.id });
    expect(bound).toEqual({ ...before, enabled: true, wireframeId: wireframe.id });

    await c.fails('PATCH', `/api/phone_case_skus/${id}`, { wireframeId: '424242' }, 400);
    await c.fails('PATCH', `/api/phone_case_skus/${id}`, { enabled: 'yes' }, 400);
    await c.fails('PATCH', `/api/phone_case_skus/${id}`, {}, 400);
    await c.fails('PATCH', `/api/phone_case_skus/${pro.id}-424242`, { enabled: true }, 404);
  });

  it('refuses a bind made from a wireframe that is no longer bound (409 WIREFRAME_CONFLICT), changing nothing', async () => {
    const pro = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    const { color: black } = await colorNamed(c, '液态硅胶', '黑色');
    const id = `${pro.id}-${black.id}`;
    const fileId = await taobaoFile(c);
    const theirs = await c.ok<Wireframe>('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: fileId }));
    const mine = await c.ok<Wireframe>('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: fileId }));
    await c.ok<Sku>('PATCH', `/api/phone_case_skus/${id}`, { wireframeId: theirs.id });

    // This tab saw the row empty (null), or bound to a wireframe another tab has replaced since.
    for (const base of [null, mine.id]) {
      const refused = await c.fails('PATCH', `/api/phone_case_skus/${id}`, { wireframeId: mine.id, baseWireframeId: base }, 409);
      expect(refused.code).toBe(WIREFRAME_CONFLICT);
    }
    expect((await c.get<Sku>(`/api/phone_case_skus/${id}`)).wireframeId).toBe(theirs.id);
    // What the tab saw is what is bound: the bind goes through; no base (覆盖保存) overwrites.
    expect((await c.ok<Sku>('PATCH', `/api/phone_case_skus/${id}`, { wireframeId: mine.id, baseWireframeId: theirs.id })).wireframeId).toBe(mine.id);
    expect((await c.ok<Sku>('PATCH', `/api/phone_case_skus/${id}`, { wireframeId: theirs.id })).wireframeId).toBe(theirs.id);
  });
});

describe('dev API wireframes', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  it('creates a two-layer wireframe: background index -1, foreground 1, URLs from the file store', async () => {
    const background = await uploadedFile(api, c);
    const foreground = await taobaoFile(c);
    const wireframe = await c.ok<Wireframe>(
      'POST',
      '/api/phone_case_wireframes',
      input({ foregroundImageFileId: foreground, backgroundImageFileId: background, printAreaLeft: 10, printAreaRight: 20, printAreaTop: 30, printAreaBottom: 40 }),
    );
    expect(wireframe).toEqual({
      id: expect.stringMatching(/^\d+$/),
      width: 500,
      height: 1044,
      layers: [
        { imageUrl: api.files.url(background), index: -1, fileId: background },
        { imageUrl: TAOBAO_URL, index: 1, fileId: foreground },
      ],
      printArea: { left: 10, right: 20, top: 30, bottom: 40 },
      revision: 1,
    });
    expect(await c.get<Wireframe>(`/api/phone_case_wireframes/${wireframe.id}`)).toEqual(wireframe);
  });

  it('sends printArea null when all four margins are null, and accepts exact bounds', async () => {
    const fileId = await taobaoFile(c);
    const none = await c.ok<Wireframe>('POST', '/api/phone_case_wireframes', input({ backgroundImageFileId: fileId }));
    expect(none.printArea).toBeNull();
    expect(none.layers).toEqual([{ imageUrl: TAOBAO_URL, index: -1, fileId }]);
    const full = await c.ok<Wireframe>(
      'POST',
      '/api/phone_case_wireframes',
      input({ foregroundImageFileId: fileId, printAreaLeft: 250, printAreaRight: 250, printAreaTop: 0, printAreaBottom: 1044 }),
    );
    expect(full.printArea).toEqual({ left: 250, right: 250, top: 0, bottom: 1044 });
  });

  it('refuses a print area wider or taller than the image with the spec texts', async () => {
    const fileId = await taobaoFile(c);
    const wide = input({ foregroundImageFileId: fileId, printAreaLeft: 251, printAreaRight: 250, printAreaTop: 0, printAreaBottom: 0 });
    expect((await c.fails('POST', '/api/phone_case_wireframes', wide, 400)).message).toBe('打印区域不能超过背景图宽度');
    const tall = input({ foregroundImageFileId: fileId, printAreaLeft: 0, printAreaRight: 0, printAreaTop: 1000, printAreaBottom: 45 });
    expect((await c.fails('POST', '/api/phone_case_wireframes', tall, 400)).message).toBe('打印区域不能超过背景图高度');
  });

  it('refuses mixed, negative or fractional margins', async () => {
    const fileId = await taobaoFile(c);
    const base = { foregroundImageFileId: fileId };
    await c.fails('POST', '/api/phone_case_wireframes', input({ ...base, printAreaLeft: 10 }), 400);
    await c.fails('POST', '/api/phone_case_wireframes', input({ ...base, printAreaLeft: -1, printAreaRight: 0, printAreaTop: 0, printAreaBottom: 0 }), 400);
    await c.fails('POST', '/api/phone_case_wireframes', input({ ...base, printAreaLeft: 1.5, printAreaRight: 0, printAreaTop: 0, printAreaBottom: 0 }), 400);
  });

  it('needs at least one image (请上传背景图或前景图), existing uploaded files, and a positive integer size', async () => {
    expect((await c.fails('POST', '/api/phone_case_wireframes', input(), 400)).message).toBe('请上传背景图或前景图');
    await c.fails('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: '424242' }), 400);
    const pending = await uploadedFile(api, c, false);
    await c.fails('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: pending }), 400);
    const fileId = await taobaoFile(c);
    for (const size of [{ width: 0 }, { height: -5 }, { width: 12.5 }, { width: null }]) {
      await c.fails('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: fileId, ...size }), 400);
    }
  });

  it('updates with the same fields, validating the result like a new one', async () => {
    const first = await taobaoFile(c);
    const second = await taobaoFile(c, 'https://img.alicdn.com/imgextra/i3/42/O1CN01bg.png');
    const created = await c.ok<Wireframe>('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: first }));
    const updated = await c.ok<Wireframe>(
      'PATCH',
      `/api/phone_case_wireframes/${created.id}`,
      input({ width: 480, height: 1000, foregroundImageFileId: first, backgroundImageFileId: second, printAreaLeft: 5, printAreaRight: 5, printAreaTop: 6, printAreaBottom: 6 }),
    );
    expect(updated).toMatchObject({ id: created.id, width: 480, height: 1000, printArea: { left: 5, right: 5, top: 6, bottom: 6 } });
    expect(updated.layers.map((layer) => [layer.index, layer.fileId])).toEqual([[-1, second], [1, first]]);
    // Only the margins, as a batch print-area edit may send: the rest is kept.
    const margins = await c.ok<Wireframe>('PATCH', `/api/phone_case_wireframes/${created.id}`, {
      printAreaLeft: null,
      printAreaRight: null,
      printAreaTop: null,
      printAreaBottom: null,
    });
    expect(margins).toEqual({ ...updated, printArea: null, revision: updated.revision + 1 });
    const tooWide = { printAreaLeft: 300, printAreaRight: 200, printAreaTop: 0, printAreaBottom: 0 };
    expect((await c.fails('PATCH', `/api/phone_case_wireframes/${created.id}`, tooWide, 400)).message).toBe('打印区域不能超过背景图宽度');
    const noImage = { foregroundImageFileId: null, backgroundImageFileId: null };
    expect((await c.fails('PATCH', `/api/phone_case_wireframes/${created.id}`, noImage, 400)).message).toBe('请上传背景图或前景图');
    expect(await c.get<Wireframe>(`/api/phone_case_wireframes/${created.id}`)).toEqual(margins);
    await c.fails('PATCH', '/api/phone_case_wireframes/424242', input({ foregroundImageFileId: first }), 404);
  });

  it('refuses an edit made from a revision another edit replaced (409 WIREFRAME_CONFLICT), changing nothing', async () => {
    const fileId = await taobaoFile(c);
    const created = await c.ok<Wireframe>('POST', '/api/phone_case_wireframes', input({ foregroundImageFileId: fileId }));
    expect(created.revision).toBe(1);
    const path = `/api/phone_case_wireframes/${created.id}`;
    // Another tab's edit, from the revision both tabs loaded.
    const theirs = await c.ok<Wireframe>('PATCH', path, { printAreaLeft: 1, printAreaRight: 1, printAreaTop: 1, printAreaBottom: 1, baseRevision: 1 });
    expect(theirs.revision).toBe(2);
    // This tab's edit, from the same revision: refused before its fields are read, even invalid ones.
    const margins = { printAreaLeft: 9, printAreaRight: 9, printAreaTop: 9, printAreaBottom: 9 };
    expect((await c.fails('PATCH', path, { ...margins, baseRevision: 1 }, 409)).code).toBe(WIREFRAME_CONFLICT);
    expect((await c.fails('PATCH', path, { foregroundImageFileId: null, baseRevision: 1 }, 409)).code).toBe(WIREFRAME_CONFLICT);
    expect(await c.get<Wireframe>(path)).toEqual(theirs);
    await c.fails('PATCH', path, { ...margins, baseRevision: '2' }, 400);
    // From the stored revision it goes through; without one (覆盖保存, a batch, an import) it overwrites.
    expect((await c.ok<Wireframe>('PATCH', path, { ...margins, baseRevision: 2 })).revision).toBe(3);
    expect((await c.ok<Wireframe>('PATCH', path, margins)).revision).toBe(4);
  });

  it('lists by ids, skipping unknown ones; 404 for one unknown id', async () => {
    const pro = await modelNamed(c, '苹果', 'iPhone 15 Pro Max');
    const skus = await c.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${pro.id}`);
    const ids = skus.map((sku) => sku.wireframeId!);
    const listed = await c.get<Wireframe[]>(`/api/phone_case_wireframes?ids=${[ids[2], '424242', ids[0]].join(',')}`);
    expect(listed.map((wireframe) => wireframe.id)).toEqual([ids[2], ids[0]]);
    await c.fails('GET', '/api/phone_case_wireframes/424242', undefined, 404);
    await c.fails('GET', '/api/phone_case_wireframes', undefined, 400);
  });

  it('makes layer URLs when read, with the fileUrl the dev API was given', async () => {
    let prefix = 'blob:first/';
    const custom = createDevApi({ origin: BASE, fileUrl: (file) => prefix + file.id });
    const cc = client(custom);
    const pro = await modelNamed(cc, '苹果', 'iPhone 15 Pro Max');
    const [sku] = await cc.get<Sku[]>(`/api/phone_case_skus?phoneModelIds=${pro.id}`);
    const before = await cc.get<Wireframe>(`/api/phone_case_wireframes/${sku!.wireframeId}`);
    expect(before.layers[0]!.imageUrl).toBe(`blob:first/${before.layers[0]!.fileId}`);
    prefix = 'blob:second/';
    const after = await cc.get<Wireframe>(`/api/phone_case_wireframes/${sku!.wireframeId}`);
    expect(after.layers[0]!.imageUrl).toBe(`blob:second/${after.layers[0]!.fileId}`);
  });

  it('denies a sub-account SKUs, wireframes and materials', async () => {
    for (const path of ['/api/phone_case_wireframes?ids=1', '/api/phone_case_skus?phoneModelIds=1', '/api/phone_case_materials']) {
      const response = await call(api, path, { token: subAccountToken(api) });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('SUB_ACCOUNT_DENIED');
    }
  });
});


// Batch template settings (spec 2 §3, §5): one setting applied to several templates, all or nothing, each
// template's revision moved on; the SKUs of a material colour; the QA route that seeds many preview models.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { Sku, Wireframe } from '../../../contract/catalogue';
import { ProductMode } from '../../../contract/customization';
import type { DesignTemplate, TemplateSummary } from '../../../contract/templates';
import { BASE as ORIGIN, call, errorOf } from './helpers';
import { client, colorNamed, modelNamed, subAccountToken, type Client } from './catalogueHelpers';
import { collectionNamed } from './libraryHelpers';
import { TEMPLATES, groupNamed, inputOf, listOf, templateNamed } from './templateHelpers';

const BATCH = `${TEMPLATES}/batch_settings`;

describe('dev API batch template settings', () => {
  let api: DevApi;
  let c: Client;
  let hot: TemplateSummary[];
  beforeEach(async () => {
    let clock = Date.UTC(2025, 2, 1);
    api = createDevApi({ origin: ORIGIN, now: () => clock++ });
    c = client(api);
    hot = await listOf(c, (await groupNamed(c, '热门模板')).id);
  });

  const stored = () => Promise.all(hot.map((template) => c.get<DesignTemplate>(`${TEMPLATES}/${template.id}`)));

  it('sets the product mode of every named template and moves each one’s revision on, leaving the rest alone', async () => {
    const before = await stored();
    expect(before.map((template) => template.productMode)).toEqual([null, null, null]);
    const reply = await c.ok<{ templates: { id: string; revision: number }[] }>('POST', BATCH, {
      templateIds: [hot[0]!.id, hot[2]!.id],
      productMode: ProductMode.TEMPLATE_COLLECTIONS,
    });
    const after = await stored();
    expect(after.map((template) => template.productMode)).toEqual([4, null, 4]);
    expect(reply.templates).toEqual([
      { id: hot[0]!.id, revision: after[0]!.revision },
      { id: hot[2]!.id, revision: after[2]!.revision },
    ]);
    expect(after[0]!.revision).toBeGreaterThan(before[0]!.revision);
    expect(after[1]!.revision).toBe(before[1]!.revision);
    // Fields not sent stay as each template has them.
    expect(after.map((t) => t.boundDesignAssetCollectionIds)).toEqual(before.map((t) => t.boundDesignAssetCollectionIds));
    expect(after.map((t) => t.previewPhoneModelId)).toEqual(before.map((t) => t.previewPhoneModelId));
  });

  it('sets bound collections and the preview model with its colour', async () => {
    const stickers = await collectionNamed(c, 2, '表情');
    const model = await modelNamed(c, '华为', 'Mate 60 Pro');
    const { color } = await colorNamed(c, '液态硅胶', '黑色');
    await c.ok('POST', BATCH, {
      templateIds: hot.map((template) => template.id),
      boundDesignAssetCollectionIds: [stickers.id, stickers.id],
      previewPhoneModelId: model.id,
      previewMaterialColorId: color.id,
    });
    for (const template of await stored()) {
      expect(template.boundDesignAssetCollectionIds).toEqual([stickers.id]);
      expect(template.previewPhoneModelId).toBe(model.id);
      expect(template.previewMaterialColorId).toBe(color.id);
    }
  });

  it('refuses a bad body with the reason and changes no template', async () => {
    const before = await stored();
    const ids = hot.map((template) => template.id);
    const model = await modelNamed(c, '苹果', 'iPhone 15');
    const { color: black } = await colorNamed(c, '液态硅胶', '黑色');
    const refused: [unknown, number, string | RegExp][] = [
      [{ templateIds: [], productMode: 1 }, 400, '请至少选择一个设计模版'],
      [{ productMode: 1 }, 400, '请至少选择一个设计模版'],
      [{ templateIds: ids }, 400, '请至少选择一项要设置的内容'],
      [{ templateIds: ids, productMode: 6 }, 400, /productMode/],
      [{ templateIds: ids, productMode: '2' }, 400, /productMode/],
      [{ templateIds: [...ids, 'no-such'], productMode: 2 }, 404, /no-such/],
      [{ templateIds: ids, boundDesignAssetCollectionIds: ['no-such'] }, 400, /素材分组不存在/],
      [{ templateIds: ids, boundDesignAssetCollectionIds: null }, 400, /boundDesignAssetCollectionIds/],
      [{ templateIds: ids, previewPhoneModelId: model.id }, 400, /同时提供/],
      [{ templateIds: ids, previewPhoneModelId: null, previewMaterialColorId: black.id }, 400, /需要 previewPhoneModelId/],
      // iPhone 15 has no SKU in black.
      [{ templateIds: ids, previewPhoneModelId: model.id, previewMaterialColorId: black.id }, 400, /没有此材质颜色的规格/],
      [{ templateIds: Array.from({ length: 201 }, (_, i) => String(i)), productMode: 1 }, 400, /200/],
      [{ templateIds: 'abc', productMode: 1 }, 400, /数组/],
    ];
    for (const [body, status, text] of refused) {
      const error = await c.fails('POST', BATCH, body, status);
      if (typeof text === 'string') expect(error.message).toBe(text);
      else expect(error.message).toMatch(text);
    }
    expect(await stored()).toEqual(before);
  });

  it('clears the product mode and the preview with null', async () => {
    await c.ok('POST', BATCH, { templateIds: [hot[0]!.id], productMode: 3 });
    await c.ok('POST', BATCH, { templateIds: [hot[0]!.id], productMode: null, previewPhoneModelId: null, previewMaterialColorId: null });
    const [first] = await stored();
    expect(first!.productMode).toBeNull();
    expect(first!.previewPhoneModelId).toBeNull();
    expect(first!.previewMaterialColorId).toBeNull();
  });

  it('makes a designer’s save from before the batch a conflict (409), not a silent overwrite', async () => {
    const template = await templateNamed(c, '热门模板', '蜜桃爱心');
    await c.ok('POST', BATCH, { templateIds: [template.id], productMode: 2 });
    const fileIds = template.layers.map((layer) => layer.imageFileId!);
    const error = await c.fails('PUT', `${TEMPLATES}/${template.id}`, { ...inputOf(template, fileIds), baseRevision: template.revision }, 409);
    expect(error.code).toBe('TEMPLATE_CONFLICT');
  });

  it('keeps the product mode on an update that leaves it out, and sets it from one that sends it', async () => {
    const template = await templateNamed(c, '热门模板', '蜜桃爱心');
    const fileIds = template.layers.map((layer) => layer.imageFileId!);
    await c.ok('POST', BATCH, { templateIds: [template.id], productMode: 5 });
    const kept = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${template.id}`, inputOf(template, fileIds));
    expect(kept.productMode).toBe(5);
    const changed = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${template.id}`, { ...inputOf(template, fileIds), productMode: 1 });
    expect(changed.productMode).toBe(1);
    await c.fails('PUT', `${TEMPLATES}/${template.id}`, { ...inputOf(template, fileIds), productMode: 0 }, 400);
  });

  it('is for the merchant only: a sub-account is refused', async () => {
    const response = await call(api, BATCH, { method: 'POST', token: subAccountToken(api), body: { templateIds: [hot[0]!.id], productMode: 1 } });
    expect(await errorOf(response)).toMatchObject({ code: 'SUB_ACCOUNT_DENIED' });
    expect((await stored())[0]!.productMode).toBeNull();
  });
});

describe('dev API SKUs of a material colour and the preview-model seed', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = createDevApi({ origin: ORIGIN });
    c = client(api);
  });

  it('lists a colour’s SKUs in brand and model order', async () => {
    const { color } = await colorNamed(c, '液态硅胶', '白色');
    const skus = await c.get<Sku[]>(`/api/phone_case_skus?materialColorId=${color.id}`);
    const names = await Promise.all(
      skus.map(async (sku) => {
        const models = await c.get<{ id: string; name: string }[]>(`/api/phone_brands/${sku.phoneBrandId}/phone_models`);
        return models.find((model) => model.id === sku.phoneModelId)!.name;
      }),
    );
    expect(names).toEqual(['iPhone 15 Pro Max', 'iPhone 15 Pro', 'iPhone 15', 'Mate 60 Pro', 'Mate 60']);
    expect(skus.every((sku) => sku.materialColorId === color.id)).toBe(true);
    await c.fails('GET', '/api/phone_case_skus?materialColorId=no-such', undefined, 404);
  });

  it('seeds many models in a colour, some without a wireframe, through the QA route', async () => {
    const { color } = await colorNamed(c, '液态硅胶', '白色');
    const reply = await call(api, '/api/__dev/preview_models', { method: 'POST', body: { materialColorId: color.id, count: 100, withoutWireframe: 2 } });
    expect(reply.status).toBe(200);
    const { modelIds } = (await reply.json()) as { modelIds: string[] };
    expect(modelIds).toHaveLength(100);
    const skus = await c.get<Sku[]>(`/api/phone_case_skus?materialColorId=${color.id}`);
    expect(skus).toHaveLength(105);
    const seeded = skus.filter((sku) => modelIds.includes(sku.phoneModelId));
    expect(seeded.filter((sku) => sku.wireframeId === null)).toHaveLength(2);
    const wireframeIds = seeded.flatMap((sku) => (sku.wireframeId ? [sku.wireframeId] : []));
    const wireframes = await c.get<Wireframe[]>(`/api/phone_case_wireframes?ids=${wireframeIds.slice(0, 5).join(',')}`);
    expect(wireframes.map((wireframe) => wireframe.layers.length)).toEqual([2, 2, 2, 2, 2]);
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ count: 1 }, 'materialColorId 必填'],
      [{ materialColorId: '', count: 1 }, 'materialColorId 必填'],
      [{ materialColorId: color.id, count: 0 }, 'count 必须是 1 到 500 之间的整数'],
      [{ materialColorId: color.id }, 'count 必须是 1 到 500 之间的整数'],
      [{ materialColorId: color.id, count: '3' }, 'count 必须是 1 到 500 之间的整数'],
      [{ materialColorId: color.id, count: 1, withoutWireframe: 501 }, 'withoutWireframe 必须是 0 到 500 之间的整数'],
      [{ materialColorId: color.id, count: 1, withoutWireframe: null }, 'withoutWireframe 必须是 0 到 500 之间的整数'],
    ];
    for (const [body, message] of refused) {
      const bad = await call(api, '/api/__dev/preview_models', { method: 'POST', body });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).message).toBe(message);
    }
  });
});

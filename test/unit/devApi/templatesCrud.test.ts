// Design templates (spec 2 §3, §5, §7): the list without layers, newest first; get with layers whose URLs
// are made at read time; create and its validation (请上传至少一个图层, files that must exist); PUT that
// replaces, keeping uuids and the ids the template had; copy; delete.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { DesignTemplate, TemplateGroup, TemplateSummary } from '../../../contract/templates';
import type { LayerInput } from '../../../contract/templateBody';
import { BASE as ORIGIN, freshApi } from './helpers';
import { client, colorNamed, modelNamed, type Client } from './catalogueHelpers';
import { collectionNamed, pendingFile } from './libraryHelpers';
import {
  GROUPS,
  LAYER_KEYS,
  SUMMARY_KEYS,
  TEMPLATES,
  TEMPLATE_KEYS,
  groupNamed,
  layerInput,
  listOf,
  templateInput,
  uploadLayerImage,
  uploadThumbnail,
} from './templateHelpers';
import { TEMPLATE_NAME_LIMIT } from '../../../contract/names';

const LAYERS_REQUIRED = '请上传至少一个图层';

describe('dev API design templates', () => {
  let api: DevApi;
  let c: Client;
  let group: TemplateGroup;
  const contentUrl = (fileId: string) => api.files.url(fileId);
  let image: string;
  let sticker: string;
  beforeEach(async () => {
    let clock = Date.UTC(2025, 2, 1);
    api = createDevApi({ origin: ORIGIN, now: () => clock++ });
    c = client(api);
    group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '测试分组' });
    image = await uploadLayerImage(api, 'background.svg');
    sticker = await uploadLayerImage(api, 'sticker.svg');
  });

  const create = (layers: LayerInput[], over: Parameters<typeof templateInput>[2] = {}) =>
    c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, layers, over));

  describe('create and get', () => {
    it('creates a template: layer ids assigned, uuids kept, URLs from the file store, isSelected false', async () => {
      const thumbnailFileId = await uploadThumbnail(api);
      const created = await create(
        [
          layerInput(image, 'uuid-bg', { isBackground: true, width: 500, height: 1044, left: 0, top: 0, index: 0, isSelected: true } as Partial<LayerInput>),
          layerInput(sticker, 'uuid-sticker', { id: '999999', rotation: 12.5, index: 1, horizontalFlip: true }),
        ],
        { name: '  夏日  ', thumbnailFileId },
      );
      expect(Object.keys(created)).toEqual(TEMPLATE_KEYS);
      expect(created).toMatchObject({ collectionId: group.id, name: '夏日', width: 500, height: 1044 });
      expect(created.id).toMatch(/^\d+$/);
      expect(created.thumbnail).toEqual({ url: contentUrl(thumbnailFileId), width: 287, height: 600 });
      // A canvas far wider than high: the thumbnail the designer makes of it, at most 8 times as wide as high.
      const strip = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [layerInput(sticker, 'strip')], { thumbnailFileId, width: 30000, height: 20 }));
      expect(strip.thumbnail).toEqual({ url: contentUrl(thumbnailFileId), width: 4800, height: 3 });
      const [bg, top] = created.layers;
      for (const layer of created.layers) {
        expect(Object.keys(layer)).toEqual(LAYER_KEYS);
        expect(typeof layer.id).toBe('string');
        expect(layer.isSelected).toBe(false);
      }
      // The body's id is not this template's: a fresh one.
      expect(top!.id).not.toBe('999999');
      expect(new Set(created.layers.map((layer) => layer.id)).size).toBe(2);
      expect(bg).toMatchObject({ uuid: 'uuid-bg', imageUrl: contentUrl(image), isBackground: true, width: 500, height: 1044, index: 0 });
      expect(top).toMatchObject({ uuid: 'uuid-sticker', imageUrl: contentUrl(sticker), rotation: 12.5, horizontalFlip: true, index: 1 });
      expect(await c.get(`${TEMPLATES}/${created.id}`)).toEqual(created);
    });

    it('makes URLs at read time with the adapter\'s fileUrl (the mock adapter\'s blob: URLs)', async () => {
      const blobApi = createDevApi({ origin: ORIGIN, fileUrl: (file) => `blob:mock/${file.id}` });
      const bc = client(blobApi);
      const g = await bc.ok<TemplateGroup>('POST', GROUPS, { name: 'g' });
      const fileId = await uploadLayerImage(blobApi);
      const thumbnailFileId = await uploadThumbnail(blobApi);
      const created = await bc.ok<DesignTemplate>('POST', TEMPLATES, templateInput(g.id, [layerInput(fileId, 'u')], { thumbnailFileId }));
      expect(created.layers[0]!.imageUrl).toBe(`blob:mock/${fileId}`);
      expect(created.thumbnail!.url).toBe(`blob:mock/${thumbnailFileId}`);
    });

    it('refuses no layers with 请上传至少一个图层, before anything else', async () => {
      for (const layers of [[], undefined, null]) {
        const body = { ...templateInput(group.id, []), layers };
        expect((await c.fails('POST', TEMPLATES, body, 400)).message).toBe(LAYERS_REQUIRED);
      }
      // Even when the rest is wrong too: it is the text the merchant should see.
      expect((await c.fails('POST', TEMPLATES, { layers: [] }, 400)).message).toBe(LAYERS_REQUIRED);
      expect((await c.fails('POST', TEMPLATES, { ...templateInput(group.id, []), layers: 'x' }, 400)).message).toBe('layers 必须是数组');
    });

    it('refuses a layer image or thumbnail that is unknown or not uploaded', async () => {
      const pending = await pendingFile(api, 'half.png', 3);
      for (const fileId of ['424242', pending]) {
        const refused = await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a'), layerInput(fileId, 'b')]), 400);
        expect(refused.message).toBe(`layers[1].imageFileId 指向的文件不存在或未上传完成: ${fileId}`);
        await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a')], { thumbnailFileId: fileId }), 400);
      }
      const { imageFileId: _gone, ...noFile } = layerInput(image, 'a');
      expect((await c.fails('POST', TEMPLATES, templateInput(group.id, [noFile as LayerInput]), 400)).message).toBe('layers[0].imageFileId 必填');
      // Nothing was stored.
      expect(await listOf(c, group.id)).toEqual([]);
    });

    it('refuses an unknown group, a bad size, and malformed layers', async () => {
      const layers = [layerInput(image, 'a')];
      await c.fails('POST', TEMPLATES, templateInput('424242', layers), 400);
      await c.fails('POST', TEMPLATES, { ...templateInput(group.id, layers), collectionId: undefined }, 400);
      for (const size of [0, -1, 'x', null]) {
        await c.fails('POST', TEMPLATES, { ...templateInput(group.id, layers), width: size }, 400);
        await c.fails('POST', TEMPLATES, { ...templateInput(group.id, layers), height: size }, 400);
      }
      const bad: Array<Partial<Record<keyof LayerInput, unknown>>> = [
        { type: 'VIDEO' },
        { uuid: '' },
        { width: 0 },
        { left: 'far' },
        { rotation: undefined },
        { locked: 'yes' },
        { aiCutoutType: 'tail' },
        { stroke: { color: '#000', width: 2, style: 'WAVY', opacity: 1, color2: '#fff', width2: 0, opacity2: 1, offset: 0, imageUrl: null } },
      ];
      for (const over of bad) {
        await c.fails('POST', TEMPLATES, templateInput(group.id, [{ ...layerInput(image, 'a'), ...over } as LayerInput]), 400);
      }
      expect(await listOf(c, group.id)).toEqual([]);
    });

    it('keeps a template one the designer can open: canvas sides 1–30000, at most 500 layers, layer numbers within a million', async () => {
      const layers = [layerInput(image, 'a')];
      for (const size of [0.5, 30_001, 1e308, '0x10', 'Infinity']) {
        expect((await c.fails('POST', TEMPLATES, { ...templateInput(group.id, layers), width: size }, 400)).message).toMatch(/^width /);
      }
      expect((await create(layers, { width: 30_000, height: '1044' as unknown as number })).height).toBe(1044);
      const many = Array.from({ length: 501 }, (_, i) => layerInput(sticker, `l${i}`));
      expect((await c.fails('POST', TEMPLATES, templateInput(group.id, many), 400)).message).toBe('图层最多 500 个');
      expect((await create(many.slice(0, 500))).layers).toHaveLength(500);
      const far: Array<Partial<Record<keyof LayerInput, unknown>>> = [{ left: 1e300 }, { width: 1e308 }, { rotation: -2e6 }, { index: 1e308 }, { top: '0x10' }];
      for (const over of far) {
        await c.fails('POST', TEMPLATES, templateInput(group.id, [{ ...layerInput(image, 'a'), ...over } as LayerInput]), 400);
      }
    });

    it('takes stroke colours as #rrggbb (or #rgb), uuids and placeholder types as plain words, never markup', async () => {
      const stroke = { color: '#ffffff', width: 6, style: 'SOLID' as const, opacity: 1, color2: '#000', width2: 2, opacity2: 1, offset: 0, imageUrl: null };
      expect((await create([layerInput(image, 'a', { stroke })])).layers[0]!.stroke).toMatchObject({ color: '#ffffff', color2: '#000' });
      for (const color of ['<img src=x onerror=alert(1)>', 'url(javascript:alert(1))', 'red', '#ffff', '']) {
        const message = (await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a', { stroke: { ...stroke, color2: color } })]), 400)).message;
        expect(message).toBe('layers[0].stroke.color2 必须是 #rrggbb 或 #rgb 颜色');
      }
      await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, '<script>')]), 400);
      await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'x'.repeat(65))]), 400);
      await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a', { aiCutoutPlaceholderImageType: '<b>' })]), 400);
    });

    it('allows one background, an image layer; uuids unique within a template', async () => {
      const two = [layerInput(image, 'a', { isBackground: true }), layerInput(sticker, 'b', { isBackground: true })];
      expect((await c.fails('POST', TEMPLATES, templateInput(group.id, two), 400)).message).toBe('只能有一个背景图层');
      const text = [layerInput(image, 'a', { type: 'TEXT', text: '你好', isBackground: true })];
      expect((await c.fails('POST', TEMPLATES, templateInput(group.id, text), 400)).message).toBe('背景图层必须是图片图层');
      await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'same'), layerInput(sticker, 'same')]), 400);
    });

    it('names an unnamed template 模板 N, N the next free number in its group', async () => {
      expect((await create([layerInput(image, 'a')], { name: '' })).name).toBe('模板 1');
      expect((await create([layerInput(image, 'a')], { name: '   ' })).name).toBe('模板 2');
      const { name: _name, ...noName } = templateInput(group.id, [layerInput(image, 'a')]);
      expect((await c.ok<DesignTemplate>('POST', TEMPLATES, noName)).name).toBe('模板 3');
      await create([layerInput(image, 'a')], { name: '模板 5' });
      expect((await create([layerInput(image, 'a')])).name).toBe('我的模板');
      // Five templates: 模板 6 is next; in another group it starts again.
      expect((await create([layerInput(image, 'a')], { name: '' })).name).toBe('模板 6');
      const other = await groupNamed(c, '节日模板');
      expect((await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(other.id, [layerInput(image, 'a')], { name: '' }))).name).toBe('模板 3');
    });

    it('keeps text-layer fields and strokes as sent', async () => {
      const stroke = { color: '#ffffff', width: 6, style: 'DASHED' as const, opacity: 1, color2: '#000000', width2: 2, opacity2: 0.5, offset: 1, imageUrl: null };
      const created = await create([
        layerInput(image, 'img', { stroke, strokeSvgData: 'M0 0 L9 0 L9 9 Z' }),
        layerInput(sticker, 'txt', { type: 'TEXT', text: '你好', fontId: '5', fontColor: '#646464', verticalText: true, fontFamilyUrl: null }),
        layerInput(sticker, 'cut', { type: 'AI_CUTOUT', aiCutoutType: 'head', aiCutoutPlaceholderImageType: 'head' }),
      ]);
      const [img, txt, cut] = created.layers;
      expect(img).toMatchObject({ stroke, strokeSvgData: 'M0 0 L9 0 L9 9 Z' });
      expect(Object.keys(img!)).toEqual(LAYER_KEYS);
      expect(txt).toMatchObject({ type: 'TEXT', text: '你好', fontId: '5', fontColor: '#646464', verticalText: true, fontFamilyUrl: null });
      expect(Object.keys(txt!)).toEqual([...LAYER_KEYS, 'text', 'fontId', 'fontColor', 'verticalText', 'fontFamilyUrl']);
      expect(cut).toMatchObject({ type: 'AI_CUTOUT', aiCutoutType: 'head', aiCutoutPlaceholderImageType: 'head' });
    });

    it('checks the bound collections and preview model and colour; reads deleted ones as gone', async () => {
      const cute = await collectionNamed(c, 2, '可爱贴纸');
      const faces = await collectionNamed(c, 2, '表情');
      const model = await modelNamed(c, '苹果', 'iPhone 15');
      const { color } = await colorNamed(c, '液态硅胶', '白色');
      const created = await create([layerInput(image, 'a')], {
        boundDesignAssetCollectionIds: [cute.id, faces.id, cute.id],
        previewPhoneModelId: model.id,
        previewMaterialColorId: color.id,
      });
      expect(created).toMatchObject({ boundDesignAssetCollectionIds: [cute.id, faces.id], previewPhoneModelId: model.id, previewMaterialColorId: color.id });
      await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a')], { boundDesignAssetCollectionIds: ['424242'] }), 400);
      await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a')], { previewPhoneModelId: '424242' }), 400);
      await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a')], { previewMaterialColorId: '424242' }), 400);

      await c.ok('DELETE', `/api/design_asset_collections/${faces.id}`);
      await c.ok('DELETE', `/api/phone_brands/${model.phoneBrandId}/phone_models`, { ids: [model.id] });
      const read = await c.get<DesignTemplate>(`${TEMPLATES}/${created.id}`);
      expect(read).toMatchObject({ boundDesignAssetCollectionIds: [cute.id], previewPhoneModelId: null, previewMaterialColorId: color.id });
      // So the console can save it back as read.
      await c.ok('PUT', `${TEMPLATES}/${created.id}`, templateInput(group.id, [layerInput(image, 'a')], {
        boundDesignAssetCollectionIds: read.boundDesignAssetCollectionIds,
        previewPhoneModelId: read.previewPhoneModelId,
        previewMaterialColorId: read.previewMaterialColorId,
      }));
    });

    it('answers 404 for an unknown template', async () => {
      expect((await c.fails('GET', `${TEMPLATES}/424242`, undefined, 404)).code).toBe('RECORD_NOT_FOUND');
      await c.fails('PUT', `${TEMPLATES}/424242`, templateInput(group.id, [layerInput(image, 'a')]), 404);
      await c.fails('DELETE', `${TEMPLATES}/424242`, undefined, 404);
      await c.fails('POST', `${TEMPLATES}/424242/copy`, undefined, 404);
    });
  });

  describe('list', () => {
    it('lists a group\'s templates without layers, newest first by updatedAt', async () => {
      const first = await create([layerInput(image, 'a')], { name: '一' });
      const second = await create([layerInput(image, 'a')], { name: '二' });
      const third = await create([layerInput(image, 'a')], { name: '三' });
      let list = await listOf(c, group.id);
      expect(list.map((template) => template.name)).toEqual(['三', '二', '一']);
      for (const summary of list) expect(Object.keys(summary)).toEqual(SUMMARY_KEYS);
      const { layers: _layers, ...summaryOfThird } = third;
      expect(list[0]).toEqual(summaryOfThird);
      expect(third.updatedAt).toBeGreaterThan(second.updatedAt);

      // Saving an older one brings it to the front.
      const saved = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${first.id}`, templateInput(group.id, [layerInput(image, 'a')], { name: '一改' }));
      expect(saved.updatedAt).toBeGreaterThan(third.updatedAt);
      list = await listOf(c, group.id);
      expect(list.map((template) => template.name)).toEqual(['一改', '三', '二']);
      // Other groups' templates are not listed.
      expect(list.every((template) => template.collectionId === group.id)).toBe(true);
    });

    it('refuses a name with a direction control or over 30 characters; a name the template has is sent back as is', async () => {
      const body = (name: string) => templateInput(group.id, [layerInput(image, 'a')], { name });
      expect((await c.fails('POST', TEMPLATES, body('模板\u202e1'), 400)).message).toBe('名称不能包含改变文字方向的控制字符');
      expect((await c.fails('POST', TEMPLATES, body('模'.repeat(31)), 400)).message).toBe(TEMPLATE_NAME_LIMIT.tooLong);
      const thirty = await c.ok<DesignTemplate>('POST', TEMPLATES, body('模'.repeat(30)));
      expect(thirty.name).toBe('模'.repeat(30));
      // The copy is `<name> 副本`, past the bound: the designer saves it back unchanged, and may.
      const copy = await c.ok<DesignTemplate>('POST', `${TEMPLATES}/${thirty.id}/copy`);
      expect(copy.name).toBe(`${'模'.repeat(30)} 副本`);
      expect((await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${copy.id}`, body(copy.name))).name).toBe(copy.name);
      expect((await c.fails('PUT', `${TEMPLATES}/${copy.id}`, body(`${copy.name}2`), 400)).message).toBe(TEMPLATE_NAME_LIMIT.tooLong);
      expect((await c.fails('PUT', `${TEMPLATES}/${copy.id}`, body('\u2067模板'), 400)).message).toBe('名称不能包含改变文字方向的控制字符');
    });

    it('keeps a copy of a copy within the bound and its suffix: copying again never makes the name longer', async () => {
      const body = (name: string) => templateInput(group.id, [layerInput(image, 'a')], { name });
      let source = await c.ok<DesignTemplate>('POST', TEMPLATES, body('模'.repeat(30)));
      for (let round = 0; round < 3; round++) {
        source = await c.ok<DesignTemplate>('POST', `${TEMPLATES}/${source.id}/copy`);
        expect(source.name).toBe(`${'模'.repeat(30)} 副本`);
      }
      // A short name's copies still read 副本 once per copy, while they fit.
      const short = await c.ok<DesignTemplate>('POST', TEMPLATES, body('短'));
      const copy = await c.ok<DesignTemplate>('POST', `${TEMPLATES}/${short.id}/copy`);
      expect((await c.ok<DesignTemplate>('POST', `${TEMPLATES}/${copy.id}/copy`)).name).toBe('短 副本 副本');
    });

    it('orders writes within the same millisecond by which came last', async () => {
      const frozen = createDevApi({ origin: ORIGIN, now: () => 1_700_000_000_000 });
      const fc = client(frozen);
      const g = await fc.ok<TemplateGroup>('POST', GROUPS, { name: 'g' });
      const fileId = await uploadLayerImage(frozen);
      for (const name of ['a', 'b', 'c']) await fc.ok('POST', TEMPLATES, templateInput(g.id, [layerInput(fileId, 'u')], { name }));
      const [, , a] = await listOf(fc, g.id);
      await fc.ok('PUT', `${TEMPLATES}/${a!.id}`, templateInput(g.id, [layerInput(fileId, 'u')], { name: 'a2' }));
      expect((await listOf(fc, g.id)).map((template) => template.name)).toEqual(['a2', 'c', 'b']);
    });

    it('needs collectionId; 404 for an unknown group', async () => {
      await c.fails('GET', TEMPLATES, undefined, 400);
      await c.fails('GET', `${TEMPLATES}?collectionId=`, undefined, 400);
      expect((await c.fails('GET', `${TEMPLATES}?collectionId=424242`, undefined, 404)).code).toBe('RECORD_NOT_FOUND');
    });
  });

  describe('update', () => {
    it('replaces the template: uuids kept, its own layer ids kept, new layers get ids, dropped layers are gone', async () => {
      const created = await create([layerInput(image, 'bg', { index: 0 }), layerInput(sticker, 'one', { index: 1 }), layerInput(sticker, 'two', { index: 2 })]);
      const [bg, one, two] = created.layers;
      const other = await create([layerInput(image, 'x')], { name: '别的' });
      const otherLayerId = other.layers[0]!.id!;

      const body = templateInput(group.id, [
        // Kept, moved and resized.
        layerInput(sticker, 'one', { id: one!.id, index: 0, left: 100, width: 120, height: 120 }),
        // New (a copied layer: null id, new uuid).
        layerInput(sticker, 'one-copy', { id: null, index: 1 }),
        // The background, now on top, with another image.
        layerInput(sticker, 'bg', { id: bg!.id, index: 2 }),
        // An id of another template's layer: not kept.
        layerInput(image, 'stolen', { id: otherLayerId, index: 3 }),
        // The same id twice: the second gets a new one.
        layerInput(image, 'dup', { id: one!.id, index: 4 }),
      ], { name: '改过', width: 480, height: 1000, thumbnailFileId: await uploadThumbnail(api) });
      const updated = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${created.id}`, body);

      expect(updated).toMatchObject({ id: created.id, name: '改过', width: 480, height: 1000 });
      // Spec 2 §9: 600 high, the canvas's aspect ratio.
      expect(updated.thumbnail).toEqual({ url: contentUrl(body.thumbnailFileId!), width: 288, height: 600 });
      expect(updated.layers.map((layer) => layer.uuid)).toEqual(['one', 'one-copy', 'bg', 'stolen', 'dup']);
      const ids = updated.layers.map((layer) => layer.id!);
      expect(ids[0]).toBe(one!.id);
      expect(ids[2]).toBe(bg!.id);
      expect(ids[3]).not.toBe(otherLayerId);
      expect(ids[4]).not.toBe(one!.id);
      expect(new Set([...ids, bg!.id, one!.id, two!.id, otherLayerId]).size).toBe(ids.length + 2);
      expect(updated.layers[0]).toMatchObject({ left: 100, width: 120, height: 120 });
      expect(updated.layers[2]!.imageUrl).toBe(contentUrl(sticker));
      // 'two' is gone.
      expect(updated.layers.some((layer) => layer.uuid === 'two')).toBe(false);
      expect(await c.get(`${TEMPLATES}/${created.id}`)).toEqual(updated);
      // The other template is untouched.
      expect(await c.get(`${TEMPLATES}/${other.id}`)).toEqual(other);
    });

    it('validates like create, and a refused body changes nothing', async () => {
      const created = await create([layerInput(image, 'a')]);
      expect((await c.fails('PUT', `${TEMPLATES}/${created.id}`, templateInput(group.id, []), 400)).message).toBe(LAYERS_REQUIRED);
      await c.fails('PUT', `${TEMPLATES}/${created.id}`, templateInput(group.id, [layerInput('424242', 'a')]), 400);
      // A body id must be the path's.
      await c.fails('PUT', `${TEMPLATES}/${created.id}`, { ...templateInput(group.id, [layerInput(image, 'a')]), id: '424242' }, 400);
      await c.ok('PUT', `${TEMPLATES}/${created.id}`, { ...templateInput(group.id, [layerInput(image, 'a')]), id: created.id });
      const before = await c.get<DesignTemplate>(`${TEMPLATES}/${created.id}`);
      await c.fails('PUT', `${TEMPLATES}/${created.id}`, templateInput('424242', [layerInput(image, 'a')]), 400);
      expect(await c.get(`${TEMPLATES}/${created.id}`)).toEqual(before);
    });

    it('refuses an update based on another revision with 409 TEMPLATE_CONFLICT, changing nothing', async () => {
      const created = await create([layerInput(image, 'a')], { name: '原版' });
      // Two tabs read the same revision; the first save wins and moves the revision on.
      const first = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${created.id}`, {
        ...templateInput(group.id, [layerInput(image, 'a')], { name: '第一个页面' }),
        baseRevision: created.revision,
      });
      expect(first.revision).not.toBe(created.revision);
      const stale = await c.fails('PUT', `${TEMPLATES}/${created.id}`, {
        ...templateInput(group.id, [layerInput(sticker, 'b')], { name: '第二个页面' }),
        baseRevision: created.revision,
      }, 409);
      expect(stale).toMatchObject({ code: 'TEMPLATE_CONFLICT', message: '该模板已在其他页面保存过，当前内容不是最新版本' });
      expect(await c.get(`${TEMPLATES}/${created.id}`)).toEqual(first);
      // Overwriting on purpose: the revision just read.
      const overwritten = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${created.id}`, {
        ...templateInput(group.id, [layerInput(sticker, 'b')], { name: '第二个页面' }),
        baseRevision: first.revision,
      });
      expect(overwritten.name).toBe('第二个页面');
      expect(overwritten.revision).not.toBe(first.revision);
      await c.fails('PUT', `${TEMPLATES}/${created.id}`, { ...templateInput(group.id, [layerInput(image, 'a')]), baseRevision: 'x' }, 400);
    });

    it('moves a template to the group its body names; an empty name becomes 模板 N there', async () => {
      const created = await create([layerInput(image, 'a')]);
      const festival = await groupNamed(c, '节日模板');
      const moved = await c.ok<DesignTemplate>('PUT', `${TEMPLATES}/${created.id}`, templateInput(festival.id, [layerInput(image, 'a')], { name: '' }));
      expect(moved).toMatchObject({ collectionId: festival.id, name: '模板 3' });
      expect(await listOf(c, group.id)).toEqual([]);
      expect((await listOf(c, festival.id))[0]!.id).toBe(created.id);
    });
  });

  describe('copy and delete', () => {
    it('copies into the same group as <name> 副本: new ids, same uuids and files, first in the list', async () => {
      const thumbnailFileId = await uploadThumbnail(api);
      const source = await create([layerInput(image, 'bg', { isBackground: true }), layerInput(sticker, 's', { rotation: 30, index: 1 })], {
        name: '原版',
        thumbnailFileId,
      });
      const copy = await c.ok<DesignTemplate>('POST', `${TEMPLATES}/${source.id}/copy`);
      expect(copy.id).not.toBe(source.id);
      expect(copy.name).toBe('原版 副本');
      expect(copy.collectionId).toBe(group.id);
      expect(copy.thumbnail).toEqual(source.thumbnail);
      expect(copy.updatedAt).toBeGreaterThan(source.updatedAt);
      expect(copy.layers.map((layer) => layer.uuid)).toEqual(['bg', 's']);
      expect(copy.layers.map((layer) => layer.imageUrl)).toEqual(source.layers.map((layer) => layer.imageUrl));
      for (const [i, layer] of copy.layers.entries()) {
        expect(layer.id).not.toBe(source.layers[i]!.id);
        const { id: _a, ...rest } = layer;
        const { id: _b, ...sourceRest } = source.layers[i]!;
        expect(rest).toEqual(sourceRest);
      }
      expect((await listOf(c, group.id)).map((template) => template.name)).toEqual(['原版 副本', '原版']);
      expect((await c.ok<DesignTemplate>('POST', `${TEMPLATES}/${copy.id}/copy`)).name).toBe('原版 副本 副本');

      // The two are independent.
      await c.ok('PUT', `${TEMPLATES}/${copy.id}`, templateInput(group.id, [layerInput(sticker, 'only')]));
      expect(await c.get(`${TEMPLATES}/${source.id}`)).toEqual(source);
    });

    it('deletes a template; its files stay', async () => {
      const created = await create([layerInput(image, 'a')]);
      const kept = await create([layerInput(image, 'a')], { name: '留下' });
      expect(await c.ok('DELETE', `${TEMPLATES}/${created.id}`)).toEqual({});
      await c.fails('GET', `${TEMPLATES}/${created.id}`, undefined, 404);
      expect((await listOf(c, group.id)).map((template: TemplateSummary) => template.id)).toEqual([kept.id]);
      expect(api.files.get(image)?.status).toBe('uploaded');
      await c.fails('DELETE', `${TEMPLATES}/${created.id}`, undefined, 404);
    });
  });
});

describe('dev API design templates, faults', () => {
  it('can be faulted like any other route', async () => {
    const api = freshApi();
    const c = client(api);
    api.faults.add({ path: '/api/design_templates*', status: 500, times: 1 });
    const groups = await c.get<TemplateGroup[]>(GROUPS);
    expect((await c.fails('GET', `${TEMPLATES}?collectionId=${groups[0]!.id}`, undefined, 500)).code).toBe('INJECTED_FAULT');
    expect((await listOf(c, groups[0]!.id)).length).toBe(3);
  });
});

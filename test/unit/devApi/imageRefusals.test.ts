// A file that the console's uploads refuse is refused by every dev API route that makes a stored file into
// an image record, with the console's words (contract/imageUpload.ts): a request sent past the console (a
// script, another tool) cannot put an error page or a decompression bomb into the library, a font, a
// wireframe, a template or its placeholders.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { MAX_IMAGE_SIDE } from '../../../contract/imageUpload';
import { IMAGE_DAMAGED, IMAGE_WRONG_FORMAT, imageTooLarge } from '../../../contract/imageUploadTexts';
import type { DesignAsset, ShopFont } from '../../../contract/library';
import type { DesignTemplate, Stroke, TemplateGroup } from '../../../contract/templates';
import type { Wireframe } from '../../../contract/catalogue';
import { bmpBytes } from '../../support/imageFixtures';
import { OVERSIZED, SIZELESS, TRAILED } from '../../support/declaredSizeFiles';
import { casePng, declaredOnlyPng } from '../../support/pngFile';
import { client, wireframeInput, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { PNG_HEADER, collectionNamed, fixtureBytes, upload } from './libraryHelpers';
import { GROUPS, TEMPLATES, layerInput, templateInput } from './templateHelpers';

const HTML = new TextEncoder().encode('<!doctype html><html><body>502 Bad Gateway</body></html>');
const HUGE = new Uint8Array(declaredOnlyPng(100_000, 100_000));
const TOO_LARGE = imageTooLarge(MAX_IMAGE_SIDE);
const GOOD = new Uint8Array(casePng(20, 40));

describe('dev API: a stored file made into an image is held to the console’s upload rule', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = freshApi();
    c = client(api);
  });

  describe('POST /api/design_assets', () => {
    const add = async (fileId: string, thumbnailFileId: string | null = null) => {
      const collection = await collectionNamed(c, 1, '节日');
      return { type: 1, collectionId: collection.id, fileId, thumbnailFileId };
    };

    it.each([
      ['an HTML page named .png', 'page.png', HTML, 'image/png', IMAGE_DAMAGED],
      ['a PNG that declares 100000 × 100000 px', 'bomb.png', HUGE, 'image/png', TOO_LARGE],
      ['a BMP named .png', 'bitmap.png', bmpBytes(20, 20), 'image/png', IMAGE_WRONG_FORMAT],
      ['a PNG named .bmp', 'picture.bmp', GOOD, 'image/bmp', IMAGE_WRONG_FORMAT],
    ])('refuses %s with the wizard’s words, and adds nothing', async (_what, name, bytes, type, message) => {
      const before = await c.get<{ totalItems: number }>(`/api/design_assets?collectionId=${(await collectionNamed(c, 1, '节日')).id}&pageNo=1&pageSize=100`);
      const fileId = await upload(api, name, bytes, 1, type);
      const refused = await c.fails('POST', '/api/design_assets', await add(fileId), 400);
      expect(refused).toMatchObject({ code: 'IMAGE_REFUSED', message });
      const after = await c.get<{ totalItems: number }>(`/api/design_assets?collectionId=${(await collectionNamed(c, 1, '节日')).id}&pageNo=1&pageSize=100`);
      expect(after.totalItems).toBe(before.totalItems);
    });

    it('refuses a thumbnail that is no image, and takes a real image with its thumbnail', async () => {
      const fileId = await upload(api, '花.png', GOOD, 1, 'image/png');
      const page = await upload(api, '花.thumb.png', HTML, 1, 'image/png');
      expect((await c.fails('POST', '/api/design_assets', await add(fileId, page), 400)).message).toBe(IMAGE_DAMAGED);
      const thumbnail = await upload(api, '花.thumb.png', GOOD, 1, 'image/png');
      expect((await c.ok<DesignAsset>('POST', '/api/design_assets', await add(fileId, thumbnail))).fileId).toBe(fileId);
    });
  });

  it('POST /api/shop_fonts refuses previews that are no image or too large', async () => {
    const fontFileId = await upload(api, '思源宋体.otf', fixtureBytes('fonts/NotoSerifCJKsc-subset.otf'), 6);
    const good = await upload(api, 'x-preview.png', GOOD, 6, 'image/png');
    const body = (preview: string, active: string) => ({ name: '宋体', fontFileId, previewImageFileId: preview, activePreviewImageFileId: active });
    const page = await upload(api, 'x-preview.png', HTML, 6, 'image/png');
    const bomb = await upload(api, 'x-preview-active.png', HUGE, 6, 'image/png');
    expect((await c.fails('POST', '/api/shop_fonts', body(page, good), 400)).message).toBe(IMAGE_DAMAGED);
    expect((await c.fails('POST', '/api/shop_fonts', body(good, bomb), 400)).message).toBe(TOO_LARGE);
    expect((await c.ok<ShopFont>('POST', '/api/shop_fonts', body(good, good))).name).toBe('宋体');
  });

  it('POST and PATCH /api/phone_case_wireframes refuse an image the wireframe form refuses', async () => {
    const page = await upload(api, '前景图.png', HTML, 4, 'image/png');
    const bomb = await upload(api, '背景图.png', HUGE, 4, 'image/png');
    const good = await upload(api, '前景图.png', GOOD, 4, 'image/png');
    const path = '/api/phone_case_wireframes';
    expect((await c.fails('POST', path, wireframeInput({ foregroundImageFileId: page }), 400)).message).toBe(IMAGE_DAMAGED);
    expect((await c.fails('POST', path, wireframeInput({ foregroundImageFileId: good, backgroundImageFileId: bomb }), 400)).message).toBe(TOO_LARGE);
    const wireframe = await c.ok<Wireframe>('POST', path, wireframeInput({ width: 20, height: 40, foregroundImageFileId: good }));
    expect((await c.fails('PATCH', `${path}/${wireframe.id}`, { backgroundImageFileId: bomb }, 400)).message).toBe(TOO_LARGE);
    // The image it holds is not read again: a margin edit goes through.
    await c.ok('PATCH', `${path}/${wireframe.id}`, { printAreaLeft: 1, printAreaRight: 1, printAreaTop: 1, printAreaBottom: 1 });
  });

  it('POST and PUT /api/design_templates refuse a layer image, a stroke image or a thumbnail the designer’s upload refuses', async () => {
    const group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '图片检查' });
    const good = await upload(api, 'layer-a.png', GOOD, 3, 'image/png');
    const page = await upload(api, 'layer-b.png', HTML, 3, 'image/png');
    const bomb = await upload(api, 'thumbnail.png', HUGE, 2, 'image/png');
    expect((await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(good, 'a'), layerInput(page, 'b')]), 400)).message).toBe(IMAGE_DAMAGED);
    expect((await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(good, 'a')], { thumbnailFileId: bomb }), 400)).message).toBe(TOO_LARGE);
    const template = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [layerInput(good, 'a')]));
    const stroke: Stroke = { color: '#ff0000', width: 4, style: 'DASHED', opacity: 1, color2: '#000000', width2: 2, opacity2: 1, offset: 3, imageUrl: 'blob:x', imageFileId: page };
    const body = { ...templateInput(group.id, [layerInput(good, 'a', { stroke })]), id: template.id, baseRevision: template.revision };
    expect((await c.fails('PUT', `${TEMPLATES}/${template.id}`, body, 400)).message).toBe(IMAGE_DAMAGED);
  });

  it('POST /api/ai_cutout_placeholder_images refuses a PNG that declares more than the console decodes', async () => {
    const bomb = await upload(api, '占位.png', HUGE, 3, 'image/png');
    expect((await c.fails('POST', '/api/ai_cutout_placeholder_images', { aiCutoutType: 'head', fileId: bomb }, 400)).message).toBe(TOO_LARGE);
    const good = await upload(api, '占位.png', GOOD, 3, 'image/png');
    await c.ok('POST', '/api/ai_cutout_placeholder_images', { aiCutoutType: 'head', fileId: good });
  });

  describe('a header that declares too much, or nothing, is read whatever follows it', () => {
    const cases = [...OVERSIZED.map(([what, name, bytes]) => [what, name, bytes, TOO_LARGE] as const), ...SIZELESS.map(([what, name, bytes]) => [what, name, bytes, IMAGE_DAMAGED] as const)];
    const mimeOf = (name: string) => `image/${name.endsWith('.jpg') ? 'jpeg' : name.slice(name.lastIndexOf('.') + 1)}`;

    it.each(cases)('refuses %s as an asset’s file or thumbnail, a font preview, a template’s layer or thumbnail', async (_what, name, bytes, message) => {
      const collection = await collectionNamed(c, 1, '节日');
      const good = await upload(api, '花.png', GOOD, 1, 'image/png');
      const bad = await upload(api, name, bytes, 1, mimeOf(name));
      const asset = (fileId: string, thumbnailFileId: string) => ({ type: 1, collectionId: collection.id, fileId, thumbnailFileId });
      expect(await c.fails('POST', '/api/design_assets', asset(bad, good), 400)).toMatchObject({ code: 'IMAGE_REFUSED', message });
      expect(await c.fails('POST', '/api/design_assets', asset(good, bad), 400)).toMatchObject({ code: 'IMAGE_REFUSED', message });

      const fontFileId = await upload(api, '思源宋体.otf', fixtureBytes('fonts/NotoSerifCJKsc-subset.otf'), 6);
      const preview = await upload(api, 'x-preview.png', GOOD, 6, 'image/png');
      const badPreview = await upload(api, name, bytes, 6, mimeOf(name));
      const font = { name: '宋体', fontFileId, previewImageFileId: preview, activePreviewImageFileId: badPreview };
      expect((await c.fails('POST', '/api/shop_fonts', font, 400)).message).toBe(message);

      const group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '图片检查' });
      const layer = await upload(api, 'layer-a.png', GOOD, 3, 'image/png');
      const badLayer = await upload(api, name, bytes, 3, mimeOf(name));
      const badThumbnail = await upload(api, name, bytes, 2, mimeOf(name));
      expect((await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(layer, 'a'), layerInput(badLayer, 'b')]), 400)).message).toBe(message);
      expect((await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(layer, 'a')], { thumbnailFileId: badThumbnail }), 400)).message).toBe(message);
      const template = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [layerInput(layer, 'a')]));
      const put = { ...templateInput(group.id, [layerInput(layer, 'a'), layerInput(badLayer, 'b')]), id: template.id, baseRevision: template.revision };
      expect((await c.fails('PUT', `${TEMPLATES}/${template.id}`, put, 400)).message).toBe(message);
    });

    it.each(cases.filter(([, name]) => /\.(png|jpg)$/.test(name)))('refuses %s as an AI cutout placeholder', async (_what, name, bytes, message) => {
      const bad = await upload(api, name, bytes, 3, mimeOf(name));
      expect((await c.fails('POST', '/api/ai_cutout_placeholder_images', { aiCutoutType: 'head', fileId: bad }, 400)).message).toBe(message);
    });

    it.each(TRAILED)('takes %s as an asset', async (_what, name, bytes) => {
      const collection = await collectionNamed(c, 1, '节日');
      const fileId = await upload(api, name, bytes, 1, mimeOf(name));
      await c.ok('POST', '/api/design_assets', { type: 1, collectionId: collection.id, fileId, thumbnailFileId: fileId });
    });
  });

  it('takes the PNG header older tests store as an asset (its size reads), and refuses a PNG signature with no header', async () => {
    const collection = await collectionNamed(c, 1, '节日');
    const fileId = await upload(api, 'a.png', PNG_HEADER, 1, 'image/png');
    await c.ok('POST', '/api/design_assets', { type: 1, collectionId: collection.id, fileId, thumbnailFileId: null });
    const signatureOnly = await upload(api, 'b.png', PNG_HEADER.subarray(0, 16), 1, 'image/png');
    const refused = await c.fails('POST', '/api/design_assets', { type: 1, collectionId: collection.id, fileId: signatureOnly, thumbnailFileId: null }, 400);
    expect(refused.message).toBe(IMAGE_DAMAGED);
  });
});

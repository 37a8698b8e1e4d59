// Opacity and crop ride beside spec 2 §3's layer fields (contract/templates.ts): the layer's image has them
// baked in, and the original comes back as a URL of the file store, so the designer edits it again.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { DesignTemplate, TemplateGroup } from '../../../contract/templates';
import { client, type Client } from './catalogueHelpers';
import { BASE as ORIGIN } from './helpers';
import { svgBytes, upload } from './libraryHelpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from './templateHelpers';

describe('dev API: a layer’s opacity, crop and original image', () => {
  let api: DevApi;
  let c: Client;
  let group: TemplateGroup;
  let baked: string;
  let original: string;
  beforeEach(async () => {
    api = createDevApi({ origin: ORIGIN });
    c = client(api);
    group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '裁剪分组' });
    baked = await uploadLayerImage(api, 'baked.svg');
    // 200 × 100, the size each original below is sent with (templateRoutes.ts checks it against the file).
    original = await upload(api, 'original.svg', svgBytes('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"/>'), 3, 'image/svg+xml');
  });

  const look = { opacity: 40, crop: { x: 10, y: 20, width: 30, height: 40 } };

  it('keeps them, answers the original at the file store, and a copy keeps them too', async () => {
    const body = templateInput(group.id, [layerInput(baked, 'u1', { ...look, sourceImage: { imageFileId: original, width: 200, height: 100 } })]);
    const created = await c.ok<DesignTemplate>('POST', TEMPLATES, body);
    const again = await c.get<DesignTemplate>(`${TEMPLATES}/${created.id}`);
    expect(again.layers[0]).toMatchObject({ ...look, imageFileId: baked, sourceImage: { imageUrl: api.files.url(original), imageFileId: original, width: 200, height: 100 } });
    const copy = await c.ok<DesignTemplate>('POST', `${TEMPLATES}/${created.id}/copy`, {});
    expect(copy.layers[0]).toMatchObject({ ...look, sourceImage: { imageFileId: original } });
  });

  it('answers none of them for a layer that has none', async () => {
    const created = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [layerInput(baked, 'u1')]));
    for (const field of ['opacity', 'crop', 'sourceImage']) expect(field in created.layers[0]!).toBe(false);
  });

  it('refuses an opacity past 0–100, a crop of no size and an original that is not an uploaded file', async () => {
    const refused: [Record<string, unknown>, string][] = [
      [{ opacity: 101 }, 'opacity'],
      [{ crop: { x: 0, y: 0, width: 0, height: 5 } }, 'crop.width'],
      [{ sourceImage: { imageFileId: '424242', width: 1, height: 1 } }, 'sourceImage.imageFileId'],
    ];
    for (const [over, field] of refused) {
      const error = await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(baked, 'u1', over)]), 400);
      expect(error.message).toContain(field);
    }
  });

  describe('a crop lies within its original image', () => {
    const source = { imageFileId: '', width: 200, height: 100 };
    const withCrop = (crop: unknown, sourceImage: unknown = { ...source, imageFileId: original }) =>
      templateInput(group.id, [layerInput(baked, 'u1', { crop, sourceImage } as Record<string, unknown>)]);
    const refusal = async (crop: unknown, sourceImage?: unknown) =>
      (await c.fails('POST', TEMPLATES, sourceImage === undefined ? withCrop(crop) : withCrop(crop, sourceImage), 400)).message;

    it('takes a crop reaching the original’s edges', async () => {
      const created = await c.ok<DesignTemplate>('POST', TEMPLATES, withCrop({ x: 150, y: 60, width: 50, height: 40 }));
      expect(created.layers[0]!.crop).toEqual({ x: 150, y: 60, width: 50, height: 40 });
    });

    it('refuses a crop past the original’s width or height, however far', async () => {
      expect(await refusal({ x: 1e300, y: 0, width: 10, height: 10 })).toBe('layers[0].crop 超出原图范围');
      expect(await refusal({ x: 151, y: 0, width: 50, height: 10 })).toBe('layers[0].crop 超出原图范围');
      expect(await refusal({ x: 0, y: 61, width: 10, height: 40 })).toBe('layers[0].crop 超出原图范围');
      expect(await refusal({ x: 0, y: 0, width: 1e300, height: 10 })).toBe('layers[0].crop 超出原图范围');
    });

    it('refuses a crop on a layer with no original', async () => {
      expect(await refusal({ x: 0, y: 0, width: 10, height: 10 }, null)).toBe('layers[0].crop 需要同时提供 sourceImage');
      const noSource = templateInput(group.id, [layerInput(baked, 'u1', { crop: { x: 0, y: 0, width: 10, height: 10 } })]);
      expect((await c.fails('POST', TEMPLATES, noSource, 400)).message).toBe('layers[0].crop 需要同时提供 sourceImage');
    });

    it('refuses numbers sent as strings and numbers that are not finite', async () => {
      expect(await refusal({ x: '1e3', y: 0, width: 10, height: 10 })).toBe('layers[0].crop.x 必须是数字');
      expect(await refusal({ x: 0, y: 0, width: '10', height: 10 })).toBe('layers[0].crop.width 必须是数字');
      expect(await refusal({ x: 0, y: -1, width: 10, height: 10 })).toBe('layers[0].crop.y 必须不小于 0');
      expect(await refusal({ x: 0, y: 0, width: 10 })).toBe('layers[0].crop.height 必须是数字');
    });
  });
});

// What a layer's extra fields (contract/templates.ts) may claim: an original's size is its file's real one,
// a crop is whole pixels, a group is one run of the stack under one name, and a blank name says which name.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import type { DesignTemplate, TemplateGroup } from '../../../contract/templates';
import { MAX_IMAGE_SIDE } from '../../../contract/imageUpload';
import type { LayerInput } from '../../../contract/templateBody';
import { casePng } from '../../support/pngFile';
import { jpegBytes } from '../../support/imageFixtures';
import { client, type Client } from './catalogueHelpers';
import { BASE as ORIGIN } from './helpers';
import { upload } from './libraryHelpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from './templateHelpers';

describe('dev API: what a layer’s extra fields may claim', () => {
  let api: DevApi;
  let c: Client;
  let group: TemplateGroup;
  let image: string;
  beforeEach(async () => {
    api = createDevApi({ origin: ORIGIN });
    c = client(api);
    group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '检查分组' });
    image = await uploadLayerImage(api, 'layer.svg');
  });

  const refusal = async (layers: LayerInput[]) => (await c.fails('POST', TEMPLATES, templateInput(group.id, layers), 400)).message;

  describe('an original image’s size', () => {
    let png: string;
    let jpeg: string;
    beforeEach(async () => {
      png = await upload(api, 'original.png', casePng(40, 30), 3, 'image/png');
      jpeg = await upload(api, 'original.jpg', jpegBytes(64, 48), 3, 'image/jpeg');
    });

    it('takes the size the file has', async () => {
      const created = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [
        layerInput(image, 'p', { sourceImage: { imageFileId: png, width: 40, height: 30 }, crop: { x: 0, y: 0, width: 40, height: 30 } }),
        layerInput(image, 'j', { sourceImage: { imageFileId: jpeg, width: 64, height: 48 } }),
      ]));
      expect(created.layers.map((layer) => layer.sourceImage && [layer.sourceImage.width, layer.sourceImage.height])).toEqual([[40, 30], [64, 48]]);
    });

    it('refuses a size the file does not have, naming the field, and stores nothing', async () => {
      const before = await c.get<unknown[]>(`${TEMPLATES}?collectionId=${group.id}`);
      const huge = { sourceImage: { imageFileId: png, width: 1e6, height: 1e6 }, crop: { x: 0, y: 0, width: 1e6, height: 1e6 } };
      expect(await refusal([layerInput(image, 'a'), layerInput(image, 'b', huge)])).toBe('layers[1].sourceImage.width 与原图的实际宽度（40 像素）不符');
      expect(await refusal([layerInput(image, 'a', { sourceImage: { imageFileId: jpeg, width: 64, height: 47 } })])).toBe(
        'layers[0].sourceImage.height 与原图的实际高度（48 像素）不符',
      );
      expect(await c.get<unknown[]>(`${TEMPLATES}?collectionId=${group.id}`)).toEqual(before);
    });

    it('holds an SVG original, whose drawn size its header may not say, to the largest image an upload takes', async () => {
      const svg = await uploadLayerImage(api, 'original.svg');
      const huge = { sourceImage: { imageFileId: svg, width: 1e6, height: 1e6 }, crop: { x: 0, y: 0, width: 1e6, height: 1e6 } };
      expect(await refusal([layerInput(image, 'a', huge)])).toBe(`layers[0].sourceImage.width 超出原图的最大尺寸（${MAX_IMAGE_SIDE} 像素）`);
      await c.ok('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'a', { sourceImage: { imageFileId: svg, width: 200, height: 150 } })]));
    });
  });

  it('refuses a crop that is not whole pixels', async () => {
    const original = await upload(api, 'original.png', casePng(10, 10), 3, 'image/png');
    const withCrop = (crop: Record<string, number>) => [layerInput(image, 'a', { sourceImage: { imageFileId: original, width: 10, height: 10 }, crop } as Partial<LayerInput>)];
    expect(await refusal(withCrop({ x: 0.5, y: 0.5, width: 3.5, height: 4.25 }))).toBe('layers[0].crop.x 必须是整数');
    expect(await refusal(withCrop({ x: 1, y: 2, width: 3, height: 4.25 }))).toBe('layers[0].crop.height 必须是整数');
  });

  describe('a group', () => {
    const member = (uuid: string, index: number, groupId?: string, groupName?: string) =>
      layerInput(image, uuid, { index, ...(groupId === undefined ? {} : { groupId }), ...(groupName === undefined ? {} : { groupName }) });

    it('refuses members that are not one run of the stack, naming the first member past the gap', async () => {
      expect(await refusal([member('a', 0, 'g', '编组 1'), member('b', 1), member('c', 2), member('d', 3, 'g', '编组 1')])).toBe(
        'layers[3].groupId 同一编组的图层必须在图层顺序中相邻',
      );
      // The stack is the layers' index order: sent out of order, members next to each other there are one run.
      await c.ok('POST', TEMPLATES, templateInput(group.id, [member('a', 0, 'g', '编组 1'), member('b', 2), member('c', 1, 'g', '编组 1')]));
      expect(await refusal([member('a', 0, 'g', '编组 1'), member('b', 1), member('c', 2, 'g', '编组 1')])).toBe('layers[2].groupId 同一编组的图层必须在图层顺序中相邻');
    });

    it('refuses members under different names', async () => {
      expect(await refusal([member('a', 0, 'g', '编组 1'), member('b', 1, 'g', '编组 2')])).toBe('layers[1].groupName 同一编组的图层必须使用相同的编组名称');
      expect(await refusal([member('a', 0, 'g', '编组 1'), member('b', 1, 'g')])).toBe('layers[1].groupName 同一编组的图层必须使用相同的编组名称');
    });
  });

  it('says a blank layer or group name in words, keeping the field', async () => {
    expect(await refusal([layerInput(image, 'a'), layerInput(image, 'b', { name: '  ' })])).toBe('layers[1].name 请输入图层名称');
    expect(await refusal([layerInput(image, 'a', { groupId: 'g', groupName: '' })])).toBe('layers[0].groupName 请输入编组名称');
  });
});

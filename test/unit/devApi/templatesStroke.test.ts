// A layer's stroke image travels as a file (stroke.imageFileId, uploaded with kind 3) and comes
// back as a URL of the file store, with the frame that places it around the layer.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { STROKE_SVG_DATA_MAX } from '../../../contract/stroke';
import type { DesignTemplate, Stroke, TemplateGroup } from '../../../contract/templates';
import { client, type Client } from './catalogueHelpers';
import { BASE as ORIGIN } from './helpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from './templateHelpers';

const STROKE: Stroke = { color: '#ff0000', width: 4, style: 'DASHED', opacity: 1, color2: '#000000', width2: 2, opacity2: 1, offset: 3, imageUrl: 'blob:http://x/y' };

describe('dev API: the stroke image of a layer', () => {
  let api: DevApi;
  let c: Client;
  let group: TemplateGroup;
  let image: string;
  beforeEach(async () => {
    api = createDevApi({ origin: ORIGIN });
    c = client(api);
    group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '描边分组' });
    image = await uploadLayerImage(api, 'sticker.svg');
  });

  it('keeps the stroke image file and frame, and answers the image at the file store', async () => {
    const strokeImage = await uploadLayerImage(api, 'stroke.svg');
    const stroke = { ...STROKE, imageFileId: strokeImage, imageFrame: { width: 1.2, height: 1.4 } };
    const created = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'u1', { stroke, strokeSvgData: 'M0 0 L1 0 L1 1 Z' })]));
    const again = await c.get<DesignTemplate>(`${TEMPLATES}/${created.id}`);
    expect(again.layers[0].stroke).toEqual({ ...STROKE, imageUrl: api.files.url(strokeImage), imageFileId: strokeImage, imageFrame: { width: 1.2, height: 1.4 } });
    expect(again.layers[0].strokeSvgData).toBe('M0 0 L1 0 L1 1 Z');
  });

  it('takes path data alone as strokeSvgData: markup, and an outline past the bound, are refused', async () => {
    const withPath = (strokeSvgData: string) => templateInput(group.id, [layerInput(image, 'u1', { stroke: STROKE, strokeSvgData })]);
    await c.ok<DesignTemplate>('POST', TEMPLATES, withPath('M-1.5 2e3 L10,20 l1 1 Z'));
    for (const bad of ['"/><script>alert(1)</script>', 'M0 0 L1 1 Z'.padEnd(STROKE_SVG_DATA_MAX + 1, ' ')]) {
      const error = await c.fails('POST', TEMPLATES, withPath(bad), 400);
      expect(error.message).toContain('strokeSvgData');
    }
  });

  it('refuses a stroke image that is not an uploaded file, and a frame that is not positive', async () => {
    const missing = await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'u1', { stroke: { ...STROKE, imageFileId: '424242' } })]), 400);
    expect(missing.message).toContain('stroke.imageFileId');
    const flat = await c.fails('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'u1', { stroke: { ...STROKE, imageFrame: { width: 0, height: 1 } } })]), 400);
    expect(flat.message).toContain('imageFrame.width');
  });

  it('reads an older stroke without image file or frame as null ones', async () => {
    const created = await c.ok<DesignTemplate>('POST', TEMPLATES, templateInput(group.id, [layerInput(image, 'u1', { stroke: STROKE })]));
    expect(created.layers[0].stroke).toMatchObject({ imageUrl: null, imageFileId: null, imageFrame: null });
  });

  it('keeps spec 1 §5 limits: width 1–100, offset 0 or 1–100, opacity 0–100%', async () => {
    const saved = (over: Partial<Stroke>) => templateInput(group.id, [layerInput(image, 'u1', { stroke: { ...STROKE, ...over } })]);
    for (const over of [{ width: 100, width2: 1, offset: 0 }, { offset: 1 }, { offset: 100, opacity: 0, opacity2: 1 }]) {
      await c.ok<DesignTemplate>('POST', TEMPLATES, saved(over));
    }
    const refused: [Partial<Stroke>, string][] = [
      [{ width: 101 }, 'stroke.width '],
      [{ width: 0 }, 'stroke.width '],
      [{ width2: 101 }, 'stroke.width2'],
      [{ offset: 0.5 }, 'stroke.offset'],
      [{ offset: 101 }, 'stroke.offset'],
      [{ opacity: 1.01 }, 'stroke.opacity '],
      [{ opacity2: -0.1 }, 'stroke.opacity2'],
    ];
    for (const [over, field] of refused) {
      const error = await c.fails('POST', TEMPLATES, saved(over), 400);
      expect(error.message).toContain(`${field}`.trim());
      expect(error.message).toContain('超出描边范围');
    }
  });
});

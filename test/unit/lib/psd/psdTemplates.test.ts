import { describe, expect, it, vi } from 'vitest';
import type { DesignTemplate } from '../../../../contract/templates';
import type { TemplateInput } from '../../../../contract/templateBody';
import type { ParsedArtboard } from '../../../../src/lib/psd/psdProtocol';
import { importArtboardsAsTemplates, templateName } from '../../../../src/lib/psd/psdTemplates';
import { TEMPLATE_NAME_LIMIT, nameProblem } from '../../../../contract/names';

const board = (name: string, layers = 2): ParsedArtboard => ({
  name,
  width: 1000,
  height: 2088,
  layers: Array.from({ length: layers }, (_, i) => ({ name: `L${i}`, left: i * 10, top: 0, width: 100, height: 50, text: false, png: new Blob([`png-${name}-${i}`]), pngWidth: 100, pngHeight: 50 })),
  thumbnail: new Blob(['thumb']),
  skippedLayers: 0,
  background: null,
});

const canvas = { width: 500, height: 1044 };

function deps(failOnCreate?: number) {
  let files = 0;
  let creates = 0;
  const inputs: TemplateInput[] = [];
  return {
    inputs,
    created: [] as number[],
    uploadLayerImage: vi.fn(async () => `layer-file-${++files}`),
    uploadThumbnail: vi.fn(async () => `thumb-file-${++files}`),
    createTemplate: vi.fn(async (input: TemplateInput) => {
      if (++creates === failOnCreate) throw new Error('HTTP 500');
      inputs.push(input);
      return { id: `t${creates}`, name: input.name } as DesignTemplate;
    }),
    newUuid: (() => {
      let n = 0;
      return () => `uuid-${++n}`;
    })(),
    onCreated(key: number) {
      this.created.push(key);
    },
  };
}

describe('template import', () => {
  it('names a template after its artboard, trimmed and cut to 30 characters (an emoji is one)', () => {
    expect(templateName('  白色 画板 ')).toBe('白色 画板');
    expect(templateName('🤣'.repeat(40))).toBe('🤣'.repeat(30));
    expect(templateName('   ')).toBe('');
  });

  it('drops the direction controls of an artboard name, which the names rule would refuse', () => {
    expect(templateName('\u202e板画色白')).toBe('板画色白');
    expect(templateName(' \u2067白色\u2069 ')).toBe('白色');
    // What the service's names rule refuses goes, so the import is not stopped at that artboard.
    expect(templateName('制表\t符')).toBe('制表 符');
    expect(templateName('软\u00ad连字符')).toBe('软连字符');
    expect(templateName('替换\ufffd字符')).toBe('替换字符');
    expect(templateName('空\u0000字符')).toBe('空字符');
    expect(templateName('\u3164')).toBe('');
    for (const name of ['制表\t符', '软\u00ad连字符', '替换\ufffd字符', '空\u0000字符', '\u200b华\u2060为\u{e0041}']) {
      expect(nameProblem(templateName(name), TEMPLATE_NAME_LIMIT)).toBeNull();
    }
  });

  it('uploads each layer (kind 3) and the thumbnail (kind 2), then creates the template in the group, layers bottom first and fitted', async () => {
    const d = deps();
    await importArtboardsAsTemplates([{ key: 0, artboard: board('A') }], 'g1', canvas, { ...d, onCreated: (key) => d.created.push(key) });
    expect(d.uploadLayerImage).toHaveBeenCalledTimes(2);
    expect(d.uploadThumbnail).toHaveBeenCalledTimes(1);
    const [input] = d.inputs;
    expect(input).toMatchObject({ collectionId: 'g1', name: 'A', width: 500, height: 1044, thumbnailFileId: 'thumb-file-3' });
    expect(input.layers.map((layer) => [layer.index, layer.imageFileId, layer.left, layer.width, layer.id, layer.type])).toEqual([
      [0, 'layer-file-1', 0, 50, null, 'IMAGE'],
      [1, 'layer-file-2', 5, 50, null, 'IMAGE'],
    ]);
    expect(input.layers[0]).not.toHaveProperty('imageUrl');
    expect(d.created).toEqual([0]);
  });

  it('puts the artboard’s background colour under the layers, as the template’s background', async () => {
    const d = deps();
    const background = { name: 'A', left: 0, top: 0, width: 1000, height: 2088, text: false, png: new Blob(['bg']), pngWidth: 1000, pngHeight: 2088, background: true };
    await importArtboardsAsTemplates([{ key: 0, artboard: { ...board('A'), background } }], 'g1', canvas, { ...d, onCreated: (key) => d.created.push(key) });
    expect(d.uploadLayerImage).toHaveBeenCalledTimes(3);
    const [input] = d.inputs;
    expect(input!.layers.map((layer) => [layer.index, layer.isBackground])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(input!.layers[0]).toMatchObject({ left: 0, top: 0, width: 500, height: 1044 });
  });

  it('fits the background to the canvas as a new background is (cover, spec 2 §4), whatever the artboard’s shape', async () => {
    const d = deps();
    // A square artboard on a 500 × 1044 canvas: fitted inside, the colour would leave a strip above and below.
    const square = { ...board('Square'), width: 1000, height: 1000 };
    const background = { name: 'Square', left: 0, top: 0, width: 1000, height: 1000, text: false, png: new Blob(['bg']), pngWidth: 1000, pngHeight: 1000, background: true };
    await importArtboardsAsTemplates([{ key: 0, artboard: { ...square, background } }], 'g1', canvas, { ...d, onCreated: (key) => d.created.push(key) });
    expect(d.inputs[0]!.layers[0]).toMatchObject({ isBackground: true, left: -272, top: 0, width: 1044, height: 1044, rotation: 0, stroke: null });
    // The other layers keep the artboard's fit.
    expect(d.inputs[0]!.layers[1]).toMatchObject({ isBackground: false, left: 0, top: 272, width: 50, height: 25 });
  });

  it('makes a layer named 背景 the background, at the bottom and covering the canvas, wherever it lay', async () => {
    const d = deps();
    const artboard = board('B', 3);
    artboard.layers[1] = { ...artboard.layers[1]!, name: '背景', background: true };
    await importArtboardsAsTemplates([{ key: 0, artboard }], 'g1', canvas, { ...d, onCreated: (key) => d.created.push(key) });
    const { layers } = d.inputs[0]!;
    expect(layers.map((layer) => [layer.index, layer.isBackground, layer.imageFileId])).toEqual([
      [0, true, 'layer-file-2'],
      [1, false, 'layer-file-1'],
      [2, false, 'layer-file-3'],
    ]);
    // 100 × 50 covering 500 × 1044: 2088 wide, centred.
    expect(layers[0]).toMatchObject({ left: -794, top: 0, width: 2088, height: 1044 });
  });

  it('stops at the first failure; those created before it are reported one by one', async () => {
    const d = deps(2);
    const boards = [board('A'), board('B'), board('C')].map((artboard, key) => ({ key: key + 5, artboard }));
    await expect(importArtboardsAsTemplates(boards, 'g1', canvas, { ...d, onCreated: (key) => d.created.push(key) })).rejects.toThrow('HTTP 500');
    expect(d.created).toEqual([5]);
    expect(d.createTemplate).toHaveBeenCalledTimes(2);
  });

  it('uploads and creates only layers that land as a real box; the rest are counted, never sent', async () => {
    const d = deps();
    const artboard = board('A', 4);
    artboard.layers[1] = { ...artboard.layers[1], width: Number.NaN };
    artboard.layers[2] = { ...artboard.layers[2], height: 0 };
    const skipped: [number, number][] = [];
    await importArtboardsAsTemplates([{ key: 3, artboard }], 'g1', canvas, { ...d, onCreated: (key) => d.created.push(key), onSkipped: (key, count) => skipped.push([key, count]) });
    expect(d.uploadLayerImage).toHaveBeenCalledTimes(2);
    const [input] = d.inputs;
    expect(input.layers.map((layer) => [layer.index, layer.imageFileId, layer.left])).toEqual([
      [0, 'layer-file-1', 0],
      [1, 'layer-file-2', 15],
    ]);
    expect(input.layers.every((layer) => Number.isFinite(layer.width) && layer.width > 0 && layer.height > 0)).toBe(true);
    expect(skipped).toEqual([[3, 2]]);
  });
});

import { describe, expect, it } from 'vitest';
import { BATCH_CYCLE, cascadeLayers } from '../../../src/features/designer/model/batchPlacement';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { readImageFiles, type ImageFileDeps } from '../../../src/features/designer/session/imageFiles';
import { carriesFiles } from '../../../src/ui/useFileDrop';
import { layer, order, stack, state } from './fixtures';
import { ASSET_TOO_LARGE } from '../../../contract/limits';
import { MAX_IMAGE_SIDE } from '../../../contract/imageUpload';
import { imageTooLarge } from '../../../contract/imageUploadTexts';

const canvas = { width: 500, height: 1000 };

describe('cascadeLayers: several images added in one go do not hide each other', () => {
  it.each([
    ['the first stays where a single upload puts it', 0, { left: 0, top: 300 }],
    ['the second moves 5 % of the canvas right and down', 1, { left: 25, top: 350 }],
    ['the third two steps', 2, { left: 50, top: 400 }],
    ['the tenth nine steps', 9, { left: 225, top: 750 }],
    ['the eleventh starts over, on the canvas', BATCH_CYCLE, { left: 0, top: 300 }],
  ])('%s', (_name, index, expected) => {
    const layers = Array.from({ length: BATCH_CYCLE + 1 }, (_, i) => layer(`l${i}`, { left: 0, top: 300 }));
    const placed = cascadeLayers(layers, canvas)[index]!;
    expect({ left: placed.left, top: placed.top }).toEqual(expected);
  });
});

/** Files named for what the fake checks answer: bad* refused, huge* declares 9000 × 9000, gone* cannot be read. */
function deps(): ImageFileDeps & { kept: string[] } {
  const kept: string[] = [];
  return {
    kept,
    canvas,
    refusal: async (file) => (file.name.startsWith('bad') ? '文件格式不支持' : file.name.startsWith('big') ? ASSET_TOO_LARGE : null),
    keep: (file) => {
      kept.push(file.name);
      return `blob:${file.name}`;
    },
    imageSize: async (url) => {
      if (url.includes('gone')) throw new Error('not decodable');
      return url.includes('huge') ? { width: 9000, height: 9000 } : { width: 100, height: 200 };
    },
  };
}
const file = (name: string) => new File(['x'], name);

describe('readImageFiles: each file is checked alone', () => {
  it('a bad file does not stop the others, and every file has its outcome in the order given', async () => {
    const d = deps();
    const { layers, outcomes } = await readImageFiles([file('bad.txt'), file('a.png'), file('big.png'), file('gone.png'), file('huge.png'), file('b.png')], d);
    expect(outcomes).toEqual([
      { name: 'bad.txt', refusal: '文件格式不支持' },
      { name: 'a.png', refusal: null },
      { name: 'big.png', refusal: ASSET_TOO_LARGE },
      { name: 'gone.png', refusal: '图片无法读取，请换一张图片' },
      { name: 'huge.png', refusal: imageTooLarge(MAX_IMAGE_SIDE) },
      { name: 'b.png', refusal: null },
    ]);
    expect(layers.map((l) => l.imageUrl)).toEqual(['blob:a.png', 'blob:b.png']);
    // Refused before the check passes: a refused file is never kept for the session.
    expect(d.kept).not.toContain('bad.txt');
    expect(d.kept).not.toContain('big.png');
  });

  it('makes each layer as a single upload does (the canvas width, centred, the merchant’s own), cascaded', async () => {
    const { layers } = await readImageFiles([file('a.png'), file('b.png')], deps());
    expect(layers.map((l) => [l.width, l.height, l.left, l.top, l.isUserUploadImage, l.imageFileId])).toEqual([
      [500, 1000, 0, 0, true, null],
      [500, 1000, 25, 50, true, null],
    ]);
  });

  it('a refusal that throws is that file’s outcome, not the batch’s', async () => {
    const d = deps();
    d.refusal = async (f) => {
      if (f.name === 'a.png') throw new Error('file moved on disk');
      return null;
    };
    const { layers, outcomes } = await readImageFiles([file('a.png'), file('b.png')], d);
    expect(outcomes.map((o) => o.refusal)).toEqual(['图片无法读取，请换一张图片', null]);
    expect(layers).toHaveLength(1);
  });

  it('the batch enters the designer as one undo step (importLayers), on top and selected together', async () => {
    const { layers } = await readImageFiles([file('a.png'), file('b.png'), file('c.png')], deps());
    const store = createDesignerStore(state(stack('xy'), [], canvas));
    store.dispatch('importLayers', layers);
    expect(store.getState().layers).toHaveLength(5);
    expect(store.getState().selectedUuids).toHaveLength(3);
    store.dispatch('undo');
    expect(order(store.getState())).toBe('xy');
  });
});

describe('carriesFiles: only a drag of desktop files is taken', () => {
  const drag = (types: string[]) => ({ dataTransfer: { types } as unknown as DataTransfer });
  it.each([
    ['files from the desktop', ['Files'], true],
    ['files with their names as text (some file managers)', ['text/plain', 'Files'], true],
    ['a layer row of the layer list', ['text/plain'], false],
    ['a link or an image from the page', ['text/uri-list', 'text/html'], false],
    ['nothing', [], false],
  ])('%s', (_name, types, expected) => {
    expect(carriesFiles(drag(types))).toBe(expected);
  });
  it('a drag event without a data transfer', () => {
    expect(carriesFiles({ dataTransfer: null })).toBe(false);
  });
});

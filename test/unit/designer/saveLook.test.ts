import { describe, expect, it } from 'vitest';
import { saveDesign, type TemplateMeta } from '../../../src/features/designer/save/saveDesign';
import { layer, state } from './fixtures';
import { fakeSaveDeps } from './saveFakes';

const META: TemplateMeta = { id: null, collectionId: 'g1', name: '透明与裁剪', boundDesignAssetCollectionIds: [], previewPhoneModelId: null, previewMaterialColorId: null, productMode: null, revision: null };

const deps = fakeSaveDeps;

describe('saving opacity and crop', () => {
  it('sends the baked picture as the layer image, its size as the original size, and the original beside it', async () => {
    const { d, uploads, bakes, sent } = deps();
    const crop = { x: 100, y: 50, width: 100, height: 50 };
    await saveDesign(state([layer('a', { imageFileId: 'file-a', opacity: 40, crop, width: 200, height: 100 }), layer('b')]), META, d);
    expect(bakes).toEqual([{ crop, opacity: 40 }]);
    expect(uploads).toEqual(['layer-a.png']);
    expect(sent[0]!.layers[0]).toMatchObject({
      imageFileId: 'file-1',
      originalWidth: 100,
      originalHeight: 50,
      width: 200,
      height: 100,
      opacity: 40,
      crop,
      sourceImage: { imageFileId: 'file-a', width: 200, height: 100 },
    });
    // A layer drawn as its image is sent as before: nothing baked, nothing beside it.
    expect(sent[0]!.layers[1]).toMatchObject({ imageFileId: 'file-b', originalWidth: 200 });
    expect(sent[0]!.layers[1]!.sourceImage).toBeUndefined();
  });

  it('uploads a baked picture once: the next save with the same opacity and crop sends the same file', async () => {
    const files = new Map<string, string>();
    const s = state([layer('a', { imageFileId: 'file-a', opacity: 60 })]);
    await saveDesign(s, META, deps(files).d);
    const again = deps(files);
    await saveDesign(s, META, again.d);
    expect(again.uploads).toEqual([]);
    expect(again.sent[0]!.layers[0]!.imageFileId).toBe('file-1');
  });
});

import { describe, expect, it } from 'vitest';
import type { DesignTemplate, Stroke } from '../../../contract/templates';
import { DEFAULT_STROKE } from '../../../contract/stroke';
import { layersAfterSave, saveDesign, type TemplateMeta } from '../../../src/features/designer/save/saveDesign';
import { layer, state } from './fixtures';
import { fakeSaveDeps } from './saveFakes';

const META: TemplateMeta = { id: null, collectionId: 'g1', name: '描边', boundDesignAssetCollectionIds: [], previewPhoneModelId: null, previewMaterialColorId: null, productMode: null, revision: null };
const stroke = (over: Partial<Stroke> = {}): Stroke => ({ ...DEFAULT_STROKE, imageUrl: 'blob:http://console.test/stroke-a', imageFrame: { width: 1.2, height: 1.3 }, ...over });

const deps = fakeSaveDeps;

describe('saving a stroke', () => {
  it('uploads the stroke image with the layer images (kind 3) and sends its file id', async () => {
    const { d, uploads, sent } = deps();
    const s = state([layer('a', { imageFileId: 'file-a', stroke: stroke(), strokeSvgData: 'M0 0 Z' })]);
    const { fileIds } = await saveDesign(s, META, d);
    expect(uploads).toEqual(['stroke-a.png']);
    expect(sent[0].layers[0].stroke).toMatchObject({ imageFileId: 'file-1', imageFrame: { width: 1.2, height: 1.3 } });
    expect(sent[0].layers[0].strokeSvgData).toBe('M0 0 Z');
    // After the save the layer knows its stroke file: the next save uploads nothing again.
    const after = layersAfterSave(s.layers, { layers: [{ uuid: 'a', id: 'srv-a' }] } as unknown as DesignTemplate, fileIds);
    expect(after[0].stroke).toMatchObject({ imageUrl: 'blob:http://console.test/stroke-a', imageFileId: 'file-1' });
    const again = deps();
    await saveDesign(state(after), META, again.d);
    expect(again.uploads).toEqual([]);
  });

  it('saves a stroke still being computed without an image, and no stroke at all as null', async () => {
    const { d, uploads, sent } = deps();
    await saveDesign(state([layer('a', { stroke: stroke({ imageUrl: null, imageFrame: null }) }), layer('b')]), META, d);
    expect(uploads).toEqual([]);
    expect(sent[0].layers[0].stroke).toMatchObject({ width: DEFAULT_STROKE.width, imageUrl: null });
    expect(sent[0].layers[0].stroke?.imageFileId ?? null).toBeNull();
    expect(sent[0].layers[1].stroke).toBeNull();
  });
});

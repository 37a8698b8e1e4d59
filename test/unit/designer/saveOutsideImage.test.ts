import { describe, expect, it } from 'vitest';
import { saveDesign, type TemplateMeta } from '../../../src/features/designer/save/saveDesign';
import { CONSOLE_ORIGIN, fakeSaveDeps } from './saveFakes';
import { layer, state } from './fixtures';

const META: TemplateMeta = { id: null, collectionId: 'g', name: 'n', boundDesignAssetCollectionIds: [], previewPhoneModelId: null, previewMaterialColorId: null, productMode: null, revision: null };
const own = (uuid: string) => layer(uuid, { imageUrl: `${CONSOLE_ORIGIN}/api/files/f1/content` });

describe('a save never fetches an image from another origin', () => {
  it('refuses to read, upload or send a layer whose image is at an outside address', async () => {
    const { d, uploads, sent } = fakeSaveDeps();
    const read: string[] = [];
    const outside = 'http://console.test:9/x.png';
    const failure = await saveDesign(state([own('a'), layer('b', { imageUrl: outside, imageFileId: null })]), META, {
      ...d,
      readImage: async (url) => {
        read.push(url);
        return new Blob(['png'], { type: 'image/png' });
      },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(read).toEqual([]);
    expect(uploads).toEqual([]);
    expect(sent).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../contract/templates';
import { layersFromDraft, localImageUrls, type DesignDraft } from '../../../src/features/designer/drafts/designDraft';
import { DEFAULT_STROKE } from '../../../contract/stroke';
import { layer } from './fixtures';

const stroke = (over: Partial<Stroke> = {}): Stroke => ({ ...DEFAULT_STROKE, imageUrl: 'blob:old-stroke', imageFrame: { width: 1.2, height: 1.2 }, ...over });
const draft = (layers: DesignDraft['layers'], images: DesignDraft['images']): DesignDraft => ({ savedAt: 1, templateId: null, groupId: 'g', name: 'n', canvas: { width: 500, height: 1000 }, layers, images });

describe('drafts keep stroke images', () => {
  it('names a stroke image not uploaded yet as a local image, and not one that is', () => {
    expect(localImageUrls(layer('a', { imageFileId: null, imageUrl: 'blob:a', stroke: stroke() }))).toEqual(['blob:a', 'blob:old-stroke']);
    expect(localImageUrls(layer('a', { stroke: stroke({ imageUrl: 'https://x/s.png', imageFileId: 'f9' }) }))).toEqual([]);
  });

  it('restores the kept stroke image at a new URL, and a stroke whose image was not kept as one to compute', () => {
    const registered: string[] = [];
    const [kept, lost] = layersFromDraft(
      draft(
        [
          layer('a', { stroke: stroke(), strokeSvgData: 'M0 0 Z' }),
          layer('b', { stroke: stroke({ imageUrl: 'blob:gone' }), strokeSvgData: 'M1 1 Z' }),
        ],
        { 'blob:old-stroke': new Blob(['png']) },
      ),
      (url) => registered.push(url),
    );
    expect(registered).toHaveLength(1);
    expect(kept.stroke?.imageUrl).toBe(registered[0]);
    expect(kept.strokeSvgData).toBe('M0 0 Z');
    expect(lost.stroke).toMatchObject({ imageUrl: null, imageFrame: null, width: DEFAULT_STROKE.width });
    expect(lost.strokeSvgData).toBeNull();
  });
});

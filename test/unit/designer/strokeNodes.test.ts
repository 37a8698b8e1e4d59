import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../contract/templates';
import { DEFAULT_STROKE } from '../../../contract/stroke';
import { shownStroke, strokeNodeAttrs } from '../../../src/features/designer/view/strokeNodeGeometry';
import { layer } from './fixtures';

const stroke = (over: Partial<Stroke> = {}): Stroke => ({ ...DEFAULT_STROKE, imageUrl: 'blob:s', imageFrame: { width: 1.5, height: 2 }, ...over });

describe('stroke node geometry', () => {
  it('is centred on the layer, its size the layer’s times the frame, turned and flipped with it', () => {
    const l = layer('a', { left: 10, top: 20, width: 100, height: 50, rotation: 30, horizontalFlip: true, stroke: stroke() });
    expect(strokeNodeAttrs(l, 'blob:s', { width: 1.5, height: 2 })).toEqual({ url: 'blob:s', x: 60, y: 45, width: 150, height: 100, rotation: 30, scaleX: -1, scaleY: 1, visible: true });
  });

  it('keeps showing the last image while a new one is computed, and nothing once removed', () => {
    const before = { url: 'blob:old', frame: { width: 1.2, height: 1.2 } };
    expect(shownStroke(layer('a', { stroke: stroke() }), before)).toEqual({ url: 'blob:s', frame: { width: 1.5, height: 2 } });
    expect(shownStroke(layer('a', { stroke: stroke({ imageUrl: null, imageFrame: null }) }), before)).toEqual(before);
    expect(shownStroke(layer('a', { stroke: stroke({ imageUrl: null, imageFrame: null }) }), undefined)).toBeNull();
    expect(shownStroke(layer('a'), before)).toBeNull();
  });
});

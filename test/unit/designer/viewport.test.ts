import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  actualSize,
  clampPan,
  clampScale,
  fitViewport,
  nextZoomLevel,
  panBy,
  stepZoom,
  toDesign,
  wheelPixels,
  wheelZoom,
  zoomPercent,
  zoomTo,
} from '../../../src/features/designer/view/viewport';

const canvas = { width: 500, height: 1044 };
const view = { width: 700, height: 700 };

describe('the canvas viewport', () => {
  it('fits the canvas into 3/4 of the view, centred (spec 2 §9)', () => {
    const fitted = fitViewport(view, canvas);
    expect(fitted.scale).toBeCloseTo((700 * 0.75) / 1044);
    expect(fitted.x).toBeCloseTo((700 - 500 * fitted.scale) / 2);
    expect(fitted.y).toBeCloseTo((700 - 1044 * fitted.scale) / 2);
    expect(zoomPercent(fitted)).toBe(50);
  });

  it('zooms about a point: the design point under it stays under it', () => {
    const fitted = fitViewport(view, canvas);
    const anchor = { x: 300, y: 200 };
    const before = toDesign(fitted, anchor);
    const zoomed = zoomTo(fitted, 2, anchor, view, canvas);
    expect(zoomed.scale).toBe(2);
    const after = toDesign(zoomed, anchor);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('Ctrl + wheel: a notch up (-100 px) zooms in by 1.25, down zooms out as much', () => {
    const at100 = actualSize(fitViewport(view, canvas), view, canvas);
    expect(wheelZoom(at100, -100, { x: 350, y: 350 }, view, canvas).scale).toBeCloseTo(1.25);
    expect(wheelZoom(at100, 100, { x: 350, y: 350 }, view, canvas).scale).toBeCloseTo(0.8);
    // A trackpad pinch sends small deltas: a small zoom.
    expect(wheelZoom(at100, -4, { x: 350, y: 350 }, view, canvas).scale).toBeCloseTo(1.25 ** 0.04);
  });

  it('reads a wheel delta in lines and pages as pixels', () => {
    expect(wheelPixels(3, 0, 700)).toBe(3);
    expect(wheelPixels(3, 1, 700)).toBe(48);
    expect(wheelPixels(1, 2, 700)).toBe(700);
  });

  it('放大 and 缩小 go to the next round level, past the one the zoom is at', () => {
    expect(nextZoomLevel(0.5, 1)).toBe(0.75);
    expect(nextZoomLevel(0.503, 1)).toBe(0.75);
    expect(nextZoomLevel(0.43, 1)).toBe(0.5);
    expect(nextZoomLevel(1, 1)).toBe(1.5);
    expect(nextZoomLevel(1.5, 1)).toBe(2);
    expect(nextZoomLevel(1, -1)).toBe(0.75);
    expect(nextZoomLevel(0.43, -1)).toBe(0.33);
    expect(nextZoomLevel(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    const at100 = actualSize(fitViewport(view, canvas), view, canvas);
    expect(stepZoom(stepZoom(at100, 1, view, canvas), 1, view, canvas).scale).toBe(2);
  });

  it('keeps the zoom between 10% and 800%, lower only when even 10% does not fit the canvas', () => {
    expect(clampScale(20, view, canvas)).toBe(MAX_ZOOM);
    expect(clampScale(0.01, view, canvas)).toBe(0.1);
    const tiny = { width: 100, height: 60 };
    expect(clampScale(0.01, tiny, canvas)).toBeCloseTo((60 * 0.75) / 1044);
  });

  it('pans only where the canvas is larger than the view, and never loses it', () => {
    // At 100% the canvas is 500 wide (fits 700 with its margins) and 1044 high (does not).
    const at100 = actualSize(fitViewport(view, canvas), view, canvas);
    expect(at100.x).toBe(100);
    const scrolled = panBy(at100, -40, -120, view, canvas);
    expect(scrolled.x).toBe(100);
    expect(scrolled.y).toBe(at100.y - 120);
    // An edge stops 1/8 of the view inside it.
    const margin = (700 * 0.25) / 2;
    expect(panBy(at100, 0, 5000, view, canvas).y).toBe(margin);
    expect(panBy(at100, 0, -5000, view, canvas).y).toBe(700 - 1044 - margin);
    // Fitted, there is nothing to pan to.
    const fitted = fitViewport(view, canvas);
    expect(panBy(fitted, 30, 30, view, canvas)).toEqual(clampPan(fitted, view, canvas));
    expect(clampPan(fitted, view, canvas).x).toBeCloseTo(fitted.x);
  });
});

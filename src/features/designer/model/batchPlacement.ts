/**
 * Several images added in one go (a pick of several files, a drop): each is made as a single upload makes
 * it (spec 2 §9: fitted to the canvas width, or 90 wide for a sticker, centred), which would put them all
 * on one spot, each hiding the one below. Spec 2 has no rule for a batch; a merchant who has used Canva or
 * Polotno expects them cascaded: the n-th is moved right and down by n steps of 5 % of the canvas, so every
 * one shows an edge to grab, starting over after 10 so a large batch stays on the canvas.
 */
import type { CanvasSize, Layer } from './types';

export const BATCH_STEP_RATIO = 0.05;
export const BATCH_CYCLE = 10;

export function cascadeLayers(layers: readonly Layer[], canvas: CanvasSize): Layer[] {
  return layers.map((layer, index) => {
    const step = index % BATCH_CYCLE;
    if (step === 0) return layer;
    return { ...layer, left: layer.left + step * BATCH_STEP_RATIO * canvas.width, top: layer.top + step * BATCH_STEP_RATIO * canvas.height };
  });
}

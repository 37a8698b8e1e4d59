/**
 * Cropping an image layer (docs/designer.md, "Opacity and crop"). The designer keeps the whole original
 * image on the layer (imageUrl, originalWidth/Height) and the part shown as `crop`, in the original's pixels;
 * the layer's box is where that part is drawn. A save bakes the part into the uploaded image
 * (save/bakeLayerImage.ts), so a renderer knowing only spec 2 §3's fields draws the box right, and a later
 * crop starts again from the whole original.
 */
import type { LayerCrop } from '../../../../contract/templates';
import { canTransform } from './layerLookup';
import type { Layer } from './types';

export type { LayerCrop };

/**
 * An image layer that may be cropped: a picture of its own (not a text, whose picture is redrawn from its
 * text; not an AI cutout's placeholder), that may change its box (spec 2 §4: not locked, not the background).
 */
export function canCrop(layer: Layer): boolean {
  return layer.type === 'IMAGE' && layer.imageUrl !== '' && canTransform(layer) && layer.originalWidth > 0 && layer.originalHeight > 0;
}

/** The part of the original shown: the whole image when the layer has no crop. */
export function cropOf(layer: Pick<Layer, 'crop' | 'originalWidth' | 'originalHeight'>): LayerCrop {
  return layer.crop ?? { x: 0, y: 0, width: layer.originalWidth, height: layer.originalHeight };
}

/** Whole pixels inside the original, at least one each way: what the save's baked image can hold exactly. */
export function clampCrop(crop: LayerCrop, imageWidth: number, imageHeight: number): LayerCrop {
  const x = clamp(Math.round(crop.x), 0, imageWidth - 1);
  const y = clamp(Math.round(crop.y), 0, imageHeight - 1);
  const right = clamp(Math.round(crop.x + crop.width), x + 1, imageWidth);
  const bottom = clamp(Math.round(crop.y + crop.height), y + 1, imageHeight);
  return { x, y, width: right - x, height: bottom - y };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function sameCrop(a: LayerCrop, b: LayerCrop): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/**
 * The layer showing `next` of its original: the image keeps its scale and place on the canvas (as in
 * Canva, the part left stays where it was drawn), so the box moves to where that part is, turned and
 * mirrored as the layer is. The whole image again leaves no crop field.
 */
export function cropLayer(layer: Layer, next: LayerCrop): Layer {
  const current = cropOf(layer);
  const crop = clampCrop(next, layer.originalWidth, layer.originalHeight);
  if (sameCrop(crop, current)) return layer;
  const scaleX = layer.width / current.width;
  const scaleY = layer.height / current.height;
  const width = crop.width * scaleX;
  const height = crop.height * scaleY;
  // The new part's centre from the old one's, in the layer's own axes; mirrored, then turned, as drawn.
  let dx = (crop.x + crop.width / 2 - (current.x + current.width / 2)) * scaleX;
  let dy = (crop.y + crop.height / 2 - (current.y + current.height / 2)) * scaleY;
  if (layer.horizontalFlip) dx = -dx;
  if (layer.verticalFlip) dy = -dy;
  const turn = (layer.rotation * Math.PI) / 180;
  const centreX = layer.left + layer.width / 2 + dx * Math.cos(turn) - dy * Math.sin(turn);
  const centreY = layer.top + layer.height / 2 + dx * Math.sin(turn) + dy * Math.cos(turn);
  const { crop: _old, ...rest } = layer;
  const whole = crop.x === 0 && crop.y === 0 && crop.width === layer.originalWidth && crop.height === layer.originalHeight;
  return { ...rest, ...(whole ? {} : { crop }), left: centreX - width / 2, top: centreY - height / 2, width, height };
}

/** What a crop frame's drag takes hold of: an edge, a corner, or the frame itself (moved over the image). */
export type CropHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw' | 'move';

export const CROP_HANDLES: readonly CropHandle[] = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'move'];

/**
 * The crop after dragging `handle` by (dx, dy) of the original's pixels, in the image's own axes: an edge
 * stops at the image's edge and one pixel before the opposite edge; the frame moved stays on the image.
 */
export function dragCrop(start: LayerCrop, handle: CropHandle, dx: number, dy: number, imageWidth: number, imageHeight: number): LayerCrop {
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  if (handle === 'move') {
    const x = clamp(start.x + dx, 0, imageWidth - start.width);
    const y = clamp(start.y + dy, 0, imageHeight - start.height);
    return { ...start, x, y };
  }
  let left = start.x;
  let top = start.y;
  let newRight = right;
  let newBottom = bottom;
  if (handle.includes('w')) left = clamp(start.x + dx, 0, right - 1);
  if (handle.includes('e')) newRight = clamp(right + dx, left + 1, imageWidth);
  if (handle.includes('n')) top = clamp(start.y + dy, 0, bottom - 1);
  if (handle.includes('s')) newBottom = clamp(bottom + dy, top + 1, imageHeight);
  return { x: left, y: top, width: newRight - left, height: newBottom - top };
}

/**
 * A pointer's move on screen, `zoom` screen pixels a canvas pixel, as a move in the layer's original image:
 * turned back by the layer's rotation, mirrored back by its flips, divided by how large the image is drawn.
 */
export function screenToImage(layer: Layer, zoom: number, dx: number, dy: number): { dx: number; dy: number } {
  const turn = (layer.rotation * Math.PI) / 180;
  let x = dx * Math.cos(turn) + dy * Math.sin(turn);
  let y = -dx * Math.sin(turn) + dy * Math.cos(turn);
  if (layer.horizontalFlip) x = -x;
  if (layer.verticalFlip) y = -y;
  const shown = cropOf(layer);
  return { dx: (x / zoom) * (shown.width / layer.width), dy: (y / zoom) * (shown.height / layer.height) };
}

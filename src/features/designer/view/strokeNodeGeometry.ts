/**
 * Where a layer's stroke image goes on the canvas: the layer's centre, rotation and flips, and
 * the layer's size times the stroke's `imageFrame` (the image reaches past the layer by the offset and
 * the lines), so it follows every move, scale, turn and flip of the layer.
 */
import type { StrokeImageFrame } from '../../../../contract/templates';
import type { Layer } from '../model';
import { nodeAttrsFor, type LayerNodeAttrs } from './layerNodes';

/**
 * A layer node's attributes but the hit radius, a stroke never being hit, and the opacity: the stroke has its
 * own (spec 2 §3), and the layer's fades its picture only (docs/designer.md, "Opacity and crop").
 */
export type StrokeNodeAttrs = Omit<LayerNodeAttrs, 'hitRadius' | 'opacity'>;

export function strokeNodeAttrs(layer: Layer, url: string, frame: StrokeImageFrame): StrokeNodeAttrs {
  const { x, y, rotation, scaleX, scaleY, visible } = nodeAttrsFor(layer);
  return { url, x, y, width: layer.width * frame.width, height: layer.height * frame.height, rotation, scaleX, scaleY, visible };
}

/**
 * What to show for a layer's stroke: its image, or while a new one is computed (no image yet) the one
 * shown before, so a slider drag does not flicker; nothing once the stroke is removed.
 */
export function shownStroke(layer: Layer, shown: { url: string; frame: StrokeImageFrame } | undefined): { url: string; frame: StrokeImageFrame } | null {
  const stroke = layer.stroke;
  if (!stroke) return null;
  if (stroke.imageUrl && stroke.imageFrame) return { url: stroke.imageUrl, frame: stroke.imageFrame };
  return shown ?? null;
}

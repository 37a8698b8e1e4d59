/**
 * What makes a layer the background (spec 2 §4: "Setting a new one clears the old flag, fits the layer to
 * the canvas, resets rotation and stroke, and moves it to the bottom"), for the designer (model/background.ts)
 * and for a template made elsewhere (the PSD template import): one fit wherever a background is made.
 */
import type { Layer } from '../../contract/templates';

export interface Size {
  width: number;
  height: number;
}

/**
 * "Fits the layer to the canvas" read as cover: an image of `image`'s shape scaled so that it covers the
 * whole canvas, keeping its aspect, centred (what a background must do: no empty strip at any edge).
 */
export function coverBox(image: Size, canvas: Size): Pick<Layer, 'left' | 'top' | 'width' | 'height'> {
  if (!(image.width > 0 && image.height > 0)) return { left: 0, top: 0, width: canvas.width, height: canvas.height };
  const scale = Math.max(canvas.width / image.width, canvas.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { left: (canvas.width - width) / 2, top: (canvas.height - height) / 2, width, height };
}

/** The layer's cover box: its aspect from the image's natural size (originalWidth/Height) when known, else from its own size. */
export function coverCanvas(layer: Pick<Layer, 'originalWidth' | 'originalHeight' | 'width' | 'height'>, canvas: Size): Pick<Layer, 'left' | 'top' | 'width' | 'height'> {
  const known = layer.originalWidth > 0 && layer.originalHeight > 0;
  return coverBox(known ? { width: layer.originalWidth, height: layer.originalHeight } : { width: layer.width, height: layer.height }, canvas);
}

/**
 * The layer as the background: fitted by cover, flagged, not rotated, no stroke, and in no group (a group's
 * members lie together in the stack, and the background lies alone at its bottom). Where it goes in the
 * stack is the caller's (the bottom).
 */
export function asBackground<T extends Layer>(layer: T, canvas: Size): T {
  const { groupId: _group, groupName: _name, ...ungrouped } = layer;
  return { ...ungrouped, ...coverCanvas(layer, canvas), isBackground: true, rotation: 0, stroke: null, strokeSvgData: null } as T;
}

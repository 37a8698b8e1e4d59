/**
 * Layer ↔ Leafer node geometry. The model's `left`/`top` are the top-left corner of the unrotated box
 * and `rotation` turns about the centre (model/geometry.ts). A Leafer node with `around: 'center'` is
 * placed by its centre and turns about it, so the node's x, y are the layer's centre.
 */
import type { IImagePaint } from 'leafer-ui';
import { MIN_SELECTION_BOX } from '../model/constants';
import { LAYER_OPACITY_MAX, opacityOf, type Box, type Layer } from '../model';

/** The node attributes that follow the layer. */
export interface LayerNodeAttrs {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
  /** How far around the image a pointer still hits it. */
  hitRadius: number;
  /** False for a layer hidden in the layer list: not drawn, not hit, not exported (model/visibility.ts). */
  visible: boolean;
  /** The layer's opacity (model/opacity.ts), 0–1 as Leafer takes it. */
  opacity: number;
}

/** Spec 2 §9: a layer is hit in a box at least 60 × 60, however small it is drawn. */
export function hitRadiusFor(layer: Pick<Layer, 'width' | 'height'>): number {
  return Math.max(0, (MIN_SELECTION_BOX - Math.min(layer.width, layer.height)) / 2);
}

export function nodeAttrsFor(layer: Layer): LayerNodeAttrs {
  return {
    url: layer.imageUrl,
    x: layer.left + layer.width / 2,
    y: layer.top + layer.height / 2,
    width: layer.width,
    height: layer.height,
    rotation: layer.rotation,
    // Negative scale about the centre mirrors the image in place.
    scaleX: layer.horizontalFlip ? -1 : 1,
    scaleY: layer.verticalFlip ? -1 : 1,
    hitRadius: hitRadiusFor(layer),
    visible: !layer.hidden,
    opacity: opacityOf(layer) / LAYER_OPACITY_MAX,
  };
}

/**
 * How a cropped layer's node fills its box (model/crop.ts): the image it is drawn from (`drawnWidth` wide, the
 * original or a reduced copy of it) placed so that the crop fills the box, the rest clipped away. Null for a
 * layer drawn whole, which Leafer's Image stretches over its box itself.
 */
export function croppedFill(layer: Layer, url: string, drawnWidth: number, drawnHeight: number): IImagePaint | null {
  const crop = layer.crop;
  if (!crop || url === '') return null;
  const scaleX = layer.width / crop.width;
  const scaleY = layer.height / crop.height;
  return {
    type: 'image',
    url,
    mode: 'clip',
    offset: { x: -crop.x * scaleX, y: -crop.y * scaleY },
    scale: { x: (scaleX * layer.originalWidth) / drawnWidth, y: (scaleY * layer.originalHeight) / drawnHeight },
  };
}

/** What a node says after Leafer's editor resized or rotated it. */
export interface NodeGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** The layer box a node shows (the editor keeps x, y on the centre because of `around`). */
export function boxFromNode(node: NodeGeometry): Box {
  return { left: node.x - node.width / 2, top: node.y - node.height / 2, width: node.width, height: node.height };
}

/**
 * Attribute values differ by more than float noise. Leafer stores what it is given, but the editor's
 * matrix arithmetic hands back 100.00000000001 for 100; writing those back would be a change each frame.
 */
export function differs(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) > 1e-6;
  return a !== b;
}

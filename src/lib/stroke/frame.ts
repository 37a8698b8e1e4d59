/**
 * Where the stroke image sits: the layer's box grown on every side by the stroke's reach, at a working
 * resolution of twice the layer's size on the canvas (sharp on a 2× screen and in the thumbnail), capped so
 * no side passes 2048 pixels. The frame is kept relative to the layer (`imageFrame`), so when the layer is
 * moved, scaled, rotated or flipped afterwards the stroke image follows it like the image itself.
 */
import { strokeReach, type StrokeGeometry } from './styles';

export const WORK_SCALE = 2;
export const MAX_WORK_SIDE = 2048;
/**
 * Above this the outline is traced on a mask of half the working size: the distance transform and the
 * tracing cost grows with the mask's area: a 2000 × 2000 sticker's SOLID outline took 90.7 ms traced at
 * full size against 36.1 ms at half (`npm run bench`, stroke; this 2-core machine, load 3.3–3.7, 2026-11-26),
 * for an outline no one can tell apart once it is interpolated and drawn.
 */
export const MAX_MASK_SIDE = 1024;

export interface StrokeFrame {
  /** Working pixels per canvas pixel. */
  scale: number;
  /**
   * How many working pixels a pixel of the mask the outline is traced on covers: 2 when the working image
   * is larger than MAX_MASK_SIDE on a side (the outline traced at half the working resolution, its
   * crossings interpolated between pixels; the lines drawn at full), else 1. Every size below is a
   * multiple of it.
   */
  maskStep: number;
  /** The image drawn at this size into the working canvas... */
  imageWidth: number;
  imageHeight: number;
  /** ...at this distance from each edge. */
  pad: number;
  canvasWidth: number;
  canvasHeight: number;
  /** The stroke image's size as a multiple of the layer's, centred on it. */
  relative: { width: number; height: number };
}

/** `geometry` in canvas pixels; the layer's size as shown on the canvas. */
export function strokeFrame(layerWidth: number, layerHeight: number, geometry: StrokeGeometry): StrokeFrame {
  // One pixel more for the antialiased edge of the outermost line.
  const reach = strokeReach(geometry) + 1;
  const scale = Math.min(WORK_SCALE, MAX_WORK_SIDE / (Math.max(layerWidth, layerHeight) + 2 * reach));
  const maskStep = (Math.max(layerWidth, layerHeight) + 2 * reach) * scale > MAX_MASK_SIDE ? 2 : 1;
  const even = (n: number) => Math.max(maskStep, Math.round(n / maskStep) * maskStep);
  const imageWidth = even(layerWidth * scale);
  const imageHeight = even(layerHeight * scale);
  const pad = Math.ceil((reach * scale) / maskStep) * maskStep + maskStep;
  const canvasWidth = imageWidth + 2 * pad;
  const canvasHeight = imageHeight + 2 * pad;
  return {
    scale,
    maskStep,
    imageWidth,
    imageHeight,
    pad,
    canvasWidth,
    canvasHeight,
    relative: { width: canvasWidth / imageWidth, height: canvasHeight / imageHeight },
  };
}

/** The geometry in working pixels. */
export function scaledGeometry<G extends StrokeGeometry>(geometry: G, scale: number): G {
  return { ...geometry, offset: geometry.offset * scale, width: geometry.width * scale, width2: geometry.width2 * scale };
}

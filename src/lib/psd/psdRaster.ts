/**
 * The worker's pixels (OffscreenCanvas): a planned layer made into the canvas its PNG is encoded from,
 * an artboard's background colour, and the preview every listed artboard shows. Worker-only.
 */
import type { PlannedArtboard } from './psdArtboards';
import { MAX_IMAGE_SIDE } from '../imageLimits';
import { placeOnCanvas, type Fit, type Size } from './psdPlacement';

type PlannedLayer = PlannedArtboard['layers'][number];

/** Spec 2 §9: the thumbnail is 600 high. */
export const THUMBNAIL_HEIGHT = 600;

/** The layer's pixels with its opacity baked in (the model has no layer opacity), cut to its artboard. */
export function layerCanvas(layer: PlannedLayer): OffscreenCanvas {
  const image = layer.source.imageData as ImageData;
  if (layer.opacity < 1) {
    const { data } = image;
    for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i] * layer.opacity);
  }
  const canvas = new OffscreenCanvas(image.width, image.height);
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  return cropped(canvas, layer.crop);
}

/** The part of the layer inside its artboard (psdArtboards.ts clipToBoard), or the whole layer. */
function cropped(canvas: OffscreenCanvas, crop: PlannedLayer['crop']): OffscreenCanvas {
  if (!crop) return canvas;
  const part = new OffscreenCanvas(crop.width, crop.height);
  part.getContext('2d')!.drawImage(canvas, -crop.x, -crop.y);
  return part;
}

/** The size a layer's PNG gets: its own, unless wider or taller than the console takes any image (imageLimits.ts). */
export function pngSize(size: Size): Size {
  const scale = MAX_IMAGE_SIDE / Math.max(size.width, size.height);
  if (scale >= 1) return { width: size.width, height: size.height };
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** The canvas scaled down to `pngSize` where it exceeds the image limit; its place on the canvas stays. */
export function withinImageLimit(canvas: OffscreenCanvas): OffscreenCanvas {
  const size = pngSize(canvas);
  if (size.width === canvas.width && size.height === canvas.height) return canvas;
  const smaller = new OffscreenCanvas(size.width, size.height);
  smaller.getContext('2d')!.drawImage(canvas, 0, 0, smaller.width, smaller.height);
  return smaller;
}

/** The artboard's background colour over the whole artboard (within the image limit): the bottom layer. */
export function backgroundCanvas(board: Size, color: string): OffscreenCanvas {
  const size = pngSize(board);
  const fill = new OffscreenCanvas(size.width, size.height);
  const context = fill.getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, fill.width, fill.height);
  return fill;
}

/** The artboard's preview: its background and layers placed on the template canvas, 600 high. */
export function previewCanvas(board: PlannedArtboard, layers: readonly OffscreenCanvas[], canvasSize: Size, fit: Fit): OffscreenCanvas {
  const width = Math.max(1, Math.round((THUMBNAIL_HEIGHT * canvasSize.width) / canvasSize.height));
  const ratio = THUMBNAIL_HEIGHT / canvasSize.height;
  const preview = new OffscreenCanvas(width, THUMBNAIL_HEIGHT);
  const context = preview.getContext('2d')!;
  const draw = (box: { left: number; top: number; width: number; height: number }, paint: (x: number, y: number, w: number, h: number) => void) => {
    const placed = placeOnCanvas(box, fit);
    paint(placed.left * ratio, placed.top * ratio, placed.width * ratio, placed.height * ratio);
  };
  if (board.background) {
    context.fillStyle = board.background;
    draw({ left: 0, top: 0, width: board.width, height: board.height }, (x, y, w, h) => context.fillRect(x, y, w, h));
  }
  board.layers.forEach((layer, i) => draw(layer, (x, y, w, h) => context.drawImage(layers[i]!, x, y, w, h)));
  return preview;
}

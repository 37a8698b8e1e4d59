/**
 * The worker's pixels (OffscreenCanvas): a planned layer made into the canvas its PNG is encoded from,
 * an artboard's background colour, the template's thumbnail drawn from those, and the preview each
 * listed artboard shows (psdPreview.ts). Worker-only.
 */
import { MAX_IMAGE_SIDE } from '../imageLimits';
import { placeShown, type ArtboardLayerBox, type Fit, type Size } from './psdPlacement';
import { sampleNearest, sampleSize } from './psdPreview';
import type { PixelArtboard, PixelLayer } from './psdProtocol';
import { canvasPictureSize, THUMBNAIL_HEIGHT } from '../../../contract/canvasPicture';


/**
 * The dialog shows an artboard's preview 200 CSS px high (ui/psdImport.css): two device pixels to each is
 * enough for the screens sellers use; the thumbnail's 600 would be 2.25 times the pixels to sample and
 * draw before the list shows, for nothing the merchant sees.
 */
export const PREVIEW_HEIGHT = 400;

/**
 * Past this many importable artboards the previews are drawn one device pixel to each CSS pixel: each
 * preview is held twice on the page (its bitmap, then the canvas it is drawn on), and a file of 3,000
 * artboards at PREVIEW_HEIGHT took about 2.5 GB there. At half the height a preview holds a quarter of
 * the pixels, and the dialog lets each bitmap go once drawn.
 */
export const MANY_PREVIEWS = 100;

/** The previews' height for a file of `importable` importable artboards. */
export const previewHeight = (importable: number): number => (importable > MANY_PREVIEWS ? PREVIEW_HEIGHT / 2 : PREVIEW_HEIGHT);

/** The layer's opacity baked into its pixels (the model has no layer opacity), once: it is 1 after. */
export function bakeOpacity(layer: PixelLayer): void {
  if (layer.opacity >= 1) return;
  const { data } = layer.pixels;
  for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i]! * layer.opacity);
  layer.opacity = 1;
}

/** The layer's pixels with its opacity baked in, cut to its artboard. */
export function layerCanvas(layer: PixelLayer): OffscreenCanvas {
  bakeOpacity(layer);
  const { data, width, height } = layer.pixels;
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.putImageData(new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
  return cropped(canvas, layer.crop);
}

/** The part of the layer inside its artboard (psdArtboards.ts clipToBoard), or the whole layer. */
function cropped(canvas: OffscreenCanvas, crop: PixelLayer['crop']): OffscreenCanvas {
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

/**
 * A layer as the bitmap the designer places, as its PNG will show it: opacity baked in, cut to the artboard,
 * within the image limit. Straight from the decoded pixels, with no canvas: the pixels are copied as this is
 * called (createImageBitmap copies an ImageData before it returns), so they may be moved on at once.
 */
export function layerBitmap(layer: PixelLayer): Promise<ImageBitmap> {
  bakeOpacity(layer);
  const { data, width, height } = layer.pixels;
  const crop = layer.crop ?? { x: 0, y: 0, width, height };
  const size = pngSize(crop);
  const resize = size.width === crop.width && size.height === crop.height ? {} : { resizeWidth: size.width, resizeHeight: size.height };
  return createImageBitmap(new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height), crop.x, crop.y, crop.width, crop.height, resize);
}

/** The artboard's background colour as the designer places it (backgroundCanvas), or null for none. */
export function backgroundBitmap(board: PixelArtboard): ImageBitmap | null {
  return board.background ? backgroundCanvas(board, board.background).transferToImageBitmap() : null;
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

/** The preview and the thumbnail: the template canvas, `height` high (contract/canvasPicture.ts). */
function thumbnailSize(canvasSize: Size, height: number): Size & { ratio: number } {
  const { width, height: high, scale } = canvasPictureSize(canvasSize, height);
  return { width, height: high, ratio: scale };
}

/** Where a box of the artboard lands on the preview or the thumbnail, in their pixels (fractions allowed). */
interface ThumbnailBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function thumbnailBox(box: ArtboardLayerBox, fit: Fit, canvasSize: Size, ratio: number): ThumbnailBox {
  const placed = placeShown(box, fit, canvasSize);
  return { x: placed.left * ratio, y: placed.top * ratio, width: placed.width * ratio, height: placed.height * ratio };
}

/**
 * The listed artboard's preview, drawn as the thumbnail is but from each layer sampled down first
 * (psdPreview.ts): the layers' full-size canvases are made after the listing, for their PNGs.
 */
export function previewBitmap(board: PixelArtboard, canvasSize: Size, fit: Fit, height = PREVIEW_HEIGHT): ImageBitmap {
  const preview = thumbnailCanvas(board, canvasSize, height);
  const context = preview.getContext('2d')!;
  const { ratio } = thumbnailSize(canvasSize, height);
  for (const layer of board.layers) {
    const image = layer.pixels;
    const box = thumbnailBox(layer, fit, canvasSize, ratio);
    const crop = layer.crop ?? { x: 0, y: 0, width: image.width, height: image.height };
    const size = sampleSize(crop, box.width, box.height);
    const sample = new OffscreenCanvas(size.width, size.height);
    sample.getContext('2d')!.putImageData(new ImageData(sampleNearest(image, crop, size.width, size.height), size.width, size.height), 0, 0);
    // The opacity baked into the PNG's pixels later (layerCanvas), applied here as the layer is drawn.
    context.globalAlpha = layer.opacity;
    context.drawImage(sample, box.x, box.y, box.width, box.height);
  }
  // The canvas's pixels become the bitmap without a copy; the canvas is not used again.
  return preview.transferToImageBitmap();
}

/**
 * The preview scaled down from the artboard's finished thumbnail (THUMBNAIL_HEIGHT high, drawn from the
 * full-size layers): for a file of a few artboards, whose layers' canvases are made for their PNGs
 * anyway, this is one drawImage instead of sampling every layer a second time.
 */
export function previewFromThumbnail(thumbnail: OffscreenCanvas, canvasSize: Size, height = PREVIEW_HEIGHT): ImageBitmap {
  const size = thumbnailSize(canvasSize, height);
  const preview = new OffscreenCanvas(size.width, size.height);
  const context = preview.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(thumbnail, 0, 0, size.width, size.height);
  return preview.transferToImageBitmap();
}

/**
 * The template's thumbnail (or the preview), its background colour painted over the whole canvas (the
 * colour's layer comes in covering it); `drawThumbnailLayer` adds the layers, bottom first.
 */
export function thumbnailCanvas(board: PixelArtboard, canvasSize: Size, height = THUMBNAIL_HEIGHT): OffscreenCanvas {
  const size = thumbnailSize(canvasSize, height);
  const thumbnail = new OffscreenCanvas(size.width, size.height);
  if (board.background) {
    const context = thumbnail.getContext('2d')!;
    context.fillStyle = board.background;
    context.fillRect(0, 0, size.width, size.height);
  }
  return thumbnail;
}

export function drawThumbnailLayer(thumbnail: OffscreenCanvas, layer: PixelLayer, pixels: OffscreenCanvas, canvasSize: Size, fit: Fit): void {
  const box = thumbnailBox(layer, fit, canvasSize, thumbnailSize(canvasSize, THUMBNAIL_HEIGHT).ratio);
  thumbnail.getContext('2d')!.drawImage(pixels, box.x, box.y, box.width, box.height);
}

/**
 * The thumbnail made for each uploaded design asset (spec 1 §9: "thumbnail resize: default 400 px,
 * quality 75"): the asset lists show it instead of the full image, which may be up to 3 MB.
 *
 * Format: WebP. Stickers are PNGs with transparency, and JPEG has no alpha channel (a sticker's
 * transparent margin would turn black); WebP keeps alpha and, at quality 0.75, is smaller than JPEG for
 * photos too, so one format serves all three asset types. Chrome encodes WebP from a canvas; a browser
 * that cannot hands back PNG instead (canvas.toBlob's fallback), which still keeps transparency.
 */
import { MSG } from '../messages';
import { readImageFile } from './imageHeader';

export const THUMBNAIL_MAX = 400;
export const THUMBNAIL_QUALITY = 0.75;
export const THUMBNAIL_TYPE = 'image/webp';

/** The image could not be read: the merchant sees MSG.common.imageDamaged; `detail` says why, for us. */
export class ThumbnailError extends Error {
  override name = 'ThumbnailError';
  constructor(readonly detail: string) {
    super(MSG.common.imageDamaged);
  }
}

/**
 * The size of the thumbnail of a `width` × `height` image: the longest side at most `max`, the aspect
 * ratio kept, never larger than the image (a small sticker stays as it is), whole pixels, at least 1
 * (a 4000 × 2 strip still gets a row).
 */
export function thumbnailSize(width: number, height: number, max = THUMBNAIL_MAX): { width: number; height: number } {
  if (!(width > 0 && height > 0 && max >= 1) || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new RangeError(`thumbnailSize: bad size ${width} × ${height} (max ${max})`);
  }
  const scale = Math.min(1, Math.floor(max) / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The thumbnail size of a vector image (SVG): the longest side exactly `max`. Unlike a bitmap it can be
 * drawn larger without blurring, and many SVGs declare a small size or none (Chrome then gives an
 * <img> 300 × 150, or 150 px tall with a viewBox), which would otherwise make a thumbnail the list
 * has to stretch.
 */
export function vectorThumbnailSize(width: number, height: number, max = THUMBNAIL_MAX): { width: number; height: number } {
  const scale = Math.floor(max) / Math.max(width, height);
  return thumbnailSize(width * scale, height * scale, max);
}

type Decoded = { source: CanvasImageSource; width: number; height: number; vector: boolean; release: () => void };

/**
 * A WebP (else PNG) thumbnail of an image file, made with createImageBitmap and a canvas. Rejects with a
 * ThumbnailError when the file does not decode (a damaged or foreign file).
 */
export async function makeThumbnail(file: Blob, options: { max?: number; quality?: number } = {}): Promise<Blob> {
  const { max = THUMBNAIL_MAX, quality = THUMBNAIL_QUALITY } = options;
  const image = (await isSvg(file)) ? await decodeSvg(file) : await decodeBitmap(file);
  try {
    const size = (image.vector ? vectorThumbnailSize : thumbnailSize)(image.width, image.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ThumbnailError('no 2d canvas context');
    // 'high' resamples from the whole source; the default ('low') aliases badly at 5× reductions.
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, size.width, size.height);
    return await canvasBlob(canvas, quality);
  } finally {
    image.release();
  }
}

async function decodeBitmap(file: Blob): Promise<Decoded> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new ThumbnailError(error instanceof Error ? error.message : String(error));
  }
  return { source: bitmap, width: bitmap.width, height: bitmap.height, vector: false, release: () => bitmap.close() };
}

/** Chrome 87's createImageBitmap refuses SVG blobs; an <img> decodes them (and a canvas may draw it). */
async function decodeSvg(file: Blob): Promise<Decoded> {
  // Chrome never sniffs SVG: an image typed anything else (a File from a drop can come untyped) fails.
  const url = URL.createObjectURL(file.type === 'image/svg+xml' ? file : new Blob([file], { type: 'image/svg+xml' }));
  const img = new Image();
  try {
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new ThumbnailError('the SVG did not load'));
      img.src = url;
    });
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  // The declared size (width and height, else the viewBox) gives the aspect ratio; an SVG that declares
  // neither falls back to what the <img> made of it.
  const header = await readImageFile(file, 'image.svg');
  const width = header.ok ? header.width : img.naturalWidth || THUMBNAIL_MAX;
  const height = header.ok ? header.height : img.naturalHeight || THUMBNAIL_MAX;
  return { source: img, width, height, vector: true, release: () => URL.revokeObjectURL(url) };
}

async function isSvg(file: Blob): Promise<boolean> {
  if (file.type === 'image/svg+xml') return true;
  if (/\.svg$/i.test((file as Partial<File>).name ?? '')) return true;
  if (file.type && file.type !== 'application/octet-stream') return false;
  // Untyped: look for the root tag, as imageHeader does.
  const head = await file.slice(0, 1024).text();
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head.replace(/^\uFEFF/, ''));
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ThumbnailError('the canvas gave no image'))), THUMBNAIL_TYPE, quality);
    } catch (error) {
      // A tainted canvas (an SVG pulling in outside content) refuses to export.
      reject(new ThumbnailError(error instanceof Error ? error.message : String(error)));
    }
  });
}

/** The file extension that matches what makeThumbnail produced, for the uploaded file's name. */
export function thumbnailExtension(thumbnail: Blob): string {
  return thumbnail.type === 'image/webp' ? 'webp' : thumbnail.type === 'image/jpeg' ? 'jpg' : 'png';
}

/**
 * What the layout reads from a decoded print file besides its size: the share of it that is drawn (the
 * design check, checks.ts), counted on a rendition, and a small rendition for the preview. Made where the file
 * is decoded: in the worker that prepares its PDF image (prepareImage.worker.ts), or on the page when that fails.
 */
import { opaqueFraction } from './checks';

/** The preview's rendition: enough for a slot drawn a few hundred pixels tall. */
const PREVIEW_MAX = 360;
/** The design check counts drawn pixels on a rendition this large: 1 % of it is still 1,000 pixels. */
const MEASURE_MAX = 400;

export interface DesignRendition {
  /** The share of the design's pixels that are drawn. */
  opaqueFraction: number;
  /** A small WebP of it, for the preview. */
  preview: Blob;
}

const fit = (bitmap: ImageBitmap, max: number) => {
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  return { width: Math.max(1, Math.round(bitmap.width * scale)), height: Math.max(1, Math.round(bitmap.height * scale)) };
};

function drawn(bitmap: ImageBitmap, max: number): OffscreenCanvas {
  const { width, height } = fit(bitmap, max);
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/** `pixels`: the bitmap's own pixels when they were read back already (then measured, sampled, instead of a rendition). */
export async function designRendition(bitmap: ImageBitmap, pixels?: Uint8ClampedArray): Promise<DesignRendition> {
  const measured = pixels ?? rendition(bitmap);
  const preview = await drawn(bitmap, PREVIEW_MAX).convertToBlob({ type: 'image/webp', quality: 0.8 });
  return { opaqueFraction: opaqueFraction(measured), preview };
}

function rendition(bitmap: ImageBitmap): Uint8ClampedArray {
  const measured = drawn(bitmap, MEASURE_MAX);
  return measured.getContext('2d')!.getImageData(0, 0, measured.width, measured.height).data;
}

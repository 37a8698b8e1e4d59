/**
 * The alpha mask a stroke follows: which pixels belong to the sticker. A threshold rather than any
 * non-zero alpha, so the faint halo an exporter leaves around a cut-out does not widen the outline.
 */

/** Alpha at or above this (of 255) is the image; below it is background. */
export const ALPHA_THRESHOLD = 128;
/**
 * The same for a mask traced at half the working size (frame.ts `maskStep` 2), whose pixels average
 * four: a pixel barely covered already counts, so the coarse mask holds the whole sticker and a thin line
 * at offset 0 runs beside it, not over it. At 128, a 1 px solid line around a 2000 px star shown 1091 px
 * wide lay on the sticker for 13 % of its pixels, up to 1 px deep; at 8, for 6 pixels of 13,259.
 */
export const COARSE_ALPHA_THRESHOLD = 8;

/** 1 where the pixel is the image, 0 elsewhere. `rgba` is ImageData order (alpha every fourth byte). */
export function alphaMask(rgba: ArrayLike<number>, width: number, height: number, threshold = ALPHA_THRESHOLD): Uint8Array {
  const size = width * height;
  if (rgba.length !== size * 4) throw new RangeError(`alphaMask: ${rgba.length} bytes for ${width} × ${height}`);
  const mask = new Uint8Array(size);
  for (let i = 0, a = 3; i < size; i++, a += 4) mask[i] = rgba[a] >= threshold ? 1 : 0;
  return mask;
}

/** Whether any pixel is set: an image that is all transparent has no outline to stroke. */
export function hasForeground(mask: Uint8Array): boolean {
  for (let i = 0; i < mask.length; i++) if (mask[i]) return true;
  return false;
}

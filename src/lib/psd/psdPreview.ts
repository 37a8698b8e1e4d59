/**
 * The dialog's preview of an artboard needs each layer at the preview's size only, and the list should
 * not wait for each layer's full-size canvas (a layer of a few megapixels put on a canvas, then drawn
 * small). So each layer is first sampled down here, nearest pixel, to twice its size on the preview
 * (a few hundred thousand pixels at most, copied a pixel at a time as 32-bit words); the canvas then
 * scales that by half with smoothing and blends it (psdRaster.ts previewBitmap), which averages the
 * samples two by two. The template's thumbnail is still drawn from the full-size layers. Pure, so it is
 * tested in Node.
 */

/** Pixels as ImageData holds them: RGBA rows, from the start of their buffer. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Samples per preview pixel along each side: 2 × 2 are averaged by the canvas's halving. */
const OVERSAMPLE = 2;

/** The sampled size of `crop` for a box `width` × `height` on the preview: twice the box, never more than the pixels. */
export function sampleSize(crop: Crop, width: number, height: number): { width: number; height: number } {
  return {
    width: Math.max(1, Math.min(crop.width, Math.ceil(width * OVERSAMPLE))),
    height: Math.max(1, Math.min(crop.height, Math.ceil(height * OVERSAMPLE))),
  };
}

/** The `crop` of `pixels` at `width` × `height`, each pixel the source pixel nearest its centre. */
export function sampleNearest(pixels: Pixels, crop: Crop, width: number, height: number): Uint8ClampedArray<ArrayBuffer> {
  const source = new Uint32Array(pixels.data.buffer, pixels.data.byteOffset, pixels.width * pixels.height);
  const out = new Uint32Array(width * height);
  const columns = new Int32Array(width);
  for (let x = 0; x < width; x++) columns[x] = crop.x + Math.min(crop.width - 1, Math.floor(((x + 0.5) * crop.width) / width));
  for (let y = 0; y < height; y++) {
    const row = (crop.y + Math.min(crop.height - 1, Math.floor(((y + 0.5) * crop.height) / height))) * pixels.width;
    const start = y * width;
    for (let x = 0; x < width; x++) out[start + x] = source[row + columns[x]!]!;
  }
  return new Uint8ClampedArray(out.buffer);
}

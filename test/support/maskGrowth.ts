/**
 * What the tests and the benchmark hold the distance transform (src/lib/stroke/distance.ts) to: the distance
 * itself, the mask it grows, and the obvious way of growing it.
 */
import { squaredDistanceToMask } from '../../src/lib/stroke/distance';

/** The distance of each pixel to the mask's nearest set pixel. */
export function distanceToMask(mask: Uint8Array, width: number, height: number): Float32Array {
  const squared = squaredDistanceToMask(mask, width, height);
  for (let i = 0; i < squared.length; i++) squared[i] = Math.sqrt(squared[i]);
  return squared;
}

/** The mask grown by `radius` pixels, from squared distances: every pixel within that distance of the image. */
export function growMask(squared: Float32Array, radius: number): Uint8Array {
  const grown = new Uint8Array(squared.length);
  const limit = radius * radius;
  for (let i = 0; i < squared.length; i++) grown[i] = squared[i] <= limit ? 1 : 0;
  return grown;
}

/**
 * The obvious way, kept as the benchmark's baseline and the tests' reference: every set pixel paints the
 * disc of `radius` around it.
 */
export function naiveDilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const grown = new Uint8Array(mask.length);
  const r = Math.floor(radius);
  const r2 = radius * radius;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width || dx * dx + dy * dy > r2) continue;
          grown[yy * width + xx] = 1;
        }
      }
    }
  }
  return grown;
}

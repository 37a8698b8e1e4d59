// An RGBA image as a PNG, through the dev API's zlib-free writer (pngWriter.ts).
import { concat, pngBody, pngHead } from '../files/pngWriter';
import type { RgbaImage } from './pngReader';

export function encodeRgbaPng({ width, height, data }: RgbaImage): Uint8Array {
  const row = width * 4 + 1;
  const raw = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * row + 1);
  return concat([pngHead({ width, height, channels: 4, dpi: 72 }), pngBody(raw)]);
}

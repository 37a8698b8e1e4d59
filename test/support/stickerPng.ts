/** A sticker with transparency for the stroke tests: an L in blue on a transparent square. */
import { concat, pngBody, pngHead, scanlines } from '../../adapters/mock/devApi/files/pngWriter';

/** In a 200 × 200 image: the square [20, 180)², less its top-right quarter [100, 180) × [20, 100). */
export function isInL(x: number, y: number): boolean {
  return x >= 20 && x < 180 && y >= 20 && y < 180 && !(x >= 100 && y < 100);
}

export function lStickerPng(): Buffer {
  const layout = { width: 200, height: 200, channels: 4 as const };
  const raw = scanlines(layout, (x, y, out) => out.set(isInL(x, y) ? [30, 80, 220, 255] : [0, 0, 0, 0]));
  return Buffer.from(concat([pngHead({ ...layout, dpi: 72 }), pngBody(raw)]));
}

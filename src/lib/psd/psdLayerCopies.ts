/**
 * The designer's bitmaps of the listed artboards (psdRaster.ts layerBitmap), copied on two threads: the
 * parsing worker's and an encoding worker's (psdEncode.worker.ts), idle until the first PNG. A layer is
 * editable once parsed and copied, and one thread made the copies one after another: the 52 MB test file's
 * 8.2 million pixels took about 200 ms after its listing on the 2-core machine, where editable's floor has
 * the copies split over both cores (docs/performance.md, "PSD import"). A layer copied on the other thread
 * moves its pixels there and back, transferred, not copied. Should that encoder still be making a PNG of an
 * earlier import (its dialog closed, its PNGs kept), the copies there start once that one PNG is made: the
 * encoder holds its thread for a whole encode. Worker-only.
 */
import type { DrawnBitmaps, PixelArtboard, PixelLayer } from './psdProtocol';
import { backgroundBitmap, bakeOpacity, layerBitmap } from './psdRaster';

/**
 * Below this many pixels in all, every copy is made on the parsing worker: two messages more cost about a
 * millisecond there, what copying half of a million pixels saves.
 */
export const SPLIT_MIN_PIXELS = 1_000_000;

export interface CopyRequest {
  layers: PixelLayer[];
}
/** Each layer's bitmap (null: not made), and its pixels' buffer back, in the order asked. */
export interface CopyResult {
  bitmaps: (ImageBitmap | null)[];
  buffers: ArrayBuffer[];
}
export type CopyElsewhere = (request: CopyRequest, transfer: Transferable[]) => Promise<CopyResult>;

const pixelCount = (layer: PixelLayer) => layer.pixels.width * layer.pixels.height;

/**
 * The layers to copy on the other thread: about half the pixels, the largest first to whichever side has
 * fewer. Only a layer whose pixels fill a buffer no other layer shares can move: moving it takes the buffer.
 */
export function layersToSend(layers: readonly PixelLayer[]): PixelLayer[] {
  if (layers.reduce((sum, layer) => sum + pixelCount(layer), 0) < SPLIT_MIN_PIXELS) return [];
  const users = new Map<ArrayBufferLike, number>();
  for (const layer of layers) users.set(layer.pixels.data.buffer, (users.get(layer.pixels.data.buffer) ?? 0) + 1);
  const movable = (layer: PixelLayer) => {
    const { data } = layer.pixels;
    return data.buffer instanceof ArrayBuffer && users.get(data.buffer) === 1 && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
  };
  let here = 0;
  let there = 0;
  const sent: PixelLayer[] = [];
  for (const layer of [...layers].sort((a, b) => pixelCount(b) - pixelCount(a))) {
    if (there < here && movable(layer)) {
      sent.push(layer);
      there += pixelCount(layer);
    } else {
      here += pixelCount(layer);
    }
  }
  return sent;
}

/**
 * Each artboard's bitmaps (its layers' and its background colour's), and when the layers copied elsewhere have their pixels
 * back (`pixelsBack`: only then may the pixels move on to the drawing worker). The layers' opacity is baked
 * in first, here, so both threads copy the same pixels. `elsewhere` null: every copy here.
 */
export function designerBitmaps(artboards: readonly PixelArtboard[], elsewhere: CopyElsewhere | null): { drawn: Promise<DrawnBitmaps>[]; pixelsBack: Promise<void> } {
  const layers = artboards.flatMap((board) => board.layers);
  layers.forEach(bakeOpacity);
  const sent = elsewhere ? layersToSend(layers) : [];
  const bitmaps = new Map<PixelLayer, Promise<ImageBitmap>>();
  let pixelsBack = Promise.resolve();
  if (elsewhere && sent.length > 0) {
    // Asked first, so the other thread copies while this one does.
    const copied = elsewhere({ layers: sent }, sent.map((layer) => layer.pixels.data.buffer as ArrayBuffer));
    pixelsBack = copied.then(({ buffers }) => {
      sent.forEach((layer, i) => (layer.pixels = { ...layer.pixels, data: new Uint8ClampedArray(buffers[i]!) }));
    });
    sent.forEach((layer, i) =>
      bitmaps.set(
        layer,
        copied.then(({ bitmaps: made }) => made[i] ?? Promise.reject(new Error('not copied'))),
      ),
    );
  }
  for (const layer of layers) if (!bitmaps.has(layer)) bitmaps.set(layer, layerBitmap(layer));
  const drawn = artboards.map((board) => {
    const background = backgroundBitmap(board);
    return Promise.all(board.layers.map((layer) => bitmaps.get(layer)!)).then((made) => ({ layers: made, background }));
  });
  return { drawn, pixelsBack };
}

import { describe, expect, it } from 'vitest';
import { imageLayer } from '../../../src/features/designer/model/layerFactory';
import { clearSpotFor } from '../../../src/features/designer/model/stickerSpot';
import type { Layer } from '../../../src/features/designer/model/types';
import { counter, layer, state } from './fixtures';

const canvas = { width: 500, height: 1000 };
const uuids = counter('sticker');
/** A sticker from 素材库 as imageLayer makes it: 90 wide, centred. */
const sticker = (height = 90): Layer => imageLayer({ imageUrl: 's.png', width: 100, height: (100 * height) / 90, kind: 'sticker', canvas, newUuid: uuids });
const centre = (l: Layer) => ({ x: l.left + l.width / 2, y: l.top + l.height / 2 });

/** Adds `count` stickers one after the other, each placed by clearSpotFor, and gives their centres. */
function addSeveral(count: number, start: Layer[] = [], height = 90): { x: number; y: number }[] {
  const layers = [...start];
  const centres = [];
  for (let i = 0; i < count; i++) {
    const placed = clearSpotFor(state(layers, [], canvas), sticker(height));
    layers.push(placed);
    centres.push(centre(placed));
  }
  return centres;
}

describe('where a sticker from 素材库 goes', () => {
  const cases: [string, Layer[], { x: number; y: number }][] = [
    ['an empty canvas: the centre', [], { x: 250, y: 500 }],
    ['a sticker at the centre: one step (10 % of the canvas width) right and down', [sticker()], { x: 300, y: 550 }],
    ['a taller sticker at the centre takes the spot all the same', [sticker(200)], { x: 300, y: 550 }],
    ['a sticker moved away leaves the centre free', [{ ...sticker(), left: 10, top: 10 }], { x: 250, y: 500 }],
    ['a sticker resized at the centre does not hide a new one', [{ ...sticker(), left: 200, top: 450, width: 100, height: 100 }], { x: 250, y: 500 }],
    ['a picture fitted to the canvas at the centre does not count', [layer('photo', { left: 0, top: 250, width: 500, height: 500 })], { x: 250, y: 500 }],
    ['nor does the background', [layer('bg', { isBackground: true, left: 205, top: 455, width: 90, height: 90 })], { x: 250, y: 500 }],
  ];
  it.each(cases)('%s', (_label, layers, expected) => {
    expect(centre(clearSpotFor(state(layers, [], canvas), sticker()))).toEqual(expected);
  });

  it('repeated adds of any stickers go down the diagonal, each on a spot of its own', () => {
    const centres = addSeveral(4);
    expect(centres).toEqual([
      { x: 250, y: 500 },
      { x: 300, y: 550 },
      { x: 350, y: 600 },
      { x: 400, y: 650 },
    ]);
    // Stickers of another height land on the same spots, past the ones taken.
    expect(addSeveral(2, [], 40)).toEqual([
      { x: 250, y: 500 },
      { x: 300, y: 550 },
    ]);
  });

  it('wraps inside the canvas: every sticker stays whole on it, and no two share a spot', () => {
    const layers: Layer[] = [];
    for (let i = 0; i < 30; i++) layers.push(clearSpotFor(state(layers, [], canvas), sticker()));
    for (const placed of layers) {
      expect(placed.left).toBeGreaterThanOrEqual(0);
      expect(placed.top).toBeGreaterThanOrEqual(0);
      expect(placed.left + placed.width).toBeLessThanOrEqual(canvas.width);
      expect(placed.top + placed.height).toBeLessThanOrEqual(canvas.height);
    }
    const spots = new Set(layers.map((l) => `${Math.round(l.left)},${Math.round(l.top)}`));
    expect(spots.size).toBe(30);
    // The fifth step right would put the centre at 500, past the last one that keeps the sticker whole
    // (455): it comes back in from the left.
    expect(centre(layers[4]!).x).toBe(450);
    expect(centre(layers[5]!).x).toBe(90);
  });

  it('a sticker taller than the canvas stays centred on that axis', () => {
    const tall = imageLayer({ imageUrl: 't.png', width: 10, height: 200, kind: 'sticker', canvas: { width: 500, height: 1000 }, newUuid: uuids });
    const first = clearSpotFor(state([], [], canvas), tall);
    const second = clearSpotFor(state([first], [], canvas), tall);
    expect(centre(second)).toEqual({ x: 300, y: 500 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { designerBitmaps, layersToSend, SPLIT_MIN_PIXELS, type CopyElsewhere, type CopyRequest } from '../../../../src/lib/psd/psdLayerCopies';
import type { PixelArtboard, PixelLayer } from '../../../../src/lib/psd/psdProtocol';

/** A layer of `width` × `height` opaque pixels of its own buffer, at `opacity`. */
function layer(width: number, height: number, opacity = 1): PixelLayer {
  return { left: 0, top: 0, width, height, opacity, pixels: { width, height, data: new Uint8ClampedArray(width * height * 4).fill(255) } };
}

const board = (artboard: number, layers: PixelLayer[]): PixelArtboard => ({ artboard, width: 2000, height: 2000, layers, background: null });
const pixels = (layers: PixelLayer[]) => layers.reduce((sum, { pixels: { width, height } }) => sum + width * height, 0);

/** createImageBitmap and ImageData stand-ins: a bitmap says which pixels it was made from. */
function bitmapsHere(): void {
  vi.stubGlobal(
    'ImageData',
    class {
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    },
  );
  vi.stubGlobal('createImageBitmap', vi.fn(async (image: { data: Uint8ClampedArray }) => ({ madeHere: image.data.length, close: vi.fn() })));
}

afterEach(() => vi.unstubAllGlobals());

describe('which layers are copied on the other thread', () => {
  it('none when there are too few pixels for two messages to pay', () => {
    expect(layersToSend([layer(500, 500), layer(400, 400)])).toEqual([]);
  });

  it('about half the pixels, the largest first to the side with fewer', () => {
    const layers = [layer(1000, 700), layer(800, 600), layer(600, 500), layer(300, 200), layer(100, 100)];
    expect(pixels(layers)).toBeGreaterThanOrEqual(SPLIT_MIN_PIXELS);
    const sent = layersToSend(layers);
    const kept = layers.filter((candidate) => !sent.includes(candidate));
    expect(sent.length).toBeGreaterThan(0);
    expect(Math.abs(pixels(sent) - pixels(kept))).toBeLessThanOrEqual(100 * 100 + 300 * 200);
  });

  it('never a layer whose buffer another layer shares or holds more than its pixels: moving it would take them', () => {
    const big = layer(1000, 1000);
    const shared = { ...layer(1000, 1000), pixels: big.pixels };
    const buffer = new ArrayBuffer(1000 * 1000 * 4 + 16);
    const view = { ...layer(1000, 1000), pixels: { width: 1000, height: 1000, data: new Uint8ClampedArray(buffer, 16, 1000 * 1000 * 4) } };
    expect(layersToSend([big, shared, view])).toEqual([]);
  });
});

describe("the designer's bitmaps on two threads", () => {
  it('are each artboard’s in its layers’ order, the sent ones from the other thread, and the pixels come back before they move on', async () => {
    bitmapsHere();
    const layers = [layer(1000, 800, 0.5), layer(900, 700), layer(200, 100)];
    const boards = [board(0, [layers[0]!, layers[2]!]), board(3, [layers[1]!])];
    const asked: { request: CopyRequest; transfer: Transferable[] }[] = [];
    let answer!: (result: Awaited<ReturnType<CopyElsewhere>>) => void;
    const elsewhere: CopyElsewhere = (request, transfer) => {
      asked.push({ request, transfer });
      return new Promise((resolve) => (answer = resolve));
    };

    const { drawn, pixelsBack } = designerBitmaps(boards, elsewhere);
    // The largest stays here, the next two go there: opacity baked in first, on this thread.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.request.layers).toEqual([layers[1], layers[2]]);
    expect(asked[0]!.transfer).toEqual([layers[1]!.pixels.data.buffer, layers[2]!.pixels.data.buffer]);
    expect(layers[0]!.opacity).toBe(1);
    expect(layers[0]!.pixels.data[3]).toBe(128);

    // The other thread answers with its bitmaps and the pixels' buffers, moved back.
    const there = [{ madeThere: 1, close: vi.fn() }, { madeThere: 2, close: vi.fn() }] as unknown as ImageBitmap[];
    const back = [new ArrayBuffer(900 * 700 * 4), new ArrayBuffer(200 * 100 * 4)];
    answer({ bitmaps: there, buffers: back });
    await pixelsBack;
    expect([layers[1]!.pixels.data.buffer, layers[2]!.pixels.data.buffer]).toEqual(back);
    expect(layers[1]!.pixels.data.buffer).toBe(back[0]);
    const [first, second] = await Promise.all(drawn);
    expect(first!.layers).toEqual([expect.objectContaining({ madeHere: 1000 * 800 * 4 }), there[1]]);
    expect(second!.layers).toEqual([there[0]]);
  });

  it('an artboard whose layer the other thread could not copy has no bitmaps (its PNGs place it), and the pixels still come back', async () => {
    bitmapsHere();
    const layers = [layer(1000, 800), layer(900, 700)];
    const back = new ArrayBuffer(900 * 700 * 4);
    const elsewhere: CopyElsewhere = async () => ({ bitmaps: [null], buffers: [back] });
    const { drawn, pixelsBack } = designerBitmaps([board(0, [layers[0]!]), board(1, [layers[1]!])], elsewhere);
    await pixelsBack;
    expect(layers[1]!.pixels.data.buffer).toBe(back);
    await expect(drawn[0]).resolves.toEqual({ layers: [expect.objectContaining({ madeHere: 1000 * 800 * 4 })], background: null });
    await expect(drawn[1]).rejects.toThrow();
  });

  it('are all made here when there is no other thread, or too few pixels', async () => {
    bitmapsHere();
    const elsewhere = vi.fn<CopyElsewhere>();
    const few = designerBitmaps([board(0, [layer(100, 100), layer(50, 50)])], elsewhere);
    const none = designerBitmaps([board(0, [layer(1000, 800), layer(900, 700)])], null);
    await Promise.all([...few.drawn, ...none.drawn, few.pixelsBack, none.pixelsBack]);
    expect(elsewhere).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalImages } from '../../../src/features/designer/session/localImages';
import { drawnImage } from '../../../src/features/designer/session/pendingImages';

/** ImageBitmap and OffscreenCanvas are browser objects: stand-ins that say what was done with them. */
const bitmap = () => ({ close: vi.fn(), width: 4, height: 2 }) as unknown as ImageBitmap;

function deferredPng() {
  let resolve!: (png: Blob) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<Blob>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.unstubAllGlobals());

describe('LocalImages: an image placed before its PNG is made', () => {
  it('is drawn from its bitmap meanwhile; what needs its bytes waits for them, with progress', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async (source: unknown) => ({ copyOf: source })));
    const images = new LocalImages();
    const drawn = bitmap();
    const png = deferredPng();
    const url = images.addDrawn(drawn, png.promise);
    expect(images.isPending(url)).toBe(true);
    expect(images.get(url)).toBeUndefined();
    // The canvas gets a copy of the bitmap: it closes what it is given when the layer goes.
    expect(await drawnImage(url)).toEqual({ copyOf: drawn });

    const progress = vi.fn();
    const settled = images.settled([url, url], progress);
    const read = images.read(url);
    expect(progress).toHaveBeenCalledWith(0, 1);
    const made = new Blob(['png'], { type: 'image/png' });
    png.resolve(made);
    await settled;
    expect(progress).toHaveBeenLastCalledWith(1, 1);
    expect(await read).toBe(made);
    expect(images.get(url)).toBe(made);
    expect(images.isPending(url)).toBe(false);
    expect(drawn.close).toHaveBeenCalled();
    images.revokeAll();
    expect(drawnImage(url)).toBeNull();
  });

  it('is made a PNG on the page from its bitmap when the worker fails it: nothing placed is lost', async () => {
    const { made, drawImage } = canvasHere();
    const images = new LocalImages();
    const drawn = bitmap();
    const png = deferredPng();
    const url = images.addDrawn(drawn, png.promise);
    png.reject(new Error('the worker died'));
    expect(await images.read(url)).toBe(made);
    expect(drawImage).toHaveBeenCalledWith(drawn, 0, 0);
    images.revokeAll();
  });

  it('is still made on the page when the worker fails it after the designer closed: a draft write that took it gets its PNG', async () => {
    const { made } = canvasHere();
    const images = new LocalImages();
    const drawn = bitmap();
    const png = deferredPng();
    const url = images.addDrawn(drawn, png.promise);
    // A draft write takes the bytes to come, then the designer goes (a browser Back) and lets its images go.
    const taken = images.read(url);
    images.revokeAll();
    expect(drawn.close).not.toHaveBeenCalled();
    png.reject(new Error('the worker died'));
    expect(await taken).toBe(made);
    expect(drawn.close).toHaveBeenCalled();
  });
});

/** OffscreenCanvas's stand-in: what it draws, and the PNG it makes; a closed bitmap cannot be drawn, as in a browser. */
function canvasHere(): { made: Blob; drawImage: ReturnType<typeof vi.fn> } {
  const made = new Blob(['made here'], { type: 'image/png' });
  const drawImage = vi.fn((drawn: ImageBitmap) => {
    if (vi.mocked(drawn.close).mock.calls.length > 0) throw new DOMException('The image source is detached', 'InvalidStateError');
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage };
      }
      convertToBlob() {
        return Promise.resolve(made);
      }
    },
  );
  return { made, drawImage };
}

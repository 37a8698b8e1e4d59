import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DrawReply, DrawRequest, PixelArtboard } from '../../../../src/lib/psd/psdProtocol';

/**
 * The drawing worker run in this thread: its canvases are stand-ins whose PNGs the test hands out one by
 * one, so that a close surely comes while an artboard's PNGs are being made.
 */
const heldPngs: ((png: Blob) => void)[] = [];
let pngAsked: () => void = () => undefined;
const fakeCanvas = () => ({
  convertToBlob: () =>
    new Promise<Blob>((resolve) => {
      heldPngs.push(resolve);
      pngAsked();
    }),
});
const instantCanvas = () => ({ convertToBlob: () => Promise.resolve(new Blob(['thumbnail'])) });

vi.mock('../../../../src/lib/psd/psdRaster', () => ({
  layerCanvas: () => fakeCanvas(),
  thumbnailCanvas: () => instantCanvas(),
  withinImageLimit: (canvas: unknown) => canvas,
  drawThumbnailLayer: () => undefined,
  backgroundCanvas: () => instantCanvas(),
  previewHeight: () => 400,
  previewFromThumbnail: () => ({}),
  previewBitmap: () => ({}),
}));

/** The drawing worker's second encoder (psdEncode.worker.ts), on its port: the PNGs asked of it, answered by the test. */
const encoderAsked: { id: number; bitmap: unknown; answer: (png: Blob) => void }[] = [];
let encoderGot: () => void = () => undefined;
class FakeEncoder {
  onmessage: ((event: { data: { id: number; png: Blob } }) => void) | null = null;
  onerror: unknown = null;
  postMessage({ id, bitmap }: { id: number; bitmap: unknown }): void {
    encoderAsked.push({ id, bitmap, answer: (png) => this.onmessage?.({ data: { id, png } }) });
    encoderGot();
  }
  close(): void {}
}
const nextEncoderAsked = () => new Promise<void>((resolve) => (encoderGot = resolve));

const scope: { onmessage: ((event: { data: DrawRequest }) => void) | null; postMessage: (reply: DrawReply) => void } = {
  onmessage: null,
  postMessage: (reply) => replies.push(reply),
};
const replies: DrawReply[] = [];
const send = (data: DrawRequest) => scope.onmessage!({ data });
/** Every task the worker queued on promises already settled has run. */
const drained = () => new Promise<void>((resolve) => setImmediate(resolve));
const nextPngAsked = () => new Promise<void>((resolve) => (pngAsked = resolve));

const board = (artboard: number, layers: number): PixelArtboard => ({
  artboard,
  width: 100,
  height: 100,
  background: null,
  layers: Array.from({ length: layers }, () => ({ left: 0, top: 0, width: 10, height: 10, opacity: 1, pixels: { width: 10, height: 10, data: new Uint8ClampedArray(400) } })),
});

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('createImageBitmap', (canvas: unknown) => Promise.resolve({ copyOf: canvas }));
  await import('../../../../src/lib/psd/psdDraw.worker');
  send({ type: 'encoder', port: new FakeEncoder() as unknown as MessagePort });
});
afterAll(() => vi.unstubAllGlobals());

describe('the PSD drawing worker', () => {
  it('a close that keeps the artboard whose PNGs are being made still makes all of them', async () => {
    const asked = nextPngAsked();
    send({ type: 'hold', id: 1, canvas: { width: 500, height: 1044 }, artboards: [board(0, 3)] });
    // Its first layer's PNG is being made: 导入 closes the dialog, keeping the artboard.
    await asked;
    send({ type: 'close', id: 1, keep: [0] });
    pngAsked = () => heldPngs.shift()!(new Blob(['png']));
    encoderGot = () => encoderAsked.shift()!.answer(new Blob(['png']));
    heldPngs.shift()!(new Blob(['png']));
    encoderAsked.splice(0).forEach(({ answer }) => answer(new Blob(['png'])));
    await drained();

    expect(replies.filter((reply) => reply.type === 'encoding').map((reply) => reply.type === 'encoding' && reply.done)).toEqual([1, 2, 3]);
    const encoded = replies.find((reply) => reply.type === 'encoded');
    expect(encoded?.type === 'encoded' && encoded.encoded.layers).toHaveLength(3);
  });

  it('makes two layers\' PNGs at once, one on a second thread, and hands them on in the layers\' order', async () => {
    replies.length = 0;
    pngAsked = () => undefined;
    encoderGot = () => undefined;
    const local = nextPngAsked();
    const remote = nextEncoderAsked();
    send({ type: 'hold', id: 2, canvas: { width: 500, height: 1044 }, artboards: [board(0, 2)] });
    // Both are being made before either is in: the one thread's encoder is not waited for.
    await Promise.all([local, remote]);
    expect(heldPngs).toHaveLength(1);
    expect(encoderAsked).toHaveLength(1);
    // The thumbnail's, on whichever thread is free first, is made at once.
    pngAsked = () => heldPngs.shift()!(new Blob(['thumbnail']));
    encoderGot = () => encoderAsked.shift()!.answer(new Blob(['thumbnail']));
    // The second layer's comes first: it waits for the first's.
    encoderAsked.shift()!.answer(new Blob(['second']));
    await drained();
    expect(replies.filter((reply) => reply.type === 'encoding')).toEqual([]);
    heldPngs.shift()!(new Blob(['first']));
    await drained();

    const encodings = replies.flatMap((reply) => (reply.type === 'encoding' ? [reply] : []));
    expect(encodings.map((reply) => reply.done)).toEqual([1, 2]);
    expect(await Promise.all(encodings.map((reply) => reply.png.text()))).toEqual(['first', 'second']);
    const encoded = replies.find((reply) => reply.type === 'encoded');
    expect(encoded?.type === 'encoded' && (await Promise.all(encoded.encoded.layers.map((png) => png.text())))).toEqual(['first', 'second']);
  });
});

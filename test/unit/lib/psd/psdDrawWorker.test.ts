import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawReply, DrawRequest, PixelArtboard } from '../../../../src/lib/psd/psdProtocol';

/**
 * The drawing worker run in this thread: its canvases are stand-ins, and its two encoding workers (on their
 * ports) hand each PNG back only when the test answers it, so that a close surely comes while an
 * artboard's PNGs are being made.
 */
const canvas = (name: string) => ({ name });

vi.mock('../../../../src/lib/psd/psdRaster', () => ({
  layerCanvas: () => canvas('layer'),
  thumbnailCanvas: () => canvas('thumbnail'),
  withinImageLimit: (layer: unknown) => layer,
  drawThumbnailLayer: () => undefined,
  backgroundCanvas: () => canvas('background'),
  previewHeight: () => 400,
  previewFromThumbnail: () => ({}),
  previewBitmap: () => ({}),
}));

/** The PNGs asked of the encoding workers (psdEncode.worker.ts) and not yet answered: which worker, what of. */
const encoderAsked: { encoder: number; of: string; answer: (png: Blob) => void }[] = [];
let encoderGot: () => void = () => undefined;
class FakeEncoder {
  onmessage: ((event: { data: { id: number; png: Blob } }) => void) | null = null;
  onerror: unknown = null;
  constructor(readonly encoder: number) {}
  postMessage({ id, bitmap }: { id: number; bitmap: { copyOf: { name: string } } }): void {
    encoderAsked.push({ encoder: this.encoder, of: bitmap.copyOf.name, answer: (png) => this.onmessage?.({ data: { id, png } }) });
    encoderGot();
  }
  close(): void {}
}
/** Settles once `count` PNGs are waiting for an answer. */
const asked = (count: number) =>
  new Promise<void>((resolve) => {
    encoderGot = () => encoderAsked.length >= count && resolve();
    encoderGot();
  });
/** Answers the waiting PNG at `index` with `text`. */
const answer = (index: number, text: string) => encoderAsked.splice(index, 1)[0]!.answer(new Blob([text]));

const scope: { onmessage: ((event: { data: DrawRequest }) => void) | null; postMessage: (reply: DrawReply) => void } = {
  onmessage: null,
  postMessage: (reply) => replies.push(reply),
};
const replies: DrawReply[] = [];
const send = (data: DrawRequest) => scope.onmessage!({ data });
/** Every task the worker queued on promises already settled has run. */
const drained = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  send({ type: 'encoder', port: new FakeEncoder(0) as unknown as MessagePort });
  send({ type: 'encoder', port: new FakeEncoder(1) as unknown as MessagePort });
});
afterAll(() => vi.unstubAllGlobals());

describe('the PSD drawing worker', () => {
  beforeEach(() => {
    replies.length = 0;
    encoderAsked.length = 0;
    encoderGot = () => undefined;
  });
  const encodings = () => replies.flatMap((reply) => (reply.type === 'encoding' ? [reply] : []));
  const encoded = () => replies.flatMap((reply) => (reply.type === 'encoded' ? [reply] : []));

  it('a close that keeps the artboard whose PNGs are being made still makes all of them', async () => {
    send({ type: 'hold', id: 1, canvas: { width: 500, height: 1044 }, artboards: [board(0, 3)] });
    // Its first layers' PNGs are being made: 导入 closes the dialog, keeping the artboard.
    await asked(2);
    send({ type: 'close', id: 1, keep: [0] });
    encoderGot = () => answer(0, 'png');
    answer(0, 'png');
    answer(0, 'png');
    await drained();

    expect(encodings().map((reply) => reply.done)).toEqual([1, 2, 3]);
    expect(encoded()[0]?.encoded.layers).toHaveLength(3);
  });

  it('makes two layers\' PNGs at once, one on each encoding worker, and hands them on in the layers\' order', async () => {
    send({ type: 'hold', id: 2, canvas: { width: 500, height: 1044 }, artboards: [board(0, 2)] });
    // Both are being made before either is in, one on each worker.
    await asked(2);
    expect(encoderAsked.map(({ encoder, of }) => [encoder, of])).toEqual([
      [0, 'layer'],
      [1, 'layer'],
    ]);
    // The second layer's comes first: it waits for the first's.
    answer(1, 'second');
    await asked(2);
    expect(encoderAsked.map(({ of }) => of)).toEqual(['layer', 'thumbnail']);
    expect(encodings()).toEqual([]);
    answer(0, 'first');
    answer(0, 'thumbnail');
    await drained();

    expect(encodings().map((reply) => reply.done)).toEqual([1, 2]);
    expect(await Promise.all(encodings().map((reply) => reply.png.text()))).toEqual(['first', 'second']);
    expect(await Promise.all(encoded()[0]!.encoded.layers.map((png) => png.text()))).toEqual(['first', 'second']);
  });

  it('sends the next artboard\'s PNGs to a worker left with nothing to do, while the other still makes the last one\'s', async () => {
    send({ type: 'hold', id: 3, canvas: { width: 500, height: 1044 }, artboards: [board(0, 1), board(1, 1)] });
    await asked(2);
    // The first artboard's thumbnail is in; its one layer is still being made.
    answer(1, 'thumbnail 0');
    await asked(2);
    expect(encoderAsked.map(({ encoder, of }) => [encoder, of])).toEqual([
      [0, 'layer'],
      [1, 'layer'],
    ]);
    // The second artboard is done first, and says so; the first's follows.
    answer(1, 'layer 1');
    await asked(2);
    expect(encoderAsked.map(({ encoder, of }) => [encoder, of])).toEqual([
      [0, 'layer'],
      [1, 'thumbnail'],
    ]);
    answer(1, 'thumbnail 1');
    await drained();
    expect(encoded().map((reply) => reply.artboard)).toEqual([1]);
    answer(0, 'layer 0');
    await drained();
    expect(encoded().map((reply) => reply.artboard)).toEqual([1, 0]);
    expect(await Promise.all(encoded().map((reply) => reply.encoded.layers[0]!.text()))).toEqual(['layer 1', 'layer 0']);
  });

  it('starts an artboard\'s PNGs as soon as its preview is drawn, while the next artboards\' previews are still to draw', async () => {
    // Each preview takes longer than a slice: the worker pauses after each one.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    try {
      send({ type: 'hold', id: 4, canvas: { width: 500, height: 1044 }, artboards: [board(0, 1), board(1, 1), board(2, 1)] });
      await asked(2);
      const previewed = () => replies.flatMap((reply) => (reply.type === 'previews' ? reply.previews.map(({ artboard }) => artboard) : []));
      expect(previewed()).toEqual([0]);
      expect(encoderAsked.map(({ of }) => of)).toEqual(['layer', 'thumbnail']);
      encoderGot = () => answer(0, 'png');
      answer(0, 'png');
      answer(0, 'png');
      await vi.waitFor(() => expect(encoded().map((reply) => reply.artboard)).toEqual([0, 1, 2]));
      expect(previewed()).toEqual([0, 1, 2]);
    } finally {
      now.mockRestore();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawReply, DrawRequest, PixelArtboard } from '../../../../src/lib/psd/psdProtocol';

/**
 * The drawing worker run in this thread: its canvases are stand-ins, each named after the layer or artboard
 * it was drawn from (a layer's width is its name), so that a PNG made for one file or artboard and handed
 * to another shows; its two encoding workers (on their ports) hand each PNG back only when the test answers
 * it, so that a close surely comes while an artboard's PNGs are being made.
 */
const canvas = (name: string) => ({ name });

vi.mock('../../../../src/lib/psd/psdRaster', () => ({
  layerCanvas: (layer: { width: number }) => canvas(`layer ${layer.width}`),
  thumbnailCanvas: (board: { width: number }) => canvas(`thumbnail ${board.width}`),
  withinImageLimit: (layer: unknown) => layer,
  drawThumbnailLayer: () => undefined,
  backgroundCanvas: () => canvas('background'),
  previewHeight: () => 400,
  previewFromThumbnail: () => ({ blank: false }),
  // A preview sampled from layers whose pixels went with their canvases is blank.
  previewBitmap: (board: PixelArtboard) => ({ blank: board.layers.every((layer) => layer.pixels.width === 0) }),
}));

const encoderAsked: { encoder: number; of: string; answer: (png: Blob) => void; fail: (error: string) => void }[] = [];
let encoderGot: () => void = () => undefined;
class FakeEncoder {
  onmessage: ((event: { data: { id: number; png?: Blob; error?: string } }) => void) | null = null;
  onerror: unknown = null;
  constructor(readonly encoder: number) {}
  postMessage({ id, bitmap }: { id: number; bitmap: { copyOf: { name: string } } }): void {
    encoderAsked.push({
      encoder: this.encoder,
      of: bitmap.copyOf.name,
      answer: (png) => this.onmessage?.({ data: { id, png } }),
      fail: (error) => this.onmessage?.({ data: { id, error } }),
    });
    encoderGot();
  }
  close(): void {}
}
const asked = (count: number) =>
  new Promise<void>((resolve) => {
    encoderGot = () => encoderAsked.length >= count && resolve();
    encoderGot();
  });
/** Answers the waiting PNG at `index` with `text`, or the name of the canvas it was asked of. */
const answer = (index: number, text?: string) => {
  const job = encoderAsked.splice(index, 1)[0]!;
  job.answer(new Blob([text ?? job.of]));
};

/** Answers every PNG waiting now and every one asked later, each with its canvas's name. */
const answerAll = () => {
  const flush = () => {
    while (encoderAsked.length > 0) answer(0);
  };
  encoderGot = () => setImmediate(flush);
  flush();
};

const scope: { onmessage: ((event: { data: DrawRequest }) => void) | null; postMessage: (reply: DrawReply) => void } = {
  onmessage: null,
  postMessage: (reply) => replies.push(reply),
};
const replies: DrawReply[] = [];
const send = (data: DrawRequest) => scope.onmessage!({ data });
const drained = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An artboard whose layers are 10 + `first`, 10 + `first` + 1, … wide: each its own name. */
const board = (artboard: number, layers: number, first = 0, width = 100): PixelArtboard => ({
  artboard,
  width,
  height: 100,
  background: null,
  layers: Array.from({ length: layers }, (_, i) => ({ left: 0, top: 0, width: 10 + first + i, height: 10, opacity: 1, pixels: { width: 10, height: 10, data: new Uint8ClampedArray(400) } })),
});

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('createImageBitmap', (canvas: unknown) => Promise.resolve({ copyOf: canvas }));
  await import('../../../../src/lib/psd/psdDraw.worker');
  send({ type: 'encoder', port: new FakeEncoder(0) as unknown as MessagePort });
  send({ type: 'encoder', port: new FakeEncoder(1) as unknown as MessagePort });
});
afterAll(() => vi.unstubAllGlobals());

const encoded = () => replies.flatMap((reply) => (reply.type === 'encoded' ? [reply] : []));
const failed = () => replies.flatMap((reply) => (reply.type === 'failed' ? [reply] : []));
const texts = (pngs: Blob[]) => Promise.all(pngs.map((png) => png.text()));

describe('the PSD drawing worker', () => {
  beforeEach(() => {
    replies.length = 0;
    encoderAsked.length = 0;
    encoderGot = () => undefined;
  });
  const encodings = () => replies.flatMap((reply) => (reply.type === 'encoding' ? [reply] : []));

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
      [0, 'layer 10'],
      [1, 'layer 11'],
    ]);
    // The second layer's comes first: it waits for the first's.
    answer(1, 'second');
    await asked(2);
    expect(encoderAsked.map(({ of }) => of)).toEqual(['layer 10', 'thumbnail 100']);
    expect(encodings()).toEqual([]);
    answer(0, 'first');
    answer(0, 'thumbnail');
    await drained();

    expect(encodings().map((reply) => reply.done)).toEqual([1, 2]);
    expect(await Promise.all(encodings().map((reply) => reply.png.text()))).toEqual(['first', 'second']);
    expect(await Promise.all(encoded()[0]!.encoded.layers.map((png) => png.text()))).toEqual(['first', 'second']);
  });

  it('sends the next artboard\'s PNGs to a worker left with nothing to do, while the other still makes the last one\'s', async () => {
    send({ type: 'hold', id: 3, canvas: { width: 500, height: 1044 }, artboards: [board(0, 1), board(1, 1, 100)] });
    await asked(2);
    // The first artboard's thumbnail is in; its one layer is still being made.
    answer(1, 'thumbnail 0');
    await asked(2);
    expect(encoderAsked.map(({ encoder, of }) => [encoder, of])).toEqual([
      [0, 'layer 10'],
      [1, 'layer 110'],
    ]);
    // The second artboard is done first, and says so; the first's follows.
    answer(1, 'layer 1');
    await asked(2);
    expect(encoderAsked.map(({ encoder, of }) => [encoder, of])).toEqual([
      [0, 'layer 10'],
      [1, 'thumbnail 100'],
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
      send({ type: 'hold', id: 4, canvas: { width: 500, height: 1044 }, artboards: [board(0, 1), board(1, 1, 100), board(2, 1, 200)] });
      await asked(2);
      const previewed = () => replies.flatMap((reply) => (reply.type === 'previews' ? reply.previews.map(({ artboard }) => artboard) : []));
      expect(previewed()).toEqual([0]);
      expect(encoderAsked.map(({ of }) => of)).toEqual(['layer 10', 'thumbnail 100']);
      encoderGot = () => answer(0, 'png');
      answer(0, 'png');
      answer(0, 'png');
      await vi.waitFor(() => expect(encoded().map((reply) => reply.artboard)).toEqual([0, 1, 2]));
      expect(previewed()).toEqual([0, 1, 2]);
    } finally {
      now.mockRestore();
    }
  });

  it('a PNG the encoder fails ends the file with a failure, not a wait', async () => {
    send({ type: 'hold', id: 10, canvas: { width: 500, height: 1044 }, artboards: [board(0, 3, 0)] });
    await asked(2);
    encoderAsked.splice(1, 1)[0]!.fail('out of memory');
    answerAll();
    await vi.waitFor(() => expect(failed().map((reply) => reply.id)).toEqual([10]));
    expect(encoded()).toEqual([]);
    send({ type: 'close', id: 10 });
  });

  it('a close keeping one of two artboards in flight, then a second file: each file gets its own PNGs', async () => {
    send({ type: 'hold', id: 11, canvas: { width: 500, height: 1044 }, artboards: [board(0, 1, 0), board(1, 2, 100)] });
    await asked(2);
    // Artboard 0's thumbnail in: artboard 1's first layer goes to the free encoder.
    answer(1);
    await asked(2);
    expect(encoderAsked.map(({ of }) => of)).toEqual(['layer 10', 'layer 110']);
    send({ type: 'close', id: 11, keep: [1] });
    send({ type: 'hold', id: 12, canvas: { width: 500, height: 1044 }, artboards: [board(0, 2, 200, 300)] });
    answerAll();
    await vi.waitFor(() => expect(encoded().map((reply) => [reply.id, reply.artboard]).sort()).toEqual([[11, 1], [12, 0]]));
    const [kept, second] = [encoded().find((reply) => reply.id === 11)!, encoded().find((reply) => reply.id === 12)!];
    expect(await texts(kept.encoded.layers)).toEqual(['layer 110', 'layer 111']);
    expect(await kept.encoded.thumbnail!.text()).toBe('thumbnail 100');
    expect(await texts(second.encoded.layers)).toEqual(['layer 210', 'layer 211']);
    expect(await second.encoded.thumbnail!.text()).toBe('thumbnail 300');
    for (const reply of replies) if (reply.type === 'encoding') expect(await reply.png.text()).toMatch(reply.id === 11 ? /^layer (10|1\d\d)$/ : /^layer 2\d\d$/);
    send({ type: 'close', id: 12 });
  });

  it('a first request mid-encode reorders what comes next, each artboard still with its own PNGs', async () => {
    const boards = [0, 1, 2, 3].map((index) => board(index, 2, index * 100, 100 + index));
    send({ type: 'hold', id: 13, canvas: { width: 500, height: 1044 }, artboards: boards });
    await asked(2);
    send({ type: 'first', id: 13, artboards: [3] });
    send({ type: 'draw', id: 13, artboards: [2] });
    answerAll();
    await vi.waitFor(() => expect(encoded()).toHaveLength(4));
    for (const reply of encoded()) {
      expect(await texts(reply.encoded.layers)).toEqual([`layer ${reply.artboard * 100 + 10}`, `layer ${reply.artboard * 100 + 11}`]);
      expect(await reply.encoded.thumbnail!.text()).toBe(`thumbnail ${100 + reply.artboard}`);
    }
    send({ type: 'close', id: 13 });
  });

  it('13 artboards, one drawn for the designer before its preview: no preview is blank', async () => {
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    try {
      const boards = Array.from({ length: 13 }, (_, index) => board(index, 1, index, 100 + index));
      send({ type: 'hold', id: 14, canvas: { width: 500, height: 1044 }, artboards: boards });
      send({ type: 'draw', id: 14, artboards: [12] });
      answerAll();
      await vi.waitFor(() => expect(encoded()).toHaveLength(13));
      const previews = replies.flatMap((reply) => (reply.type === 'previews' ? reply.previews : []));
      expect(previews).toHaveLength(13);
      expect(previews.filter(({ bitmap }) => (bitmap as unknown as { blank: boolean }).blank).map(({ artboard }) => artboard)).toEqual([]);
    } finally {
      now.mockRestore();
    }
    send({ type: 'close', id: 14 });
  });

  it('a closed file\'s PNGs still queued are not made', async () => {
    send({ type: 'hold', id: 15, canvas: { width: 500, height: 1044 }, artboards: [board(0, 6, 0)] });
    await asked(2);
    send({ type: 'close', id: 15 });
    answer(0);
    answer(0);
    await drained();
    expect(encoderAsked).toEqual([]);
    expect(encoded()).toEqual([]);
  });
});

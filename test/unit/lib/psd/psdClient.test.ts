import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureText, parsePsd, PsdImportError } from '../../../../src/lib/psd/psdClient';
import type { EncodedArtboard, ListedArtboard, PsdReply, PsdRequest } from '../../../../src/lib/psd/psdProtocol';
import { PsdWorkerHost } from '../../../../src/lib/psd/psdWorkerHost';
import { MSG } from '../../../../src/messages';

/** A stand-in worker: the test decides what it answers, or that it never does. */
class FakeWorker {
  onmessage: ((event: MessageEvent<PsdReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  posted: { request: PsdRequest; transfer: unknown[] }[] = [];
  postMessage(request: PsdRequest, transfer: unknown[] = []) {
    this.posted.push({ request, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: PsdReply) {
    this.onmessage?.({ data } as MessageEvent<PsdReply>);
  }
  /** The id of the last parse sent to it. */
  get parseId(): number {
    return this.posted.filter(({ request }) => request.type === 'parse').at(-1)!.request.id;
  }
}

/** A host whose workers are stand-ins, each kept in `workers` in the order they were started. */
function fakeHost() {
  const workers: FakeWorker[] = [];
  const host = new PsdWorkerHost(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  return { host, workers };
}

const file = (bytes = 10) => Object.assign(new Blob([new Uint8Array(bytes)]), { name: 'design.psd' });
const canvas = { width: 500, height: 1044 };

/** A preview stand-in: ImageBitmap is a browser object. */
const preview = () => ({ close: vi.fn(), width: 287, height: 600 }) as unknown as ImageBitmap;
const layer = { name: 'L', left: 0, top: 0, width: 10, height: 10, text: false, pngWidth: 10, pngHeight: 10 };
const board = (name: string, layers = 1): ListedArtboard => ({
  name,
  width: 100,
  height: 100,
  layers: Array.from({ length: layers }, () => layer),
  background: null,
  skippedLayers: 0,
});
const pngs = (layers = 1): EncodedArtboard => ({ layers: Array.from({ length: layers }, () => new Blob(['png'])), background: null, thumbnail: new Blob(['thumbnail']) });

// Every test on fake timers: an import a test leaves open keeps its stall watchdog armed, and on real timers it
// would fire after the file ended, in whichever file the worker runs next (the unit files share their workers).
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('parsePsd', () => {
  it('hands the designer an artboard\'s layers as bitmaps before their PNGs, and a close keeps those PNGs coming', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host, drawnLayers: true });
    const worker = workers[0]!;
    expect(worker.posted[0]!.request).toMatchObject({ type: 'parse', bitmaps: true });
    const id = worker.parseId;
    worker.reply({ type: 'listed', id, artboards: [board('A', 2), board('B')] });
    const psd = await parsing;
    // A's bitmaps came unasked, as soon as drawn; B's are asked for.
    const bitmaps = [preview(), preview()];
    worker.reply({ type: 'drawn', id, artboard: 0, drawn: { layers: bitmaps, background: null } });
    const [a] = await psd.drawn([0]);
    expect(a!.layers.map((drawn) => drawn.bitmap)).toEqual(bitmaps);
    expect(worker.posted.some(({ request }) => request.type === 'draw')).toBe(false);

    // The dialog closes: B is let go, A's PNGs are still made, each layer's as it comes.
    psd.close();
    expect(worker.posted.at(-1)!.request).toEqual({ type: 'close', id, keep: [0] });
    const first = new Blob(['first']);
    worker.reply({ type: 'encoding', id, artboard: 0, done: 1, png: first });
    expect(await a!.layers[0]!.png).toBe(first);
    worker.reply({ type: 'encoded', id, artboard: 0, encoded: pngs(2) });
    expect(await a!.layers[1]!.png).toBeInstanceOf(Blob);
  });

  it('takes a small file\'s bitmaps from its listing: 导入 asks the worker for nothing more', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host, drawnLayers: true });
    const worker = workers[0]!;
    const id = worker.parseId;
    const bitmaps = [preview(), preview()];
    worker.reply({ type: 'listed', id, artboards: [board('A', 2)], drawn: [{ artboard: 0, drawn: { layers: bitmaps, background: null } }] });
    const psd = await parsing;
    const drawing = psd.drawn([0]);
    expect(worker.posted.map(({ request }) => request.type)).toEqual(['parse']);
    const [a] = await drawing;
    expect(a!.layers.map((drawn) => drawn.bitmap)).toEqual(bitmaps);
  });

  it('rejects the PNGs of layers placed before them when the worker dies: the page makes them from the bitmaps', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host, drawnLayers: true });
    const worker = workers[0]!;
    const id = worker.parseId;
    worker.reply({ type: 'listed', id, artboards: [board('A')] });
    const psd = await parsing;
    const drawing = psd.drawn([0]);
    expect(worker.posted.at(-1)!.request).toEqual({ type: 'draw', id, artboards: [0] });
    worker.reply({ type: 'drawn', id, artboard: 0, drawn: { layers: [preview()], background: null } });
    const [a] = await drawing;
    psd.close();
    worker.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
    await expect(a!.layers[0]!.png).rejects.toThrow(MSG.psdImport.crashed);
  });

  it('refuses a file over 200 MB before reading it or starting a worker', async () => {
    const { host, workers } = fakeHost();
    const big = { size: 200 * 1024 * 1024 + 1, name: 'big.psd' } as unknown as Blob & { name: string };
    await expect(parsePsd(big, { canvas, host })).rejects.toThrow(MSG.psdImport.tooLarge(200));
    expect(workers).toHaveLength(0);
  });

  it('passes progress on and lists the artboards; the PNGs come after, and the worker is kept for the next file', async () => {
    const { host, workers } = fakeHost();
    host.start();
    expect(workers).toHaveLength(1);
    const progress = vi.fn();
    const parsing = parsePsd(file(), { canvas, host, onProgress: progress });
    const [worker] = workers;
    expect(worker!.posted[0]!.request).toMatchObject({ type: 'parse', documentName: 'design', canvas });
    const id = worker!.parseId;
    worker!.reply({ type: 'progress', id, stage: 'parsing', done: 0, total: 1 });
    worker!.reply({ type: 'listed', id, artboards: [board('A', 2), board('empty', 0)] });
    const psd = await parsing;
    expect(progress).toHaveBeenCalledWith({ stage: 'parsing', done: 0, total: 1 });
    expect(psd.artboards.map((artboard) => artboard.name)).toEqual(['A', 'empty']);

    const encodingProgress = vi.fn();
    const encoded = psd.encoded([0], encodingProgress);
    worker!.reply({ type: 'encoding', id, artboard: 0, done: 1, png: new Blob() });
    expect(encodingProgress).toHaveBeenCalledWith({ stage: 'encoding', done: 1, total: 2 });
    const made = pngs(2);
    worker!.reply({ type: 'encoded', id, artboard: 0, encoded: made });
    const [artboard] = await encoded;
    expect(artboard!.layers.map((l) => l.png)).toEqual(made.layers);
    expect(artboard!.thumbnail).toBe(made.thumbnail);
    expect(artboard).not.toHaveProperty('preview');
    // An artboard without layers needs nothing of the worker.
    await expect(psd.encoded([1])).resolves.toMatchObject([{ name: 'empty', layers: [], thumbnail: null }]);
    expect(worker!.terminated).toBe(false);

    // The next file goes to the same worker.
    void parsePsd(file(), { canvas, host });
    expect(workers).toHaveLength(1);
    expect(worker!.posted.filter(({ request }) => request.type === 'parse')).toHaveLength(2);
  });

  it("counts a wait's progress in the layers of the artboards it waits for, not of every artboard", async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host });
    const [worker] = workers;
    const id = worker!.parseId;
    worker!.reply({ type: 'listed', id, artboards: [board('A', 4), board('B', 4), board('C', 4)] });
    const psd = await parsing;
    // A was made while the merchant read the list; B and C are not wanted.
    worker!.reply({ type: 'encoding', id, artboard: 0, done: 4, png: new Blob() });
    worker!.reply({ type: 'encoded', id, artboard: 0, encoded: pngs(4) });
    const progress = vi.fn();
    void psd.encoded([2], progress);
    worker!.reply({ type: 'encoding', id, artboard: 1, done: 1, png: new Blob() });
    worker!.reply({ type: 'encoding', id, artboard: 2, done: 3, png: new Blob() });
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { stage: 'encoding', done: 0, total: 4 },
      { stage: 'encoding', done: 3, total: 4 },
    ]);
  });

  it('asks for the chosen artboards first, and resolves once all of them are made', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host });
    const [worker] = workers;
    const id = worker!.parseId;
    worker!.reply({ type: 'listed', id, artboards: [board('A'), board('B'), board('C')] });
    const psd = await parsing;
    worker!.reply({ type: 'encoded', id, artboard: 0, encoded: pngs() });
    const encoded = psd.encoded([2, 0]);
    expect(worker!.posted.at(-1)!.request).toEqual({ type: 'first', id, artboards: [2] });
    let settled = false;
    void encoded.then(() => (settled = true));
    worker!.reply({ type: 'encoded', id, artboard: 1, encoded: pngs() });
    await Promise.resolve();
    expect(settled).toBe(false);
    worker!.reply({ type: 'encoded', id, artboard: 2, encoded: pngs() });
    await expect(encoded).resolves.toMatchObject([{ name: 'C' }, { name: 'A' }]);
  });

  it('rejects with the reason of a refusal, and keeps the worker', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host });
    const [worker] = workers;
    worker!.reply({ type: 'failed', id: worker!.parseId, failure: { reason: 'colorMode', mode: 'CMYK' } });
    await expect(parsing).rejects.toEqual(new PsdImportError(MSG.psdImport.colorMode('CMYK')));
    expect(worker!.terminated).toBe(false);
  });

  it('a worker that dies rejects at once, and the next file starts a fresh one', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host });
    workers[0]!.onerror?.({ preventDefault() {} } as ErrorEvent);
    await expect(parsing).rejects.toThrow(MSG.psdImport.crashed);
    expect(workers[0]!.terminated).toBe(true);
    void parsePsd(file(), { canvas, host });
    expect(workers).toHaveLength(2);
    expect(workers[1]!.posted).toHaveLength(1);
  });

  it('a worker ended mid-parse cancels the error its scripts raise as their load fails afterwards', async () => {
    const { host, workers } = fakeHost();
    const closing = new AbortController();
    const parsing = parsePsd(file(), { canvas, host, signal: closing.signal });
    closing.abort();
    await expect(parsing).rejects.toThrow('aborted');
    expect(workers[0]!.terminated).toBe(true);
    // Uncancelled, the browser reports it as the page's uncaught error.
    const lateLoadFailure = { preventDefault: vi.fn() };
    workers[0]!.onerror?.(lateLoadFailure as unknown as ErrorEvent);
    expect(lateLoadFailure.preventDefault).toHaveBeenCalled();
    expect(workers).toHaveLength(1);
  });

  it('a worker that dies while making the PNGs fails the import that waits for them', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host });
    const [worker] = workers;
    worker!.reply({ type: 'listed', id: worker!.parseId, artboards: [board('A')] });
    const encoded = (await parsing).encoded([0]);
    worker!.onerror?.({ preventDefault() {} } as ErrorEvent);
    await expect(encoded).rejects.toThrow(MSG.psdImport.crashed);
  });

  it('a worker that falls silent while it owes an answer is ended after the stall time, each message re-arming it, with a reason naming the file', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, stallMs: 1000, host });
    const [worker] = workers;
    vi.useFakeTimers();
    // The watchdog armed before the fake timers: a progress message re-arms it under them.
    worker!.reply({ type: 'progress', id: worker!.parseId, stage: 'parsing', done: 0, total: 1 });
    vi.advanceTimersByTime(900);
    worker!.reply({ type: 'progress', id: worker!.parseId, stage: 'parsing', done: 0, total: 1 });
    vi.advanceTimersByTime(900);
    expect(worker!.terminated).toBe(false);
    vi.advanceTimersByTime(200);
    await expect(parsing).rejects.toThrow('「design.psd」解析PSD超时，请精简文件后重试');
    expect(worker!.terminated).toBe(true);
  });

  it('a worker that falls silent after the listing, while the PNGs are owed, is said to have stalled on them, not on the parse', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, stallMs: 1000, host });
    const [worker] = workers;
    vi.useFakeTimers();
    worker!.reply({ type: 'listed', id: worker!.parseId, artboards: [board('A')] });
    const encoded = (await parsing).encoded([0]);
    vi.advanceTimersByTime(1000);
    await expect(encoded).rejects.toThrow(MSG.psdImport.drawingTimeout);
    expect(worker!.terminated).toBe(true);
  });

  it('owing nothing (every PNG made), a silent worker is left alone', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, stallMs: 1000, host });
    const [worker] = workers;
    vi.useFakeTimers();
    worker!.reply({ type: 'listed', id: worker!.parseId, artboards: [board('A')] });
    worker!.reply({ type: 'encoded', id: worker!.parseId, artboard: 0, encoded: pngs() });
    await parsing;
    vi.advanceTimersByTime(5000);
    expect(worker!.terminated).toBe(false);
  });

  it('closing the dialog mid-parse ends the worker at once (a parse cannot be stopped half-way)', async () => {
    const { host, workers } = fakeHost();
    const closed = new AbortController();
    const parsing = parsePsd(file(), { canvas, signal: closed.signal, host });
    closed.abort();
    await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]!.terminated).toBe(true);
  });

  it('closing the dialog after the listing keeps the worker, tells it to let the file go and closes the previews', async () => {
    const { host, workers } = fakeHost();
    const closed = new AbortController();
    const parsing = parsePsd(file(), { canvas, signal: closed.signal, host });
    const [worker] = workers;
    worker!.reply({ type: 'listed', id: worker!.parseId, artboards: [board('A'), board('B')] });
    const bitmaps = [preview(), preview()];
    worker!.reply({ type: 'previews', id: worker!.parseId, previews: bitmaps.map((bitmap, artboard) => ({ artboard, bitmap })) });
    const encoded = (await parsing).encoded([1]);
    closed.abort();
    await expect(encoded).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker!.terminated).toBe(false);
    expect(worker!.posted.at(-1)!.request).toEqual({ type: 'close', id: worker!.parseId });
    for (const bitmap of bitmaps) expect(bitmap.close).toHaveBeenCalled();
  });

  it('lists the artboards before their previews, and hands each preview on as it comes', async () => {
    const { host, workers } = fakeHost();
    const onPreview = vi.fn();
    const parsing = parsePsd(file(), { canvas, host, onPreview });
    const [worker] = workers;
    worker!.reply({ type: 'listed', id: worker!.parseId, artboards: [board('A'), board('empty', 0), board('C')] });
    const doc = await parsing;
    expect(doc.artboards.map((artboard) => artboard.name)).toEqual(['A', 'empty', 'C']);
    expect(onPreview).not.toHaveBeenCalled();
    const bitmap = preview();
    worker!.reply({ type: 'previews', id: worker!.parseId, previews: [{ artboard: 2, bitmap }] });
    expect(onPreview).toHaveBeenCalledWith(2, bitmap);
    expect(bitmap.close).not.toHaveBeenCalled();
  });

  it('closes a preview that comes after the dialog closed, which no document takes any more', async () => {
    const { host, workers } = fakeHost();
    const closed = new AbortController();
    const parsing = parsePsd(file(), { canvas, host, signal: closed.signal, onPreview: () => undefined });
    const [worker] = workers;
    const id = worker!.parseId;
    worker!.reply({ type: 'listed', id, artboards: [board('A'), board('B'), board('C')] });
    await parsing;
    const first = preview();
    worker!.reply({ type: 'previews', id, previews: [{ artboard: 0, bitmap: first }] });
    closed.abort();
    // The worker had drawn these before it read the close.
    const late = [preview(), preview()];
    worker!.reply({ type: 'previews', id, previews: late.map((bitmap, index) => ({ artboard: index + 1, bitmap })) });
    expect(first.close).toHaveBeenCalled();
    for (const bitmap of late) expect(bitmap.close).toHaveBeenCalledTimes(1);
  });

  it('a worker that dies after the listing says so at once, and closing the dialog then still closes the previews', async () => {
    const { host, workers } = fakeHost();
    const closed = new AbortController();
    const onFailed = vi.fn();
    const parsing = parsePsd(file(), { canvas, host, signal: closed.signal, onFailed });
    const [worker] = workers;
    worker!.reply({ type: 'listed', id: worker!.parseId, artboards: [board('A'), board('B')] });
    await parsing;
    const held = preview();
    worker!.reply({ type: 'previews', id: worker!.parseId, previews: [{ artboard: 0, bitmap: held }] });
    worker!.onerror?.({ preventDefault() {} } as ErrorEvent);
    expect(onFailed).toHaveBeenCalledWith(new PsdImportError(MSG.psdImport.crashed));
    closed.abort();
    expect(held.close).toHaveBeenCalled();
  });

  it('leaves a failure after the listing to the import that waits for PNGs, and says nothing of a close', async () => {
    const { host, workers } = fakeHost();
    const closed = new AbortController();
    const onFailed = vi.fn();
    const parsing = parsePsd(file(), { canvas, host, signal: closed.signal, onFailed });
    const [worker] = workers;
    worker!.reply({ type: 'listed', id: worker!.parseId, artboards: [board('A')] });
    const encoded = (await parsing).encoded([0]);
    worker!.reply({ type: 'failed', id: worker!.parseId, failure: { reason: 'corrupt' } });
    await expect(encoded).rejects.toThrow(MSG.psdImport.corrupt);
    closed.abort();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('says 导入失败，未找到任何画板 when no 画板 has layers, and names the decode limit', () => {
    expect(failureText({ reason: 'noArtboards' }, 'x.psd')).toBe('导入失败，未找到任何画板');
    expect(failureText({ reason: 'tooManyPixels', maxBytes: 1024 ** 3 }, 'x.psd')).toBe('PSD图层像素过多（解码需要超过1GB内存），请合并或缩小图层后重试');
  });

  it('names the file and the layer whose data outgrows its size, or whose size outgrows the limits', async () => {
    const { host, workers } = fakeHost();
    const parsing = parsePsd(file(), { canvas, host });
    const [worker] = workers;
    worker!.reply({ type: 'failed', id: worker!.parseId, failure: { reason: 'layerData', layer: '图层 1' } });
    await expect(parsing).rejects.toEqual(new PsdImportError('「design.psd」的图层「图层 1」数据超出其尺寸，无法导入'));
    expect(failureText({ reason: 'layerTooLarge', layer: '图层 1', maxSide: 30000, maxBytes: 1024 ** 3 }, 'x.psd')).toBe(
      '「x.psd」的图层「图层 1」尺寸过大（宽高须在30000像素以内，解码不超过1GB内存），无法导入',
    );
  });

  it('names only the limit the layers together break: the area against the canvas, the memory they decode to, or both', () => {
    const text = (maxTimes: number | null, maxBytes: number | null) => failureText({ reason: 'layersOverCanvas', maxTimes, maxBytes }, 'x.psd');
    expect(text(64, null)).toBe('「x.psd」的图层合计过大（面积合计须在画布的64倍以内），请合并或缩小图层后重试');
    expect(text(null, 1024 ** 3)).toBe('「x.psd」的图层合计过大（解码不超过1GB内存），请合并或缩小图层后重试');
    expect(text(64, 1024 ** 3)).toBe('「x.psd」的图层合计过大（面积合计须在画布的64倍以内，解码不超过1GB内存），请合并或缩小图层后重试');
  });
});

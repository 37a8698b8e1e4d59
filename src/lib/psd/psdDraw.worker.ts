/**
 * The PSD worker's own worker (psd.worker.ts starts it): from the pixels of the file just listed, each
 * importable artboard's preview and every layer's PNG and the template's thumbnail, with OffscreenCanvas;
 * the PNGs are encoded by the encoding workers (psdPngLanes.ts). It replies in the page's protocol
 * (psdProtocol.ts), through the parsing worker. Kept apart from ag-psd's parse: done in the same worker,
 * this work left V8 there collecting and recompiling during the next file's readPsd, and `npm run bench`
 * listed webtoon-example.psd at ×1.54 of ag-psd on the page; apart, ×1.02–1.03 (medians of 24 rounds, this 2-core machine, 2026-11-26: 05:42 at load 2.6, then
 * 08:27 and 08:38 at load 2.8 and 1.6).
 */
import { fitArtboard, type Fit, type Size } from './psdPlacement';
import { backgroundCanvas, drawThumbnailLayer, layerCanvas, previewBitmap, previewFromThumbnail, previewHeight, thumbnailCanvas, withinImageLimit } from './psdRaster';
import { encodeOnLanes, PngLanes, portAsWorker, workerLane, type EncodeRequest, type EncodeResult } from './psdPngLanes';
import { workerCalls } from '../workerCalls';
import { Wakeups } from './wakeups';
import { drawnTransfers, type ArtboardPreview, type DrawnBitmaps, type DrawReply, type DrawRequest, type EncodedArtboard, type PixelArtboard } from './psdProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<DrawRequest>) => void) | null;
  postMessage(message: DrawReply, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

/** An importable artboard, whose layers keep their pixels until drawn. */
interface HeldArtboard {
  board: PixelArtboard;
  fit: Fit;
  /** Its layers' full-size canvases and its thumbnail, once drawn (drawArtboard), until its PNGs are made. */
  drawn?: DrawnArtboard;
  /** Its PNGs are made: its pixels and canvases are gone. */
  encoded?: boolean;
}

interface DrawnArtboard {
  /** Each layer's canvas, its opacity baked in and cut to the artboard, in the order of its listed layers. */
  layers: OffscreenCanvas[];
  thumbnail: OffscreenCanvas;
}

/**
 * Up to this many importable artboards, each preview is scaled down from the artboard's thumbnail, which is
 * drawn from the layers' full-size canvases before the previews instead of after them: those canvases are
 * what the PNGs are made from anyway, so the import's end comes sooner by the whole sampled drawing
 * (psdPreview.ts), which took about as long as the parse of the file (the PSD bench prints both). The
 * previews then wait for the canvases, which a file of a few artboards (a template's usual PSD) makes in
 * milliseconds; past it, each preview is sampled from the layers, so that a sheet of hundreds of artboards
 * lists its previews long before the canvases of all of them are made.
 */
const PREVIEWS_FROM_THUMBNAILS_MAX = 12;

/** The file held: its importable artboards by place in the list, and those whose PNGs are still to make, in the order they will be made. */
interface HeldFile {
  id: number;
  /** The template canvas the thumbnails are drawn for. */
  canvas: Size;
  artboards: Map<number, HeldArtboard>;
  queue: number[];
  /** The artboards whose PNGs are being made now (two at a time, as one's last PNGs and the next's first overlap), taken off the queue already: a close keeping them lets them finish. */
  encoding: Set<number>;
  /** Asked for first (导入 waits for them) while previews are still being drawn: made between two slices. */
  asked: number[];
  closed: boolean;
  /** The dialog closed, keeping the queued artboards (their layers are on a canvas): no more previews, and a new file does not stop it. */
  kept: boolean;
  /** Artboards whose bitmaps were sent: a `draw` of them sends nothing again. */
  sent: Set<number>;
  /** Artboards whose preview is drawn: only those have their PNGs made while previews are still drawn (encodeAll). */
  previewed: Set<number>;
  /** No more previews will be drawn (all drawn, or the file closed or kept). */
  previewsOver: boolean;
  /** Woken at each preview drawn, and at the previews' end. */
  previewMoved: Wakeups;
}

let held: HeldFile | null = null;

function post(reply: DrawReply, transfer: Transferable[] = []): void {
  scope.postMessage(reply, transfer);
}

function letGo(): void {
  if (held && !held.kept) held.closed = true;
  held = null;
}


/** Each layer's full-size canvas and the thumbnail drawn from them, bottom first; the layers' pixels are let go as their canvases are made. */
function drawArtboard(held: HeldArtboard, canvasSize: Size): DrawnArtboard {
  if (held.drawn) return held.drawn;
  const { board, fit } = held;
  const thumbnail = thumbnailCanvas(board, canvasSize);
  const layers = board.layers.map((layer) => {
    const pixels = layerCanvas(layer);
    layer.pixels = { width: 0, height: 0, data: new Uint8ClampedArray(0) };
    drawThumbnailLayer(thumbnail, layer, pixels, canvasSize, fit);
    return pixels;
  });
  held.drawn = { layers, thumbnail };
  return held.drawn;
}

/**
 * The encoding workers the PNGs are made on (psdPngLanes.ts), started with this one so that the first file
 * does not wait for them; the parsing worker sends their ports first thing (`encoder`).
 */
const lanes = new PngLanes();

/** One artboard's PNGs and its thumbnail's, from its drawn canvases, which are let go once encoded. Null when the file was let go meanwhile. */
async function encodeArtboard(file: HeldFile, index: number): Promise<EncodedArtboard | null> {
  const held = file.artboards.get(index)!;
  const { board } = held;
  const drawn = drawArtboard(held, file.canvas);
  const count = drawn.layers.length;
  // The layers first, the page's progress counting them; then the thumbnail and the background colour's.
  const canvases = [
    ...drawn.layers.map((canvas) => () => withinImageLimit(canvas)),
    () => drawn.thumbnail,
    ...(board.background ? [() => backgroundCanvas(board, board.background!)] : []),
  ];
  const pngs = await encodeOnLanes(
    canvases,
    lanes,
    (made, png) => made < count && post({ type: 'encoding', id: file.id, artboard: index, done: made + 1, png }),
    () => file.closed || !file.artboards.has(index),
  );
  if (!pngs) return null;
  // A `draw` of it after this gets its PNGs: a sheet of hundreds of artboards would otherwise hold every canvas.
  held.drawn = undefined;
  held.encoded = true;
  return file.closed ? null : { layers: pngs.slice(0, count), background: pngs[count + 1] ?? null, thumbnail: pngs[count]! };
}

/**
 * The artboard's layers as bitmaps, for the designer's canvas: copies of the canvases its PNGs are made
 * from (drawn now if they were not), so the layers are editable without waiting for the encoder. Null for
 * an artboard this file does not hold, or whose canvases went with its PNGs (the page has those, sent before).
 */
async function drawnBitmaps(file: HeldFile, index: number): Promise<DrawnBitmaps | null> {
  const held = file.artboards.get(index);
  if (!held || (held.encoded && !held.drawn)) return null;
  const drawn = drawArtboard(held, file.canvas);
  const { board } = held;
  const [background, ...layers] = await Promise.all([
    board.background ? createImageBitmap(backgroundCanvas(board, board.background)) : null,
    ...drawn.layers.map((canvas) => createImageBitmap(withinImageLimit(canvas))),
  ]);
  return { layers: layers as ImageBitmap[], background };
}

/** Takes `index` off the queue and makes its PNGs. */
async function encodeNext(file: HeldFile, index: number): Promise<void> {
  file.queue = file.queue.filter((queued) => queued !== index);
  file.encoding.add(index);
  const encoded = await encodeArtboard(file, index).finally(() => file.encoding.delete(index));
  if (encoded && file.artboards.has(index)) post({ type: 'encoded', id: file.id, artboard: index, encoded });
}

/**
 * The PNGs of every importable artboard, in the queue's order (which a `first` request changes meanwhile):
 * the next artboard's are asked for as soon as a lane has nothing left to take, not once the last one's are
 * in. While previews are still being drawn, only an artboard already previewed is taken: its PNGs let its
 * canvases go, which a preview drawn later would need.
 */
async function encodeAll(file: HeldFile): Promise<void> {
  const started: Promise<void>[] = [];
  const failures: unknown[] = [];
  while (!file.closed && file.queue.length > 0) {
    const index = file.queue[0]!;
    if (!file.previewsOver && !file.previewed.has(index)) {
      await file.previewMoved.next();
      continue;
    }
    const next = encodeNext(file, index);
    next.catch((error: unknown) => failures.push(error));
    started.push(next);
    await lanes.whenFree();
    if (failures.length > 0) throw failures[0];
  }
  await Promise.all(started);
  // Held until closed, though every PNG is made: 导入 into the designer may still ask for the layers' bitmaps.
}

/** Drawing previews this long without a pause would keep a close or a `first` waiting. */
const PREVIEW_SLICE_MS = 8;

const pause = new MessageChannel();
/** The next task: messages that came meanwhile are handled first (no timer clamping). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    pause.port1.onmessage = () => resolve();
    pause.port2.postMessage(null);
  });

/**
 * Each importable artboard's preview, in list order, after the list, not in it: drawing them took longer
 * than reading a small file (the PSD bench prints both times), and the merchant can read the names and
 * sizes meanwhile. They cross as transferables, those drawn in one slice of a few milliseconds together:
 * one message (and one render of the dialog) per slice, not per artboard. Between slices the worker pauses,
 * so a close stops it, and makes the PNGs of any artboard 导入 is waiting for: with thousands of artboards
 * the previews take seconds, which 导入 would otherwise wait out with nothing to show.
 */
async function postPreviews(file: HeldFile): Promise<void> {
  let slice = performance.now();
  let drawn: ArtboardPreview[] = [];
  const height = previewHeight(file.queue.length);
  const fromThumbnails = file.queue.length <= PREVIEWS_FROM_THUMBNAILS_MAX;
  const send = () => {
    if (drawn.length > 0) post({ type: 'previews', id: file.id, previews: drawn }, drawn.map(({ bitmap }) => bitmap));
    drawn = [];
  };
  // Drawn before its PNGs are made: sampled, it needs the layers' pixels, which making the PNGs lets go.
  const draw = (index: number) => {
    if (file.previewed.has(index)) return;
    const held = file.artboards.get(index)!;
    // An artboard drawn already (a `draw` came first) has its thumbnail, and its layers' pixels are gone.
    const bitmap = fromThumbnails || held.drawn
      ? previewFromThumbnail(drawArtboard(held, file.canvas).thumbnail, file.canvas, height)
      : previewBitmap(held.board, file.canvas, held.fit, height);
    drawn.push({ artboard: index, bitmap });
    file.previewed.add(index);
    file.previewMoved.wake();
  };
  for (const index of file.queue.slice()) {
    if (file.closed || file.kept) return;
    draw(index);
    if (performance.now() - slice > PREVIEW_SLICE_MS) {
      send();
      await nextTask();
      while (!file.closed && file.asked.length > 0) {
        const asked = file.asked.shift()!;
        if (!file.queue.includes(asked)) continue;
        draw(asked);
        send();
        await encodeNext(file, asked);
      }
      slice = performance.now();
    }
  }
  send();
}

async function hold({ id, canvas, artboards }: Extract<DrawRequest, { type: 'hold' }>): Promise<void> {
  const file: HeldFile = {
    id,
    canvas,
    artboards: new Map(artboards.map((board) => [board.artboard, { board, fit: fitArtboard(board, canvas) }])),
    queue: artboards.map((board) => board.artboard),
    encoding: new Set(),
    asked: [],
    closed: false,
    kept: false,
    sent: new Set(),
    previewed: new Set(),
    previewsOver: false,
    previewMoved: new Wakeups(),
  };
  held = file;
  const previews = postPreviews(file).finally(() => {
    file.previewsOver = true;
    file.previewMoved.wake();
  });
  // Up to PREVIEWS_FROM_THUMBNAILS_MAX artboards a preview is the artboard's thumbnail scaled down: once
  // drawn, its PNGs are made while the next artboards are drawn. Past it, the sampled previews of a sheet of
  // hundreds come first, not slowed by the drawing of canvases for the PNGs.
  if (file.queue.length <= PREVIEWS_FROM_THUMBNAILS_MAX) {
    await Promise.all([previews, encodeAll(file)]);
  } else {
    await previews;
    await encodeAll(file);
  }
}

/** `draw`: the bitmaps now (of those not sent already), then these artboards' PNGs first. */
async function drawFirst(file: HeldFile, artboards: number[]): Promise<void> {
  putFirst(file, artboards);
  for (const index of artboards) await sendDrawn(file, index);
}

/** The artboard's bitmaps to the page, once. */
async function sendDrawn(file: HeldFile, index: number): Promise<void> {
  if (file.sent.has(index)) return;
  file.sent.add(index);
  const drawn = await drawnBitmaps(file, index).catch((error: unknown) => {
    // Not sent after all: a `draw` of it tries again.
    file.sent.delete(index);
    throw error;
  });
  post({ type: 'drawn', id: file.id, artboard: index, drawn }, drawn ? drawnTransfers(drawn) : []);
}

/** These artboards' PNGs before the others'. */
function putFirst(file: HeldFile, artboards: number[]): void {
  file.queue = [...artboards.filter((index) => file.queue.includes(index)), ...file.queue.filter((index) => !artboards.includes(index))];
  file.asked = artboards.filter((index) => file.queue.includes(index));
}

/**
 * The dialog closed: the artboards in `keep` are still encoded, in the background; the rest is let go. Those
 * being encoded now are off the queue but kept too when asked: the page waits for their PNGs (a save right
 * after 导入 of a one-artboard PSD would otherwise wait out the stall watchdog, psdClient.ts).
 */
function close(file: HeldFile, keep: number[] = []): void {
  file.queue = file.queue.filter((index) => keep.includes(index));
  const encoding = [...file.encoding].filter((index) => keep.includes(index));
  for (const index of file.artboards.keys()) if (!encoding.includes(index) && !file.queue.includes(index)) file.artboards.delete(index);
  if (file.queue.length === 0 && encoding.length === 0) {
    file.closed = true;
  } else {
    file.kept = true;
    file.asked = [];
  }
  if (held === file) held = null;
}

scope.onmessage = ({ data }) => {
  if (data.type === 'encoder') {
    const port = data.port;
    lanes.add(workerLane(workerCalls<EncodeRequest, EncodeResult>(() => portAsWorker(port), 'PSD encoding')));
  } else if (data.type === 'hold') {
    letGo();
    hold(data).catch((error: unknown) => {
      if (held?.id === data.id) letGo();
      post({ type: 'failed', id: data.id, failure: { reason: 'corrupt' }, detail: String(error) });
    });
  } else if (held?.id === data.id) {
    const file = held;
    if (data.type === 'close') close(file, data.keep);
    else if (data.type === 'first') putFirst(file, data.artboards);
    else
      drawFirst(file, data.artboards).catch((error: unknown) => {
        close(file);
        post({ type: 'failed', id: data.id, failure: { reason: 'corrupt' }, detail: String(error) });
      });
  }
};

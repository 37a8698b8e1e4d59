/**
 * Parses a PSD off the main thread and lists its artboards (psdProtocol.ts says the exchange); the
 * previews and PNGs are made by a worker of its own (psdDraw.worker.ts), which gets the decoded pixels.
 * ag-psd's readPsd is synchronous: on the page it holds the main thread for the whole parse (the PSD
 * bench prints each candidate's longest task: 92 ms for a 0.6 MB test file's first parse, on this 2-core
 * machine at load 3.2 on 2026-11-26, 08:38). The page keeps this worker for all its imports, so its start and the
 * evaluation of ag-psd are paid once. One file is held at a time: a new parse or a close lets the last
 * file's pixels go.
 */
import { initializeCanvas, readPsd } from 'ag-psd';
import { isTruncated, readLayerSection } from './psdSections';
import { pixelArtboards, pixelBuffers, planArtboards, type PlannedArtboard } from './psdArtboards';
import { DECODE_LIMIT_BYTES, PSD_HEADER_BYTES, refuseByHeader } from './psdHeader';
import { refuseLayerData } from './psdLayerData';
import type { Size } from './psdPlacement';
import { designerBitmaps, type CopyElsewhere, type CopyRequest, type CopyResult } from './psdLayerCopies';
import { portAsWorker } from './psdPngLanes';
import { pngSize } from './psdRaster';
import { workerCalls } from '../workerCalls';
import { drawnTransfers, replyTransfers, type DrawnBitmaps, type DrawReply, type DrawRequest, type PixelArtboard, type ListedArtboard, type ListedLayer, type PsdReply, type PsdRequest } from './psdProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PsdRequest>) => void) | null;
  postMessage(message: PsdReply, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

/**
 * Text engine data a file may hold in all (psdSections.ts LayerSection.textBytes): a text layer's is a few KB, a
 * long paragraph with a style per character well under 1 MB. More is not a design but a crafted file,
 * which ag-psd's parse of it would turn into an out-of-memory crash of the tab.
 */
const TEXT_ENGINE_LIMIT_BYTES = 8 * 1024 * 1024;

/** A file up to this size is read whole at once; a larger one's header first, so that a refusal reads 26 bytes. */
const READ_ONCE_MAX_BYTES = 4 * 1024 * 1024;

initializeCanvas(
  (width, height) => new OffscreenCanvas(width, height) as unknown as HTMLCanvasElement,
  (width, height) => new ImageData(width, height),
);

/**
 * The worker that draws the previews and PNGs (psdDraw.worker.ts): started with this one, so the first
 * file does not wait for it. Its replies are the page's, passed on as they are.
 */
const draw = new Worker(new URL('./psdDraw.worker.ts', import.meta.url));
draw.onmessage = ({ data }: MessageEvent<DrawReply>) => post(data, replyTransfers(data));
// It failed to load, or died: this worker fails with it, so the page ends both and starts afresh.
draw.onerror = (event) => {
  event.preventDefault();
  throw new Error(`PSD drawing worker: ${event.message || 'failed to load or stopped'}`);
};
draw.onmessageerror = () => {
  throw new Error('PSD drawing worker: unreadable reply');
};

/**
 * The drawing worker's PNG encoders (psdEncode.worker.ts, psdPngLanes.ts), which it reaches on ports:
 * started here beside it, and failing as it does. Two, for the two cores of the machines the import is
 * measured on (docs/performance.md, "PSD import"); each holds its thread for a whole PNG.
 */
const ENCODERS = 2;
/** The first encoder, asked here for part of the designer's bitmaps before it has any PNG to make (psdLayerCopies.ts). */
let copyElsewhere: CopyElsewhere | null = null;
for (let lane = 0; lane < ENCODERS; lane++) {
  const encoder = new Worker(new URL('./psdEncode.worker.ts', import.meta.url));
  encoder.onerror = (event) => {
    event.preventDefault();
    throw new Error(`PSD encoding worker: ${event.message || 'failed to load or stopped'}`);
  };
  const channel = new MessageChannel();
  encoder.postMessage({ port: channel.port1 }, [channel.port1]);
  draw.postMessage({ type: 'encoder', port: channel.port2 } satisfies DrawRequest, [channel.port2]);
  if (lane === 0) {
    const copies = new MessageChannel();
    encoder.postMessage({ port: copies.port1, copies: true }, [copies.port1]);
    copyElsewhere = workerCalls<CopyRequest, CopyResult>(() => portAsWorker(copies.port2), 'PSD copy');
  }
}

/** The id of the newest parse: an older one still reading or parsing stops at its next step. */
let newest = 0;
/** The file the drawing worker holds, if any. */
let held: number | null = null;
/** Its artboards whose layers' bitmaps this worker sends (`drawn`), unasked. */
let drawnHere = new Set<number>();

/**
 * Up to this many importable artboards, the designer's bitmaps of every one are made as the file is
 * listed, before 导入 is pressed: a template's PSD has a few. A sheet of hundreds would hold that many copies.
 */
const DRAWN_AHEAD_MAX = 12;

/**
 * Up to this many decoded pixels (16 MB of RGBA), the listing waits for the bitmaps and carries them: a
 * few milliseconds' copy, against a message and a task more on the page (docs/performance.md, "PSD
 * import"). A larger file's listing goes first, so the dialog is not held for the copies (269 ms for the
 * 52 MB test file's nine layers on the shared machine).
 */
const LISTED_WITH_BITMAPS_MAX_PIXELS = 4_000_000;

function post(reply: PsdReply, transfer: Transferable[] = []): void {
  scope.postMessage(reply, transfer);
}

function letGo(): void {
  if (held !== null) draw.postMessage({ type: 'close', id: held } satisfies DrawRequest);
  held = null;
}

function listedLayer(plan: PlannedArtboard['layers'][number]): ListedLayer {
  const { name, folder, left, top, width, height, text, background } = plan;
  const png = pngSize(plan);
  return { name, left, top, width, height, text, pngWidth: png.width, pngHeight: png.height, ...(folder && { folder }), ...(background && { background }) };
}

/** The artboard as listed; its preview follows in a message of its own. */
function list(plan: PlannedArtboard): ListedArtboard {
  const importable = plan.layers.length > 0;
  const background: ListedLayer | null =
    importable && plan.background
      ? { name: plan.name, left: 0, top: 0, width: plan.width, height: plan.height, text: false, ...pngDimensions(plan), background: true }
      : null;
  return {
    name: plan.name,
    width: plan.width,
    height: plan.height,
    layers: plan.layers.map(listedLayer),
    background,
    refusal: plan.refusal,
    skippedLayers: plan.skippedLayers,
  };
}

function pngDimensions(size: Size): { pngWidth: number; pngHeight: number } {
  const png = pngSize(size);
  return { pngWidth: png.width, pngHeight: png.height };
}

async function parse({ id, file, documentName, canvas, bitmaps }: Extract<PsdRequest, { type: 'parse' }>): Promise<void> {
  // No 'reading' progress: the page shows it as it sends the file.
  let buffer: ArrayBuffer;
  try {
    // A refusal (PSB, CMYK, 16/32-bit, not a PSD) is decided from the header's 26 bytes, before the whole
    // file is read: a refused file of 150 MB costs no more than one of 1 MB. A small file is read once,
    // header and all: a second read of the Blob cost more than reading the rest.
    const whole = file.size <= READ_ONCE_MAX_BYTES ? await file.arrayBuffer() : null;
    const refusal = refuseByHeader(new Uint8Array(whole ?? (await file.slice(0, PSD_HEADER_BYTES).arrayBuffer()), 0, Math.min(PSD_HEADER_BYTES, file.size)), file.size);
    if (refusal) return post({ type: 'failed', id, failure: refusal });
    if (id !== newest) return;
    buffer = whole ?? (await file.arrayBuffer());
  } catch (error) {
    return post({ type: 'failed', id, failure: { reason: 'unreadable' }, detail: String(error) });
  }
  if (id !== newest) return;
  const bytes = new Uint8Array(buffer);
  if (isTruncated(bytes)) return post({ type: 'failed', id, failure: { reason: 'corrupt' }, detail: 'truncated' });
  const { records, textBytes, layers, patterns } = readLayerSection(bytes);
  if (textBytes !== null && textBytes > TEXT_ENGINE_LIMIT_BYTES) return post({ type: 'failed', id, failure: { reason: 'corrupt' }, detail: `${textBytes} bytes of text engine data` });
  post({ type: 'progress', id, stage: 'parsing', done: 0, total: 1 });
  // ag-psd inflates each channel whole, and allocates each layer's, mask's and pattern's box as declared: a
  // layer whose data outgrows its size, or sizes out of proportion to the document, are refused first.
  const layerRefusal = await refuseLayerData(bytes, layers, patterns);
  if (id !== newest) return;
  if (layerRefusal) return post({ type: 'failed', id, failure: layerRefusal.failure, detail: layerRefusal.detail });
  let plans: PlannedArtboard[];
  try {
    const psd = readPsd(buffer, {
      useImageData: true,
      skipThumbnail: true,
      skipCompositeImageData: true,
      skipLinkedFilesData: true,
      totalMemoryLimit: DECODE_LIMIT_BYTES,
    });
    plans = planArtboards(psd, records, documentName);
  } catch (error) {
    // ag-psd's own words for its decode limit: the file is whole, only too big to decode in a tab.
    if (error instanceof Error && error.message === 'Exceeded memory limit') {
      return post({ type: 'failed', id, failure: { reason: 'tooManyPixels', maxBytes: DECODE_LIMIT_BYTES } });
    }
    return post({ type: 'failed', id, failure: { reason: 'corrupt' }, detail: String(error) });
  }
  // A refused artboard is still listed, with its reason: better than 未找到任何画板 for a file that has one.
  if (!plans.some((plan) => plan.layers.length > 0 || plan.refusal)) return post({ type: 'failed', id, failure: { reason: 'noArtboards' } });
  const { artboards } = pixelArtboards(plans);
  const listing = plans.map(list);
  // The designer's layers go from here, not from the drawing worker: a hop there, its canvases and two hops
  // back took longer than the parse of a small file (docs/performance.md, "PSD import"). A file of more
  // artboards sends them when 导入 asks (`draw`), from the drawing worker, so that its listing is not held up.
  const drawAhead = bitmaps && artboards.length <= DRAWN_AHEAD_MAX;
  const withListing = drawAhead && pixelsOf(artboards) <= LISTED_WITH_BITMAPS_MAX_PIXELS;
  if (!withListing) post({ type: 'listed', id, artboards: listing });
  // Not made after all (out of memory): null, and the page places the layers from their PNGs.
  const made = (drawn: Promise<DrawnBitmaps>) => drawn.catch(() => null);
  const copies = drawAhead ? designerBitmaps(artboards, copyElsewhere) : null;
  const ahead = copies ? artboards.map((board, i) => ({ artboard: board.artboard, drawn: copies.drawn[i]! })) : [];
  // The pixels copied on the other thread are back before they move on to the drawing worker.
  await copies?.pixelsBack;
  if (id !== newest) return ahead.forEach(({ drawn }) => void made(drawn).then(closeDrawn));
  if (withListing) {
    const drawn = await Promise.all(ahead.map(async ({ artboard, drawn }) => ({ artboard, drawn: await made(drawn) })));
    if (id !== newest) return drawn.forEach(({ drawn }) => closeDrawn(drawn));
    const reply: PsdReply = { type: 'listed', id, artboards: listing, drawn };
    post(reply, replyTransfers(reply));
  }
  // After the listing: the drawing worker's replies, passed on as they come, are about the file listed.
  // createImageBitmap has copied the pixels by now: they may move on while the bitmaps are made.
  draw.postMessage({ type: 'hold', id, canvas, artboards } satisfies DrawRequest, pixelBuffers(artboards));
  held = id;
  drawnHere = new Set(ahead.map(({ artboard }) => artboard));
  if (withListing) return;
  for (const { artboard, drawn } of ahead) {
    const bitmaps = await made(drawn);
    if (held !== id) closeDrawn(bitmaps);
    else post({ type: 'drawn', id, artboard, drawn: bitmaps }, bitmaps ? drawnTransfers(bitmaps) : []);
  }
}

/** The decoded pixels of these artboards' layers. */
const pixelsOf = (artboards: PixelArtboard[]) => artboards.reduce((sum, board) => sum + board.layers.reduce((layers, layer) => layers + layer.pixels.width * layer.pixels.height, 0), 0);

const closeDrawn = (drawn: DrawnBitmaps | null) => drawn && drawnTransfers(drawn).forEach((bitmap) => bitmap.close());

scope.onmessage = ({ data }) => {
  if (data.type === 'parse') {
    letGo();
    newest = data.id;
    parse(data).catch((error: unknown) => {
      if (held === data.id) letGo();
      post({ type: 'failed', id: data.id, failure: { reason: 'corrupt' }, detail: String(error) });
    });
  } else if (held === data.id) {
    // Artboards whose bitmaps this worker sends are not drawn again.
    const request = data.type === 'draw' ? { ...data, artboards: data.artboards.filter((artboard) => !drawnHere.has(artboard)) } : data;
    if (request.type !== 'draw' || request.artboards.length > 0) draw.postMessage(request satisfies DrawRequest);
    if (data.type === 'close') held = null;
  }
};

/**
 * Parses a PSD off the main thread and makes each artboard's preview and every imported layer's PNG with
 * OffscreenCanvas (psdProtocol.ts says the exchange). ag-psd's readPsd is synchronous: on the page it holds
 * the main thread for the whole parse (the PSD bench prints each candidate's longest task: 99 ms for a
 * 0.6 MB test file's first parse, on this 2-core machine at load 2.8 on 2026-11-26). The page keeps this
 * worker for all its imports, so its start and the evaluation of ag-psd are paid once. It holds one file
 * at a time: a new parse or a close lets the last file's pixels go.
 */
import { initializeCanvas, readPsd } from 'ag-psd';
import { isTruncated, readLayerRecords } from './psdSections';
import { planArtboards, type PlannedArtboard } from './psdArtboards';
import { refuseByHeader } from './psdHeader';
import { fitArtboard, type Fit, type Size } from './psdPlacement';
import { backgroundCanvas, drawThumbnailLayer, layerCanvas, pngSize, previewBitmap, previewHeight, thumbnailCanvas, withinImageLimit } from './psdRaster';
import type { ArtboardPreview, EncodedArtboard, ListedArtboard, ListedLayer, PsdReply, PsdRequest } from './psdProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PsdRequest>) => void) | null;
  postMessage(message: PsdReply, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

/** Pixels ag-psd may decode at most (its default is 2 GB): beyond it the file is refused, not the tab killed. */
const DECODE_LIMIT_BYTES = 1024 * 1024 * 1024;

initializeCanvas(
  (width, height) => new OffscreenCanvas(width, height) as unknown as HTMLCanvasElement,
  (width, height) => new ImageData(width, height),
);

/** An artboard between its listing and its PNGs: its plan, whose layers keep their decoded pixels until encoded. */
interface HeldArtboard {
  plan: PlannedArtboard;
  fit: Fit;
}

/** The file held: its artboards, and those whose PNGs are still to make, in the order they will be made. */
interface HeldFile {
  id: number;
  /** The template canvas the thumbnails are drawn for. */
  canvas: Size;
  artboards: HeldArtboard[];
  queue: number[];
  /** Asked for first (导入 waits for them) while previews are still being drawn: made between two slices. */
  asked: number[];
  closed: boolean;
}

/** The id of the newest parse: an older one still reading or parsing stops at its next step. */
let newest = 0;
let held: HeldFile | null = null;

function post(reply: PsdReply, transfer: Transferable[] = []): void {
  scope.postMessage(reply, transfer);
}

function letGo(): void {
  if (held) held.closed = true;
  held = null;
}

function listedLayer(plan: PlannedArtboard['layers'][number]): ListedLayer {
  const { name, left, top, width, height, text } = plan;
  const png = pngSize(plan);
  return { name, left, top, width, height, text, pngWidth: png.width, pngHeight: png.height };
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

const PNG = { type: 'image/png' } as const;

/**
 * One artboard's PNGs and its thumbnail, drawn from each layer's full-size canvas; each layer's pixels are
 * let go once encoded. Null when the file was let go meanwhile.
 */
async function encodeArtboard(file: HeldFile, index: number): Promise<EncodedArtboard | null> {
  const { plan, fit } = file.artboards[index]!;
  const background = plan.background ? await backgroundCanvas(plan, plan.background).convertToBlob(PNG) : null;
  const thumbnail = thumbnailCanvas(plan, file.canvas, fit);
  const layers: Blob[] = [];
  for (const layer of plan.layers) {
    if (file.closed) return null;
    const pixels = layerCanvas(layer);
    layer.source.imageData = undefined;
    drawThumbnailLayer(thumbnail, layer, pixels, file.canvas, fit);
    layers.push(await withinImageLimit(pixels).convertToBlob(PNG));
    post({ type: 'encoding', id: file.id, artboard: index, done: layers.length });
  }
  const png = await thumbnail.convertToBlob(PNG);
  return file.closed ? null : { layers, background, thumbnail: png };
}

/** Takes `index` off the queue and makes its PNGs. */
async function encodeNext(file: HeldFile, index: number): Promise<void> {
  file.queue = file.queue.filter((queued) => queued !== index);
  const encoded = await encodeArtboard(file, index);
  if (encoded) post({ type: 'encoded', id: file.id, artboard: index, encoded });
}

/** The PNGs of every importable artboard, in the queue's order (which a `first` request changes meanwhile). */
async function encodeAll(file: HeldFile): Promise<void> {
  while (!file.closed && file.queue.length > 0) await encodeNext(file, file.queue[0]!);
  if (held === file) held = null;
}

async function parse({ id, file, documentName, canvas }: Extract<PsdRequest, { type: 'parse' }>): Promise<void> {
  post({ type: 'progress', id, stage: 'reading', done: 0, total: 1 });
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch (error) {
    return post({ type: 'failed', id, failure: { reason: 'unreadable' }, detail: String(error) });
  }
  if (id !== newest) return;
  const bytes = new Uint8Array(buffer);
  const refusal = refuseByHeader(bytes);
  if (refusal) return post({ type: 'failed', id, failure: refusal });
  if (isTruncated(bytes)) return post({ type: 'failed', id, failure: { reason: 'corrupt' }, detail: 'truncated' });
  post({ type: 'progress', id, stage: 'parsing', done: 0, total: 1 });
  let plans: PlannedArtboard[];
  try {
    const psd = readPsd(buffer, {
      useImageData: true,
      skipThumbnail: true,
      skipCompositeImageData: true,
      skipLinkedFilesData: true,
      totalMemoryLimit: DECODE_LIMIT_BYTES,
    });
    plans = planArtboards(psd, readLayerRecords(bytes), documentName);
  } catch (error) {
    // ag-psd's own words for its decode limit: the file is whole, only too big to decode in a tab.
    if (error instanceof Error && error.message === 'Exceeded memory limit') {
      return post({ type: 'failed', id, failure: { reason: 'tooManyPixels', maxBytes: DECODE_LIMIT_BYTES } });
    }
    return post({ type: 'failed', id, failure: { reason: 'corrupt' }, detail: String(error) });
  }
  // A refused artboard is still listed, with its reason: better than 未找到任何画板 for a file that has one.
  if (!plans.some((plan) => plan.layers.length > 0 || plan.refusal)) return post({ type: 'failed', id, failure: { reason: 'noArtboards' } });
  const artboards = plans.map((plan): HeldArtboard => ({ plan, fit: fitArtboard(plan, canvas) }));
  post({ type: 'listed', id, artboards: artboards.map(({ plan }) => list(plan)) });
  const queue = plans.flatMap((plan, index) => (plan.layers.length > 0 ? [index] : []));
  const opened: HeldFile = { id, canvas, artboards, queue, asked: [], closed: false };
  held = opened;
  await postPreviews(opened);
  await encodeAll(opened);
}

/** Drawing previews this long without a pause would keep a close or a `first` waiting. */
const PREVIEW_SLICE_MS = 8;

const pause = new MessageChannel();
/** The next task: messages from the page that came meanwhile are handled first (no timer clamping). */
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
  const previewed = new Set<number>();
  const height = previewHeight(file.queue.length);
  const send = () => {
    if (drawn.length > 0) post({ type: 'previews', id: file.id, previews: drawn }, drawn.map(({ bitmap }) => bitmap));
    drawn = [];
  };
  // Drawn before its PNGs are made: making them lets the layers' pixels go.
  const draw = (index: number) => {
    if (previewed.has(index)) return;
    previewed.add(index);
    const { plan, fit } = file.artboards[index]!;
    drawn.push({ artboard: index, bitmap: previewBitmap(plan, file.canvas, fit, height) });
  };
  for (const index of file.queue.slice()) {
    if (file.closed) return;
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

scope.onmessage = ({ data }) => {
  if (data.type === 'parse') {
    letGo();
    newest = data.id;
    parse(data).catch((error: unknown) => {
      if (held?.id === data.id) letGo();
      post({ type: 'failed', id: data.id, failure: { reason: 'corrupt' }, detail: String(error) });
    });
  } else if (held?.id === data.id) {
    if (data.type === 'close') letGo();
    else {
      held.queue = [...data.artboards.filter((index) => held!.queue.includes(index)), ...held.queue.filter((index) => !data.artboards.includes(index))];
      held.asked = data.artboards.filter((index) => held!.queue.includes(index));
    }
  }
};

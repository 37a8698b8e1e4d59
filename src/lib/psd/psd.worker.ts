/**
 * Parses a PSD off the main thread (ag-psd's readPsd is synchronous: a 50 MB file holds a thread for about
 * a second), encodes every imported layer as a PNG and draws each artboard's thumbnail, with
 * OffscreenCanvas. The page receives Blobs only. One file per worker: the page ends the worker after the
 * answer, which also frees the decoded pixels at once.
 */
import { initializeCanvas, readPsd } from 'ag-psd';
import { isTruncated, readLayerRecords } from './psdSections';
import { planArtboards, type PlannedArtboard } from './psdArtboards';
import { refuseByHeader } from './psdHeader';
import { MAX_IMAGE_SIDE } from '../imageLimits';
import { fitArtboard, placeOnCanvas, type Size } from './psdPlacement';
import type { ParsedArtboard, ParsedLayer, PsdParseReply, PsdParseRequest } from './psdProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PsdParseRequest>) => void) | null;
  postMessage(message: PsdParseReply): void;
}
const scope = self as unknown as WorkerScope;

/** Spec 2 §9: the thumbnail is 600 high. */
const THUMBNAIL_HEIGHT = 600;
/** Pixels ag-psd may decode at most (its default is 2 GB): beyond it the file is refused, not the tab killed. */
const DECODE_LIMIT_BYTES = 1024 * 1024 * 1024;

initializeCanvas(
  (width, height) => new OffscreenCanvas(width, height) as unknown as HTMLCanvasElement,
  (width, height) => new ImageData(width, height),
);

function post(reply: PsdParseReply): void {
  scope.postMessage(reply);
}

function layerCanvas(image: ImageData, opacity: number): OffscreenCanvas {
  if (opacity < 1) {
    const { data } = image;
    for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i] * opacity);
  }
  const canvas = new OffscreenCanvas(image.width, image.height);
  canvas.getContext('2d')!.putImageData(image, 0, 0);
  return canvas;
}

/** The part of the layer inside its artboard (psdArtboards.ts clipToBoard), or the whole layer. */
function cropped(canvas: OffscreenCanvas, crop: PlannedArtboard['layers'][number]['crop']): OffscreenCanvas {
  if (!crop) return canvas;
  const part = new OffscreenCanvas(crop.width, crop.height);
  part.getContext('2d')!.drawImage(canvas, -crop.x, -crop.y);
  return part;
}

/** The artboard's background colour, the artboard's size (within the image limit), as the bottom layer. */
async function backgroundLayer(board: PlannedArtboard, color: string): Promise<ParsedLayer> {
  const canvas = withinImageLimit(new OffscreenCanvas(board.width, board.height));
  const context = canvas.getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const png = await canvas.convertToBlob({ type: 'image/png' });
  return { name: board.name, left: 0, top: 0, width: board.width, height: board.height, text: false, png, pngWidth: canvas.width, pngHeight: canvas.height, background: true };
}

/** A layer wider or taller than the console takes any image (imageLimits.ts) is scaled down to that limit; its place on the canvas stays. */
function withinImageLimit(canvas: OffscreenCanvas): OffscreenCanvas {
  const scale = MAX_IMAGE_SIDE / Math.max(canvas.width, canvas.height);
  if (scale >= 1) return canvas;
  const smaller = new OffscreenCanvas(Math.max(1, Math.round(canvas.width * scale)), Math.max(1, Math.round(canvas.height * scale)));
  smaller.getContext('2d')!.drawImage(canvas, 0, 0, smaller.width, smaller.height);
  return smaller;
}

async function encode(boards: PlannedArtboard[], canvasSize: Size): Promise<ParsedArtboard[]> {
  const total = boards.reduce((sum, board) => sum + board.layers.length, 0);
  let done = 0;
  const parsed: ParsedArtboard[] = [];
  const thumbnailWidth = Math.max(1, Math.round((THUMBNAIL_HEIGHT * canvasSize.width) / canvasSize.height));
  for (const board of boards) {
    const fit = fitArtboard(board, canvasSize);
    const ratio = THUMBNAIL_HEIGHT / canvasSize.height;
    const thumbnail = board.layers.length > 0 ? new OffscreenCanvas(thumbnailWidth, THUMBNAIL_HEIGHT) : null;
    const thumbnailContext = thumbnail?.getContext('2d');
    const layers: ParsedLayer[] = [];
    const background = board.background && board.layers.length > 0 ? await backgroundLayer(board, board.background) : null;
    if (board.background && background) {
      if (thumbnailContext) {
        const placed = placeOnCanvas({ left: 0, top: 0, width: board.width, height: board.height }, fit);
        thumbnailContext.fillStyle = board.background;
        thumbnailContext.fillRect(placed.left * ratio, placed.top * ratio, placed.width * ratio, placed.height * ratio);
      }
    }
    for (const layer of board.layers) {
      const canvas = cropped(layerCanvas(layer.source.imageData as ImageData, layer.opacity), layer.crop);
      // The decoded pixels are not needed again: let them go before the next layer is encoded.
      layer.source.imageData = undefined;
      const placed = placeOnCanvas(layer, fit);
      thumbnailContext?.drawImage(canvas, placed.left * ratio, placed.top * ratio, placed.width * ratio, placed.height * ratio);
      const image = withinImageLimit(canvas);
      const png = await image.convertToBlob({ type: 'image/png' });
      const { name, left, top, width, height, text } = layer;
      layers.push({ name, left, top, width, height, text, png, pngWidth: image.width, pngHeight: image.height });
      post({ type: 'progress', stage: 'encoding', done: ++done, total });
    }
    parsed.push({
      name: board.name,
      width: board.width,
      height: board.height,
      layers,
      background,
      refusal: board.refusal,
      skippedLayers: board.skippedLayers,
      thumbnail: thumbnail ? await thumbnail.convertToBlob({ type: 'image/png' }) : null,
    });
  }
  return parsed;
}

async function parse({ file, documentName, canvas }: PsdParseRequest): Promise<void> {
  post({ type: 'progress', stage: 'reading', done: 0, total: 1 });
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch (error) {
    return post({ type: 'failed', failure: { reason: 'unreadable' }, detail: String(error) });
  }
  const bytes = new Uint8Array(buffer);
  const refusal = refuseByHeader(bytes);
  if (refusal) return post({ type: 'failed', failure: refusal });
  if (isTruncated(bytes)) return post({ type: 'failed', failure: { reason: 'corrupt' }, detail: 'truncated' });
  post({ type: 'progress', stage: 'parsing', done: 0, total: 1 });
  let boards: PlannedArtboard[];
  try {
    const psd = readPsd(buffer, {
      useImageData: true,
      skipThumbnail: true,
      skipCompositeImageData: true,
      skipLinkedFilesData: true,
      totalMemoryLimit: DECODE_LIMIT_BYTES,
    });
    boards = planArtboards(psd, readLayerRecords(bytes), documentName);
  } catch (error) {
    // ag-psd's own words for its decode limit: the file is whole, only too big to decode in a tab.
    if (error instanceof Error && error.message === 'Exceeded memory limit') {
      return post({ type: 'failed', failure: { reason: 'tooManyPixels', maxBytes: DECODE_LIMIT_BYTES } });
    }
    return post({ type: 'failed', failure: { reason: 'corrupt' }, detail: String(error) });
  }
  // A refused artboard is still listed, with its reason: better than 未找到任何画板 for a file that has one.
  if (!boards.some((board) => board.layers.length > 0 || board.refusal)) return post({ type: 'failed', failure: { reason: 'noArtboards' } });
  post({ type: 'done', artboards: await encode(boards, canvas) });
}

scope.onmessage = ({ data }) => {
  parse(data).catch((error: unknown) => post({ type: 'failed', failure: { reason: 'corrupt' }, detail: String(error) }));
};

/**
 * A small picture of a kept draft's canvas, drawn from its layers when the restore question shows it
 * (docs/designer.md, "Drafts"): drawn at offer time, not kept with each write, because a draft is written every
 * 400 ms of work and at once as the page goes, where a picture made then would lag behind the layers it shows;
 * the question is asked rarely, and a drawing then always shows the layers a 恢复 brings back. Drawn in
 * the page alone: it is never uploaded, nor exported (a template's own image may come from another origin).
 */
import type { CanvasSize, Layer } from '../model';
import { LAYER_OPACITY_MAX, opacityOf } from '../model';
import { nodeAttrsFor, type LayerNodeAttrs } from '../view/layerNodes';
import { strokeNodeAttrs } from '../view/strokeNodeGeometry';
import { isOwnImageAddress, isStoredImageAddress } from '../model/imageAddress';
import type { DesignDraft } from './designDraft';

/** The preview's height in CSS pixels: a few fit in the question above the buttons at 1024 × 640. */
export const DRAFT_PREVIEW_HEIGHT = 112;

/** The preview's size in CSS pixels: the draft's canvas, DRAFT_PREVIEW_HEIGHT tall. */
export function draftPreviewSize(canvas: CanvasSize): { width: number; height: number } {
  return { width: Math.max(1, Math.round((canvas.width * DRAFT_PREVIEW_HEIGHT) / canvas.height)), height: DRAFT_PREVIEW_HEIGHT };
}

interface Piece {
  /** Where it goes in the design: its centre, size, turn and flips. */
  place: Pick<LayerNodeAttrs, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'scaleX' | 'scaleY'>;
  image: HTMLImageElement;
  alpha: number;
  /** The part of the image drawn, in its own pixels; null: all of it. */
  source: { x: number; y: number; width: number; height: number } | null;
}

/** How many pictures load at once: the rest wait their turn, so a closed question leaves few to stop. */
const LOADS_AT_ONCE = 4;

/**
 * The preview's picture loads, in turns of LOADS_AT_ONCE, stopped with the question (`stop`): none starts
 * after, and those under way are cancelled (an image whose src is emptied stops its request).
 */
class PictureLoads {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly loading = new Set<HTMLImageElement>();
  private stopped = false;

  stop(): void {
    this.stopped = true;
    // Those waiting their turn go on, find the loads stopped, and start nothing.
    for (const turn of this.waiting.splice(0)) turn();
    for (const image of this.loading) image.src = '';
    this.loading.clear();
  }

  /**
   * A picture for drawing: a kept image's bytes (its URL died with its page), else the layer's address when
   * the address rule allows it (model/imageAddress.ts: a draft's address is not trusted; `stored`, the picture
   * names its stored file, lets that file be another origin's). Null when it is
   * not loaded.
   */
  async load(url: string, kept: Blob | undefined, stored: boolean): Promise<HTMLImageElement | null> {
    if (!kept && !(stored ? isStoredImageAddress(url, location.origin) : isOwnImageAddress(url, location.origin))) return null;
    if (this.running >= LOADS_AT_ONCE) await new Promise<void>((turn) => this.waiting.push(turn));
    if (this.stopped) return null;
    this.running += 1;
    const src = kept ? URL.createObjectURL(kept) : url;
    const image = new Image();
    // Another origin's file gets neither the merchant's cookies nor the console's address.
    image.crossOrigin = 'anonymous';
    image.referrerPolicy = 'no-referrer';
    this.loading.add(image);
    image.src = src;
    try {
      await image.decode();
      return this.stopped ? null : image;
    } catch {
      // An image that cannot be read (gone from the server, not an image, stopped) is left out of the picture.
      return null;
    } finally {
      this.loading.delete(image);
      if (kept) URL.revokeObjectURL(src);
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** The crop (model/crop.ts, in the original's pixels) in the pixels of the image as loaded. */
function cropSource(layer: Layer, image: HTMLImageElement): Piece['source'] {
  const crop = layer.crop;
  if (!crop) return null;
  const sx = image.naturalWidth / layer.originalWidth;
  const sy = image.naturalHeight / layer.originalHeight;
  return { x: crop.x * sx, y: crop.y * sy, width: crop.width * sx, height: crop.height * sy };
}

/** A layer's pictures, bottom first: its stroke, then its image, placed as the canvas places them (view/layerNodes.ts). */
async function piecesOf(layer: Layer, images: Record<string, Blob>, loads: PictureLoads): Promise<Piece[]> {
  const pieces: Piece[] = [];
  const stroke = layer.stroke;
  if (stroke?.imageUrl && stroke.imageFrame) {
    const image = await loads.load(stroke.imageUrl, images[stroke.imageUrl], stroke.imageFileId != null);
    if (image) pieces.push({ place: strokeNodeAttrs(layer, stroke.imageUrl, stroke.imageFrame), image, alpha: 1, source: null });
  }
  const image = await loads.load(layer.imageUrl, images[layer.imageUrl], layer.imageFileId != null);
  if (image) pieces.push({ place: nodeAttrsFor(layer), image, alpha: opacityOf(layer) / LAYER_OPACITY_MAX, source: cropSource(layer, image) });
  return pieces;
}

function drawPiece(context: CanvasRenderingContext2D, { place, image, alpha, source }: Piece): void {
  context.save();
  context.globalAlpha = alpha;
  context.translate(place.x, place.y);
  context.rotate((place.rotation * Math.PI) / 180);
  context.scale(place.scaleX, place.scaleY);
  const { width, height } = place;
  if (source) context.drawImage(image, source.x, source.y, source.width, source.height, -width / 2, -height / 2, width, height);
  else context.drawImage(image, -width / 2, -height / 2, width, height);
  context.restore();
}

/**
 * Draws the draft's shown layers onto `target`, sized by draftPreviewSize at the screen's pixel density.
 * `gone` aborts once the question is gone: its loads stop, and nothing is drawn.
 */
export async function drawDraftPreview(target: HTMLCanvasElement, draft: DesignDraft, gone: AbortSignal): Promise<void> {
  const loads = new PictureLoads();
  gone.addEventListener('abort', () => loads.stop(), { once: true });
  const pieces = (await Promise.all(draft.layers.filter((layer) => !layer.hidden).map((layer) => piecesOf(layer, draft.images, loads)))).flat();
  if (gone.aborted) return;
  const { width, height } = draftPreviewSize(draft.canvas);
  const density = window.devicePixelRatio || 1;
  target.width = Math.round(width * density);
  target.height = Math.round(height * density);
  const context = target.getContext('2d');
  if (!context) return;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, target.width, target.height);
  context.scale(target.width / draft.canvas.width, target.height / draft.canvas.height);
  for (const piece of pieces) drawPiece(context, piece);
}

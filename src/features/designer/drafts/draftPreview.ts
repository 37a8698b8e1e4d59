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

/** Loads a picture for drawing: a kept image's bytes (its URL died with its page), else the layer's address. */
async function loadPicture(url: string, kept: Blob | undefined): Promise<HTMLImageElement | null> {
  const src = kept ? URL.createObjectURL(kept) : url;
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
    return image;
  } catch {
    // An image that cannot be read (gone from the server, not an image) is left out of the picture.
    return null;
  } finally {
    if (kept) URL.revokeObjectURL(src);
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
async function piecesOf(layer: Layer, images: Record<string, Blob>): Promise<Piece[]> {
  const pieces: Piece[] = [];
  const stroke = layer.stroke;
  if (stroke?.imageUrl && stroke.imageFrame) {
    const image = await loadPicture(stroke.imageUrl, images[stroke.imageUrl]);
    if (image) pieces.push({ place: strokeNodeAttrs(layer, stroke.imageUrl, stroke.imageFrame), image, alpha: 1, source: null });
  }
  const image = await loadPicture(layer.imageUrl, images[layer.imageUrl]);
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
 * `live`: false once the question is gone, and then nothing is drawn.
 */
export async function drawDraftPreview(target: HTMLCanvasElement, draft: DesignDraft, live: () => boolean): Promise<void> {
  const pieces = (await Promise.all(draft.layers.filter((layer) => !layer.hidden).map((layer) => piecesOf(layer, draft.images)))).flat();
  if (!live()) return;
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

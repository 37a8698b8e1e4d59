/**
 * From an ag-psd document to what the import offers (spec 2 §4 "PSD import"): its artboards, each with
 * the layers that would be brought in, bottom first. Pure, so the rules are tested in Node on real files:
 * - An artboard is a top-level group with an artboard rectangle: ag-psd's, or the one read from the
 *   layer records when ag-psd dropped an older block (psdSections.ts).
 * - A document without artboards is offered whole, as one 画板 the size of its canvas (most designs for a
 *   phone case are a plain document; the card's psd-parser saw nothing else).
 * - Hidden layers are skipped, and a hidden group hides everything in it; groups flatten into their
 *   layers, whose opacity is multiplied by the groups' (the model has no layer opacity: the worker bakes it
 *   into the pixels), each layer keeping its outermost folder, which the designer makes a group; a layer with no pixels (empty, adjustment, fully transparent)
 *   is skipped; a text layer comes in as the pixels Photoshop rendered for it.
 * - The artboard's background (spec 2 §4: it comes in fitted to the canvas): its layer named Background,
 *   背景 or 배경 (Photoshop's own name for it in English, Chinese or Japanese, and Korean), else its
 *   background colour.
 */
import type { Layer as PsdLayer, Psd } from 'ag-psd';
import { isSaneBox, type PsdFolder } from './psdPlacement';
import type { ArtboardRefusal, PixelArtboard, PixelLayer } from './psdProtocol';
import type { RawLayerRecord, Rect } from './psdSections';

export interface PlannedLayer {
  name: string;
  /** The outermost folder it is in within its artboard, if any. */
  folder?: PsdFolder;
  /** Relative to the artboard's top left, in PSD pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0–1: the layer's own opacity times its groups'. */
  opacity: number;
  text: boolean;
  source: PsdLayer;
  /** The artboard's background layer (isBackgroundName): it comes in as the template's background. */
  background?: boolean;
  /**
   * The part of the layer's pixels inside its artboard, in those pixels, when the layer reaches outside:
   * the layer is cut to its artboard (left, top, width and height are the cut box), so nothing the
   * designer did not see lands on the canvas and no selection box runs off it.
   */
  crop?: { x: number; y: number; width: number; height: number };
}

/**
 * Photoshop's own limit for a PSD side: an artboard larger than that, or not a positive finite size,
 * was not made by Photoshop (a damaged or crafted file) and would put NaN or 0 × 0 layers in a template.
 */
export const MAX_ARTBOARD_SIDE = 30000;

/**
 * A phone-case template has a few to a few dozen layers (a photo, stickers, a slogan); 100 leaves room
 * for a busy collage while a template stays something a merchant can edit layer by layer. More is a
 * designer's working file: merge layers in Photoshop first. It also bounds the cost of bringing the
 * layers in: each is an object URL, a canvas node, a row of the layer list and, on save, an upload, so
 * the cost grows with the count. 100 layers come in with no main-thread task over 50 ms (`npm run bench`,
 * psdDesignerImport.ts: the traced round's longest task 27.9 ms, 27.6 ms of it CPU, on this 2-core machine
 * at load 2.8–2.9 on 2026-11-26).
 */
export const MAX_LAYERS_PER_ARTBOARD = 100;

export interface PlannedArtboard {
  name: string;
  /** 0 when the artboard is refused for its size. */
  width: number;
  height: number;
  /** Bottom of the stack first; empty when refused. */
  layers: PlannedLayer[];
  refusal?: ArtboardRefusal;
  /** Layers left out because their box is not a positive finite size at a finite place, or lies wholly outside the artboard. */
  skippedLayers: number;
  /**
   * The artboard's background colour as Photoshop shows it (#rrggbb), or null for a transparent one or
   * one with a background layer (which hides it, fitted to the canvas).
   */
  background: string | null;
}

/** The names Photoshop gives a document's background layer, as a designer would type them: any case, spaces around. */
const BACKGROUND_NAMES = new Set(['background', '背景', '배경']);

export function isBackgroundName(name: string): boolean {
  return BACKGROUND_NAMES.has(name.trim().toLowerCase());
}

/** The bottom-most layer with a background name marked as the background; the others as they are. */
function markBackground(layers: PlannedLayer[]): PlannedLayer[] {
  const at = layers.findIndex((layer) => isBackgroundName(layer.name));
  return at < 0 ? layers : layers.map((layer, i) => (i === at ? { ...layer, background: true } : layer));
}

/** A positive finite size within Photoshop's limit, at a finite place. */
export function isSaneArtboardRect(rect: Rect): boolean {
  const { left, top, right, bottom } = rect;
  if (![left, top, right, bottom].every(Number.isFinite)) return false;
  const width = right - left;
  const height = bottom - top;
  return width >= 1 && height >= 1 && width <= MAX_ARTBOARD_SIDE && height <= MAX_ARTBOARD_SIDE;
}


function isGroup(layer: PsdLayer): boolean {
  return layer.children !== undefined;
}

function hasPixels(layer: PsdLayer): boolean {
  const image = layer.imageData;
  if (!image || image.width < 1 || image.height < 1) return false;
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
  return false;
}

/** Post-order, as the records lie in the file: a group's children first, then the group. */
function inFileOrder(layers: readonly PsdLayer[], out: PsdLayer[] = []): PsdLayer[] {
  for (const layer of layers) {
    if (layer.children) inFileOrder(layer.children, out);
    out.push(layer);
  }
  return out;
}

/**
 * The artboard rectangle of each ag-psd group whose record carries one that ag-psd did not keep. The
 * records and ag-psd's tree line up one to one (the tree is built from them in order); when they do not
 * (a file with broken groups), nothing is guessed.
 */
export function legacyArtboardRects(psd: Psd, records: readonly RawLayerRecord[] | null): Map<PsdLayer, Rect> {
  const found = new Map<PsdLayer, Rect>();
  if (!records) return found;
  const layers = inFileOrder(psd.children ?? []);
  if (layers.length !== records.length) return found;
  layers.forEach((layer, i) => {
    const { artboard } = records[i];
    if (artboard && isGroup(layer) && records[i].group) found.set(layer, artboard);
  });
  return found;
}

interface Flattened {
  layers: PlannedLayer[];
  skipped: number;
  /** Folders met so far: the next one's key. */
  folders: number;
}

function flatten(layers: readonly PsdLayer[], board: Rect, opacity: number, out: Flattened, folder?: PsdFolder): void {
  for (const layer of layers) {
    if (layer.hidden) continue;
    const combined = opacity * (layer.opacity ?? 1);
    if (layer.children) {
      flatten(layer.children, board, combined, out, folder ?? { key: out.folders++, name: layer.name ?? '' });
      continue;
    }
    if (!hasPixels(layer) || combined <= 0) continue;
    const image = layer.imageData!;
    const planned: PlannedLayer = {
      name: layer.name ?? '',
      left: (layer.left ?? 0) - board.left,
      top: (layer.top ?? 0) - board.top,
      width: image.width,
      height: image.height,
      opacity: combined,
      text: layer.text !== undefined,
      source: layer,
      ...(folder && { folder }),
    };
    const clipped = isSaneBox(planned) ? clipToBoard(planned, board.right - board.left, board.bottom - board.top) : null;
    if (clipped) out.layers.push(clipped);
    else out.skipped++;
  }
}

/** The layer cut to the artboard's rectangle (0, 0, width, height), or null when none of it lies inside. */
function clipToBoard(layer: PlannedLayer, width: number, height: number): PlannedLayer | null {
  const left = Math.max(0, layer.left);
  const top = Math.max(0, layer.top);
  const right = Math.min(width, layer.left + layer.width);
  const bottom = Math.min(height, layer.top + layer.height);
  if (right <= left || bottom <= top) return null;
  if (left === layer.left && top === layer.top && right - left === layer.width && bottom - top === layer.height) return layer;
  const crop = { x: left - layer.left, y: top - layer.top, width: right - left, height: bottom - top };
  return { ...layer, left, top, width: crop.width, height: crop.height, crop };
}

/**
 * Photoshop's artboard background (its `backgroundType`): 1 white, 2 black, 3 transparent, 4 the
 * artboard's own colour. What the designer saw behind the layers comes in with them.
 */
function artboardBackground(artboard: PsdLayer['artboard']): string | null {
  switch (artboard?.backgroundType) {
    case 1:
      return '#ffffff';
    case 2:
      return '#000000';
    case 4: {
      const color = artboard.color as { r?: number; g?: number; b?: number } | undefined;
      if (color?.r === undefined || color.g === undefined || color.b === undefined) return null;
      const hex = (value: number) => Math.max(0, Math.min(255, Math.round(value))).toString(16).padStart(2, '0');
      return `#${hex(color.r)}${hex(color.g)}${hex(color.b)}`;
    }
    default:
      return null;
  }
}

function plannedBoard(name: string, rect: Rect, children: readonly PsdLayer[], opacity: number, background: string | null): PlannedArtboard {
  if (!isSaneArtboardRect(rect)) return { name, width: 0, height: 0, layers: [], refusal: { reason: 'badSize' }, skippedLayers: 0, background: null };
  const flat: Flattened = { layers: [], skipped: 0, folders: 0 };
  flatten(children, rect, opacity, flat);
  const board = { name, width: rect.right - rect.left, height: rect.bottom - rect.top, skippedLayers: flat.skipped, background };
  if (flat.layers.length > MAX_LAYERS_PER_ARTBOARD) {
    // Dropped here, before the worker encodes a PNG for each: the count is all the dialog needs.
    return { ...board, layers: [], refusal: { reason: 'tooManyLayers', count: flat.layers.length, max: MAX_LAYERS_PER_ARTBOARD } };
  }
  const layers = markBackground(flat.layers);
  return { ...board, layers, background: layers.some((layer) => layer.background) ? null : background };
}

/**
 * The artboards of `psd` in the order Photoshop's layer panel lists them (top first), each with its
 * layers bottom first. `records` are the raw layer records (psdSections.ts), consulted only when
 * ag-psd found no artboard. `documentName` names the whole-canvas 画板 of a document without artboards.
 */
export function planArtboards(psd: Psd, records: readonly RawLayerRecord[] | null, documentName: string): PlannedArtboard[] {
  const top = psd.children ?? [];
  const legacy = top.some((layer) => layer.artboard) ? new Map<PsdLayer, Rect>() : legacyArtboardRects(psd, records);
  const boards: PlannedArtboard[] = [];
  for (const layer of top) {
    const rect = layer.artboard?.rect ?? legacy.get(layer);
    if (!rect || !layer.children) continue;
    // A hidden artboard is still offered: hiding one in Photoshop is how a designer keeps the panel short.
    boards.push(plannedBoard((layer.name ?? '').trim(), rect, layer.children, layer.opacity ?? 1, artboardBackground(layer.artboard)));
  }
  if (boards.length > 0) return boards.reverse();
  return [plannedBoard(documentName.trim(), { left: 0, top: 0, right: psd.width, bottom: psd.height }, top, 1, null)];
}

/**
 * What the drawing worker gets (psdDraw.worker.ts): the importable artboards, each with its place in the
 * list and its layers' decoded pixels (pixelBuffers: the buffers to move with them). A layer's pixels are the
 * ImageData ag-psd decoded it into (the worker's initializeCanvas makes them 8-bit RGBA, whatever the file's depth).
 */
export function pixelArtboards(plans: readonly PlannedArtboard[]): { artboards: PixelArtboard[] } {
  const artboards = plans.flatMap((plan, artboard): PixelArtboard[] => {
    if (plan.layers.length === 0) return [];
    const layers = plan.layers.map(({ left, top, width, height, opacity, crop, source, background }): PixelLayer => {
      const { width: pixelsWidth, height: pixelsHeight, data } = source.imageData as ImageData;
      return { left, top, width, height, opacity, crop, background, pixels: { width: pixelsWidth, height: pixelsHeight, data } };
    });
    return [{ artboard, width: plan.width, height: plan.height, layers, background: plan.background }];
  });
  return { artboards };
}

/**
 * The buffers the artboards' pixels are in, each once: moved with them, not copied, so the parsing worker keeps
 * none of the pixels. Read when they move, since a layer copied on another thread comes back in a new buffer
 * (psdLayerCopies.ts).
 */
export function pixelBuffers(artboards: readonly PixelArtboard[]): ArrayBuffer[] {
  return [...new Set(artboards.flatMap((board) => board.layers.map((layer) => layer.pixels.data.buffer as ArrayBuffer)))];
}

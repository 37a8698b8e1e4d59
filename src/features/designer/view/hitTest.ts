/**
 * Which layer the pointer is on, by the model's geometry and the images' own pixels (pure: the alpha of
 * an image comes in as a function). The merchant picks what they see:
 * - a click picks the topmost shown layer whose pixels are opaque at that point: a transparent part of a
 *   PNG or SVG lets the click through to what is under it. A text layer is hit on its whole box (the
 *   gaps between its letters included), and so is a layer smaller than 60 px on a side, in its 60 × 60
 *   box (spec 2 §9), and an image whose pixels cannot be read yet;
 * - a press inside the selected layer's box takes that layer (a drag moves it), even under another
 *   layer's box; the background, a locked layer and a hidden one excepted;
 * - Alt+click takes the next layer down under the pointer, wrapping (`cycleAt`); an Alt+drag moves what a
 *   plain press would.
 */
import {
  MIN_SELECTION_BOX,
  centreOf,
  rotatedBounds,
  selectionHitBox,
  type Box,
  type DesignerState,
  type Layer,
  type Point,
  type RotatedBox,
} from '../model';

/**
 * Whether `layer`'s image is opaque at (u, v), its own unflipped image's fraction from the top left
 * (0–1 on each axis); undefined while the pixels are not known (then the box counts as opaque).
 */
export type OpacityAt = (layer: Layer, u: number, v: number) => boolean | undefined;

const inside = (point: Point, box: Box) =>
  point.x >= box.left && point.x <= box.left + box.width && point.y >= box.top && point.y <= box.top + box.height;

/** The topmost selected layer whose hit box (at least 60 × 60, spec 2 §9) holds `point`; null for none. */
export function selectedLayerAt(state: DesignerState, point: Point): string | null {
  for (let i = state.layers.length - 1; i >= 0; i--) {
    const layer = state.layers[i]!;
    if (!state.selectedUuids.includes(layer.uuid)) continue;
    if (inside(point, selectionHitBox(rotatedBounds(layer)))) return layer.uuid;
  }
  return null;
}

/** `point` turned into the layer's own unrotated frame (the layer turns about its centre). */
function intoLayer(point: Point, layer: RotatedBox): Point {
  const centre = centreOf(layer);
  const radians = (-layer.rotation * Math.PI) / 180;
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: centre.x + dx * Math.cos(radians) - dy * Math.sin(radians), y: centre.y + dx * Math.sin(radians) + dy * Math.cos(radians) };
}

/**
 * On the canvas, or within `edge` canvas pixels of it: what lies past the canvas is clipped, not shown,
 * but a press just beside its edge still counts, as Leafer's own 5 px pointer reach lets it.
 */
const onCanvas = (state: DesignerState, point: Point, edge: number) =>
  point.x >= -edge && point.y >= -edge && point.x <= state.canvas.width + edge && point.y <= state.canvas.height + edge;

/** Whether `point` is in the layer's hit box: its own turned box, at least 60 × 60 (spec 2 §9). */
export function inHitBox(layer: Layer, point: Point): boolean {
  return inside(intoLayer(point, layer), selectionHitBox(layer));
}

/** Whether the layer shows something at `point` (in its hit box, and opaque there unless its box counts whole). */
export function opaqueAt(layer: Layer, point: Point, opacity: OpacityAt): boolean {
  const local = intoLayer(point, layer);
  if (!inside(local, selectionHitBox(layer))) return false;
  if (layer.type === 'TEXT' || Math.min(layer.width, layer.height) < MIN_SELECTION_BOX) return true;
  if (!inside(local, layer)) return false;
  let u = (local.x - layer.left) / layer.width;
  let v = (local.y - layer.top) / layer.height;
  if (layer.horizontalFlip) u = 1 - u;
  if (layer.verticalFlip) v = 1 - v;
  // A cropped layer shows a part of its image (model/crop.ts): the fraction of the whole image is asked.
  const crop = layer.crop;
  if (crop) {
    u = (crop.x + Math.min(Math.max(u, 0), 1) * crop.width) / layer.originalWidth;
    v = (crop.y + Math.min(Math.max(v, 0), 1) * crop.height) / layer.originalHeight;
  }
  return opacity(layer, Math.min(Math.max(u, 0), 1), Math.min(Math.max(v, 0), 1)) !== false;
}

/** The shown layers whose hit box holds `point`, topmost first (what Alt+click cycles through). */
export function layersUnder(state: DesignerState, point: Point, edge = 0): Layer[] {
  if (!onCanvas(state, point, edge)) return [];
  return state.layers.filter((layer) => !layer.hidden && inHitBox(layer, point)).reverse();
}

/** The topmost shown layer opaque at `point`: what a click selects (null: the empty canvas or the margin). */
export function seenAt(state: DesignerState, point: Point, opacity: OpacityAt, edge = 0): string | null {
  if (!onCanvas(state, point, edge)) return null;
  for (let i = state.layers.length - 1; i >= 0; i--) {
    const layer = state.layers[i]!;
    if (!layer.hidden && opaqueAt(layer, point, opacity)) return layer.uuid;
  }
  return null;
}

/** A selected layer a press inside its box drags even under others (not the background, locked or hidden). */
function grabbableSelectedAt(state: DesignerState, point: Point, edge: number): string | null {
  if (!onCanvas(state, point, edge)) return null;
  for (let i = state.layers.length - 1; i >= 0; i--) {
    const layer = state.layers[i]!;
    if (!state.selectedUuids.includes(layer.uuid) || layer.isBackground || layer.locked || layer.hidden) continue;
    const box = state.selectedUuids.length > 1 ? selectionHitBox(rotatedBounds(layer)) : null;
    if (box ? inside(point, box) : inHitBox(layer, point)) return layer.uuid;
  }
  return null;
}

/**
 * Alt+click: the layer under `point` below the one selected there (the one a click picks when the
 * selection is not under it), wrapping from the bottom to the top; null when nothing is under it.
 */
export function cycleAt(state: DesignerState, point: Point, opacity: OpacityAt, edge = 0): string | null {
  const under = layersUnder(state, point, edge);
  if (under.length === 0) return null;
  const single = state.selectedUuids.length === 1 ? state.selectedUuids[0] : undefined;
  let from = under.findIndex((layer) => layer.uuid === single);
  if (from < 0) {
    const seen = seenAt(state, point, opacity, edge);
    from = seen === null ? -1 : under.findIndex((layer) => layer.uuid === seen);
  }
  return under[(from + 1) % under.length]!.uuid;
}

/** What a press at `point` takes, and what it selects if it ends as a click. */
export interface PressPick {
  /** The layer the press is on (a drag moves it, with the selection it is in); null: the empty canvas. */
  pressed: string | null;
  /** The layer a click there selects: the one seen, or Alt's next one. */
  clicked: string | null;
}

/** The keys held at a press, and how far past the canvas's edge (canvas pixels) a press still counts. */
export interface PickOptions {
  shift: boolean;
  alt: boolean;
  edge?: number;
}

export function pickAt(state: DesignerState, point: Point, opacity: OpacityAt, keys: PickOptions): PressPick {
  const edge = keys.edge ?? 0;
  const seen = seenAt(state, point, opacity, edge);
  // Shift toggles what is seen; a plain press inside the selection keeps hold of it.
  const grabbed = keys.shift ? null : grabbableSelectedAt(state, point, edge);
  if (keys.alt && !keys.shift) {
    // Alt held before the press still drags what a plain press would (Alt then only suspends snapping,
    // as in Canva and Figma); the next layer down is taken only if the press ends as a click.
    const next = cycleAt(state, point, opacity, edge);
    return { pressed: grabbed ?? seen ?? next, clicked: next };
  }
  return { pressed: grabbed ?? seen, clicked: seen };
}

/** How far `point` is from the outline of `box` (inside or out). */
function distanceToOutline(point: Point, box: Box): number {
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  if (inside(point, box)) return Math.min(point.x - box.left, right - point.x, point.y - box.top, bottom - point.y);
  const dx = Math.max(box.left - point.x, 0, point.x - right);
  const dy = Math.max(box.top - point.y, 0, point.y - bottom);
  return Math.hypot(dx, dy);
}

/**
 * The selected layer whose outline runs under `point`, within `tolerance` canvas pixels; null for none.
 * The editor frames one layer along its own turned outline and several by the box around them all, so a
 * point on that frame lies on some member's upright bounds (spec 2 §4's shift-click, on the frame).
 */
export function selectedLayerOnFrame(state: DesignerState, point: Point, tolerance: number): string | null {
  const single = state.selectedUuids.length === 1;
  let best: { uuid: string; distance: number } | null = null;
  for (let i = state.layers.length - 1; i >= 0; i--) {
    const layer = state.layers[i]!;
    if (!state.selectedUuids.includes(layer.uuid) || layer.hidden) continue;
    const distance = single ? distanceToOutline(intoLayer(point, layer), layer) : distanceToOutline(point, rotatedBounds(layer));
    if (distance <= tolerance && (!best || distance < best.distance)) best = { uuid: layer.uuid, distance };
  }
  return best?.uuid ?? null;
}

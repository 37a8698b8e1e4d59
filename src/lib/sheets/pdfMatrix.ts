/**
 * Where a design's image lies on a sheet's PDF page. The design is drawn at its print size (spec §2:
 * true size, never fitted to the slot, never stretched: a file whose aspect differs a little is fitted
 * inside the print size, uniformly), centred in its box, turned clockwise as the slot says, then mirrored
 * left to right, then scaled about its centre, uniformly, so that its shorter side reaches `bleedMm` past the
 * box (the longer side reaches further; the PDF clips the design to its bleed box, bleedBoxMm).
 */
import type { BoxMm, Placement } from './types';

/** Canvas order (DOMMatrix's a–f): x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Affine = readonly [number, number, number, number, number, number];

export const MM_TO_PT = 72 / 25.4;

const COS = { 0: 1, 90: 0, 180: -1, 270: 0 } as const;
const SIN = { 0: 0, 90: 1, 180: 0, 270: -1 } as const;

/** Image pixels (x right, y down, from the top-left corner) → sheet millimetres (y down). */
export function designAffineMm(placement: Placement, widthPx: number, heightPx: number): Affine {
  const { box, rotation, mirror, bleedMm } = placement;
  const turned = rotation === 90 || rotation === 270;
  // The box is the design as it lies (after the turn): its unturned size is the print size.
  const printW = turned ? box.heightMm : box.widthMm;
  const printH = turned ? box.widthMm : box.heightMm;
  const shorter = Math.min(printW, printH);
  const bleedScale = shorter > 0 ? (shorter + 2 * bleedMm) / shorter : 1;
  const sx = Math.min(printW / widthPx, printH / heightPx) * bleedScale;
  const sy = sx;
  const cos = COS[rotation];
  const sin = SIN[rotation];
  const m = mirror ? -1 : 1;
  const cx = box.xMm + box.widthMm / 2;
  const cy = box.yMm + box.heightMm / 2;
  const a = m * cos * sx;
  const c = -m * sin * sy;
  const b = sin * sx;
  const d = cos * sy;
  return [a, b, c, d, cx - (a * widthPx + c * heightPx) / 2, cy - (b * widthPx + d * heightPx) / 2];
}

/** The box grown by its bleed on every side: what the design is clipped to. */
export function bleedBoxMm({ box, bleedMm }: Placement): BoxMm {
  return { xMm: box.xMm - bleedMm, yMm: box.yMm - bleedMm, widthMm: box.widthMm + 2 * bleedMm, heightMm: box.heightMm + 2 * bleedMm };
}

/**
 * The `cm` matrix (points, y up) that draws an image XObject (the unit square, its first row at the top)
 * where `affineMm` puts its pixels on a page `pageHeightMm` high.
 */
export function imagePdfMatrix(affineMm: Affine, widthPx: number, heightPx: number, pageHeightMm: number): Affine {
  const [a, b, c, d, e, f] = affineMm;
  const k = MM_TO_PT;
  // Unit square (u, v) → pixels (u·w, (1 − v)·h) → mm (affine) → points (x·k, (H − y)·k).
  return [k * a * widthPx, -k * b * widthPx, -k * c * heightPx, k * d * heightPx, k * (c * heightPx + e), k * (pageHeightMm - d * heightPx - f)];
}

/**
 * Where a design's pixels land on a sheet: one affine matrix from the print file's pixels to the sheet's
 * millimetres, and its forms for the PDF (points, y up) and for a canvas or a TIFF band (pixels at a dpi). The
 * PDF, the TIFF and the preview all draw through these, so a design lands at the same place in each.
 *
 * A matrix is [a, b, c, d, e, f] as in PDF's `cm` and canvas's setTransform: a point (x, y) goes to
 * (a·x + c·y + e, b·x + d·y + f).
 *
 * The design (issue: "Placement is at true size"): the print file's whole canvas is its model's print size in
 * mm. A file whose aspect differs from the print size's (a 黄 check) is drawn uniformly scaled to fit inside it
 * and centred, never stretched: its lower axis's dpi is the effective dpi the check reports. Then it is turned
 * clockwise by the slot's rotation about the box's centre, then mirrored left to right (transfer printing
 * prints reversed), then scaled about the box's centre by bleedScale so that it reaches bleedMm past the box's
 * edges.
 */
import type { BoxMm, Placement } from './types';

/** [a, b, c, d, e, f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number];

export const MM_PER_INCH = 25.4;
/** PDF user space: 72 points an inch. */
export const PT_PER_MM = 72 / MM_PER_INCH;

/** m after n: a point through multiply(m, n) lands where it lands through n, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** cos and sin of a clockwise quarter turn, exact (Math.cos(π/2) is 6e-17, not 0). */
const TURN: Record<Placement['rotation'], readonly [number, number]> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };

/** The print size before the turn: the box is the print size as it lies on the sheet, turned. */
function unturnedSize(placement: Placement): { widthMm: number; heightMm: number } {
  const { box, rotation } = placement;
  return rotation === 90 || rotation === 270 ? { widthMm: box.heightMm, heightMm: box.widthMm } : { widthMm: box.widthMm, heightMm: box.heightMm };
}

/**
 * How much the design is scaled about its centre for bleed: (shorter side + 2·bleed) ÷ shorter side, so that the
 * shorter side reaches exactly bleedMm past the box's edges and the longer side at least that (by bleed × longer ÷
 * shorter: 3 mm on the long side of a 78 × 156 mm box with 1.5 mm of bleed). Uniform, so the design is never
 * stretched; the part past bleedBox on the longer side is for the drawing to clip (bleedBox). 1 without bleed.
 */
export function bleedScale(placement: Placement): number {
  const shorter = Math.min(placement.box.widthMm, placement.box.heightMm);
  return placement.bleedMm > 0 && shorter > 0 ? (shorter + 2 * placement.bleedMm) / shorter : 1;
}

/** The design's box grown by bleedMm on every side, within its slot on a jig: what a drawing clips the scaled design to, and what a film sheet keeps apart. */
export function bleedBox(placement: Pick<Placement, 'box' | 'bleedMm' | 'slotBox'>): BoxMm {
  const { box, bleedMm, slotBox } = placement;
  const grown = { xMm: box.xMm - bleedMm, yMm: box.yMm - bleedMm, widthMm: box.widthMm + 2 * bleedMm, heightMm: box.heightMm + 2 * bleedMm };
  if (!slotBox) return grown;
  // Within its slot on a jig (Placement.slotBox): the box itself always is (layout.ts places it inside).
  const left = Math.max(grown.xMm, slotBox.xMm);
  const top = Math.max(grown.yMm, slotBox.yMm);
  const right = Math.min(grown.xMm + grown.widthMm, slotBox.xMm + slotBox.widthMm);
  const bottom = Math.min(grown.yMm + grown.heightMm, slotBox.yMm + slotBox.heightMm);
  return { xMm: left, yMm: top, widthMm: Math.max(0, right - left), heightMm: Math.max(0, bottom - top) };
}

/**
 * The matrix from the print file's pixels (origin its top-left corner, y down; the pixel (i, j) covers
 * [i, i+1] × [j, j+1]) to the sheet's millimetres (origin the sheet's top-left corner, y down): the image's
 * corner (0, 0) and (imageWidthPx, imageHeightPx) land on its drawn corners. With rotation 0, no mirror and no
 * bleed, an image of the print size's aspect fills placement.box exactly. See the module's comment for the order
 * of scale, turn, mirror and bleed.
 */
export function designTransform(placement: Placement, imageWidthPx: number, imageHeightPx: number): Matrix {
  if (!(imageWidthPx > 0 && imageHeightPx > 0)) throw new RangeError(`designTransform: image ${imageWidthPx} × ${imageHeightPx} px`);
  const print = unturnedSize(placement);
  const scale = Math.min(print.widthMm / imageWidthPx, print.heightMm / imageHeightPx) * bleedScale(placement);
  const [cos, sin] = TURN[placement.rotation];
  const flip = placement.mirror ? -1 : 1;
  // Centre the image on the origin, scale, turn clockwise (y down: (x, y) → (x·cos − y·sin, x·sin + y·cos)),
  // mirror x, move to the box's centre. `+ 0` turns −0 into 0, which a PDF would otherwise print as -0.
  const a = flip * cos * scale + 0;
  const b = sin * scale + 0;
  const c = -flip * sin * scale + 0;
  const d = cos * scale + 0;
  const centreX = placement.box.xMm + placement.box.widthMm / 2;
  const centreY = placement.box.yMm + placement.box.heightMm / 2;
  return [a, b, c, d, centreX - (a * imageWidthPx + c * imageHeightPx) / 2, centreY - (b * imageWidthPx + d * imageHeightPx) / 2];
}

/**
 * A sheet-millimetre matrix in PDF user space: points, origin the page's bottom-left corner, y up, for a page
 * pageHeightMm high (the jig's height, or a film sheet's heightMm). toPdfUserSpace(designTransform(…), h) maps
 * the print file's pixels to points.
 */
export function toPdfUserSpace(m: Matrix, pageHeightMm: number): Matrix {
  return multiply([PT_PER_MM, 0, 0, -PT_PER_MM, 0, pageHeightMm * PT_PER_MM], m);
}

/**
 * The operands of the `cm` that draws an image XObject (which PDF paints in the unit square, its first row at the
 * top, y = 1) where designTransform puts it: `q <clip to bleedBox> a b c d e f cm /Im Do Q`.
 */
export function pdfImageMatrix(m: Matrix, imageWidthPx: number, imageHeightPx: number, pageHeightMm: number): Matrix {
  return multiply(toPdfUserSpace(m, pageHeightMm), [imageWidthPx, 0, 0, -imageHeightPx, 0, imageHeightPx]);
}

/**
 * Crop marks on a film sheet (issue: "crop marks 3 mm outside each design"): at each corner of a design's box,
 * a line along each of its two edges carried on outward, from offsetMm to offsetMm + lengthMm past the corner.
 * filmLayout.ts keeps designs far enough apart that no mark reaches another design's bleedBox.
 */
export const CROP_MARK = { offsetMm: 3, lengthMm: 3 } as const;

/** A line from (x1, y1) to (x2, y2), in sheet mm. */
export interface SegmentMm {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The 8 crop-mark lines of a design's box (without bleed), two at each corner; the PDF strokes them. */
export function cropMarks(box: BoxMm): SegmentMm[] {
  const near = CROP_MARK.offsetMm;
  const far = CROP_MARK.offsetMm + CROP_MARK.lengthMm;
  const left = box.xMm;
  const right = box.xMm + box.widthMm;
  const top = box.yMm;
  const bottom = box.yMm + box.heightMm;
  const marks: SegmentMm[] = [];
  for (const [x, outX] of [[left, -1], [right, 1]] as const) {
    for (const [y, outY] of [[top, -1], [bottom, 1]] as const) {
      marks.push({ x1: x + outX * near, y1: y, x2: x + outX * far, y2: y });
      marks.push({ x1: x, y1: y + outY * near, x2: x, y2: y + outY * far });
    }
  }
  return marks;
}

/** A placement's case among its order item's: copy k of N counted across the item's designs (SheetItem.copyOffset). */
export function itemCopy(placement: Pick<Placement, 'item' | 'copy'>): { copy: number; copies: number } {
  const { item } = placement;
  return { copy: (item.copyOffset ?? 0) + placement.copy, copies: item.itemCopies ?? item.copies };
}

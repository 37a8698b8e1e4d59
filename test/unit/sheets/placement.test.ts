import { describe, expect, it } from 'vitest';
import {
  bleedBox,
  bleedScale,
  cropMarks,
  designTransform,
  multiply,
  pdfImageMatrix,
  PT_PER_MM,
  toPdfUserSpace,
  type Matrix,
} from '../../../src/lib/sheets/placement';
import type { Placement } from '../../../src/lib/sheets/types';

/** (x, y) through m, as PDF's `cm` and canvas's setTransform take it. */
const applyMatrix = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
import { sheetItem } from './fixtures';

type Rotation = Placement['rotation'];

/** A 78 × 156 mm design in the seeded jig's first slot (box 18, 32), turned and mirrored as asked; a quarter turn lies across (box 22, 16, 156 × 78). */
function placed(rotation: Rotation, mirror: boolean, bleedMm = 0): Placement {
  const across = rotation === 90 || rotation === 270;
  return {
    item: sheetItem(),
    copy: 1,
    slot: 1,
    box: across ? { xMm: 22, yMm: 16, widthMm: 156, heightMm: 78 } : { xMm: 18, yMm: 32, widthMm: 78, heightMm: 156 },
    rotation,
    mirror,
    bleedMm,
  };
}

/** The image's corners, top-left, top-right, bottom-right, bottom-left, of a 780 × 1560 px print file (10 px a mm). */
const CORNERS: [number, number][] = [
  [0, 0],
  [780, 0],
  [780, 1560],
  [0, 1560],
];

const landing = (m: Matrix, corners = CORNERS) => corners.map(([x, y]) => applyMatrix(m, x, y).map((value) => Math.round(value * 1e9) / 1e9));

describe('designTransform', () => {
  // Where the image's top-left, top-right, bottom-right and bottom-left corners land on the sheet (mm).
  const EXPECTED: Record<`${Rotation} ${boolean}`, [number, number][]> = {
    '0 false': [[18, 32], [96, 32], [96, 188], [18, 188]],
    '0 true': [[96, 32], [18, 32], [18, 188], [96, 188]],
    '180 false': [[96, 188], [18, 188], [18, 32], [96, 32]],
    '180 true': [[18, 188], [96, 188], [96, 32], [18, 32]],
    // Turned clockwise, the design's top edge is the box's right edge.
    '90 false': [[178, 16], [178, 94], [22, 94], [22, 16]],
    '90 true': [[22, 16], [22, 94], [178, 94], [178, 16]],
    '270 false': [[22, 94], [22, 16], [178, 16], [178, 94]],
    '270 true': [[178, 94], [178, 16], [22, 16], [22, 94]],
  };

  for (const rotation of [0, 90, 180, 270] as const) {
    for (const mirror of [false, true]) {
      it(`puts the image's corners on its box's corners turned ${rotation}°${mirror ? ', mirrored after the turn' : ''}`, () => {
        expect(landing(designTransform(placed(rotation, mirror), 780, 1560))).toEqual(EXPECTED[`${rotation} ${mirror}`]);
      });
    }
  }

  it('is the plain scale and offset without a turn: 0.1 mm a pixel from the box corner', () => {
    const [a, b, c, d, e, f] = designTransform(placed(0, false), 780, 1560);
    expect([a, b, c, d]).toEqual([0.1, 0, 0, 0.1]);
    expect(e).toBeCloseTo(18, 12);
    expect(f).toBeCloseTo(32, 12);
  });

  it('scales the design about its centre so its shorter side reaches the bleed past the box, the longer side more', () => {
    const placement = placed(0, false, 1.5);
    expect(bleedScale(placement)).toBeCloseTo(81 / 78, 12);
    expect(landing(designTransform(placement, 780, 1560))).toEqual([
      [16.5, 29],
      [97.5, 29],
      [97.5, 191],
      [16.5, 191],
    ]);
    expect(bleedBox(placement)).toEqual({ xMm: 16.5, yMm: 30.5, widthMm: 81, heightMm: 159 });
    const across = placed(90, true, 1.5);
    expect(bleedScale(across)).toBeCloseTo(81 / 78, 12);
    expect(landing(designTransform(across, 780, 1560))).toEqual([
      [19, 14.5],
      [19, 95.5],
      [181, 95.5],
      [181, 14.5],
    ]);
  });

  it('never stretches a file of another aspect: it is fitted inside the print size, centred, its lower axis decides', () => {
    const m = designTransform(placed(0, false), 800, 1560);
    expect(m[0]).toBeCloseTo(m[3], 12);
    expect(landing(m, [[0, 0], [800, 1560]])).toEqual([
      [18, 33.95],
      [96, 186.05],
    ]);
  });

  it('does the same at any pixel count: a file of twice the pixels lands on the same corners', () => {
    expect(landing(designTransform(placed(90, false), 1560, 3120), CORNERS.map(([x, y]) => [x * 2, y * 2]))).toEqual(landing(designTransform(placed(90, false), 780, 1560)));
  });

  it('refuses an image of no pixels', () => {
    expect(() => designTransform(placed(0, false), 0, 10)).toThrow(RangeError);
  });
});

describe('the matrix in PDF points and in pixels', () => {
  const m = designTransform(placed(90, false), 780, 1560);

  it('puts the image in PDF user space: points, y up from the page bottom', () => {
    const pdf = toPdfUserSpace(m, 420);
    const [x, y] = applyMatrix(pdf, 0, 0);
    expect(x).toBeCloseTo(178 * PT_PER_MM, 9);
    expect(y).toBeCloseTo((420 - 16) * PT_PER_MM, 9);
  });

  it('gives the cm that draws an image XObject from the unit square: its first row at the top', () => {
    const cm = pdfImageMatrix(m, 780, 1560, 420);
    const corner = (s: number, t: number) => applyMatrix(cm, s, t).map((value) => Math.round((value / PT_PER_MM) * 1e9) / 1e9);
    // Unit (0, 1) is the image's top-left pixel, (1, 0) its bottom-right, in mm from the page's bottom.
    expect(corner(0, 1)).toEqual([178, 420 - 16]);
    expect(corner(1, 1)).toEqual([178, 420 - 94]);
    expect(corner(1, 0)).toEqual([22, 420 - 94]);
    expect(corner(0, 0)).toEqual([22, 420 - 16]);
  });

  it('multiplies m after n', () => {
    const turn: Matrix = [0, 1, -1, 0, 0, 0];
    const shift: Matrix = [1, 0, 0, 1, 5, 7];
    expect(applyMatrix(multiply(shift, turn), 2, 3)).toEqual([-3 + 5, 2 + 7]);
    expect(applyMatrix(multiply(turn, shift), 2, 3)).toEqual([-10, 7]);
  });
});

describe('bleedBox', () => {
  it('stops the bleed at the slot on a jig, so a design never prints into the next pocket', () => {
    const base = { box: { xMm: 11, yMm: 12, widthMm: 78, heightMm: 156 }, bleedMm: 3 };
    expect(bleedBox(base)).toEqual({ xMm: 8, yMm: 9, widthMm: 84, heightMm: 162 });
    // An 80 × 160 slot at (10, 10): 1 mm of room on the left and 2 mm on top, 1 and 2 on the other sides.
    expect(bleedBox({ ...base, slotBox: { xMm: 10, yMm: 10, widthMm: 80, heightMm: 160 } })).toEqual({ xMm: 10, yMm: 10, widthMm: 80, heightMm: 160 });
    expect(bleedBox({ ...base, bleedMm: 0.5, slotBox: { xMm: 10, yMm: 10, widthMm: 80, heightMm: 160 } })).toEqual({ xMm: 10.5, yMm: 11.5, widthMm: 79, heightMm: 157 });
  });
});

describe('cropMarks', () => {
  it('draws two lines at each corner, carried on outward from 3 to 6 mm past it', () => {
    expect(cropMarks({ xMm: 10, yMm: 20, widthMm: 30, heightMm: 40 })).toEqual([
      { x1: 7, y1: 20, x2: 4, y2: 20 },
      { x1: 10, y1: 17, x2: 10, y2: 14 },
      { x1: 7, y1: 60, x2: 4, y2: 60 },
      { x1: 10, y1: 63, x2: 10, y2: 66 },
      { x1: 43, y1: 20, x2: 46, y2: 20 },
      { x1: 40, y1: 17, x2: 40, y2: 14 },
      { x1: 43, y1: 60, x2: 46, y2: 60 },
      { x1: 40, y1: 63, x2: 40, y2: 66 },
    ]);
  });
});

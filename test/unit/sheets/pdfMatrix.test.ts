import { describe, expect, it } from 'vitest';
import type { SlotRotation } from '../../../contract/jigTypes';
import { designAffineMm, imagePdfMatrix, type Affine } from '../../../src/lib/sheets/pdfMatrix';
import type { Placement } from '../../../src/lib/sheets/types';
import { sheetItem } from '../../support/sheetFixtures';

const apply = ([a, b, c, d, e, f]: Affine, x: number, y: number) => [a * x + c * y + e, b * x + d * y + f].map((v) => Math.round(v * 1e6) / 1e6);

/** A 78 × 156 mm design (100 × 200 px) in a box at (10, 20), turned and mirrored as asked. */
function placed(rotation: SlotRotation, mirror: boolean, bleedMm = 0): Placement {
  const turned = rotation === 90 || rotation === 270;
  return {
    item: sheetItem('a'),
    copy: 1,
    slot: 1,
    box: { xMm: 10, yMm: 20, widthMm: turned ? 156 : 78, heightMm: turned ? 78 : 156 },
    rotation,
    mirror,
    bleedMm,
  };
}

describe('designAffineMm', () => {
  // The image's corners: top-left, top-right, bottom-left (px).
  const corners = (p: Placement) => [apply(designAffineMm(p, 100, 200), 0, 0), apply(designAffineMm(p, 100, 200), 100, 0), apply(designAffineMm(p, 100, 200), 0, 200)];

  it('fills the box unturned, the first pixel at its top-left', () => {
    expect(corners(placed(0, false))).toEqual([[10, 20], [88, 20], [10, 176]]);
  });

  it('turns clockwise: the image top-left goes to the box top-right at 90°, bottom-right at 180°, bottom-left at 270°', () => {
    expect(corners(placed(90, false))).toEqual([[166, 20], [166, 98], [10, 20]]);
    expect(corners(placed(180, false))).toEqual([[88, 176], [10, 176], [88, 20]]);
    expect(corners(placed(270, false))).toEqual([[10, 98], [10, 20], [166, 98]]);
  });

  it('mirrors left to right after the turn', () => {
    expect(corners(placed(0, true))).toEqual([[88, 20], [10, 20], [88, 176]]);
    expect(corners(placed(90, true))).toEqual([[10, 20], [10, 98], [166, 20]]);
  });

  it('scales about the centre, uniformly, so that the shorter side reaches the bleed past the box and the longer further', () => {
    expect(corners(placed(0, false, 2))).toEqual([[8, 16], [90, 16], [8, 180]]);
    expect(corners(placed(90, false, 2))).toEqual([[170, 18], [170, 100], [6, 18]]);
  });

  it('fits a file of another aspect inside the print size, centred, never stretched', () => {
    const p = placed(0, false);
    const m = designAffineMm(p, 100, 190);
    expect([apply(m, 0, 0), apply(m, 100, 0), apply(m, 0, 190)]).toEqual([[10, 23.9], [88, 23.9], [10, 172.1]]);
  });
});

describe('imagePdfMatrix', () => {
  it('maps the unit square to points, y up, the image top row at v = 1', () => {
    const page = 420;
    const m = imagePdfMatrix(designAffineMm(placed(0, false), 100, 200), 100, 200, page);
    const k = 72 / 25.4;
    const [x0, y0] = apply(m, 0, 0);
    const [x1, y1] = apply(m, 1, 1);
    expect(x0).toBeCloseTo(10 * k, 6);
    expect(y0).toBeCloseTo((page - 176) * k, 6);
    expect(x1).toBeCloseTo(88 * k, 6);
    expect(y1).toBeCloseTo((page - 20) * k, 6);
  });
});

// A grid jig's slots (spec §1): numbered left to right, then top to bottom, from the jig's top-left corner.
import { describe, expect, it } from 'vitest';
import type { JigGrid } from '../../../contract/jigTypes';
import { gridSlots } from '../../../src/lib/sheets/jigGrid';

/** The seeded 「A3 六格治具」: 3 × 2 of 90 × 180 mm, the first at 12 mm / 20 mm, pitch 95 across and 195 down. */
const A3_SIX: JigGrid = { columns: 3, rows: 2, offsetXMm: 12, offsetYMm: 20, pitchXMm: 95, pitchYMm: 195, slotWidthMm: 90, slotHeightMm: 180 };

describe('gridSlots', () => {
  it('numbers the A3 jig’s six slots across the first row, then the second, each where the pitch puts it', () => {
    const slots = gridSlots(A3_SIX);
    expect(slots.map(({ number, xMm, yMm, widthMm, heightMm }) => [number, xMm, yMm, widthMm, heightMm])).toEqual([
      [1, 12, 20, 90, 180],
      [2, 107, 20, 90, 180],
      [3, 202, 20, 90, 180],
      [4, 12, 215, 90, 180],
      [5, 107, 215, 90, 180],
      [6, 202, 215, 90, 180],
    ]);
    // The last slot ends inside the 297 × 420 bed.
    expect(slots[5]!.xMm + slots[5]!.widthMm).toBe(292);
    expect(slots[5]!.yMm + slots[5]!.heightMm).toBe(395);
  });

  it('gives every slot any model, upright and not mirrored unless told otherwise', () => {
    expect(gridSlots(A3_SIX).every((slot) => slot.phoneModelIds.length === 0 && slot.rotation === 0 && !slot.mirror)).toBe(true);
  });

  it('takes each slot’s settings by its number, and copies the model list', () => {
    const models = ['m1'];
    const slots = gridSlots(A3_SIX, (number) => (number === 2 ? { phoneModelIds: models, rotation: 90, mirror: true } : { phoneModelIds: [], rotation: 0, mirror: false }));
    expect(slots[1]).toMatchObject({ number: 2, phoneModelIds: ['m1'], rotation: 90, mirror: true });
    expect(slots[1]!.phoneModelIds).not.toBe(models);
    expect(slots[0]).toMatchObject({ rotation: 0, mirror: false });
  });

  it('keeps a tenth-of-a-millimetre pitch free of float dust', () => {
    const slots = gridSlots({ ...A3_SIX, offsetXMm: 0.1, pitchXMm: 95.1, columns: 3, rows: 1 });
    expect(slots.map((slot) => slot.xMm)).toEqual([0.1, 95.2, 190.3]);
  });

  it('stops at the limit it is given', () => {
    expect(gridSlots({ ...A3_SIX, columns: 100, rows: 100 }, undefined, 10)).toHaveLength(10);
  });
});

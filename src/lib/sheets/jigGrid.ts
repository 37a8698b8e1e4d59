/**
 * A grid jig's slots from its grid (spec §1: columns × rows, the first slot's top-left offset, pitch across
 * and down, slot size, all in mm). Slots are numbered left to right, then top to bottom, from the jig's
 * top-left corner. Pure: the jig screen draws from it as the merchant types, the layout may call it too.
 */
import type { JigGrid, JigSlot } from '../../../contract/jigTypes';

/** What each slot takes and how its design is turned: the same for a new grid's every slot. */
export type SlotSettings = Pick<JigSlot, 'phoneModelIds' | 'rotation' | 'mirror'>;

export const ANY_MODEL_UPRIGHT: SlotSettings = { phoneModelIds: [], rotation: 0, mirror: false };

/** Sums of tenths (12 + 2 × 95.1) leave float dust: a slot's edges are kept to 0.01 mm. */
const hundredths = (mm: number) => Math.round(mm * 100) / 100;

/**
 * The grid's slots, numbered from 1. `settings(number)` gives a slot's models, turn and mirror (by default
 * any model, upright): the form passes the settings the slots had, so that changing the pitch keeps them.
 * A grid of more than `limit` slots answers none beyond it (the contract refuses such a jig anyway).
 */
export function gridSlots(grid: JigGrid, settings: (number: number) => SlotSettings = () => ANY_MODEL_UPRIGHT, limit = Infinity): JigSlot[] {
  const slots: JigSlot[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const number = slots.length + 1;
      if (number > limit) return slots;
      const { phoneModelIds, rotation, mirror } = settings(number);
      slots.push({
        number,
        xMm: hundredths(grid.offsetXMm + column * grid.pitchXMm),
        yMm: hundredths(grid.offsetYMm + row * grid.pitchYMm),
        widthMm: grid.slotWidthMm,
        heightMm: grid.slotHeightMm,
        phoneModelIds: [...phoneModelIds],
        rotation,
        mirror,
      });
    }
  }
  return slots;
}

import type { Jig, JigSlot } from '../../../contract/jigTypes';
import type { SheetItem } from '../../../src/lib/sheets/types';

/** A grid's slots as the jig screen makes them: left to right, then top to bottom, numbered from 1. */
export function gridSlots(columns: number, rows: number, offset: [number, number], pitch: [number, number], size: [number, number], slot: Partial<JigSlot> = {}): JigSlot[] {
  const slots: JigSlot[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      slots.push({
        number: slots.length + 1,
        xMm: offset[0] + column * pitch[0],
        yMm: offset[1] + row * pitch[1],
        widthMm: size[0],
        heightMm: size[1],
        phoneModelIds: [],
        rotation: 0,
        mirror: false,
        ...slot,
      });
    }
  }
  return slots;
}

/** The seeded 「A3 六格治具」: 297 × 420 mm, 3 × 2 slots of 90 × 180 mm at 12/20 mm, pitch 95/195 mm, bleed 0. */
export function a3SixSlotJig(change: Partial<Jig> = {}): Jig {
  return {
    id: 'jig-a3',
    name: 'A3 六格治具',
    kind: 'grid',
    widthMm: 297,
    heightMm: 420,
    slots: gridSlots(3, 2, [12, 20], [95, 195], [90, 180]),
    grid: { columns: 3, rows: 2, offsetXMm: 12, offsetYMm: 20, pitchXMm: 95, pitchYMm: 195, slotWidthMm: 90, slotHeightMm: 180 },
    svgFileName: null,
    film: null,
    bleedMm: 0,
    dpi: 300,
    cutLines: true,
    updatedAt: 1,
    ...change,
  };
}

/** A film sheet: width × greatest length, with its margin, gap and turns. */
export function filmJig(widthMm: number, lengthMm: number, film: { marginMm?: number; gapMm?: number; allowTurn?: boolean } = {}, bleedMm = 1.5): Jig {
  return {
    id: 'film',
    name: 'UV-DTF 膜',
    kind: 'film',
    widthMm,
    heightMm: lengthMm,
    slots: [],
    grid: null,
    svgFileName: null,
    film: { marginMm: film.marginMm ?? 5, gapMm: film.gapMm ?? 3, allowTurn: film.allowTurn ?? true },
    bleedMm,
    dpi: 300,
    cutLines: true,
    updatedAt: 1,
  };
}

let itemNumber = 0;

/** One print file to lay out: a 78 × 156 mm model in 透明 TPU unless told otherwise; each order a minute after the last. */
export function sheetItem(change: Partial<SheetItem> = {}): SheetItem {
  itemNumber++;
  const orderOriginalId = change.orderOriginalId ?? `T${1000 + itemNumber}`;
  const orderItemId = change.orderItemId ?? `I${itemNumber}`;
  return {
    key: `${orderItemId}:0`,
    orderOriginalId,
    orderItemId,
    orderCreatedAt: 1_700_000_000_000 + itemNumber * 60_000,
    copies: 1,
    phoneModelId: 'm-iphone15',
    phoneModelName: 'iPhone 15',
    materialId: 'mat-tpu',
    materialName: '透明 TPU',
    colorId: 'c-clear',
    colorName: '透明',
    printSize: { widthMm: 78, heightMm: 156 },
    ...change,
  };
}

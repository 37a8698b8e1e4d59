import { describe, expect, it } from 'vitest';
import { layoutOnJig, layoutProblems, leaveEmpty, pushToNextSheet, swapSlots, type LayoutEdit } from '../../../src/lib/sheets/layout';
import type { Layout, SheetItem } from '../../../src/lib/sheets/types';
import { a3SixSlotJig, filmJig, gridSlots, sheetItem } from './fixtures';

/** Each sheet as "slot:orderItemId/copy" in slot order, with its empty slots: what the preview draws. */
const slotsOf = (layout: Layout) =>
  layout.sheets.map((sheet) => ({
    number: sheet.number,
    kind: `${sheet.materialName}/${sheet.colorName}`,
    slots: sheet.placements.map((placement) => `${placement.slot}:${placement.item.orderItemId}/${placement.copy}`),
    empty: sheet.emptySlots ?? [],
  }));

const items = (count: number, change: Partial<SheetItem> = {}) => Array.from({ length: count }, () => sheetItem(change));

function edited(edit: LayoutEdit): Layout {
  if (!edit.ok) throw new Error(`refused: ${edit.reason}`);
  return edit.layout;
}

/** The seeded jig's six boxes of a 78 × 156 mm design: each slot's corner plus (90 − 78) / 2 and (180 − 156) / 2. */
const A3_BOXES = [
  { xMm: 18, yMm: 32 },
  { xMm: 113, yMm: 32 },
  { xMm: 208, yMm: 32 },
  { xMm: 18, yMm: 227 },
  { xMm: 113, yMm: 227 },
  { xMm: 208, yMm: 227 },
].map((corner) => ({ ...corner, widthMm: 78, heightMm: 156 }));

describe('layoutOnJig on the seeded A3 六格治具', () => {
  const jig = a3SixSlotJig();

  it('puts six 78 × 156 mm designs on one sheet, each at its true size centred in its slot', () => {
    const six = items(6);
    const layout = layoutOnJig(six, jig);
    expect(layout.notPlaced).toEqual([]);
    expect(layout.sheets).toHaveLength(1);
    const [sheet] = layout.sheets;
    expect(sheet).toMatchObject({ number: 1, materialName: '透明 TPU', colorName: '透明', heightMm: 420, emptySlots: [] });
    expect(sheet!.placements.map((placement) => placement.box)).toEqual(A3_BOXES);
    expect(sheet!.placements.map((placement) => [placement.slot, placement.item.key, placement.copy, placement.rotation, placement.mirror, placement.bleedMm])).toEqual(
      six.map((item, index) => [index + 1, item.key, 1, 0, false, 0]),
    );
    expect(layoutProblems(layout, jig)).toEqual([]);
  });

  it('sends the seventh design to a second sheet, oldest order first whatever order the items were ticked in', () => {
    const seven = items(7);
    const layout = layoutOnJig([...seven].reverse(), jig);
    expect(slotsOf(layout)).toEqual([
      { number: 1, kind: '透明 TPU/透明', slots: seven.slice(0, 6).map((item, index) => `${index + 1}:${item.orderItemId}/1`), empty: [] },
      { number: 2, kind: '透明 TPU/透明', slots: [`1:${seven[6]!.orderItemId}/1`], empty: [] },
    ]);
    expect(layout.sheets[1]!.placements[0]!.box).toEqual(A3_BOXES[0]);
  });

  it('orders items of one time by order number, then by key', () => {
    const at = 1_800_000_000_000;
    const b2 = sheetItem({ orderCreatedAt: at, orderOriginalId: 'B', orderItemId: 'b2', key: 'b2:0' });
    const b1 = sheetItem({ orderCreatedAt: at, orderOriginalId: 'B', orderItemId: 'b1', key: 'b1:0' });
    const a = sheetItem({ orderCreatedAt: at, orderOriginalId: 'A', orderItemId: 'a', key: 'z:0' });
    expect(slotsOf(layoutOnJig([b2, b1, a], jig))[0]!.slots).toEqual(['1:a/1', '2:b1/1', '3:b2/1']);
  });

  it('gives an item of quantity 3 three slots in a row, copy 1 to 3, splitting copies over sheets where the sheet fills', () => {
    const first = sheetItem();
    const three = sheetItem({ copies: 3 });
    const other = sheetItem({ copies: 3 });
    const layout = layoutOnJig([other, three, first], jig);
    expect(slotsOf(layout).map((sheet) => sheet.slots)).toEqual([
      [`1:${first.orderItemId}/1`, `2:${three.orderItemId}/1`, `3:${three.orderItemId}/2`, `4:${three.orderItemId}/3`, `5:${other.orderItemId}/1`, `6:${other.orderItemId}/2`],
      [`1:${other.orderItemId}/3`],
    ]);
  });

  it('takes more copies than the jig has slots over as many sheets as they need', () => {
    const many = sheetItem({ copies: 13 });
    const layout = layoutOnJig([many], jig);
    expect(layout.sheets.map((sheet) => sheet.placements.map((placement) => placement.copy))).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
      [13],
    ]);
  });

  it('keeps each kind of blank (material and colour) on sheets of its own, kinds in the order of their oldest item, numbered across', () => {
    const tpuOld = sheetItem();
    const pc = items(7, { materialId: 'mat-pc', materialName: '磨砂 PC', colorId: 'c-black', colorName: '黑色' });
    const tpuNew = sheetItem();
    const tpuBlack = sheetItem({ colorId: 'c-black', colorName: '黑色' });
    const layout = layoutOnJig([...pc, tpuBlack, tpuNew, tpuOld], jig);
    expect(slotsOf(layout)).toEqual([
      { number: 1, kind: '透明 TPU/透明', slots: [`1:${tpuOld.orderItemId}/1`, `2:${tpuNew.orderItemId}/1`], empty: [] },
      { number: 2, kind: '磨砂 PC/黑色', slots: pc.slice(0, 6).map((item, index) => `${index + 1}:${item.orderItemId}/1`), empty: [] },
      { number: 3, kind: '磨砂 PC/黑色', slots: [`1:${pc[6]!.orderItemId}/1`], empty: [] },
      { number: 4, kind: '透明 TPU/黑色', slots: [`1:${tpuBlack.orderItemId}/1`], empty: [] },
    ]);
    expect(layout.sheets.map((sheet) => [sheet.materialId, sheet.colorId])).toEqual([
      ['mat-tpu', 'c-clear'],
      ['mat-pc', 'c-black'],
      ['mat-pc', 'c-black'],
      ['mat-tpu', 'c-black'],
    ]);
  });

  it('puts in a slot only the models it lists, letting a later item fill it on an earlier sheet', () => {
    const slots = a3SixSlotJig().slots.map((slot) => (slot.number === 1 ? { ...slot, phoneModelIds: ['m-mini'] } : slot));
    const restricted = a3SixSlotJig({ slots });
    const fifteen = items(6);
    const mini = sheetItem({ phoneModelId: 'm-mini', phoneModelName: 'iPhone 13 mini', printSize: { widthMm: 70, heightMm: 140 } });
    const layout = layoutOnJig([...fifteen, mini], restricted);
    expect(slotsOf(layout).map((sheet) => sheet.slots)).toEqual([
      [`1:${mini.orderItemId}/1`, ...fifteen.slice(0, 5).map((item, index) => `${index + 2}:${item.orderItemId}/1`)],
      [`2:${fifteen[5]!.orderItemId}/1`],
    ]);
    expect(layout.sheets[0]!.placements[0]!.box).toEqual({ xMm: 22, yMm: 40, widthMm: 70, heightMm: 140 });
  });

  it('lists a model no slot takes as fitting no slot, all its copies', () => {
    const onlyMini = a3SixSlotJig({ slots: gridSlots(3, 2, [12, 20], [95, 195], [90, 180], { phoneModelIds: ['m-mini'] }) });
    const item = sheetItem({ copies: 2 });
    expect(layoutOnJig([item], onlyMini)).toEqual({ sheets: [], notPlaced: [{ item, copies: 2, reason: 'fitsNoSlot' }] });
  });

  it('turns the design as a 90° slot says: its box swaps width and height, centred in the slot', () => {
    for (const rotation of [90, 270] as const) {
      const landscape = a3SixSlotJig({ slots: gridSlots(1, 2, [10, 10], [0, 100], [180, 90], { rotation }) });
      const layout = layoutOnJig(items(2), landscape);
      expect(layout.sheets[0]!.placements.map((placement) => [placement.box, placement.rotation])).toEqual([
        [{ xMm: 22, yMm: 16, widthMm: 156, heightMm: 78 }, rotation],
        [{ xMm: 22, yMm: 116, widthMm: 156, heightMm: 78 }, rotation],
      ]);
    }
  });

  it('refuses a design that only fits turned when the slot does not turn it', () => {
    const landscape = a3SixSlotJig({ slots: gridSlots(1, 2, [10, 10], [0, 100], [180, 90]) });
    const item = sheetItem();
    expect(layoutOnJig([item], landscape).notPlaced).toEqual([{ item, copies: 1, reason: 'fitsNoSlot' }]);
  });

  it('lists a model larger than every slot as fitting no slot, allowing 0.05 mm over for rounding', () => {
    const tooWide = sheetItem({ copies: 2, printSize: { widthMm: 90.1, heightMm: 156 } });
    const justFits = sheetItem({ printSize: { widthMm: 90.04, heightMm: 180.05 } });
    const layout = layoutOnJig([tooWide, justFits], jig);
    expect(layout.notPlaced).toEqual([{ item: tooWide, copies: 2, reason: 'fitsNoSlot' }]);
    expect(layout.sheets[0]!.placements.map((placement) => placement.item)).toEqual([justFits]);
    expect(layout.sheets[0]!.placements[0]!.box.xMm).toBeCloseTo(12 - 0.02, 9);
  });

  it('lists a model without a print size as such, all its copies, and places the rest', () => {
    const none = sheetItem({ copies: 3, printSize: null });
    const placed = sheetItem();
    const layout = layoutOnJig([none, placed], jig);
    expect(layout.notPlaced).toEqual([{ item: none, copies: 3, reason: 'noPrintSize' }]);
    expect(slotsOf(layout)[0]!.slots).toEqual([`1:${placed.orderItemId}/1`]);
  });

  it('takes bleed from the jig and turn and mirror from each slot', () => {
    const slots = gridSlots(3, 2, [12, 20], [95, 195], [90, 180]).map((slot) => (slot.number === 2 ? { ...slot, mirror: true, rotation: 180 as const } : slot));
    const layout = layoutOnJig(items(2), a3SixSlotJig({ slots, bleedMm: 1.5 }));
    expect(layout.sheets[0]!.placements.map((placement) => [placement.bleedMm, placement.rotation, placement.mirror, placement.box])).toEqual([
      [1.5, 0, false, A3_BOXES[0]],
      [1.5, 180, true, A3_BOXES[1]],
    ]);
  });

  it('makes no sheet of nothing', () => {
    expect(layoutOnJig([], jig)).toEqual({ sheets: [], notPlaced: [] });
  });

  it('leaves a film sheet to layoutOnFilm', () => {
    expect(() => layoutOnJig(items(1), filmJig(600, 1000))).toThrow(/layoutOnFilm/);
  });
});

describe('editing a layout by hand', () => {
  const jig = a3SixSlotJig();

  it('swaps two slots of a sheet, each design placed again centred in its new slot, the layout handed in unchanged', () => {
    const six = items(6);
    const layout = layoutOnJig(six, jig);
    const before = structuredClone(layout);
    const swapped = edited(swapSlots(layout, jig, { sheet: 1, slot: 1 }, { sheet: 1, slot: 5 }));
    expect(layout).toEqual(before);
    const sheet = swapped.sheets[0]!;
    expect(sheet.placements.map((placement) => [placement.slot, placement.item.key, placement.box])).toEqual([
      [1, six[4]!.key, A3_BOXES[0]],
      [2, six[1]!.key, A3_BOXES[1]],
      [3, six[2]!.key, A3_BOXES[2]],
      [4, six[3]!.key, A3_BOXES[3]],
      [5, six[0]!.key, A3_BOXES[4]],
      [6, six[5]!.key, A3_BOXES[5]],
    ]);
    expect(layoutProblems(swapped, jig)).toEqual([]);
  });

  it('swaps across two sheets of one blank kind, and moves a design into a free slot', () => {
    const seven = items(7);
    const layout = layoutOnJig(seven, jig);
    const across = edited(swapSlots(layout, jig, { sheet: 1, slot: 3 }, { sheet: 2, slot: 1 }));
    expect(slotsOf(across).map((sheet) => sheet.slots)).toEqual([
      seven.slice(0, 6).map((item, index) => `${index + 1}:${(index === 2 ? seven[6]! : item).orderItemId}/1`),
      [`1:${seven[2]!.orderItemId}/1`],
    ]);
    const moved = edited(swapSlots(layout, jig, { sheet: 2, slot: 1 }, { sheet: 2, slot: 6 }));
    expect(slotsOf(moved)[1]!.slots).toEqual([`6:${seven[6]!.orderItemId}/1`]);
    expect(moved.sheets[1]!.placements[0]!.box).toEqual(A3_BOXES[5]);
  });

  it('drops a sheet a swap leaves with nothing on it, and numbers the sheets again', () => {
    const seven = items(7);
    const full = layoutOnJig(seven, jig);
    // Sheet 1 with its slot 6 free, as a push or an earlier swap leaves it.
    const layout: Layout = { ...full, sheets: [{ ...full.sheets[0]!, placements: full.sheets[0]!.placements.slice(0, 5) }, full.sheets[1]!] };
    const back = edited(swapSlots(layout, jig, { sheet: 2, slot: 1 }, { sheet: 1, slot: 6 }));
    expect(slotsOf(back)).toEqual([
      { number: 1, kind: '透明 TPU/透明', slots: [...seven.slice(0, 5), seven[6]!].map((item, index) => `${index + 1}:${item.orderItemId}/1`), empty: [] },
    ]);
  });

  it('changes nothing when a slot is swapped with itself or two free slots are', () => {
    const layout = layoutOnJig(items(1), jig);
    expect(swapSlots(layout, jig, { sheet: 1, slot: 1 }, { sheet: 1, slot: 1 })).toEqual({ ok: true, layout });
    expect(swapSlots(layout, jig, { sheet: 1, slot: 2 }, { sheet: 1, slot: 3 })).toEqual({ ok: true, layout });
  });

  it('refuses a swap that puts a design where its model or size does not go, saying why', () => {
    const slots = gridSlots(3, 2, [12, 20], [95, 195], [90, 180]).map((slot) =>
      slot.number === 2 ? { ...slot, phoneModelIds: ['m-mini'] } : slot.number === 3 ? { ...slot, widthMm: 70, heightMm: 150, xMm: 212 } : slot,
    );
    const mixed = a3SixSlotJig({ slots });
    const mini = sheetItem({ phoneModelId: 'm-mini', phoneModelName: 'iPhone 13 mini', printSize: { widthMm: 68, heightMm: 140 } });
    const fifteen = sheetItem();
    const layout = layoutOnJig([mini, fifteen], mixed);
    expect(slotsOf(layout)[0]!.slots).toEqual([`1:${mini.orderItemId}/1`, `4:${fifteen.orderItemId}/1`]);
    expect(swapSlots(layout, mixed, { sheet: 1, slot: 4 }, { sheet: 1, slot: 2 })).toEqual({ ok: false, reason: '2号位不放iPhone 15' });
    expect(swapSlots(layout, mixed, { sheet: 1, slot: 4 }, { sheet: 1, slot: 3 })).toEqual({ ok: false, reason: 'iPhone 15的打印尺寸78 × 156 mm放不进3号位（70 × 150 mm）' });
    expect(swapSlots(layout, mixed, { sheet: 1, slot: 3 }, { sheet: 1, slot: 4 })).toEqual({ ok: false, reason: 'iPhone 15的打印尺寸78 × 156 mm放不进3号位（70 × 150 mm）' });
    const intoRestricted = edited(swapSlots(layout, mixed, { sheet: 1, slot: 1 }, { sheet: 1, slot: 2 }));
    expect(slotsOf(intoRestricted)[0]!.slots).toEqual([`2:${mini.orderItemId}/1`, `4:${fifteen.orderItemId}/1`]);
  });

  it('refuses a swap between sheets of different blanks, or into a slot left empty', () => {
    const layout = layoutOnJig([sheetItem(), sheetItem({ materialId: 'mat-pc', materialName: '磨砂 PC' })], jig);
    expect(swapSlots(layout, jig, { sheet: 1, slot: 1 }, { sheet: 2, slot: 1 })).toEqual({ ok: false, reason: '不同材质或颜色的版不能互换' });
    const withEmpty = edited(leaveEmpty(layout, jig, { sheet: 1, slot: 3 }));
    expect(swapSlots(withEmpty, jig, { sheet: 1, slot: 1 }, { sheet: 1, slot: 3 })).toEqual({ ok: false, reason: '3号位已留空' });
  });

  it('leaves a slot empty for a defective blank: its design and every later one of that blank move on by one slot, onto a new sheet before the next kind', () => {
    const six = items(6);
    const pc = sheetItem({ materialId: 'mat-pc', materialName: '磨砂 PC' });
    const layout = layoutOnJig([...six, pc], jig);
    const left = edited(leaveEmpty(layout, jig, { sheet: 1, slot: 2 }));
    expect(slotsOf(left)).toEqual([
      { number: 1, kind: '透明 TPU/透明', slots: [`1:${six[0]!.orderItemId}/1`, ...six.slice(1, 5).map((item, index) => `${index + 3}:${item.orderItemId}/1`)], empty: [2] },
      { number: 2, kind: '透明 TPU/透明', slots: [`1:${six[5]!.orderItemId}/1`], empty: [] },
      { number: 3, kind: '磨砂 PC/透明', slots: [`1:${pc.orderItemId}/1`], empty: [] },
    ]);
    expect(left.sheets[0]!.placements[1]!.box).toEqual(A3_BOXES[2]);
    expect(layoutProblems(left, jig)).toEqual([]);
    expect(leaveEmpty(left, jig, { sheet: 1, slot: 2 })).toEqual({ ok: true, layout: left });
  });

  it('keeps a hand swap before the empty slot, and the order of those after it', () => {
    const seven = items(7);
    const swapped = edited(swapSlots(layoutOnJig(seven, jig), jig, { sheet: 1, slot: 1 }, { sheet: 1, slot: 6 }));
    const left = edited(leaveEmpty(swapped, jig, { sheet: 1, slot: 4 }));
    const ids = seven.map((item) => item.orderItemId);
    expect(slotsOf(left).map((sheet) => sheet.slots)).toEqual([
      [`1:${ids[5]}/1`, `2:${ids[1]}/1`, `3:${ids[2]}/1`, `5:${ids[3]}/1`, `6:${ids[4]}/1`],
      [`1:${ids[0]}/1`, `2:${ids[6]}/1`],
    ]);
  });

  it('marks a free slot empty without moving anything', () => {
    const seven = items(7);
    const left = edited(leaveEmpty(layoutOnJig(seven, jig), jig, { sheet: 2, slot: 3 }));
    expect(slotsOf(left)[1]).toEqual({ number: 2, kind: '透明 TPU/透明', slots: [`1:${seven[6]!.orderItemId}/1`], empty: [3] });
  });

  it('pushes a design to the next sheet of its blank, into its first free slot there, leaving its own slot free', () => {
    const seven = items(7);
    const pushed = edited(pushToNextSheet(layoutOnJig(seven, jig), jig, { sheet: 1, slot: 2 }));
    const ids = seven.map((item) => item.orderItemId);
    expect(slotsOf(pushed).map((sheet) => sheet.slots)).toEqual([
      [`1:${ids[0]}/1`, `3:${ids[2]}/1`, `4:${ids[3]}/1`, `5:${ids[4]}/1`, `6:${ids[5]}/1`],
      [`1:${ids[6]}/1`, `2:${ids[1]}/1`],
    ]);
  });

  it('pushes from the last sheet of a blank onto a new sheet before the next kind', () => {
    const eight = items(8);
    const pc = sheetItem({ materialId: 'mat-pc', materialName: '磨砂 PC' });
    const pushed = edited(pushToNextSheet(layoutOnJig([...eight, pc], jig), jig, { sheet: 2, slot: 1 }));
    expect(slotsOf(pushed)).toEqual([
      expect.objectContaining({ number: 1 }),
      { number: 2, kind: '透明 TPU/透明', slots: [`2:${eight[7]!.orderItemId}/1`], empty: [] },
      { number: 3, kind: '透明 TPU/透明', slots: [`1:${eight[6]!.orderItemId}/1`], empty: [] },
      { number: 4, kind: '磨砂 PC/透明', slots: [`1:${pc.orderItemId}/1`], empty: [] },
    ]);
  });

  it('refuses to push a free slot', () => {
    const layout = layoutOnJig(items(1), jig);
    expect(pushToNextSheet(layout, jig, { sheet: 1, slot: 2 })).toEqual({ ok: false, reason: '2号位没有图' });
  });

  it('names a sheet or slot the layout does not have as a mistake of the caller', () => {
    const layout = layoutOnJig(items(1), jig);
    expect(() => swapSlots(layout, jig, { sheet: 2, slot: 1 }, { sheet: 1, slot: 1 })).toThrow(RangeError);
    expect(() => leaveEmpty(layout, jig, { sheet: 1, slot: 7 })).toThrow(RangeError);
  });
});

describe('layoutProblems', () => {
  const jig = a3SixSlotJig();

  it('finds a design off its slot, two in one slot, one in a slot left empty, and sheets numbered out of order', () => {
    const layout = layoutOnJig(items(3), jig);
    const sheet = layout.sheets[0]!;
    const [first, second] = sheet.placements;
    const broken: Layout = {
      ...layout,
      sheets: [{ ...sheet, number: 2, emptySlots: [1], placements: [{ ...first!, box: { ...first!.box, xMm: 19 } }, { ...second!, slot: 1 }] }],
    };
    expect(layoutProblems(broken, jig)).toEqual([
      'sheet 2 is number 1 in order',
      'sheet 2 slot 1 was left empty but holds a design',
      'sheet 2 slot 1 is not its print size centred in the slot as the slot turns it',
      'sheet 2 slot 1 holds two designs',
      'sheet 2 slot 1 was left empty but holds a design',
      'sheet 2 slot 1 is not its print size centred in the slot as the slot turns it',
    ]);
  });

  it('finds a design placed without a print size, naming where to set one', () => {
    const layout = layoutOnJig(items(1), jig);
    const placement = layout.sheets[0]!.placements[0]!;
    const broken: Layout = { ...layout, sheets: [{ ...layout.sheets[0]!, placements: [{ ...placement, item: { ...placement.item, printSize: null } }] }] };
    expect(layoutProblems(broken, jig)).toEqual(['sheet 1 slot 1: iPhone 15未设置打印尺寸，请在型号列表中设置']);
  });
});

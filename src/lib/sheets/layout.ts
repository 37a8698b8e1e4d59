/**
 * Items → sheets on a jig (issue's "From ticked items to sheets"): one sheet holds one kind of blank (material
 * and colour); slots fill oldest order first; an item of quantity N takes N slots; what does not fit goes to the
 * next sheet of its kind; a model too large for every slot it may take is listed, not placed. Each design is
 * placed at its true size (its model's print size, turned as the slot says) centred in its slot, never scaled
 * to the slot.
 *
 * The hand edits the preview offers (swap two slots, leave a slot empty, push a design to the next sheet) are
 * here too, each pure: it returns a new Layout, checked again, or the reason it is refused.
 *
 * Copies of one item may split across sheets: copy k of N goes to the next free slot that takes it, which may
 * be on the next sheet. Keeping an item's copies on one sheet would leave blanks unprinted on every sheet where
 * they do not all fit, and an item with more copies than the jig has slots must split anyway; the slot map's
 * copy k/N and QR code tell the packer which copies belong together.
 */
import type { Jig, JigSlot, SlotRotation } from '../../../contract/jigTypes';
import { formatPrintSize } from '../../../contract/printSize';
import { MSG } from '../../messages';
import type { Layout, NotPlaced, Placement, Sheet, SheetItem } from './types';

/** A print size may exceed its slot by this much (mm) and still go in: sides are kept to 0.1 mm, and a float's sum is not exact. */
export const FIT_TOLERANCE_MM = 0.05;

/** A slot of a sheet, both 1-based, as the preview names it. */
export interface SlotAt {
  sheet: number;
  slot: number;
}

/** A hand edit's result: the new layout, or why it is refused (Chinese, for the preview to show). */
export type LayoutEdit = { ok: true; layout: Layout } | { ok: false; reason: string };

type Size = { widthMm: number; heightMm: number };

const quarterTurned = (rotation: SlotRotation) => rotation === 90 || rotation === 270;

/** A print size as it lies on the sheet once turned by rotation: a quarter turn swaps its sides. */
export function turnedSize(size: Size, rotation: SlotRotation): Size {
  return quarterTurned(rotation) ? { widthMm: size.heightMm, heightMm: size.widthMm } : { widthMm: size.widthMm, heightMm: size.heightMm };
}

/** Why an item cannot go in a slot, as a word: read for every slot a layout tries, so it builds no text. */
function misfit(item: SheetItem, slot: JigSlot): 'model' | 'noPrintSize' | 'size' | undefined {
  if (slot.phoneModelIds.length > 0 && !slot.phoneModelIds.includes(item.phoneModelId)) return 'model';
  if (!item.printSize) return 'noPrintSize';
  const turned = turnedSize(item.printSize, slot.rotation);
  return turned.widthMm > slot.widthMm + FIT_TOLERANCE_MM || turned.heightMm > slot.heightMm + FIT_TOLERANCE_MM ? 'size' : undefined;
}

const fits = (item: SheetItem, slot: JigSlot) => misfit(item, slot) === undefined;

/** Why an item cannot go in a slot (the slot takes other models, or the print size, turned, is larger), or undefined when it can. */
export function slotRefusal(item: SheetItem, slot: JigSlot): string | undefined {
  switch (misfit(item, slot)) {
    case 'model':
      return MSG.sheetEdit.modelNotTaken(slot.number, item.phoneModelName);
    case 'noPrintSize':
      return MSG.sheetEdit.noPrintSize(item.phoneModelName);
    case 'size':
      return MSG.sheetEdit.tooLarge(item.phoneModelName, formatPrintSize(item.printSize!), slot.number, formatPrintSize({ widthMm: slot.widthMm, heightMm: slot.heightMm }));
    case undefined:
      return undefined;
  }
}

/** Copy `copy` of item in slot: its box the print size, turned as the slot says, centred in the slot. */
export function placeInSlot(item: SheetItem, copy: number, slot: JigSlot, bleedMm: number): Placement {
  if (!item.printSize) throw new Error(`placeInSlot: item ${item.key} has no print size`);
  const size = turnedSize(item.printSize, slot.rotation);
  return {
    item,
    copy,
    slot: slot.number,
    box: {
      xMm: slot.xMm + (slot.widthMm - size.widthMm) / 2,
      yMm: slot.yMm + (slot.heightMm - size.heightMm) / 2,
      widthMm: size.widthMm,
      heightMm: size.heightMm,
    },
    rotation: slot.rotation,
    mirror: slot.mirror,
    bleedMm,
    slotBox: { xMm: slot.xMm, yMm: slot.yMm, widthMm: slot.widthMm, heightMm: slot.heightMm },
  };
}

/** Oldest order first; then the order's number and the item's key, so that equal times keep one order every run. */
export function compareItems(a: SheetItem, b: SheetItem): number {
  if (a.orderCreatedAt !== b.orderCreatedAt) return a.orderCreatedAt - b.orderCreatedAt;
  if (a.orderOriginalId !== b.orderOriginalId) return a.orderOriginalId < b.orderOriginalId ? -1 : 1;
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return 0;
}

/** The blank kind a sheet holds: material and colour, by id (names may repeat). */
export const blankKey = (item: Pick<SheetItem, 'materialId' | 'colorId'>): string => JSON.stringify([item.materialId, item.colorId]);

/** A sheet being filled: its placements by slot number, and the slots left empty on purpose. */
interface Draft {
  materialId: string;
  colorId: string;
  materialName: string;
  colorName: string;
  filled: Map<number, Placement>;
  empty: Set<number>;
}

/** One blank kind's sheets, in order. */
interface Group {
  key: string;
  drafts: Draft[];
}

const newDraft = (item: SheetItem): Draft => ({
  materialId: item.materialId,
  colorId: item.colorId,
  materialName: item.materialName,
  colorName: item.colorName,
  filled: new Map(),
  empty: new Set(),
});

/** The jig's slots in number order, the order sheets fill in. */
const slotsInOrder = (jig: Jig): JigSlot[] => [...jig.slots].sort((a, b) => a.number - b.number);

/**
 * Places one copy in the first free slot that takes it, at or after `from` (a sheet index of the group and a
 * slot index in number order), in sheet then slot order; a new sheet of the kind when none is free.
 */
function placeFirstFit(group: Group, slots: JigSlot[], jig: Jig, item: SheetItem, copy: number, from = { sheet: 0, slot: 0 }): void {
  for (let s = from.sheet; s < group.drafts.length; s++) {
    const draft = group.drafts[s]!;
    for (let i = s === from.sheet ? from.slot : 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (draft.filled.has(slot.number) || draft.empty.has(slot.number) || !fits(item, slot)) continue;
      draft.filled.set(slot.number, placeInSlot(item, copy, slot, jig.bleedMm));
      return;
    }
  }
  const slot = slots.find((candidate) => fits(item, candidate));
  if (!slot) throw new Error(`placeFirstFit: item ${item.key} fits no slot of jig ${jig.id}`);
  const draft = newDraft(item);
  draft.filled.set(slot.number, placeInSlot(item, copy, slot, jig.bleedMm));
  group.drafts.push(draft);
}

function assertJig(jig: Jig): void {
  if (jig.kind === 'film') throw new Error('layoutOnJig: a film sheet is laid out by layoutOnFilm (filmLayout.ts)');
}

/** Sheets in group order, numbered from 1 across groups; a sheet with nothing placed is not kept (nothing to print). */
function toLayout(groups: Group[], jig: Jig, notPlaced: NotPlaced[]): Layout {
  const sheets: Sheet[] = [];
  for (const group of groups) {
    for (const draft of group.drafts) {
      if (draft.filled.size === 0) continue;
      sheets.push({
        number: sheets.length + 1,
        materialName: draft.materialName,
        colorName: draft.colorName,
        materialId: draft.materialId,
        colorId: draft.colorId,
        placements: [...draft.filled.values()].sort((a, b) => a.slot - b.slot),
        heightMm: jig.heightMm,
        emptySlots: [...draft.empty].sort((a, b) => a - b),
      });
    }
  }
  const layout = { sheets, notPlaced };
  const problems = layoutProblems(layout, jig);
  if (problems.length > 0) throw new Error(`layout: ${problems.join('; ')}`);
  return layout;
}

/**
 * Lays items out on a grid or SVG jig. Items without a print size are listed as 'noPrintSize', items that fit
 * no slot of the jig that takes their model as 'fitsNoSlot' (all their copies). The rest are grouped by blank
 * kind (material and colour), groups in the order of their oldest item; within a group each copy goes in the
 * first free slot that takes it, items oldest order first (compareItems) and an item's copies one after
 * another, on the group's first sheet with such a slot, a new sheet when none has one. First fit over the
 * group's sheets lets a later item fill a slot an earlier one could not take (a slot kept for another model),
 * so no blank is left for nothing, while an older item is never moved back by a newer one.
 */
export function layoutOnJig(items: readonly SheetItem[], jig: Jig): Layout {
  assertJig(jig);
  const slots = slotsInOrder(jig);
  const { notPlaced, kinds } = siftItems(items, (item) => slots.some((slot) => fits(item, slot)));
  const groups = kinds.map((kind): Group => {
    const group: Group = { key: blankKey(kind[0]!), drafts: [] };
    for (const item of kind) for (let copy = 1; copy <= item.copies; copy++) placeFirstFit(group, slots, jig, item, copy);
    return group;
  });
  return toLayout(groups, jig, notPlaced);
}

/**
 * What a jig and a film sheet both do first: items oldest order first (compareItems); those without a print size
 * listed as 'noPrintSize', those that fit nowhere (fitsSomewhere false) as 'fitsNoSlot', all their copies; the
 * rest by blank kind (material and colour), kinds in the order of their oldest item.
 */
export function siftItems(items: readonly SheetItem[], fitsSomewhere: (item: SheetItem) => boolean): { notPlaced: NotPlaced[]; kinds: SheetItem[][] } {
  const notPlaced: NotPlaced[] = [];
  const kinds = new Map<string, SheetItem[]>();
  for (const item of [...items].sort(compareItems)) {
    if (!item.printSize) notPlaced.push({ item, copies: item.copies, reason: 'noPrintSize' });
    else if (!fitsSomewhere(item)) notPlaced.push({ item, copies: item.copies, reason: 'fitsNoSlot' });
    else {
      const key = blankKey(item);
      const kind = kinds.get(key);
      if (kind) kind.push(item);
      else kinds.set(key, [item]);
    }
  }
  // A Map keeps insertion order, and the items came sorted: kinds are in the order of their oldest item.
  return { notPlaced, kinds: [...kinds.values()] };
}

/** The sheet's blank kind: its ids, or (a sheet made without them) its first placement's. */
function sheetKey(sheet: Sheet): string {
  if (sheet.materialId !== undefined && sheet.colorId !== undefined) return blankKey({ materialId: sheet.materialId, colorId: sheet.colorId });
  const first = sheet.placements[0];
  return first ? blankKey(first.item) : `sheet ${sheet.number}`;
}

/** A layout back into groups of drafts to edit, groups in the order their first sheet comes. */
function toGroups(layout: Layout): Group[] {
  const groups = new Map<string, Group>();
  for (const sheet of layout.sheets) {
    const key = sheetKey(sheet);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, drafts: [] }));
    const first = sheet.placements[0];
    group.drafts.push({
      materialId: sheet.materialId ?? first?.item.materialId ?? '',
      colorId: sheet.colorId ?? first?.item.colorId ?? '',
      materialName: sheet.materialName,
      colorName: sheet.colorName,
      filled: new Map(sheet.placements.map((placement) => [placement.slot, placement])),
      empty: new Set(sheet.emptySlots ?? []),
    });
  }
  return [...groups.values()];
}

/** Where a sheet number sits among the groups; a programming error when the preview names a sheet or slot the layout has not. */
function locate(groups: Group[], jig: Jig, at: SlotAt): { group: Group; index: number; draft: Draft; slot: JigSlot } {
  let number = 0;
  for (const group of groups) {
    for (let index = 0; index < group.drafts.length; index++) {
      number++;
      if (number !== at.sheet) continue;
      const slot = jig.slots.find((candidate) => candidate.number === at.slot);
      if (!slot) throw new RangeError(`layout edit: jig ${jig.id} has no slot ${at.slot}`);
      return { group, index, draft: group.drafts[index]!, slot };
    }
  }
  throw new RangeError(`layout edit: the layout has no sheet ${at.sheet}`);
}

const ok = (layout: Layout): LayoutEdit => ({ ok: true, layout });
const refused = (reason: string): LayoutEdit => ({ ok: false, reason });

/**
 * Swaps what two slots hold, on one sheet or two sheets of the same blank kind; a slot may be free (the design
 * then moves there). Each design is placed again at its new slot (centred, turned and mirrored as that slot
 * says). Refused, with the reason, when a design does not fit the other slot (its models or its size), when the
 * sheets hold different blanks, or when either slot was left empty. Swapping a slot with itself, or two free
 * slots, changes nothing.
 */
export function swapSlots(layout: Layout, jig: Jig, a: SlotAt, b: SlotAt): LayoutEdit {
  assertJig(jig);
  const groups = toGroups(layout);
  const at = locate(groups, jig, a);
  const to = locate(groups, jig, b);
  if (at.draft === to.draft && at.slot === to.slot) return ok(layout);
  if (at.group !== to.group) return refused(MSG.sheetEdit.otherBlank);
  for (const end of [at, to]) if (end.draft.empty.has(end.slot.number)) return refused(MSG.sheetEdit.slotLeftEmpty(end.slot.number));
  const first = at.draft.filled.get(at.slot.number);
  const second = to.draft.filled.get(to.slot.number);
  if (!first && !second) return ok(layout);
  const firstRefusal = first && slotRefusal(first.item, to.slot);
  if (firstRefusal) return refused(firstRefusal);
  const secondRefusal = second && slotRefusal(second.item, at.slot);
  if (secondRefusal) return refused(secondRefusal);
  at.draft.filled.delete(at.slot.number);
  to.draft.filled.delete(to.slot.number);
  if (first) to.draft.filled.set(to.slot.number, placeInSlot(first.item, first.copy, to.slot, first.bleedMm));
  if (second) at.draft.filled.set(at.slot.number, placeInSlot(second.item, second.copy, at.slot, second.bleedMm));
  return ok(toLayout(groups, jig, layout.notPlaced));
}

/**
 * Leaves a slot empty (a defective blank in that pocket): the slot is marked empty, and its design and every
 * design after it on that blank kind's sheets (in sheet, then slot order) move on, each to the next free slot
 * that takes it, so each moves on by one slot where the slots are alike; the last may need a new sheet. Designs
 * before the slot stay where they are, hand swaps included. Leaving a slot empty that already is changes nothing.
 */
export function leaveEmpty(layout: Layout, jig: Jig, at: SlotAt): LayoutEdit {
  assertJig(jig);
  const groups = toGroups(layout);
  const { group, index, draft, slot } = locate(groups, jig, at);
  if (draft.empty.has(slot.number)) return ok(layout);
  const slots = slotsInOrder(jig);
  const from = { sheet: index, slot: slots.indexOf(slot) };
  const moving: Placement[] = [];
  for (let s = index; s < group.drafts.length; s++) {
    const later = group.drafts[s]!;
    for (let i = s === index ? from.slot : 0; i < slots.length; i++) {
      const placement = later.filled.get(slots[i]!.number);
      if (!placement) continue;
      moving.push(placement);
      later.filled.delete(placement.slot);
    }
  }
  draft.empty.add(slot.number);
  for (const placement of moving) placeFirstFit(group, slots, jig, placement.item, placement.copy, from);
  return ok(toLayout(groups, jig, layout.notPlaced));
}

/**
 * Moves a slot's design to the next sheet of the same blank kind: the first free slot that takes it on a later
 * sheet of that kind, a new sheet at the end of the kind's sheets when none has one. The slot it leaves stays
 * free (nothing moves up into it: the merchant moved this design out of the way, not the others). Refused when
 * the slot holds no design. A sheet left with no design is dropped, and the sheets are numbered again.
 */
export function pushToNextSheet(layout: Layout, jig: Jig, at: SlotAt): LayoutEdit {
  assertJig(jig);
  const groups = toGroups(layout);
  const { group, index, draft, slot } = locate(groups, jig, at);
  const placement = draft.filled.get(slot.number);
  if (!placement) return refused(MSG.sheetEdit.slotFree(slot.number));
  draft.filled.delete(slot.number);
  placeFirstFit(group, slotsInOrder(jig), jig, placement.item, placement.copy, { sheet: index + 1, slot: 0 });
  return ok(toLayout(groups, jig, layout.notPlaced));
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6;

/**
 * What is wrong with a jig's layout, in developers' words (empty when nothing is): sheets numbered 1…n, each of
 * one blank kind with the jig's height, each placement in a slot of the jig that takes it, at its true size
 * centred there, turned and mirrored as the slot says, no two in a slot and none in a slot left empty. The edits
 * above check their result with it; a layout kept or handed between steps can be checked the same way.
 */
export function layoutProblems(layout: Layout, jig: Jig): string[] {
  const problems: string[] = [];
  const slots = new Map(jig.slots.map((slot) => [slot.number, slot]));
  layout.sheets.forEach((sheet, index) => {
    const name = `sheet ${sheet.number}`;
    if (sheet.number !== index + 1) problems.push(`${name} is number ${index + 1} in order`);
    if (!near(sheet.heightMm, jig.heightMm)) problems.push(`${name} is ${sheet.heightMm} mm high, the jig ${jig.heightMm}`);
    const kinds = new Set(sheet.placements.map((placement) => blankKey(placement.item)));
    if (kinds.size > 1 || (kinds.size === 1 && sheet.materialId !== undefined && !kinds.has(sheetKey(sheet)))) problems.push(`${name} holds more than one kind of blank`);
    const taken = new Set<number>();
    for (const placement of sheet.placements) {
      const where = `${name} slot ${placement.slot}`;
      const slot = slots.get(placement.slot);
      if (!slot) {
        problems.push(`${where} is not a slot of the jig`);
        continue;
      }
      if (taken.has(slot.number)) problems.push(`${where} holds two designs`);
      taken.add(slot.number);
      if (sheet.emptySlots?.includes(slot.number)) problems.push(`${where} was left empty but holds a design`);
      const refusal = slotRefusal(placement.item, slot);
      if (refusal) problems.push(`${where}: ${refusal}`);
      else {
        const expected = placeInSlot(placement.item, placement.copy, slot, jig.bleedMm);
        const box = placement.box;
        const same =
          near(box.xMm, expected.box.xMm) &&
          near(box.yMm, expected.box.yMm) &&
          near(box.widthMm, expected.box.widthMm) &&
          near(box.heightMm, expected.box.heightMm) &&
          placement.rotation === expected.rotation &&
          placement.mirror === expected.mirror &&
          placement.bleedMm === expected.bleedMm;
        if (!same) problems.push(`${where} is not its print size centred in the slot as the slot turns it`);
      }
      if (placement.copy < 1 || placement.copy > placement.item.copies) problems.push(`${where} is copy ${placement.copy} of ${placement.item.copies}`);
    }
  });
  return problems;
}

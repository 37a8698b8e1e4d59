/**
 * The shapes a production layout is made of, from ticked print files to sheets: what each step of
 * src/lib/sheets/ hands the next (layout → checks → preview → PDF, TIFF, slot map, manifest).
 * Millimetres from the sheet's top-left corner, x right and y down, as contract/jigTypes.ts.
 */
import type { SlotRotation } from '../../../contract/jigTypes';

/** A box on the sheet. */
export interface BoxMm {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** One print file to lay out: one customization info of one order item, with what the layout needs of it. */
export interface SheetItem {
  /** `${orderItemId}:${infoIndex}`, the key downloads charge by (one charge however many copies). */
  key: string;
  orderOriginalId: string;
  orderItemId: string;
  /** The item's product as the marketplace names it (the slot map's 商品); absent where it is not known. */
  productTitle?: string;
  /** The order's creation (ms): slots fill oldest order first. */
  orderCreatedAt: number;
  /** The cases this design prints (its share of the item's quantity): it takes that many slots. */
  copies: number;
  /**
   * The cases the item's earlier designs print, and all its designs together: the copies of one order item are
   * numbered 1…itemCopies across its designs (itemCopy below), so that `{order}|{item}|{copy}|{slot}` names one
   * case. Absent: the item has this design alone (0 and `copies`).
   */
  copyOffset?: number;
  itemCopies?: number;
  phoneModelId: string;
  phoneModelName: string;
  materialId: string;
  materialName: string;
  colorId: string;
  colorName: string;
  /** The model's print size; null when it has none (the item is listed as not placed). */
  printSize: { widthMm: number; heightMm: number } | null;
}

/** One copy of an item placed: the design's box (its print size, turned as the slot says) centred in its slot. */
export interface Placement {
  item: SheetItem;
  /** 1-based, of item.copies. */
  copy: number;
  /** 1-based slot number (a film sheet numbers its designs in packing order). */
  slot: number;
  /** The design's box without bleed, as it lies on the sheet (after the turn). */
  box: BoxMm;
  rotation: SlotRotation;
  mirror: boolean;
  bleedMm: number;
  /**
   * On a jig, the slot's box: the bleed stops at the pocket's edge (placement.ts bleedBox), so a design never
   * prints onto the blank in the next pocket, however close the pockets or wide the bleed.
   */
  slotBox?: BoxMm;
}

/** One sheet: the blank kind it holds and what sits in which slot. */
export interface Sheet {
  /** 1-based. */
  number: number;
  materialName: string;
  colorName: string;
  placements: Placement[];
  /** A film sheet's used length (mm); a jig's sheet is the jig's height. */
  heightMm: number;
  /**
   * The blank kind's ids, which a layout groups by: a hand edit keeps sheets of one kind together by them (two
   * materials may share a name). Set by layoutOnJig and layoutOnFilm.
   */
  materialId?: string;
  colorId?: string;
  /**
   * A jig's slots left empty on purpose (a defective blank, leaveEmpty in layout.ts), in slot order. Placements
   * list only filled slots, so a slot in neither list is simply free. Set by layoutOnJig; absent means none.
   */
  emptySlots?: number[];
}

/** `noPrintFile`: a ticked design the buyer's content names but no print file carries (列表中的 无): listed so that a packer never ships its order as whole. */
export type NotPlacedReason = 'noPrintSize' | 'fitsNoSlot' | 'unreadable' | 'noPrintFile';

export interface NotPlaced {
  item: SheetItem;
  /** How many of its copies were not placed. */
  copies: number;
  reason: NotPlacedReason;
}

export interface Layout {
  sheets: Sheet[];
  notPlaced: NotPlaced[];
}

/** A design's check (spec: warnings, never blocking): 红 below 150 dpi or almost empty, 黄 150–249 dpi or aspect off by > 1 %, 绿 otherwise. */
export type CheckLevel = 'red' | 'yellow' | 'green';

export interface DesignCheck {
  level: CheckLevel;
  /** Width px ÷ print width in inches (the lower of the two axes), rounded to a whole number (checks.ts). */
  effectiveDpi: number;
  /** What the badge says, in Chinese: the number and the reason. */
  text: string;
}

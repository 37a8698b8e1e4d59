/**
 * One layout from 生成排版 until its preview is closed: the sheets (with the merchant's hand edits), the print
 * files as they arrive, the check of each, and what was saved. The preview reads it (useSyncExternalStore);
 * the flow (sheetsFlow.ts) feeds it and settles what it charged when it closes.
 */
import type { Jig } from '../../../../contract/jigTypes';
import { checkDesign } from '../../../lib/sheets/checks';
import { leaveEmpty, pushToNextSheet, swapSlots, type LayoutEdit, type SlotAt } from '../../../lib/sheets/layout';
import type { DesignCheck, Layout, NotPlaced, SheetItem } from '../../../lib/sheets/types';
import type { PrintFile, PrintFileFailure } from './readPrintFiles';

export interface SheetsProgress {
  /** Print files to read. */
  total: number;
  /** Read or failed so far. */
  done: number;
}

/** What the preview draws; a new object after each change. */
export interface SheetsView {
  jig: Jig;
  layout: Layout;
  files: ReadonlyMap<string, PrintFile>;
  checks: ReadonlyMap<string, DesignCheck>;
  /** Print files that could not be read: not placed, listed as a download lists its failures. */
  failures: readonly { item: SheetItem; reason: string }[];
  progress: SheetsProgress;
  /** When each sheet (1-based) was last saved, ms. */
  savedAt: ReadonlyMap<number, number>;
  /** While a save makes its sheets: how many are made. */
  making: { made: number; total: number } | null;
}

export class SheetsSession {
  private view: SheetsView;
  private readonly listeners = new Set<() => void>();

  constructor(
    jig: Jig,
    layout: Layout,
    private readonly items: ReadonlyMap<string, SheetItem>,
    total: number,
  ) {
    this.view = { jig, layout, files: new Map(), checks: new Map(), failures: [], progress: { total, done: 0 }, savedAt: new Map(), making: null };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): SheetsView => this.view;

  private set(change: Partial<SheetsView>): void {
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Every print file has been read (or failed): the sheets can be saved. */
  get complete(): boolean {
    return this.view.progress.done >= this.view.progress.total;
  }

  /** A print file read, or one that failed: a failure leaves its slots empty and is listed. */
  fileDone(result: PrintFile | PrintFileFailure): void {
    const progress = { ...this.view.progress, done: this.view.progress.done + 1 };
    const item = this.items.get(result.key);
    if ('reason' in result) {
      if (!item) return this.set({ progress });
      this.set({ progress, layout: withoutItem(this.view.layout, item), failures: [...this.view.failures, { item, reason: result.reason }] });
      return;
    }
    const files = new Map(this.view.files).set(result.key, result);
    const checks = new Map(this.view.checks);
    if (item?.printSize) {
      checks.set(result.key, checkDesign({ widthPx: result.widthPx, heightPx: result.heightPx, printSize: item.printSize, opaqueFraction: result.opaqueFraction, bleedMm: this.view.jig.bleedMm }));
    }
    this.set({ progress, files, checks });
  }

  /** The merchant's hand edits: each answers why it was refused, or null once done. */
  swap(a: SlotAt, b: SlotAt): string | null {
    return this.edit(swapSlots(this.view.layout, this.view.jig, a, b));
  }

  leaveEmpty(at: SlotAt): string | null {
    return this.edit(leaveEmpty(this.view.layout, this.view.jig, at));
  }

  pushToNextSheet(at: SlotAt): string | null {
    return this.edit(pushToNextSheet(this.view.layout, this.view.jig, at));
  }

  private edit(result: LayoutEdit): string | null {
    if (!result.ok) return result.reason;
    // What was saved is no longer what is shown: 已保存 goes until the sheets are saved again.
    this.set({ layout: result.layout, savedAt: new Map() });
    return null;
  }

  /** A save's progress: sheets made of those it saves; null once it ends. */
  making(making: SheetsView['making']): void {
    this.set({ making });
  }

  /** Sheets saved now. */
  saved(sheets: readonly number[], at: number): void {
    const savedAt = new Map(this.view.savedAt);
    for (const sheet of sheets) savedAt.set(sheet, at);
    this.set({ savedAt });
  }
}

/**
 * The layout with every copy of `item` taken off its sheet (its slot stays free) and listed as unreadable. A
 * sheet left with no design is dropped and the rest numbered again, as a hand edit does (layout.ts): a blank
 * sheet would be saved and printed for nothing.
 */
function withoutItem(layout: Layout, item: SheetItem): Layout {
  const sheets = layout.sheets
    .map((sheet) => ({ ...sheet, placements: sheet.placements.filter((placement) => placement.item.key !== item.key) }))
    .filter((sheet) => sheet.placements.length > 0)
    .map((sheet, index) => ({ ...sheet, number: index + 1 }));
  const notPlaced: NotPlaced[] = [...layout.notPlaced, { item, copies: item.copies, reason: 'unreadable' }];
  return { sheets, notPlaced };
}

/**
 * 生成排版 (the production sheets): from the ticked items to sheets on a jig or a film sheet, charged exactly as
 * 下载定制图 is (spec 3 §4: 60 per image not yet charged, the charged ones free, nothing charged that is not
 * delivered), through the same steps (chargeFlow.ts) and the same ledger and refund. What differs is the
 * delivery: the layout is made from the print sizes before anything is charged, so a design that cannot be
 * placed (its model has no print size, or fits no slot) is said and never charged; the print files are read
 * into a preview the merchant edits; and what is delivered is what a saved archive holds. Closing the preview
 * refunds what no saved archive holds; a run cut short (a reload) is refunded on the next visit, as downloads'.
 */
import type { Jig } from '../../../../contract/jigTypes';
import type { PrintSize } from '../../../../contract/printSize';
import type { Shop } from '../../../../contract/shops';
import { layoutOnFilm } from '../../../lib/sheets/filmLayout';
import { layoutOnJig } from '../../../lib/sheets/layout';
import type { DesignCheck, Layout, NotPlaced, SheetItem } from '../../../lib/sheets/types';
import type { TickedItem } from '../../../ui/orderDownloadSlot';
import { askAndCharge } from '../chargeFlow';
import { ChargeLedger } from '../chargeLedger';
import { lookupAll, orderIdsOf } from '../chargedState';
import type { FlowDeps } from '../flowDeps';
import { MSG } from '../messages';
import { isAbort } from '../openTarget';
import { refundUndelivered, sayRefund } from '../refund';
import { imageCandidates, itemsWithoutPrint, releasedSources, selectionNotice } from '../selection';
import { revokePrintFiles, type readPrintFiles } from './readPrintFiles';
import type { SaveRequest, SaveResult } from './saveSheets';
import { designsWithoutPrintFile, sheetItemsOf } from './sheetItems';
import { SheetsSession } from './sheetsSession';

/** What the preview may do with the layout it shows: save it (all of it, or some sheets), within the click. */
export interface SheetsActions {
  /** Opens the save target at once (the click's), then writes; resolves what was saved and left out, or rejects with why not. */
  save(request: { sheets: readonly number[]; withTiff: boolean; slot?: number }): Promise<SaveResult>;
}

export interface SheetsUi {
  /** Designs that cannot be placed, said before anything is charged; true to lay out the rest (none when `placeable` is 0). */
  notPlaced(list: readonly NotPlaced[], placeable: number): Promise<boolean>;
  /** The preview, until the merchant closes it. */
  preview(session: SheetsSession, actions: SheetsActions): Promise<void>;
  /** Something went wrong: said under 生成排版时发生错误. */
  error(reason: string): Promise<void>;
}

export interface SheetsDeps extends FlowDeps {
  sheets: SheetsUi;
  printSizes(): Promise<ReadonlyMap<string, PrintSize>>;
  /** Writes the sheets chosen into the target (saveSheets.ts); resolves the keys each saved part delivered. */
  saveSheets(session: SheetsSession, request: SaveRequest, delivered: (keys: readonly string[]) => void): Promise<SaveResult>;
  /** The items laid out, with when (已排版 in the order list). */
  recordLaidOut(keys: readonly string[], at: number): Promise<void>;
  /** Fetches and measures the print files (readPrintFiles.ts; tests hand in their own). */
  readFiles: typeof readPrintFiles;
  /** The checks of the print files read (the order list's badges). */
  recordChecks(checks: ReadonlyMap<string, DesignCheck>): Promise<void>;
}

/** The most cases one layout lays out, and the most sheets it makes: split a larger day into several layouts. */
export const MAX_CASES = 2000;
export const MAX_SHEETS = 200;

export const layoutFor = (items: readonly SheetItem[], jig: Jig): Layout => (jig.kind === 'film' ? layoutOnFilm(items, jig) : layoutOnJig(items, jig));

const placedKeys = (layout: Layout) => new Set(layout.sheets.flatMap((sheet) => sheet.placements.map((placement) => placement.item.key)));

/** The flow of 生成排版 on `jig`. */
export async function layoutCustomized(deps: SheetsDeps, ticked: readonly TickedItem[], shops: readonly Shop[], jig: Jig): Promise<void> {
  const notice = selectionNotice(ticked, 'customized');
  if (notice) return deps.ui.notify(notice);
  const listed = imageCandidates(ticked, 'customized', shops);
  const withoutPrint = itemsWithoutPrint(ticked);
  const printSizes = await deps.printSizes();
  const items = sheetItemsOf(ticked, listed, printSizes);
  // A day's work is a few hundred cases: more at once is refused before anything is laid out, so a quantity of
  // thousands never makes thousands of sheets in the page.
  const cases = items.reduce((sum, item) => sum + item.copies, 0);
  if (cases > MAX_CASES) return deps.ui.notify({ level: 'warning', text: MSG.sheets.tooManyCases(cases, MAX_CASES) });
  // Placed from print sizes alone: what cannot be placed is said now, and never charged.
  const planned = layoutFor(items, jig);
  if (planned.sheets.length > MAX_SHEETS) return deps.ui.notify({ level: 'warning', text: MSG.sheets.tooManySheets(planned.sheets.length, MAX_SHEETS) });
  const placeable = placedKeys(planned);
  if (planned.notPlaced.length > 0 && !(await deps.sheets.notPlaced(planned.notPlaced, placeable.size))) return;
  if (placeable.size === 0) return;

  const ledger = new ChargeLedger(deps.chargeNote?.());
  let changed = false;
  let session: SheetsSession | null = null;
  try {
    const plan = await askAndCharge(
      deps,
      ledger,
      listed.filter((candidate) => placeable.has(candidate.key)),
      withoutPrint,
      { onCharged: () => (changed = true), layout: true },
    );
    if (!plan) return;
    // With 积分不足 → 继续, only what was paid for is laid out.
    const paid = new Set(plan.download.map((candidate) => candidate.key));
    const laidOut = items.filter((item) => paid.has(item.key));
    const released = releasedSources(plan.download, await lookupAll(deps.api, orderIdsOf(plan.download)));
    const byKey = new Map(laidOut.map((item) => [item.key, item]));
    // What could not be placed stays listed (the preview's 以下定制图未排入, the manifest's notPlaced, spec §3).
    const layout = layoutFor(laidOut, jig);
    // Designs without a print file were named in the confirmation; the layout lists them too, for the packer.
    const withoutFile: NotPlaced[] = designsWithoutPrintFile(ticked, printSizes).map((item) => ({ item, copies: item.copies, reason: 'noPrintFile' }));
    session = new SheetsSession(jig, { ...layout, notPlaced: [...planned.notPlaced, ...layout.notPlaced, ...withoutFile] }, byKey, plan.download.length);
    for (const candidate of released.missing) session.fileDone({ key: candidate.key, reason: MSG.downloads.notReleased });

    const reading = new AbortController();
    const active = session;
    const read = deps.readFiles(
      released.sources.map((source) => ({ key: source.key, url: source.url })),
      { fetchImage: deps.fetchImage, signal: reading.signal, onFile: (result) => active.fileDone(result), retryDelayMs: deps.config.retryDelayMs },
    ).catch((error: unknown) => {
      if (!isAbort(error)) throw error;
    });
    const actions: SheetsActions = {
      save: async ({ sheets, withTiff, slot }) => {
        const startedAt = await deps.now();
        const savedKeys: string[] = [];
        const result = await deps.saveSheets(active, { sheets, withTiff, startedAt, ...(slot === undefined ? {} : { slot }) }, (keys) => {
          ledger.addDelivered(keys);
          savedKeys.push(...keys);
          changed = true;
        });
        const at = Date.now();
        active.saved(result.sheets, at);
        // 已排版 for a design once every copy of it is on a sheet saved (now or before in this preview).
        const saved = active.snapshot().savedAt;
        const onUnsaved = new Set(active.snapshot().layout.sheets.filter((sheet) => !saved.has(sheet.number)).flatMap((sheet) => sheet.placements.map((placement) => placement.item.key)));
        await deps.recordLaidOut(savedKeys.filter((key) => !onUnsaved.has(key)), at).catch(() => undefined);
        return result;
      },
    };
    try {
      await deps.sheets.preview(session, actions);
    } finally {
      reading.abort();
      await read;
      await deps.recordChecks(active.snapshot().checks).catch(() => undefined);
    }
  } catch (error) {
    if (!isAbort(error)) await deps.sheets.error(error instanceof Error && error.message ? error.message : String(error));
  } finally {
    if (session) revokePrintFiles(session.snapshot().files.values());
    const refund = await refundUndelivered(deps, ledger.undelivered(), ledger.note);
    if (refund.images > 0) changed = true;
    sayRefund(deps.ui, refund);
    if (changed) deps.onDownloaded();
  }
}

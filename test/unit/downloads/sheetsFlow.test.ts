import { describe, expect, it, vi } from 'vitest';
import type { ImageRef } from '../../../contract/credits';
import type { FlowUi } from '../../../src/features/downloads/flowDeps';
import type { PrintFile, PrintFileFailure, ReadOptions } from '../../../src/features/downloads/sheets/readPrintFiles';
import type { SaveRequest, SaveResult } from '../../../src/features/downloads/sheets/saveSheets';
import { layoutCustomized, MAX_CASES, MAX_SHEETS, type SheetsActions, type SheetsDeps, type SheetsUi } from '../../../src/features/downloads/sheets/sheetsFlow';
import type { SheetsSession } from '../../../src/features/downloads/sheets/sheetsSession';
import { itemCopy } from '../../../src/lib/sheets/placement';
import type { NotPlaced } from '../../../src/lib/sheets/types';
import { a3SixSlotJig } from '../sheets/fixtures';
import { fakeService, fakeUi } from './fakeService';
import { info, SHOPS, tick } from './fixtures';

const keysOf = (refs: readonly ImageRef[]) => refs.map((ref) => `${ref.orderItemId}:${ref.infoIndex}`);

/** A file read as 980 × 1984 px, fully drawn; `/print/o1/0` etc. as the fake service releases them. */
const readFile = (key: string): PrintFile => ({ key, blob: new Blob(), widthPx: 980, heightPx: 1984, sha256: 'ab', opaqueFraction: 0.6, previewUrl: `blob:${key}`, prepared: null });

interface Scenario {
  /** What the preview does once the files are read: save these sheets (or nothing) and close. */
  saveSheets?: readonly number[];
  /** Print files that fail to read. */
  failing?: readonly string[];
  /** Models with a print size (the fixture's model is 'm'). */
  sizes?: ReadonlyMap<string, { widthMm: number; heightMm: number }>;
  notPlacedAnswer?: boolean;
}

function sheetsDeps(service: ReturnType<typeof fakeService>, ui: FlowUi, scenario: Scenario = {}) {
  const saved: { session: SheetsSession; request: SaveRequest }[] = [];
  const notPlaced: { list: readonly NotPlaced[]; placeable: number }[] = [];
  const laidOut: string[][] = [];
  const sheetsUi: SheetsUi = {
    notPlaced: vi.fn(async (list: readonly NotPlaced[], placeable: number) => {
      notPlaced.push({ list, placeable });
      return scenario.notPlacedAnswer ?? true;
    }),
    preview: vi.fn(async (session: SheetsSession, actions: SheetsActions) => {
      // The preview waits for the files as the merchant would, then saves what the test says.
      await new Promise<void>((resolve) => {
        const check = () => session.complete && resolve();
        session.subscribe(check);
        check();
      });
      if (scenario.saveSheets) await actions.save({ sheets: scenario.saveSheets, withTiff: false });
    }),
    error: vi.fn(async () => undefined),
  };
  const deps: SheetsDeps = {
    api: service.api,
    engine: { planArchive: () => expect.unreachable(), runBulkDownload: () => expect.unreachable() },
    beginSave: vi.fn(),
    fetchImage: async () => new Response(''),
    ui,
    now: () => new Date(2026, 10, 27, 9, 30, 0),
    toTiff: false,
    config: { partLimitBytes: 1000, concurrency: 4, stallMs: 60_000 },
    onDownloaded: vi.fn(),
    sheets: sheetsUi,
    printSizes: async () => scenario.sizes ?? new Map([['m', { widthMm: 78, heightMm: 156 }]]),
    readFiles: async (sources: readonly { key: string; url: string }[], options: ReadOptions) => {
      for (const { key } of sources) options.onFile(scenario.failing?.includes(key) ? ({ key, reason: '下载的内容不是图片' } satisfies PrintFileFailure) : readFile(key));
    },
    saveSheets: vi.fn(async (session: SheetsSession, request: SaveRequest, delivered: (keys: readonly string[]) => void): Promise<SaveResult> => {
      saved.push({ session, request });
      const sheets = session.snapshot().layout.sheets.filter((sheet) => request.sheets.includes(sheet.number));
      delivered([...new Set(sheets.flatMap((sheet) => sheet.placements.map((placement) => placement.item.key)))]);
      return { parts: ['排版_A3 六格治具_20261127093000.zip'], warnings: [], sheets: sheets.map((sheet) => sheet.number) };
    }),
    recordLaidOut: vi.fn(async (keys: readonly string[]) => void laidOut.push([...keys])),
    recordChecks: vi.fn(async () => undefined),
  };
  return { deps, saved, notPlaced, laidOut };
}

// o1's second design was charged before (the fake service says so); o2's item has quantity 2.
const ticked = [tick('o1', [info(1), info(2, { creditDeducted: true })]), tick('o2', [info(3)])];

describe('生成排版: charged exactly as 下载定制图', () => {
  it('asks and charges as a download of the same items would, lays out each copy, and delivers what the saved archive holds', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const { deps, saved, laidOut } = sheetsDeps(service, ui, { saveSheets: [1] });
    await layoutCustomized(deps, ticked, SHOPS, a3SixSlotJig());
    expect(ui.confirmCharge).toHaveBeenCalledWith({ images: 3, fresh: 2, cost: 120, balance: 3000, withoutPrint: [], layout: true });
    expect(keysOf(service.charges.flat())).toEqual(['o1-i1:0', 'o2-i1:0']);
    expect(service.balance()).toBe(2880);
    // Quantity 2 with two designs is one case each; quantity 2 with one design is two copies: four slots.
    const layout = saved[0]!.session.snapshot().layout;
    expect(layout.sheets.flatMap((sheet) => sheet.placements.map((p) => `${p.item.key}#${p.copy}/${p.item.copies}`))).toEqual(['o1-i1:0#1/1', 'o1-i1:1#1/1', 'o2-i1:0#1/2', 'o2-i1:0#2/2']);
    // o1's two designs share its 2 cases: copies 1/2 and 2/2 of the item, each naming one case on the slot map.
    expect(layout.sheets.flatMap((sheet) => sheet.placements.map((p) => `${p.item.orderItemId}#${itemCopy(p).copy}/${itemCopy(p).copies}`))).toEqual(['o1-i1#1/2', 'o1-i1#2/2', 'o2-i1#1/2', 'o2-i1#2/2']);
    expect(service.refunds).toEqual([]);
    expect(laidOut).toEqual([['o1-i1:0', 'o1-i1:1', 'o2-i1:0']]);
    expect(deps.onDownloaded).toHaveBeenCalledOnce();
  });

  it('made again, charges nothing: every image is charged already', async () => {
    const service = fakeService(3000);
    await layoutCustomized(sheetsDeps(service, fakeUi(), { saveSheets: [1] }).deps, ticked, SHOPS, a3SixSlotJig());
    const ui = fakeUi();
    const again = sheetsDeps(service, ui, { saveSheets: [1] });
    await layoutCustomized(again.deps, ticked, SHOPS, a3SixSlotJig());
    expect(ui.confirmCharge).toHaveBeenCalledWith({ images: 3, fresh: 0, cost: 0, balance: 2880, withoutPrint: [], layout: true });
    expect(service.charges).toHaveLength(1);
    expect(again.saved).toHaveLength(1);
  });

  it('closing the preview without saving refunds every image it charged', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const { deps } = sheetsDeps(service, ui);
    await layoutCustomized(deps, ticked, SHOPS, a3SixSlotJig());
    expect(keysOf(service.refunds.flat())).toEqual(['o1-i1:0', 'o2-i1:0']);
    expect(service.balance()).toBe(3000);
    expect(ui.refunded).toHaveBeenCalledWith({ images: 2, credits: 120 });
  });

  it('refunds a design whose print file cannot be read, and delivers the rest', async () => {
    const service = fakeService(3000);
    const { deps, saved } = sheetsDeps(service, fakeUi(), { saveSheets: [1], failing: ['o2-i1:0'] });
    await layoutCustomized(deps, ticked, SHOPS, a3SixSlotJig());
    const view = saved[0]!.session.snapshot();
    expect(view.failures.map((failure) => failure.item.key)).toEqual(['o2-i1:0']);
    expect(view.layout.sheets[0]!.placements.map((p) => p.item.key)).toEqual(['o1-i1:0', 'o1-i1:1']);
    expect(keysOf(service.refunds.flat())).toEqual(['o2-i1:0']);
    expect(service.balance()).toBe(2940);
  });

  it('drops a sheet a print file that cannot be read leaves with no design, so no blank sheet is saved, and numbers the rest again', async () => {
    const service = fakeService(3000);
    // o1's design is alone on the first sheet (a blank of its own) and cannot be read.
    const alone = tick('o1', [info(1, { phoneCaseMaterialId: 'glass', phoneCaseMaterialName: '钢化玻璃' })]);
    const { deps, saved } = sheetsDeps(service, fakeUi(), { saveSheets: [1], failing: ['o1-i1:0'] });
    await layoutCustomized(deps, [alone, tick('o2', [info(3)])], SHOPS, a3SixSlotJig());
    const { layout } = saved[0]!.session.snapshot();
    expect(layout.sheets.map((sheet) => [sheet.number, sheet.materialName, sheet.placements.map((p) => `${p.item.key}#${p.copy}`)])).toEqual([[1, '硅胶', ['o2-i1:0#1', 'o2-i1:0#2']]]);
    expect(layout.notPlaced.map((entry) => [entry.item.key, entry.reason])).toEqual([['o1-i1:0', 'unreadable']]);
    expect(keysOf(service.refunds.flat())).toEqual(['o1-i1:0']);
  });

  it('says what cannot be placed before anything is charged, and never charges it', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const noSize = tick('o3', [info(4, { phoneModelId: 'unsized', phoneModelName: 'Mate 60' })]);
    const { deps, notPlaced } = sheetsDeps(service, ui, { saveSheets: [1] });
    await layoutCustomized(deps, [...ticked, noSize], SHOPS, a3SixSlotJig());
    expect(notPlaced).toHaveLength(1);
    expect(notPlaced[0]!.list.map((entry) => [entry.item.key, entry.reason])).toEqual([['o3-i1:0', 'noPrintSize']]);
    expect(notPlaced[0]!.placeable).toBe(3);
    expect(ui.confirmCharge).toHaveBeenCalledWith(expect.objectContaining({ images: 3, fresh: 2, cost: 120 }));
    expect(keysOf(service.charges.flat())).not.toContain('o3-i1:0');
  });

  it('keeps what could not be placed in the layout it saves, for the preview and the manifest to list beside what could not be read', async () => {
    const noSize = tick('o3', [info(4, { phoneModelId: 'unsized', phoneModelName: 'Mate 60' })]);
    const { deps, saved } = sheetsDeps(fakeService(3000), fakeUi(), { saveSheets: [1], failing: ['o2-i1:0'] });
    await layoutCustomized(deps, [...ticked, noSize], SHOPS, a3SixSlotJig());
    const { notPlaced } = saved[0]!.session.snapshot().layout;
    expect(notPlaced.map((entry) => [entry.item.key, entry.reason])).toEqual([
      ['o3-i1:0', 'noPrintSize'],
      ['o2-i1:0', 'unreadable'],
    ]);
  });

  it('charges nothing when nothing can be placed, or when the merchant stops at that question', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    await layoutCustomized(sheetsDeps(service, ui, { sizes: new Map() }).deps, ticked, SHOPS, a3SixSlotJig());
    await layoutCustomized(sheetsDeps(service, ui, { sizes: new Map([['m', { widthMm: 120, heightMm: 240 }]]), notPlacedAnswer: false }).deps, ticked, SHOPS, a3SixSlotJig());
    expect(ui.confirmCharge).not.toHaveBeenCalled();
    expect(service.charges).toEqual([]);
  });

  it('with 积分不足 → 继续, lays out only what was paid for', async () => {
    const service = fakeService(60);
    const ui = fakeUi({ short: ['continue'] });
    const { deps, saved } = sheetsDeps(service, ui, { saveSheets: [1] });
    await layoutCustomized(deps, ticked, SHOPS, a3SixSlotJig());
    expect(keysOf(service.charges.flat())).toEqual(['o1-i1:0']);
    expect(saved[0]!.session.snapshot().layout.sheets.flatMap((sheet) => sheet.placements.map((p) => p.item.key))).toEqual(['o1-i1:0', 'o1-i1:1']);
    expect(service.balance()).toBe(0);
  });

  it('refuses more cases, or more sheets, than one layout makes, before anything is asked', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const bulk = tick('o5', [info(5)]);
    bulk.item.quantity = MAX_CASES + 1;
    await layoutCustomized(sheetsDeps(service, ui).deps, [bulk], SHOPS, a3SixSlotJig());
    const oneSlot = a3SixSlotJig({ slots: a3SixSlotJig().slots.slice(0, 1) });
    bulk.item.quantity = MAX_SHEETS + 1;
    await layoutCustomized(sheetsDeps(service, ui).deps, [bulk], SHOPS, oneSlot);
    expect(ui.notify.mock.calls.map(([notice]) => notice.text)).toEqual([
      `所选商品共 ${MAX_CASES + 1} 件，一次排版最多 ${MAX_CASES} 件，请分批勾选后再生成排版`,
      `所选商品需要 ${MAX_SHEETS + 1} 张版面，一次最多生成 ${MAX_SHEETS} 张，请分批勾选后再生成排版`,
    ]);
    expect(service.api.getCredits).not.toHaveBeenCalled();
  });

  it('lists a ticked design without a print file with the layout, never charging it, so the packer knows its order is not whole', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    const partly = tick('o6', [info(6), info(7, { customizedImageUrl: '' })]);
    const { deps, saved } = sheetsDeps(service, ui, { saveSheets: [1] });
    await layoutCustomized(deps, [partly], SHOPS, a3SixSlotJig());
    expect(keysOf(service.charges.flat())).toEqual(['o6-i1:0']);
    const { layout } = saved[0]!.session.snapshot();
    expect(layout.notPlaced.map((entry) => [entry.item.key, entry.reason, entry.copies])).toEqual([['o6-i1:1', 'noPrintFile', 1]]);
    expect(layout.sheets.flatMap((sheet) => sheet.placements.map((p) => p.item.key))).toEqual(['o6-i1:0']);
  });

  it('0 items ticked: the notice, and nothing asked', async () => {
    const service = fakeService(3000);
    const ui = fakeUi();
    await layoutCustomized(sheetsDeps(service, ui).deps, [], SHOPS, a3SixSlotJig());
    expect(ui.notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'warning' }));
    expect(service.api.getCredits).not.toHaveBeenCalled();
  });
});

// 生成排版 (production sheets §2, §3) through the screens: items ticked in 订单管理 laid out on a jig, charged
// as their download would be, edited in the preview, and saved as a ZIP whose files the print shop's tools
// (pdfinfo, pdfimages, pdftoppm, zbarimg, qpdf, tiffinfo, unzip, Python's zipfile and csv) read true; what
// cannot be placed or read is said and never charged; what is not saved is refunded, on closing or on the
// next visit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhoneModelPrintSize } from '../../contract/catalogue';
import { parseCustomizationContent, type Order, type ReadCustomizationInfo } from '../../contract/orders';
import { callDevApi, devApiReply } from '../support/devApiCalls';
import type { ManifestPlacement } from '../../src/lib/sheets/manifest';
import { haveTools, pdfImages, pdfInfo, qpdfCheck, qpdfObjects, renderPages, renderPngPages, tempFile, zbarPayloads, type Raster } from '../support/pdfTools';
import { readTiffTags, tiffinfo } from '../support/tiffFile';
import { listZip, sha256, unzipTest } from '../support/zipInspect';
import { HEAVY_TEST_TIMEOUT_MS, HEAVY_WAIT_MS, networkSettled, openSignedIn, recordToasts, useConsole } from './fixtures';
import { hold, letGoAny } from './held';
import { SHORT_BACKOFF, TEN_ROWS } from './ordersPage';

const e2e = useConsole();
const TOOLS = haveTools(['pdfinfo', 'pdfimages', 'pdftoppm', 'qpdf', 'zbarimg', 'tiffinfo', 'unzip', 'python3'], 'the production sheets end to end');

const SHOP = '壳美定制旗舰店';
const ORDERS = '/app/order_management';
/** The seeded A3 jig (jigSeed.ts): 3 × 2 slots of 90 × 180 mm, the first at (12, 20), pitch 95 across and 195 down, bleed 0, cut lines on. */
const A3 = { name: 'A3 六格治具', widthMm: 297, heightMm: 420, slotWidthMm: 90, slotHeightMm: 180, slot: (n: number) => ({ xMm: 12 + ((n - 1) % 3) * 95, yMm: 20 + Math.floor((n - 1) / 3) * 195 }) };
/** The seeded print files (orderImages.ts CUSTOMIZED_LAYOUT). */
const PRINT_PX = { width: 560, height: 1120 };
/** The manifest's columns, as the issue lists them (§3). */
const COLUMNS: readonly (keyof Row)[] = ['sheet', 'slot', 'xMm', 'yMm', 'wMm', 'hMm', 'rotation', 'mirror', 'bleedMm', 'orderOriginalId', 'orderItemId', 'copy', 'copies', 'model', 'material', 'color', 'printWidthPx', 'printHeightPx', 'effectiveDpi', 'sha256', 'check'];
const PT_PER_MM = 72 / 25.4;

/** Where a slot (its top-left corner and size) puts a design of `size`: its print size, centred in it (§2 "Placement is at true size"). */
const centred = (slot: { xMm: number; yMm: number; widthMm: number; heightMm: number }, size: { widthMm: number; heightMm: number }) => [
  slot.xMm + (slot.widthMm - size.widthMm) / 2,
  slot.yMm + (slot.heightMm - size.heightMm) / 2,
  size.widthMm,
  size.heightMm,
];

/** A manifest row's box is `expected` to within 0.01 mm. */
function expectBox(row: Row, expected: readonly number[]): void {
  const box = [row.xMm, row.yMm, row.wMm, row.hMm];
  box.forEach((value, i) => expect(Math.abs(value - expected[i]!), `slot ${row.slot}: box ${box}, the jig says ${expected}`).toBeLessThanOrEqual(0.01));
}

/** No picker: the browser adapter falls back to a download, which Playwright hands over. */
const NO_PICKERS = () => {
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
};

/** An added order's one item and its one design. */
interface Design {
  order: Order;
  info: ReadCustomizationInfo;
  itemId: string;
  /** Its copies: an added order's single design prints the item's quantity. */
  copies: number;
  /** The blank it prints on (a sheet holds one kind). */
  blank: string;
  modelName: string;
}

function designOf(order: Order): Design {
  const item = order.orderItems[0]!;
  const info = parseCustomizationContent(item.customizationInfo?.content)![0]!;
  return {
    order,
    info,
    itemId: item.id,
    copies: item.quantity,
    blank: `${info.phoneCaseMaterialName} ${info.phoneCaseMaterialColorName}`,
    modelName: `${info.phoneBrandName} ${info.phoneModelName}`,
  };
}

/** `count` new orders of one design each, the newest of the account. */
const addDesigns = (count: number, charged = false) => e2e.server.devApi.orders.add({ shopName: SHOP, count, imagesPerOrder: 1, charged }).map(designOf);

const credits = async () => (await callDevApi<{ credits: number }>(e2e.server, 'GET', '/api/account_credits/current')).credits;
const chargeRequests = () => e2e.server.requests.filter((request) => request.startsWith('POST /api/credit_charges')).length;
const printSizes = async () => new Map((await callDevApi<PhoneModelPrintSize[]>(e2e.server, 'GET', '/api/phone_model_print_sizes')).map((size) => [size.phoneModelId, size]));
const setPrintSize = (modelId: string, printSize: { widthMm: number; heightMm: number } | null) =>
  callDevApi(e2e.server, 'PUT', '/api/phone_model_print_sizes', { phoneModelIds: [modelId], printSize });

/** The path of a design's print file: what a fault rule names to fail it and not its thumbnail. */
const printPath = (design: Design) => `/api/order_images/${design.order.id}/${design.itemId}/${design.info.index}/print.png`;

/** The SHA-256 of the print file as the service serves it to a charged design (its signed address). */
async function servedPrintSha(design: Design): Promise<string> {
  const [record] = e2e.server.devApi.orders.lookup([design.order.id]);
  const entry = record!.customizedImageUrls.find((candidate) => candidate.orderItemId === design.itemId && candidate.infoIndex === design.info.index)!;
  const address = new URL(entry.customizedImageUrl, e2e.server.url);
  const reply = await devApiReply(e2e.server, 'GET', address.pathname + address.search);
  expect(reply.status).toBe(200);
  return sha256(new Uint8Array(await reply.arrayBuffer()));
}

const dialog = (page: Page, title: string) => page.locator('.arco-modal', { hasText: title });
const preview = (page: Page) => page.locator('.sheets-preview-modal');
const slot = (page: Page, number: number) => preview(page).locator(`.sheet-picture [data-slot="${number}"]`);
const tickedAttribute = async (page: Page) => (await page.locator('.order-toolbar').getAttribute('data-ticked')) ?? '';

/** Ticks a design's order in the list shown and waits for the toolbar to have it. */
async function tick(page: Page, design: Design): Promise<void> {
  const before = await tickedAttribute(page);
  await page.locator('tbody tr', { hasText: design.order.originalId }).locator('.order-tick').first().click();
  await expect.poll(() => tickedAttribute(page)).not.toBe(before);
}

async function goToPage(page: Page, number: number, shown: Design): Promise<void> {
  await page.locator('.order-pagination .arco-pagination-item', { hasText: new RegExp(`^${number}$`) }).click();
  await page.locator('tbody tr', { hasText: shown.order.originalId }).waitFor();
}

/** 生成排版, and the jig named picked in 选择治具. */
async function pickJig(page: Page, jig: string): Promise<void> {
  await page.getByRole('button', { name: '生成排版' }).click();
  await dialog(page, '选择治具').getByRole('button', { name: new RegExp(`^${jig}`) }).click();
}

/** 生成排版 on the jig named: the download's confirmation of the charge that follows. */
async function layOut(page: Page, jig: string): Promise<Locator> {
  await pickJig(page, jig);
  return dialog(page, '确认生成排版');
}

/** The preview once every print file is read (or failed): `sheets` sheets. */
async function previewRead(page: Page, jig: string, files: number, sheets: number): Promise<void> {
  await preview(page).getByText(`排版预览 · ${jig}`).waitFor({ timeout: HEAVY_WAIT_MS });
  await preview(page).getByText(`已读取定制图 ${files}/${files} 张 · 共 ${sheets} 张版面`).waitFor({ timeout: HEAVY_WAIT_MS });
}

/** 保存全部排版 and the archive the browser saved. */
async function saveAll(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download', { timeout: HEAVY_WAIT_MS });
  await preview(page).getByRole('button', { name: '保存全部排版' }).click();
  const download = await downloading;
  const path = join(mkdtempSync(join(tmpdir(), 'sheets-')), download.suggestedFilename());
  await download.saveAs(path);
  expect(unzipTest(path).status).toBe(0);
  return path;
}

/** One file of the archive, as `unzip -p` gives it. */
function entry(archive: string, name: string): Buffer {
  const run = spawnSync('unzip', ['-p', archive, name], { maxBuffer: 512 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`unzip -p ${name}: ${run.stderr.toString()}`);
  return run.stdout;
}

/** A row of manifest.json's placements (the columns of §3). */
type Row = ManifestPlacement;

interface Manifest {
  placements: Row[];
  notPlaced: { orderOriginalId: string; orderItemId: string; model: string; copies: number; reason: string; reasonText: string }[];
}

/** manifest.json, and manifest.csv checked against it as Python's csv reads it (the same rows, the same values). */
function manifestOf(archive: string): Manifest {
  const manifest = JSON.parse(entry(archive, 'manifest.json').toString('utf8')) as Manifest;
  for (const row of manifest.placements) expect(Object.keys(row)).toEqual(COLUMNS);
  const csvBytes = entry(archive, 'manifest.csv');
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const read = spawnSync('python3', ['-c', 'import csv,io,json,sys; r=csv.reader(io.StringIO(sys.stdin.buffer.read().decode("utf-8-sig"), newline="")); print(json.dumps(list(r)))'], { input: csvBytes, encoding: 'utf8' });
  const [header, ...rows] = JSON.parse(read.stdout) as string[][];
  expect(header).toEqual(COLUMNS);
  const level: Record<string, string> = { red: '红', yellow: '黄', green: '绿' };
  const asCell = (row: Row, column: (typeof COLUMNS)[number]) => {
    const value = row[column];
    if (column === 'check') return row.check ? `${level[row.check.level]} ${row.check.text}` : '';
    return value === null ? '' : String(value);
  };
  expect(rows).toEqual(manifest.placements.map((row) => COLUMNS.map((column) => asCell(row, column))));
  return manifest;
}

const pad = (n: number) => String(n).padStart(2, '0');
const payloadOf = (row: Row) => `${row.orderOriginalId}|${row.orderItemId}|${row.copy}|${row.slot}`;

/** What zbarimg reads off every page of every slot map of the archive. */
function slotMapPayloads(archive: string, sheets: number): string[] {
  return Array.from({ length: sheets }, (_, i) => renderPngPages(tempFile(entry(archive, `slotmap-${pad(i + 1)}.pdf`)), 200).flatMap(zbarPayloads)).flat();
}

/** pdfinfo, qpdf and pdfimages on a sheet's PDF: its page the jig's size, a TrimBox, the CutContour separation as `cutLines` says, one image per design at its effective dpi. */
function checkSheetPdf(path: string, jig: { widthMm: number; heightMm: number; cutLines: boolean }, rows: readonly Row[]): void {
  const info = pdfInfo(path);
  expect(info.pages).toBe(1);
  expect(Math.abs(info.width - jig.widthMm * PT_PER_MM)).toBeLessThanOrEqual(0.01);
  expect(Math.abs(info.height - jig.heightMm * PT_PER_MM)).toBeLessThanOrEqual(0.01);
  expect(info.boxes.has('TrimBox')).toBe(true);
  qpdfCheck(path);
  expect(JSON.stringify(qpdfObjects(path)).includes('/CutContour')).toBe(jig.cutLines);
  // Drawn in slot order, an image per placement; a design's copies share one image object.
  const drawn = pdfImages(path).filter((image) => image.type === 'image');
  expect(drawn).toHaveLength(rows.length);
  const objectOf = new Map<string, number>();
  drawn.forEach((image, i) => {
    const row = rows[i]!;
    const effective = row.effectiveDpi!;
    expect([image.width, image.height]).toEqual([PRINT_PX.width, PRINT_PX.height]);
    expect(Math.abs(image.xPpi - effective), `slot ${row.slot}: ${image.xPpi} ppi, effective ${effective} dpi`).toBeLessThanOrEqual(1);
    expect(Math.abs(image.yPpi - effective)).toBeLessThanOrEqual(1);
    const design = row.orderItemId;
    if (!objectOf.has(design)) objectOf.set(design, image.object);
    expect(image.object).toBe(objectOf.get(design));
  });
  expect(new Set(drawn.map((image) => image.object)).size).toBe(new Set(rows.map((row) => row.orderItemId)).size);
}

const notWhite = (r: number, g: number, b: number) => r < 235 || g < 235 || b < 235;

/**
 * pdftoppm -r 300 of a sheet: each design's drawn pixels fill its box from the manifest to within 0.2 mm,
 * and nothing is drawn anywhere else (the page holds the designs and their cut lines, nothing more).
 */
function checkRendered(page: Raster, rows: readonly Row[]): void {
  const pxPerMm = 300 / 25.4;
  const inBox = new Uint8Array(page.width * page.height);
  for (const row of rows) {
    const margin = 2;
    const x0 = Math.floor((row.xMm - margin) * pxPerMm);
    const y0 = Math.floor((row.yMm - margin) * pxPerMm);
    const x1 = Math.ceil((row.xMm + row.wMm + margin) * pxPerMm);
    const y1 = Math.ceil((row.yMm + row.hMm + margin) * pxPerMm);
    let bounds: { x0: number; y0: number; x1: number; y1: number } | null = null;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const i = (y * page.width + x) * 3;
        if (!notWhite(page.rgb[i]!, page.rgb[i + 1]!, page.rgb[i + 2]!)) continue;
        inBox[y * page.width + x] = 1;
        if (!bounds) bounds = { x0: x, y0: y, x1: x, y1: y };
        else bounds = { x0: Math.min(bounds.x0, x), y0: Math.min(bounds.y0, y), x1: Math.max(bounds.x1, x), y1: Math.max(bounds.y1, y) };
      }
    }
    expect(bounds, `slot ${row.slot} drawn`).not.toBeNull();
    const drawnMm = { x0: bounds!.x0 / pxPerMm, y0: bounds!.y0 / pxPerMm, x1: (bounds!.x1 + 1) / pxPerMm, y1: (bounds!.y1 + 1) / pxPerMm };
    const where = `slot ${row.slot}: drawn ${JSON.stringify(drawnMm)}, box ${JSON.stringify([row.xMm, row.yMm, row.wMm, row.hMm])}`;
    expect(Math.abs(drawnMm.x0 - row.xMm), where).toBeLessThanOrEqual(0.2);
    expect(Math.abs(drawnMm.y0 - row.yMm), where).toBeLessThanOrEqual(0.2);
    expect(Math.abs(drawnMm.x1 - (row.xMm + row.wMm)), where).toBeLessThanOrEqual(0.2);
    expect(Math.abs(drawnMm.y1 - (row.yMm + row.hMm)), where).toBeLessThanOrEqual(0.2);
  }
  let stray = 0;
  for (let p = 0; p < page.width * page.height; p++) if (!inBox[p] && notWhite(page.rgb[p * 3]!, page.rgb[p * 3 + 1]!, page.rgb[p * 3 + 2]!)) stray++;
  expect(stray, 'pixels drawn outside every design').toBe(0);
}

/** Presses `key` until `target` has the focus: the keyboard's own way there. */
async function keyTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab'): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${String(target)}`);
}

/** What the preview's slots say they hold: slot → `{order}#{copy}`, or 空 / 已留空. */
async function slotsShown(page: Page): Promise<Map<number, string>> {
  const labels = await preview(page).locator('.sheet-picture [data-slot]').evaluateAll((slots) => slots.map((slot) => [Number(slot.getAttribute('data-slot')), slot.getAttribute('aria-label') ?? ''] as const));
  return new Map(
    labels.map(([number, label]) => {
      const placed = /订单 (\S+)，第(\d+)\/\d+份/.exec(label);
      return [number, placed ? `${placed[1]}#${placed[2]}` : label.endsWith('已留空') ? '已留空' : '空'];
    }),
  );
}

/** Each of these is inside the 1024 × 640 window. */
async function expectInWindow(...targets: Locator[]): Promise<void> {
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    expect(box, String(target)).not.toBeNull();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, String(target)).toBeLessThanOrEqual(1024);
    expect(box.y + box.height, String(target)).toBeLessThanOrEqual(640);
  }
}

describe.runIf(TOOLS)('生成排版', () => {
  it(
    'lays items ticked on two pages on the A3 jig at a 1024 × 640 window, charged as their download, edited by pointer and keyboard, saved true to size; again for free',
    { timeout: HEAVY_TEST_TIMEOUT_MS },
    async () => {
      const { page, server } = e2e;
      // Newest first, 10 a page: page 1 is fresh[0..9], page 2 fresh[10..18] and then the charged one.
      const [charged] = addDesigns(1, true);
      const fresh = addDesigns(19);
      // A blank (not the charged design's) with a design of two copies and another: 3 or 4 copies on one sheet,
      // room for every edit, and two copies that share one image in the PDF.
      const byBlank = new Map<string, Design[]>();
      for (const design of fresh) byBlank.set(design.blank, [...(byBlank.get(design.blank) ?? []), design]);
      const common = [...byBlank.values()].find((designs) => designs[0]!.blank !== charged!.blank && designs.length >= 2 && designs.some((design) => design.copies === 2))!;
      expect(common, 'a blank with a design of quantity 2 among the added orders').toBeDefined();
      const edited = [common.find((design) => design.copies === 2)!];
      for (const design of common) if (!edited.includes(design) && edited.reduce((sum, d) => sum + d.copies, 0) < 3) edited.push(design);
      const other = fresh.slice(0, 10).find((design) => design.blank !== common[0]!.blank)!;
      const ticked = [...edited, other, charged!];

      await page.setViewportSize({ width: 1024, height: 640 });
      await page.addInitScript(NO_PICKERS);
      await openSignedIn(page, server.url, `${ORDERS}${TEN_ROWS}`);
      await page.locator('tbody tr', { hasText: fresh[0]!.order.originalId }).waitFor();
      const onFirst = new Set(fresh.slice(0, 10));
      for (const design of ticked.filter((d) => onFirst.has(d))) await tick(page, design);
      await goToPage(page, 2, charged!);
      for (const design of ticked.filter((d) => !onFirst.has(d))) await tick(page, design);
      await goToPage(page, 1, fresh[0]!);
      await networkSettled(e2e);
      const balance = await credits();

      // The download's confirmation, counting what a download of these items would charge: the charged one is free.
      const newOnes = ticked.length - 1;
      const confirmation = await layOut(page, A3.name);
      await confirmation.getByText(`本次排版 ${ticked.length} 张定制图，其中 ${newOnes} 张为首次取得，需扣除 ${newOnes * 60} 积分`).waitFor();
      await expectInWindow(confirmation.getByRole('button', { name: '确定' }));
      await confirmation.getByRole('button', { name: '确定' }).click();
      const sheets = new Set(ticked.map((design) => design.blank)).size;
      await previewRead(page, A3.name, ticked.length, sheets);
      expect(await credits()).toBe(balance - newOnes * 60);
      await expectInWindow(
        preview(page).getByRole('button', { name: '保存全部排版' }),
        preview(page).getByRole('button', { name: '关闭' }),
        preview(page).getByText('同时生成TIF'),
      );

      // The sheet of the common blank: its designs in slots 1…n, oldest order first.
      const tab = preview(page).locator('.sheets-list button', { hasText: ` · ${common[0]!.blank} · ` });
      await tab.click();
      await expect.poll(async () => tab.getAttribute('aria-current')).toBe('true');
      const before = await slotsShown(page);
      const start = [...before.values()].filter((held) => held !== '空');
      expect(start.length).toBe(edited.reduce((sum, d) => sum + d.copies, 0));

      // Dragged: slot 1 let go over slot 2 swaps them.
      await slot(page, 2).scrollIntoViewIfNeeded();
      const [a, b] = [(await slot(page, 1).boundingBox())!, (await slot(page, 2).boundingBox())!];
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
      await page.mouse.up();
      await expect.poll(async () => (await slotsShown(page)).get(1)).toBe(start[1]);
      expect((await slotsShown(page)).get(2)).toBe(start[0]);

      // By keyboard: Tab to slot 3, Enter, on to 与其他槽位互换, Enter, back to slot 1, Enter.
      await keyTo(page, slot(page, 3), 'Tab');
      await page.keyboard.press('Enter');
      await preview(page).locator('.sheets-side h4', { hasText: '3号位' }).waitFor();
      const swap = preview(page).getByRole('button', { name: '与其他槽位互换' });
      await keyTo(page, swap, 'Tab');
      await page.keyboard.press('Enter');
      await preview(page).getByRole('button', { name: '请点击要互换的槽位' }).waitFor();
      await keyTo(page, slot(page, 1), 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await slotsShown(page)).get(1)).toBe(start[2]);
      expect((await slotsShown(page)).get(3)).toBe(start[1]);

      // Slot 2's blank is defective: left empty, its design and those after it move on by one.
      await slot(page, 2).click();
      await preview(page).getByRole('button', { name: '留空此槽位（坏件）' }).click();
      const expected = [start[2], '已留空', start[0], start[1], ...start.slice(3)];
      await expect.poll(async () => [...(await slotsShown(page)).values()].slice(0, expected.length)).toEqual(expected);

      const toasts = await recordToasts(page);
      const archive = await saveAll(page);
      expect(archive).toMatch(/\/排版_A3 六格治具_\d{14}\.zip$/);
      await expect.poll(toasts).toContain(`已保存 ${sheets} 张版面`);
      const names = listZip(archive).map((file) => file.name);
      const perSheet = Array.from({ length: sheets }, (_, i) => [`sheet-${pad(i + 1)}.pdf`, `slotmap-${pad(i + 1)}.pdf`]).flat();
      expect(names.sort()).toEqual([...perSheet, 'manifest.json', 'manifest.csv'].sort());

      // The manifest: every copy of every ticked design once, each centred in its slot at its model's print size.
      const manifest = manifestOf(archive);
      expect(manifest.notPlaced).toEqual([]);
      const sizes = await printSizes();
      const byOrder = new Map(ticked.map((design) => [design.order.originalId, design]));
      expect(manifest.placements.map((row) => `${row.orderOriginalId}#${row.copy}`).sort()).toEqual(ticked.flatMap((d) => Array.from({ length: d.copies }, (_, k) => `${d.order.originalId}#${k + 1}`)).sort());
      for (const row of manifest.placements) {
        const design = byOrder.get(row.orderOriginalId)!;
        const size = sizes.get(design.info.phoneModelId)!;
        const at = A3.slot(row.slot);
        expect(row).toMatchObject({
          orderItemId: design.itemId,
          copies: design.copies,
          model: design.modelName,
          material: design.info.phoneCaseMaterialName,
          color: design.info.phoneCaseMaterialColorName,
          rotation: 0,
          mirror: false,
          bleedMm: 0,
          printWidthPx: PRINT_PX.width,
          printHeightPx: PRINT_PX.height,
          sha256: await servedPrintSha(design),
        });
        expectBox(row, centred({ ...at, widthMm: A3.slotWidthMm, heightMm: A3.slotHeightMm }, size));
        expect(Math.abs(row.effectiveDpi! - (PRINT_PX.width * 25.4) / size.widthMm)).toBeLessThanOrEqual(1);
        expect(row.check).not.toBeNull();
      }
      // The edits as saved: the common blank's sheet holds them in the slots the preview showed.
      const editedRows = manifest.placements.filter((row) => byOrder.get(row.orderOriginalId)!.blank === common[0]!.blank);
      const editedSheet = editedRows[0]!.sheet;
      expect(editedRows.every((row) => row.sheet === editedSheet)).toBe(true);
      expect(new Map(editedRows.map((row) => [row.slot, `${row.orderOriginalId}#${row.copy}`]))).toEqual(
        new Map(expected.flatMap((held, i) => (held === '已留空' ? [] : [[i + 1, held!] as const]))),
      );

      // The print shop's tools on every sheet; the edited one rendered at 300 dpi.
      for (let sheet = 1; sheet <= sheets; sheet++) {
        const rows = manifest.placements.filter((row) => row.sheet === sheet);
        const pdf = tempFile(entry(archive, `sheet-${pad(sheet)}.pdf`));
        checkSheetPdf(pdf, { ...A3, cutLines: true }, rows);
        if (sheet === editedSheet) checkRendered(renderPages(pdf, 300)[0]!, rows);
      }
      expect(slotMapPayloads(archive, sheets).sort()).toEqual(manifest.placements.map(payloadOf).sort());

      // Closed with everything saved: nothing refunded; the order list marks each print file checked and laid out.
      await preview(page).getByRole('button', { name: '关闭' }).click();
      await preview(page).waitFor({ state: 'hidden' });
      await networkSettled(e2e);
      expect(server.requests.filter((request) => request.startsWith('POST /api/credit_refunds'))).toEqual([]);
      expect(await credits()).toBe(balance - newOnes * 60);
      for (const design of ticked.filter((d) => onFirst.has(d))) {
        const row = page.locator('tbody tr', { hasText: design.order.originalId });
        const check = manifest.placements.find((placement) => placement.orderOriginalId === design.order.originalId)!.check!;
        // The badges' first lines in the compact list (the number, 已排版); the thumbnail's name says them whole.
        await row.locator(`.order-check.is-${check.level}`, { hasText: check.text.split(' · ')[0]! }).waitFor();
        await row.locator('.order-laid-out', { hasText: '已排版' }).waitFor();
        const named = await row.locator('.order-thumb').first().getAttribute('aria-label');
        expect(named).toMatch(new RegExp(`（${check.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}，已排版 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}）$`));
      }

      // Made again from the same ticks: every image is paid for, so nothing is charged.
      const charges = chargeRequests();
      const again = await layOut(page, A3.name);
      await again.getByText(`本次排版 ${ticked.length} 张定制图，其中 0 张为首次取得，需扣除 0 积分`).waitFor();
      await again.getByRole('button', { name: '确定' }).click();
      await previewRead(page, A3.name, ticked.length, sheets);
      await preview(page).getByRole('button', { name: '关闭' }).click();
      await preview(page).waitFor({ state: 'hidden' });
      await networkSettled(e2e);
      expect(chargeRequests()).toBe(charges);
      expect(await credits()).toBe(balance - newOnes * 60);
    },
  );

  it(
    'on a one-slot jig made in 打印治具 with cut lines off: lists the models it cannot place, never charges them, spreads a quantity over sheets, refunds a print file that fails, writes the TIF',
    { timeout: HEAVY_TEST_TIMEOUT_MS },
    async () => {
      const { page, server } = e2e;
      const added = addDesigns(12);
      // Two copies of one design on a one-slot jig; a print file that fails; a model without a print size; one too large.
      const twice = added.find((design) => design.copies === 2)!;
      expect(twice, 'an added design of quantity 2').toBeDefined();
      const models = new Set([twice.info.phoneModelId]);
      const pickOther = () => {
        const found = added.find((design) => design.copies === 1 && !models.has(design.info.phoneModelId))!;
        models.add(found.info.phoneModelId);
        return found;
      };
      const failing = pickOther();
      const unsized = pickOther();
      const tooLarge = pickOther();
      await setPrintSize(unsized.info.phoneModelId, null);
      await setPrintSize(tooLarge.info.phoneModelId, { widthMm: 90, heightMm: 180 });
      server.devApi.faults.add({ method: 'GET', path: printPath(failing), status: 500 });
      await page.addInitScript(SHORT_BACKOFF);

      // The jig, made through its screen: 100 × 190 mm, one 85 × 170 mm slot, bleed 1.5 (the default), cut lines off.
      await page.addInitScript(NO_PICKERS);
      await openSignedIn(page, server.url, '/app/print_jigs');
      await page.locator('.jig-list tbody tr').first().waitFor();
      await page.getByRole('button', { name: '新建治具' }).first().click();
      const form = page.locator('.jig-form-modal');
      await form.getByPlaceholder('例如：A3 六格治具').fill('单格小治具');
      const fields: Array<[string, string]> = [
        ['宽度（mm）', '100'],
        ['高度（mm）', '190'],
        ['列数', '1'],
        ['行数', '1'],
        ['首个槽位左边距（mm）', '7.5'],
        ['首个槽位上边距（mm）', '10'],
        ['槽位宽度（mm）', '85'],
        ['槽位高度（mm）', '170'],
        ['横向间距（mm）', '85'],
        ['纵向间距（mm）', '170'],
      ];
      for (const [label, value] of fields) await form.locator('.arco-form-item', { has: page.getByText(label, { exact: true }) }).locator('input').fill(value);
      const cutLines = form.getByRole('switch', { name: '切割线' });
      await cutLines.click();
      await expect.poll(() => cutLines.getAttribute('aria-checked')).toBe('false');
      await form.getByRole('button', { name: '保存' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.locator('.jig-list tbody tr', { hasText: '单格小治具' }).waitFor();

      await page.locator('.shell-sider').getByText('订单管理', { exact: true }).click();
      await page.locator('tbody tr', { hasText: added[0]!.order.originalId }).waitFor();
      for (const design of [twice, failing, unsized, tooLarge]) await tick(page, design);
      await networkSettled(e2e);
      const balance = await credits();
      const charges = chargeRequests();

      await pickJig(page, '单格小治具');
      const notPlaced = dialog(page, '以下定制图未排入');
      await notPlaced.getByText(`订单 ${unsized.order.originalId}：${unsized.modelName}未设置打印尺寸，请在「品牌型号」的型号列表中设置打印尺寸`).waitFor();
      await notPlaced.getByText(`订单 ${tooLarge.order.originalId}：${tooLarge.modelName}的打印尺寸 90 × 180 mm 放不进所选治具的任何可放该型号的槽位`).waitFor();
      await notPlaced.getByText('其余 2 张可以排版，未排入的不扣积分。是否继续？').waitFor();
      expect(chargeRequests()).toBe(charges);
      await notPlaced.getByRole('button', { name: '继续排版' }).click();
      // Only what can be placed is asked about and charged.
      const confirmation = dialog(page, '确认生成排版');
      await confirmation.getByText('本次排版 2 张定制图，其中 2 张为首次取得，需扣除 120 积分').waitFor();
      await confirmation.getByRole('button', { name: '确定' }).click();
      await previewRead(page, '单格小治具', 2, 2);
      await preview(page).getByText(`${failing.order.originalId} 失败原因：服务器返回 HTTP 500`).waitFor();
      expect(await credits()).toBe(balance - 120);
      // Quantity 2 on one slot: two sheets, and none left blank by the file that failed.
      expect(await preview(page).locator('.sheets-list button').allTextContents()).toEqual([1, 2].map((sheet) => `第${sheet}张 · ${twice.blank} · 1个`));
      // The preview lists what is not on its sheets, what could not be placed beside what could not be read.
      await preview(page).getByText(`订单 ${unsized.order.originalId}：${unsized.modelName}未设置打印尺寸`, { exact: false }).waitFor();
      await preview(page).getByText(`订单 ${tooLarge.order.originalId}：${tooLarge.modelName}的打印尺寸 90 × 180 mm 放不进所选治具的任何可放该型号的槽位`).waitFor();

      await preview(page).getByText('同时生成TIF').click();
      const archive = await saveAll(page);
      expect(listZip(archive).map((file) => file.name)).toEqual(['sheet-01.pdf', 'sheet-01.tif', 'slotmap-01.pdf', 'sheet-02.pdf', 'sheet-02.tif', 'slotmap-02.pdf', 'manifest.json', 'manifest.csv']);
      const manifest = manifestOf(archive);
      expect(manifest.placements.map((row) => [row.sheet, row.slot, row.orderOriginalId, row.copy])).toEqual([
        [1, 1, twice.order.originalId, 1],
        [2, 1, twice.order.originalId, 2],
      ]);
      const twiceSize = (await printSizes()).get(twice.info.phoneModelId)!;
      for (const row of manifest.placements) {
        expect(row).toMatchObject({ bleedMm: 1.5, rotation: 0, mirror: false, sha256: await servedPrintSha(twice) });
        expectBox(row, centred({ xMm: 7.5, yMm: 10, widthMm: 85, heightMm: 170 }, twiceSize));
      }
      expect(manifest.notPlaced.map((entry) => [entry.orderOriginalId, entry.reason, entry.reasonText]).sort()).toEqual(
        [
          [unsized.order.originalId, 'noPrintSize', '机型未设置打印尺寸'],
          [tooLarge.order.originalId, 'fitsNoSlot', '打印尺寸放不进治具的任何槽位'],
          [failing.order.originalId, 'unreadable', '定制图无法读取'],
        ].sort(),
      );
      for (const sheet of [1, 2]) {
        checkSheetPdf(tempFile(entry(archive, `sheet-${pad(sheet)}.pdf`)), { widthMm: 100, heightMm: 190, cutLines: false }, manifest.placements.filter((row) => row.sheet === sheet));
      }
      expect(slotMapPayloads(archive, 2).sort()).toEqual(manifest.placements.map(payloadOf).sort());

      // The TIF: the sheet at the jig's 300 dpi, RGBA in 8 bits, alpha unassociated, its resolution said.
      const tif = entry(archive, 'sheet-01.tif');
      const said = tiffinfo(tif);
      expect(said).toContain('Image Width: 1181 Image Length: 2244');
      expect(said).toContain('Bits/Sample: 8');
      expect(said).toContain('Samples/Pixel: 4');
      expect(said).toContain('Extra Samples: 1<unassoc-alpha>');
      expect(said).toMatch(/Resolution: 300, 300 pixels\/inch/);
      const tags = readTiffTags(tif);
      expect(tags.get(338)).toEqual([2]);

      // Closed: the design that failed comes back; the two copies saved stay charged.
      await preview(page).getByRole('button', { name: '关闭' }).click();
      await page.locator('.arco-message', { hasText: '已退还 1 张没有下载成功的定制图的 60 积分' }).waitFor();
      await expect.poll(credits).toBe(balance - 60);
    },
  );

  it('says what to tick first; a preview closed unsaved refunds what it had not read, one read in full stays paid and says so, a reload refunds on the next visit', async () => {
    const { page, server } = e2e;
    const [read, ...held] = addDesigns(3);
    await page.addInitScript(NO_PICKERS);
    await openSignedIn(page, server.url, `${ORDERS}${TEN_ROWS}`);
    await page.locator('tbody tr', { hasText: read!.order.originalId }).waitFor();
    await networkSettled(e2e);
    const balance = await credits();

    await page.getByRole('button', { name: '生成排版' }).click();
    await page.locator('.arco-message', { hasText: '请至少勾选一个商品' }).waitFor();
    expect(await dialog(page, '选择治具').count()).toBe(0);

    // Read in full, then closed unsaved: the service has served its print file, so it stays paid, as a download's would.
    await tick(page, read!);
    const confirmation = await layOut(page, A3.name);
    await confirmation.getByText('需扣除 60 积分').waitFor();
    await confirmation.getByRole('button', { name: '确定' }).click();
    await previewRead(page, A3.name, 1, 1);
    await preview(page).getByRole('button', { name: '关闭' }).click();
    await page.locator('.arco-message', { hasText: '1 张定制图的原图已经取得，但没有保存进压缩包：积分不退还，之后再下载这些图片不再扣费' }).waitFor();
    expect(await credits()).toBe(balance - 60);
    await tick(page, read!);

    // Closed while the print files are on their way: all of it comes back.
    for (const design of held) await tick(page, design);
    const paths = held.map(printPath);
    for (const path of paths) hold(server, { method: 'GET', path });
    const printsAsked = () => paths.filter((path) => server.requests.some((request) => request.startsWith(`GET ${path}?`))).length;
    const closing = await layOut(page, A3.name);
    await closing.getByText('需扣除 120 积分').waitFor();
    await closing.getByRole('button', { name: '确定' }).click();
    await preview(page).getByText('已读取定制图 0/2 张').waitFor();
    await expect.poll(printsAsked).toBe(2);
    expect(await credits()).toBe(balance - 180);
    await preview(page).getByRole('button', { name: '关闭' }).click();
    await page.locator('.arco-message', { hasText: '已退还 2 张没有下载成功的定制图的 120 积分' }).waitFor();
    await expect.poll(credits).toBe(balance - 60);
    letGoAny(server);

    // Charged, the preview open, the page reloaded before the files came: the next visit of 订单管理 refunds it.
    for (const path of paths) hold(server, { method: 'GET', path });
    const requestsBefore = server.requests.length;
    const again = await layOut(page, A3.name);
    await again.getByRole('button', { name: '确定' }).click();
    await preview(page).getByText('已读取定制图 0/2 张').waitFor();
    await expect.poll(() => server.requests.slice(requestsBefore).filter((request) => paths.some((path) => request.startsWith(`GET ${path}?`))).length).toBe(2);
    expect(await credits()).toBe(balance - 180);
    await page.reload();
    await page.locator('.arco-message', { hasText: '已退还 2 张没有下载成功的定制图的 120 积分' }).waitFor();
    await expect.poll(credits).toBe(balance - 60);
    letGoAny(server);
  });
});

/**
 * A sheet's slot map (spec §3 `slotmap-NN.pdf`): A4 pages with the jig drawn and its slots numbered, and a
 * table of what goes in each slot, each row with a QR code of `{orderOriginalId}|{orderItemId}|{copy}|{slot}`
 * at least 20 mm square in its quiet zone, drawn as filled rectangles (crisp at any resolution). A jig with
 * more slots than fit on a page goes on over more pages, each QR keeping its size.
 *
 * The words are printed as images of the text made by `renderText` (in the browser a canvas with the
 * page's Chinese font, slotmapText.ts): a PDF naming a Chinese font without embedding it (STSong-Light)
 * prints with whatever font the print shop's viewer substitutes, or none; embedding one needs a font file
 * of megabytes and a subsetter. Text at 300 dpi costs a few KB a string, and prints the same everywhere.
 */
import { correction, generate, type Bitmap2D } from 'lean-qr';
import type { JigSlot } from '../../../contract/jigTypes';
import { MSG } from '../../messages';
import { deflateBytes } from './pdfDeflate';
import type { RgbaPixels } from './pdfImage';
import { writeImage, type WrittenImage } from './pdfImageObject';
import { itemCopy, PT_PER_MM } from './placement';
import { latin1, PdfWriter, pdfNumber } from './pdfWriter';
import type { DesignCheck, Placement, Sheet, SheetItem } from './types';

export interface TextStyle {
  sizePt: number;
  /** The image's pixels per point: its height in pixels ÷ this is its height on the page. */
  pxPerPt: number;
}

/** One line of black text on transparency, tight to the text's width and about 1.3 × its size high. */
export type RenderText = (text: string, style: TextStyle) => RgbaPixels;

export interface SlotMapInput {
  sheet: Sheet;
  /** The jig (or film sheet): its name, width and slots (none for a film sheet, whose designs' boxes are drawn). The height is the sheet's. */
  jig: { name: string; widthMm: number; slots: readonly JigSlot[] };
  /** A design's check, once its file has been read. */
  check: (item: SheetItem) => DesignCheck | undefined;
  renderText: RenderText;
}

const TEXT = MSG.slotMap;
const PAGE_W = 210;
const PAGE_H = 297;
const MARGIN = 10;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const TITLE_TOP = MARGIN;
const DRAWING_TOP = 20;
const DRAWING_H = 80;
const HEADER_H = 7;
const ROW_H = 28;
/** 槽位, 订单号, 商品, 份数, 型号, 材质, 颜色, 检查, the QR code (mm; 190 in all). */
const COLUMNS = [11, 32, 26, 13, 25, 17, 15, 23, 28];
/** The QR code's symbol at most this wide; at least 20 mm, whatever its module count (spec §3). */
const QR_MM = 21;
const QR_QUIET_MODULES = 4;
const TABLE_TOP_FIRST = DRAWING_TOP + DRAWING_H + 4;
const TABLE_TOP_NEXT = DRAWING_TOP;
const ROWS_FIRST = Math.floor((PAGE_H - MARGIN - TABLE_TOP_FIRST - HEADER_H) / ROW_H);
const ROWS_NEXT = Math.floor((PAGE_H - MARGIN - TABLE_TOP_NEXT - HEADER_H) / ROW_H);
/** Text images at 300 dpi. */
const PX_PER_PT = 300 / 72;
const CELL_PT = 9;
const TITLE_PT = 12;
const NUMBER_PT = 8;
const CELL_PAD = 1.5;

const pt = (mm: number) => pdfNumber(mm * PT_PER_MM);
/** A point `yMm` down from the page's top, in PDF's y (up from the bottom). */
const up = (yMm: number) => pt(PAGE_H - yMm);

/** What goes in the QR code: order number, item, copy and slot, separated by "|". */
export const slotQrPayload = (placement: Placement): string =>
  `${placement.item.orderOriginalId}|${placement.item.orderItemId}|${itemCopy(placement).copy}|${placement.slot}`;

/** How many A4 pages the slot map of `rows` placed designs takes. */
export const slotMapPages = (rows: number): number => (rows <= ROWS_FIRST ? 1 : 1 + Math.ceil((rows - ROWS_FIRST) / ROWS_NEXT));

/** The slot map's PDF bytes, in file order. */
export async function* slotmapPdf(input: SlotMapInput): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const { sheet, jig } = input;
  const pdf = new PdfWriter();
  yield pdf.header();
  const texts = new Map<string, WrittenImage>();
  const rows = [...sheet.placements].sort((a, b) => a.slot - b.slot);
  const pageCount = slotMapPages(rows.length);
  const pageNums: number[] = [];
  const pagesNum = pdf.reserve();

  for (let page = 0; page < pageCount; page++) {
    const ops: string[] = [];
    const used = new Set<number>();
    /** Text as an image, left-aligned at (x, centre y) in mm, shrunk to `maxWidthMm` if wider. */
    async function* text(value: string, sizePt: number, xMm: number, centreYMm: number, maxWidthMm: number, centred = false) {
      const key = `${sizePt}|${value}`;
      let image = texts.get(key);
      if (!image) {
        image = { num: pdf.reserve(), width: 0, height: 0 };
        texts.set(key, image);
        const pixels = onWhite(input.renderText(value, { sizePt, pxPerPt: PX_PER_PT }));
        yield* writeImage(pdf, image, { pixels: () => pixels });
      }
      used.add(image.num);
      const naturalW = image.width / PX_PER_PT / PT_PER_MM;
      const scale = Math.min(1, maxWidthMm / naturalW);
      const w = naturalW * scale;
      const h = (image.height / PX_PER_PT / PT_PER_MM) * scale;
      const x = centred ? xMm - w / 2 : xMm;
      ops.push(`q ${pt(w)} 0 0 ${pt(h)} ${pt(x)} ${up(centreYMm + h / 2)} cm /T${image.num} Do Q`);
    }

    yield* text(TEXT.title(jig.name, sheet.number, sheet.materialName, sheet.colorName), TITLE_PT, MARGIN, TITLE_TOP + 4, CONTENT_W - 25);
    yield* text(TEXT.page(page + 1, pageCount), CELL_PT, PAGE_W - MARGIN - 20, TITLE_TOP + 4, 20);
    if (page === 0) {
      const drawing = jigDrawing(jig, sheet);
      ops.push(drawing.ops);
      for (const label of drawing.labels) yield* text(String(label.number), NUMBER_PT, label.xMm, label.yMm, 12, true);
    }

    const top = page === 0 ? TABLE_TOP_FIRST : TABLE_TOP_NEXT;
    const first = page === 0 ? 0 : ROWS_FIRST + (page - 1) * ROWS_NEXT;
    const pageRows = rows.slice(first, first + (page === 0 ? ROWS_FIRST : ROWS_NEXT));
    let x = MARGIN;
    for (const [column, label] of TEXT.columns.entries()) {
      yield* text(label, CELL_PT, x + CELL_PAD, top + HEADER_H / 2, COLUMNS[column]! - 2 * CELL_PAD);
      x += COLUMNS[column]!;
    }
    for (const [index, placement] of pageRows.entries()) {
      const rowTop = top + HEADER_H + index * ROW_H;
      const cells = rowCells(placement, input.check(placement.item));
      let cellX = MARGIN;
      for (const [column, value] of cells.entries()) {
        yield* text(value, CELL_PT, cellX + CELL_PAD, rowTop + ROW_H / 2, COLUMNS[column]! - 2 * CELL_PAD);
        cellX += COLUMNS[column]!;
      }
      ops.push(qrOps(generate(slotQrPayload(placement), { minCorrectionLevel: correction.M }), cellX, rowTop));
    }
    ops.push(tableLines(top, pageRows.length));

    const content = pdf.reserve();
    yield pdf.stream(content, '/Filter /FlateDecode', await deflateBytes(latin1(ops.join('\n'))));
    const pageNum = pdf.reserve();
    pageNums.push(pageNum);
    const xObjects = [...used].map((num) => `/T${num} ${num} 0 R`).join(' ');
    yield pdf.object(
      pageNum,
      `<</Type /Page /Parent ${pagesNum} 0 R /MediaBox [0 0 ${pt(PAGE_W)} ${pt(PAGE_H)}] /Contents ${content} 0 R /Resources <</XObject <<${xObjects}>>>>>>`,
    );
  }
  yield pdf.object(pagesNum, `<</Type /Pages /Kids [${pageNums.map((num) => `${num} 0 R`).join(' ')}] /Count ${pageNums.length}>>`);
  const catalog = pdf.reserve();
  yield pdf.object(catalog, `<</Type /Catalog /Pages ${pagesNum} 0 R>>`);
  yield pdf.finish(catalog);
}

/** A product title is a marketplace's long line: its first characters fit the 商品 column at a readable size. */
const TITLE_CHARS = 10;
const shortened = (text: string, chars: number) => ([...text].length > chars ? `${[...text].slice(0, chars - 1).join('')}…` : text);

/** The texts of a row, column by column (the QR code's cell aside). */
function rowCells(placement: Placement, check: DesignCheck | undefined): string[] {
  const { item } = placement;
  return [
    String(placement.slot),
    item.orderOriginalId,
    shortened(item.productTitle || item.orderItemId, TITLE_CHARS),
    TEXT.copy(itemCopy(placement).copy, itemCopy(placement).copies),
    item.phoneModelName,
    item.materialName,
    item.colorName,
    check ? check.text : TEXT.notChecked,
  ];
}

/** Black text on transparency laid on white paper: an opaque image (no soft mask needed). */
function onWhite(pixels: RgbaPixels): RgbaPixels {
  const data = new Uint8ClampedArray(pixels.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = pixels.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) data[i + c] = 255 - a * (255 - pixels.data[i + c]!);
    data[i + 3] = 255;
  }
  return { width: pixels.width, height: pixels.height, data };
}

/** The QR code's dark modules as filled rectangles (each row's runs joined), centred in its cell at (xMm, topMm). */
function qrOps(code: Bitmap2D, xMm: number, topMm: number): string {
  const cell = COLUMNS[COLUMNS.length - 1]!;
  const moduleMm = Math.min(QR_MM / code.size, Math.min(cell, ROW_H) / (code.size + 2 * QR_QUIET_MODULES));
  const symbol = moduleMm * code.size;
  const left = xMm + (cell - symbol) / 2;
  const top = topMm + (ROW_H - symbol) / 2;
  const rects: string[] = [];
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      let end = x;
      while (end + 1 < code.size && code.get(end + 1, y)) end++;
      rects.push(`${pt(left + x * moduleMm)} ${up(top + (y + 1) * moduleMm)} ${pt((end + 1 - x) * moduleMm)} ${pt(moduleMm)} re`);
      x = end;
    }
  }
  return `q 0 g ${rects.join(' ')} f Q`;
}

/** The table's rules: a line under the header and under each row, and between the columns. */
function tableLines(top: number, rows: number): string {
  const bottom = top + HEADER_H + rows * ROW_H;
  const lines: string[] = [];
  for (let r = 0; r <= rows + 1; r++) {
    const y = r === 0 ? top : top + HEADER_H + (r - 1) * ROW_H;
    lines.push(`${pt(MARGIN)} ${up(y)} m ${pt(MARGIN + CONTENT_W)} ${up(y)} l`);
  }
  let x = MARGIN;
  for (const width of [0, ...COLUMNS]) {
    x += width;
    lines.push(`${pt(x)} ${up(top)} m ${pt(x)} ${up(bottom)} l`);
  }
  return `q 0.5 G 0.3 w ${lines.join(' ')} S Q`;
}

/** The jig scaled into the drawing's area: its bed, its slots, the placed designs shaded, and where each slot's number goes. */
function jigDrawing(jig: SlotMapInput['jig'], sheet: Sheet): { ops: string; labels: { number: number; xMm: number; yMm: number }[] } {
  const scale = Math.min(CONTENT_W / jig.widthMm, DRAWING_H / sheet.heightMm);
  const left = MARGIN + (CONTENT_W - jig.widthMm * scale) / 2;
  const at = (xMm: number, yMm: number, wMm: number, hMm: number) =>
    `${pt(left + xMm * scale)} ${up(DRAWING_TOP + (yMm + hMm) * scale)} ${pt(wMm * scale)} ${pt(hMm * scale)} re`;
  const designs = sheet.placements.map(({ box }) => at(box.xMm, box.yMm, box.widthMm, box.heightMm));
  const slots = jig.slots.map((slot) => at(slot.xMm, slot.yMm, slot.widthMm, slot.heightMm));
  const numbered = jig.slots.length > 0 ? jig.slots.map((slot) => ({ number: slot.number, box: { xMm: slot.xMm, yMm: slot.yMm, widthMm: slot.widthMm, heightMm: slot.heightMm } })) : sheet.placements.map((p) => ({ number: p.slot, box: p.box }));
  const labels = numbered.map(({ number, box }) => ({
    number,
    xMm: left + (box.xMm + box.widthMm / 2) * scale,
    yMm: DRAWING_TOP + (box.yMm + box.heightMm / 2) * scale,
  }));
  const ops = [
    designs.length > 0 ? `q 0.85 g ${designs.join(' ')} f Q` : '',
    slots.length > 0 ? `q 0.4 G 0.4 w ${slots.join(' ')} S Q` : '',
    `q 0 G 0.6 w ${at(0, 0, jig.widthMm, sheet.heightMm)} S Q`,
  ];
  return { ops: ops.filter((op) => op !== '').join('\n'), labels };
}

/**
 * A sheet's print PDF (spec §3 `sheet-NN.pdf`): one page exactly the jig's (or film sheet's) size, each
 * design an image at its box at its own resolution (an image shared by copies is stored once), and, with
 * cut lines on, each design's box stroked at 0.25 pt in the spot colour named `CutContour`, overprinted, which
 * cutters and RIPs read; with them off, no CutContour anywhere. A film sheet adds black crop marks.
 *
 * MediaBox and TrimBox are both the whole page: the page is the bed (or the film), and a RIP that places
 * a page by its TrimBox must put the designs where the jig's pockets are, not shift them by the first
 * design's offset. The bytes come out as chunks, each design's image streams written as they were made while
 * the files arrived (preparedImage.ts), or else its pixels deflated once as they are written (pdfImage.ts),
 * so only one design's pixels and a band of its compressed rows are held at a time.
 */
import { writeImage, type DesignSource, type WrittenImage } from './pdfImageObject';
import { bleedBox, cropMarks as cropMarkLines, designTransform, pdfImageMatrix, PT_PER_MM } from './placement';
import { PdfWriter, pdfNumber, latin1 } from './pdfWriter';
import type { BoxMm, Sheet, SheetItem } from './types';

export type { DesignSource };

export interface SheetPdfInput {
  sheet: Sheet;
  /** The jig's (or film sheet's) width; the page's height is the sheet's `heightMm`. */
  widthMm: number;
  /** Stroke each design's box in the CutContour spot colour. */
  cutLines: boolean;
  /** A film sheet: crop marks at each design's corners. */
  cropMarks: boolean;
  /** The print file of a placement's item; asked once per distinct item (`item.key`), in placement order. */
  design: (item: SheetItem) => DesignSource | Promise<DesignSource>;
}

/** The cut line's width (spec §3). */
const CUT_LINE_PT = 0.25;
/** Crop marks (spec §1: "3 mm outside each design"): on the line of each edge, from 3 mm past the corner, 3 mm long. */
const CROP_MARK_PT = 0.25;

const pt = (mm: number) => pdfNumber(mm * PT_PER_MM);

/** The CutContour separation: a cutter reads the name; the alternate (100 % magenta) is what a proof shows. */
const CUT_CONTOUR_SPACE =
  '[/Separation /CutContour /DeviceCMYK <</FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [0 1 0 0] /N 1>>]';

/** The PDF's bytes, in the order they belong in the file. */
export async function* sheetPdf(input: SheetPdfInput): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const { sheet, widthMm, cutLines, cropMarks } = input;
  const heightMm = sheet.heightMm;
  const pdf = new PdfWriter();
  yield pdf.header();

  const images = new Map<string, WrittenImage>();
  for (const { item } of sheet.placements) {
    if (images.has(item.key)) continue;
    const source = await input.design(item);
    const image: WrittenImage = { num: pdf.reserve(), width: 0, height: 0 };
    images.set(item.key, image);
    yield* writeImage(pdf, image, source);
  }

  const names = new Map<string, string>();
  for (const [key, image] of images) names.set(key, `/Im${image.num}`);
  const draw: string[] = [];
  for (const placement of sheet.placements) {
    const image = images.get(placement.item.key)!;
    const m = pdfImageMatrix(designTransform(placement, image.width, image.height), image.width, image.height, heightMm);
    draw.push(`q ${rect(bleedBox(placement), heightMm)} W n ${m.map(pdfNumber).join(' ')} cm ${names.get(placement.item.key)!} Do Q`);
  }
  const boxes = sheet.placements.map((p) => p.box);
  if (cropMarks) draw.push(cropMarkPath(sheet, heightMm));
  if (cutLines) draw.push(`q /Cut gs /CutContour CS 1 SCN ${CUT_LINE_PT} w ${boxes.map((b) => rect(b, heightMm)).join(' ')} S Q`);

  const content = pdf.reserve();
  yield pdf.stream(content, '', latin1(draw.join('\n')));
  const xObjects = [...images.values()].map((image) => `/Im${image.num} ${image.num} 0 R`).join(' ');
  const cut = cutLines ? ' /ColorSpace <</CutContour ' + CUT_CONTOUR_SPACE + '>> /ExtGState <</Cut <</Type /ExtGState /OP true /op true /OPM 1>>>>' : '';
  const page = pdf.reserve();
  const pages = pdf.reserve();
  const catalog = pdf.reserve();
  const mediaBox = `[0 0 ${pt(widthMm)} ${pt(heightMm)}]`;
  yield pdf.object(
    page,
    `<</Type /Page /Parent ${pages} 0 R /MediaBox ${mediaBox} /TrimBox ${mediaBox} /Contents ${content} 0 R /Resources <</XObject <<${xObjects}>>${cut}>>>>`,
  );
  yield pdf.object(pages, `<</Type /Pages /Kids [${page} 0 R] /Count 1>>`);
  yield pdf.object(catalog, `<</Type /Catalog /Pages ${pages} 0 R>>`);
  yield pdf.finish(catalog);
}

/** A box as a PDF rectangle (x, y of its lower-left corner, width, height) on a page `pageHeightMm` high. */
function rect(box: BoxMm, pageHeightMm: number): string {
  return `${pt(box.xMm)} ${pt(pageHeightMm - box.yMm - box.heightMm)} ${pt(box.widthMm)} ${pt(box.heightMm)} re`;
}

/** The film's crop marks (placement.ts cropMarks: 3 to 6 mm past each corner of each design's box), in black. */
function cropMarkPath(sheet: Sheet, pageHeightMm: number): string {
  const lines = sheet.placements.flatMap(({ box }) => cropMarkLines(box)).map(({ x1, y1, x2, y2 }) => `${pt(x1)} ${pt(pageHeightMm - y1)} m ${pt(x2)} ${pt(pageHeightMm - y2)} l`);
  return `q 0 G ${CROP_MARK_PT} w ${lines.join(' ')} S Q`;
}

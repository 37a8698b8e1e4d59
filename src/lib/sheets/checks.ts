/**
 * A design's check before it is printed (issue's "Checks on every design": warnings, never silent, never
 * blocking): its effective resolution at its model's print size, its aspect against the print size's, and
 * whether it is empty. The badge's text is the number and the reasons, in Chinese (MSG.sheetCheck); 订单管理 and
 * the sheets' preview show the same one.
 */
import { MSG } from '../../messages';
import { MM_PER_INCH } from './placement';
import type { CheckLevel, DesignCheck } from './types';

/** Below this effective dpi a design is 红 (会模糊). */
export const DPI_RED_BELOW = 150;
/** From DPI_RED_BELOW to below this, 黄 (偏低); this and up, 绿 (a large case shop asks buyers for 250). */
export const DPI_GREEN_FROM = 250;
/** An aspect off the print size's by more than this percentage is 黄. */
export const ASPECT_TOLERANCE_PERCENT = 1;
/** Under this fraction of inked pixels a design is 红 (空白或几乎空白). */
export const EMPTY_BELOW = 0.01;

export interface DesignCheckInput {
  widthPx: number;
  heightPx: number;
  printSize: { widthMm: number; heightMm: number };
  /** opaqueFraction of the decoded pixels; absent when they were not read (the size alone from the header), and the emptiness is then not judged. */
  opaqueFraction?: number;
  /** The jig's bleed: the design is printed scaled by it (placement.ts bleedScale), so at fewer pixels an inch. */
  bleedMm?: number;
}

const WORSE: Record<CheckLevel, number> = { green: 0, yellow: 1, red: 2 };
const worst = (a: CheckLevel, b: CheckLevel): CheckLevel => (WORSE[b] > WORSE[a] ? b : a);

/**
 * The check of one print file at its print size. effectiveDpi is the resolution it prints at: the file is drawn
 * uniformly inside its print size (placement.ts), so at the higher of the two axes' pixels ÷ inches (the axis
 * that fills its side), divided by the bleed's scale, which draws it that much larger. That is the ppi the PDF
 * shows for the image (pdfimages). It is rounded to a whole number, and the level is judged on that rounded number, so the badge's colour agrees with
 * the number it shows (149.6 shows 150 dpi and is 黄). The aspect is off by |file ÷ print − 1| taken the larger
 * way round (max(r, 1/r) − 1), shown to 0.1 % and judged on what is shown. The level is the worst of the three;
 * the text the number, then each reason: 「142 dpi · 会模糊」, 「236 dpi · 偏低」, 「310 dpi」,
 * 「310 dpi · 比例与打印尺寸相差 3.2%」, 「310 dpi · 空白或几乎空白」.
 */
export function checkDesign(input: DesignCheckInput): DesignCheck {
  const { widthPx, heightPx, printSize } = input;
  const shorter = Math.min(printSize.widthMm, printSize.heightMm);
  const bleed = input.bleedMm ?? 0;
  const bleedScale = bleed > 0 && shorter > 0 ? (shorter + 2 * bleed) / shorter : 1;
  const effectiveDpi = Math.round(Math.max((widthPx * MM_PER_INCH) / printSize.widthMm, (heightPx * MM_PER_INCH) / printSize.heightMm) / bleedScale);
  const texts = MSG.sheetCheck;
  const reasons: string[] = [];
  let level: CheckLevel = 'green';
  if (effectiveDpi < DPI_RED_BELOW) {
    level = 'red';
    reasons.push(texts.blurry);
  } else if (effectiveDpi < DPI_GREEN_FROM) {
    level = 'yellow';
    reasons.push(texts.low);
  }
  const ratio = widthPx / heightPx / (printSize.widthMm / printSize.heightMm);
  const offTenths = Math.round((Math.max(ratio, 1 / ratio) - 1) * 1000);
  if (offTenths > ASPECT_TOLERANCE_PERCENT * 10) {
    level = worst(level, 'yellow');
    reasons.push(texts.aspect((offTenths / 10).toFixed(1)));
  }
  if (input.opaqueFraction !== undefined && input.opaqueFraction < EMPTY_BELOW) {
    level = 'red';
    reasons.push(texts.empty);
  }
  return { level, effectiveDpi, text: [texts.dpi(effectiveDpi), ...reasons].join(texts.separator) };
}

/** A pixel's alpha at or above this (of 255) is ink; below it, an antialiased edge's haze or nothing. */
export const INK_ALPHA_MIN = 16;
/** A pixel whose red, green and blue are all at or above this is white: no ink on a CMYK print. */
export const WHITE_FROM = 250;
/** About this many pixels are read of a large image; a smaller one is read whole. */
export const OPAQUE_SAMPLES = 1 << 18;

/**
 * The fraction of an RGBA image's pixels that print: alpha at least INK_ALPHA_MIN and not white (red, green and
 * blue not all at least WHITE_FROM). Both count as empty, by choice: a design on a transparent canvas with almost
 * all alpha 0 (a template drawn without its images), and a fully opaque white canvas (the same saved as JPEG, or
 * with a white background and nothing on it), which a CMYK print leaves unprinted. The cost of that choice: a
 * design drawn in pure white alone (white ink on a dark case) reads as almost empty too; the check only warns.
 *
 * Large images are sampled: the pixels, in memory order, are taken in blocks of step (sampleStep, or by default
 * the step that reads about OPAQUE_SAMPLES of them; 1 reads all) and one pixel at a pseudo-random place in each
 * block is read. That is stratified sampling: every band of rows is read in proportion to its size, yet unlike a
 * regular grid (every step-th row and column) a design of stripes or dots at a multiple of the grid's pitch is not
 * read as all ink or none. The places come from a fixed sequence, so a file always gets the same answer; with
 * about 260,000 pixels read, a design covering 1 % is measured to within a few hundredths of a percent. An empty
 * array is empty (0).
 */
export function opaqueFraction(rgba: Uint8ClampedArray, sampleStep?: number): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  const step = Math.max(1, Math.floor(sampleStep ?? Math.ceil(pixels / OPAQUE_SAMPLES)));
  let state = 0x9e3779b9;
  let inked = 0;
  let read = 0;
  for (let block = 0; block < pixels; block += step) {
    // xorshift32: a cheap fixed sequence of places within each block.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const offset = 4 * (block + ((state >>> 0) % Math.min(step, pixels - block)));
    read++;
    if (rgba[offset + 3]! < INK_ALPHA_MIN) continue;
    if (rgba[offset]! >= WHITE_FROM && rgba[offset + 1]! >= WHITE_FROM && rgba[offset + 2]! >= WHITE_FROM) continue;
    inked++;
  }
  return inked / read;
}

/**
 * A phone model's print size (打印尺寸): the width × height in millimetres that the print file's whole canvas
 * takes on the case, what a layout on a printer's jig places each design at. The spec's API has no field
 * for it (an extension, ROUTES.md "Print sizes"). The rule is checked by the model form, the batch dialog
 * and the dev API alike, with these texts. Free of valibot: the catalogue's texts load with the first screen.
 */

/** The largest side taken: a UV flatbed's bed is about 400 mm across, and no case comes near it. */
export const PRINT_SIZE_MAX_MM = 400;

/** Sides are kept to 0.1 mm: finer than a cutter or a jig's pocket holds, coarse enough to type. */
export const PRINT_SIZE_DECIMALS = 1;

/**
 * Written here, not inferred from PhoneModelPrintSizeSchema: this file stays free of valibot, and catalogue.ts,
 * which holds the schema, reads its sides with readPrintSize, so a type import back would close a circle.
 * catalogue.ts pins the schema's output to it.
 */
export interface PrintSize {
  widthMm: number;
  heightMm: number;
}

export const PRINT_WIDTH = '打印宽度';
export const PRINT_HEIGHT = '打印高度';
type Side = typeof PRINT_WIDTH | typeof PRINT_HEIGHT;

/** The refusals, in the order they are checked (printSideProblem). */
export const PRINT_SIZE_TEXTS = {
  required: (side: Side) => `请填写${side}`,
  notNumber: (side: Side) => `${side}必须是数字`,
  negative: (side: Side) => `${side}不能为负数`,
  zero: (side: Side) => `${side}必须大于0`,
  tooLarge: (side: Side) => `${side}不能超过${PRINT_SIZE_MAX_MM}毫米`,
  tooPrecise: (side: Side) => `${side}最多保留${PRINT_SIZE_DECIMALS}位小数`,
} as const;

/** A decimal as typed: digits with at most one point, a sign allowed (so a negative is told as one). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The number a side was given as: a number, or the text of one (full-width digits and point read as the
 * ASCII ones an IME would have typed); undefined for anything else, NaN for a text that is no number.
 */
export function readPrintSide(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.normalize('NFKC').trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.normalize('NFKC').trim() === '');

/** The first rule a side breaks, in PRINT_SIZE_TEXTS's order; undefined when it is a size to keep. */
export function printSideProblem(value: unknown, side: Side): string | undefined {
  if (isEmpty(value)) return PRINT_SIZE_TEXTS.required(side);
  const mm = readPrintSide(value);
  if (mm === undefined || !Number.isFinite(mm)) return PRINT_SIZE_TEXTS.notNumber(side);
  if (mm < 0) return PRINT_SIZE_TEXTS.negative(side);
  if (mm === 0) return PRINT_SIZE_TEXTS.zero(side);
  if (mm > PRINT_SIZE_MAX_MM) return PRINT_SIZE_TEXTS.tooLarge(side);
  const scaled = mm * 10 ** PRINT_SIZE_DECIMALS;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return PRINT_SIZE_TEXTS.tooPrecise(side);
  // Within the float tolerance of 0.0 (1e-7, 5e-324): kept to its 0.1 mm that is no size at all.
  if (Math.round(scaled) === 0) return PRINT_SIZE_TEXTS.zero(side);
  return undefined;
}

/** The size two sides make, or the first refusal (the width's before the height's). */
export function readPrintSize(width: unknown, height: unknown): { size: PrintSize } | { problem: string } {
  const problem = printSideProblem(width, PRINT_WIDTH) ?? printSideProblem(height, PRINT_HEIGHT);
  if (problem) return { problem };
  return { size: { widthMm: roundSide(readPrintSide(width)!), heightMm: roundSide(readPrintSide(height)!) } };
}

/** 78.50000001 from a float's sum is 78.5: a size is kept to its 0.1 mm. */
const roundSide = (mm: number) => Math.round(mm * 10 ** PRINT_SIZE_DECIMALS) / 10 ** PRINT_SIZE_DECIMALS;

/** 78 × 156 mm, as the model list and the forms show it. */
export const formatPrintSize = (size: PrintSize): string => `${size.widthMm} × ${size.heightMm} mm`;

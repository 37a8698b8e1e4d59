/**
 * The print area of a wireframe: margins in pixels of the background image, left, right, top, bottom
 * (spec 1 §3). The rules are spec 1 §5.
 */
import type { PrintArea } from '../../contract/catalogue';
import { MSG } from '../messages';

export type PrintAreaMargin = keyof PrintArea;
export type PrintAreaFields = Record<PrintAreaMargin, string | number | null | undefined>;

export type PrintAreaResult =
  | { ok: true; value: PrintArea | null }
  | { ok: false; error: string; margin: PrintAreaMargin };

/** The texts live in messages.ts; this names the ones print-area rules use. */
export const PRINT_AREA_TEXT = {
  notInteger: MSG.catalogue.printAreaNotInteger,
  negative: MSG.catalogue.printAreaNegative,
  tooWide: MSG.catalogue.printAreaTooWide,
  tooTall: MSG.catalogue.printAreaTooTall,
  pasted: MSG.catalogue.pasted,
  notSet: MSG.catalogue.printAreaNotSet,
} as const;

/** The order of spec 1 §3 and of a pasted a,b,c,d (spec 1 §5). */
export const PRINT_AREA_MARGINS: readonly PrintAreaMargin[] = ['left', 'right', 'top', 'bottom'];

const LABELS: Record<PrintAreaMargin, string> = {
  left: MSG.catalogue.printAreaLeft,
  right: MSG.catalogue.printAreaRight,
  top: MSG.catalogue.printAreaTop,
  bottom: MSG.catalogue.printAreaBottom,
};
const DIGITS = /^\d+$/;

/**
 * Spec 1 §5: margins are integers; if any is set the empty ones become 0; if all are empty the print
 * area is sent as null. A margin is a pixel count, so a negative one is refused with its own text.
 */
export function normalizePrintArea(fields: PrintAreaFields): PrintAreaResult {
  const value: PrintArea = { left: 0, right: 0, top: 0, bottom: 0 };
  let anySet = false;
  for (const margin of PRINT_AREA_MARGINS) {
    const raw = fields[margin];
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) continue;
    const pixels = readMargin(raw);
    if (pixels === null) {
      const negative = Number(typeof raw === 'string' ? raw.trim() : raw) < 0;
      return { ok: false, error: negative ? PRINT_AREA_TEXT.negative : PRINT_AREA_TEXT.notInteger, margin };
    }
    value[margin] = pixels;
    anySet = true;
  }
  return { ok: true, value: anySet ? value : null };
}

function readMargin(raw: string | number): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  const text = raw.trim();
  if (!DIGITS.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** Spec 1 §5: left+right within the background width, top+bottom within its height (equal is fine). */
export function checkPrintAreaBounds(area: PrintArea | null, width: number, height: number): string | null {
  if (!area) return null;
  if (area.left + area.right > width) return PRINT_AREA_TEXT.tooWide;
  if (area.top + area.bottom > height) return PRINT_AREA_TEXT.tooTall;
  return null;
}

/**
 * Spec 1 §5: pasting `a,b,c,d` fills left, right, top, bottom. Merchants type on Chinese keyboards, so
 * the full-width comma counts too, and spaces around the numbers (or spaces alone between them) are
 * allowed. Anything but exactly four non-negative integers gives null.
 */
export function parsePastedPrintArea(text: string): PrintArea | null {
  const parts = text.trim().split(/\s*[,，]\s*|\s+/);
  if (parts.length !== 4 || !parts.every((part) => DIGITS.test(part))) return null;
  const [left, right, top, bottom] = parts.map(Number) as [number, number, number, number];
  if (![left, right, top, bottom].every(Number.isSafeInteger)) return null;
  return { left, right, top, bottom };
}

/** The wireframe table's cell: `左 10 右 10 上 20 下 20`, or 未设置. */
export function formatPrintArea(area: PrintArea | null | undefined): string {
  if (!area) return PRINT_AREA_TEXT.notSet;
  return PRINT_AREA_MARGINS.map((margin) => `${LABELS[margin]} ${area[margin]}`).join(' ');
}

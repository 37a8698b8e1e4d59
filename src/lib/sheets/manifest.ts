/**
 * A layout's manifest (spec §3): `manifest.json` ({ placements, notPlaced }) and `manifest.csv`, a row per
 * placed design with the spec's columns, in that order. Lengths are the design's box without bleed from
 * the page's top-left corner; `sheet` and `slot` count from 1; numbers have at most 2 decimals.
 *
 * The CSV is for the merchant's spreadsheet: UTF-8 with a BOM (without it Excel reads Chinese as the
 * local code page), RFC 4180 quoting with CRLF line ends, and a text cell that starts with = + - @ (or a
 * tab or carriage return) prefixed with ' so that a buyer's text can't run as a formula.
 */
import { MSG } from '../../messages';
import type { DesignCheck, Layout, NotPlacedReason, SheetItem } from './types';

/** What the layout does not know of a print file: its pixels, its hash and its check. */
export interface ItemFacts {
  widthPx: number;
  heightPx: number;
  /** Hex SHA-256 of the print file's bytes as served (sha256Hex). */
  sha256: string;
  check: DesignCheck;
}

export const MANIFEST_COLUMNS = [
  'sheet',
  'slot',
  'xMm',
  'yMm',
  'wMm',
  'hMm',
  'rotation',
  'mirror',
  'bleedMm',
  'orderOriginalId',
  'orderItemId',
  'copy',
  'copies',
  'model',
  'material',
  'color',
  'printWidthPx',
  'printHeightPx',
  'effectiveDpi',
  'sha256',
  'check',
] as const;

export interface ManifestPlacement {
  sheet: number;
  slot: number;
  xMm: number;
  yMm: number;
  wMm: number;
  hMm: number;
  rotation: number;
  mirror: boolean;
  bleedMm: number;
  orderOriginalId: string;
  orderItemId: string;
  copy: number;
  copies: number;
  model: string;
  material: string;
  color: string;
  printWidthPx: number | null;
  printHeightPx: number | null;
  effectiveDpi: number | null;
  sha256: string | null;
  check: { level: DesignCheck['level']; text: string } | null;
}

export interface ManifestNotPlaced {
  orderOriginalId: string;
  orderItemId: string;
  model: string;
  material: string;
  color: string;
  copies: number;
  reason: NotPlacedReason;
  /** The reason in Chinese. */
  reasonText: string;
}

export interface Manifest {
  placements: ManifestPlacement[];
  notPlaced: ManifestNotPlaced[];
}

const TEXT = MSG.manifest;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The manifest of `layout`, with each placed item's facts (null fields where `facts` has none). */
export function manifest(layout: Layout, facts: (item: SheetItem) => ItemFacts | undefined): Manifest {
  const placements: ManifestPlacement[] = [];
  for (const sheet of layout.sheets) {
    for (const p of [...sheet.placements].sort((a, b) => a.slot - b.slot)) {
      const known = facts(p.item);
      placements.push({
        sheet: sheet.number,
        slot: p.slot,
        xMm: round2(p.box.xMm),
        yMm: round2(p.box.yMm),
        wMm: round2(p.box.widthMm),
        hMm: round2(p.box.heightMm),
        rotation: p.rotation,
        mirror: p.mirror,
        bleedMm: round2(p.bleedMm),
        orderOriginalId: p.item.orderOriginalId,
        orderItemId: p.item.orderItemId,
        copy: p.copy,
        copies: p.item.copies,
        model: p.item.phoneModelName,
        material: p.item.materialName,
        color: p.item.colorName,
        printWidthPx: known ? known.widthPx : null,
        printHeightPx: known ? known.heightPx : null,
        effectiveDpi: known ? round2(known.check.effectiveDpi) : null,
        sha256: known ? known.sha256 : null,
        check: known ? { level: known.check.level, text: known.check.text } : null,
      });
    }
  }
  const notPlaced = layout.notPlaced.map(({ item, copies, reason }) => ({
    orderOriginalId: item.orderOriginalId,
    orderItemId: item.orderItemId,
    model: item.phoneModelName,
    material: item.materialName,
    color: item.colorName,
    copies,
    reason,
    reasonText: TEXT.notPlaced[reason],
  }));
  return { placements, notPlaced };
}

/** manifest.json's text. */
export const manifestJson = (value: Manifest): string => `${JSON.stringify(value, null, 2)}\n`;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text guarded against formulas, then quoted where RFC 4180 needs it. */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(round2(value));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** manifest.csv's bytes: BOM, header row, a row per placed design, CRLF after each. */
export function manifestCsv(value: Manifest): Uint8Array<ArrayBuffer> {
  const lines = [MANIFEST_COLUMNS.join(',')];
  for (const row of value.placements) {
    lines.push(
      MANIFEST_COLUMNS.map((column) => {
        if (column !== 'check') return cell(row[column]);
        return cell(row.check ? `${TEXT.level[row.check.level]} ${row.check.text}` : null);
      }).join(','),
    );
  }
  const body = new TextEncoder().encode(lines.map((line) => `${line}\r\n`).join(''));
  const bytes = new Uint8Array(3 + body.byteLength);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}

/** Hex SHA-256 of a print file's bytes, with the platform's own digest (browser and Node alike). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

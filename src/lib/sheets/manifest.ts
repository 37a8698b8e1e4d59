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
import { itemCopy } from './placement';
import type { DesignCheck, NotPlaced, NotPlacedReason, Placement } from './types';

/** One placed design with what the layout does not know of its print file. */
export interface ManifestDesign {
  /** The sheet's number (from 1). */
  sheet: number;
  placement: Placement;
  /** The print file as served: its pixels, and the hex SHA-256 of its bytes. */
  file: { widthPx: number; heightPx: number; sha256: string };
  /** Its check, once the file was read. */
  check: DesignCheck | null;
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

const TEXT = MSG.manifest;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The rows of the placed designs, by sheet then slot. */
function placementRows(designs: readonly ManifestDesign[]): ManifestPlacement[] {
  const sorted = [...designs].sort((a, b) => a.sheet - b.sheet || a.placement.slot - b.placement.slot);
  return sorted.map(({ sheet, placement: p, file, check }) => ({
    sheet,
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
    copy: itemCopy(p).copy,
    copies: itemCopy(p).copies,
    model: p.item.phoneModelName,
    material: p.item.materialName,
    color: p.item.colorName,
    printWidthPx: file.widthPx,
    printHeightPx: file.heightPx,
    effectiveDpi: check ? round2(check.effectiveDpi) : null,
    sha256: file.sha256,
    check: check ? { level: check.level, text: check.text } : null,
  }));
}

/** manifest.json's text: `{ "placements": [...], "notPlaced": [...] }`. */
export function manifestJson(designs: readonly ManifestDesign[], notPlaced: readonly NotPlaced[]): string {
  const unplaced: ManifestNotPlaced[] = notPlaced.map(({ item, copies, reason }) => ({
    orderOriginalId: item.orderOriginalId,
    orderItemId: item.orderItemId,
    model: item.phoneModelName,
    material: item.materialName,
    color: item.colorName,
    copies,
    reason,
    reasonText: TEXT.notPlaced[reason],
  }));
  return `${JSON.stringify({ placements: placementRows(designs), notPlaced: unplaced }, null, 2)}\n`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: text guarded against formulas, then quoted where RFC 4180 needs it. */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(round2(value));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** manifest.csv's text: a BOM (U+FEFF, EF BB BF in UTF-8), the header row, a row per placed design, CRLF after each. */
export function manifestCsv(designs: readonly ManifestDesign[]): string {
  const lines = [MANIFEST_COLUMNS.join(',')];
  for (const row of placementRows(designs)) {
    lines.push(
      MANIFEST_COLUMNS.map((column) => {
        if (column !== 'check') return cell(row[column]);
        return cell(row.check ? `${TEXT.level[row.check.level]} ${row.check.text}` : null);
      }).join(','),
    );
  }
  return `\ufeff${lines.map((line) => `${line}\r\n`).join('')}`;
}

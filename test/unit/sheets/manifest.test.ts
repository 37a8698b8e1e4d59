import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { manifestCsv, manifestJson, type ManifestDesign } from '../../../src/lib/sheets/manifest';
import type { DesignCheck, NotPlaced, SheetItem } from '../../../src/lib/sheets/types';
import { a3Sheet, sheetItem } from '../../support/sheetFixtures';

/** The CSV as Python's csv module reads it (utf-8-sig: the BOM is taken off, as Excel does). */
function pythonRows(csv: Uint8Array): string[][] {
  const script = 'import csv, io, json, sys\nprint(json.dumps(list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8-sig", newline="")))))';
  const run = spawnSync('python3', ['-c', script], { input: csv, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as string[][];
}

const SPEC_COLUMNS = 'sheet,slot,xMm,yMm,wMm,hMm,rotation,mirror,bleedMm,orderOriginalId,orderItemId,copy,copies,model,material,color,printWidthPx,printHeightPx,effectiveDpi,sha256,check';

describe('manifest', () => {
  const tricky = sheetItem('t', {
    orderOriginalId: '=HYPERLINK("http://x","点我")',
    orderItemId: '-42',
    phoneModelName: '@iPhone, 15 "Pro"',
    materialName: '+硅胶',
    colorName: '透明\n磨砂',
    copies: 2,
  });
  const plain = sheetItem('p', { orderOriginalId: '3612345678901234567', orderItemId: '88001' });
  const sheet = a3Sheet([{ item: tricky, copy: 1, bleedMm: 1.5 }, { item: tricky, copy: 2, mirror: true }, { item: plain, rotation: 180 }]);
  sheet.placements[0]!.box.xMm = 18.333333;
  const notPlaced: NotPlaced[] = [{ item: sheetItem('n', { orderOriginalId: 'O-9', printSize: null }), copies: 1, reason: 'noPrintSize' }];
  const file = (item: SheetItem) => (item.key === 'p' ? { widthPx: 980, heightPx: 1984, sha256: 'ab'.repeat(32) } : { widthPx: 500, heightPx: 1000, sha256: 'cd'.repeat(32) });
  const check = (item: SheetItem): DesignCheck =>
    item.key === 'p' ? { level: 'green', effectiveDpi: 319.1234, text: '319 dpi' } : { level: 'red', effectiveDpi: 162.8205, text: '163 dpi，会模糊' };
  // Handed over in another order than sheet and slot: the manifest sorts them.
  const designs: ManifestDesign[] = [...sheet.placements].reverse().map((placement) => ({ sheet: 1, placement, file: file(placement.item), check: check(placement.item) }));

  it('writes the spec’s columns, a row per placed design, readable by a real CSV reader, with formulas defused', () => {
    const csv = new TextEncoder().encode(manifestCsv(designs));
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(csv.subarray(3));
    expect(text.startsWith(`${SPEC_COLUMNS}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);

    const [header, ...rows] = pythonRows(csv);
    expect(header!.join(',')).toBe(SPEC_COLUMNS);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      '1', '1', '18.33', '32', '78', '156', '0', 'false', '1.5',
      `'=HYPERLINK("http://x","点我")`, "'-42", '1', '2', `'@iPhone, 15 "Pro"`, "'+硅胶", '透明\n磨砂',
      '500', '1000', '162.82', 'cd'.repeat(32), '红 163 dpi，会模糊',
    ]);
    expect(rows[1]!.slice(0, 13)).toEqual(['1', '2', '113', '32', '78', '156', '0', 'true', '0', `'=HYPERLINK("http://x","点我")`, "'-42", '2', '2']);
    expect(rows[2]!.slice(6, 12)).toEqual(['180', 'false', '0', '3612345678901234567', '88001', '1']);
    expect(rows[2]!.slice(16)).toEqual(['980', '1984', '319.12', 'ab'.repeat(32), '绿 319 dpi']);
  });

  it('writes the JSON with the same placements and what was not placed, and why', () => {
    const json = JSON.parse(manifestJson(designs, notPlaced)) as { placements: Record<string, unknown>[]; notPlaced: Record<string, unknown>[] };
    expect(Object.keys(json)).toEqual(['placements', 'notPlaced']);
    expect(Object.keys(json.placements[0]!).join(',')).toBe(SPEC_COLUMNS);
    expect(json.placements[0]).toMatchObject({ sheet: 1, slot: 1, xMm: 18.33, orderOriginalId: '=HYPERLINK("http://x","点我")', check: { level: 'red', text: '163 dpi，会模糊' } });
    expect(json.notPlaced).toEqual([
      { orderOriginalId: 'O-9', orderItemId: 'I-n', model: 'iPhone 15', material: '硅胶', color: '透明', copies: 1, reason: 'noPrintSize', reasonText: '机型未设置打印尺寸' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PrintArea } from '../../../contract/catalogue';
import {
  checkPrintAreaBounds,
  formatPrintArea,
  normalizePrintArea,
  parsePastedPrintArea,
  type PrintAreaFields,
  type PrintAreaResult,
} from '../../../src/lib/printArea';

const area = (left: number, right: number, top: number, bottom: number): PrintArea => ({ left, right, top, bottom });
const fields = (left: unknown, right: unknown, top: unknown, bottom: unknown) => ({ left, right, top, bottom }) as PrintAreaFields;
const notInteger = (margin: keyof PrintArea): PrintAreaResult => ({ ok: false, error: '打印区域必须为整数', margin });

describe('normalizePrintArea (spec 1 §5)', () => {
  const cases: [string, PrintAreaFields, PrintAreaResult][] = [
    ['sends null when every margin is empty', fields(null, undefined, '', '  '), { ok: true, value: null }],
    ['fills the empty margins with 0 when one is set', fields(10, null, '', undefined), { ok: true, value: area(10, 0, 0, 0) }],
    ['keeps four set margins', fields(10, 10, 20, 20), { ok: true, value: area(10, 10, 20, 20) }],
    ['reads margins typed as text', fields('10', ' 12 ', '0', '3'), { ok: true, value: area(10, 12, 0, 3) }],
    ['counts a 0 as set', fields(0, null, null, null), { ok: true, value: area(0, 0, 0, 0) }],
    ['refuses a fraction', fields(10.5, 0, 0, 0), notInteger('left')],
    ['refuses a fraction typed as text', fields(0, '1.5', 0, 0), notInteger('right')],
    ['refuses a negative margin', fields(0, 0, -1, 0), { ok: false, error: '打印区域不能为负数', margin: 'top' }],
    ['refuses a negative margin typed as text', fields(0, 0, 0, '-3'), { ok: false, error: '打印区域不能为负数', margin: 'bottom' }],
    ['refuses letters', fields('1O', 0, 0, 0), notInteger('left')],
    ['refuses NaN', fields(Number.NaN, 0, 0, 0), notInteger('left')],
    ['refuses a number too large to be exact', fields(2 ** 60, 0, 0, 0), notInteger('left')],
  ];
  it.each(cases)('%s', (_label, input, expected) => {
    expect(normalizePrintArea(input)).toEqual(expected);
  });
});

describe('checkPrintAreaBounds (spec 1 §5)', () => {
  const cases: [string, PrintArea | null, string | null][] = [
    ['accepts margins inside the background', area(10, 10, 20, 20), null],
    ['accepts left+right equal to the width', area(250, 250, 0, 0), null],
    ['refuses left+right over the width', area(250, 251, 0, 0), '打印区域不能超过背景图宽度'],
    ['accepts top+bottom equal to the height', area(0, 0, 522, 522), null],
    ['refuses top+bottom over the height', area(0, 0, 522, 523), '打印区域不能超过背景图高度'],
    ['reports the width first when both are over', area(500, 1, 1044, 1), '打印区域不能超过背景图宽度'],
    ['accepts no print area', null, null],
  ];
  it.each(cases)('%s', (_label, printArea, expected) => {
    expect(checkPrintAreaBounds(printArea, 500, 1044)).toBe(expected);
  });
});

describe('parsePastedPrintArea (spec 1 §5: a,b,c,d fills left, right, top, bottom)', () => {
  const cases: [string, string, PrintArea | null][] = [
    ['reads a,b,c,d', '10,20,30,40', area(10, 20, 30, 40)],
    ['reads Chinese commas', '10，20，30，40', area(10, 20, 30, 40)],
    ['reads mixed commas with spaces around them', ' 10 , 20，30 ,40 ', area(10, 20, 30, 40)],
    ['reads numbers separated by spaces alone', '10 20 30 40', area(10, 20, 30, 40)],
    ['reads zeros', '0,0,0,0', area(0, 0, 0, 0)],
    ['refuses three numbers', '10,20,30', null],
    ['refuses five numbers', '10,20,30,40,50', null],
    ['refuses an empty part', '10,,30,40', null],
    ['refuses a fraction', '10,20.5,30,40', null],
    ['refuses a negative number', '10,-20,30,40', null],
    ['refuses other text', '左10右20上30下40', null],
    ['refuses an empty paste', '', null],
  ];
  it.each(cases)('%s', (_label, text, expected) => {
    expect(parsePastedPrintArea(text)).toEqual(expected);
  });
});

describe('formatPrintArea', () => {
  it('shows the margins in the table’s order', () => {
    expect(formatPrintArea(area(10, 10, 20, 20))).toBe('左 10 右 10 上 20 下 20');
  });
  it('shows 未设置 without a print area', () => {
    expect(formatPrintArea(null)).toBe('未设置');
    expect(formatPrintArea(undefined)).toBe('未设置');
  });
});

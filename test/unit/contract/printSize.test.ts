import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PrintSizeBodySchema } from '../../../contract/catalogue';
import { formatPrintSize, PRINT_HEIGHT, PRINT_SIZE_MAX_MM, PRINT_SIZE_TEXTS, PRINT_WIDTH, readPrintSize, printSideProblem } from '../../../contract/printSize';

describe('the print size rule', () => {
  it.each([
    ['78', undefined],
    [78.5, undefined],
    [' 0.1 ', undefined],
    [String(PRINT_SIZE_MAX_MM), undefined],
    ['７８．５', undefined],
    ['78.50', undefined],
    ['', '请填写打印宽度'],
    ['   ', '请填写打印宽度'],
    [null, '请填写打印宽度'],
    [undefined, '请填写打印宽度'],
    ['abc', '打印宽度必须是数字'],
    ['78mm', '打印宽度必须是数字'],
    ['1e2', '打印宽度必须是数字'],
    ['0x4e', '打印宽度必须是数字'],
    [Number.NaN, '打印宽度必须是数字'],
    [Number.POSITIVE_INFINITY, '打印宽度必须是数字'],
    [true, '打印宽度必须是数字'],
    ['-1', '打印宽度不能为负数'],
    [-0.5, '打印宽度不能为负数'],
    ['0', '打印宽度必须大于0'],
    ['0.0', '打印宽度必须大于0'],
    ['0.0000001', '打印宽度必须大于0'],
    [1e-7, '打印宽度必须大于0'],
    [5e-324, '打印宽度必须大于0'],
    ['400.1', PRINT_SIZE_TEXTS.tooLarge(PRINT_WIDTH)],
    [401, PRINT_SIZE_TEXTS.tooLarge(PRINT_WIDTH)],
    ['78.25', '打印宽度最多保留1位小数'],
    [0.05, '打印宽度最多保留1位小数'],
  ])('reads %j as %s', (value, problem) => {
    expect(printSideProblem(value, PRINT_WIDTH)).toBe(problem);
  });

  it('names the side refused, the width first', () => {
    expect(printSideProblem('0', PRINT_HEIGHT)).toBe('打印高度必须大于0');
    expect(readPrintSize('abc', '0')).toEqual({ problem: '打印宽度必须是数字' });
    expect(readPrintSize('78', '0')).toEqual({ problem: '打印高度必须大于0' });
  });

  it('gives the size in numbers kept to 0.1 mm, and shows it as 宽 × 高 mm', () => {
    const read = readPrintSize('７８．５', 0.1 + 0.2 + 156.7);
    expect(read).toEqual({ size: { widthMm: 78.5, heightMm: 157 } });
    expect(formatPrintSize({ widthMm: 78.5, heightMm: 157 })).toBe('78.5 × 157 mm');
  });

  it('is the body schema’s rule, the width’s refusal before the height’s', () => {
    const parse = (printSize: unknown) => v.safeParse(PrintSizeBodySchema, { phoneModelIds: ['7'], printSize }, { abortEarly: true });
    expect(parse({ widthMm: -1, heightMm: 'x' }).issues?.[0]?.message).toBe('打印宽度不能为负数');
    expect(parse({ widthMm: '78', heightMm: 156 }).output).toEqual({ phoneModelIds: ['7'], printSize: { widthMm: 78, heightMm: 156 } });
    expect(parse(null).output).toEqual({ phoneModelIds: ['7'], printSize: null });
  });
});

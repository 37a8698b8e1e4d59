// The rules a jig keeps (contract/jigs.ts), as the dev API reads a body: the first rule broken answers, in
// Chinese, naming the slots where slots are at fault.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BLEED_RULE, DPI_RULE, JigBodySchema, numberProblem, slotsProblem } from '../../../contract/jigs';
import type { JigFields, JigSlot } from '../../../contract/jigTypes';
import { gridSlots } from '../../../src/lib/sheets/jigGrid';
import { JIG_NAME_LIMIT } from '../../../contract/names';

const GRID = { columns: 3, rows: 2, offsetXMm: 12, offsetYMm: 20, pitchXMm: 95, pitchYMm: 195, slotWidthMm: 90, slotHeightMm: 180 };
const A3: JigFields = {
  name: 'A3 六格治具',
  kind: 'grid',
  widthMm: 297,
  heightMm: 420,
  grid: GRID,
  slots: gridSlots(GRID),
  svgFileName: null,
  film: null,
  bleedMm: 0,
  dpi: 300,
  cutLines: true,
};

function problem(body: unknown): string | undefined {
  const result = v.safeParse(JigBodySchema, body, { abortEarly: true });
  return result.success ? undefined : result.issues[0].message;
}

const box = (number: number, xMm: number, yMm: number, widthMm = 10, heightMm = 10): JigSlot => ({ number, xMm, yMm, widthMm, heightMm, phoneModelIds: [], rotation: 0, mirror: false });

describe('JigBodySchema', () => {
  it('takes the seeded A3 jig as it is', () => {
    const result = v.safeParse(JigBodySchema, A3);
    expect(result.success && result.output).toEqual(A3);
  });

  it('answers the name first, under the names rule', () => {
    expect(problem({ ...A3, name: '  ' })).toBe('请填写治具名称');
    expect(problem({ ...A3, name: '治'.repeat(31) })).toBe(JIG_NAME_LIMIT.tooLong);
    expect(problem({ ...A3, name: 'A3\u202e' })).toBe('名称不能包含改变文字方向的控制字符');
  });

  it('refuses a size of nothing, below or at zero, past the bed maximum, or finer than 0.1 mm, in the kind’s words', () => {
    expect(problem({ ...A3, widthMm: undefined })).toBe('请填写治具宽度');
    expect(problem({ ...A3, widthMm: '297' })).toBe('治具宽度必须是数字');
    expect(problem({ ...A3, widthMm: 0 })).toBe('治具宽度必须大于0');
    expect(problem({ ...A3, heightMm: 3000.5 })).toBe('治具高度不能超过3000毫米');
    expect(problem({ ...A3, heightMm: 420.25 })).toBe('治具高度最多保留1位小数');
    expect(problem({ ...A3, kind: 'film', grid: null, slots: [], film: { marginMm: 5, gapMm: 3, allowTurn: true }, heightMm: -1 })).toBe('胶片最大长度必须大于0');
  });

  it('holds bleed to 0–10 mm and resolution to whole dpi from 150 to 1440', () => {
    expect(problem({ ...A3, bleedMm: -0.5 })).toBe('出血不能为负数');
    expect(problem({ ...A3, bleedMm: 10.5 })).toBe('出血不能超过10毫米');
    expect(problem({ ...A3, dpi: 149 })).toBe('分辨率不能小于150dpi');
    expect(problem({ ...A3, dpi: 1441 })).toBe('分辨率不能超过1440dpi');
    expect(problem({ ...A3, dpi: 300.5 })).toBe('分辨率必须是整数');
    expect(numberProblem(1.5, BLEED_RULE)).toBeUndefined();
    expect(numberProblem(0, BLEED_RULE)).toBeUndefined();
    expect(numberProblem(1440, DPI_RULE)).toBeUndefined();
  });

  it('checks the grid: whole counts from 1, offsets from 0, a pitch no smaller than the slot', () => {
    expect(problem({ ...A3, grid: { ...GRID, columns: 0 } })).toBe('列数不能小于1');
    expect(problem({ ...A3, grid: { ...GRID, rows: 1.5 } })).toBe('行数必须是整数');
    expect(problem({ ...A3, grid: { ...GRID, offsetXMm: -1 } })).toBe('首个槽位左边距不能为负数');
    expect(problem({ ...A3, grid: { ...GRID, slotWidthMm: 0 } })).toBe('槽位宽度必须大于0');
    expect(problem({ ...A3, grid: { ...GRID, pitchXMm: 85 } })).toBe('横向间距不能小于槽位宽度，否则相邻槽位会重叠');
    expect(problem({ ...A3, grid: { ...GRID, pitchYMm: 170 } })).toBe('纵向间距不能小于槽位高度，否则相邻槽位会重叠');
    expect(problem({ ...A3, grid: null })).toBe('请填写网格的行列、边距、间距和槽位尺寸');
  });

  it('refuses slots that leave the bed or overlap, naming them', () => {
    const off = { ...GRID, offsetXMm: 20 };
    expect(problem({ ...A3, grid: off, slots: gridSlots(off) })).toBe('槽位3超出治具范围');
    expect(problem({ ...A3, kind: 'svg', grid: null, slots: [box(1, 0, 0), box(2, 20, 0), box(3, 40, 0), box(4, 45, 5)] })).toBe('槽位3与槽位4重叠');
    expect(problem({ ...A3, kind: 'svg', grid: null, slots: [] })).toBe('至少需要一个槽位');
    expect(problem({ ...A3, kind: 'svg', grid: null, slots: [box(2, 0, 0)] })).toBe('槽位必须从1开始依次编号');
    expect(problem({ ...A3, slots: A3.slots.map((slot, i) => (i === 1 ? { ...slot, rotation: 45 } : slot)) })).toBe('旋转角度只能是0、90、180或270度');
    expect(problem({ ...A3, kind: 'svg', grid: null, slots: [{ ...box(1, 0, 0), outline: 'M0 0<script>' }] })).toBe('槽位轮廓必须是 SVG 路径数据');
  });

  it('lets slots touch along an edge, and a computed box within a hundredth of the bed', () => {
    expect(slotsProblem([box(1, 0, 0), box(2, 10, 0), box(3, 0, 10)], 20, 20)).toBeUndefined();
    expect(slotsProblem([box(1, 10.004, 0)], 20, 20)).toBeUndefined();
    expect(slotsProblem([box(1, 11, 0)], 20, 20)).toBe('槽位1超出治具范围');
  });

  it('checks a film sheet: margin and gap from 0, room left inside the margin, no slots', () => {
    const film = { ...A3, kind: 'film', grid: null, slots: [], film: { marginMm: 5, gapMm: 3, allowTurn: true }, widthMm: 600, heightMm: 1000 };
    expect(problem(film)).toBeUndefined();
    expect(problem({ ...film, film: { marginMm: -1, gapMm: 3, allowTurn: true } })).toBe('边距不能为负数');
    expect(problem({ ...film, film: { marginMm: 5, gapMm: 101, allowTurn: true } })).toBe('间距不能超过100毫米');
    expect(problem({ ...film, widthMm: 10 })).toBe('边距过大，胶片上没有可以排版的地方');
    expect(problem({ ...film, slots: [box(1, 0, 0)] })).toBe('胶片按设计自动排列，不使用槽位');
    expect(problem({ ...film, film: null })).toBe('请填写胶片的边距、间距和是否允许旋转');
  });
});

// @vitest-environment happy-dom
// A jig's slots read from an SVG (spec §1): closed shapes S1…Sn in mm from the viewBox and the root's units,
// transforms applied, the box and the outline kept; what is not such a file refused with its reason.
import { describe, expect, it } from 'vitest';
import { JIG_SVG_MAX_BYTES } from '../../../contract/jigs';
import { readJigSvg, readJigSvgFile, type JigSvgResult } from '../../../src/lib/sheets/jigSvg';
import { HOSTILE_SVGS, jigSvg, pocketsSvg } from '../../support/jigSvgs';

function read(svg: string): Extract<JigSvgResult, { ok: true }> {
  const result = readJigSvg(svg);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const reason = (svg: string) => {
  const result = readJigSvg(svg);
  return result.ok ? 'read' : result.reason;
};

const boxes = (svg: string) => read(svg).slots.map(({ number, xMm, yMm, widthMm, heightMm }) => [number, xMm, yMm, widthMm, heightMm]);

describe('readJigSvg: sizes in mm', () => {
  it('reads a 400 × 600 mm drawing of 8 rounded pockets, S1…S8, each its box and its rounded outline', () => {
    const result = read(pocketsSvg());
    expect([result.widthMm, result.heightMm]).toEqual([400, 600]);
    expect(result.slots.map((slot) => slot.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.slots[0]).toMatchObject({ xMm: 30, yMm: 20, widthMm: 150, heightMm: 120, phoneModelIds: [], rotation: 0, mirror: false });
    expect(result.slots[7]).toMatchObject({ xMm: 220, yMm: 455, widthMm: 150, heightMm: 120 });
    // Rounded: the outline starts after the corner's radius and curves.
    expect(result.slots[0]!.outline).toMatch(/^M38 20L172 20C/);
    expect(result.slots[0]!.outline).toMatch(/Z$/);
  });

  it('scales the viewBox onto the width and height, whatever their unit', () => {
    // A viewBox in tenths of a millimetre.
    expect(boxes(jigSvg('<rect id="S1" x="100" y="200" width="900" height="1800"/>', { width: '297mm', height: '420mm', viewBox: '0 0 2970 4200' }))).toEqual([[1, 10, 20, 90, 180]]);
    // Centimetres and inches.
    expect(read(jigSvg('<rect id="S1" width="10" height="10"/>', { width: '29.7cm', height: '42cm', viewBox: '0 0 297 420' }))).toMatchObject({ widthMm: 297, heightMm: 420 });
    expect(boxes(jigSvg('<rect id="S1" x="1" y="1" width="2" height="2"/>', { width: '10in', height: '10in', viewBox: '0 0 10 10' }))).toEqual([[1, 25.4, 25.4, 50.8, 50.8]]);
    // Points (72 per inch), as some programs write.
    expect(read(jigSvg('<rect id="S1" width="72" height="72"/>', { width: '72pt', height: '144pt', viewBox: '0 0 72 144' })).slots[0]).toMatchObject({ widthMm: 25.4, heightMm: 25.4 });
  });

  it('takes a length without a unit, and a viewBox without width and height, as CSS px (96 per inch)', () => {
    expect(read(jigSvg('<rect id="S1" width="96" height="96"/>', { width: '960', height: '960', viewBox: null }))).toMatchObject({ widthMm: 254, heightMm: 254 });
    expect(read(jigSvg('<rect id="S1" width="96" height="48"/>', { width: null, height: null, viewBox: '0 0 960 960' })).slots[0]).toMatchObject({ widthMm: 25.4, heightMm: 12.7 });
  });

  it('moves by a viewBox that does not start at 0', () => {
    expect(boxes(jigSvg('<rect id="S1" x="-90" y="-190" width="10" height="10"/>', { viewBox: '-100 -200 400 600' }))).toEqual([[1, 10, 10, 10, 10]]);
  });

  it('refuses a drawing whose size cannot be told in mm', () => {
    expect(reason(jigSvg('<rect id="S1" width="10" height="10"/>', { width: null, height: null, viewBox: null }))).toContain('没有宽高');
    expect(reason(jigSvg('<rect id="S1" width="10" height="10"/>', { width: '100%', height: '100%' }))).toContain('width 不是长度');
    expect(reason(jigSvg('<rect id="S1" width="10" height="10"/>', { width: '400mm', height: '600mm', viewBox: '0 0 400 300' }))).toContain('比例不一致');
    expect(reason(jigSvg('<rect id="S1" width="10" height="10"/>', { width: '4000mm', height: '600mm', viewBox: '0 0 4000 600' }))).toContain('4000 × 600 mm');
    expect(reason(jigSvg('<rect id="S1" width="10" height="10"/>', { viewBox: '0 0 0 600' }))).toContain('viewBox 无法读取');
  });
});

describe('readJigSvg: shapes and transforms', () => {
  it('reads circles, ellipses, polygons and closed paths by their boxes', () => {
    const svg = jigSvg(
      [
        '<circle id="S1" cx="50" cy="50" r="40"/>',
        '<ellipse id="S2" cx="200" cy="50" rx="60" ry="30"/>',
        '<polygon id="S3" points="10,200 90,200 90,380 10,380"/>',
        '<path id="S4" d="M200 200 h100 v150 h-100 z"/>',
        // An arc's box reaches past its end points: a half disc of radius 50 bulging down to y 550.
        '<path id="S5" d="M100 500 A50 50 0 0 0 200 500 Z"/>',
      ].join(''),
    );
    expect(boxes(svg)).toEqual([
      [1, 10, 10, 80, 80],
      [2, 140, 20, 120, 60],
      [3, 10, 200, 80, 180],
      [4, 200, 200, 100, 150],
      [5, 100, 500, 100, 50],
    ]);
  });

  it('applies a group’s and the shape’s transforms: translate, scale, matrix and rotate', () => {
    const svg = jigSvg(
      [
        '<g transform="translate(100 50)"><rect id="S1" x="0" y="0" width="20" height="30"/></g>',
        '<g transform="scale(2)"><rect id="S2" x="10" y="100" width="10" height="5" transform="translate(5 0)"/></g>',
        '<rect id="S3" x="0" y="0" width="10" height="10" transform="matrix(1 0 0 1 300 300)"/>',
        // A 20 × 40 pocket turned a quarter about its own centre lies 40 × 20.
        '<rect id="S4" x="100" y="400" width="20" height="40" transform="rotate(90 110 420)"/>',
      ].join(''),
    );
    expect(boxes(svg)).toEqual([
      [1, 100, 50, 20, 30],
      [2, 30, 200, 20, 10],
      [3, 300, 300, 10, 10],
      [4, 90, 410, 40, 20],
    ]);
  });

  it('keeps each outline in mm, the viewBox’s scale applied', () => {
    const [slot] = read(jigSvg('<path id="S1" d="M10 10 L30 10 L30 20 Z"/>', { width: '200mm', height: '300mm', viewBox: '0 0 400 600' })).slots;
    expect(slot!.outline).toBe('M5 5L15 5L15 10Z');
  });

  it('reads compact path data: implicit lines, relative moves, flags that touch, exponents', () => {
    expect(boxes(jigSvg('<path id="S1" d="m10,10 20,0 0,1e1-20,0z"/>'))).toEqual([[1, 10, 10, 20, 10]]);
    expect(boxes(jigSvg('<path id="S1" d="M0 0h10a5 5 0 015 5v5H0z"/>'))).toEqual([[1, 0, 0, 15, 10]]);
  });

  it('numbers the slots by their ids, not their order in the file, and ignores other ids', () => {
    const svg = jigSvg('<rect id="S2" x="100" width="10" height="10"/><rect id="frame" width="400" height="600"/><rect id="S1" width="10" height="10"/><rect id="s3" width="1" height="1"/>');
    expect(boxes(svg)).toEqual([
      [1, 0, 0, 10, 10],
      [2, 100, 0, 10, 10],
    ]);
  });

  it('does not read shapes that are only definitions', () => {
    expect(boxes(jigSvg('<defs><rect id="S2" width="5" height="5"/></defs><rect id="S1" width="10" height="10"/>'))).toEqual([[1, 0, 0, 10, 10]]);
  });
});

describe('readJigSvg: refusals', () => {
  it('refuses a file without S-shapes, saying how to draw one', () => {
    expect(reason(jigSvg('<rect id="pocket1" width="10" height="10"/>'))).toContain('SVG 中没有槽位');
  });

  it('refuses ids that skip or repeat, naming the id', () => {
    expect(reason(jigSvg('<rect id="S1" width="10" height="10"/><rect id="S3" x="20" width="10" height="10"/>'))).toBe('缺少槽位 S2：槽位的 id 必须从 S1 起依次编号，不能跳号');
    expect(reason(jigSvg('<rect id="S2" width="10" height="10"/>'))).toContain('缺少槽位 S1');
    expect(reason(jigSvg('<rect id="S1" width="10" height="10"/><circle id="S1" cx="50" cy="50" r="5"/>'))).toBe('S1 出现了不止一次，每个槽位的 id 只能用一次');
  });

  it('refuses an S-shape that is not closed, or not a shape', () => {
    expect(reason(jigSvg('<path id="S1" d="M0 0 L10 0 L10 10"/>'))).toContain('S1 不是闭合图形');
    expect(reason(jigSvg('<polyline id="S1" points="0,0 10,0 10,10"/>'))).toContain('S1 不是闭合图形');
    expect(reason(jigSvg('<g id="S1"><rect width="10" height="10"/></g>'))).toContain('S1 不是闭合图形');
    expect(reason(jigSvg('<rect id="S1" width="0" height="10"/>'))).toBe('S1 的宽或高为 0');
    expect(reason(jigSvg('<path id="S1" d="M0 0 X 10"/>'))).toBe('S1 的形状无法读取');
    expect(reason(jigSvg('<rect id="S1" width="10" height="10" transform="spin(3)"/>'))).toContain('S1 或其所在的组的 transform 无法读取');
  });

  it('refuses what is not an SVG', () => {
    expect(reason('hello')).toBe('不是有效的 SVG 文件，无法读取');
    expect(reason('<svg xmlns="http://www.w3.org/2000/svg"><rect id="S1"></svg>')).toBe('不是有效的 SVG 文件，无法读取');
    expect(reason('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>')).toBe('不是有效的 SVG 文件，无法读取');
  });

  it.each(HOSTILE_SVGS.map((hostile) => [hostile.what, hostile] as const))('refuses %s with its reason', (_, hostile) => {
    expect(reason(hostile.svg)).toContain(hostile.reason);
  });

  it('refuses a file past the bound before reading it', async () => {
    let read = false;
    const huge = { size: JIG_SVG_MAX_BYTES + 1, text: () => ((read = true), Promise.resolve(pocketsSvg())) } as unknown as Blob;
    const result = await readJigSvgFile(huge);
    expect(result).toEqual({ ok: false, reason: 'SVG 文件超过 2 MB，不像是一个治具模板，请检查文件' });
    expect(read).toBe(false);
    expect(await readJigSvgFile(new Blob([pocketsSvg()]))).toMatchObject({ ok: true, widthMm: 400 });
  });
});

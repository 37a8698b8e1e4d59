import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../contract/templates';
import { coverCanvas } from '../../../src/lib/backgroundLayer';
import { setBackground, unsetBackground } from '../../../src/features/designer/model/background';
import { layer, order, stack, state } from './fixtures';

const stroke: Stroke = {
  color: '#ff0000', width: 4, style: 'SOLID', opacity: 1, color2: '#000000', width2: 0, opacity2: 1, offset: 0, imageUrl: null,
};

describe('setBackground (spec 2 §4)', () => {
  it('moves the new background to the bottom', () => {
    const after = setBackground(state(stack('abc')), 'c');
    expect(order(after)).toBe('cab');
    expect(after.layers[0].isBackground).toBe(true);
  });

  it('takes the new background out of its group, whose other members stay one group', () => {
    const grouped = { groupId: 'g', groupName: '编组 1' };
    const after = setBackground(state(stack('abc', { b: grouped, c: grouped })), 'c');
    expect(order(after)).toBe('cab');
    expect(after.layers.map((l) => [l.uuid, l.groupId, l.groupName])).toEqual([
      ['c', undefined, undefined],
      ['a', undefined, undefined],
      ['b', 'g', '编组 1'],
    ]);
  });

  it('clears the old background flag, so there is only one', () => {
    const after = setBackground(state(stack('Bab', { B: { isBackground: true } })), 'b');
    expect(order(after)).toBe('bBa');
    expect(after.layers.filter((l) => l.isBackground).map((l) => l.uuid)).toEqual(['b']);
  });

  it('resets rotation and stroke', () => {
    const before = state([layer('a', { rotation: 33.5, stroke, strokeSvgData: '<svg/>' })]);
    const bg = setBackground(before, 'a').layers[0];
    expect(bg.rotation).toBe(0);
    expect(bg.stroke).toBeNull();
    expect(bg.strokeSvgData).toBeNull();
  });

  const fits: [string, { w: number; h: number }, { left: number; top: number; width: number; height: number }][] = [
    // Canvas 500 × 1000.
    ['a wide image covers the height and overflows left and right equally', { w: 400, h: 400 }, { left: -250, top: 0, width: 1000, height: 1000 }],
    ['a tall image covers the width and overflows top and bottom equally', { w: 100, h: 400 }, { left: 0, top: -500, width: 500, height: 2000 }],
    ['an image of the canvas aspect fills it exactly', { w: 250, h: 500 }, { left: 0, top: 0, width: 500, height: 1000 }],
  ];
  it.each(fits)('fits by cover: %s', (_label, image, expected) => {
    const bg = setBackground(
      state([layer('a', { originalWidth: image.w, originalHeight: image.h, left: 77, top: 88, width: 10, height: 10 })]),
      'a',
    ).layers[0];
    expect({ left: bg.left, top: bg.top, width: bg.width, height: bg.height }).toEqual(expected);
  });

  it('takes the aspect from the layer size when the natural size is unknown', () => {
    const fit = coverCanvas(layer('a', { originalWidth: 0, originalHeight: 0, width: 100, height: 100 }), { width: 500, height: 1000 });
    expect(fit).toEqual({ left: -250, top: 0, width: 1000, height: 1000 });
  });

  it.each([
    ['a text layer', { type: 'TEXT' as const }],
    ['a cutout layer', { type: 'AI_CUTOUT' as const }],
  ])('refuses %s (only image layers can be the background)', (_label, overrides) => {
    const before = state([layer('a'), layer('t', overrides)]);
    expect(setBackground(before, 't')).toBe(before);
  });

  it('ignores an unknown layer', () => {
    const before = state(stack('ab'));
    expect(setBackground(before, 'zz')).toBe(before);
  });

  it('unsetBackground turns it back into an ordinary layer where it is', () => {
    const before = state(stack('Ba', { B: { isBackground: true, left: -250 } }));
    const after = unsetBackground(before, 'B');
    expect(order(after)).toBe('Ba');
    expect(after.layers[0]).toMatchObject({ isBackground: false, left: -250 });
    expect(unsetBackground(before, 'a')).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { shownTextSize, textEditorPlacement } from '../../../src/features/designer/panels/textEditorPlacement';
import { layer } from './fixtures';

// One line at 48 canvas px: 1.3 em of line and 0.15 em of padding each side, 76.8 canvas px tall.
const text = (overrides = {}) => layer('t', { type: 'TEXT', text: '你好', fontColor: '#646464', width: 120, height: 76.8, left: 100, top: 200, ...overrides });
// Shown at half size: 60 × 38.4 screen px from (50, 100), its centre at (80, 119.2).
const box = { left: 50, top: 100, width: 60, height: 38.4, rotation: 0 };

describe('the canvas text editor over the drawn text', () => {
  it('takes the character size the layer is shown at', () => {
    expect(shownTextSize(text(), box).em).toBeCloseTo(24, 9);
    expect(shownTextSize(text(), box).lineHeight).toBeCloseTo(31.2, 9);
  });

  it('across: the picture’s size, centred on the layer’s centre, in its colour, with its padding and line height', () => {
    const style = textEditorPlacement(text(), box, 'designer-text-1', { width: 70, height: 40 });
    expect(style).toMatchObject({ left: 80, top: 119.2, width: 70, height: 40, color: '#646464', fontFamily: '"designer-text-1"' });
    expect(style.fontSize).toBeCloseTo(24, 9);
    expect(style.transform).toBe('rotate(0deg) scale(1, 1) translate(-35px, -20px)');
    const [top, sides, bottom] = String(style.padding).split(' ').map((part) => parseFloat(part));
    expect([top, sides, bottom].map((n) => Math.round(n! * 1e6) / 1e6)).toEqual([3.6, 3.6, 0]);
    expect(style.writingMode).toBeUndefined();
  });

  it('down: columns from the right, characters 1.1 em apart, turned and flipped as the layer is', () => {
    const style = textEditorPlacement(text({ verticalText: true, horizontalFlip: true }), { ...box, rotation: 30 }, 'f', { width: 40, height: 60 });
    expect(style).toMatchObject({ writingMode: 'vertical-rl', textOrientation: 'upright' });
    // A column's width is read across: 120 / 1.6 em shown at half size is 37.5, and 0.1 em of it spaced.
    expect(style.letterSpacing).toBeCloseTo(3.75, 9);
    expect(style.transform).toBe('rotate(30deg) scale(-1, 1) translate(-20px, -30px)');
  });
});

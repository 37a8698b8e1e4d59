import { describe, expect, it } from 'vitest';
import { editorFieldStyle, editorFramePlacement, shownEmSize, shownPictureSize } from '../../../src/features/designer/panels/textEditorPlacement';
import { layer } from './fixtures';

// One line at 48 canvas px: 1.3 em of line and 0.15 em of padding each side, 76.8 canvas px tall.
const text = (overrides = {}) => layer('t', { type: 'TEXT', text: '你好', fontColor: '#646464', width: 120, height: 76.8, left: 100, top: 200, ...overrides });
// Shown at half size: 60 × 38.4 screen px from (50, 100), its centre at (80, 119.2).
const box = { left: 50, top: 100, width: 60, height: 38.4, rotation: 0 };
const canvas = { width: 500, height: 1044 };

describe('the canvas text editor over the drawn text', () => {
  it('takes the character size the layer is shown at', () => {
    expect(shownEmSize(text(), box)).toBeCloseTo(24, 9);
  });

  it('shows a new picture at the size the model gives it, at the view’s zoom, within 80 % of the canvas', () => {
    // Picture pixels are half canvas pixels (TEXT_PIXEL_RATIO), the view shows canvas pixels at half size.
    expect(shownPictureSize({ width: 280, height: 160 }, text(), box, canvas)).toEqual({ width: 70, height: 40 });
    // 1000 canvas px would pass 80 % of 500: it is shown at 400 canvas px, its ratio kept.
    expect(shownPictureSize({ width: 2000, height: 200 }, text(), box, canvas)).toEqual({ width: 200, height: 20 });
  });

  it('the frame: the size shown, centred on the layer’s centre, turned and flipped as the layer is', () => {
    expect(editorFramePlacement(text(), box, { width: 70, height: 40 })).toMatchObject({
      left: 80,
      top: 119.2,
      width: 70,
      height: 40,
      transform: 'rotate(0deg) scale(1, 1) translate(-35px, -20px)',
    });
    const turned = editorFramePlacement(text({ horizontalFlip: true }), { ...box, rotation: 30 }, { width: 40, height: 60 });
    expect(turned.transform).toBe('rotate(30deg) scale(-1, 1) translate(-20px, -30px)');
  });

  it('across: the field’s text in the font, with the picture’s padding and line height', () => {
    const style = editorFieldStyle(text(), 24, 'designer-text-1');
    expect(style).toMatchObject({ fontFamily: '"designer-text-1"', fontSize: 24 });
    expect(parseFloat(String(style.lineHeight))).toBeCloseTo(31.2, 9);
    const [top, sides, bottom] = String(style.padding).split(' ').map((part) => parseFloat(part));
    expect([top, sides, bottom].map((n) => Math.round(n! * 1e6) / 1e6)).toEqual([3.6, 3.6, 0]);
    expect(style.writingMode).toBeUndefined();
  });

  it('down: columns from the right, characters 1.1 em apart', () => {
    const style = editorFieldStyle(text({ verticalText: true }), 37.5, 'f');
    expect(style).toMatchObject({ writingMode: 'vertical-rl', textOrientation: 'upright' });
    expect(style.letterSpacing).toBeCloseTo(3.75, 9);
  });
});

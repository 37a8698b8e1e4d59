import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXT_COLOR,
  fitTextSize,
  keepCentre,
  layoutText,
  layoutTextToFit,
  TEXT_FONT_SIZE,
  TEXT_PIXEL_RATIO,
  textEmSize,
  textScale,
  TEXT_MAX_LENGTH,
  textProblem,
} from '../../../src/features/designer/model/textLayout';

/** Every character 10 px wide at any font size: what a monospaced font would measure. */
const mono = (run: string) => Array.from(run).length * 10;
const canvas = { width: 500, height: 1000 };

describe('text rules (spec 2 §5, §9)', () => {
  it('the default colour is #646464 and the limit 50 characters', () => {
    expect(DEFAULT_TEXT_COLOR).toBe('#646464');
    expect(TEXT_MAX_LENGTH).toBe(50);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['快乐', null],
    ['字'.repeat(50), null],
    ['字'.repeat(51), 'tooLong'],
    // A character outside the BMP is one character, not two code units.
    ['😀'.repeat(50), null],
  ] as const)('%j → %s', (text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });
});

describe('layoutText', () => {
  it('draws a horizontal line as one run (kerning applies), padded around the ink', () => {
    const picture = layoutText('你好世界', false, 100, mono);
    expect(picture.runs).toEqual([{ text: '你好世界', x: 15, y: picture.height / 2 }]);
    expect(picture.align).toBe('left');
    expect(picture.width).toBe(40 + 30);
    expect(picture.height).toBe(130 + 30);
  });

  it('stacks vertical text top to bottom, one character a step, centred in the column', () => {
    const picture = layoutText('你好世', true, 100, mono);
    expect(picture.align).toBe('center');
    expect(picture.runs.map((run) => run.text)).toEqual(['你', '好', '世']);
    expect(new Set(picture.runs.map((run) => run.x))).toEqual(new Set([picture.width / 2]));
    const ys = picture.runs.map((run) => run.y);
    expect(ys[1]! - ys[0]!).toBeCloseTo(110);
    expect(ys[2]! - ys[1]!).toBeCloseTo(110);
    expect(picture.height).toBe(330 + 30);
    expect(picture.height).toBeGreaterThan(picture.width);
  });

  it('sets punctuation as a column does: brackets and dashes turned, commas and full stops in the upper right', () => {
    const picture = layoutText('「你好，世界。」——', true, 100, mono);
    const [open, ni, , comma, , , stop, close, dash] = picture.runs;
    expect(open).toMatchObject({ text: '「', turned: true, x: ni!.x });
    expect(close!.turned).toBe(true);
    expect(dash!.turned).toBe(true);
    expect(ni!.turned).toBeUndefined();
    // Half the font size right and up from where a character of the column sits.
    expect(comma!.x).toBeCloseTo(ni!.x + 50, 6);
    expect(comma!.y).toBeCloseTo(ni!.y + 2 * 110 - 50, 6);
    expect(stop!.turned).toBeUndefined();
    expect(stop!.x).toBeCloseTo(ni!.x + 50, 6);
    // A line sets them as they come.
    expect(layoutText('「你好，」', false, 100, mono).runs).toEqual([expect.objectContaining({ text: '「你好，」' })]);
  });

  it('keeps a surrogate pair as one character of a vertical column', () => {
    expect(layoutText('a😀b', true, 10, mono).runs.map((run) => run.text)).toEqual(['a', '😀', 'b']);
  });

  it('keeps each line of a multi-line text: one run a line, under each other, as wide as the longest', () => {
    const picture = layoutText('你好世界\n再见\n\n末行', false, 100, mono);
    expect(picture.runs.map(({ text, x }) => ({ text, x }))).toEqual([
      { text: '你好世界', x: 15 },
      { text: '再见', x: 15 },
      { text: '末行', x: 15 },
    ]);
    // The empty third line still takes its height.
    expect(picture.runs.map((run) => run.y)).toEqual([15 + 65, 15 + 130 + 65, 15 + 3 * 130 + 65]);
    expect(picture.width).toBe(40 + 30);
    expect(picture.height).toBe(4 * 130 + 30);
  });

  it('sets each line of a vertical text as a column, the first on the right', () => {
    const picture = layoutText('你好\n世', true, 100, mono);
    const [ni, hao, shi] = picture.runs;
    expect(picture.width).toBe(2 * 130 + 30);
    expect(ni!.x).toBe(picture.width - 15 - 65);
    expect(hao!.x).toBe(ni!.x);
    expect(shi!.x).toBe(picture.width - 15 - 130 - 65);
    expect(shi!.y).toBe(ni!.y);
    expect(picture.height).toBe(220 + 30);
  });

  it('reads the character size back from a multi-line layer as from a one-line one', () => {
    const one = layoutText('你好', false, 100, mono);
    const three = layoutText('你\n好\n世', false, 100, mono);
    expect(textEmSize({ width: one.width, height: one.height, text: '你好' })).toBeCloseTo(100, 0);
    expect(textEmSize({ width: three.width, height: three.height, text: '你\n好\n世' })).toBeCloseTo(100, 0);
    const column = layoutText('你\n好', true, 100, mono);
    expect(textEmSize({ width: column.width, height: column.height, text: '你\n好', verticalText: true })).toBeCloseTo(100, 0);
  });

  it('gives whole pixel sizes of at least 1', () => {
    const picture = layoutText('x', false, 33.3, (run) => run.length * 7.3);
    expect(Number.isInteger(picture.width) && Number.isInteger(picture.height)).toBe(true);
  });
});

describe('fitTextSize: at most 80 % of the canvas', () => {
  it('shows a short text at its own size', () => {
    expect(fitTextSize({ width: 200, height: 60 }, 0.5, canvas)).toEqual({ width: 100, height: 30 });
  });

  it('scales a long text down to 80 % of the canvas width, keeping its proportions', () => {
    const size = fitTextSize({ width: 4800, height: 130 }, 0.5, canvas);
    expect(size.width).toBeCloseTo(400);
    expect(size.height).toBeCloseTo((130 * 0.5 * 400) / 2400);
  });

  it('scales a tall vertical text down to 80 % of the canvas height', () => {
    const size = fitTextSize({ width: 130, height: 5300 }, 0.5, canvas);
    expect(size.height).toBeCloseTo(800);
    expect(size.width / size.height).toBeCloseTo(130 / 5300);
  });

  it('never enlarges', () => {
    expect(fitTextSize({ width: 10, height: 10 }, 1, canvas)).toEqual({ width: 10, height: 10 });
  });
});

describe('keepCentre', () => {
  it('resizes around the same centre', () => {
    const box = keepCentre({ left: 100, top: 200, width: 80, height: 40 }, { width: 200, height: 10 });
    expect(box).toEqual({ left: 40, top: 215, width: 200, height: 10 });
    expect(box.left + box.width / 2).toBe(140);
    expect(box.top + box.height / 2).toBe(220);
  });
});

describe('the character size a layer keeps across edits', () => {
  it('is read back from a new layer as the size it was drawn at', () => {
    const picture = layoutText('你好', false, TEXT_FONT_SIZE * TEXT_PIXEL_RATIO, mono);
    const shown = { width: picture.width / TEXT_PIXEL_RATIO, height: picture.height / TEXT_PIXEL_RATIO };
    expect(textEmSize(shown)).toBeCloseTo(TEXT_FONT_SIZE, 0);
    const column = layoutText('你好', true, TEXT_FONT_SIZE * TEXT_PIXEL_RATIO, mono);
    expect(textEmSize({ width: column.width / TEXT_PIXEL_RATIO, height: column.height / TEXT_PIXEL_RATIO, verticalText: true })).toBeCloseTo(TEXT_FONT_SIZE, 0);
  });

  it('grows with a layer the merchant enlarged', () => {
    expect(textEmSize({ width: 300, height: 160 })).toBeCloseTo(100);
    expect(textEmSize({ width: 160, height: 900, verticalText: true })).toBeCloseTo(100);
  });

  it('asks the renderer for twice the canvas pixels, within 80 % of the canvas', () => {
    expect(textScale(48, canvas)).toEqual({ fontPx: 96, maxWidth: 800, maxHeight: 1600 });
  });
});

describe('layoutTextToFit: a long text is drawn at the size it is shown', () => {
  const advance = (run: string, fontPx: number) => Array.from(run).length * fontPx;

  it('keeps the font size of a text that fits', () => {
    const picture = layoutTextToFit('你好', false, 96, { width: 800, height: 1600 }, advance);
    expect(picture.fontPx).toBe(96);
  });

  it('draws 50 characters smaller, at most 800 px wide, instead of 5000 px to be scaled down', () => {
    const picture = layoutTextToFit('字'.repeat(50), false, 96, { width: 800, height: 1600 }, advance);
    expect(picture.width).toBeLessThanOrEqual(800);
    expect(picture.width).toBeGreaterThan(760);
    expect(picture.fontPx).toBeLessThan(16);
  });

  it('fits a tall column into the height', () => {
    const picture = layoutTextToFit('字'.repeat(50), true, 96, { width: 800, height: 1600 }, advance);
    expect(picture.height).toBeLessThanOrEqual(1600);
    expect(picture.runs).toHaveLength(50);
  });
});

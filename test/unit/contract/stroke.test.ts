import { describe, expect, it } from 'vitest';
import { DEFAULT_STROKE, STROKE_LIMITS, isStrokeOffset, isStrokeOpacity, isStrokeWidth, strokeOutOfLimits } from '../../../contract/stroke';

describe('stroke limits and defaults (spec 1 §5)', () => {
  it('defaults to a 10 px white line hugging the outline, fully opaque, and a 10 px black second line', () => {
    expect(DEFAULT_STROKE).toEqual({ style: 'SOLID', color: '#ffffff', width: 10, opacity: 1, color2: '#000000', width2: 10, opacity2: 1, offset: 0 });
    expect(strokeOutOfLimits(DEFAULT_STROKE)).toBeNull();
  });

  it('takes widths 1–100', () => {
    expect(STROKE_LIMITS.width).toEqual({ min: 1, max: 100 });
    expect([1, 10, 100].every(isStrokeWidth)).toBe(true);
    expect([0, 0.5, 101].some(isStrokeWidth)).toBe(false);
  });

  it('takes an offset of 0 (no gap) or 1–100, nothing between 0 and 1', () => {
    expect([0, 1, 50, 100].every(isStrokeOffset)).toBe(true);
    expect([-1, 0.5, 100.5].some(isStrokeOffset)).toBe(false);
  });

  it('takes a stored opacity of 0–1 for the spec’s 0–100', () => {
    expect([0, 0.5, 1].every(isStrokeOpacity)).toBe(true);
    expect([-0.01, 1.01].some(isStrokeOpacity)).toBe(false);
  });

  it('names the first setting out of range', () => {
    expect(strokeOutOfLimits({ ...DEFAULT_STROKE, width2: 101 })).toBe('width2');
    expect(strokeOutOfLimits({ ...DEFAULT_STROKE, offset: 0.5 })).toBe('offset');
    expect(strokeOutOfLimits({ ...DEFAULT_STROKE, opacity2: 2 })).toBe('opacity2');
  });
});

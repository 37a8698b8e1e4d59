import { describe, expect, it } from 'vitest';
import { cycleAt, layersUnder, pickAt, seenAt, type OpacityAt } from '../../../src/features/designer/view/hitTest';
import type { Layer } from '../../../src/features/designer/model';
import { layer, state } from './fixtures';

/**
 * Bottom first: a background over the canvas, a heart (100–300 × 300–500), a frame PNG over the whole
 * canvas whose pixels are opaque only within 10 % of its edges, a text layer and a 20 × 20 dot.
 */
const background = layer('bg', { left: 0, top: 0, width: 500, height: 1000, isBackground: true });
const heart = layer('heart', { left: 100, top: 300, width: 200, height: 200 });
const frame = layer('frame', { left: 0, top: 0, width: 500, height: 1000 });
const text = layer('text', { type: 'TEXT', left: 300, top: 700, width: 150, height: 80 });
const dot = layer('dot', { left: 400, top: 100, width: 20, height: 20 });
const layers = [background, heart, frame, text, dot];

/** The frame is a ring; the heart's corners are transparent; everything else is opaque. */
const opacity: OpacityAt = (l: Layer, u: number, v: number) => {
  if (l.uuid === 'frame') return u < 0.1 || u > 0.9 || v < 0.1 || v > 0.9;
  if (l.uuid === 'heart') return Math.hypot(u - 0.5, v - 0.5) < 0.45;
  if (l.uuid === 'text') return false;
  return true;
};
const unknown: OpacityAt = () => undefined;

describe('the layer a click picks: the topmost one opaque there (view/hitTest.ts)', () => {
  const cases: [string, { x: number; y: number }, string | null][] = [
    ['through the frame\'s transparent middle to the heart', { x: 200, y: 400 }, 'heart'],
    ['through the heart\'s transparent corner to the background', { x: 105, y: 305 }, 'bg'],
    ['the frame where its ring is opaque', { x: 20, y: 400 }, 'frame'],
    ['a text layer on its whole box, its transparent gaps included', { x: 310, y: 710 }, 'text'],
    ['a 20 px layer anywhere in its 60 × 60 box (spec 2 §9)', { x: 435, y: 135 }, 'dot'],
    ['nothing off the canvas', { x: -5, y: 400 }, null],
  ];
  it.each(cases)('%s', (_label, point, expected) => {
    expect(seenAt(state(layers), point, opacity)).toBe(expected);
  });

  it('takes a press just beside the canvas\'s edge, within the pointer\'s reach, but not further', () => {
    const wide = layer('wide', { left: -11, top: 0, width: 522, height: 1000 });
    expect(seenAt(state([wide]), { x: -1, y: 10 }, opacity, 2.5)).toBe('wide');
    expect(seenAt(state([wide]), { x: -5, y: 10 }, opacity, 2.5)).toBe(null);
    expect(pickAt(state([wide]), { x: -1, y: 10 }, opacity, { shift: false, alt: false, edge: 2.5 }).pressed).toBe('wide');
  });

  it('counts an image as opaque on its whole box while its pixels are not known', () => {
    expect(seenAt(state(layers), { x: 200, y: 400 }, unknown)).toBe('frame');
  });

  it('leaves hidden layers out', () => {
    const hidden: Layer = { ...heart, hidden: true };
    expect(seenAt(state([background, hidden]), { x: 200, y: 400 }, opacity)).toBe('bg');
  });

  it('reads a flipped layer\'s pixels mirrored, a turned one in its own frame', () => {
    const half: OpacityAt = (_l, u) => u < 0.5;
    const plain = layer('p', { left: 0, top: 0, width: 100, height: 100 });
    expect(seenAt(state([plain]), { x: 25, y: 50 }, half)).toBe('p');
    expect(seenAt(state([{ ...plain, horizontalFlip: true }]), { x: 25, y: 50 }, half)).toBe(null);
    expect(seenAt(state([{ ...plain, rotation: 180 }]), { x: 75, y: 50 }, half)).toBe('p');
  });
});

describe('a press: inside the selected layer\'s box it takes that layer', () => {
  it('takes the selected heart under the frame, and a click there still selects what is seen', () => {
    const s = state(layers, ['heart']);
    expect(pickAt(s, { x: 105, y: 305 }, opacity, { shift: false, alt: false })).toEqual({ pressed: 'heart', clicked: 'bg' });
    expect(pickAt(s, { x: 20, y: 400 }, opacity, { shift: false, alt: false })).toEqual({ pressed: 'frame', clicked: 'frame' });
  });

  it.each([
    ['the background', { isBackground: true }],
    ['a locked layer', { locked: true }],
  ])('not when the selected layer is %s', (_label, overrides) => {
    const s = state([background, { ...heart, ...overrides }, frame], ['heart']);
    expect(pickAt(s, { x: 20, y: 400 }, opacity, { shift: false, alt: false }).pressed).toBe('frame');
  });

  it('with Shift takes what is seen (the toggle of spec 2 §4)', () => {
    expect(pickAt(state(layers, ['heart']), { x: 105, y: 305 }, opacity, { shift: true, alt: false })).toEqual({ pressed: 'bg', clicked: 'bg' });
  });
});

describe('Alt+click cycles through the layers under the pointer', () => {
  const point = { x: 200, y: 400 };
  it('lists the layers whose box holds the point, topmost first', () => {
    expect(layersUnder(state(layers), point).map((l) => l.uuid)).toEqual(['frame', 'heart', 'bg']);
  });

  it.each([
    ['the one below the seen one when the selection is not there', [], 'bg'],
    ['the one below the selected one', ['frame'], 'heart'],
    ['the next one down again', ['heart'], 'bg'],
    ['from the bottom back to the top', ['bg'], 'frame'],
    ['the one below the seen one when several are selected', ['heart', 'dot'], 'bg'],
  ])('selects %s', (_label, selected, expected) => {
    expect(cycleAt(state(layers, selected), point, opacity)).toBe(expected);
    expect(pickAt(state(layers, selected), point, opacity, { shift: false, alt: true }).clicked).toBe(expected);
  });

  it('an Alt press holds what a plain press would, so that a drag moves it', () => {
    for (const selected of [[], ['frame'], ['heart'], ['bg']]) {
      const s = state(layers, selected);
      expect(pickAt(s, point, opacity, { shift: false, alt: true }).pressed).toBe(pickAt(s, point, opacity, { shift: false, alt: false }).pressed);
    }
  });

  it('finds nothing on the margin', () => {
    expect(cycleAt(state(layers), { x: 600, y: 10 }, opacity)).toBe(null);
  });
});

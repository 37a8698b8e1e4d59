/** The stage's gesture machine (pure): what a press, tap, drag and Escape mean (spec 2 §4, §9). */
import { describe, expect, it } from 'vitest';
import { drawnSize, MAX_DRAWN_PIXELS } from '../../../src/features/designer/view/drawableImages';
import { selectedLayerOnFrame } from '../../../src/features/designer/view/hitTest';
import * as g from '../../../src/features/designer/view/stageGestures';
import { stack, state } from './fixtures';

/** A point where canvas and screen pixels coincide (zoom 1). */
const at = (x: number, y: number) => ({ canvas: { x, y }, screen: { x, y } });
const bgStack = () => stack('bxy', { b: { isBackground: true, width: 500, height: 1000 } });

describe('a click on one layer of a multi-selection', () => {
  it('selects that layer alone on release, and the press keeps the group for a drag', () => {
    const s = state(stack('xyz'), ['x', 'y', 'z']);
    const pressed = g.press(s, 'y', false, at(50, 20));
    expect(pressed.selection).toBeUndefined();
    // The editor proposes nothing for a press inside its own box; the release without a drag is a click.
    expect(g.release(pressed.gesture, s).selection?.selectedUuids).toEqual(['y']);
  });

  it('a drag of the group keeps the whole selection', () => {
    const s = state(stack('xyz'), ['x', 'y']);
    const moving = g.moving(g.press(s, 'y', false, at(50, 20)).gesture);
    const ended = g.dragEnd(moving, s, at(200, 200));
    expect(ended.endInteraction).toBe(true);
    expect(ended.selection).toBeUndefined();
    expect(g.release(ended.gesture, s).selection).toBeUndefined();
  });

  it('shift-press on a member is the editor\'s toggle, not a click', () => {
    const s = state(stack('xyz'), ['x', 'y']);
    expect(g.release(g.press(s, 'y', true, at(0, 0)).gesture, s).selection).toBeUndefined();
  });
});

describe('a press inside the selected layer\'s box over another layer (view/hitTest.ts)', () => {
  it('keeps the selected layer for a drag, and a click selects the layer seen there', () => {
    const s = state(stack('xyz'), ['x']);
    const pressed = g.press(s, 'x', false, at(50, 20), 'z');
    expect(pressed.selection).toBeUndefined();
    expect(g.propose(pressed.gesture, s, ['x'], null).selection?.selectedUuids).toEqual(['x']);
    expect(g.release(pressed.gesture, s).selection?.selectedUuids).toEqual(['z']);
  });

  it('a drag from there moves the selected layer and selects nothing else', () => {
    const s = state(stack('xyz'), ['x']);
    const moving = g.moving(g.press(s, 'x', false, at(50, 20), 'z').gesture);
    const ended = g.dragEnd(moving, s, at(200, 200));
    expect(ended.endInteraction).toBe(true);
    expect(ended.selection).toBeUndefined();
  });

  it('a click where only the selected layer is seen keeps it', () => {
    const s = state(stack('xyz'), ['x']);
    expect(g.release(g.press(s, 'x', false, at(50, 20), 'x').gesture, s).selection).toBeUndefined();
  });
});

describe('a press on the background or the empty canvas', () => {
  it('a box drag that stays within 10 px is a click: on the background it selects it', () => {
    const s = state(bgStack(), ['x']);
    const pressed = g.press(s, 'b', false, at(100, 100));
    const proposed = g.propose(pressed.gesture, s, ['b'], null);
    // Not selected on the press: a drag from it draws a box.
    expect(proposed.selection?.selectedUuids).toEqual([]);
    const boxing = g.propose(proposed.gesture, proposed.selection!, [], { start: { x: 100, y: 100 }, end: { x: 106, y: 104 } });
    expect(g.dragEnd(boxing.gesture, boxing.selection!, at(106, 104)).selection?.selectedUuids).toEqual(['b']);
  });

  it('on the empty margin it clears the selection, as a click does', () => {
    const s = state(stack('xy'), ['x', 'y']);
    const pressed = g.press(s, null, false, at(-30, 100));
    const boxing = g.propose(pressed.gesture, s, ['x', 'y'], { start: { x: -30, y: 100 }, end: { x: -25, y: 105 } });
    expect(g.dragEnd(boxing.gesture, s, at(-25, 105)).selection?.selectedUuids).toEqual([]);
  });

  it('past 10 px the box selects what it overlaps, never the background', () => {
    const s = state(bgStack());
    const pressed = g.press(s, 'b', false, at(0, 0));
    const boxing = g.propose(pressed.gesture, s, [], { start: { x: 0, y: 0 }, end: { x: 30, y: 30 } });
    expect(g.dragEnd(boxing.gesture, s, at(300, 300)).selection?.selectedUuids).toEqual(['x', 'y']);
  });

  it('a tap on the background selects it; a press on it while selected lets go of it until the release', () => {
    const s = state(bgStack(), ['b']);
    const pressed = g.press(s, 'b', false, at(5, 5));
    expect(pressed.selection?.selectedUuids).toEqual([]);
    expect(g.release(pressed.gesture, pressed.selection!).selection?.selectedUuids).toEqual(['b']);
  });
});

describe('a shift-press on the selection frame', () => {
  // x: 100 × 50 at (0, 0); y: 100 × 100 at (200, 200), turned 45° about its centre (250, 250).
  const layers = () => stack('xy', { y: { left: 200, top: 200, width: 100, height: 100, rotation: 45 } });

  it('finds the layer whose outline it is: a single layer along its turned outline, several by their upright bounds', () => {
    const single = state(layers(), ['y']);
    // The turned square's corner points right, 70.7 px from its centre; its upright bounds' edge at x = 300 is not on it.
    expect(selectedLayerOnFrame(single, { x: 250 + 70.7, y: 250 }, 2)).toBe('y');
    expect(selectedLayerOnFrame(single, { x: 300, y: 210 }, 2)).toBeNull();
    const both = state(layers(), ['x', 'y']);
    expect(selectedLayerOnFrame(both, { x: 100, y: 25 }, 2)).toBe('x');
    expect(selectedLayerOnFrame(both, { x: 250 + 70.7, y: 210 }, 2)).toBe('y');
    expect(selectedLayerOnFrame(both, { x: 50, y: 25 }, 2)).toBeNull();
    // Unselected layers have no frame.
    expect(selectedLayerOnFrame(state(layers(), ['y']), { x: 100, y: 25 }, 2)).toBeNull();
  });

  it('toggles that layer, and the rest of the press neither resizes nor selects what lies under it', () => {
    const s = state(layers(), ['x', 'y']);
    const pressed = g.shiftPressOnFrame(s, 'x', at(100, 25));
    expect(pressed.selection?.selectedUuids).toEqual(['y']);
    expect(g.moveAllowed(pressed.gesture)).toBe(false);
    // The editor then finds x under the pointer and proposes it again: refused.
    expect(g.propose(pressed.gesture, pressed.selection!, ['x', 'y'], null).selection).toBeUndefined();
    expect(g.release(pressed.gesture, pressed.selection!).selection).toBeUndefined();
    // Off every outline it changes nothing.
    expect(g.shiftPressOnFrame(s, null, at(400, 400)).selection).toBeUndefined();
  });
});

describe('Escape during a move', () => {
  it('cancels it, and the rest of the press moves nothing', () => {
    const s = state(stack('xy'), ['x']);
    const moving = g.moving(g.press(s, 'x', false, at(0, 0)).gesture);
    const escaped = g.escape(moving);
    expect(escaped.cancel).toBe(true);
    expect(g.moveAllowed(escaped.gesture)).toBe(false);
    expect(g.moving(escaped.gesture).phase).toBe('cancelled');
    const ended = g.dragEnd(escaped.gesture, s, at(50, 50));
    expect(ended.endInteraction).toBe(false);
    expect(g.moveAllowed(ended.gesture)).toBe(true);
  });

  it('is not the stage\'s without a move running', () => {
    expect(g.escape(g.IDLE).cancel).toBe(false);
  });
});

describe('drawn size of very large images', () => {
  it('keeps an image within the limit and reduces an 8000 × 8000 one to fit it, keeping the ratio', () => {
    expect(drawnSize(2000, 2000)).toEqual({ width: 2000, height: 2000 });
    const reduced = drawnSize(8000, 8000);
    expect(reduced.width).toBe(reduced.height);
    expect(reduced.width * reduced.height).toBeLessThanOrEqual(MAX_DRAWN_PIXELS);
    expect(reduced.width).toBeGreaterThan(2000);
    const wide = drawnSize(12000, 3000);
    expect(wide.width / wide.height).toBeCloseTo(4, 2);
  });
});

describe('an Alt press (view/hitTest.ts cycleAt gives the layer a click takes)', () => {
  it('drags the pressed layer, selection kept, when the pointer moves', () => {
    const s = state(stack('xyz'), ['z']);
    const pressed = g.press(s, 'z', false, at(50, 20), 'y', true);
    expect(pressed.selection).toBeUndefined();
    const moving = g.moving(pressed.gesture);
    expect(g.dragEnd(moving, s, at(200, 200)).selection).toBeUndefined();
    expect(g.release(moving, s).selection).toBeUndefined();
  });

  it('selects the next layer down when it ends as a click, whether or not the pressed one was selected', () => {
    for (const selected of [['z'], [], ['x', 'z']]) {
      const s = state(stack('xyz'), selected);
      expect(g.release(g.press(s, 'z', false, at(50, 20), 'y', true).gesture, s).selection?.selectedUuids).toEqual(['y']);
    }
  });

  it('from the selected background it lets go of it and selects the next layer on release', () => {
    const s = state(bgStack(), ['b']);
    const pressed = g.press(s, 'b', false, at(50, 20), 'y', true);
    expect(pressed.selection?.selectedUuids).toEqual([]);
    const proposed = g.propose(pressed.gesture, pressed.selection!, ['b'], null);
    expect(g.release(proposed.gesture, s).selection?.selectedUuids).toEqual(['y']);
  });
});

describe('a double tap (Leafer counts any two quick taps)', () => {
  it('is a double-click only when both presses went down at one spot', () => {
    expect(g.isDoubleClick({ x: 100, y: 100 }, { x: 102, y: 103 })).toBe(true);
    // A click on the heart, then at once a shift-click on the star: a selection, the star's crop stays shut.
    expect(g.isDoubleClick({ x: 202, y: 298 }, { x: 262, y: 434 })).toBe(false);
    expect(g.isDoubleClick(null, { x: 100, y: 100 })).toBe(false);
  });

  it('never counts a Shift or an Alt press as half of one, before or after a plain press at the same spot', () => {
    const spot = { x: 262, y: 434 };
    const plain = { shiftKey: false, altKey: false };
    const afterPlain = g.nextPressSpots([null, null], spot, plain);
    expect(g.isDoubleClick(...g.nextPressSpots(afterPlain, spot, plain))).toBe(true);
    for (const modifiers of [{ shiftKey: true, altKey: false }, { shiftKey: false, altKey: true }]) {
      const afterModified = g.nextPressSpots([null, null], spot, modifiers);
      expect(g.isDoubleClick(...g.nextPressSpots(afterModified, spot, plain))).toBe(false);
      expect(g.isDoubleClick(...g.nextPressSpots(afterModified, spot, modifiers))).toBe(false);
      expect(g.isDoubleClick(...g.nextPressSpots(afterPlain, spot, modifiers))).toBe(false);
    }
  });
});

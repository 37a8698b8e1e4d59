/**
 * What a press on the canvas means, decided without Leafer (pure, unit-tested): the stage feeds it the
 * editor's events in order (press, the editor's proposed selection, a move starting, a tap, the drag's
 * end, Escape) and applies what it answers. The model's selection rules (spec 2 §4) stay in the model;
 * this only tells which rule a gesture is.
 *
 * Phases: idle → pressed → (release → idle) | (moving → idle) | (boxing → idle); Escape while moving →
 * cancelled until the press ends.
 */
import {
  clearSelection,
  clickLayer,
  dragBoxSelect,
  dragExceedsThreshold,
  findLayer,
  shiftClickLayer,
  type DesignerState,
  type Point,
} from '../model';
import { selectionFromEditor } from './editorSelection';

export type GesturePhase = 'idle' | 'pressed' | 'moving' | 'boxing' | 'cancelled';

export interface GestureState {
  readonly phase: GesturePhase;
  readonly shift: boolean;
  /** The layer under the press; null on the empty canvas or the margin. */
  readonly pressed: string | null;
  /**
   * The layer a press selects alone if it ends as a click (no drag): the background (a drag from it
   * draws a box instead of moving it) or one layer of a multi-selection (a drag moves them all).
   */
  readonly clickSelects: string | null;
  /** The editor already proposed a selection for this press. */
  readonly proposed: boolean;
  /** Where the press went down, in canvas pixels. */
  readonly start: Point | null;
  /** And on the screen: the pointer's travel is measured there, as the merchant's hand moves it. */
  readonly startScreen: Point | null;
}

/** A drag box, in canvas pixels. */
export interface DragBox {
  start: Point;
  end: Point;
}

export interface GestureOutcome {
  gesture: GestureState;
  /** The state whose selection to show now (applied without an undo step); absent: leave it. */
  selection?: DesignerState;
}

export const IDLE: GestureState = { phase: 'idle', shift: false, pressed: null, clickSelects: null, proposed: false, start: null, startScreen: null };

const isBackground = (state: DesignerState, uuid: string | null) => uuid !== null && findLayer(state, uuid)?.isBackground === true;

/** Where a pointer event happened: in canvas pixels and on the screen. */
export interface PointerAt {
  canvas: Point;
  screen: Point;
}

/**
 * A pointer goes down `at` on `pressed` (null: nothing). `clicked`: the layer a click there selects,
 * when it is not the pressed one (hitTest.ts: a press inside the selected layer's box holds it for a
 * drag, while a click selects the layer seen there).
 */
export function press(
  state: DesignerState,
  pressed: string | null,
  shift: boolean,
  at: PointerAt,
  clicked: string | null = pressed,
  cycling = false,
): GestureOutcome {
  const gesture: GestureState = { phase: 'pressed', shift, pressed, clickSelects: null, proposed: false, start: at.canvas, startScreen: at.screen };
  // Alt: a drag moves the pressed layer, a click selects the next one down (hitTest.ts cycleAt), whatever was selected.
  const cycled = cycling && !shift && clicked !== null && clicked !== pressed ? clicked : null;
  if (cycled !== null && (pressed === null || !state.selectedUuids.includes(pressed))) return { gesture: { ...gesture, clickSelects: cycled } };
  if (shift || pressed === null || !state.selectedUuids.includes(pressed)) return { gesture };
  if (isBackground(state, pressed)) {
    // Let go of it now, or the editor would try to move it; a click selects it again on release.
    return { gesture: { ...gesture, clickSelects: cycled ?? pressed }, selection: clearSelection(state) };
  }
  if (clicked !== null && clicked !== pressed) return { gesture: { ...gesture, clickSelects: clicked } };
  // Spec 2 §4 "a click clears the others": decided on release, as the group must still drag as one.
  if (state.selectedUuids.length > 1) return { gesture: { ...gesture, clickSelects: pressed } };
  return { gesture };
}

/**
 * A shift-press on the selection frame's outline (its edge or a resize handle), `onFrame` being the
 * selected layer whose outline is there. The editor takes such a press as the start of a resize and
 * proposes no selection, so the toggle of spec 2 §4's shift-click is made here; the rest of the press
 * neither resizes nor selects.
 */
export function shiftPressOnFrame(state: DesignerState, onFrame: string | null, at: PointerAt): GestureOutcome {
  const gesture: GestureState = { phase: 'cancelled', shift: true, pressed: onFrame, clickSelects: null, proposed: true, start: at.canvas, startScreen: at.screen };
  return onFrame ? { gesture, selection: shiftClickLayer(state, onFrame) } : { gesture };
}

/** The editor proposes a selection: `proposed` uuids, from a drag box when `box` is given. */
export function propose(gesture: GestureState, state: DesignerState, proposed: readonly string[], box: DragBox | null): GestureOutcome {
  // A press that is over for the editor (Escape, or a shift-press on the frame already decided) selects
  // nothing more: after the frame's toggle, the editor would find the layer under it and add it back.
  if (gesture.phase === 'cancelled') return { gesture };
  if (box) return { gesture: { ...gesture, phase: 'boxing', proposed: true }, selection: dragBoxSelect(state, box.start, box.end) };
  let wanted = proposed;
  let clickSelects = gesture.clickSelects;
  const firstOfPress = gesture.phase === 'pressed' && !gesture.proposed;
  if (firstOfPress && !gesture.shift && wanted.length === 1 && isBackground(state, wanted[0]!)) {
    // The background is selected on release, so that a drag from it draws a box (spec 2 §4); an Alt
    // press already knows the layer its click selects.
    clickSelects = clickSelects ?? wanted[0]!;
    wanted = [];
  }
  const selection = selectionFromEditor(state, wanted, { kind: gesture.shift ? 'shift' : 'click' });
  return { gesture: { ...gesture, clickSelects, proposed: true }, selection };
}

/** A move, resize or rotate begins or goes on: false when Escape cancelled this press. */
export function moveAllowed(gesture: GestureState): boolean {
  return gesture.phase !== 'cancelled';
}

export function moving(gesture: GestureState): GestureState {
  if (gesture.phase === 'cancelled' || gesture.phase === 'moving') return gesture;
  return { ...gesture, phase: 'moving', clickSelects: null };
}

/**
 * The pointer came up. Still only pressed (no move, no box): the press was a click. Anything else is the
 * drag's, which ends it (`dragEnd`).
 */
export function release(gesture: GestureState, state: DesignerState): GestureOutcome {
  if (gesture.phase !== 'pressed') return { gesture };
  const uuid = gesture.clickSelects;
  return uuid ? { gesture: IDLE, selection: clickLayer(state, uuid) } : { gesture: IDLE };
}

/**
 * A drag ended `at`. A drag whose pointer stayed within the 10 px drag-box threshold (on the screen) is a
 * click where it was pressed (spec 2 §9): on the background it selects it, on the empty canvas
 * it clears the selection. A drag box past it selects what it overlaps, the model has the last word.
 */
export function dragEnd(gesture: GestureState, state: DesignerState, at: PointerAt): GestureOutcome & { endInteraction: boolean } {
  const endInteraction = gesture.phase === 'moving';
  const { start, startScreen } = gesture;
  const end = at.canvas;
  if (!start || !startScreen || (gesture.phase !== 'boxing' && gesture.phase !== 'pressed')) return { gesture: IDLE, endInteraction };
  if (dragExceedsThreshold(startScreen, at.screen)) {
    // Only a box the editor drew selects: a drag from a locked layer draws none.
    return gesture.phase === 'boxing' ? { gesture: IDLE, selection: dragBoxSelect(state, start, end), endInteraction } : { gesture: IDLE, endInteraction };
  }
  if (gesture.pressed === null) return { gesture: IDLE, selection: clearSelection(state), endInteraction };
  if (isBackground(state, gesture.pressed)) return { gesture: IDLE, selection: clickLayer(state, gesture.pressed), endInteraction };
  return { gesture: IDLE, endInteraction };
}

/** Screen pixels two presses may lie apart and still make one double-click (the OS's own rectangle is about this). */
export const DOUBLE_CLICK_SLOP = 4;

/**
 * The browser's double-click is any two quick clicks, wherever they land. A merchant's double-click (it edits a
 * text or crops an image, docs/designer.md) is two presses at one spot: a click on one layer and a
 * shift-click on another made quickly are a selection (spec 2 §4), not a double-click on the second.
 */
export function isDoubleClick(first: Point | null, second: Point | null): boolean {
  return first !== null && second !== null && Math.hypot(second.x - first.x, second.y - first.y) <= DOUBLE_CLICK_SLOP;
}

/** Where the last two presses went down on the screen, older first; null where none counts. */
export type PressSpots = readonly [Point | null, Point | null];

/**
 * The press just made, added to the last two. A Shift press adds a layer to the selection or takes it out
 * (spec 2 §4), an Alt press picks the next layer down (docs/designer.md, "Alt + click"): neither is ever half
 * of a double-click, so a Shift-click and a quick click on the same layer, or Alt-clicks in a row at one spot,
 * stay selections and do not open a crop or a text editor.
 */
export function nextPressSpots(previous: PressSpots, at: Point, modifiers: { shiftKey: boolean; altKey: boolean }): PressSpots {
  return modifiers.shiftKey || modifiers.altKey ? [null, null] : [previous[1], at];
}

/** Escape: a running move is cancelled (the stage puts the layers back), the rest of the press does nothing. */
export function escape(gesture: GestureState): { gesture: GestureState; cancel: boolean } {
  if (gesture.phase !== 'moving') return { gesture, cancel: false };
  return { gesture: { ...gesture, phase: 'cancelled' }, cancel: true };
}

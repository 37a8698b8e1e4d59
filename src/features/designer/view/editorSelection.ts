/**
 * Leafer's editor proposes a selection (a press, a shift-press, a drag box); the model decides it
 * (spec 2 §4). This turns the editor's proposal and how it came about into the model's operation.
 */
import {
  clearSelection,
  clickLayer,
  dragBoxSelect,
  shiftClickLayer,
  type DesignerState,
  type Point,
} from '../model';

export type SelectionGesture =
  /** A press without shift: the editor wants exactly the pressed layer, or none on empty canvas. */
  | { kind: 'click' }
  /** A press or tap with shift: the editor added or removed one layer. */
  | { kind: 'shift' }
  /** A drag box from `start` to `end`, in canvas pixels. */
  | { kind: 'box'; start: Point; end: Point };

/**
 * The state after the editor proposed `wanted` (uuids, in the editor's order). A shift gesture toggles
 * the one layer that differs between the model's selection and the proposal; anything the model does
 * not recognise leaves the selection as it is, and the view puts the editor back in line with it.
 */
export function selectionFromEditor(state: DesignerState, wanted: readonly string[], gesture: SelectionGesture): DesignerState {
  switch (gesture.kind) {
    case 'box':
      return dragBoxSelect(state, gesture.start, gesture.end);
    case 'shift': {
      const current = new Set(state.selectedUuids);
      const proposed = new Set(wanted);
      const toggled = [
        ...wanted.filter((uuid) => !current.has(uuid)),
        ...state.selectedUuids.filter((uuid) => !proposed.has(uuid)),
      ];
      return toggled.length === 1 ? shiftClickLayer(state, toggled[0]) : state;
    }
    case 'click':
      if (wanted.length === 0) return clearSelection(state);
      // A press on one layer of a multi-selection proposes just that layer; the model's click rule applies.
      return wanted.length === 1 ? clickLayer(state, wanted[0]) : state;
  }
}

/** True when the editor shows exactly the model's selection (order aside). */
export function sameSelection(shown: readonly string[], selected: readonly string[]): boolean {
  if (shown.length !== selected.length) return false;
  const set = new Set(selected);
  return shown.every((uuid) => set.has(uuid));
}

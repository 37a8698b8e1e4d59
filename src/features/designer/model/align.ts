/**
 * Aligning and distributing the selection, as in Figma and Canva. A layer is placed by its drawn box (the
 * upright box around it, rotation included: geometry.ts `rotatedBounds`), so a turned layer lines up by
 * what the merchant sees, not by its unrotated box.
 *
 * One selected layer aligns to the canvas; several align to the box around them all (the selection's
 * frame). Locked and background layers never move (spec 2 §4), but a locked layer in the selection still
 * counts in the frame: the others line up against it. A selected group (groups.ts) is one unit, placed by
 * the box around its members, which keep their places within it. Pure: when nothing would move, the state itself is
 * returned, so the action is disabled and no undo step is made.
 */
import { rotatedBounds, unionBounds } from './geometry';
import { canTransform, updateLayers } from './layerLookup';
import type { Box, DesignerState, Layer } from './types';

export type AlignEdge = 'left' | 'centreX' | 'right' | 'top' | 'centreY' | 'bottom';
export type DistributeAxis = 'horizontal' | 'vertical';

/** Distributing needs three layers: with two there is one gap, already equal to itself. */
export const DISTRIBUTE_MIN_LAYERS = 3;

/** A move smaller than this is float noise from an earlier centring, not a move. */
const NO_MOVE = 1e-6;

/** The selected layers, bottom first: one pass over the stack (a drag of 200 re-renders the panel every frame). */
function selected(state: DesignerState): Layer[] {
  const wanted = new Set(state.selectedUuids);
  return state.layers.filter((layer) => wanted.has(layer.uuid));
}

/** What moves as one: a group's selected members together, every other layer alone; each with its drawn box. */
interface Unit {
  uuids: string[];
  box: Box;
  /** Some member can move (spec 2 §4: locked and background layers never do). */
  movable: boolean;
}

/**
 * The units of a state, worked out once: the panel's eight align and distribute buttons each ask whether
 * they would move anything at every render, an undo of 200 layers included, and each asks for them twice.
 */
const unitsOfState = new WeakMap<DesignerState, readonly Unit[]>();

function selectedUnits(state: DesignerState): readonly Unit[] {
  const known = unitsOfState.get(state);
  if (known) return known;
  const members = new Map<string, Layer[]>();
  for (const layer of selected(state)) {
    const key = layer.groupId === undefined ? `layer:${layer.uuid}` : `group:${layer.groupId}`;
    const unit = members.get(key);
    if (unit) unit.push(layer);
    else members.set(key, [layer]);
  }
  // A unit holds one layer at least, so its box is never null.
  const units = [...members.values()].map((layers) => ({
    uuids: layers.map((layer) => layer.uuid),
    box: unionBounds(layers.map(rotatedBounds))!,
    movable: layers.some(canTransform),
  }));
  unitsOfState.set(state, units);
  return units;
}

/** What the selection aligns to: the canvas for one layer or group, the frame around them all for several; null for none. */
export function alignmentFrame(state: DesignerState): Box | null {
  const units = selectedUnits(state);
  if (units.length === 0) return null;
  if (units.length === 1) return { left: 0, top: 0, width: state.canvas.width, height: state.canvas.height };
  return unionBounds(units.map((unit) => unit.box));
}

/** How far a drawn box must move along its axis so that its `edge` meets the frame's. */
function offsetTo(edge: AlignEdge, box: Box, frame: Box): number {
  switch (edge) {
    case 'left':
      return frame.left - box.left;
    case 'centreX':
      return frame.left + frame.width / 2 - (box.left + box.width / 2);
    case 'right':
      return frame.left + frame.width - (box.left + box.width);
    case 'top':
      return frame.top - box.top;
    case 'centreY':
      return frame.top + frame.height / 2 - (box.top + box.height / 2);
    case 'bottom':
      return frame.top + frame.height - (box.top + box.height);
  }
}

const horizontalEdges: ReadonlySet<AlignEdge> = new Set(['left', 'centreX', 'right']);

/** Moves each selected layer that can move so its drawn box meets the frame at `edge`. */
export function alignLayers(state: DesignerState, edge: AlignEdge): DesignerState {
  return applyMoves(state, alignMoves(state, edge));
}

/** Whether aligning would move anything: what the button's isEnabled asks, without building a new state. */
export function canAlign(state: DesignerState, edge: AlignEdge): boolean {
  return answered(state, edge, () => anyMoves(alignOffsets(state, edge)));
}

function alignMoves(state: DesignerState, edge: AlignEdge): Moves {
  return movesOf(state, alignOffsets(state, edge), horizontalEdges.has(edge));
}

/** How far each unit moves along the edge's axis to meet the frame. */
function alignOffsets(state: DesignerState, edge: AlignEdge): Map<Unit, number> {
  const frame = alignmentFrame(state);
  const offsets = new Map<Unit, number>();
  if (!frame) return offsets;
  for (const unit of selectedUnits(state)) offsets.set(unit, offsetTo(edge, unit.box, frame));
  return offsets;
}

/**
 * Spaces three or more selected layers with equal gaps between their drawn boxes. Taken in the order of
 * their centres along the axis, the first and the last stay where they are and the others are placed
 * between them; when the boxes are wider than the span, the gaps are equal and negative (they overlap
 * evenly). A locked layer keeps its place, and the others their computed ones.
 */
export function distributeLayers(state: DesignerState, axis: DistributeAxis): DesignerState {
  return applyMoves(state, distributeMoves(state, axis));
}

/** Whether distributing would move anything (the button's isEnabled). */
export function canDistribute(state: DesignerState, axis: DistributeAxis): boolean {
  return answered(state, axis, () => anyMoves(distributeOffsets(state, axis)));
}

function distributeMoves(state: DesignerState, axis: DistributeAxis): Moves {
  return movesOf(state, distributeOffsets(state, axis), axis === 'horizontal');
}

/** How far each unit moves along the axis to its place between the first and the last. */
function distributeOffsets(state: DesignerState, axis: DistributeAxis): Map<Unit, number> {
  const units = selectedUnits(state);
  const offsets = new Map<Unit, number>();
  if (units.length < DISTRIBUTE_MIN_LAYERS) return offsets;
  const horizontal = axis === 'horizontal';
  const spans = units.map((unit) => ({ unit, start: horizontal ? unit.box.left : unit.box.top, size: horizontal ? unit.box.width : unit.box.height }));
  // Stable: layers whose centres coincide keep their order in the stack.
  const ordered = spans
    .map((span, i) => ({ ...span, i }))
    .sort((a, b) => a.start + a.size / 2 - (b.start + b.size / 2) || a.i - b.i);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  const total = ordered.reduce((sum, span) => sum + span.size, 0);
  const gap = (last.start + last.size - first.start - total) / (ordered.length - 1);
  let cursor = first.start;
  for (const span of ordered) {
    offsets.set(span.unit, cursor - span.start);
    cursor += span.size + gap;
  }
  // The last one ends where it was; set it exactly rather than by a sum of floats.
  offsets.set(last.unit, 0);
  return offsets;
}

/** Whether a unit that can move would move by more than float noise. */
function anyMoves(offsets: ReadonlyMap<Unit, number>): boolean {
  for (const [unit, offset] of offsets) if (unit.movable && Math.abs(offset) >= NO_MOVE) return true;
  return false;
}

/**
 * Each button's answer, worked out once a state: the panel asks all eight at every render (an undo of 200
 * layers re-renders it), and a state that is asked again is the same state.
 */
const answersOfState = new WeakMap<DesignerState, Map<AlignEdge | DistributeAxis, boolean>>();

function answered(state: DesignerState, key: AlignEdge | DistributeAxis, work: () => boolean): boolean {
  let answers = answersOfState.get(state);
  if (!answers) answersOfState.set(state, (answers = new Map()));
  let answer = answers.get(key);
  if (answer === undefined) answers.set(key, (answer = work()));
  return answer;
}

/** The layers that move and by how much: only ones that can move (spec 2 §4), by more than float noise. */
type Moves = Map<string, { dx: number; dy: number }>;

function movesOf(state: DesignerState, offsets: ReadonlyMap<Unit, number>, horizontal: boolean): Moves {
  const moves: Moves = new Map();
  const layers = new Map(selected(state).map((layer) => [layer.uuid, layer]));
  for (const [unit, offset] of offsets) {
    if (Math.abs(offset) < NO_MOVE) continue;
    for (const uuid of unit.uuids) {
      if (canTransform(layers.get(uuid)!)) moves.set(uuid, horizontal ? { dx: offset, dy: 0 } : { dx: 0, dy: offset });
    }
  }
  return moves;
}

/** The state with the moves made; the state itself when there are none. */
function applyMoves(state: DesignerState, moves: Moves): DesignerState {
  if (moves.size === 0) return state;
  return updateLayers(state, [...moves.keys()], (layer) => {
    const { dx, dy } = moves.get(layer.uuid)!;
    return { ...layer, left: layer.left + dx, top: layer.top + dy };
  });
}

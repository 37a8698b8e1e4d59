/** The designer's pure model: what the Leafer view and the React panels build on. */
export type { Box, CanvasSize, DesignerMessage, DesignerState, Layer, Point } from './types';
export { DESIGNER_MESSAGE_TEXT, type DesignerTextKey } from './texts';
export * from './constants';
export { boxFromPoints, boxesOverlap, centreOf, rotatedBounds, unionBounds, type RotatedBox } from './geometry';
export { canTransform, findLayer, indexOfLayer, singleSelectedLayer } from './layerLookup';
export * from './history';
export {
  canJoinMultiSelection,
  clearSelection,
  clickLayer,
  dragBoxSelect,
  dragExceedsThreshold,
  layersInDragBox,
  selectAll,
  shiftClickLayer,
  withSelection,
} from './selection';
export { canBeBackground, coverCanvas, setBackground, unsetBackground } from './background';
export { moveDown, moveLayerTo, moveUp, type OrderMessage, type OrderResult } from './order';
export { copyLayers, copyOf, pasteCopies } from './copy';
export { layersToCopy, layersToCut, selectForContextMenu } from './clipboardActions';
export { canMarkCutout, markCutout, unmarkCutout } from './cutout';
export { clampResize, moveLayers, normalizeDegrees, resizeLayer, rotateLayer, scaleLayers, snapRotation } from './transform';
export {
  SNAP_SCREEN_PIXELS,
  nearestSnap,
  selectionHitBox,
  snapMove,
  snapResize,
  snapTargets,
  type ResizeHandle,
  type SnapAxis,
  type SnapGuide,
  type SnapLine,
  type SnapResult,
  type SnapTargets,
} from './snapping';
export { addLayer, imageLayer, type ImageLayerInput, type ImageLayerKind } from './layerFactory';
export { canDelete, deleteLayers, setLocked } from './layerEdits';
export { designerStateFromTemplate, layersForSave, validateForSave } from './save';
export { uuidV4 } from './uuid';
export { canFlip, flipLayers, type FlipAxis } from './flip';
export { hiddenLayerCount, isHidden, setHidden, withoutHiddenLayers } from './visibility';
export { layerName } from './layerName';
export { alignLayers, alignmentFrame, canAlign, canDistribute, distributeLayers, DISTRIBUTE_MIN_LAYERS, type AlignEdge, type DistributeAxis } from './align';
export { editGeometry, limitTyped, selectionGeometry, type GeometryEdit, type GeometryField, type GeometryLock, type SelectionGeometry } from './geometryEdit';
export { keyTestFor, matchesShortcut, shortcutLabel, type KeyLike, type Shortcut } from './shortcuts';
export type {
  ActionArgs,
  ActionContext,
  ActionName,
  ActionResult,
  ActionValue,
  ActionValues,
  Capture,
  DesignerAction,
  SimpleActionName,
} from './actionTypes';
export { DESIGNER_ACTIONS } from './actions';
export { createActionManager, type ActionManager, type ShortcutHelpEntry } from './actionManager';
export {
  createDesignerStore,
  type DesignerSnapshot,
  type DesignerStore,
  type DesignerStoreOptions,
  type DispatchOutcome,
} from './designerStore';

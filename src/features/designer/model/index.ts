/** The designer's pure model: what the Leafer view and the React panels build on. */
export type { Box, CanvasSize, DesignerMessage, DesignerState, Layer, Point } from './types';
export { DESIGNER_MESSAGE_TEXT } from './texts';
export * from './constants';
export { centreOf, rotatedBounds, unionBounds, type RotatedBox } from './geometry';
export { canTransform, findLayer, selectedLayersOf, singleSelectedLayer } from './layerLookup';
export * from './history';
export {
  clearSelection,
  selectLayerAlone,
  clickLayer,
  dragBoxSelect,
  dragExceedsThreshold,
  shiftClickLayer,
} from './selection';
export { layersToCopy, layersToCut, selectForContextMenu } from './clipboardActions';
export { moveLayers, resizeLayer, rotateLayer, rotateLayersAbout } from './transform';
export {
  SNAP_SCREEN_PIXELS,
  selectionHitBox,
  snapMove,
  snapResize,
  snapTargets,
  type ResizeHandle,
  type SnapGuide,
  type SnapTargets,
} from './snapping';
export { imageLayer, type ImageLayerKind } from './layerFactory';
export { designerStateFromTemplate, layersForSave, validateForSave } from './save';
export { hiddenLayerCount, isHidden, withoutHiddenLayers } from './visibility';
export { layerName, shownName } from './layerName';
export { selectedGroupId } from './groups';
export { bakeKey, bakeOf, bakedFilesOf, bakedLayerFields, type Bake } from './bakedLayer';
export { CROP_HANDLES, canCrop, cropOf, dragCrop, screenToImage, type CropHandle, type LayerCrop } from './crop';
export { clampOpacity, opacityOf, setOpacity, sharedOpacity, stepOpacity, LAYER_OPACITY_MAX } from './opacity';
export { editGeometry, selectionGeometry, type GeometryEdit, type GeometryField } from './geometryEdit';
export { resizeSelection } from './selectionResize';
export { isMenuKey, matchesShortcut, MENU_SHORTCUTS, shortcutLabel, type Shortcut } from './shortcuts';
export type {
  ActionName,
  SimpleActionName,
} from './actionTypes';
export { DESIGNER_ACTIONS } from './actions';
export { createActionManager } from './actionManager';
export {
  createDesignerStore,
  type DesignerSnapshot,
  type DesignerStore,
} from './designerStore';

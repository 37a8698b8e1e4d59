/**
 * One edit = one action (after excalidraw): every designer operation, from a key, a panel
 * button or a menu, runs through an action whose result says whether it enters the undo history.
 */
import type { CropEdit, CutoutSettings, GroupLockEdit, GroupMove, HiddenEdit, ImageReplacement, OpacityEdit, OpacityStep, RenameEdit, StrokeEdit, StrokeResult, TextEdit } from './actionPayloads';
import type { History } from './history';
import type { KeyLike, Shortcut } from './shortcuts';
import type { GeometryEdit } from './geometryEdit';
import type { DesignerTextKey } from './texts';
import type { DesignerMessage, DesignerState, Layer } from './types';

/** Actions that need nothing but the state (every key and panel button). */
export type SimpleActionName =
  | 'moveUp'
  | 'moveDown'
  | 'setBackground'
  | 'unsetBackground'
  | 'copy'
  | 'markCutout'
  | 'unmarkCutout'
  | 'lock'
  | 'unlock'
  | 'nudgeLeft'
  | 'nudgeRight'
  | 'nudgeUp'
  | 'nudgeDown'
  | 'nudgeLeftFar'
  | 'nudgeRightFar'
  | 'nudgeUpFar'
  | 'nudgeDownFar'
  | 'scaleUp'
  | 'scaleDown'
  | 'undo'
  | 'redo'
  | 'delete'
  | 'selectAll'
  // Flips (flipActions.ts).
  | 'flipHorizontal'
  | 'flipVertical'
  // Align and distribute (geometryActions.ts).
  | 'alignLeft'
  | 'alignCentreX'
  | 'alignRight'
  | 'alignTop'
  | 'alignCentreY'
  | 'alignBottom'
  | 'distributeHorizontal'
  | 'distributeVertical'
  // The clipboard (clipboardActions.ts).
  | 'copyToClipboard'
  | 'cutToClipboard'
  | 'duplicate'
  // Groups and names (groupActions.ts).
  | 'group'
  | 'ungroup'
  | 'rename';

/** What the actions that take a value are given: the layer to add, the drop of a drag-sort. */
export interface ActionValues {
  addLayer: Layer;
  moveLayerTo: { uuid: string; toIndex: number };
  // Each part declares its actions' values in its own action module.
  editText: TextEdit;

  setStroke: StrokeEdit;
  strokeComputed: StrokeResult;

  setCutoutSettings: CutoutSettings;
  replaceImage: ImageReplacement;

  importLayers: readonly Layer[];

  setHidden: HiddenEdit;

  setOpacity: OpacityEdit;
  stepOpacity: OpacityStep;
  cropLayer: CropEdit;

  setGeometry: GeometryEdit;
  /** The clipboard's layers, as last placed (clipboardActions.ts). */
  pasteLayers: readonly Layer[];

  renameLayer: RenameEdit;
  /** A group's row: its eye, its lock, dropped on another row (groupActions.ts). */
  setGroupHidden: HiddenEdit;
  setGroupLocked: GroupLockEdit;
  moveGroupTo: GroupMove;
}

export type ActionName = SimpleActionName | keyof ActionValues;

/** The value an action takes (undefined for a simple one). */
export type ActionValue<N extends ActionName> = N extends keyof ActionValues ? ActionValues[N] : undefined;

/** The arguments after the name when running or asking about an action: its value, if it takes one. */
export type ActionArgs<N extends ActionName> = N extends keyof ActionValues ? [value: ActionValues[N]] : [];

/** 'immediately': one undo snapshot. 'never': replaces the present (selection, no-ops). */
export type Capture = 'immediately' | 'never';

export interface ActionContext {
  history: History<DesignerState>;
  newUuid: () => string;
  /**
   * A save is writing the present: nothing may change it until the save answers, or what was saved and
   * what the designer shows part ways (an undo during a slow save would be marked as saved).
   */
  saving: boolean;
}

export interface ActionResult {
  state: DesignerState;
  capture: Capture;
  message?: DesignerMessage;
  /** Set by undo and redo only: the history to continue from (its present is `state`). */
  history?: History<DesignerState>;
}

/**
 * `isEnabled` and `perform` are declared as methods so that an action taking a value (addLayer) is still
 * a DesignerAction in the one registry; the store hands each action the value its name calls for.
 */
export interface DesignerAction<N extends ActionName = ActionName> {
  name: N;
  /** Key in `MSG.designer` (texts.ts). */
  label: DesignerTextKey;
  /** The source of both `keyTest` and the shortcut help. */
  shortcuts: readonly Shortcut[];
  keyTest?: (event: KeyLike) => boolean;
  /**
   * Actions of the same burst run one after another (nothing else done, the selection unchanged, no
   * pointer press between) are one undo step: a burst of nudges is one (designerStore.ts).
   */
  burst?: string;
  /** Whether the action can do something now: the panel disables its button when false, the store refuses it. */
  isEnabled(state: DesignerState, context: ActionContext, value: ActionValue<N>): boolean;
  perform(state: DesignerState, context: ActionContext, value: ActionValue<N>): ActionResult;
}

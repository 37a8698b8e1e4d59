/**
 * One edit = one action (after excalidraw): every designer operation, from a key, a panel
 * button or a menu, runs through an action whose result says whether it enters the undo history.
 */
import type { History } from './history';
import type { KeyLike, Shortcut } from './shortcuts';
import type { DesignerTextKey } from './texts';
import type { DesignerMessage, DesignerState } from './types';

export type ActionName =
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
  | 'scaleUp'
  | 'scaleDown'
  | 'undo'
  | 'redo'
  | 'delete'
  | 'selectAll';

/** 'immediately': one undo snapshot. 'never': replaces the present (selection, no-ops). */
export type Capture = 'immediately' | 'never';

export interface ActionContext {
  history: History<DesignerState>;
  newUuid: () => string;
}

export interface ActionResult {
  state: DesignerState;
  capture: Capture;
  message?: DesignerMessage;
  /** Set by undo and redo only: the history to continue from (its present is `state`). */
  history?: History<DesignerState>;
}

export interface DesignerAction {
  name: ActionName;
  /** Key in `MSG.designer` (texts.ts). */
  label: DesignerTextKey;
  /** The source of both `keyTest` and the shortcut help. */
  shortcuts: readonly Shortcut[];
  keyTest?: (event: KeyLike) => boolean;
  /** Whether the action can do something now: the panel disables its button when false. */
  predicate: (state: DesignerState, context: ActionContext) => boolean;
  perform: (state: DesignerState, context: ActionContext) => ActionResult;
}

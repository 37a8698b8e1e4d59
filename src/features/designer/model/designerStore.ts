/**
 * A small framework-free store over the designer state and its history. React reads it with
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)`; the Leafer view calls the interaction
 * methods from its drag, resize and rotate events. All rules live in the pure model functions.
 */
import type {
  ActionArgs,
  ActionContext,
  ActionName,
  ActionResult,
  ActionValue,
  Capture,
  DesignerAction,
  SimpleActionName,
} from './actionTypes';
import { DESIGNER_ACTIONS } from './actions';
import { HISTORY_LIMIT } from './constants';
import {
  bail,
  canRedo,
  canUndo,
  commit,
  createHistory,
  mark,
  replacePresent,
  squash,
  type History,
} from './history';
import type { DesignerMessage, DesignerState } from './types';
import { uuidV4 } from './uuid';

export interface DesignerSnapshot {
  /**
   * The present, except during a canvas interaction (`beginInteraction('atDrop')`): that keeps the layers
   * as the interaction found them until it ends, so the panels and the layer list render once at the drop
   * instead of at every pointer move (docs/designer.md, "Speed"); the view reads `getState()`. A change of
   * the selection or the canvas meanwhile is shown at once.
   */
  state: DesignerState;
  /** Undo and redo are enabled: not at the ends of the history, and no save running. */
  canUndo: boolean;
  canRedo: boolean;
  /** A save is writing the present: every action is refused until it answers. */
  saving: boolean;
  /** Changed since load or the last save: closing asks whether to save (spec 2 §2, §4). */
  dirty: boolean;
  /** A drag, resize or rotate is running. */
  interacting: boolean;
  /**
   * The image addresses the view could not read (a file gone, corrupt bytes): what the layer list marks,
   * the canvas shows a placeholder for, and 保存 asks about. The view's finding, not the document's.
   */
  unreadable: ReadonlySet<string>;
}

export interface DispatchOutcome {
  /** False when the action is unknown or its isEnabled refuses it now. */
  ran: boolean;
  message?: DesignerMessage;
}

export interface DesignerStore {
  getState(): DesignerState;
  /** The same object until the next change (what useSyncExternalStore needs). */
  getSnapshot(): DesignerSnapshot;
  subscribe(listener: () => void): () => void;
  /** Runs an action if it is enabled (the one way an edit is made from a key, a button or a panel). */
  dispatch<N extends ActionName>(name: N, ...value: ActionArgs<N>): DispatchOutcome;
  /**
   * A key's auto-repeat (KeyboardEvent.repeat): when the last thing the store did was this action, the
   * change joins that undo step, so holding → is one step and does not flush the history.
   */
  dispatchRepeat(name: SimpleActionName): DispatchOutcome;
  /**
   * A burst of actions (nudges: `DesignerAction.burst`) ends here: the next one is a new undo step. The
   * view calls it on a pointer press; another action, a selection change or a save ends a burst anyway.
   */
  endBurst(): void;
  /** Whether `dispatch` would run the action now: what a button's disabled state reads. */
  isEnabled<N extends ActionName>(name: N, ...value: ActionArgs<N>): boolean;
  /** Any other change: 'immediately' = one undo step, 'never' = no step (selection, hover...). */
  apply(update: DesignerState | ((state: DesignerState) => DesignerState), capture: Capture): void;
  /**
   * Starts a drag, resize or rotate and returns the state it started from (measure moves from it).
   * `panels`: 'live' (a slider's) shows each update to React's readers; 'atDrop' (the canvas's) only its end.
   */
  beginInteraction(panels?: InteractionPanels): DesignerState;
  /** A pointer move: replaces the present, no undo step. */
  updateInteraction(next: DesignerState): void;
  /** The whole interaction becomes one undo step (none if nothing changed). */
  endInteraction(): void;
  /** Back to where the interaction started (Escape, pointer lost). */
  cancelInteraction(): void;
  /** Whether a drag, resize, turn or slider is held: between beginInteraction and its end or cancel. */
  isInteracting(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  isDirty(): boolean;
  /**
   * A save starts (true) or has answered (false): while it runs every action, undo and redo included,
   * is refused, so the document the save sent is the one the designer shows.
   */
  setSaving(saving: boolean): void;
  /** After a successful save: the present is the saved document. */
  markSaved(): void;
  /** The view read an image (true) or could not (false). */
  setImageReadable(url: string, readable: boolean): void;
}

/** Whether React's readers see an interaction's every update ('live') or only its end ('atDrop'). */
export type InteractionPanels = 'live' | 'atDrop';

export interface DesignerStoreOptions {
  actions?: readonly DesignerAction[];
  newUuid?: () => string;
  historyLimit?: number;
}

export function createDesignerStore(initial: DesignerState, options: DesignerStoreOptions = {}): DesignerStore {
  const actions = new Map<ActionName, DesignerAction>();
  for (const action of options.actions ?? DESIGNER_ACTIONS) actions.set(action.name, action);
  const newUuid = options.newUuid ?? uuidV4;
  const listeners = new Set<() => void>();

  let history: History<DesignerState> = createHistory(initial, options.historyLimit ?? HISTORY_LIMIT);
  let saved: DesignerState = initial;
  let saving = false;
  let unreadable: ReadonlySet<string> = new Set();
  /**
   * The history right after the last dispatch that made an undo step, and by which action: what a key
   * repeat or the next action of the same burst may join. Any other change of the history (another
   * edit, a selection, undo) leaves it behind, and so ends the burst; no clock is involved.
   */
  let lastDispatch: { name: ActionName; burst: string | undefined; history: History<DesignerState> } | null = null;
  /** The running interaction shows its updates to React's readers only at its end. */
  let panelsAtDrop = false;
  let snapshot = makeSnapshot();
  /** The present the listeners last heard of. */
  let notified = history.present;

  /**
   * Dirty compares the document, not the selection, by identity: model functions return the very same
   * arrays when nothing changed, so undoing back to the saved snapshot makes the designer clean again.
   */
  function isDirty(): boolean {
    const present = history.present;
    return present.layers !== saved.layers || present.canvas !== saved.canvas;
  }

  function makeSnapshot(): DesignerSnapshot {
    return {
      state: shownState(),
      canUndo: !saving && canUndo(history),
      canRedo: !saving && canRedo(history),
      saving,
      dirty: isDirty(),
      interacting: history.mark !== null,
      unreadable,
    };
  }

  /** The state React's readers see (DesignerSnapshot's `state`). */
  function shownState(): DesignerState {
    const present = history.present;
    // The first snapshot is made before `snapshot` exists: no interaction runs then.
    if (!panelsAtDrop || history.mark === null) return present;
    const shown = snapshot.state;
    return shown.selectedUuids === present.selectedUuids && shown.canvas === present.canvas ? shown : present;
  }

  function setHistory(next: History<DesignerState>): void {
    if (next === history) return;
    history = next;
    publish();
  }

  /** A new snapshot and a notification, only when something a reader sees has changed. */
  function publish(): void {
    const fresh = makeSnapshot();
    const changed = (Object.keys(fresh) as (keyof DesignerSnapshot)[]).some((key) => fresh[key] !== snapshot[key]);
    // A canvas interaction's move leaves the snapshot as it was, but the view (getState) shows each one.
    const moved = history.present !== notified;
    if (!changed && !moved) return;
    if (changed) snapshot = fresh;
    notified = history.present;
    listeners.forEach((listener) => listener());
  }

  function record(result: Pick<ActionResult, 'state' | 'capture' | 'history'>, joinLastStep = false): void {
    if (result.history) setHistory(result.history);
    else if (result.capture === 'immediately' && !joinLastStep) setHistory(commit(history, result.state));
    else setHistory(replacePresent(history, result.state));
  }

  function context(): ActionContext {
    return { history, newUuid, saving };
  }

  function enabled(name: ActionName, value: unknown): DesignerAction | null {
    const action = actions.get(name);
    if (!action || saving) return null;
    return action.isEnabled(history.present, context(), value as ActionValue<ActionName>) ? action : null;
  }

  function run(name: ActionName, value: unknown, repeat: boolean): DispatchOutcome {
    const action = enabled(name, value);
    if (!action) return { ran: false };
    const last = lastDispatch !== null && lastDispatch.history === history ? lastDispatch : null;
    const joins = last !== null && ((repeat && last.name === name) || (action.burst !== undefined && last.burst === action.burst));
    const result = action.perform(history.present, context(), value as ActionValue<ActionName>);
    record(result, joins);
    // Only a step can be joined: after a refusal or an undo the next press makes its own.
    lastDispatch = (result.capture === 'immediately' && !result.history) || joins ? { name, burst: action.burst, history } : null;
    return result.message ? { ran: true, message: result.message } : { ran: true };
  }

  return {
    getState: () => history.present,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch: (name, ...value) => run(name, value[0], false),
    dispatchRepeat: (name) => run(name, undefined, true),
    endBurst() {
      lastDispatch = null;
    },
    isEnabled: (name, ...value) => enabled(name, value[0]) !== null,
    apply(update, capture) {
      const next = typeof update === 'function' ? update(history.present) : update;
      record({ state: next, capture });
    },
    beginInteraction(panels = 'live') {
      if (history.mark === null) panelsAtDrop = panels === 'atDrop';
      setHistory(mark(history));
      return history.mark ? history.mark.state : history.present;
    },
    updateInteraction(next) {
      setHistory(replacePresent(history, next));
    },
    endInteraction() {
      setHistory(squash(history));
      panelsAtDrop = false;
    },
    cancelInteraction() {
      setHistory(bail(history));
      panelsAtDrop = false;
    },
    isInteracting: () => history.mark !== null,
    canUndo: () => canUndo(history),
    canRedo: () => canRedo(history),
    isDirty,
    setSaving(next) {
      if (saving === next) return;
      saving = next;
      publish();
    },
    markSaved() {
      // What was saved is not joined by the next nudge: one undo never crosses a save.
      lastDispatch = null;
      saved = history.present;
      publish();
    },
    setImageReadable(url, readable) {
      if (unreadable.has(url) !== readable) return;
      const next = new Set(unreadable);
      if (readable) next.delete(url);
      else next.add(url);
      unreadable = next;
      publish();
    },
  };
}

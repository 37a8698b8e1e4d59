/**
 * A small framework-free store over the designer state and its history. React reads it with
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)`; the Leafer view calls the interaction
 * methods from its drag, resize and rotate events. All rules live in the pure model functions.
 */
import type { ActionName, ActionResult, Capture, DesignerAction } from './actionTypes';
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
  state: DesignerState;
  canUndo: boolean;
  canRedo: boolean;
  /** Changed since load or the last save: closing asks whether to save (spec 2 §2, §4). */
  dirty: boolean;
  /** A drag, resize or rotate is running. */
  interacting: boolean;
}

export interface DispatchOutcome {
  /** False when the action is unknown or its predicate refuses it now. */
  ran: boolean;
  message?: DesignerMessage;
}

export interface DesignerStore {
  getState(): DesignerState;
  /** The same object until the next change (what useSyncExternalStore needs). */
  getSnapshot(): DesignerSnapshot;
  subscribe(listener: () => void): () => void;
  dispatch(name: ActionName): DispatchOutcome;
  /** Any other change: 'immediately' = one undo step, 'never' = no step (selection, hover...). */
  apply(update: DesignerState | ((state: DesignerState) => DesignerState), capture: Capture): void;
  /** Starts a drag, resize or rotate and returns the state it started from (measure moves from it). */
  beginInteraction(): DesignerState;
  /** A pointer move: replaces the present, no undo step. */
  updateInteraction(next: DesignerState): void;
  /** The whole interaction becomes one undo step (none if nothing changed). */
  endInteraction(): void;
  /** Back to where the interaction started (Escape, pointer lost). */
  cancelInteraction(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  isDirty(): boolean;
  /** After a successful save: the present is the saved document. */
  markSaved(): void;
}

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
  let snapshot = makeSnapshot();

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
      state: history.present,
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      dirty: isDirty(),
      interacting: history.mark !== null,
    };
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
    if (!changed) return;
    snapshot = fresh;
    listeners.forEach((listener) => listener());
  }

  function record(result: Pick<ActionResult, 'state' | 'capture' | 'history'>): void {
    if (result.history) setHistory(result.history);
    else if (result.capture === 'immediately') setHistory(commit(history, result.state));
    else setHistory(replacePresent(history, result.state));
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
    dispatch(name) {
      const action = actions.get(name);
      const context = { history, newUuid };
      if (!action || !action.predicate(history.present, context)) return { ran: false };
      const result = action.perform(history.present, context);
      record(result);
      return result.message ? { ran: true, message: result.message } : { ran: true };
    },
    apply(update, capture) {
      const next = typeof update === 'function' ? update(history.present) : update;
      record({ state: next, capture });
    },
    beginInteraction() {
      setHistory(mark(history));
      return history.mark ? history.mark.state : history.present;
    },
    updateInteraction(next) {
      setHistory(replacePresent(history, next));
    },
    endInteraction() {
      setHistory(squash(history));
    },
    cancelInteraction() {
      setHistory(bail(history));
    },
    canUndo: () => canUndo(history),
    canRedo: () => canRedo(history),
    isDirty,
    markSaved() {
      saved = history.present;
      publish();
    },
  };
}

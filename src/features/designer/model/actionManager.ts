/**
 * Routes key events to actions (after excalidraw's ActionManager): the one action whose keyTest
 * matches runs; if two claim the same key, neither runs and a warning names them.
 */
import type { ActionName, DesignerAction } from './actionTypes';
import { shortcutLabel, type KeyLike, type Shortcut } from './shortcuts';
import type { DesignerTextKey } from './texts';

export interface ShortcutHelpEntry {
  name: ActionName;
  label: DesignerTextKey;
  /** E.g. ["W", "↑"], ["E", "Ctrl/⌘ + ="]. */
  keys: string[];
}

export interface ActionManager {
  readonly actions: readonly DesignerAction[];
  get(name: ActionName): DesignerAction | undefined;
  /** The one action for this key, or null (no action, or a conflict, which is warned about). */
  actionForKey(event: KeyLike): DesignerAction | null;
  /** Runs `run` with the action for this key; true when one ran (the caller then prevents the default). */
  handleKeyDown(event: KeyLike, run: (action: DesignerAction) => void): boolean;
  /** The shortcut help, in action order, made from the same declarations as the key tests. */
  shortcutHelp(): ShortcutHelpEntry[];
}

export function createActionManager(
  actions: readonly DesignerAction[],
  warn: (message: string) => void = (message) => console.warn(message),
): ActionManager {
  const byName = new Map<ActionName, DesignerAction>();
  for (const action of actions) {
    if (byName.has(action.name)) warn(`designer: action "${action.name}" is registered twice; the first one is kept`);
    else byName.set(action.name, action);
  }
  const registered = Array.from(byName.values());
  // Say so at start-up too, rather than only when the merchant presses the key.
  for (const conflict of declaredConflicts(registered)) warn(`designer: ${conflict}; none of them runs on that key`);

  function actionForKey(event: KeyLike): DesignerAction | null {
    const claiming = registered.filter((action) => action.keyTest?.(event));
    if (claiming.length > 1) {
      warn(`designer: key "${event.key}" is claimed by ${claiming.map((a) => a.name).join(', ')}; none runs`);
      return null;
    }
    return claiming[0] ?? null;
  }

  return {
    actions: registered,
    get: (name) => byName.get(name),
    actionForKey,
    handleKeyDown(event, run) {
      const action = actionForKey(event);
      if (!action) return false;
      run(action);
      return true;
    },
    shortcutHelp: () =>
      registered
        .filter((action) => action.shortcuts.length > 0)
        .map((action) => ({ name: action.name, label: action.label, keys: action.shortcuts.map(shortcutLabel) })),
  };
}

/** Pairs of actions where one's declared shortcut passes the other's keyTest. */
function declaredConflicts(actions: readonly DesignerAction[]): string[] {
  const found: string[] = [];
  for (const action of actions) {
    for (const shortcut of action.shortcuts) {
      const event = eventFor(shortcut);
      const others = actions.filter((other) => other !== action && other.keyTest?.(event));
      for (const other of others) {
        if (actions.indexOf(other) > actions.indexOf(action)) {
          found.push(`"${action.name}" and "${other.name}" both claim ${shortcutLabel(shortcut)}`);
        }
      }
    }
  }
  return found;
}

function eventFor(shortcut: Shortcut): KeyLike {
  return { key: shortcut.key, ctrlKey: Boolean(shortcut.mod), metaKey: false, shiftKey: Boolean(shortcut.shift), altKey: Boolean(shortcut.alt) };
}

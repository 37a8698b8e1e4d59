import { useEffect } from 'react';
import { matchesShortcut, type ActionName, type DesignerStore, type SimpleActionName } from '../model';
import { isDialogOpen } from '../../../ui/dialogOpen';
import { actionManager, runAction } from './designerActions';

/**
 * Spec 2 §9's keyboard, through the action manager. The listener is on the document because a key goes
 * to the focused element, which is often nothing (the body) after a click on the canvas, or the card
 * that opened the drawer. It stays out of text fields, of dialogs (the agreement, the close question)
 * and of open dropdowns, and of keys a focused control already handled (a select's arrow keys). Undo and
 * redo are the exception: in a field that says it holds nothing unapplied (historyKeysFrom) they are the
 * designer's, not the text's.
 */
export function useDesignerKeyboard(store: DesignerStore | null, active: boolean): void {
  useEffect(() => {
    if (!store || !active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && isTextField(target) && !(target.hasAttribute(HISTORY_KEYS_ATTRIBUTE) && isHistoryKey(event))) return;
      if (target?.closest('.arco-trigger-popup')) return;
      if (isDialogOpen()) return;
      // Ctrl/⌘ + C, X and V come as the browser's copy, cut and paste events (useClipboardEvents.ts): a
      // keydown handled here would cancel them, and with them the image a paste event carries.
      if (CLIPBOARD_EVENT_KEYS.some((shortcut) => matchesShortcut(shortcut, event))) return;
      // While a drag, resize, turn or slider is held, the designer's keys do nothing (Esc is the canvas's own):
      // a step taken then would be folded into the interaction's, and its end would put the layers back over it.
      if (store.isInteracting()) {
        if (actionManager.handleKeyDown(event, () => undefined)) event.preventDefault();
        return;
      }
      // Keyed actions take no value: the ones that do (addLayer, moveLayerTo) have no shortcut, or come as an event (pasteLayers).
      if (actionManager.handleKeyDown(event, (action) => runAction(store, action.name as SimpleActionName, event.repeat))) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store, active]);
}

const CLIPBOARD_EVENT_KEYS = (['copyToClipboard', 'cutToClipboard', 'pasteLayers'] as const satisfies readonly ActionName[]).flatMap(
  (name) => actionManager.get(name)?.shortcuts ?? [],
);

const HISTORY_KEYS_ATTRIBUTE = 'data-designer-history-keys';
const HISTORY_SHORTCUTS = (['undo', 'redo'] as const satisfies readonly ActionName[]).flatMap((name) => actionManager.get(name)?.shortcuts ?? []);
const isHistoryKey = (event: KeyboardEvent) => HISTORY_SHORTCUTS.some((shortcut) => matchesShortcut(shortcut, event));

/**
 * The attribute a text field carries while Ctrl/⌘ + Z and redo are the designer's there (spread on the field):
 * a number field with nothing typed since its last commit shows the document, and its own text undo would
 * only bring back an old number to apply as a new step.
 */
export function historyKeysFrom(designerUndoes: boolean): Record<string, string> {
  return designerUndoes ? { [HISTORY_KEYS_ATTRIBUTE]: '' } : {};
}

/** Where a key or a clipboard event is the field's own (typing, copying its text). */
export function isTextField(element: HTMLElement): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'file'].includes(element.type);
}

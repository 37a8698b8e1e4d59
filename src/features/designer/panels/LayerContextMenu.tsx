import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MSG } from '../messages';
import { isHidden, selectForContextMenu, selectedLayersOf, singleSelectedLayer, type DesignerStore, type SimpleActionName } from '../model';
import { useDesignerStore } from '../designerStoreContext';
import { cutSelection, copySelection, pasteLayers, type DesignerClipboard } from '../session/designerClipboard';
import { actionManager, runAction, showDesignerMessage } from '../session/designerActions';
import './layerContextMenu.css';

/** Where the menu was asked for: the client point, and whether on a layer (a layer row, or one on the canvas). */
export interface ContextMenuRequest {
  x: number;
  y: number;
  /** The layer under the pointer; null on the empty canvas. */
  uuid: string | null;
}

/** How far the menu keeps from the window's edges. */
const EDGE = 4;

interface Entry {
  key: string;
  label: string;
  /** The action whose shortcut the entry shows. */
  shortcutOf?: SimpleActionName | 'pasteLayers';
  enabled: boolean;
  run(): void;
}

/**
 * The right-click menu of the canvas and the layer list (as Canva's and Figma's): the selection's actions,
 * each the action its key or panel button runs, disabled when that action's isEnabled says so, with its
 * shortcut beside it. A right-click selects first (model/clipboardActions.ts selectForContextMenu). Returns
 * `open` for the canvas and the list, and the menu to draw.
 */
export function useLayerContextMenu(clipboard: DesignerClipboard): { open(request: ContextMenuRequest): void; menu: ReactNode } {
  const store = useDesignerStore();
  /** `opening` counts the right-clicks: each is a new menu (its focus, its look at the clipboard). */
  const [request, setRequest] = useState<(ContextMenuRequest & { opening: number }) | null>(null);
  const open = useCallback(
    (next: ContextMenuRequest) => {
      store.apply((state) => selectForContextMenu(state, next.uuid), 'never');
      setRequest((last) => ({ ...next, opening: (last?.opening ?? 0) + 1 }));
    },
    [store],
  );
  const menu = request ? <LayerContextMenu key={request.opening} request={request} store={store} clipboard={clipboard} onClose={() => setRequest(null)} /> : null;
  return { open, menu };
}

interface LayerContextMenuProps {
  request: ContextMenuRequest;
  store: DesignerStore;
  clipboard: DesignerClipboard;
  onClose(): void;
}

function LayerContextMenu({ request, store, clipboard, onClose }: LayerContextMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState({ left: request.x, top: request.y });
  /** Whether the clipboard holds layers: known once read (another tab may have copied meanwhile). */
  const [canPaste, setCanPaste] = useState(false);
  const returnFocus = useRef<Element | null>(document.activeElement);

  useEffect(() => {
    let live = true;
    void clipboard.read().then((entry) => live && setCanPaste((entry?.layers.length ?? 0) > 0));
    return () => {
      live = false;
    };
  }, [clipboard]);

  const close = useCallback(() => {
    onClose();
    const back = returnFocus.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
  }, [onClose]);

  // Inside the window at 1024 × 640 too: moved left and up by what would overflow.
  useLayoutEffect(() => {
    const box = menu.current!.getBoundingClientRect();
    setPlace({
      left: Math.max(EDGE, Math.min(request.x, window.innerWidth - box.width - EDGE)),
      top: Math.max(EDGE, Math.min(request.y, window.innerHeight - box.height - EDGE)),
    });
    menu.current!.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  }, [request]);

  useEffect(() => {
    const outside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    // Escape closes the menu only: not the designer (useEscapeToClose), not a floating panel.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    const dismiss = () => onClose();
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('keydown', onEscape, true);
    window.addEventListener('resize', dismiss);
    window.addEventListener('blur', dismiss);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('keydown', onEscape, true);
      window.removeEventListener('resize', dismiss);
      window.removeEventListener('blur', dismiss);
    };
  }, [close, onClose]);

  const entries = menuEntries(store, clipboard, request.uuid !== null, canPaste);

  function onKeyDown(event: ReactKeyboardEvent) {
    // The menu's keys are its own: Delete or w here must not edit the layers behind it.
    event.stopPropagation();
    const items = Array.from(menu.current!.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at < 0 ? -1 : at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(-1);
    else if (event.key === 'Tab') close();
    else return;
    event.preventDefault();
  }

  return createPortal(
    <div
      ref={menu}
      className="designer-context-menu"
      role="menu"
      aria-label={MSG.designerClipboard.menu}
      style={place}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          role="menuitem"
          className="designer-context-menu-item"
          disabled={!entry.enabled}
          onClick={() => {
            close();
            entry.run();
          }}
        >
          <span>{entry.label}</span>
          {entry.shortcutOf && <kbd>{shortcutOf(entry.shortcutOf)}</kbd>}
        </button>
      ))}
    </div>,
    document.body,
  );
}

/** The first key of an action, as the shortcut help writes it. */
function shortcutOf(name: SimpleActionName | 'pasteLayers'): string {
  return actionManager.shortcutHelp().find((entry) => entry.name === name)?.keys[0] ?? '';
}

/**
 * Copy and cut go through the browser's copy and cut events (useClipboardEvents.ts), as their keys do, so
 * that the system clipboard learns of the copy too; where the browser will not send them, straight on.
 */
function throughClipboardEvent(command: 'copy' | 'cut', store: DesignerStore, clipboard: DesignerClipboard): void {
  let sent = false;
  try {
    sent = document.execCommand(command);
  } catch {
    sent = false;
  }
  if (!sent) void (command === 'copy' ? copySelection(store, clipboard) : cutSelection(store, clipboard));
}

function menuEntries(store: DesignerStore, clipboard: DesignerClipboard, onLayer: boolean, canPaste: boolean): Entry[] {
  const state = store.getState();
  const action = (name: SimpleActionName, label?: string): Entry => ({
    key: name,
    label: label ?? MSG.designer[actionManager.get(name)!.label],
    shortcutOf: name,
    enabled: store.isEnabled(name),
    run: () => runAction(store, name),
  });
  const paste: Entry = { key: 'paste', label: MSG.designer.pasteLayers, shortcutOf: 'pasteLayers', enabled: canPaste, run: () => void pasteLayers(store, clipboard) };
  if (!onLayer) return [paste, action('selectAll')];
  const single = singleSelectedLayer(state);
  const selected = selectedLayersOf(state);
  const hidden = single !== undefined && isHidden(single);
  return [
    { ...action('copyToClipboard'), run: () => throughClipboardEvent('copy', store, clipboard) },
    { ...action('cutToClipboard'), run: () => throughClipboardEvent('cut', store, clipboard) },
    paste,
    action('duplicate'),
    action('delete'),
    action('group'),
    action('ungroup'),
    action('rename'),
    action(selected.length > 0 && selected.every((layer) => layer.locked) ? 'unlock' : 'lock'),
    // The eye is one layer's (the layer list's): for one selected layer.
    {
      key: 'hidden',
      label: hidden ? MSG.designer.showLayer : MSG.designer.hideLayer,
      enabled: single !== undefined && store.isEnabled('setHidden', { uuid: single.uuid, hidden: !hidden }),
      run: () => {
        if (!single) return;
        const outcome = store.dispatch('setHidden', { uuid: single.uuid, hidden: !hidden });
        if (outcome.message) showDesignerMessage(outcome.message);
      },
    },
    action('flipHorizontal'),
    action('flipVertical'),
    action('moveUp'),
    action('moveDown'),
    action(single?.isBackground ? 'unsetBackground' : 'setBackground'),
  ];
}

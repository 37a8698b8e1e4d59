import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Wireframe } from '../../../../contract/catalogue';
import { CanvasToolbar } from './CanvasToolbar';
import { MSG } from '../messages';
import { DesignerStage, type TextEditingSurface, type ViewBox } from './DesignerStage';
import { describeOnView } from './describeOnView';
import type { Layer } from '../model';
import { useDesignerStore } from '../designerStoreContext';
import { isDialogOpen } from '../../../ui/dialogOpen';
import { isMenuKey } from '../model';
import { isTextField } from '../session/useDesignerKeyboard';

export interface DesignerCanvasHandle {
  /** The template's canvas as a PNG of this height (the thumbnail: 600, spec 2 §9). */
  exportPng(options: { height: number; transparent?: boolean }): Promise<Blob>;
  /** Where a layer is in the view now; null before the stage is ready. */
  viewBoxOf(layer: Pick<Layer, 'left' | 'top' | 'width' | 'height' | 'rotation'>): ViewBox | null;
  /** Gives the focus to the canvas, where Enter does nothing: after an overlay over it closes by its keys or buttons. */
  focus(): void;
}

export interface DesignerCanvasProps {
  /** The preview phone's wireframe, drawn around the canvas; null for none. */
  wireframe: Wireframe | null;
  /** A layer was double-clicked (spec 2 §2: a text layer's editor opens over it, on `surface`). */
  onLayerDoubleClick?: (uuid: string, box: ViewBox, surface: TextEditingSurface) => void;
  /** A plain press on a layer, selected before or not. */
  onLayerPress?: (uuid: string) => void;
  /** A right-click at a client point, on the layer a press there would take (null: the empty canvas). */
  onContextMenu?: (request: { x: number; y: number; uuid: string | null }) => void;
}

const RIGHT_BUTTON = 2;

/**
 * The Leafer view in React: a div the stage draws into. The stage subscribes to the store itself, so a
 * drag re-renders Leafer without re-rendering React.
 */
export const DesignerCanvas = forwardRef<DesignerCanvasHandle, DesignerCanvasProps>(function DesignerCanvas({ wireframe, onLayerDoubleClick, onLayerPress, onContextMenu }, ref) {
  const store = useDesignerStore();
  const viewRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<DesignerStage | null>(null);
  /** The same stage, for the toolbar over the canvas (its zoom). */
  const [stage, setStage] = useState<DesignerStage | null>(null);

  useEffect(() => {
    const created = new DesignerStage(viewRef.current!, store, __DEV_TOOLS__ ? describeOnView : undefined);
    stageRef.current = created;
    setStage(created);
    return () => {
      stageRef.current = null;
      setStage(null);
      created.destroy();
    };
  }, [store]);

  useEffect(() => {
    stageRef.current?.setWireframe(wireframe);
  }, [store, wireframe]);

  const doubleClick = useRef(onLayerDoubleClick);
  doubleClick.current = onLayerDoubleClick;
  const press = useRef(onLayerPress);
  press.current = onLayerPress;
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    stage.onLayerDoubleClick = (uuid, box) => doubleClick.current?.(uuid, box, stage);
    stage.onLayerPress = (uuid) => press.current?.(uuid);
  }, [store]);

  const contextMenu = useRef(onContextMenu);
  contextMenu.current = onContextMenu;
  useEffect(() => {
    const view = viewRef.current!;
    // The right button's press never reaches Leafer: it would select by the left button's rules (a press in
    // a multi-selection picks one layer) or start a drag. The menu selects as Canva and Figma do instead.
    const rightPress = (event: MouseEvent) => {
      if (event.button === RIGHT_BUTTON) event.stopPropagation();
    };
    const openMenu = (event: MouseEvent) => {
      event.preventDefault();
      const uuid = stageRef.current?.layerAtClient(event.clientX, event.clientY) ?? null;
      contextMenu.current?.({ x: event.clientX, y: event.clientY, uuid });
    };
    // Shift + F10 or the menu key anywhere in the designer but a text field (after a click on the canvas the
    // focus is nowhere): the menu at the selection, for it. A layer row opens its own (LayerList.tsx).
    const menuKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isMenuKey(event) || !contextMenu.current || isDialogOpen()) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!target || isTextField(target) || (target !== document.body && !target.closest('.designer-drawer'))) return;
      event.preventDefault();
      const stage = stageRef.current;
      if (!stage) return;
      const at = stage.selectionClientPoint();
      contextMenu.current({ ...at, uuid: store.getState().selectedUuids[0] ?? null });
    };
    view.addEventListener('pointerdown', rightPress, true);
    view.addEventListener('mousedown', rightPress, true);
    view.addEventListener('contextmenu', openMenu);
    document.addEventListener('keydown', menuKey);
    return () => {
      view.removeEventListener('pointerdown', rightPress, true);
      view.removeEventListener('mousedown', rightPress, true);
      view.removeEventListener('contextmenu', openMenu);
      document.removeEventListener('keydown', menuKey);
    };
  }, [store]);

  useImperativeHandle(
    ref,
    () => ({
      exportPng: ({ height, transparent = false }) => {
        const stage = stageRef.current;
        return stage ? stage.exportPng(height, transparent) : Promise.reject(new Error('the canvas is not ready'));
      },
      viewBoxOf: (layer) => stageRef.current?.viewBoxOf(layer) ?? null,
      focus: () => viewRef.current?.focus({ preventScroll: true }),
    }),
    [],
  );

  return (
    <>
      {/* Focusable from code only (not a Tab stop): an overlay closed from the keyboard gives the focus back here,
          not to the next control (the toolbar's 水平翻转), where a second Enter would flip the layer. */}
      <div className="designer-canvas" ref={viewRef} data-testid="designer-canvas" tabIndex={-1} role="group" aria-label={MSG.designerView.canvas} />
      {stage && <CanvasToolbar stage={stage} />}
    </>
  );
});

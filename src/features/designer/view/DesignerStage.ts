/**
 * The Leafer view of the designer (ARCHITECTURE.md): it renders the store's layers and turns
 * editor events into store interactions. The store is the truth; Leafer never keeps a change the model
 * did not make. Two halves: `LayerNodeSync` keeps the nodes in line with the layers, and the gesture
 * machine (`stageGestures.ts`, pure) decides what a press, tap, drag or Escape means; this class only
 * wires Leafer's events to them. Moves are refused in `beforeMove` and replayed through the model
 * (snapping included); resizes and rotations are read back from the node and put through the model,
 * which snaps rotation, keeps a minimum size and refuses background and locked layers; the sync then
 * writes the model's answer back onto the node.
 */
import '@leafer-in/editor';
import '@leafer-in/resize';
import '@leafer-in/export';
import { App, DragEvent, Frame, PointerEvent, ResizeEvent, type Image, type IPointData, type IUI } from 'leafer-ui';
import { EditorEvent, EditorRotateEvent, EditorScaleEvent, type Editor } from '@leafer-in/editor';
import type { Wireframe } from '../../../../contract/catalogue';
import { findLayer, resizeLayer, rotateLayer, type DesignerState, type DesignerStore, type Point } from '../model';
import { selectedLayerAt, selectedLayerOnFrame } from './hitTest';
import { decodeImagesBeforeDrawing } from './decodedImageLoading';
import { dragMove } from './dragMove';
import { sameSelection } from './editorSelection';
import { LayerNodeSync } from './layerNodeSync';
import { boxFromNode } from './layerNodes';
import { SnapGuides } from './snapGuides';
import * as gestures from './stageGestures';
import { WireframeLayers } from './wireframeLayers';
import { CanvasNavigation } from './canvasNavigation';
import * as viewports from './viewport';
import type { Viewport } from './viewport';

/** A layer's box in the view's CSS pixels (from the view's top left), and its rotation in degrees. */
export interface ViewBox {
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
}

/** The editor's parts that draw the selection frame's outline: its edges and resize handles. */
const FRAME_OUTLINE = new Set(['resize-line', 'resize-point']);
/** How far from the outline those parts take a press, in screen pixels (a 10 px line, a handle's 5 px reach). */
const FRAME_OUTLINE_REACH = 10;

/** What the zoom controls ask the stage for (viewport.ts). */
export type ZoomCommand = 'in' | 'out' | 'fit' | 'actual';

export class DesignerStage {
  readonly app: App;
  private readonly editor: Editor;
  private readonly frame: Frame;
  private readonly guides: SnapGuides;
  private readonly layerNodes: LayerNodeSync;
  private wireframe: Wireframe | null = null;
  private readonly wireframeLayers: WireframeLayers;
  private readonly unsubscribe: () => void;
  private rendered: DesignerState;
  private scale = 1;
  /** The view's zoom and pan: the stage's alone, never the store's (viewport.ts). */
  private viewport: Viewport = { scale: 1, x: 0, y: 0 };
  /** Until the merchant zooms or pans, the canvas follows the view's size fitted (spec 2 §9). */
  private fitted = true;
  private readonly viewportListeners = new Set<() => void>();
  private readonly navigation: CanvasNavigation;
  private gesture: gestures.GestureState = gestures.IDLE;
  /** Inside beforeSelect: the store's notification must not re-select in the editor. */
  private applyingSelection = false;
  /** Our own editor.select: beforeSelect lets it through. */
  private syncingEditor = false;
  /** The state a drag, resize or rotate started from; null when none runs. */
  private interactionBase: DesignerState | null = null;
  /** A double-click on a layer, with where the layer is in the view (a text layer's editor opens there). */
  onLayerDoubleClick: ((uuid: string, box: ViewBox) => void) | null = null;
  /** A plain press on a layer, even one already selected (the layer list shows its row again). */
  onLayerPress: ((uuid: string) => void) | null = null;

  constructor(
    private readonly view: HTMLElement,
    private readonly store: DesignerStore,
    /** Development and QA builds describe what is drawn for the end-to-end tests; production passes nothing. */
    private readonly onRendered?: (view: HTMLElement, nodes: ReadonlyMap<string, Image>, state: DesignerState) => void,
  ) {
    decodeImagesBeforeDrawing();
    this.app = new App({
      view,
      fill: '#f2f3f5',
      editor: {
        keyEvent: false, // the drawer's action manager owns the keyboard (spec 2 §9)
        rotateGap: 0, // the model snaps rotation (3° to right angles), not Leafer's 45° gap
        lockRatio: true,
        flipable: false,
        skewable: false,
        beforeSelect: ({ target }) => this.onBeforeSelect(target),
        beforeMove: ({ x, y }) => this.onBeforeMove(x, y),
      },
    });
    this.editor = this.app.editor as unknown as Editor;
    const initial = store.getState();
    this.frame = new Frame({ x: 0, y: 0, ...initial.canvas, fill: '#ffffff', overflow: 'hide' });
    this.app.tree.add(this.frame);
    this.wireframeLayers = new WireframeLayers(this.app.tree, this.frame);
    this.guides = new SnapGuides(this.app.tree);
    this.layerNodes = new LayerNodeSync(
      this.frame,
      () => this.report(),
      (url, readable) => store.setImageReadable(url, readable),
    );
    this.rendered = initial;
    this.listen();
    this.navigation = new CanvasNavigation(view, {
      wheelZoom: (deltaY, anchor) => this.changeViewport((vp, size, canvas) => viewports.wheelZoom(vp, deltaY, anchor, size, canvas)),
      pan: (dx, dy) => this.changeViewport((vp, size, canvas) => viewports.panBy(vp, dx, dy, size, canvas)),
    }, viewports.wheelPixels);
    this.fit();
    this.layerNodes.sync(initial.layers);
    this.syncEditor(initial.selectedUuids);
    this.report();
    this.unsubscribe = store.subscribe(() => this.onStoreChange());
  }

  /** The frame (the template's canvas) as a PNG of the given height (the thumbnail: 600, spec 2 §9). */
  async exportPng(height: number, transparent = false): Promise<Blob> {
    const { canvas } = this.store.getState();
    // White behind the layers, as the canvas shows it (the frame is transparent under a wireframe); the
    // batch preview asks for none, to lay the design over each model's own background layer.
    const fill = transparent ? undefined : '#ffffff';
    const result = await this.frame.export('png', { blob: true, scale: height / canvas.height, pixelRatio: 1, ...(fill ? { fill } : {}) });
    if (!(result.data instanceof Blob)) throw new Error(`export failed: ${String(result.error ?? 'no data')}`);
    return result.data;
  }

  /** The layer a press at this client point would take (the right-click menu asks), or null for none. */
  layerAtClient(clientX: number, clientY: number): string | null {
    const rect = this.view.getBoundingClientRect();
    const world = { x: clientX - rect.left, y: clientY - rect.top };
    const { target } = this.app.tree.pick(world);
    return this.layerNodes.uuidOf(target as IUI | null) ?? selectedLayerAt(this.store.getState(), this.toCanvas(world));
  }

  /** Spec 2 §2: the preview phone's wireframe around the canvas; null for none. */
  setWireframe(wireframe: Wireframe | null): void {
    this.wireframe = wireframe;
    const shown = this.wireframeLayers.show(wireframe, this.store.getState().canvas);
    this.view.dataset.wireframeUnder = String(shown.under);
    this.view.dataset.wireframeOver = String(shown.over);
  }

  /** The zoom and pan now (the toolbar shows its percentage). */
  getViewport(): Viewport {
    return this.viewport;
  }

  subscribeViewport(listener: () => void): () => void {
    this.viewportListeners.add(listener);
    return () => {
      this.viewportListeners.delete(listener);
    };
  }

  /** 放大, 缩小 (about the view's centre), 适应窗口 and 100%. */
  zoom(command: ZoomCommand): void {
    if (command === 'fit') {
      this.fitted = true;
      this.fit();
      return;
    }
    this.changeViewport((vp, size, canvas) => {
      if (command === 'actual') return viewports.actualSize(vp, size, canvas);
      return viewports.stepZoom(vp, command === 'in' ? 1 : -1, size, canvas);
    });
  }

  destroy(): void {
    this.navigation.destroy();
    this.viewportListeners.clear();
    window.removeEventListener('keydown', this.onKeyDown, true);
    this.unsubscribe();
    this.layerNodes.destroy();
    this.app.destroy();
  }

  /**
   * Escape while dragging, resizing or rotating puts the layers back where the press found them (and
   * leaves no undo step). Captured on the window so that the drawer does not also take it as "close".
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    const { gesture, cancel } = gestures.escape(this.gesture);
    this.gesture = gesture;
    if (!cancel) return;
    event.preventDefault();
    event.stopPropagation();
    this.interactionBase = null;
    this.guides.hide();
    this.store.cancelInteraction();
  };

  private listen(): void {
    // Capture: runs before the editor's own selector decides on the same press or tap.
    this.app.on(PointerEvent.BEFORE_DOWN, (e: PointerEvent) => this.onPress(e), true);
    // Up rather than Leafer's tap: a press inside the editor's multi-selection frame gives no tap.
    this.app.on(PointerEvent.UP, () => this.apply(gestures.release(this.gesture, this.store.getState())), true);
    this.app.on(DragEvent.END, (e: DragEvent) => this.onDragEnd(e));
    this.app.on(PointerEvent.DOUBLE_TAP, (e: PointerEvent) => this.onDoubleTap(e), true);
    this.app.on(ResizeEvent.RESIZE, () => this.fit());
    this.editor.on(EditorScaleEvent.SCALE, () => this.readBack(false));
    // Whether a hover outline is shown, for the tests and for anyone reading the page.
    this.editor.on(EditorEvent.HOVER, () => (this.view.dataset.hovering = String(Boolean(this.editor.hoverTarget))));
    this.editor.on(EditorRotateEvent.ROTATE, () => this.readBack(true));
    window.addEventListener('keydown', this.onKeyDown, true);
  }

  private onPress(e: PointerEvent): void {
    const at = this.pointerAt(e);
    const state = this.store.getState();
    if (e.shiftKey && FRAME_OUTLINE.has((e.target as IUI | null)?.name ?? '')) {
      const onFrame = selectedLayerOnFrame(state, at.canvas, FRAME_OUTLINE_REACH / this.scale);
      this.apply(gestures.shiftPressOnFrame(state, onFrame, at));
      return;
    }
    // Inside a multi-selection the target is the editor's frame, not a layer: find the member under it.
    const pressed = this.layerNodes.uuidOf(e.target as IUI | null) ?? selectedLayerAt(state, at.canvas);
    this.apply(gestures.press(state, pressed, e.shiftKey, at));
    if (pressed && !e.shiftKey) this.onLayerPress?.(pressed);
  }

  /** Reports the layer under a double-click; what it means (editing a text) is the caller's. */
  private onDoubleTap(e: PointerEvent): void {
    const state = this.store.getState();
    const uuid = this.layerNodes.uuidOf(e.target as IUI | null) ?? selectedLayerAt(state, this.pointerAt(e).canvas);
    const layer = uuid ? findLayer(state, uuid) : undefined;
    if (!layer || !this.onLayerDoubleClick) return;
    const zoom = this.app.tree.zoomLayer;
    const x = zoom.x ?? 0;
    const y = zoom.y ?? 0;
    this.onLayerDoubleClick(layer.uuid, {
      left: x + layer.left * this.scale,
      top: y + layer.top * this.scale,
      width: layer.width * this.scale,
      height: layer.height * this.scale,
      rotation: layer.rotation,
    });
  }

  /** Takes the machine's next state and shows the selection it decided, if any. */
  private apply(outcome: gestures.GestureOutcome): void {
    this.gesture = outcome.gesture;
    if (!outcome.selection) return;
    this.store.apply(outcome.selection, 'never');
    this.syncEditor(this.store.getState().selectedUuids);
  }

  private onStoreChange(): void {
    const state = this.store.getState();
    const before = this.rendered;
    this.rendered = state;
    if (state.canvas !== before.canvas) {
      this.frame.set(state.canvas);
      // A new canvas size is a new picture to look at: shown whole again.
      this.fitted = true;
      this.fit();
      this.setWireframe(this.wireframe);
    }
    if (state.layers !== before.layers) this.layerNodes.sync(state.layers);
    if (!this.applyingSelection) this.syncEditor(state.selectedUuids);
    // A multi-selection frame is a stand-in element; it must be measured again after its layers moved.
    if (this.editor.multiple) this.editor.updateEditBox();
    this.report();
  }

  /**
   * After the view or the canvas changed size: fitted into 3/4 of the view and centred until the merchant
   * zoomed or panned; after that the zoom stays and the canvas is only kept in view.
   */
  private fit(): void {
    const { canvas } = this.store.getState();
    const size = this.viewSize();
    if (!size) return;
    if (this.fitted) this.showViewport(viewports.fitViewport(size, canvas));
    else this.showViewport(viewports.clampPan({ ...this.viewport, scale: viewports.clampScale(this.viewport.scale, size, canvas) }, size, canvas));
  }

  /** A zoom or pan of the merchant's: the canvas no longer follows the view's size fitted. */
  private changeViewport(change: (viewport: Viewport, size: viewports.ViewSize, canvas: DesignerState['canvas']) => Viewport): void {
    const size = this.viewSize();
    if (!size) return;
    const next = change(this.viewport, size, this.store.getState().canvas);
    if (viewports.sameViewport(next, this.viewport)) return;
    this.fitted = false;
    this.showViewport(next);
  }

  private viewSize(): viewports.ViewSize | null {
    const width = this.view.clientWidth;
    const height = this.view.clientHeight;
    return width > 0 && height > 0 ? { width, height } : null;
  }

  private showViewport(viewport: Viewport): void {
    const changed = !viewports.sameViewport(viewport, this.viewport);
    this.viewport = viewport;
    this.scale = viewport.scale;
    this.app.tree.zoomLayer.set({ x: viewport.x, y: viewport.y, scale: viewport.scale });
    this.guides.layout(this.store.getState().canvas, this.scale);
    if (this.editor.editing) this.editor.updateEditBox();
    // The hover outline was drawn where the layer was on screen: Leafer drops it on its own zoom and
    // move events, which this view (set on the zoom layer) does not send.
    if (changed) this.editor.hoverTarget = undefined;
    // What the zoom shows, for the toolbar's tests and for anyone reading the page.
    this.view.dataset.zoom = String(viewports.zoomPercent(viewport));
    this.view.dataset.viewport = JSON.stringify({ scale: viewport.scale, x: viewport.x, y: viewport.y });
    if (changed) this.viewportListeners.forEach((listener) => listener());
  }

  /**
   * Makes the editor show the model's selection. A hidden layer, selected from the layer list, gets no
   * frame: the canvas shows nothing of it to frame or to drag.
   */
  private syncEditor(selection: readonly string[]): void {
    const state = this.store.getState();
    const selected = selection.filter((uuid) => findLayer(state, uuid)?.hidden !== true);
    const shown = this.editor.list.map((node) => this.layerNodes.uuidOf(node) ?? '');
    if (sameSelection(shown, selected)) return;
    this.syncingEditor = true;
    try {
      const nodes = this.layerNodes.nodesFor(selected);
      if (nodes.length === 0) this.editor.cancel();
      else this.editor.select(nodes.length === 1 ? nodes[0] : nodes);
    } finally {
      this.syncingEditor = false;
    }
  }

  private onBeforeSelect(target: IUI | IUI[] | undefined | null): IUI[] | void {
    if (this.syncingEditor) return;
    const proposed = (Array.isArray(target) ? target : target ? [target] : [])
      .map((node) => this.layerNodes.uuidOf(node))
      .filter((uuid): uuid is string => uuid !== undefined);
    const box = this.editor.selector.dragging ? this.selectorBox() : null;
    const outcome = gestures.propose(this.gesture, this.store.getState(), proposed, box);
    this.gesture = outcome.gesture;
    const next = outcome.selection ?? this.store.getState();
    this.applyingSelection = true;
    try {
      this.store.apply(next, 'never');
    } finally {
      this.applyingSelection = false;
    }
    return this.layerNodes.nodesFor(next.selectedUuids);
  }

  /** The editor's drag box, in canvas pixels (the selector draws in screen space, above the zoom). */
  private selectorBox(): gestures.DragBox {
    const { x, y, width, height } = this.editor.selector.bounds;
    return { start: this.toCanvas({ x, y }), end: this.toCanvas({ x: x + width, y: y + height }) };
  }

  private pointerAt(e: PointerEvent | DragEvent): gestures.PointerAt {
    return { canvas: this.toCanvas({ x: e.x, y: e.y }), screen: { x: e.x, y: e.y } };
  }

  private toCanvas(point: IPointData): Point {
    return this.app.tree.zoomLayer.getInnerPoint(point);
  }

  private onBeforeMove(x: number, y: number): false {
    if (!gestures.moveAllowed(this.gesture)) return false;
    const base = this.beginInteraction();
    const element = this.editor.element;
    const start = this.editor.editBox.dragStartData.point;
    // The editor's move is relative to where the element is now; the total since the press is absolute.
    const total = { x: (element.x ?? 0) + x - start.x, y: (element.y ?? 0) + y - start.y };
    const { state, guides } = dragMove(base, total);
    this.store.updateInteraction(state);
    this.guides.show(guides);
    return false;
  }

  /** After Leafer resized or rotated the selected nodes: their geometry, put through the model. */
  private readBack(rotated: boolean): void {
    if (!gestures.moveAllowed(this.gesture)) {
      this.layerNodes.sync(this.store.getState().layers);
      return;
    }
    this.beginInteraction();
    let next = this.store.getState();
    for (const node of this.editor.list) {
      const uuid = this.layerNodes.uuidOf(node);
      if (!uuid) continue;
      const geometry = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0, rotation: node.rotation ?? 0 };
      next = resizeLayer(next, uuid, boxFromNode(geometry));
      if (rotated) next = rotateLayer(next, uuid, geometry.rotation);
    }
    this.store.updateInteraction(next);
    // The model may have refused, snapped or stopped at the minimum size: put the nodes where it says.
    this.layerNodes.sync(this.store.getState().layers);
  }

  private beginInteraction(): DesignerState {
    this.gesture = gestures.moving(this.gesture);
    if (!this.interactionBase) this.interactionBase = this.store.beginInteraction();
    return this.interactionBase;
  }

  private onDragEnd(e: DragEvent): void {
    // The release point, not the editor's last proposal, which may predate the final box.
    const { endInteraction, ...outcome } = gestures.dragEnd(this.gesture, this.store.getState(), this.pointerAt(e));
    if (this.interactionBase) {
      this.interactionBase = null;
      this.guides.hide();
      if (endInteraction) this.store.endInteraction();
      else this.store.cancelInteraction();
    }
    this.apply(outcome);
  }

  private report(): void {
    this.onRendered?.(this.view, this.layerNodes.all, this.rendered);
  }
}

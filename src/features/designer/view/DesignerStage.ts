/**
 * The Leafer view of the designer (ARCHITECTURE.md): it renders the store's layers and turns
 * editor events into store interactions. The store is the truth; Leafer never keeps a change the model
 * did not make. Two halves: `LayerNodeSync` keeps the nodes in line with the layers, and the gesture
 * machine (`stageGestures.ts`, pure) decides what a press, tap, drag or Escape means; this class only
 * wires Leafer's events to them. Moves are refused in `beforeMove` and replayed through the model
 * (snapping included), and so are a multi-selection's turns (selectionTurn.ts) and resizes; resizes and a single
 * layer's rotations are read back from the node and put through the model,
 * which snaps rotation, keeps a minimum size and refuses background and locked layers; the sync then
 * writes the model's answer back onto the node. A drag or resize snaps (model/snapping.ts) to targets
 * indexed once when it starts; Alt suspends it. What a press takes is decided before Leafer looks
 * (hitTest.ts: the selected layer under others, opaque pixels, Alt's cycle), and the nodes above it are
 * made unhittable so that Leafer's target, selection and drag agree.
 */
import '@leafer-in/editor';
import '@leafer-in/resize';
import '@leafer-in/export';
import { App, DragEvent, Frame, PointerEvent, ResizeEvent, type Image, type IPointData, type IUI } from 'leafer-ui';
import { EditorEvent, EditorRotateEvent, EditorScaleEvent, type Editor } from '@leafer-in/editor';
import type { Wireframe } from '../../../../contract/catalogue';
import {
  SNAP_SCREEN_PIXELS,
  findLayer,
  selectedLayersOf,
  resizeLayer,
  rotateLayer,
  resizeSelection,
  rotateLayersAbout,
  rotatedBounds,
  snapResize,
  snapTargets,
  unionBounds,
  type Box,
  type DesignerState,
  type DesignerStore,
  type Layer,
  type Point,
  type SnapTargets,
} from '../model';
import { printAreaRect } from '../batchPreview/previewPainter';
import { pickAt, selectedLayerAt, selectedLayerOnFrame, type PressPick } from './hitTest';
import { decodeImagesBeforeDrawing } from './decodedImageLoading';
import { dragMove, planDrag, type DragPlan } from './dragMove';
import { HANDLE_CONFIG } from './editorHandles';
import { ImageOpacity } from './imageOpacity';
import { resizeHandle } from './resizeHandle';
import { selectionTurn } from './selectionTurn';
import { sameSelection } from './editorSelection';
import { LayerNodeSync } from './layerNodeSync';
import { boxFromNode } from './layerNodes';
import { SnapGuides } from './snapGuides';
import * as gestures from './stageGestures';
import { WireframeLayers } from './wireframeLayers';
import { CanvasNavigation } from './canvasNavigation';
import * as viewports from './viewport';
import type { Viewport } from './viewport';
import { canvasPictureSize } from '../../../../contract/canvasPicture';

/** A layer's box in the view's CSS pixels (from the view's top left), and its rotation in degrees. */
export interface ViewBox {
  left: number;
  top: number;
  width: number;
  height: number;
  rotation: number;
}

/**
 * What a text editor over the canvas asks of the view (panels/TextCanvasEditor.tsx): to stop drawing the
 * layer, when its new picture is drawn, and where the layer is shown as the view zooms, pans or resizes.
 */
export type TextEditingSurface = Pick<DesignerStage, 'editText' | 'whenDrawn' | 'viewBoxOf' | 'subscribeViewport'>;

/** The editor's parts that draw the selection frame's outline: its edges and resize handles. */
const FRAME_OUTLINE = new Set(['resize-line', 'resize-point']);
/** How far from the outline those parts take a press, in screen pixels (a 10 px line, a handle's 5 px reach). */
const FRAME_OUTLINE_REACH = 10;
/** Leafer's pointer hit radius (its default), screen pixels: a press this near the canvas still hits it. */
const POINTER_REACH = 5;
/** The editor's own parts a press may land on: they resize or rotate, whatever layer lies under them. */
const EDITOR_HANDLES = new Set([...FRAME_OUTLINE, 'rotate-point', 'circle']);

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
  /** The running drag's frame and snap targets, made when it starts (dragMove.ts). */
  private dragPlan: DragPlan | null = null;
  /** How far the running drag has gone, canvas pixels: Alt pressed or let go shows it again at once. */
  private dragTotal: Point | null = null;
  /** How far the running drag has moved the layers (snapped) as last shown, canvas pixels. */
  private dragOffset: Point = { x: 0, y: 0 };
  /** Set while the store takes a drag's move: how far the editor's multi-selection frame moves with it. */
  private frameMove: Point | null = null;
  /** The running resize's snap targets, made when it starts. */
  private resizeTargets: SnapTargets | null = null;
  /** Alt is held: snapping is suspended (and a click cycles through the layers under the pointer). */
  private altHeld = false;
  /** Shift was held at the pointer's last move: a side handle then keeps the ratio (editorHandles.ts), and so does its snap. */
  private shiftHeld = false;
  /** Where each drawn image is opaque, for picking by what the merchant sees (hitTest.ts). */
  private readonly opacity: ImageOpacity;
  /** Where the last two presses went down on the screen, older first: a double-click counts only at one spot. */
  private pressesAt: gestures.PressSpots = [null, null];
  /** Where the pointer's last press was, canvas pixels: a multi-selection's turn is measured from it. */
  private pressPoint: Point | null = null;
  /** The pointer's last position on the page (any button), read when a multi-selection turns. */
  private pointerClient: Pick<MouseEvent, 'clientX' | 'clientY'> | null = null;
  /** The layer the press before the last one took: a double-click needs both on the same layer. */
  private pressedBefore: string | null = null;
  /** What the pointer's last press picked, before Leafer saw it; null for a press Leafer alone decides. */
  private pressPick: PressPick | null = null;
  /** The layer Leafer found under the last press, or the selected one there: a double-click's where hitTest.ts picked none. */
  private leaferPressed: string | null = null;
  /** The layer nodes made unhittable so that Leafer's hit test lands on what hitTest.ts picked. */
  private readonly passedOver = new Set<string>();
  /** The text layer a text editor sits over, not drawn meanwhile (editText). */
  private editingText: string | null = null;
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
        ...HANDLE_CONFIG,
        flipable: false,
        skewable: false,
        beforeSelect: ({ target }) => this.onBeforeSelect(target),
        beforeMove: ({ x, y }) => this.onBeforeMove(x, y),
        beforeRotate: () => this.onBeforeRotate(),
        beforeScale: () => this.onBeforeScale(),
      },
    });
    this.editor = this.app.editor as unknown as Editor;
    const initial = store.getState();
    this.frame = new Frame({ x: 0, y: 0, ...initial.canvas, fill: '#ffffff', overflow: 'hide' });
    this.app.tree.add(this.frame);
    this.wireframeLayers = new WireframeLayers(this.app.tree, this.frame);
    this.guides = new SnapGuides(this.app.tree, view);
    this.layerNodes = new LayerNodeSync(
      this.frame,
      () => this.report(),
      (url, readable) => store.setImageReadable(url, readable),
    );
    this.opacity = new ImageOpacity((uuid) => this.layerNodes.all.get(uuid));
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

  /**
   * The frame (the template's canvas) as a PNG of the given height (the thumbnail: 600, spec 2 §9), or
   * narrower for a very wide canvas (contract/canvasPicture.ts).
   */
  async exportPng(height: number, transparent = false): Promise<Blob> {
    const { canvas } = this.store.getState();
    // White behind the layers, as the canvas shows it (the frame is transparent under a wireframe); the
    // batch preview asks for none, to lay the design over each model's own background layer.
    const fill = transparent ? undefined : '#ffffff';
    const result = await this.frame.export('png', { blob: true, scale: canvasPictureSize(canvas, height).scale, pixelRatio: 1, ...(fill ? { fill } : {}) });
    if (!(result.data instanceof Blob)) throw new Error(`export failed: ${String(result.error ?? 'no data')}`);
    return result.data;
  }

  /** The layer a press at this client point would take (the right-click menu asks), or null for none. */
  layerAtClient(clientX: number, clientY: number): string | null {
    const point = this.clientToCanvas({ clientX, clientY });
    // By what the merchant sees, as a press picks (hitTest.ts): inside the selection it keeps the selection.
    return pickAt(this.store.getState(), point, this.opacity.opacityAt, { shift: false, alt: false, edge: this.edgeReach() }).pressed;
  }

  /**
   * A text editor sits over `uuid` (`editing`), or has left it: the layer and the selection frame are not
   * drawn meanwhile, so the editor's text is the only one there (docs/designer.md, "Text"). An editor that
   * leaves a layer another one has taken since changes nothing.
   */
  editText(uuid: string, editing: boolean): void {
    if (!editing && this.editingText !== uuid) return;
    this.editingText = editing ? uuid : null;
    this.layerNodes.hideWhileEditing(this.editingText);
    this.editor.visible = !editing;
    this.report();
  }

  /** Resolves once the layer is drawn from the picture it now has (an edited text's new one). */
  whenDrawn(uuid: string): Promise<void> {
    return this.layerNodes.whenDrawn(uuid);
  }

  /**
   * Where a menu opened from the keyboard points: the selection's centre on the screen, kept inside the
   * canvas's view (the view's centre with nothing selected).
   */
  selectionClientPoint(): Point {
    const state = this.store.getState();
    const box = unionBounds(selectedLayersOf(state).map(rotatedBounds));
    const rect = this.view.getBoundingClientRect();
    if (!box) return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const zoom = this.app.tree.zoomLayer;
    const inside = (at: number, from: number, size: number) => Math.min(Math.max(at, from), from + size);
    return {
      x: inside(rect.left + (zoom.x ?? 0) + (box.left + box.width / 2) * this.scale, rect.left, rect.width),
      y: inside(rect.top + (zoom.y ?? 0) + (box.top + box.height / 2) * this.scale, rect.top, rect.height),
    };
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
    window.removeEventListener('keyup', this.onKeyUp, true);
    window.removeEventListener('blur', this.onBlur);
    window.removeEventListener('pointermove', this.onPointerHover, true);
    this.view.removeEventListener('pointerdown', this.onPointerDown, true);
    this.view.removeEventListener('dblclick', this.onDoubleClick);
    this.unsubscribe();
    this.layerNodes.destroy();
    this.app.destroy();
  }

  /**
   * Escape while dragging, resizing or rotating puts the layers back where the press found them (and
   * leaves no undo step). Captured on the window so that the drawer does not also take it as "close".
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    // A key pressed between two presses makes them two clicks (a click, an arrow, a click), not a double-click.
    if (!['Alt', 'Shift', 'Control', 'Meta'].includes(event.key)) this.pressesAt = [null, null];
    if (event.key === 'Alt') {
      this.setAlt(true);
      // While dragging, Alt only suspends snapping (the browser's menu bar stays shut).
      if (this.interactionBase) event.preventDefault();
      return;
    }
    if (event.key !== 'Escape') return;
    const { gesture, cancel } = gestures.escape(this.gesture);
    this.gesture = gesture;
    if (!cancel) return;
    event.preventDefault();
    event.stopPropagation();
    this.endSnapping();
    this.store.cancelInteraction();
  };

  private readonly onKeyUp = (event: KeyboardEvent): void => {
    if (event.key === 'Alt') this.setAlt(false);
  };

  /** A key let go in another window never comes back as a keyup. */
  private readonly onBlur = (): void => this.setAlt(false);

  /** Alt pressed or let go: a running drag is shown again at once, snapped or not. */
  private setAlt(held: boolean): void {
    if (this.altHeld === held) return;
    this.altHeld = held;
    if (this.dragPlan && this.dragTotal && this.interactionBase) this.showDrag(this.dragPlan, this.dragTotal);
  }

  /**
   * Before Leafer finds what is under a press (its listener is on the canvas inside this view): picks the
   * layer by what the merchant sees (hitTest.ts) and makes the nodes above it unhittable, so that Leafer's
   * target, the editor's selection and its drag all land on that layer. A press ends a burst of nudges.
   */
  private readonly onPointerDown = (event: globalThis.PointerEvent): void => {
    this.store.endBurst();
    this.altHeld = event.altKey;
    const point = this.clientToCanvas(event);
    this.pressPoint = point;
    this.pressedBefore = this.pressPick?.pressed ?? null;
    this.pressPick = pickAt(this.store.getState(), point, this.opacity.opacityAt, { shift: event.shiftKey, alt: event.altKey, edge: this.edgeReach() });
    this.passOver(this.pressPick.pressed);
  };

  /** The pointer moving with no button down: the hover outline shows what a press there would take. */
  private readonly onPointerHover = (event: globalThis.PointerEvent): void => {
    // The same move event Leafer's editor reads Shift from when it resizes.
    this.shiftHeld = event.shiftKey;
    this.pointerClient = { clientX: event.clientX, clientY: event.clientY };
    if (event.buttons !== 0 || !(event.target instanceof Node) || !this.view.contains(event.target)) return;
    const pick = pickAt(this.store.getState(), this.clientToCanvas(event), this.opacity.opacityAt, { shift: event.shiftKey, alt: false, edge: this.edgeReach() });
    this.passOver(pick.pressed);
  };

  /** Leafer's pointer reach (5 screen pixels, its default) in canvas pixels: how far past the canvas a press counts. */
  private edgeReach(): number {
    return POINTER_REACH / this.scale;
  }

  /** Makes every layer node above `uuid` (all of them for null) unhittable, and the rest hittable. */
  private passOver(uuid: string | null): void {
    const { layers } = this.store.getState();
    const above = new Set<string>();
    for (let i = layers.length - 1; i >= 0 && layers[i]!.uuid !== uuid; i--) above.add(layers[i]!.uuid);
    for (const passed of this.passedOver) {
      if (above.has(passed)) continue;
      const node = this.layerNodes.all.get(passed);
      if (node) node.hittable = true;
      this.passedOver.delete(passed);
    }
    for (const passed of above) {
      if (this.passedOver.has(passed)) continue;
      const node = this.layerNodes.all.get(passed);
      if (node) node.hittable = false;
      this.passedOver.add(passed);
    }
  }

  private clientToCanvas(event: Pick<MouseEvent, 'clientX' | 'clientY'>): Point {
    const rect = this.view.getBoundingClientRect();
    return this.toCanvas({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  }

  private listen(): void {
    // Capture: runs before the editor's own selector decides on the same press or tap.
    this.app.on(PointerEvent.BEFORE_DOWN, (e: PointerEvent) => this.onPress(e), true);
    // Up rather than Leafer's tap: a press inside the editor's multi-selection frame gives no tap.
    this.app.on(PointerEvent.UP, () => this.apply(gestures.release(this.gesture, this.store.getState())), true);
    this.app.on(DragEvent.END, (e: DragEvent) => this.onDragEnd(e));
    this.app.on(ResizeEvent.RESIZE, () => this.fit());
    this.editor.on(EditorScaleEvent.SCALE, () => this.readBack(false));
    // Whether a hover outline is shown, for the tests and for anyone reading the page.
    this.editor.on(EditorEvent.HOVER, () => (this.view.dataset.hovering = String(Boolean(this.editor.hoverTarget))));
    this.editor.on(EditorRotateEvent.ROTATE, () => this.readBack(true));
    window.addEventListener('keydown', this.onKeyDown, true);
    window.addEventListener('keyup', this.onKeyUp, true);
    window.addEventListener('blur', this.onBlur);
    // Capture: before Leafer's own listeners (on the canvas, and on the window for moves) find the target.
    window.addEventListener('pointermove', this.onPointerHover, true);
    this.view.addEventListener('pointerdown', this.onPointerDown, true);
    // The browser's double-click, not Leafer's double tap: Leafer times the taps when it handles them (each
    // press under 170 ms, the second within 120 ms of the first's release), so a busy page (a selection
    // redrawing the panel on a slow machine) lost a merchant's double-click; the browser counts the clicks
    // from the input's own times, against the system's double-click time.
    this.view.addEventListener('dblclick', this.onDoubleClick);
  }

  private onPress(e: PointerEvent): void {
    const at = this.pointerAt(e);
    this.pressesAt = gestures.nextPressSpots(this.pressesAt, at.screen, e);
    const state = this.store.getState();
    if (e.shiftKey && FRAME_OUTLINE.has((e.target as IUI | null)?.name ?? '')) {
      const onFrame = selectedLayerOnFrame(state, at.canvas, FRAME_OUTLINE_REACH / this.scale);
      this.apply(gestures.shiftPressOnFrame(state, onFrame, at));
      return;
    }
    // Inside a multi-selection the target is the editor's frame, not a layer: find the member under it.
    const leaferPick = this.layerNodes.uuidOf(e.target as IUI | null) ?? selectedLayerAt(state, at.canvas);
    const onHandle = EDITOR_HANDLES.has((e.target as IUI | null)?.name ?? '');
    const pick = this.pressPick && !onHandle ? this.pressPick : { pressed: leaferPick, clicked: leaferPick };
    this.leaferPressed = leaferPick;
    this.apply(gestures.press(state, pick.pressed, e.shiftKey, at, pick.clicked, e.altKey));
    if (pick.pressed && !e.shiftKey) this.onLayerPress?.(pick.pressed);
  }

  /**
   * Reports the layer under a double-click; what it means (editing a text) is the caller's. The browser calls
   * two quick clicks a double-click wherever they land: two clicks on two layers are two clicks (docs/designer.md,
   * "Opacity and crop": the double-click is on one layer).
   */
  private readonly onDoubleClick = (): void => {
    if (!gestures.isDoubleClick(...this.pressesAt)) return;
    if (this.pressPick && this.pressPick.pressed !== this.pressedBefore) return;
    const state = this.store.getState();
    const uuid = this.pressPick?.pressed ?? this.leaferPressed;
    const layer = uuid ? findLayer(state, uuid) : undefined;
    if (!layer || !this.onLayerDoubleClick) return;
    this.onLayerDoubleClick(layer.uuid, this.viewBoxOf(layer));
  };

  /** Where a layer is in the view now (a text's editor or a crop frame opens over it). */
  viewBoxOf(layer: Pick<Layer, 'left' | 'top' | 'width' | 'height' | 'rotation'>): ViewBox {
    const zoom = this.app.tree.zoomLayer;
    const x = zoom.x ?? 0;
    const y = zoom.y ?? 0;
    return {
      left: x + layer.left * this.scale,
      top: y + layer.top * this.scale,
      width: layer.width * this.scale,
      height: layer.height * this.scale,
      rotation: layer.rotation,
    };
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
    // A drag's moves keep the selection and hide nothing: the editor already shows it.
    const moveOnly = this.interactionBase !== null && state.selectedUuids === before.selectedUuids;
    if (!this.applyingSelection && !moveOnly) this.syncEditor(state.selectedUuids);
    // A multi-selection frame is a stand-in element; it must be measured again after its layers moved,
    // or, for a drag's move of them all, moved as far: measuring reads every selected node's bounds. A
    // change of neither (a drag taking its mark as it starts) leaves it as it is.
    if (this.editor.multiple && (state.layers !== before.layers || state.selectedUuids !== before.selectedUuids)) {
      const move = this.frameMove;
      const target = this.editor.simulateTarget;
      if (move) target.safeChange(() => target.move(move.x, move.y));
      else this.editor.updateEditBox();
    }
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
    this.guides.layout(this.scale);
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
    // One pass over the layers, not a lookup per selected layer: Ctrl+A of 200 layers asks at each drag move.
    const hidden = new Set(state.layers.filter((layer) => layer.hidden === true).map((layer) => layer.uuid));
    const selected = hidden.size === 0 ? selection : selection.filter((uuid) => !hidden.has(uuid));
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
    this.dragPlan ??= planDrag(base, this.printArea());
    this.dragTotal = total;
    this.showDrag(this.dragPlan, total);
    return false;
  }

  /**
   * A multi-selection turns as one rigid piece (docs/designer.md, "Handles"): the editor's own rotation is
   * refused, and the turn since the press goes through the model, which snaps the whole turn. A single
   * layer is left to the editor (read back in readBack).
   */
  private onBeforeRotate(): boolean {
    if (this.editor.list.length < 2) return true;
    if (!gestures.moveAllowed(this.gesture) || !this.pressPoint || !this.pointerClient) return false;
    const base = this.beginInteraction();
    const uuids = this.editor.list.map((node) => this.layerNodes.uuidOf(node)).filter((uuid) => uuid !== undefined);
    const turn = selectionTurn(base, uuids, this.pressPoint, this.clientToCanvas(this.pointerClient));
    if (!turn) return false;
    this.store.updateInteraction(rotateLayersAbout(base, uuids, turn.pivot, turn.degrees));
    this.layerNodes.restore(this.store.getState().layers);
    return false;
  }

  /**
   * A multi-selection (a group) is resized as one box (docs/designer.md, "Handles"): the editor's own scale,
   * which would skew its turned members, is refused, and the handle dragged to the pointer goes through the
   * model (model/selectionResize.ts: a side stretches one way, Shift or a corner keeps the ratio). A single
   * layer is left to the editor (read back in readBack).
   */
  private onBeforeScale(): boolean {
    if (this.editor.list.length < 2) return true;
    const point = this.editor.editBox.dragPoint as { direction?: number } | null | undefined;
    // The frame around several layers is upright: its handles are named as an upright layer's.
    const handle = resizeHandle(point?.direction, { rotation: 0 });
    if (!gestures.moveAllowed(this.gesture) || !handle || !this.pointerClient) return false;
    const base = this.beginInteraction();
    const uuids = this.editor.list.map((node) => this.layerNodes.uuidOf(node)).filter((uuid) => uuid !== undefined);
    this.store.updateInteraction(resizeSelection(base, uuids, handle, this.clientToCanvas(this.pointerClient), this.shiftHeld));
    this.layerNodes.sync(this.store.getState().layers);
    return false;
  }

  private showDrag(plan: DragPlan, total: Point): void {
    const { state, guides, offset } = dragMove(plan, total, this.altHeld ? null : this.snapTolerance());
    if (plan.movesAll) this.frameMove = { x: offset.x - this.dragOffset.x, y: offset.y - this.dragOffset.y };
    this.dragOffset = offset;
    try {
      this.store.updateInteraction(state);
    } finally {
      this.frameMove = null;
    }
    this.guides.show(guides);
  }

  /** 5 screen pixels in canvas pixels (the canvas centre keeps spec 2 §9's 3 at least: model/snapping.ts). */
  private snapTolerance(): number {
    return SNAP_SCREEN_PIXELS / this.scale;
  }

  /** The preview wireframe's print area on the canvas (the wireframe is stretched over it); null for none. */
  private printArea(): Box | null {
    const wireframe = this.wireframe;
    const rect = wireframe ? printAreaRect(wireframe, wireframe.printArea, this.store.getState().canvas) : null;
    return rect ? { left: rect.x, top: rect.y, width: rect.width, height: rect.height } : null;
  }

  /** After Leafer resized or rotated the selected nodes: their geometry, put through the model. */
  private readBack(rotated: boolean): void {
    if (!gestures.moveAllowed(this.gesture)) {
      this.layerNodes.restore(this.store.getState().layers);
      return;
    }
    const base = this.beginInteraction();
    let next = this.store.getState();
    let guides: ReturnType<typeof snapResize>['guides'] = [];
    const single = this.editor.list.length === 1;
    for (const node of this.editor.list) {
      const uuid = this.layerNodes.uuidOf(node);
      if (!uuid) continue;
      const geometry = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0, rotation: node.rotation ?? 0 };
      let box = boxFromNode(geometry);
      const before = findLayer(base, uuid);
      // The scale event does not say which handle; the edit box does, while one is dragged.
      const point = this.editor.editBox.dragPoint as { direction?: number; pointType?: string } | null | undefined;
      const resizing = single && !rotated && point?.pointType?.includes('resize') === true;
      const handle = resizing && before ? resizeHandle(point?.direction, before) : null;
      // Alt resizes about the centre (Leafer) and suspends snapping; a turned layer is not snapped.
      if (handle && before && !this.altHeld) {
        this.resizeTargets ??= snapTargets(base.layers.filter((layer) => layer.uuid !== uuid), base.canvas, this.printArea());
        // The editor keeps the ratio at a corner, or at a side with Shift (editorHandles.ts), and so does the snap.
        const keepRatio = (handle.x !== 0 && handle.y !== 0) || this.shiftHeld;
        const snapped = snapResize(before, box, handle, keepRatio, this.resizeTargets, this.snapTolerance());
        box = snapped.box;
        guides = snapped.guides;
      }
      next = resizeLayer(next, uuid, box);
      if (rotated) next = rotateLayer(next, uuid, geometry.rotation);
    }
    this.store.updateInteraction(next);
    this.guides.show(guides);
    // The model may have refused, snapped or stopped at the minimum size: put the nodes where it says.
    this.layerNodes.restore(this.store.getState().layers);
  }

  private beginInteraction(): DesignerState {
    this.gesture = gestures.moving(this.gesture);
    // The panels show a drag, resize or turn once it ends, not at each pointer move (docs/designer.md, "Speed").
    if (!this.interactionBase) this.interactionBase = this.store.beginInteraction('atDrop');
    return this.interactionBase;
  }

  private onDragEnd(e: DragEvent): void {
    // The release point, not the editor's last proposal, which may predate the final box.
    const { endInteraction, ...outcome } = gestures.dragEnd(this.gesture, this.store.getState(), this.pointerAt(e));
    if (this.interactionBase) {
      this.endSnapping();
      if (endInteraction) this.store.endInteraction();
      else this.store.cancelInteraction();
    }
    this.apply(outcome);
  }

  /** The drag or resize is over: its plan is dropped and its guides hidden. */
  private endSnapping(): void {
    this.interactionBase = null;
    this.dragPlan = null;
    this.dragTotal = null;
    this.dragOffset = { x: 0, y: 0 };
    this.resizeTargets = null;
    this.guides.hide();
  }

  private report(): void {
    this.onRendered?.(this.view, this.layerNodes.all, this.rendered);
  }
}

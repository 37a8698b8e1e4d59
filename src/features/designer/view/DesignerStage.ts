/**
 * The Leafer view of the designer (ARCHITECTURE.md): it renders the store's layers and turns
 * editor events into store interactions. The store is the truth; Leafer never keeps a change the model
 * did not make. Moves are refused in `beforeMove` and replayed through the model (snapping included);
 * resizes and rotations are read back from the node and put through the model, which snaps rotation and
 * refuses background and locked layers; the sync then writes the model's answer back onto the node.
 */
import '@leafer-in/editor';
import '@leafer-in/resize';
import '@leafer-in/export';
import { App, DragEvent, Frame, Image, PointerEvent, ResizeEvent, type IUI } from 'leafer-ui';
import { EditorRotateEvent, EditorScaleEvent, type Editor } from '@leafer-in/editor';
import type { Wireframe } from '../../../../contract/catalogue';
import {
  canTransform,
  resizeLayer,
  rotateLayer,
  type DesignerState,
  type DesignerStore,
  type Layer,
} from '../model';
import { dragMove } from './dragMove';
import { sameSelection, selectionFromEditor, type SelectionGesture } from './editorSelection';
import { boxFromNode, differs, nodeAttrsFor } from './layerNodes';
import { SnapGuides } from './snapGuides';
import { WireframeLayers } from './wireframeLayers';

/** Spec 2 §9: the template's canvas takes 3/4 of the canvas area; the rest is room for handles. */
export const CANVAS_SHARE = 0.75;

const LOCKED_EDIT = { moveable: false, resizeable: false, rotateable: false };
const FREE_EDIT = {};

export class DesignerStage {
  readonly app: App;
  private readonly editor: Editor;
  private readonly frame: Frame;
  private readonly guides: SnapGuides;
  private readonly nodes = new Map<string, Image>();
  private wireframe: Wireframe | null = null;
  private readonly wireframeLayers: WireframeLayers;
  private readonly uuidOf = new WeakMap<IUI, string>();
  private readonly unsubscribe: () => void;
  private rendered: DesignerState;
  private scale = 1;
  private shiftHeld = false;
  private boxing = false;
  /** Inside beforeSelect: the store's notification must not re-select in the editor. */
  private applyingSelection = false;
  /** Our own editor.select: beforeSelect lets it through. */
  private syncingEditor = false;
  /** The state a drag, resize or rotate started from; null when none runs. */
  private interactionBase: DesignerState | null = null;
  /** Escape cancelled the running interaction: the rest of that press changes nothing. */
  private cancelled = false;
  /** Between a press and the selection the editor proposes for it. */
  private pressing = false;
  /**
   * The background pressed without shift: it is selected on release (a tap), not on the press, so that a
   * drag starting on it draws a selection box (spec 2 §4) instead of trying to move what cannot move.
   */
  private backgroundPress: string | null = null;

  constructor(
    private readonly view: HTMLElement,
    private readonly store: DesignerStore,
    /** Development and QA builds describe what is drawn for the end-to-end tests; production passes nothing. */
    private readonly onRendered?: (view: HTMLElement, nodes: ReadonlyMap<string, Image>, state: DesignerState) => void,
  ) {
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
    this.rendered = initial;
    this.listen();
    this.fit();
    this.syncLayers(initial.layers);
    this.syncEditor(initial.selectedUuids);
    this.report();
    this.unsubscribe = store.subscribe(() => this.onStoreChange());
  }

  /** The frame (the template's canvas) as a PNG of the given height (the thumbnail: 600, spec 2 §9). */
  async exportPng(height: number): Promise<Blob> {
    const { canvas } = this.store.getState();
    // White behind the layers, as the canvas shows it (the frame is transparent under a wireframe).
    const result = await this.frame.export('png', { blob: true, scale: height / canvas.height, pixelRatio: 1, fill: '#ffffff' });
    if (!(result.data instanceof Blob)) throw new Error(`export failed: ${String(result.error ?? 'no data')}`);
    return result.data;
  }

  /** Spec 2 §2: the preview phone's wireframe around the canvas; null for none. */
  setWireframe(wireframe: Wireframe | null): void {
    this.wireframe = wireframe;
    const shown = this.wireframeLayers.show(wireframe, this.store.getState().canvas);
    this.view.dataset.wireframeUnder = String(shown.under);
    this.view.dataset.wireframeOver = String(shown.over);
  }

  destroy(): void {
    window.removeEventListener('keydown', this.onKeyDown, true);
    this.unsubscribe();
    this.app.destroy();
  }

  /**
   * Escape while dragging, resizing or rotating puts the layers back where the press found them (and
   * leaves no undo step). Captured on the window so that the drawer does not also take it as "close".
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.interactionBase) return;
    event.preventDefault();
    event.stopPropagation();
    this.interactionBase = null;
    this.cancelled = true;
    this.guides.hide();
    this.store.cancelInteraction();
  };

  private listen(): void {
    const remember = (e: PointerEvent) => {
      this.shiftHeld = e.shiftKey;
    };
    // Capture: runs before the editor's own selector decides on the same press or tap.
    this.app.on(
      PointerEvent.BEFORE_DOWN,
      (e: PointerEvent) => {
        remember(e);
        this.pressing = true;
        this.backgroundPress = null;
        this.releaseSelectedBackground(e);
      },
      true,
    );
    this.app.on(PointerEvent.UP, () => (this.pressing = false), true);
    this.app.on(
      PointerEvent.TAP,
      (e: PointerEvent) => {
        remember(e);
        this.onTap();
      },
      true,
    );
    this.app.on(DragEvent.END, () => this.onDragEnd());
    this.app.on(ResizeEvent.RESIZE, () => this.fit());
    this.editor.on(EditorScaleEvent.SCALE, () => this.readBack(false));
    this.editor.on(EditorRotateEvent.ROTATE, () => this.readBack(true));
    window.addEventListener('keydown', this.onKeyDown, true);
  }

  private onStoreChange(): void {
    const state = this.store.getState();
    const before = this.rendered;
    this.rendered = state;
    if (state.canvas !== before.canvas) {
      this.frame.set(state.canvas);
      this.fit();
      this.setWireframe(this.wireframe);
    }
    if (state.layers !== before.layers) this.syncLayers(state.layers);
    if (!this.applyingSelection) this.syncEditor(state.selectedUuids);
    // A multi-selection frame is a stand-in element; it must be measured again after its layers moved.
    if (this.editor.multiple) this.editor.updateEditBox();
    this.report();
  }

  /** Fits the template's canvas into 3/4 of the view, centred. */
  private fit(): void {
    const { canvas } = this.store.getState();
    const width = this.view.clientWidth;
    const height = this.view.clientHeight;
    if (!(width > 0 && height > 0)) return;
    this.scale = Math.min((width * CANVAS_SHARE) / canvas.width, (height * CANVAS_SHARE) / canvas.height);
    const zoom = this.app.tree.zoomLayer;
    zoom.set({ x: (width - canvas.width * this.scale) / 2, y: (height - canvas.height * this.scale) / 2, scale: this.scale });
    this.guides.layout(canvas, this.scale);
    if (this.editor.editing) this.editor.updateEditBox();
  }

  private syncLayers(layers: readonly Layer[]): void {
    const alive = new Set<string>();
    layers.forEach((layer, index) => {
      alive.add(layer.uuid);
      let node = this.nodes.get(layer.uuid);
      if (!node) {
        node = new Image({ around: 'center', editable: true });
        this.nodes.set(layer.uuid, node);
        this.uuidOf.set(node, layer.uuid);
      }
      const attrs: Record<string, unknown> = { ...nodeAttrsFor(layer) };
      for (const key of Object.keys(attrs)) {
        if (differs((node as unknown as Record<string, unknown>)[key], attrs[key])) node.set({ [key]: attrs[key] });
      }
      // Spec 2 §4: background and locked layers cannot be moved, scaled or rotated.
      const editConfig = canTransform(layer) ? FREE_EDIT : LOCKED_EDIT;
      if (node.editConfig !== editConfig) node.editConfig = editConfig;
      // Array order is the stacking order, bottom first (model/types.ts).
      if (this.frame.children[index] !== node) this.frame.add(node, index);
    });
    for (const [uuid, node] of this.nodes) {
      if (alive.has(uuid)) continue;
      this.nodes.delete(uuid);
      node.destroy();
    }
  }

  /** Makes the editor show the model's selection. */
  private syncEditor(selected: readonly string[]): void {
    const shown = this.editor.list.map((node) => this.uuidOf.get(node) ?? '');
    if (sameSelection(shown, selected)) return;
    this.syncingEditor = true;
    try {
      const nodes = this.nodesFor(selected);
      if (nodes.length === 0) this.editor.cancel();
      else this.editor.select(nodes.length === 1 ? nodes[0] : nodes);
    } finally {
      this.syncingEditor = false;
    }
  }

  private onBeforeSelect(target: IUI | IUI[] | undefined | null): IUI[] | void {
    if (this.syncingEditor) return;
    let proposed = (Array.isArray(target) ? target : target ? [target] : [])
      .map((node) => this.uuidOf.get(node))
      .filter((uuid): uuid is string => uuid !== undefined);
    const gesture = this.gesture();
    const state = this.store.getState();
    if (this.pressing && gesture.kind === 'click' && proposed.length === 1 && isBackground(state, proposed[0]!)) {
      this.backgroundPress = proposed[0]!;
      proposed = [];
    }
    this.pressing = false;
    const next = selectionFromEditor(state, proposed, gesture);
    this.applyingSelection = true;
    try {
      this.store.apply(next, 'never');
    } finally {
      this.applyingSelection = false;
    }
    return this.nodesFor(next.selectedUuids);
  }

  private gesture(): SelectionGesture {
    if (this.editor.selector.dragging) {
      this.boxing = true;
      return this.boxGesture();
    }
    return { kind: this.shiftHeld ? 'shift' : 'click' };
  }

  /** The editor's drag box, in canvas pixels (the selector draws in screen space, above the zoom). */
  private boxGesture(): SelectionGesture {
    const { x, y, width, height } = this.editor.selector.bounds;
    const zoom = this.app.tree.zoomLayer;
    return {
      kind: 'box',
      start: zoom.getInnerPoint({ x, y }),
      end: zoom.getInnerPoint({ x: x + width, y: y + height }),
    };
  }

  private onBeforeMove(x: number, y: number): false {
    if (this.cancelled) return false;
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
    if (this.cancelled) {
      this.syncLayers(this.store.getState().layers);
      return;
    }
    this.beginInteraction();
    let next = this.store.getState();
    for (const node of this.editor.list) {
      const uuid = this.uuidOf.get(node);
      if (!uuid) continue;
      const geometry = { x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0, rotation: node.rotation ?? 0 };
      next = resizeLayer(next, uuid, boxFromNode(geometry));
      if (rotated) next = rotateLayer(next, uuid, geometry.rotation);
    }
    this.store.updateInteraction(next);
    // The model may have refused or snapped: put the nodes back where the model says.
    this.syncLayers(this.store.getState().layers);
  }

  private beginInteraction(): DesignerState {
    if (!this.interactionBase) this.interactionBase = this.store.beginInteraction();
    return this.interactionBase;
  }

  /**
   * A press on the background while it is selected: the editor would not propose it again, and would
   * try to move it. Let go of it now; the tap selects it again if the press does not become a drag.
   */
  private releaseSelectedBackground(e: PointerEvent): void {
    const pressed = e.target ? this.uuidOf.get(e.target as IUI) : undefined;
    const state = this.store.getState();
    if (e.shiftKey || !pressed || !isBackground(state, pressed) || !state.selectedUuids.includes(pressed)) return;
    this.store.apply((current) => selectionFromEditor(current, [], { kind: 'click' }), 'never');
    this.syncEditor([]);
    this.backgroundPress = pressed;
  }

  /** A press on the background that did not become a drag: now it is a click on it. */
  private onTap(): void {
    const uuid = this.backgroundPress;
    if (!uuid) return;
    this.backgroundPress = null;
    this.store.apply((state) => selectionFromEditor(state, [uuid], { kind: 'click' }), 'never');
    this.syncEditor(this.store.getState().selectedUuids);
  }

  private onDragEnd(): void {
    this.cancelled = false;
    this.backgroundPress = null;
    if (this.interactionBase) {
      this.interactionBase = null;
      this.guides.hide();
      this.store.endInteraction();
    }
    if (this.boxing) {
      // The editor's last proposal may predate the final box; the model has the last word.
      this.boxing = false;
      const gesture = this.boxGesture();
      this.store.apply((state) => selectionFromEditor(state, [], gesture), 'never');
      this.syncEditor(this.store.getState().selectedUuids);
    }
  }

  private nodesFor(uuids: readonly string[]): IUI[] {
    return uuids.map((uuid) => this.nodes.get(uuid)).filter((node): node is Image => node !== undefined);
  }

  private report(): void {
    this.onRendered?.(this.view, this.nodes, this.rendered);
  }
}

function isBackground(state: DesignerState, uuid: string): boolean {
  return state.layers.some((layer) => layer.uuid === uuid && layer.isBackground);
}

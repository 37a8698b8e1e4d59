/**
 * The node sync half of the stage: one Leafer Image per layer, in stacking order, with the layer's
 * geometry and edit rights, drawn from a reduced copy when the image is very large (drawableImages.ts).
 */
import { Image, ImageEvent, type Frame, type IUI } from 'leafer-ui';
import { displayUrlOf, placeholderImages } from '../cutout/placeholderImages';
import { canTransform, type Layer } from '../model';
import { DrawableImages } from './drawableImages';
import { differs, nodeAttrsFor } from './layerNodes';
import { StrokeNodes } from './strokeNodes';

const LOCKED_EDIT = { moveable: false, resizeable: false, rotateable: false };
const FREE_EDIT = {};

export class LayerNodeSync {
  private readonly nodes = new Map<string, Image>();
  private readonly uuids = new WeakMap<IUI, string>();
  private readonly drawable: DrawableImages;
  private readonly strokes: StrokeNodes;
  private last: readonly Layer[] = [];
  /** A cutout layer shows its placeholder image: draw again when one becomes known. */
  private readonly stopPlaceholders: () => void;

  /** @param onDrawn an image finished loading, or a reduced copy is ready: what is shown changed. */
  constructor(
    private readonly frame: Frame,
    private readonly onDrawn: () => void,
  ) {
    this.strokes = new StrokeNodes(frame, onDrawn);
    this.drawable = new DrawableImages(() => {
      this.sync(this.last);
      this.onDrawn();
    });
    this.stopPlaceholders = placeholderImages.subscribe(() => {
      this.sync(this.last);
      this.onDrawn();
    });
  }

  get all(): ReadonlyMap<string, Image> {
    return this.nodes;
  }

  uuidOf(node: IUI | null | undefined): string | undefined {
    return node ? this.uuids.get(node) : undefined;
  }

  nodesFor(uuids: readonly string[]): IUI[] {
    return uuids.map((uuid) => this.nodes.get(uuid)).filter((node): node is Image => node !== undefined);
  }

  /** Makes the nodes show `layers` (bottom first): creates, updates, reorders and destroys. */
  sync(layers: readonly Layer[]): void {
    this.last = layers;
    const alive = new Set<string>();
    // Frame slots: a layer's stroke image (if any) right under the layer's own node.
    let slot = 0;
    layers.forEach((layer) => {
      alive.add(layer.uuid);
      if (this.strokes.place(layer, slot)) slot++;
      let node = this.nodes.get(layer.uuid);
      if (!node) {
        node = new Image({ around: 'center', editable: true });
        node.on(ImageEvent.LOADED, this.onDrawn);
        this.nodes.set(layer.uuid, node);
        this.uuids.set(node, layer.uuid);
      }
      const shown = displayUrlOf(layer);
      const attrs: Record<string, unknown> = {
        ...nodeAttrsFor(layer),
        // A placeholder is at most 3 MB: never one of the very large images drawn reduced.
        url: shown === layer.imageUrl ? this.drawable.urlFor(shown, layer.originalWidth, layer.originalHeight) : shown,
      };
      for (const key of Object.keys(attrs)) {
        if (differs((node as unknown as Record<string, unknown>)[key], attrs[key])) node.set({ [key]: attrs[key] });
      }
      // Spec 2 §4: background and locked layers cannot be moved, scaled or rotated.
      const editConfig = canTransform(layer) ? FREE_EDIT : LOCKED_EDIT;
      if (node.editConfig !== editConfig) node.editConfig = editConfig;
      // Array order is the stacking order, bottom first (model/types.ts).
      if (this.frame.children[slot] !== node) this.frame.add(node, slot);
      slot++;
    });
    this.strokes.keepOnly(alive);
    for (const [uuid, node] of this.nodes) {
      if (alive.has(uuid)) continue;
      this.nodes.delete(uuid);
      node.destroy();
    }
  }

  destroy(): void {
    this.stopPlaceholders();
    this.drawable.destroy();
  }
}

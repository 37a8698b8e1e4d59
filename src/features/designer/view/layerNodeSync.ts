/**
 * The node sync half of the stage: one Leafer Image per layer, in stacking order, with the layer's
 * geometry and edit rights, drawn from a reduced copy when the image is very large (drawableImages.ts).
 */
import { Image, ImageEvent, type Frame, type IUI } from 'leafer-ui';
import { displayUrlOf, placeholderImages } from '../cutout/placeholderImages';
import { canTransform, type Layer } from '../model';
import { DrawableImages, drawnSize } from './drawableImages';
import { croppedFill, differs, nodeAttrsFor } from './layerNodes';
import { StrokeNodes } from './strokeNodes';
import { UNREADABLE_PLACEHOLDER } from './unreadablePlaceholder';

const LOCKED_EDIT = { moveable: false, resizeable: false, rotateable: false };
const FREE_EDIT = {};

export class LayerNodeSync {
  private readonly nodes = new Map<string, Image>();
  private readonly uuids = new WeakMap<IUI, string>();
  private readonly drawable: DrawableImages;
  private readonly strokes: StrokeNodes;
  private last: readonly Layer[] = [];
  /**
   * The layer each node last showed, as the store gave it: the store keeps an unchanged layer the same
   * object, so a drag of some layers among 200 touches only theirs. Emptied when something outside the
   * layer changes what its node shows (a failed image, a reduced copy ready, a placeholder, a text edited).
   */
  private readonly shownLayers = new Map<string, Layer>();
  /** The text layer whose editor sits over it: not drawn meanwhile, the editor shows its text instead. */
  private editingText: string | null = null;
  /** The layer image each node was last asked to show (before any reduced copy or placeholder). */
  private readonly sources = new Map<string, string>();
  /** The crop fill each cropped layer's node was last given (fillCrop). */
  private readonly cropFills = new Map<string, string>();
  /** Images that failed to load: their layers show UNREADABLE_PLACEHOLDER until their address changes. */
  private readonly failed = new Set<string>();
  /** A cutout layer shows its placeholder image: draw again when one becomes known. */
  private readonly stopPlaceholders: () => void;

  /**
   * @param onDrawn an image finished loading, or a reduced copy is ready: what is shown changed.
   * @param onReadable a layer image was read (true) or could not be (false): the store keeps the finding.
   */
  constructor(
    private readonly frame: Frame,
    private readonly onDrawn: () => void,
    private readonly onReadable: (url: string, readable: boolean) => void = () => undefined,
  ) {
    this.strokes = new StrokeNodes(frame, onDrawn);
    this.drawable = new DrawableImages(() => {
      this.resync();
      this.onDrawn();
    });
    this.stopPlaceholders = placeholderImages.subscribe(() => {
      this.resync();
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
    if (!this.moveOnly(layers)) this.syncAll(layers);
  }

  /**
   * Where `layers` differ from those the nodes show only in places (a drag's move, a nudge, their undo:
   * model/transform.ts moveLayers changes `left` and `top` alone, in the same stack), sets x and y of the
   * moved nodes alone, without reading back every attribute of 200 nodes at each pointer move
   * (docs/performance.md, "The 200-layer drag beside plain Leafer"). False, having set nothing, for any
   * other change, or a moved layer with a stroke image beside it.
   */
  private moveOnly(layers: readonly Layer[]): boolean {
    if (layers.length !== this.last.length) return false;
    const moved: [Image, Layer][] = [];
    for (let i = 0; i < layers.length; i++) {
      const layer = layers[i]!;
      if (this.last[i]!.uuid !== layer.uuid) return false;
      const shown = this.shownLayers.get(layer.uuid);
      if (shown === layer) continue;
      const node = this.nodes.get(layer.uuid);
      if (!node || !shown || !onlyPlaceDiffers(shown, layer) || this.strokes.has(layer.uuid)) return false;
      moved.push([node, layer]);
    }
    this.last = layers;
    for (const [node, layer] of moved) {
      this.shownLayers.set(layer.uuid, layer);
      node.set({ x: layer.left + layer.width / 2, y: layer.top + layer.height / 2 });
    }
    return true;
  }

  private syncAll(layers: readonly Layer[]): void {
    this.last = layers;
    const alive = new Set<string>();
    // Frame slots: a layer's stroke image (if any) right under the layer's own node.
    let slot = 0;
    layers.forEach((layer) => {
      alive.add(layer.uuid);
      const shown = this.nodes.get(layer.uuid);
      if (shown && this.shownLayers.get(layer.uuid) === layer && !this.strokes.has(layer.uuid) && this.frame.children[slot] === shown) {
        slot++;
        return;
      }
      this.shownLayers.set(layer.uuid, layer);
      if (this.strokes.place(layer, slot)) slot++;
      let node = shown;
      if (!node) {
        node = new Image({ around: 'center', editable: true });
        const uuid = layer.uuid;
        node.on(ImageEvent.LOADED, (event: ImageEvent) => this.loaded(uuid, event.image?.url));
        node.on(ImageEvent.ERROR, (event: ImageEvent) => this.unreadable(uuid, event.image?.url));
        this.nodes.set(layer.uuid, node);
        this.uuids.set(node, layer.uuid);
      }
      const source = displayUrlOf(layer);
      this.sources.set(layer.uuid, source);
      const attrs: Record<string, unknown> = {
        ...nodeAttrsFor(layer),
        visible: !layer.hidden && layer.uuid !== this.editingText,
        // A placeholder is at most 3 MB: never one of the very large images drawn reduced.
        url: this.failed.has(source)
          ? UNREADABLE_PLACEHOLDER
          : source === layer.imageUrl
            ? this.drawable.urlFor(source, layer.originalWidth, layer.originalHeight)
            : source,
      };
      // One set for what changed (a drag changes x and y): each set is a change Leafer processes.
      const changed: Record<string, unknown> = {};
      let changes = 0;
      for (const key of Object.keys(attrs)) {
        if (!differs((node as unknown as Record<string, unknown>)[key], attrs[key])) continue;
        changed[key] = attrs[key];
        changes++;
      }
      if (changes > 0) node.set(changed);
      this.fillCrop(node, layer, attrs.url as string);
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
      this.shownLayers.delete(uuid);
      this.sources.delete(uuid);
      this.cropFills.delete(uuid);
      node.destroy();
    }
  }

  /** Hides the text layer an editor is open over (null: none), and shows the one it hid before. */
  hideWhileEditing(uuid: string | null): void {
    if (this.editingText === uuid) return;
    this.editingText = uuid;
    this.resync();
  }

  /** Resolves once the layer's node has drawn the image it now asks for (or failed to), at once if it has. */
  whenDrawn(uuid: string): Promise<void> {
    const node = this.nodes.get(uuid);
    if (!node || (node.image?.ready && node.image.url === node.url)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (event: ImageEvent) => {
        if (event.image?.url !== node.url) return;
        node.off(ImageEvent.LOADED, done);
        node.off(ImageEvent.ERROR, done);
        resolve();
      };
      node.on(ImageEvent.LOADED, done);
      node.on(ImageEvent.ERROR, done);
    });
  }

  /**
   * A cropped layer shows part of its image (layerNodes.ts croppedFill); set again only when the crop, the
   * box or the image drawn changed, and put back to Leafer's stretched image when the crop is gone.
   */
  private fillCrop(node: Image, layer: Layer, url: string): void {
    const drawn = drawnSize(layer.originalWidth, layer.originalHeight);
    const fill = croppedFill(layer, url, drawn.width, drawn.height);
    const key = fill ? JSON.stringify(fill) : '';
    if ((this.cropFills.get(layer.uuid) ?? '') === key) return;
    if (fill) this.cropFills.set(layer.uuid, key);
    else this.cropFills.delete(layer.uuid);
    node.fill = fill ?? (url === '' ? undefined : { type: 'image', mode: 'stretch', url });
  }

  /** `url`: what loaded. A load the node no longer asks for (its address changed meanwhile) says nothing. */
  private loaded(uuid: string, url: string | undefined): void {
    const source = this.sources.get(uuid);
    const asked = this.nodes.get(uuid)?.url;
    // The placeholder loading says nothing of the layer's own image.
    if (source !== undefined && url === asked && asked !== UNREADABLE_PLACEHOLDER) {
      this.failed.delete(source);
      this.onReadable(source, true);
    }
    this.onDrawn();
  }

  private unreadable(uuid: string, url: string | undefined): void {
    const source = this.sources.get(uuid);
    const asked = this.nodes.get(uuid)?.url;
    if (source === undefined || url !== asked || asked === UNREADABLE_PLACEHOLDER) return;
    this.failed.add(source);
    this.onReadable(source, false);
    this.resync();
    this.onDrawn();
  }

  /**
   * Every node set to its layer again, unchanged layers too: after Leafer's editor changed nodes itself
   * (a resize or turn read back, which the model may refuse or correct).
   */
  restore(layers: readonly Layer[]): void {
    this.shownLayers.clear();
    this.syncAll(layers);
  }

  /** Something outside the layers changed what their nodes show. */
  private resync(): void {
    this.restore(this.last);
  }

  destroy(): void {
    this.stopPlaceholders();
    this.drawable.destroy();
  }
}

/** `next` is `shown` moved: every field but `left` and `top` the same (a plain record: a few dozen compares). */
function onlyPlaceDiffers(shown: Layer, next: Layer): boolean {
  const before = shown as unknown as Record<string, unknown>;
  const after = next as unknown as Record<string, unknown>;
  for (const key in after) if (key !== 'left' && key !== 'top' && after[key] !== before[key]) return false;
  for (const key in before) if (!(key in after)) return false;
  return true;
}

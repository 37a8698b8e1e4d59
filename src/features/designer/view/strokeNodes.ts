/**
 * The stroke image of a layer on the canvas: a second image node right under the layer's
 * (strokeNodeGeometry.ts places it). Never hit, never edited: the layer is.
 */
import { Image, ImageEvent, type Frame } from 'leafer-ui';
import type { StrokeImageFrame } from '../../../../contract/templates';
import type { Layer } from '../model';
import { differs } from './layerNodes';
import { shownStroke, strokeNodeAttrs } from './strokeNodeGeometry';

export class StrokeNodes {
  private readonly nodes = new Map<string, { node: Image; url: string; frame: StrokeImageFrame }>();

  constructor(
    private readonly frame: Frame,
    private readonly onDrawn: () => void,
  ) {}

  /** Places the layer's stroke node at `slot` of the frame; answers whether there is one. */
  place(layer: Layer, slot: number): boolean {
    const current = this.nodes.get(layer.uuid);
    const wanted = shownStroke(layer, current);
    if (!wanted) {
      if (current) this.remove(layer.uuid);
      return false;
    }
    let entry = current;
    if (!entry) {
      const node = new Image({ around: 'center', hittable: false, editable: false });
      node.on(ImageEvent.LOADED, this.onDrawn);
      entry = { node, ...wanted };
      this.nodes.set(layer.uuid, entry);
    }
    entry.url = wanted.url;
    entry.frame = wanted.frame;
    const attrs = strokeNodeAttrs(layer, wanted.url, wanted.frame) as unknown as Record<string, unknown>;
    const node = entry.node as unknown as Record<string, unknown>;
    for (const key of Object.keys(attrs)) if (differs(node[key], attrs[key])) entry.node.set({ [key]: attrs[key] });
    if (this.frame.children[slot] !== entry.node) this.frame.add(entry.node, slot);
    return true;
  }

  /** The layer has a stroke node now. */
  has(uuid: string): boolean {
    return this.nodes.has(uuid);
  }

  /** Drops the nodes of layers no longer there. */
  keepOnly(alive: ReadonlySet<string>): void {
    for (const uuid of [...this.nodes.keys()]) if (!alive.has(uuid)) this.remove(uuid);
  }

  private remove(uuid: string): void {
    this.nodes.get(uuid)?.node.destroy();
    this.nodes.delete(uuid);
  }
}

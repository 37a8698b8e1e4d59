/**
 * The preview wireframe around the canvas (spec 2 §3): its layers stretched over the canvas, a negative
 * index under it and a positive one over it. They are only shown: never hit, never exported (the export
 * renders the frame alone).
 */
import { Image, type Frame, type IGroup } from 'leafer-ui';
import type { Wireframe } from '../../../../contract/catalogue';
import type { CanvasSize } from '../model';

export class WireframeLayers {
  private nodes: Image[] = [];

  constructor(
    private readonly tree: IGroup,
    private readonly frame: Frame,
  ) {}

  /** Replaces what is shown; answers how many layers went under and over the canvas. */
  show(wireframe: Wireframe | null, canvas: CanvasSize): { under: number; over: number } {
    for (const node of this.nodes) node.destroy();
    this.nodes = [];
    const layers = (wireframe?.layers ?? []).slice().sort((a, b) => a.index - b.index);
    const under = layers.filter((layer) => layer.index < 0);
    const over = layers.filter((layer) => layer.index > 0);
    const make = (url: string) => {
      const node = new Image({ url, x: 0, y: 0, ...canvas, hittable: false });
      this.nodes.push(node);
      return node;
    };
    under.forEach((layer, i) => this.tree.add(make(layer.imageUrl), i));
    const above = this.tree.children.indexOf(this.frame) + 1;
    over.forEach((layer, i) => this.tree.add(make(layer.imageUrl), above + i));
    // A white canvas would hide what is drawn under it; the export puts the white back.
    this.frame.fill = under.length > 0 ? '' : '#ffffff';
    return { under: under.length, over: over.length };
  }
}

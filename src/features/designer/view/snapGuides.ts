/**
 * The lines shown while a drag or resize snaps (model/snapping.ts): each line the moving box lies on,
 * across the box and what it snapped to. Ours, not Leafer's. The lines shown are also written on the
 * view (`data-snap-guides`), for the tests and for anyone reading the page.
 */
import { Line, type IGroup } from 'leafer-ui';
import type { SnapGuide } from '../model';

const GUIDE_COLOR = '#f53f3f';

export class SnapGuides {
  /** Lines made so far, reused: a drag shows a few at a time. */
  private readonly lines: Line[] = [];
  private shown: readonly SnapGuide[] = [];
  private scale = 1;

  constructor(
    private readonly parent: IGroup,
    private readonly view: HTMLElement,
  ) {
    view.dataset.snapGuides = '[]';
  }

  /** `scale`: the zoom, which keeps the lines one screen pixel wide. */
  layout(scale: number): void {
    this.scale = scale;
    for (const line of this.lines) line.strokeWidth = 1 / scale;
  }

  show(guides: readonly SnapGuide[]): void {
    if (sameGuides(guides, this.shown)) return;
    this.shown = guides;
    while (this.lines.length < guides.length) {
      const line = new Line({ stroke: GUIDE_COLOR, strokeWidth: 1 / this.scale, dashPattern: [6, 4], hittable: false, visible: false });
      this.parent.add(line);
      this.lines.push(line);
    }
    this.lines.forEach((line, i) => {
      const guide = guides[i];
      if (!guide) {
        line.visible = false;
        return;
      }
      const points = guide.axis === 'x' ? [guide.at, guide.from, guide.at, guide.to] : [guide.from, guide.at, guide.to, guide.at];
      line.set({ points, visible: true });
    });
    const round = (value: number) => Math.round(value * 100) / 100;
    this.view.dataset.snapGuides = JSON.stringify(
      guides.map((guide) => (guide.gap ? { axis: guide.axis, at: round(guide.at), gap: [round(guide.from), round(guide.to)] } : { axis: guide.axis, at: round(guide.at) })),
    );
  }

  hide(): void {
    this.show([]);
  }
}

function sameGuides(a: readonly SnapGuide[], b: readonly SnapGuide[]): boolean {
  return a.length === b.length && a.every((guide, i) => {
    const other = b[i]!;
    return guide.axis === other.axis && guide.at === other.at && guide.from === other.from && guide.to === other.to;
  });
}

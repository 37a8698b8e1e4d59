/** The two centre lines shown while a drag snaps to the canvas centre (spec 2 §9). Ours, not Leafer's. */
import { Line, type IGroup } from 'leafer-ui';
import type { CanvasSize, SnapResult } from '../model';

const GUIDE_COLOR = '#f53f3f';

export class SnapGuides {
  private readonly vertical = new Line({ stroke: GUIDE_COLOR, dashPattern: [6, 4], hittable: false, visible: false });
  private readonly horizontal = new Line({ stroke: GUIDE_COLOR, dashPattern: [6, 4], hittable: false, visible: false });

  constructor(parent: IGroup) {
    parent.add(this.vertical);
    parent.add(this.horizontal);
  }

  /** Places the lines on the canvas centre; `scale` keeps them one screen pixel wide at any zoom. */
  layout(canvas: CanvasSize, scale: number): void {
    const strokeWidth = 1 / scale;
    this.vertical.set({ points: [canvas.width / 2, 0, canvas.width / 2, canvas.height], strokeWidth });
    this.horizontal.set({ points: [0, canvas.height / 2, canvas.width, canvas.height / 2], strokeWidth });
  }

  show(guides: SnapResult['guides']): void {
    this.vertical.visible = guides.vertical;
    this.horizontal.visible = guides.horizontal;
  }

  hide(): void {
    this.show({ vertical: false, horizontal: false });
  }
}

/**
 * Which edges a resize handle of Leafer's editor drags, in the canvas's terms (model/snapping.ts). Leafer
 * names the handle in the node's own frame (Direction9: 0 top-left, clockwise, 7 left), which a flip
 * mirrors; a turned layer's edges are not upright lines, so it gets no handle and is not snapped.
 */
import type { Layer, ResizeHandle } from '../model';

const HANDLES: readonly ResizeHandle[] = [
  { x: -1, y: -1 },
  { x: 0, y: -1 },
  { x: 1, y: -1 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
];

const mirror = (side: -1 | 0 | 1, flipped: boolean | undefined): -1 | 0 | 1 => (flipped ? ((-side || 0) as -1 | 0 | 1) : side);

export function resizeHandle(direction: number | undefined, layer: Pick<Layer, 'rotation'> & Partial<Pick<Layer, 'horizontalFlip' | 'verticalFlip'>>): ResizeHandle | null {
  const handle = direction === undefined ? undefined : HANDLES[direction];
  if (!handle || Math.abs(layer.rotation) > 1e-6) return null;
  return { x: mirror(handle.x, layer.horizontalFlip), y: mirror(handle.y, layer.verticalFlip) };
}

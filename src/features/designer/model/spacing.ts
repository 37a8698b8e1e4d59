/**
 * Equal spacing while a drag moves a box (what Canva and Figma show): in a row of other layers (those
 * beside it on the other axis), the box snaps to the gap its neighbours already keep between them, or to
 * the middle between the two it lies between, and the equal gaps are shown. Pure, as snapping.ts is; a
 * line snap on an axis wins over a gap on it (snapMove).
 */
import type { Box } from './types';

/** snapping.ts's axis and guide, spelt out here: that module calls this one. */
type SnapAxis = 'x' | 'y';
interface GapGuide {
  axis: SnapAxis;
  at: number;
  from: number;
  to: number;
  gap: true;
}

interface Span {
  start: number;
  end: number;
}

const along = (box: Box, axis: SnapAxis): Span => (axis === 'x' ? { start: box.left, end: box.left + box.width } : { start: box.top, end: box.top + box.height });
const across = (box: Box, axis: SnapAxis): Span => along(box, axis === 'x' ? 'y' : 'x');

export interface GapSnap {
  /** How far the box moves along the axis. */
  offset: number;
  /** The equal gaps, each drawn across its gap in the middle of the moving box. */
  guides: GapGuide[];
}

interface Candidate {
  start: number;
  gaps: [number, number][];
}

/** The nearest equal-gap place for `proposed` along `axis` within `tolerance` canvas pixels; null for none. */
export function snapGap(proposed: Box, boxes: readonly Box[], axis: SnapAxis, tolerance: number): GapSnap | null {
  const me = along(proposed, axis);
  const size = me.end - me.start;
  const band = across(proposed, axis);
  const row = boxes.filter((box) => {
    const other = across(box, axis);
    return other.start < band.end && other.end > band.start;
  }).map((box) => along(box, axis));
  const before = row.filter((span) => span.end <= me.start + tolerance).sort((a, b) => b.end - a.end);
  const after = row.filter((span) => span.start >= me.end - tolerance).sort((a, b) => a.start - b.start);
  const near = before[0];
  const far = near && before.find((span) => span.end < near.start);
  const next = after[0];
  const further = next && after.find((span) => span.start > next.end);
  const candidates: Candidate[] = [];
  if (near && next && next.start - near.end > size) {
    const gap = (next.start - near.end - size) / 2;
    candidates.push({ start: near.end + gap, gaps: [[near.end, near.end + gap], [near.end + gap + size, next.start]] });
  }
  if (near && far) {
    const gap = near.start - far.end;
    candidates.push({ start: near.end + gap, gaps: [[far.end, near.start], [near.end, near.end + gap]] });
  }
  if (next && further) {
    const gap = further.start - next.end;
    candidates.push({ start: next.start - gap - size, gaps: [[next.start - gap, next.start], [next.end, further.start]] });
  }
  let best: Candidate | null = null;
  for (const candidate of candidates) {
    const distance = Math.abs(candidate.start - me.start);
    if (distance <= tolerance && (!best || distance < Math.abs(best.start - me.start))) best = candidate;
  }
  if (!best) return null;
  const middle = (band.start + band.end) / 2;
  const crossAxis: SnapAxis = axis === 'x' ? 'y' : 'x';
  return { offset: best.start - me.start, guides: best.gaps.map(([from, to]) => ({ axis: crossAxis, at: middle, from, to, gap: true })) };
}

/**
 * Stroke (spec 2 §3). Issue 12 groundwork: the stroke part fills this in.
 */
import type { Stroke } from '../../../../contract/templates';
import type { DesignerAction } from './actionTypes';

/** New stroke settings for a layer (null removes the stroke); the outline is computed after. */
export interface StrokeEdit {
  uuid: string;
  stroke: Stroke | null;
}

/** The outline computed for `stroke` (applies only while the layer still has those settings). */
export interface StrokeResult {
  uuid: string;
  stroke: Stroke;
  strokeSvgData: string;
}

export const STROKE_ACTIONS: readonly DesignerAction[] = [];

/**
 * What the layer list and the property panel call a layer: 图层 and its place in the stack, counted from
 * the bottom (1), as the list numbers its rows. Numbers, not the image's name: a layer has none (spec 2 §3).
 */
import { MSG } from '../messages';
import { indexOfLayer } from './layerLookup';
import type { DesignerState } from './types';

export function layerName(state: DesignerState, uuid: string): string {
  return `${MSG.designer.layers} ${indexOfLayer(state, uuid) + 1}`;
}

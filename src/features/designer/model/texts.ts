/** The keys of MSG.designer the model refers to: action labels and its messages (spec 2 §4, §5). */
import { MSG } from '../messages';
import type { DesignerMessage } from './types';

export type DesignerTextKey = keyof typeof MSG.designer;

/** Which text each model message shows. */
export const DESIGNER_MESSAGE_TEXT: Readonly<Record<DesignerMessage, DesignerTextKey>> = {
  top: 'atTop',
  bottom: 'atBottom',
  moved: 'layerMoved',
  noLayers: 'noLayers',
  locked: 'layerLocked',
};

/**
 * AI cutout layers and tasks (spec 2 §4, §7). Issue 12 groundwork: the AI portrait part fills this in.
 */
import type { AiCutoutType } from '../../../../contract/templates';
import type { DesignerAction } from './actionTypes';

export interface CutoutSettings {
  uuid: string;
  aiCutoutType: AiCutoutType | null;
  aiCutoutPlaceholderImageType: string | null;
}

/** A cutout task's result takes the place of the layer's image. */
export interface ImageReplacement {
  uuid: string;
  imageUrl: string;
  imageFileId: string | null;
  originalWidth: number;
  originalHeight: number;
}

export const CUTOUT_ACTIONS: readonly DesignerAction[] = [];

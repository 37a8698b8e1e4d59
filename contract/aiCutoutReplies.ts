/**
 * Spec 2 §3, §7: the placeholder images and the cutout task as the services answer them. Apart from aiCutout.ts,
 * which the designer imports for its limits, so that its production chunk holds none of these schemas.
 */
import * as v from 'valibot';
import { AI_CUTOUT_TYPES } from './templates';

/** A cutout layer names its placeholder by this id, in the layer field spec 2 §3 calls `aiCutoutPlaceholderImageType`. */
export const AiCutoutPlaceholderImageSchema = v.object({
  id: v.string(),
  url: v.string(),
  aiCutoutType: v.picklist(AI_CUTOUT_TYPES),
});
export type AiCutoutPlaceholderImage = v.InferOutput<typeof AiCutoutPlaceholderImageSchema>;

export const CutoutTaskTokenSchema = v.object({ token: v.string() });

export const CutoutTaskSchema = v.object({
  id: v.string(),
  /** RUNNING, SUCCESS, FAILED, or anything else (an unknown error). */
  status: v.string(),
  errorMessage: v.nullable(v.string()),
  resultImageUrls: v.nullable(v.array(v.string())),
});
export type CutoutTask = v.InferOutput<typeof CutoutTaskSchema>;

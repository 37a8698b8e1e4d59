/** Spec 3 §7: the shop's Taobao mini app and the template versions it can be updated to. */
import * as v from 'valibot';
import { nonBlankText } from './wire';

export const MiniAppSchema = v.object({
  name: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  /** The template version the mini app runs; null before it was ever published. */
  templateVersion: v.nullable(v.string()),
});
export type MiniApp = v.InferOutput<typeof MiniAppSchema>;

/** GET /api/taobao_mini_app: a shop without a mini app answers no `app`, or one with fields missing. */
export const MiniAppReplySchema = v.object({ app: v.optional(v.nullable(v.partial(MiniAppSchema))) });

export const MiniAppTemplateSchema = v.object({
  templateVersion: v.string(),
  /** What changed in this version, in the service's words. */
  description: v.string(),
  /** ms since the epoch. */
  createdAt: v.number(),
});
export type MiniAppTemplate = v.InferOutput<typeof MiniAppTemplateSchema>;

/** POST /api/taobao_mini_app/update_version: the version to run, trimmed. Whether the service offers it is looked up after this. */
export const MiniAppVersionBodySchema = v.object({ templateVersion: v.pipe(nonBlankText, v.trim()) });

/** Spec 3 §7: the shop's Taobao mini app and the template versions it can be updated to. */
import * as v from 'valibot';
import { nonBlankText } from './wire';

export interface MiniApp {
  name: string | null;
  logoUrl: string | null;
  /** The template version the mini app runs; null before it was ever published. */
  templateVersion: string | null;
}

export interface MiniAppTemplate {
  templateVersion: string;
  /** What changed in this version, in the service's words. */
  description: string;
  /** ms since the epoch. */
  createdAt: number;
}

/** POST /api/taobao_mini_app/update_version: the version to run, trimmed. Whether the service offers it is looked up after this. */
export const MiniAppVersionBodySchema = v.object({ templateVersion: v.pipe(nonBlankText, v.trim()) });

export type MiniAppVersionInput = v.InferOutput<typeof MiniAppVersionBodySchema>;

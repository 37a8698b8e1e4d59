import type { Id } from '../../contract/catalogue';
import {
  CUTOUT_TOKEN_HEADER,
  DEV_CUTOUT_HOST_PATH,
  type AiCutoutPlaceholderImage,
  type AiCutoutType,
  type CutoutTask,
  type CutoutTaskCreate,
  type CutoutTaskInput,
  type CutoutTaskToken,
  type PlaceholderImageInput,
} from '../../contract/aiCutout';
import { apiRequest, foreignRequest } from './client';

const placeholders = '/api/ai_cutout_placeholder_images';

/** Spec 2 §7: the AI cutout placeholder images of one cutout type. */
export const listPlaceholders = (aiCutoutType: AiCutoutType, options: { signal?: AbortSignal; quiet?: boolean } = {}) =>
  apiRequest<AiCutoutPlaceholderImage[]>(placeholders, { query: { aiCutoutType }, signal: options.signal, skipErrorModal: options.quiet });
export const createPlaceholder = (input: PlaceholderImageInput) =>
  apiRequest<AiCutoutPlaceholderImage>(placeholders, { method: 'POST', body: input });
export const deletePlaceholder = (id: Id) => apiRequest<unknown>(`${placeholders}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Spec 2 §7: the admin API hands out the token the cutout host takes. The cutout section says what failed. */
export const requestCutoutToken = (input: CutoutTaskInput, signal?: AbortSignal) =>
  apiRequest<CutoutTaskToken>('/api/image_cutout_task/token', { method: 'POST', body: input, signal, skipErrorModal: true });

/**
 * The cutout host ({cutout host} of spec 2 §7): CUTOUT_HOST at build time (rspack.config.ts); without one,
 * the dev API's stand-in beside the admin API.
 */
export function cutoutHostBase(): string {
  const configured = typeof __CUTOUT_HOST__ === 'string' ? __CUTOUT_HOST__ : '';
  if (configured) return configured;
  const apiBase = typeof __API_BASE__ === 'string' ? __API_BASE__ : '';
  return `${apiBase}${DEV_CUTOUT_HOST_PATH}`;
}

const tasksUrl = () => `${cutoutHostBase()}/api/image_cutout_tasks`;

export const createCutoutTask = (body: CutoutTaskCreate, signal?: AbortSignal) =>
  foreignRequest<CutoutTask>(tasksUrl(), { method: 'POST', body, signal });

export const getCutoutTask = (id: string, token: string, signal?: AbortSignal) =>
  foreignRequest<CutoutTask>(`${tasksUrl()}/${encodeURIComponent(id)}`, { headers: { [CUTOUT_TOKEN_HEADER]: token }, signal });

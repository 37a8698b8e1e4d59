import type { Id } from '../../contract/catalogue';
import { CUTOUT_TOKEN_HEADER, type AiCutoutType, type CutoutTaskInput, type PlaceholderImageInput } from '../../contract/aiCutout';
import { pathOf, type BodyOf, type ParamsOf } from '../../contract/endpoint';
import { MSG } from '../messages';
import { cutoutHost } from '../../contract/endpoints/cutout/cutoutHost';
import { DEV_CUTOUT_HOST_PATH } from '../../contract/endpoints/cutout/hostPath';
import { cutoutPlaceholders } from '../../contract/endpoints/cutout/cutoutPlaceholders';
import { call } from './client';
import { foreignCall } from './foreignClient';

/** Spec 2 §7: the AI cutout placeholder images of one cutout type. */
export const listPlaceholders = (aiCutoutType: AiCutoutType, options: { signal?: AbortSignal; quiet?: boolean } = {}) =>
  call(cutoutPlaceholders.list, { query: { aiCutoutType }, signal: options.signal, skipErrorModal: options.quiet });
export const createPlaceholder = (input: PlaceholderImageInput) =>
  call(cutoutPlaceholders.create, { body: input });
export const deletePlaceholder = (id: Id) => call(cutoutPlaceholders.remove, { params: { id } });

/** Spec 2 §7: the admin API hands out the token the cutout host takes. The cutout section says what failed. */
export const requestCutoutToken = (input: CutoutTaskInput, signal?: AbortSignal) =>
  call(cutoutHost.token, { body: input, signal, skipErrorModal: true });

/**
 * The cutout host ({cutout host} of spec 2 §7): CUTOUT_HOST at build time (rspack.config.ts). Without one, the
 * dev API's stand-in beside the admin API, but only where the dev tools are (dev server, QA build): a
 * production build would otherwise send tasks and their tokens to a path no real admin API serves. There it
 * is null, the AI抠图 button is disabled, and the stand-in's path is not in the bundle at all.
 */
export function cutoutHostBase(): string | null {
  const configured = typeof __CUTOUT_HOST__ === 'string' ? __CUTOUT_HOST__ : '';
  if (configured) return configured;
  if (!__DEV_TOOLS__) return null;
  const apiBase = typeof __API_BASE__ === 'string' ? __API_BASE__ : '';
  return `${apiBase}${DEV_CUTOUT_HOST_PATH}`;
}

/** Whether this build has a cutout host to send tasks to. */
export const cutoutAvailable = (): boolean => cutoutHostBase() !== null;

export class CutoutHostMissingError extends Error {
  override name = 'CutoutHostMissingError';
}

/** The host's address followed by the entry's path, the host's own. */
function hostUrl<E extends typeof cutoutHost.createTask | typeof cutoutHost.getTask>(endpoint: E, params?: ParamsOf<E>): string {
  const base = cutoutHostBase();
  if (base === null) throw new CutoutHostMissingError(MSG.aiPortrait.cutoutUnavailable);
  return `${base}${pathOf(endpoint, params)}`;
}

// async: a build without a host rejects (the caller's catch shows why) rather than throwing synchronously.
export const createCutoutTask = async (body: BodyOf<typeof cutoutHost.createTask>, signal?: AbortSignal) =>
  foreignCall(cutoutHost.createTask, hostUrl(cutoutHost.createTask), { body, signal });

export const getCutoutTask = async (id: string, token: string, signal?: AbortSignal) =>
  foreignCall(cutoutHost.getTask, hostUrl(cutoutHost.getTask, { id }), { headers: { [CUTOUT_TOKEN_HEADER]: token }, signal });

import type { Endpoints } from '../../endpoint';
import { DEV_CUTOUT_HOST_PATH } from './hostPath';

// The cutout host's calls (spec 2 §7's {cutout host}) are another service's: their paths are the host's own, which
// the console follows the host's address with (src/api/aiCutout.ts); the dev API plays the host at its standIn.
import { CutoutHostBodySchema, CutoutTaskCreateSchema, CutoutTaskInputSchema, CutoutTaskSchema, CutoutTaskTokenSchema } from '../endpointSchemas';

export const cutoutHost = {
  token: { method: 'POST', path: '/api/image_cutout_task/token', rules: __DEV_TOOLS__ && { access: 'merchant', body: CutoutTaskInputSchema, reply: CutoutTaskTokenSchema } },
  createTask: { method: 'POST', path: '/api/image_cutout_tasks', rules: __DEV_TOOLS__ && { access: 'token', standIn: DEV_CUTOUT_HOST_PATH, body: CutoutTaskCreateSchema, reply: CutoutTaskSchema } },
  getTask: { method: 'GET', path: '/api/image_cutout_tasks/:id', rules: __DEV_TOOLS__ && { access: 'token', standIn: DEV_CUTOUT_HOST_PATH, reply: CutoutTaskSchema } },
  settings: { method: 'GET', path: '/api/__dev/cutout_host', rules: __DEV_TOOLS__ && { access: 'public' } },
  setSettings: { method: 'POST', path: '/api/__dev/cutout_host', rules: __DEV_TOOLS__ && { access: 'public', body: CutoutHostBodySchema } },
} as const satisfies Endpoints;

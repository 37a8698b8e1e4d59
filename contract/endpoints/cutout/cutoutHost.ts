import type { Endpoints } from '../../endpoint';
import { DEV_CUTOUT_HOST_PATH } from './hostPath';
import { CutoutHostBodySchema, CutoutTaskCreateSchema, CutoutTaskInputSchema, CutoutTaskSchema, CutoutTaskTokenSchema } from '../endpointSchemas';

export const cutoutHost = {
  token: { method: 'POST', path: '/api/image_cutout_task/token', rules: __DEV_TOOLS__ && { access: 'merchant', body: CutoutTaskInputSchema, reply: CutoutTaskTokenSchema } },
  createTask: { method: 'POST', path: `${DEV_CUTOUT_HOST_PATH}/api/image_cutout_tasks`, rules: __DEV_TOOLS__ && { access: 'token', body: CutoutTaskCreateSchema, reply: CutoutTaskSchema } },
  getTask: { method: 'GET', path: `${DEV_CUTOUT_HOST_PATH}/api/image_cutout_tasks/:id`, rules: __DEV_TOOLS__ && { access: 'token', reply: CutoutTaskSchema } },
  settings: { method: 'GET', path: '/api/__dev/cutout_host', rules: __DEV_TOOLS__ && { access: 'public' } },
  setSettings: { method: 'POST', path: '/api/__dev/cutout_host', rules: __DEV_TOOLS__ && { access: 'public', body: CutoutHostBodySchema } },
} as const satisfies Endpoints;

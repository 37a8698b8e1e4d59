import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { CutoutTask, CutoutTaskToken } from '../../aiCutout';
import { CutoutTaskCreateSchema, CutoutTaskInputSchema } from '../endpointSchemas';

export const cutoutHost = {
  token: { method: 'POST', path: '/api/image_cutout_task/token', rules: __DEV_TOOLS__ && { access: 'merchant', body: CutoutTaskInputSchema, reply: replyType<CutoutTaskToken>() } },
  createTask: { method: 'POST', path: '/api/cutout_host/api/image_cutout_tasks', rules: __DEV_TOOLS__ && { access: 'public', body: CutoutTaskCreateSchema, reply: replyType<CutoutTask>() } },
  getTask: { method: 'GET', path: '/api/cutout_host/api/image_cutout_tasks/:id', rules: __DEV_TOOLS__ && { access: 'public', reply: replyType<CutoutTask>() } },
  settings: { method: 'GET', path: '/api/__dev/cutout_host', rules: __DEV_TOOLS__ && { access: 'public' } },
  setSettings: { method: 'POST', path: '/api/__dev/cutout_host', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;

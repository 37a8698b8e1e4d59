import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { AiCutoutPlaceholderImage } from '../../aiCutout';
import { PlaceholderImageBodySchema, PlaceholderQuerySchema } from '../endpointSchemas';

export const cutoutPlaceholders = {
  list: { method: 'GET', path: '/api/ai_cutout_placeholder_images', rules: __DEV_TOOLS__ && { access: 'merchant', query: PlaceholderQuerySchema, reply: replyType<AiCutoutPlaceholderImage[]>() } },
  create: { method: 'POST', path: '/api/ai_cutout_placeholder_images', rules: __DEV_TOOLS__ && { access: 'merchant', body: PlaceholderImageBodySchema, reply: replyType<AiCutoutPlaceholderImage>() } },
  remove: { method: 'DELETE', path: '/api/ai_cutout_placeholder_images/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

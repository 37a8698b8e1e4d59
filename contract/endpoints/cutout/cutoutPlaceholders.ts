import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { AiCutoutPlaceholderImageSchema, PlaceholderImageBodySchema, PlaceholderQuerySchema } from '../endpointSchemas';

export const cutoutPlaceholders = {
  list: { method: 'GET', path: '/api/ai_cutout_placeholder_images', rules: __DEV_TOOLS__ && { access: 'merchant', query: PlaceholderQuerySchema, reply: v.array(AiCutoutPlaceholderImageSchema) } },
  create: { method: 'POST', path: '/api/ai_cutout_placeholder_images', rules: __DEV_TOOLS__ && { access: 'merchant', body: PlaceholderImageBodySchema, reply: AiCutoutPlaceholderImageSchema } },
  remove: { method: 'DELETE', path: '/api/ai_cutout_placeholder_images/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { FontColor } from '../../library';
import { FontColorBodySchema } from '../endpointSchemas';

export const fontColors = {
  list: { method: 'GET', path: '/api/shop_font_colors', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<FontColor[]>() } },
  create: { method: 'POST', path: '/api/shop_font_colors', rules: __DEV_TOOLS__ && { access: 'merchant', body: FontColorBodySchema, reply: replyType<FontColor>() } },
  reorder: { method: 'PATCH', path: '/api/shop_font_colors/ordering', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  update: { method: 'PATCH', path: '/api/shop_font_colors/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<FontColor>() } },
  remove: { method: 'DELETE', path: '/api/shop_font_colors/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

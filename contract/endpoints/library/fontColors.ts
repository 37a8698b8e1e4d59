import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ActiveOrderingBodySchema, EnabledBodySchema, INVALID_ORDERING, FontColorBodySchema, FontColorSchema } from '../endpointSchemas';

export const fontColors = {
  list: { method: 'GET', path: '/api/shop_font_colors', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(FontColorSchema) } },
  create: { method: 'POST', path: '/api/shop_font_colors', rules: __DEV_TOOLS__ && { access: 'merchant', body: FontColorBodySchema, reply: FontColorSchema } },
  reorder: { method: 'PATCH', path: '/api/shop_font_colors/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: ActiveOrderingBodySchema, bodyCode: INVALID_ORDERING } },
  update: { method: 'PATCH', path: '/api/shop_font_colors/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: EnabledBodySchema, reply: FontColorSchema } },
  remove: { method: 'DELETE', path: '/api/shop_font_colors/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ActiveOrderingBodySchema, EnabledBodySchema, INVALID_ORDERING, ShopFontBodySchema, ShopFontSchema } from '../endpointSchemas';

export const shopFonts = {
  list: { method: 'GET', path: '/api/shop_fonts', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(ShopFontSchema) } },
  create: { method: 'POST', path: '/api/shop_fonts', rules: __DEV_TOOLS__ && { access: 'merchant', body: ShopFontBodySchema, reply: ShopFontSchema } },
  reorder: { method: 'PATCH', path: '/api/shop_fonts/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: ActiveOrderingBodySchema, bodyCode: INVALID_ORDERING } },
  update: { method: 'PATCH', path: '/api/shop_fonts/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: EnabledBodySchema, reply: ShopFontSchema } },
  remove: { method: 'DELETE', path: '/api/shop_fonts/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

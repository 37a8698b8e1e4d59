import type { Endpoints } from '../../endpoint';
import { replyType } from '../../endpointReply';
import type { ShopFont } from '../../library';
import { ShopFontBodySchema } from '../endpointSchemas';

export const shopFonts = {
  list: { method: 'GET', path: '/api/shop_fonts', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<ShopFont[]>() } },
  create: { method: 'POST', path: '/api/shop_fonts', rules: __DEV_TOOLS__ && { access: 'merchant', body: ShopFontBodySchema, reply: replyType<ShopFont>() } },
  reorder: { method: 'PATCH', path: '/api/shop_fonts/ordering', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  update: { method: 'PATCH', path: '/api/shop_fonts/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: replyType<ShopFont>() } },
  remove: { method: 'DELETE', path: '/api/shop_fonts/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

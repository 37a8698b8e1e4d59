import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ShopSchema } from '../endpointSchemas';

export const shops = {
  list: { method: 'GET', path: '/api/shops', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(ShopSchema) } },
  create: { method: 'POST', path: '/api/shops', rules: __DEV_TOOLS__ && { access: 'merchant', reply: ShopSchema } },
  replace: { method: 'PUT', path: '/api/shops/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: ShopSchema } },
  update: { method: 'PATCH', path: '/api/shops/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: ShopSchema } },
  remove: { method: 'DELETE', path: '/api/shops/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

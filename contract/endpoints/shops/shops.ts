import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ShopFieldsSchema, ShopPatchSchema, ShopSchema } from '../endpointSchemas';

// A change's `id` (the path's) and `baseRevision` are read by the dev API before these fields (revisions.ts).
export const shops = {
  list: { method: 'GET', path: '/api/shops', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(ShopSchema) } },
  create: { method: 'POST', path: '/api/shops', rules: __DEV_TOOLS__ && { access: 'merchant', body: ShopFieldsSchema, reply: ShopSchema } },
  replace: { method: 'PUT', path: '/api/shops/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: ShopFieldsSchema, reply: ShopSchema } },
  update: { method: 'PATCH', path: '/api/shops/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: ShopPatchSchema, reply: ShopSchema } },
  remove: { method: 'DELETE', path: '/api/shops/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

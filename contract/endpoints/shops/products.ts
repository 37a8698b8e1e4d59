import type { Endpoints } from '../../endpoint';
import { ProductPageSchema, ProductSchema } from '../endpointSchemas';

export const products = {
  list: { method: 'GET', path: '/api/products', rules: __DEV_TOOLS__ && { access: 'merchant', reply: ProductPageSchema } },
  create: { method: 'POST', path: '/api/products', rules: __DEV_TOOLS__ && { access: 'merchant', reply: ProductSchema } },
  remove: { method: 'DELETE', path: '/api/products/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  sync: { method: 'POST', path: '/api/products/sync', rules: __DEV_TOOLS__ && { access: 'merchant', reply: ProductSchema } },
} as const satisfies Endpoints;

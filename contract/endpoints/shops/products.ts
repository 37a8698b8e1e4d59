import type { Endpoints } from '../../endpoint';
import { ProductBodySchema, ProductPageSchema, ProductQuerySchema, ProductSchema, ProductSyncBodySchema } from '../endpointSchemas';

export const products = {
  list: { method: 'GET', path: '/api/products', rules: __DEV_TOOLS__ && { access: 'merchant', query: ProductQuerySchema, reply: ProductPageSchema } },
  create: { method: 'POST', path: '/api/products', rules: __DEV_TOOLS__ && { access: 'merchant', body: ProductBodySchema, reply: ProductSchema } },
  remove: { method: 'DELETE', path: '/api/products/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  sync: { method: 'POST', path: '/api/products/sync', rules: __DEV_TOOLS__ && { access: 'merchant', body: ProductSyncBodySchema, reply: ProductSchema } },
} as const satisfies Endpoints;

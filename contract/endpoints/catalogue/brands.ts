import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { BrandBodySchema, BrandPatchSchema, PhoneBrandSchema, INVALID_ORDERING, OrderingBodySchema } from '../endpointSchemas';

export const brands = {
  list: { method: 'GET', path: '/api/phone_brands', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(PhoneBrandSchema) } },
  create: { method: 'POST', path: '/api/phone_brands', rules: __DEV_TOOLS__ && { access: 'merchant', body: BrandBodySchema, reply: PhoneBrandSchema } },
  update: { method: 'PATCH', path: '/api/phone_brands/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: BrandPatchSchema, reply: PhoneBrandSchema } },
  remove: { method: 'DELETE', path: '/api/phone_brands/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  reorder: { method: 'PATCH', path: '/api/phone_brands/:id/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: OrderingBodySchema, bodyCode: INVALID_ORDERING, reply: PhoneBrandSchema } },
} as const satisfies Endpoints;

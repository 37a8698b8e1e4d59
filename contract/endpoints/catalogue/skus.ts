import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { SkuBodySchema, SkuPatchBodySchema, SkuQuerySchema, SkuSchema } from '../endpointSchemas';

export const skus = {
  list: { method: 'GET', path: '/api/phone_case_skus', rules: __DEV_TOOLS__ && { access: 'merchant', query: SkuQuerySchema, reply: v.array(SkuSchema) } },
  get: { method: 'GET', path: '/api/phone_case_skus/:skuId', rules: __DEV_TOOLS__ && { access: 'merchant', reply: SkuSchema } },
  create: { method: 'POST', path: '/api/phone_case_skus', rules: __DEV_TOOLS__ && { access: 'merchant', body: SkuBodySchema, reply: SkuSchema } },
  update: { method: 'PATCH', path: '/api/phone_case_skus/:skuId', rules: __DEV_TOOLS__ && { access: 'merchant', body: SkuPatchBodySchema, reply: SkuSchema } },
} as const satisfies Endpoints;

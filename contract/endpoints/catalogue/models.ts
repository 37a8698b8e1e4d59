import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ModelBodySchema, ModelPatchSchema, ModelDeleteBodySchema, PhoneModelSchema, INVALID_ORDERING, OrderingBodySchema } from '../endpointSchemas';

export const models = {
  list: { method: 'GET', path: '/api/phone_brands/:brandId/phone_models', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(PhoneModelSchema) } },
  create: { method: 'POST', path: '/api/phone_brands/:brandId/phone_models', rules: __DEV_TOOLS__ && { access: 'merchant', body: ModelBodySchema, reply: PhoneModelSchema } },
  update: { method: 'PATCH', path: '/api/phone_brands/:brandId/phone_models/:modelId', rules: __DEV_TOOLS__ && { access: 'merchant', body: ModelPatchSchema, reply: PhoneModelSchema } },
  removeMany: { method: 'DELETE', path: '/api/phone_brands/:brandId/phone_models', rules: __DEV_TOOLS__ && { access: 'merchant', body: ModelDeleteBodySchema } },
  reorder: { method: 'PATCH', path: '/api/phone_brands/:brandId/phone_models/:modelId/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: OrderingBodySchema, bodyCode: INVALID_ORDERING, reply: PhoneModelSchema } },
} as const satisfies Endpoints;

import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { ModelBindingQuerySchema, PhoneModelBindingBodySchema, PhoneModelBindingSchema } from '../endpointSchemas';

export const erpModelBindings = {
  list: { method: 'GET', path: '/api/erp/factory_phone_model_bindings', rules: __DEV_TOOLS__ && { access: 'merchant', query: ModelBindingQuerySchema, reply: v.array(PhoneModelBindingSchema) } },
  create: { method: 'POST', path: '/api/erp/factory_phone_model_bindings', rules: __DEV_TOOLS__ && { access: 'merchant', body: PhoneModelBindingBodySchema, reply: PhoneModelBindingSchema } },
  remove: { method: 'DELETE', path: '/api/erp/factory_phone_model_bindings/:factoryId/:phoneModelId', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

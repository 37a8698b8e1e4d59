import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { FactoryQuerySchema, MaterialColorBindingBodySchema, MaterialColorBindingSchema } from '../endpointSchemas';

export const erpColorBindings = {
  list: { method: 'GET', path: '/api/erp/phone_case_material_color_bindings', rules: __DEV_TOOLS__ && { access: 'merchant', query: FactoryQuerySchema, reply: v.array(MaterialColorBindingSchema) } },
  create: { method: 'POST', path: '/api/erp/phone_case_material_color_bindings', rules: __DEV_TOOLS__ && { access: 'merchant', body: MaterialColorBindingBodySchema, reply: MaterialColorBindingSchema } },
  remove: { method: 'DELETE', path: '/api/erp/phone_case_material_color_bindings/:factoryId/:materialColorId', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

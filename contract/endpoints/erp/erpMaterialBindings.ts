import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { FactoryQuerySchema, MaterialBindingBodySchema, MaterialBindingSchema } from '../endpointSchemas';

export const erpMaterialBindings = {
  list: { method: 'GET', path: '/api/erp/phone_case_material_bindings', rules: __DEV_TOOLS__ && { access: 'merchant', query: FactoryQuerySchema, reply: v.array(MaterialBindingSchema) } },
  create: { method: 'POST', path: '/api/erp/phone_case_material_bindings', rules: __DEV_TOOLS__ && { access: 'merchant', body: MaterialBindingBodySchema, reply: MaterialBindingSchema } },
  remove: { method: 'DELETE', path: '/api/erp/phone_case_material_bindings/:factoryId/:materialId', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

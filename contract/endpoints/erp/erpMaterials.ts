import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { FactoryMaterialSchema, FactoryQuerySchema } from '../endpointSchemas';

export const erpMaterials = {
  list: { method: 'GET', path: '/api/erp/phone_case_materials', rules: __DEV_TOOLS__ && { access: 'merchant', query: FactoryQuerySchema, reply: v.array(FactoryMaterialSchema) } },
} as const satisfies Endpoints;

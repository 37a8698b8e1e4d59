import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { FactoryMaterialSchema } from '../endpointSchemas';

export const erpMaterials = {
  list: { method: 'GET', path: '/api/erp/phone_case_materials', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(FactoryMaterialSchema) } },
} as const satisfies Endpoints;

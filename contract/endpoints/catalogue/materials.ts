import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { MaterialBodySchema, MaterialPatchSchema, PhoneCaseMaterialSchema, INVALID_ORDERING, OrderingBodySchema } from '../endpointSchemas';

export const materials = {
  list: { method: 'GET', path: '/api/phone_case_materials', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(PhoneCaseMaterialSchema) } },
  create: { method: 'POST', path: '/api/phone_case_materials', rules: __DEV_TOOLS__ && { access: 'merchant', body: MaterialBodySchema, reply: PhoneCaseMaterialSchema } },
  update: { method: 'PATCH', path: '/api/phone_case_materials/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: MaterialPatchSchema, reply: PhoneCaseMaterialSchema } },
  remove: { method: 'DELETE', path: '/api/phone_case_materials/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  reorder: { method: 'PATCH', path: '/api/phone_case_materials/:id/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: OrderingBodySchema, bodyCode: INVALID_ORDERING, reply: PhoneCaseMaterialSchema } },
} as const satisfies Endpoints;

import type { Endpoints } from '../../endpoint';
import { MaterialColorSchema, INVALID_ORDERING, OrderingBodySchema } from '../endpointSchemas';

// A colour's body is read by the route: whether its background colour is required depends on its material
// (spec 1 §5, contract/catalogue.ts colorBodySchema), which only the store knows.
export const colors = {
  create: { method: 'POST', path: '/api/phone_case_materials/:id/colors', rules: __DEV_TOOLS__ && { access: 'merchant', reply: MaterialColorSchema } },
  update: { method: 'PATCH', path: '/api/phone_case_materials/:id/colors/:colorId', rules: __DEV_TOOLS__ && { access: 'merchant', reply: MaterialColorSchema } },
  remove: { method: 'DELETE', path: '/api/phone_case_materials/:id/colors/:colorId', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  reorder: { method: 'PATCH', path: '/api/phone_case_materials/:id/colors/:colorId/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: OrderingBodySchema, bodyCode: INVALID_ORDERING, reply: MaterialColorSchema } },
} as const satisfies Endpoints;

import type { Endpoints } from '../../endpoint';
import { ColorBodySchema, ColorPatchSchema, MaterialColorSchema, INVALID_ORDERING, OrderingBodySchema } from '../endpointSchemas';

// Whether a colour's background is required depends on its material (spec 1 §5), which only the store knows:
// the route checks that (contract/catalogue.ts `backgroundRequired`) before these schemas read the body.
export const colors = {
  create: { method: 'POST', path: '/api/phone_case_materials/:id/colors', rules: __DEV_TOOLS__ && { access: 'merchant', body: ColorBodySchema, reply: MaterialColorSchema } },
  update: { method: 'PATCH', path: '/api/phone_case_materials/:id/colors/:colorId', rules: __DEV_TOOLS__ && { access: 'merchant', body: ColorPatchSchema, reply: MaterialColorSchema } },
  remove: { method: 'DELETE', path: '/api/phone_case_materials/:id/colors/:colorId', rules: __DEV_TOOLS__ && { access: 'merchant' } },
  reorder: { method: 'PATCH', path: '/api/phone_case_materials/:id/colors/:colorId/ordering', rules: __DEV_TOOLS__ && { access: 'merchant', body: OrderingBodySchema, bodyCode: INVALID_ORDERING, reply: MaterialColorSchema } },
} as const satisfies Endpoints;

import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { WireframeBodySchema, WireframeQuerySchema, WireframeSchema } from '../endpointSchemas';

export const wireframes = {
  list: { method: 'GET', path: '/api/phone_case_wireframes', rules: __DEV_TOOLS__ && { access: 'merchant', query: WireframeQuerySchema, reply: v.array(WireframeSchema) } },
  get: { method: 'GET', path: '/api/phone_case_wireframes/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: WireframeSchema } },
  create: { method: 'POST', path: '/api/phone_case_wireframes', rules: __DEV_TOOLS__ && { access: 'merchant', body: WireframeBodySchema, reply: WireframeSchema } },
  // The dev API reads `baseRevision` first, then these fields over the stored ones (a field left out keeps its value).
  update: { method: 'PATCH', path: '/api/phone_case_wireframes/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: WireframeBodySchema, reply: WireframeSchema } },
} as const satisfies Endpoints;

import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { WireframeSchema } from '../endpointSchemas';

export const wireframes = {
  list: { method: 'GET', path: '/api/phone_case_wireframes', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(WireframeSchema) } },
  get: { method: 'GET', path: '/api/phone_case_wireframes/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: WireframeSchema } },
  create: { method: 'POST', path: '/api/phone_case_wireframes', rules: __DEV_TOOLS__ && { access: 'merchant', reply: WireframeSchema } },
  update: { method: 'PATCH', path: '/api/phone_case_wireframes/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: WireframeSchema } },
} as const satisfies Endpoints;

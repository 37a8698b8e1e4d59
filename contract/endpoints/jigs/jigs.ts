import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { JigBodySchema, JigSchema } from '../endpointSchemas';

export const jigs = {
  list: { method: 'GET', path: '/api/print_jigs', rules: __DEV_TOOLS__ && { access: 'merchant', reply: v.array(JigSchema) } },
  create: { method: 'POST', path: '/api/print_jigs', rules: __DEV_TOOLS__ && { access: 'merchant', body: JigBodySchema, reply: JigSchema } },
  // `baseUpdatedAt`, the save it was made from, is read by the dev API before the fields.
  replace: { method: 'PUT', path: '/api/print_jigs/:id', rules: __DEV_TOOLS__ && { access: 'merchant', body: JigBodySchema, reply: JigSchema } },
  remove: { method: 'DELETE', path: '/api/print_jigs/:id', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

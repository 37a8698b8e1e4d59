import * as v from 'valibot';
import type { Endpoints } from '../../endpoint';
import { faultRuleSchema } from '../endpointSchemas';

export const devTools = {
  faults: { method: 'GET', path: '/api/__dev/faults', rules: __DEV_TOOLS__ && { access: 'public', reply: v.array(faultRuleSchema) } },
  addFault: { method: 'POST', path: '/api/__dev/faults', rules: __DEV_TOOLS__ && { access: 'public', body: faultRuleSchema, reply: faultRuleSchema } },
  clearFaults: { method: 'DELETE', path: '/api/__dev/faults', rules: __DEV_TOOLS__ && { access: 'public' } },
  releaseFaults: { method: 'POST', path: '/api/__dev/faults/release', rules: __DEV_TOOLS__ && { access: 'public' } },
  addAccount: { method: 'POST', path: '/api/__dev/accounts', rules: __DEV_TOOLS__ && { access: 'public' } },
  reset: { method: 'POST', path: '/api/__dev/reset', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;

import type { Endpoints } from '../../endpoint';
import { AddOrdersBodySchema } from '../endpointSchemas';

export const devOrders = {
  add: { method: 'POST', path: '/api/__dev/orders', rules: __DEV_TOOLS__ && { access: 'public', body: AddOrdersBodySchema } },
} as const satisfies Endpoints;

import type { Endpoints } from '../../endpoint';

export const devOrders = {
  add: { method: 'POST', path: '/api/__dev/orders', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;

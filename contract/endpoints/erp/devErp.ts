import type { Endpoints } from '../../endpoint';

export const devErp = {
  syncSettings: { method: 'GET', path: '/api/__dev/erp_sync', rules: __DEV_TOOLS__ && { access: 'public' } },
  setSyncSettings: { method: 'POST', path: '/api/__dev/erp_sync', rules: __DEV_TOOLS__ && { access: 'public' } },
  pushSettings: { method: 'GET', path: '/api/__dev/erp_push', rules: __DEV_TOOLS__ && { access: 'public' } },
  setPushSettings: { method: 'POST', path: '/api/__dev/erp_push', rules: __DEV_TOOLS__ && { access: 'public' } },
  pushes: { method: 'GET', path: '/api/__dev/erp_pushes', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

import type { Endpoints } from '../../endpoint';
import { ErpPushConfigBodySchema, ErpSyncConfigBodySchema } from '../endpointSchemas';

export const devErp = {
  syncSettings: { method: 'GET', path: '/api/__dev/erp_sync', rules: __DEV_TOOLS__ && { access: 'public' } },
  setSyncSettings: { method: 'POST', path: '/api/__dev/erp_sync', rules: __DEV_TOOLS__ && { access: 'public', body: ErpSyncConfigBodySchema } },
  pushSettings: { method: 'GET', path: '/api/__dev/erp_push', rules: __DEV_TOOLS__ && { access: 'public' } },
  setPushSettings: { method: 'POST', path: '/api/__dev/erp_push', rules: __DEV_TOOLS__ && { access: 'public', body: ErpPushConfigBodySchema } },
  pushes: { method: 'GET', path: '/api/__dev/erp_pushes', rules: __DEV_TOOLS__ && { access: 'merchant' } },
} as const satisfies Endpoints;

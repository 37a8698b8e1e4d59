import type { Endpoints } from '../../endpoint';
import { PushOrderReplySchema } from '../endpointSchemas';

export const erpPush = {
  push: { method: 'POST', path: '/api/erp/push_order', rules: __DEV_TOOLS__ && { access: 'merchant', reply: PushOrderReplySchema } },
} as const satisfies Endpoints;

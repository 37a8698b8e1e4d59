import type { Endpoints } from '../../endpoint';
import { PushOrderBodySchema, PushOrderReplySchema } from '../endpointSchemas';

export const erpPush = {
  push: { method: 'POST', path: '/api/erp/push_order', rules: __DEV_TOOLS__ && { access: 'merchant', body: PushOrderBodySchema, reply: PushOrderReplySchema } },
} as const satisfies Endpoints;

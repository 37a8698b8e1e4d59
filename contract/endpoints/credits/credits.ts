import type { Endpoints } from '../../endpoint';
import { AccountCreditsSchema, ChargeRequestSchema, ChargeResultSchema, RefundResultSchema, UsageDetailSchema, UsageQuerySchema, UsageRecordPageSchema } from '../endpointSchemas';

export const credits = {
  balance: { method: 'GET', path: '/api/account_credits/current', rules: __DEV_TOOLS__ && { access: 'merchant', reply: AccountCreditsSchema } },
  charge: { method: 'POST', path: '/api/credit_charges', rules: __DEV_TOOLS__ && { access: 'merchant', body: ChargeRequestSchema, reply: ChargeResultSchema } },
  refund: { method: 'POST', path: '/api/credit_refunds', rules: __DEV_TOOLS__ && { access: 'merchant', body: ChargeRequestSchema, reply: RefundResultSchema } },
  usageRecords: { method: 'GET', path: '/api/credit_usage_records', rules: __DEV_TOOLS__ && { access: 'merchant', query: UsageQuerySchema, reply: UsageRecordPageSchema } },
  usageDetail: { method: 'GET', path: '/api/credit_usage_records/:id', rules: __DEV_TOOLS__ && { access: 'merchant', reply: UsageDetailSchema } },
} as const satisfies Endpoints;

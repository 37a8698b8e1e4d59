import type { Endpoints } from '../../endpoint';
import { PaymentFormQuerySchema, PaymentFormSchema, PaymentPageQuerySchema, PaymentStatusReplySchema, RechargeQuerySchema, RechargeRecordPageSchema } from '../endpointSchemas';

export const recharges = {
  list: { method: 'GET', path: '/api/credit_recharge_records', rules: __DEV_TOOLS__ && { access: 'merchant', query: RechargeQuerySchema, reply: RechargeRecordPageSchema } },
  syncPaymentStatus: { method: 'GET', path: '/api/credit_recharge_records/:id/sync_payment_status', rules: __DEV_TOOLS__ && { access: 'merchant', reply: PaymentStatusReplySchema } },
  paymentForm: { method: 'GET', path: '/api/account_credits/payment_form', rules: __DEV_TOOLS__ && { access: 'merchant', query: PaymentFormQuerySchema, reply: PaymentFormSchema } },
  paymentPage: { method: 'GET', path: '/api/__dev/payment/:id', rules: __DEV_TOOLS__ && { access: 'public', query: PaymentPageQuerySchema } },
  // The stand-in payment page's own form posts here, form-encoded (token, action): no JSON body to check.
  pay: { method: 'POST', path: '/api/__dev/payment/:id', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;

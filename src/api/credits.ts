import type { Id } from '../../contract/catalogue';
import type {
  AccountCredits,
  ChargeRequest,
  ChargeResult,
  PaymentForm,
  RefundRequest,
  RefundResult,
  PaymentStatusReply,
  RechargeQuery,
  RechargeRecord,
  RecordPage,
  UsageDetail,
  UsageQuery,
  UsageRecord,
} from '../../contract/credits';
import { apiRequest, type ApiOptions } from './client';

/** Spec 3 §7: the account's balance, shared by all its shops. */
export const getCredits = (options: Pick<ApiOptions, 'signal' | 'callerHandles' | 'probeOnly'> = {}) =>
  apiRequest<AccountCredits>('/api/account_credits/current', options);

/**
 * Charges the images not yet charged (60 each), all or nothing; a 409 INSUFFICIENT_CREDITS when the balance
 * does not cover them. `callerHandles` lets the download flow say so in its own dialog.
 */
export const chargeImages = (request: ChargeRequest, options: Pick<ApiOptions, 'signal' | 'callerHandles' | 'probeOnly'> = {}) =>
  apiRequest<ChargeResult>('/api/credit_charges', { method: 'POST', body: request, ...options });

/** Gives back the credits of charged images that were never delivered (contract/credits.ts RefundRequest). */
export const refundImages = (request: RefundRequest, options: Pick<ApiOptions, 'signal' | 'callerHandles' | 'probeOnly'> = {}) =>
  apiRequest<RefundResult>('/api/credit_refunds', { method: 'POST', body: request, ...options });

export const listRechargeRecords = (query: RechargeQuery, signal?: AbortSignal) =>
  apiRequest<RecordPage<RechargeRecord>>('/api/credit_recharge_records', { query: { ...query }, signal });

/** 同步订单: asks the server to refresh a record's state from the payment provider. */
export const syncPaymentStatus = (id: Id, options: Pick<ApiOptions, 'signal' | 'skipErrorModal'> = {}) =>
  apiRequest<PaymentStatusReply>(`/api/credit_recharge_records/${encodeURIComponent(id)}/sync_payment_status`, options);

/**
 * An awaiting-payment record and the provider's form to pay it (credits, not thousands): a new record, or the
 * account's open one of the same credits. 409 when the account already holds too many awaiting records.
 */
export const getPaymentForm = (credits: number, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<PaymentForm>('/api/account_credits/payment_form', { query: { credits }, ...options });

export const listUsageRecords = (query: UsageQuery, signal?: AbortSignal) =>
  apiRequest<RecordPage<UsageRecord>>('/api/credit_usage_records', { query: { ...query }, signal });

export const getUsageDetail = (id: Id) => apiRequest<UsageDetail>(`/api/credit_usage_records/${encodeURIComponent(id)}`);

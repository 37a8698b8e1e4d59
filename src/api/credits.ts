import type { Id } from '../../contract/catalogue';
import type {
  ChargeRequest,
  RefundRequest,
  RechargeQuery,
  UsageQuery,
} from '../../contract/credits';
import { credits } from '../../contract/endpoints/credits/credits';
import { recharges } from '../../contract/endpoints/credits/recharges';
import { call, type ApiOptions } from './client';

/** Spec 3 §7: the account's balance, shared by all its shops. */
export const getCredits = (options: Pick<ApiOptions, 'signal' | 'callerHandles' | 'probeOnly'> = {}) =>
  call(credits.balance, options);

/**
 * Charges the images not yet charged (60 each), all or nothing; a 409 INSUFFICIENT_CREDITS when the balance
 * does not cover them. `callerHandles` lets the download flow say so in its own dialog.
 */
export const chargeImages = (request: ChargeRequest, options: Pick<ApiOptions, 'signal' | 'callerHandles' | 'probeOnly'> = {}) =>
  call(credits.charge, { body: request, ...options });

/** Gives back the credits of charged images that were never delivered (contract/credits.ts RefundRequest). */
export const refundImages = (request: RefundRequest, options: Pick<ApiOptions, 'signal' | 'callerHandles' | 'probeOnly'> = {}) =>
  call(credits.refund, { body: request, ...options });

export const listRechargeRecords = (query: RechargeQuery, signal?: AbortSignal) =>
  call(recharges.list, { query: { ...query }, signal });

/** 同步订单: asks the server to refresh a record's state from the payment provider. */
export const syncPaymentStatus = (id: Id, options: Pick<ApiOptions, 'signal' | 'skipErrorModal'> = {}) =>
  call(recharges.syncPaymentStatus, { params: { id }, ...options });

/**
 * An awaiting-payment record and the provider's form to pay it (credits, not thousands): a new record, or the
 * account's open one of the same credits. 409 when the account already holds too many awaiting records.
 */
export const getPaymentForm = (credits: number, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(recharges.paymentForm, { query: { credits }, ...options });

export const listUsageRecords = (query: UsageQuery, signal?: AbortSignal) =>
  call(credits.usageRecords, { query: { ...query }, signal });

export const getUsageDetail = (id: Id) => call(credits.usageDetail, { params: { id } });

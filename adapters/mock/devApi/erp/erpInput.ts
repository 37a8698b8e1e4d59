// Reading the ERP routes' queries, and what their bodies' schemas (contract/erp.ts) leave to the route: ids as
// the other routes take them (digits, or a number), and a binding's stale base. Every 400 names the field.
import * as v from 'valibot';
import { BINDING_CHANGED, ErpKeyBodySchema } from '../../../../contract/erp';
import { MAX_FAULT_LATENCY_MS } from '../../../../contract/devFaults';
import { at, integerIn } from '../../../../contract/wire';
import { HttpError, badRequest } from '../http/http';
import { idOf } from '../orders/orderInput';
import { parseOr400 } from '../http/parse';

/** The key, trimmed (spec 3 §5), or a 400 saying what is wrong with it (contract/erp.ts ErpKeyBodySchema). */
export function readErpKey(body: Record<string, unknown>): string {
  return parseOr400(ErpKeyBodySchema, body).apiAccessToken;
}

export function queryId(url: URL, field: string): string {
  const raw = url.searchParams.get(field)?.trim() ?? '';
  if (raw === '') throw badRequest(`${field} 必填`);
  const id = idOf(raw);
  if (id === undefined) throw badRequest(`${field} 必须是 id`);
  return id;
}

/**
 * A binding POST's `base…` field (contract BINDING_CHANGED), as its body schema read it: left out (undefined),
 * the POST binds whatever is bound now; given and stale, a 409 that says what is bound, and nothing changes.
 */
export function checkBindingBase(base: string | null | undefined, current: string | null, changedMessage: (current: string | null) => string): void {
  if (base !== undefined && base !== current) throw new HttpError(409, BINDING_CHANGED, changedMessage(current));
}

/** An hour: enough to leave a task running through a whole test; longer is a typo. */
const MAX_SYNC_DURATION_MS = 3_600_000;
const MAX_FAIL_NEXT = 1000;
const MAX_REFUSALS = 1000;
const MESSAGE_MAX_LENGTH = 500;

/** The error text the simulated ERP answers with; null for its default. */
const erpMessage = v.nullable(
  v.custom<string>(
    (value) => typeof value === 'string' && value.trim() !== '' && value.length <= MESSAGE_MAX_LENGTH,
    at(`必须是 null 或不超过 ${MESSAGE_MAX_LENGTH} 个字符的非空字符串`),
  ),
);

/** POST /api/__dev/erp_sync, sent by tests and QA only: a field left out keeps its value. */
export const ErpSyncConfigBodySchema = v.object({
  durationMs: v.optional(integerIn(0, MAX_SYNC_DURATION_MS, `durationMs 必须是 0 到 ${MAX_SYNC_DURATION_MS} 的整数`)),
  failNext: v.optional(integerIn(0, MAX_FAIL_NEXT, `failNext 必须是 0 到 ${MAX_FAIL_NEXT} 的整数`)),
  errorMessage: v.optional(erpMessage),
});

/** POST /api/__dev/erp_push, sent by tests and QA only: the orders the factory refuses, by order number, and its latency. */
export const ErpPushConfigBodySchema = v.object({
  latencyMs: v.optional(integerIn(0, MAX_FAULT_LATENCY_MS, `latencyMs 必须是 0 到 ${MAX_FAULT_LATENCY_MS} 的整数`)),
  refuse: v.optional(
    v.pipe(
      v.custom<Record<string, unknown>>(
        (refuse) => refuse !== null && typeof refuse === 'object' && !Array.isArray(refuse),
        'refuse 必须是 { 订单号: 拒绝原因或 null } 对象',
      ),
      v.check((refuse) => Object.keys(refuse).length <= MAX_REFUSALS, `refuse 最多 ${MAX_REFUSALS} 个订单`),
      v.record(v.string(), erpMessage),
    ),
  ),
});

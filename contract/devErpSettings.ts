/**
 * The simulated factory ERP's settings (POST /api/__dev/erp_sync and /api/__dev/erp_push), sent by tests and QA
 * only: the dev API's tools, not the admin API's. A field left out keeps its value.
 */
import * as v from 'valibot';
import { MAX_FAULT_LATENCY_MS } from './devFaults';
import { at, integerIn } from './wire';

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

/**
 * A fault the dev API injects into matching routes: QA's 平台调试 screen sends it, the tests add it in
 * process. Not part of the real admin API; the dev API alone answers `/api/__dev/faults`. The body is read
 * with faultRuleSchema, its rules answering in the order listed.
 */
import * as v from 'valibot';
import { integerIn } from './wire';

/** Two minutes outlasts any client timeout worth testing; a longer latency is a hang (`hang: true`) by another name. */
export const MAX_FAULT_LATENCY_MS = 120_000;
/** The most requests one rule may count (`times`); the 平台调试 form offers no more. */
export const MAX_FAULT_TIMES = 1000;

/**
 * The most fault rules kept at once, and the most answers queued for the stand-in cutout host: enough for any
 * QA scenario; without a cap, every request would walk an ever longer list, shared by every account.
 */
export const MAX_FAULT_RULES = 100;

/** The methods the dev API routes (its Router's get, post, put, patch, delete): a rule for another matches nothing. */
const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const faultRuleSchema = v.object({
  /** Exact path, or a prefix ending with '*'. */
  path: v.pipe(
    v.optional(v.unknown(), null),
    v.custom<string>((path) => typeof path === 'string' && path.startsWith('/'), 'path 必须是以 / 开头的路径'),
  ),
  /** Any case ('post' matches POST); kept upper-case. */
  method: v.optional(
    v.pipe(
      v.string('method 必须是字符串'),
      v.toUpperCase(),
      v.picklist(FAULT_METHODS, `method 必须是 ${FAULT_METHODS.join('、')} 之一`),
    ),
  ),
  latencyMs: v.optional(
    v.pipe(
      v.unknown(),
      v.check((ms) => typeof ms !== 'number' || Number.isInteger(ms), 'latencyMs 必须是整数毫秒'),
      v.custom<number>(
        (ms) => typeof ms === 'number' && ms >= 0 && ms <= MAX_FAULT_LATENCY_MS,
        `latencyMs 必须是 0 到 ${MAX_FAULT_LATENCY_MS} 之间的毫秒数（要让请求一直挂起请用 hang）`,
      ),
    ),
  ),
  status: v.optional(integerIn(200, 599, 'status 必须是 200 到 599 之间的整数')),
  /** Held until the client gives up or a test releases it (FaultBook.release). */
  hang: v.optional(v.boolean('hang 必须是布尔值')),
  /** How many requests it applies to; absent = until cleared. */
  times: v.optional(integerIn(1, MAX_FAULT_TIMES, `times 必须是 1 到 ${MAX_FAULT_TIMES} 之间的整数（不填则一直生效）`)),
  body: v.optional(v.unknown()),
});

/** A rule added in process (DevApi.faults.add) is not read by the schema: its method is any case of one. */
export type FaultRule = Omit<v.InferOutput<typeof faultRuleSchema>, 'method'> & { method?: string };

// POST /api/__dev/cutout_host (the dev API's ROUTES.md "AI cutout"): QA sets how long the stand-in cutout host's
// tasks run and what the next ones answer. A dev tool's body, read by the endpoint table like every other.
import * as v from 'valibot';
import { MAX_FAULT_LATENCY_MS } from './devFaults';
import { integerIn } from './wire';

/** What one task of the stand-in host answers when it ends. */
export type CutoutOutcome =
  | { outcome: 'matte' }
  | { outcome: 'failed'; errorMessage: string | null }
  | { outcome: 'empty' }
  | { outcome: 'unknown'; status: string };

const OUTCOMES: readonly unknown[] = ['matte', 'failed', 'empty', 'unknown'];

/** One answer to come: matte (the real cutout), failed (with its errorMessage), empty, or a status of the host's own. */
const outcomeRule = v.pipe(
  v.unknown(),
  v.transform((value) => (value ?? {}) as Record<string, unknown>),
  v.check((rule) => OUTCOMES.includes(rule.outcome), 'next 的每项必须是 {outcome: matte | failed | empty | unknown}'),
  v.check((rule) => rule.outcome !== 'failed' || rule.errorMessage == null || typeof rule.errorMessage === 'string', 'errorMessage 必须是字符串'),
  v.transform((rule): CutoutOutcome => {
    if (rule.outcome === 'failed') return { outcome: 'failed', errorMessage: (rule.errorMessage as string | null | undefined) ?? null };
    if (rule.outcome === 'unknown') return { outcome: 'unknown', status: typeof rule.status === 'string' && rule.status !== '' ? rule.status : 'QUEUING' };
    return { outcome: rule.outcome as 'matte' | 'empty' };
  }),
);

/** Each field left out keeps what is set; `next` is added to the answers already queued. */
export const CutoutHostBodySchema = v.object({
  delayMs: v.optional(integerIn(0, MAX_FAULT_LATENCY_MS, `delayMs 必须是 0 到 ${MAX_FAULT_LATENCY_MS} 之间的整数毫秒`)),
  next: v.optional(v.array(outcomeRule, 'next 必须是数组')),
});

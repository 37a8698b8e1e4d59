// /api/__dev/*: controls for tests and QA. Public and exempt from faults, or a fault could lock out
// the call that clears it. Same-origin only (devToolsGuard.ts, applied in handle()).
import { JSON_REQUIRED, isJsonType } from './devToolsGuard';
import { HttpError, badRequest, json, readJsonObject } from '../http/http';
import type { Router } from '../http/router';
import type { FaultRule } from '../../../../contract/devFaults';

/** Two minutes outlasts any client timeout worth testing; a longer latency is a hang (`hang: true`) by another name. */
export const MAX_FAULT_LATENCY_MS = 120_000;
export const MAX_FAULT_TIMES = 1000;
/** Enough for any QA scenario; without a cap, every request would walk an ever longer list. */
export const MAX_FAULT_RULES = 100;

export function devToolRoutes(router: Router): void {
  router.get('/api/__dev/faults', ({ env }) => json(env.faults.list()), 'public');
  router.post(
    '/api/__dev/faults',
    async ({ request, env }) => {
      if (!isJsonType(request.headers.get('content-type'))) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_REQUIRED);
      const rule = parseFaultRule(await readJsonObject(request));
      if (env.faults.list().length >= MAX_FAULT_RULES) {
        throw badRequest(`故障规则最多 ${MAX_FAULT_RULES} 条，请先清除 (DELETE /api/__dev/faults)`, 'TOO_MANY_FAULTS');
      }
      env.faults.add(rule);
      return json(rule);
    },
    'public',
  );
  router.delete(
    '/api/__dev/faults',
    ({ env }) => {
      env.faults.clear();
      return json({});
    },
    'public',
  );
  // Lets the requests a hang holds go on (FaultBook.release), so a test can hold a call while it acts.
  router.post('/api/__dev/faults/release', ({ env }) => json({ released: env.faults.release() }), 'public');
  // An account with nothing in it, beside newshop: for a test of the first steps that must not share one.
  router.post('/api/__dev/accounts', ({ env }) => json(env.addEmptyAccount()), 'public');
  // Lets an e2e test or a QA tester start over without restarting the dev server.
  router.post(
    '/api/__dev/reset',
    ({ env }) => {
      env.reset();
      return json({});
    },
    'public',
  );
}

function parseFaultRule(body: Record<string, unknown>): FaultRule {
  const { method, path, latencyMs, status, hang, times } = body;
  if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('path 必须是以 / 开头的路径');
  if (method !== undefined && typeof method !== 'string') throw badRequest('method 必须是字符串');
  if (latencyMs !== undefined && !(typeof latencyMs === 'number' && latencyMs >= 0 && latencyMs <= MAX_FAULT_LATENCY_MS)) {
    throw badRequest(`latencyMs 必须是 0 到 ${MAX_FAULT_LATENCY_MS} 之间的毫秒数（要让请求一直挂起请用 hang）`);
  }
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 200 && (status as number) <= 599)) {
    throw badRequest('status 必须是 200 到 599 之间的整数');
  }
  if (hang !== undefined && typeof hang !== 'boolean') throw badRequest('hang 必须是布尔值');
  if (times !== undefined && !(Number.isInteger(times) && (times as number) > 0 && (times as number) <= MAX_FAULT_TIMES)) {
    throw badRequest(`times 必须是 1 到 ${MAX_FAULT_TIMES} 之间的整数（不填则一直生效）`);
  }
  const rule: FaultRule = { path };
  if (method !== undefined) rule.method = method;
  if (latencyMs !== undefined) rule.latencyMs = latencyMs as number;
  if (status !== undefined) rule.status = status as number;
  if ('body' in body) rule.body = body.body;
  if (hang !== undefined) rule.hang = hang;
  if (times !== undefined) rule.times = times as number;
  return rule;
}

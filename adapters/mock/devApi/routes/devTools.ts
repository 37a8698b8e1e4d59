// /api/__dev/*: controls for tests and QA. Public and exempt from faults, or a fault could lock out
// the call that clears it.
import { badRequest, json, readJsonObject } from '../http';
import type { Router } from '../router';
import type { FaultRule } from '../types';

export function devToolRoutes(router: Router): void {
  router.get('/api/__dev/faults', ({ env }) => json(env.faults.list()), 'public');
  router.post(
    '/api/__dev/faults',
    async ({ request, env }) => {
      const rule = parseFaultRule(await readJsonObject(request));
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
  if (latencyMs !== undefined && !(typeof latencyMs === 'number' && latencyMs >= 0)) throw badRequest('latencyMs 必须是非负数');
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 200 && (status as number) <= 599)) {
    throw badRequest('status 必须是 200 到 599 之间的整数');
  }
  if (hang !== undefined && typeof hang !== 'boolean') throw badRequest('hang 必须是布尔值');
  if (times !== undefined && !(Number.isInteger(times) && (times as number) > 0)) throw badRequest('times 必须是正整数');
  const rule: FaultRule = { path };
  if (method !== undefined) rule.method = method;
  if (latencyMs !== undefined) rule.latencyMs = latencyMs as number;
  if (status !== undefined) rule.status = status as number;
  if ('body' in body) rule.body = body.body;
  if (hang !== undefined) rule.hang = hang;
  if (times !== undefined) rule.times = times as number;
  return rule;
}

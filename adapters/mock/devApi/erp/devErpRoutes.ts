// /api/__dev/erp_*: how the simulated factory ERP behaves (the sync task's duration and failures, which
// pushes the factory refuses, its latency) and what it received. Public and same-origin only, like the other
// dev tools (what was received shows its print addresses to the account that pushed only); reset() puts the
// defaults back.
import { JSON_REQUIRED, isJsonType } from '../devTools/devToolsGuard';
import { bearerToken, ownerOf } from '../auth/auth';
import type { ErpPushConfig, ErpSyncConfig, PushLogEntry } from './erpState';
import { HttpError, badRequest, json, readJsonObject } from '../http/http';
import type { Router } from '../http/router';
import { MAX_FAULT_LATENCY_MS } from '../../../../contract/devFaults';

/** An hour: enough to leave a task running through a whole test; longer is a typo. */
export const MAX_SYNC_DURATION_MS = 3_600_000;
export const MAX_FAIL_NEXT = 1000;
export const MAX_REFUSALS = 1000;
const MESSAGE_MAX_LENGTH = 500;

export function devErpRoutes(router: Router): void {
  router.get('/api/__dev/erp_sync', ({ state }) => json(state.erp.sync), 'public');
  router.post(
    '/api/__dev/erp_sync',
    async ({ request, state }) => {
      const body = await readDevJson(request);
      const next = readSyncConfig(body, state.erp.sync);
      state.erp.sync = next;
      return json(next);
    },
    'public',
  );

  router.get('/api/__dev/erp_push', ({ state }) => json(pushConfigWire(state.erp.push)), 'public');
  router.post(
    '/api/__dev/erp_push',
    async ({ request, state }) => {
      const body = await readDevJson(request);
      state.erp.push = readPushConfig(body, state.erp.push);
      return json(pushConfigWire(state.erp.push));
    },
    'public',
  );

  // Anonymous, as the tests read it, but a push's print addresses open its account's images for 30 days: only
  // the account that pushed (its bearer token, a sub-account's for its main account) reads them.
  router.get(
    '/api/__dev/erp_pushes',
    ({ request, state, env }) => {
      const token = bearerToken(request);
      const username = token === undefined ? undefined : env.tokens.usernameOf(token);
      const viewer = username === undefined ? undefined : ownerOf(username);
      return json(state.erp.pushLog.map((entry) => (entry.owner === viewer ? entry : withoutPrintAddresses(entry))));
    },
    'public',
  );
}

/** A push as anyone but its account reads it: every print address ''. */
function withoutPrintAddresses(entry: PushLogEntry): PushLogEntry {
  return {
    ...entry,
    orderItems: entry.orderItems.map((item) => ({
      ...item,
      phoneCaseCustomizationInfos: item.phoneCaseCustomizationInfos.map((info) => ({ ...info, customizedImageUrl: '' })),
    })),
  };
}

async function readDevJson(request: Request): Promise<Record<string, unknown>> {
  if (!isJsonType(request.headers.get('content-type'))) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_REQUIRED);
  return readJsonObject(request);
}

/** Fields left out keep their value; a refused body changes nothing. */
function readSyncConfig(body: Record<string, unknown>, current: ErpSyncConfig): ErpSyncConfig {
  const next = { ...current };
  if (body.durationMs !== undefined) {
    if (!isIntegerIn(body.durationMs, 0, MAX_SYNC_DURATION_MS)) throw badRequest(`durationMs 必须是 0 到 ${MAX_SYNC_DURATION_MS} 的整数`);
    next.durationMs = body.durationMs;
  }
  if (body.failNext !== undefined) {
    if (!isIntegerIn(body.failNext, 0, MAX_FAIL_NEXT)) throw badRequest(`failNext 必须是 0 到 ${MAX_FAIL_NEXT} 的整数`);
    next.failNext = body.failNext;
  }
  if (body.errorMessage !== undefined) next.errorMessage = readMessage(body.errorMessage, 'errorMessage');
  return next;
}

function readPushConfig(body: Record<string, unknown>, current: ErpPushConfig): ErpPushConfig {
  const next: ErpPushConfig = { refuse: current.refuse, latencyMs: current.latencyMs };
  if (body.latencyMs !== undefined) {
    if (!isIntegerIn(body.latencyMs, 0, MAX_FAULT_LATENCY_MS)) throw badRequest(`latencyMs 必须是 0 到 ${MAX_FAULT_LATENCY_MS} 的整数`);
    next.latencyMs = body.latencyMs;
  }
  if (body.refuse !== undefined) {
    const refuse = body.refuse;
    if (refuse === null || typeof refuse !== 'object' || Array.isArray(refuse)) throw badRequest('refuse 必须是 { 订单号: 拒绝原因或 null } 对象');
    const entries = Object.entries(refuse as Record<string, unknown>);
    if (entries.length > MAX_REFUSALS) throw badRequest(`refuse 最多 ${MAX_REFUSALS} 个订单`);
    next.refuse = new Map(entries.map(([orderOriginalId, message]) => [orderOriginalId, readMessage(message, `refuse.${orderOriginalId}`)]));
  }
  return next;
}

function readMessage(value: unknown, field: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || value.trim() === '' || value.length > MESSAGE_MAX_LENGTH) {
    throw badRequest(`${field} 必须是 null 或不超过 ${MESSAGE_MAX_LENGTH} 个字符的非空字符串`);
  }
  return value;
}

function pushConfigWire(config: ErpPushConfig): { refuse: Record<string, string | null>; latencyMs: number } {
  return { refuse: Object.fromEntries(config.refuse), latencyMs: config.latencyMs };
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

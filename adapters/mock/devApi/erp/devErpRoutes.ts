// /api/__dev/erp_*: how the simulated factory ERP behaves (the sync task's duration and failures, which
// pushes the factory refuses, its latency) and what it received. Public and same-origin only, like the other
// dev tools (what was received shows its print addresses to the account that pushed only); reset() puts the
// defaults back.
import { JSON_REQUIRED, isJsonType } from '../devTools/devToolsGuard';
import { bearerToken, ownerOf } from '../auth/auth';
import type { ErpPushConfig, ErpSyncConfig, PushLogEntry } from './erpState';
import { HttpError, json, readJsonObject } from '../http/http';
import { parseOr400 } from '../http/parse';
import { ErpPushConfigBodySchema, ErpSyncConfigBodySchema } from './erpInput';
import type { Router } from '../http/router';

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

/** A push as anyone but its account reads it: every image address '' (each carries the account's key). */
function withoutPrintAddresses(entry: PushLogEntry): PushLogEntry {
  return {
    ...entry,
    orderItems: entry.orderItems.map((item) => ({
      ...item,
      phoneCaseCustomizationInfos: item.phoneCaseCustomizationInfos.map((info) => ({ ...info, customizedImageUrl: '', previewImageUrl: '' })),
    })),
  };
}

async function readDevJson(request: Request): Promise<Record<string, unknown>> {
  if (!isJsonType(request.headers.get('content-type'))) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_REQUIRED);
  return readJsonObject(request);
}

/** Fields left out keep their value; a refused body changes nothing. */
function readSyncConfig(body: Record<string, unknown>, current: ErpSyncConfig): ErpSyncConfig {
  const { durationMs, failNext, errorMessage } = parseOr400(ErpSyncConfigBodySchema, body);
  const next = { ...current };
  if (durationMs !== undefined) next.durationMs = durationMs;
  if (failNext !== undefined) next.failNext = failNext;
  if (errorMessage !== undefined) next.errorMessage = errorMessage;
  return next;
}

function readPushConfig(body: Record<string, unknown>, current: ErpPushConfig): ErpPushConfig {
  const { latencyMs, refuse } = parseOr400(ErpPushConfigBodySchema, body);
  return {
    refuse: refuse === undefined ? current.refuse : new Map(Object.entries(refuse)),
    latencyMs: latencyMs ?? current.latencyMs,
  };
}

function pushConfigWire(config: ErpPushConfig): { refuse: Record<string, string | null>; latencyMs: number } {
  return { refuse: Object.fromEntries(config.refuse), latencyMs: config.latencyMs };
}

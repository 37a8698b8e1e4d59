// /api/__dev/erp_*: how the simulated factory ERP behaves (the sync task's duration and failures, which
// pushes the factory refuses, its latency), public and same-origin only like the other dev tools, and what
// it received, to the account that pushed only; reset() puts the defaults back.
import * as api from '../../../../contract/endpoints/erp';
import type { ErpPushConfig, ErpSyncConfig } from './erpState';
import { json } from '../http/http';
import type { ReadBodyOf } from '../../../../contract/endpoint';
import type { Router } from '../http/router';

export function devErpRoutes(router: Router): void {
  router.on(api.devErp.syncSettings, ({ state }) => json(state.erp.sync));
  router.on(api.devErp.setSyncSettings, async ({ body, state }) => {
      const next = readSyncConfig(await body(), state.erp.sync);
      state.erp.sync = next;
      return json(next);
    },
  );

  router.on(api.devErp.pushSettings, ({ state }) => json(pushConfigWire(state.erp.push)));
  router.on(api.devErp.setPushSettings, async ({ body, state }) => {
      state.erp.push = readPushConfig(await body(), state.erp.push);
      return json(pushConfigWire(state.erp.push));
    },
  );

  // What the factories received from the caller's account, and nothing of another's: a push names its account's
  // order numbers, and its print addresses open the account's images for 30 days. So the caller's session is
  // asked for, and a sub-account is refused, as on the push route itself (merchant access).
  router.on(api.devErp.pushes, ({ state }) => json(state.erp.pushLog.filter((entry) => entry.owner === state.owner)));
}

/** Fields left out keep their value; a refused body changes nothing. */
function readSyncConfig({ durationMs, failNext, errorMessage }: ReadBodyOf<typeof api.devErp.setSyncSettings>, current: ErpSyncConfig): ErpSyncConfig {
  const next = { ...current };
  if (durationMs !== undefined) next.durationMs = durationMs;
  if (failNext !== undefined) next.failNext = failNext;
  if (errorMessage !== undefined) next.errorMessage = errorMessage;
  return next;
}

function readPushConfig({ latencyMs, refuse }: ReadBodyOf<typeof api.devErp.setPushSettings>, current: ErpPushConfig): ErpPushConfig {
  return {
    refuse: refuse === undefined ? current.refuse : new Map(Object.entries(refuse)),
    latencyMs: latencyMs ?? current.latencyMs,
  };
}

function pushConfigWire(config: ErpPushConfig): { refuse: Record<string, string | null>; latencyMs: number } {
  return { refuse: Object.fromEntries(config.refuse), latencyMs: config.latencyMs };
}

// /api/__dev/*: controls for tests and QA. Public and exempt from faults, or a fault could lock out
// the call that clears it. Same-origin only (devToolsGuard.ts, applied in handle()).
import { routeName } from '../../../../contract/endpoint';
import * as api from '../../../../contract/endpoints/devTools';
import { badRequest, json } from '../http/http';
import type { Router } from '../http/router';
import { MAX_FAULT_RULES } from '../../../../contract/devFaults';

export function devToolRoutes(router: Router): void {
  router.on(api.devTools.faults, ({ env }) => json(env.faults.list()));
  router.on(api.devTools.addFault, async ({ body, env }) => {
      const rule = await body();
      if (env.faults.list().length >= MAX_FAULT_RULES) {
        throw badRequest(`故障规则最多 ${MAX_FAULT_RULES} 条，请先清除 (${routeName(api.devTools.clearFaults)})`, 'TOO_MANY_FAULTS');
      }
      env.faults.add(rule);
      return json(rule);
    },
  );
  router.on(api.devTools.clearFaults, ({ env }) => {
      env.faults.clear();
      return json({});
    },
  );
  // Lets the requests a hang holds go on (FaultBook.release), so a test can hold a call while it acts.
  router.on(api.devTools.releaseFaults, ({ env }) => json({ released: env.faults.release() }));
  // An account with nothing in it, beside newshop: for a test of the first steps that must not share one.
  router.on(api.devTools.addAccount, ({ env }) => json(env.addEmptyAccount()));
  // Lets an e2e test or a QA tester start over without restarting the dev server.
  router.on(api.devTools.reset, ({ env }) => {
      env.reset();
      return json({});
    },
  );
}

// Printers' jigs and film sheets (contract/jigs.ts): an extension of the admin API that the layout on a jig
// needs, ROUTES.md "Print jigs". A write sends the jig whole; a PUT names the `updatedAt` it was made from
// (`baseUpdatedAt`), and one saved since in another tab gets 409 JIG_CONFLICT and changes nothing. The
// models a slot takes must be the account's.
import * as api from '../../../../contract/endpoints/jigs';
import { JIG_CONFLICT, JigBaseSchema } from '../../../../contract/jigs';
import type { Jig, JigFields } from '../../../../contract/jigTypes';
import { badRequest, HttpError, json } from '../http/http';
import { parseOr400 } from '../http/parse';
import type { Router } from '../http/router';
import { lookupModel, notFound } from '../catalogue/catalogueState';
import { nextId, type DevState } from '../state';

export const JIG_CONFLICT_MESSAGE = '该治具已在其他页面修改过，当前内容不是最新版本';
export const jigModelUnknown = (slot: number, id: string) => `槽位${slot}适用的型号不存在：${id}`;

function findJig(state: DevState, id: string): Jig {
  const jig = state.jigs.jigs.find((candidate) => candidate.id === id);
  if (!jig) throw notFound('治具', id);
  return jig;
}

/** The models each slot takes must be the account's. */
function checkModels(state: DevState, fields: JigFields): JigFields {
  for (const slot of fields.slots) {
    const unknown = slot.phoneModelIds.find((id) => !lookupModel(state.catalogue, id));
    if (unknown !== undefined) throw badRequest(jigModelUnknown(slot.number, unknown));
  }
  return fields;
}

export function jigRoutes(router: Router): void {
  router.on(api.jigs.list, ({ state }) => json(state.jigs.jigs));

  router.on(api.jigs.create, async ({ body, state, env }) => {
    const jig: Jig = { ...checkModels(state, await body()), id: nextId(state), updatedAt: env.now() };
    state.jigs.jigs.push(jig);
    return json(jig);
  });

  router.on(api.jigs.replace, async ({ body, params, state, env }) => {
    const stored = findJig(state, params.id!);
    // Before the fields: a stale save changes nothing and says it is stale, even if it is invalid too.
    const notStale = (sent: Record<string, unknown>) => {
      const { baseUpdatedAt } = parseOr400(JigBaseSchema, sent);
      if (baseUpdatedAt !== undefined && baseUpdatedAt !== stored.updatedAt) throw new HttpError(409, JIG_CONFLICT, JIG_CONFLICT_MESSAGE);
    };
    const fields = checkModels(state, await body(notStale));
    // Two saves in one millisecond still differ: the next tab's base must not match an older save.
    Object.assign(stored, fields, { updatedAt: Math.max(env.now(), stored.updatedAt + 1) });
    return json(stored);
  });

  router.on(api.jigs.remove, ({ params, state }) => {
    const jig = findJig(state, params.id!);
    state.jigs.jigs = state.jigs.jigs.filter((candidate) => candidate !== jig);
    return json({});
  });
}

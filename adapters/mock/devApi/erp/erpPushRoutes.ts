// POST /api/erp/push_order (spec 3 §3, §7): the factory receives one order. Refused, each with a message a
// seller can act on: anything of the order not bound to the factory (422), the same order pushed to the same
// factory again or while its first push is under way (409: never two factory orders), and the orders
// /api/__dev/erp_push tells the factory to refuse. Accepted: logged, the account's order of that number
// shows the factory in its 推送状态, and the images whose print addresses it carries are kept charged.
import * as api from '../../../../contract/endpoints/erp';
import { sleep } from '../../../../contract/sleep';
import { type PushOrderReply, type PushOrderRequest } from '../../../../contract/erp';
import { printFileOrders, pushProblems, pushedPrintKeys } from './erpPrintFiles';
import type { RouteContext } from '../context';
import { factoryRefusal } from './erpPushReplies';
import { unboundProblems } from './erpPushCheck';
import { bindingKey, requireFactory, requireIntegrated, type StoredFactory } from './erpState';
import { HttpError, json } from '../http/http';
import { familyOf } from '../orders/orderState';
import type { Router } from '../http/router';

export const ALREADY_PUSHED = '订单已推送至该工厂，请勿重复推送';
/** The log keeps the latest pushes only: a QA session pushing all day must not grow the page's memory. */
export const PUSH_LOG_MAX = 1000;

export function erpPushRoutes(router: Router): void {
  router.on(api.erpPush.push, async (context) => {
    const { request, state, username } = context;
    const account = requireIntegrated(state.erp, username);
    const push = await context.body();
    const factory = requireFactory(account, push.factoryId);
    const key = bindingKey(factory.id, push.orderOriginalId);
    if (account.pushedOrders.has(key) || account.pushingOrders.has(key)) throw new HttpError(409, 'ALREADY_PUSHED', ALREADY_PUSHED);
    const problems = unboundProblems(state.catalogue, account, factory.id, push.orderItems);
    if (problems.length > 0) throw new HttpError(422, 'NOT_BOUND', problems.join('；'));
    // The factory prints what it is sent: for an order the account has, that must be each image's print file.
    const wrong = pushProblems(state, context.env, username, push.orderOriginalId, push.orderItems);
    if (wrong) throw new HttpError(400, wrong.code, wrong.problems.slice(0, 5).join('；'));
    // Held from here to the answer, so a second push arriving during the factory's latency is refused too.
    account.pushingOrders.add(key);
    try {
      // The factory's configured slowness; a client that gives up ends it (and the push with it).
      if (state.erp.push.latencyMs > 0) {
        await sleep(state.erp.push.latencyMs, request.signal);
        // Meanwhile its images may have been refunded (the tab that pushed went away and the next visit gave
        // back what no factory had accepted): their addresses no longer work, so the factory does not get it.
        const stale = pushProblems(state, context.env, username, push.orderOriginalId, push.orderItems);
        if (stale) throw new HttpError(400, stale.code, stale.problems.slice(0, 5).join('；'));
      }
      return receive(context, factory, push);
    } finally {
      account.pushingOrders.delete(key);
    }
  });
}

/** POST /api/erp/print_files (contract/erp.ts PrintFileOrder): the print addresses a push sends. */
export function erpPrintFileRoutes(router: Router): void {
  router.on(api.erpPrintFiles.lookup, async ({ body, state, username, env, url }) => {
    const numbers = (await body()).orderOriginalIds;
    return json(printFileOrders(state, env, username, env.origin || url.origin, numbers));
  });
}

function receive({ state, username, env }: RouteContext, factory: StoredFactory, push: PushOrderRequest): Response {
  const account = requireIntegrated(state.erp, username);
  const refused = state.erp.push.refuse.has(push.orderOriginalId);
  const orders = state.orders.orders.filter((order) => order.owner === username).flatMap(familyOf).filter((order) => order.originalId === push.orderOriginalId);
  const receivedAt = env.now();
  state.erp.pushLog.push({
    owner: username,
    factoryId: factory.id,
    factoryName: factory.name,
    orderOriginalId: push.orderOriginalId,
    orderItems: push.orderItems,
    receivedAt,
    accepted: !refused,
    matchedOrder: orders.length > 0,
  });
  if (state.erp.pushLog.length > PUSH_LOG_MAX) state.erp.pushLog.shift();
  if (refused) return factoryRefusal(state.erp.push.refuse.get(push.orderOriginalId) ?? null);
  account.pushedOrders.add(bindingKey(factory.id, push.orderOriginalId));
  // The factory holds the print addresses sent, under whatever number: those images stay charged.
  for (const key of pushedPrintKeys(state, env, username, push.orderItems)) state.credits.pushedPrints.add(key);
  for (const order of orders) order.push = { factoryName: factory.name, pushedAt: receivedAt };
  const reply: PushOrderReply = { success: true };
  return json(reply);
}

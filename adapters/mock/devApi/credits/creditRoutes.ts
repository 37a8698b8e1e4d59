// Credits and deductions (spec 3 §3, §4, §7, §9): the balance, charging images, the deduction (usage)
// records and their detail. Each account's own. Recharges and payment: credits/rechargeRoutes.ts.
import * as api from '../../../../contract/endpoints/credits';
import { CREDITS_PER_IMAGE, type UsageDetail } from '../../../../contract/credits';
import { notFound } from '../catalogue/catalogueState';
import { chargeImages, refundImages } from './chargeImages';
import { balanceOf, usageWire } from './creditState';
import { json } from '../http/http';
import { inRange, pageOf } from '../orders/orderInput';
import { infoWire } from '../orders/orderWire';
import { imageAddresses } from '../orders/printLinks';
import type { Router } from '../http/router';
import { findShop } from '../shops/shopState';
import { nextId } from '../state';

export function creditRoutes(router: Router): void {
  router.on(api.credits.balance, ({ state, username }) => json({ credits: balanceOf(state.credits, username) }));

  router.on(api.credits.charge, async ({ body, state, username, env }) => {
    const refs = (await body()).images;
    // No await from here on: the charge is one step (chargeImages.ts).
    const result = chargeImages({ orders: state.orders, credits: state.credits, owner: username, now: env.now(), allocateId: () => nextId(state) }, refs);
    return json(result);
  });

  router.on(api.credits.refund, async ({ body, state, username, env }) => {
    const refs = (await body()).images;
    // No await from here on, as for a charge: a refund and a charge of one image never interleave.
    return json(refundImages({ orders: state.orders, credits: state.credits, owner: username, now: env.now() }, refs));
  });

  router.on(api.credits.usageRecords, ({ query: readQuery, state, username }) => {
    const query = readQuery();
    const { shopId, orderId, orderOriginalId } = query;
    if (shopId !== undefined) findShop(state.shops, shopId);
    const matching = state.credits.usage.filter(
      (record) =>
        record.owner === username &&
        (shopId === undefined || record.shopId === shopId) &&
        (orderId === undefined || record.orderId.includes(orderId)) &&
        (orderOriginalId === undefined || record.orderOriginalId.includes(orderOriginalId)) &&
        inRange(record.createdAt, query),
    );
    const page = pageOf(matching, query);
    return json({ items: page.items.map(usageWire), totalItems: page.totalItems });
  });

  router.on(api.credits.usageDetail, ({ params, state, username, env }) => {
    const record = state.credits.usage.find((candidate) => candidate.id === params.id && candidate.owner === username);
    if (!record) throw notFound('扣费记录', params.id!);
    const order = state.orders.byId.get(record.orderId)!;
    const address = imageAddresses(env, env.origin);
    const detail: UsageDetail = {
      record: usageWire(record),
      images: record.images.map(({ orderItemId, infoIndex }) => {
        const item = order.items.find((candidate) => candidate.id === orderItemId)!;
        const info = item.content?.kind === 'v1' ? item.content.infos[infoIndex]! : undefined;
        return {
          orderItemId,
          customizedImageUrl: info ? infoWire(address, order, item, info, infoIndex).customizedImageUrl : '',
          usedCredits: CREDITS_PER_IMAGE,
        };
      }),
    };
    return json(detail);
  });
}

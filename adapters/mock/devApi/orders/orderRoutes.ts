// The order list (spec 3 §2, §3): GET /api/orders is ours (spec 3 names no path). Top-level orders only, their
// families nested, newest first; each account sees its own. Images: orders/orderImageRoutes.ts.
import * as api from '../../../../contract/endpoints/orders';
import { type OrderPage } from '../../../../contract/orders';
import { json } from '../http/http';
import { inRange, pageOf } from './orderInput';
import { customizedImageRecords } from './orderLookup';
import { familyOf } from './orderState';
import { orderWire } from './orderWire';
import { imageAddresses } from './printLinks';
import type { Router } from '../http/router';
import { findShop } from '../shops/shopState';

export function orderRoutes(router: Router): void {
  router.on(api.orders.list, ({ query: readQuery, state, username, env }) => {
    const query = readQuery();
    const { shopId, originalId: number } = query;
    if (shopId !== undefined) findShop(state.shops, shopId);
    const matching = state.orders.orders.filter(
      (order) =>
        order.owner === username &&
        (shopId === undefined || order.shopId === shopId) &&
        inRange(order.createdAt, query) &&
        (number === undefined || familyOf(order).some((member) => member.originalId.includes(number))),
    );
    const page = pageOf(matching, query);
    const address = imageAddresses(env, env.origin);
    const reply: OrderPage = { items: page.items.map((order) => orderWire(address, order)), totalItems: page.totalItems };
    return json(reply);
  });

  // Spec 3 §3's customized image record: the signed print addresses of the charged images (orderLookup.ts).
  router.on(api.orders.customizedImages, async ({ body, state, username, env }) => {
    const { orderIds } = await body();
    return json(customizedImageRecords(state, env, username, orderIds));
  });
}

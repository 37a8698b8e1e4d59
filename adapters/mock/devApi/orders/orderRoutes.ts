// The order list (spec 3 §2, §3): GET /api/orders is ours (spec 3 names no path). Top-level orders only, their
// families nested, newest first; each account sees its own. Images: orders/orderImageRoutes.ts.
import { OrderQuerySchema, type OrderPage } from '../../../../contract/orders';
import { queryObject } from '../../../../contract/wire';
import { badRequest, json, readJsonObject } from '../http/http';
import { idOf, inRange, pageOf } from './orderInput';
import { parseOr400 } from '../http/parse';
import { customizedImageRecords } from './orderLookup';
import { familyOf } from './orderState';
import { orderWire } from './orderWire';
import { imageAddresses } from './printLinks';
import type { Router } from '../http/router';
import { findShop } from '../shops/shopState';

export function orderRoutes(router: Router): void {
  router.get('/api/orders', ({ url, state, username, env }) => {
    const query = parseOr400(OrderQuerySchema, queryObject(url));
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
  router.post('/api/orders/customized_images', async ({ request, state, username, env }) => {
    const raw = (await readJsonObject(request)).orderIds;
    if (!Array.isArray(raw)) throw badRequest('orderIds 必须是数组');
    if (raw.length > CUSTOMIZED_IMAGE_LOOKUP_MAX) throw badRequest(`一次最多查询 ${CUSTOMIZED_IMAGE_LOOKUP_MAX} 个订单`);
    const ids = raw.map((value, index) => {
      const id = idOf(value);
      if (id === undefined) throw badRequest(`orderIds[${index}] 必须是订单 id`);
      return id;
    });
    return json(customizedImageRecords(state, env, username, ids));
  });
}

export const CUSTOMIZED_IMAGE_LOOKUP_MAX = 500;

// The order list (spec 3 §2, §3): GET /api/orders is ours (spec 3 names no path). Top-level orders only, their
// families nested, newest first; each account sees its own. Images: routes/orderImages.ts.
import { DEFAULT_ORDER_PAGE_SIZE, ORDER_PAGE_SIZES, type OrderPage } from '../../../../contract/orders';
import { json } from '../http';
import { inRange, pageOf, queryPaging, queryRange, querySearch } from '../orderInput';
import { familyOf } from '../orderState';
import { orderWire } from '../orderWire';
import type { Router } from '../router';
import { findShop } from '../shopState';

export function orderRoutes(router: Router): void {
  router.get('/api/orders', ({ url, state, username, env }) => {
    const shopId = url.searchParams.get('shopId')?.trim() || undefined;
    if (shopId !== undefined) findShop(state.shops, shopId);
    const paging = queryPaging(url, ORDER_PAGE_SIZES, DEFAULT_ORDER_PAGE_SIZE);
    const range = queryRange(url);
    const number = querySearch(url, 'originalId');
    const matching = state.orders.orders.filter(
      (order) =>
        order.owner === username &&
        (shopId === undefined || order.shopId === shopId) &&
        inRange(order.createdAt, range) &&
        (number === undefined || familyOf(order).some((member) => member.originalId.includes(number))),
    );
    const page = pageOf(matching, paging);
    const reply: OrderPage = { items: page.items.map((order) => orderWire(env.origin, order)), totalItems: page.totalItems };
    return json(reply);
  });
}

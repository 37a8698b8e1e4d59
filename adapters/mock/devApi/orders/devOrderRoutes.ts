// POST /api/__dev/orders: many orders with images at once, for QA in the page (the mock adapter) and any
// test that drives the dev API over HTTP. Public and same-origin only, like the other dev tools.
import * as api from '../../../../contract/endpoints/orders';
import { json } from '../http/http';
import { addOrdersWithImages } from './orderBatch';
import { imageAddresses } from './printLinks';
import type { Router } from '../http/router';

export function devOrderRoutes(router: Router): void {
  router.on(api.devOrders.add, async ({ body, accountOf, env }) => {
      const orders = addOrdersWithImages(accountOf, imageAddresses(env, env.origin), env.now(), await body());
      return json({ orderIds: orders.map((order) => order.id), originalIds: orders.map((order) => order.originalId) });
    },
  );
}

// Shops (spec 3 §3, §7). Spec 3 names POST and "PATCH or PUT" but not the list's path: GET /api/shops is
// ours. PUT replaces {type, name}; PATCH takes either alone. Shops are never deleted (the spec has no call).
import { json, readJsonObject } from '../http';
import { checkBodyId } from '../libraryInput';
import type { Router } from '../router';
import type { RouteContext } from '../context';
import { readShopInput } from '../shopInput';
import { findShop } from '../shopState';
import { nextId } from '../state';
import type { Shop } from '../../../../contract/shops';

const BASE = '/api/shops';

export function shopRoutes(router: Router): void {
  router.get(BASE, ({ state }) => json(state.shops.shops));

  router.post(BASE, async ({ request, state, env }) => {
    const input = readShopInput(await readJsonObject(request));
    const shop: Shop = { id: nextId(state), name: input.name, type: input.type, boundAt: env.now() };
    state.shops.shops.push(shop);
    return json(shop);
  });

  const update = (partial: boolean) => async ({ request, params, state }: RouteContext) => {
    const shop = findShop(state.shops, params.id!);
    const body = await readJsonObject(request);
    checkBodyId(body, shop.id);
    Object.assign(shop, readShopInput(body, shop, partial));
    return json(shop);
  };
  router.put(`${BASE}/:id`, update(false));
  router.patch(`${BASE}/:id`, update(true));
}

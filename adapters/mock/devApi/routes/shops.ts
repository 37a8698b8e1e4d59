// Shops (spec 3 §3, §7). Spec 3 names POST and "PATCH or PUT" but not the list's path: GET /api/shops is
// ours. PUT replaces {type, name}; PATCH takes either alone. Shops are never deleted (the spec has no call).
// A change may send the baseRevision it was made from; a stale one gets 409 SHOP_CONFLICT.
import { HttpError, json, readJsonObject } from '../http';
import { checkBodyId } from '../libraryInput';
import type { Router } from '../router';
import type { RouteContext } from '../context';
import { readShopInput } from '../shopInput';
import { findShop } from '../shopState';
import { nextId } from '../state';
import { checkBaseRevision, nextRevision } from '../revisions';
import { SHOP_CONFLICT, type Shop } from '../../../../contract/shops';

const BASE = '/api/shops';
export const SHOP_CONFLICT_MESSAGE = '该店铺已在其他页面修改过，当前内容不是最新版本';
const conflict = () => new HttpError(409, SHOP_CONFLICT, SHOP_CONFLICT_MESSAGE);

export function shopRoutes(router: Router): void {
  router.get(BASE, ({ state }) => json(state.shops.shops));

  router.post(BASE, async ({ request, state, env }) => {
    const input = readShopInput(await readJsonObject(request));
    const shop: Shop = { id: nextId(state), name: input.name, type: input.type, boundAt: env.now(), revision: nextRevision(state.shops) };
    state.shops.shops.push(shop);
    return json(shop);
  });

  const update = (partial: boolean) => async ({ request, params, state }: RouteContext) => {
    const shop = findShop(state.shops, params.id!);
    const body = await readJsonObject(request);
    checkBodyId(body, shop.id);
    checkBaseRevision(body, shop, { conflict });
    const { type, name } = readShopInput(body, shop, partial);
    Object.assign(shop, { type, name, revision: nextRevision(state.shops) });
    return json(shop);
  };
  router.put(`${BASE}/:id`, update(false));
  router.patch(`${BASE}/:id`, update(true));
}

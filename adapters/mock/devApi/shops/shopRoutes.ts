// Shops (spec 3 §3, §7). Spec 3 names POST and "PATCH or PUT" but not the list's path: GET /api/shops is
// ours. PUT replaces {type, name}; PATCH takes either alone. A change may send the baseRevision it was made
// from; a stale one gets 409 SHOP_CONFLICT. Two shops of one platform never share a name (409
// SHOP_NAME_TAKEN, contract/shops.ts sameShopName). DELETE is ours too (the spec has no call): it takes the
// shop's products, their SKU settings and the shop's customization settings (its links) along; its orders
// and deduction records stay, as the account's history of what was sold and paid for.
import * as api from '../../../../contract/endpoints/shops';
import { HttpError, json } from '../http/http';
import { checkBodyId } from '../library/libraryInput';
import type { Router } from '../http/router';
import { shopInput } from './shopInput';
import { dropShopProducts, findShop } from './shopState';
import { dropShopSettings } from '../customization/settingState';
import { nextId } from '../state';
import { checkBaseRevision, nextRevision } from '../revisions';
import { SHOP_CONFLICT, SHOP_NAME_TAKEN, sameShopName, type Shop, type ShopInput } from '../../../../contract/shops';
import { shopPlatform, type ShopType } from '../../../../contract/shopPlatforms';
import type { DevState } from '../state';

export const SHOP_CONFLICT_MESSAGE = '该店铺已在其他页面修改过，当前内容不是最新版本';
const conflict = () => new HttpError(409, SHOP_CONFLICT, SHOP_CONFLICT_MESSAGE);

export function shopNameTaken(platformLabel: string, name: string): string {
  return `${platformLabel}已有名为“${name}”的店铺，请换一个名称，以免买家和你分不清两个店铺`;
}

/** 409 when another shop of the input's platform has its name (trimmed, case aside); `self` is the shop edited. */
function checkNameFree(state: DevState, input: ShopInput, self?: Shop): void {
  const twin = state.shops.shops.find((shop) => shop !== self && shop.type === input.type && sameShopName(shop.name, input.name));
  if (twin) throw new HttpError(409, SHOP_NAME_TAKEN, shopNameTaken(shopPlatform(input.type)?.label ?? '', twin.name));
}

export function shopRoutes(router: Router): void {
  router.on(api.shops.list, ({ state }) => json(state.shops.shops));

  router.on(api.shops.create, async ({ body, state, env }) => {
    const input = shopInput(await body());
    checkNameFree(state, input);
    const shop: Shop = { id: nextId(state), name: input.name, type: input.type, boundAt: env.now(), revision: nextRevision(state.shops) };
    state.shops.shops.push(shop);
    return json(shop);
  });

  const changed = async (state: DevState, shop: Shop, fields: Promise<{ type?: ShopType; name?: string }>) => {
    const input = shopInput(await fields, shop);
    checkNameFree(state, input, shop);
    const { type, name } = input;
    Object.assign(shop, { type, name, revision: nextRevision(state.shops) });
    return json(shop);
  };
  // The path's id and a stale base before the fields: a stale change says so even if it is invalid too.
  const checkedFirst = (shop: Shop) => (sent: Record<string, unknown>) => {
    checkBodyId(sent, shop.id);
    checkBaseRevision(sent, shop, { conflict });
  };
  router.on(api.shops.replace, ({ body, params, state }) => {
    const shop = findShop(state.shops, params.id!);
    return changed(state, shop, body(checkedFirst(shop)));
  });
  router.on(api.shops.update, ({ body, params, state }) => {
    const shop = findShop(state.shops, params.id!);
    return changed(state, shop, body(checkedFirst(shop)));
  });

  router.on(api.shops.remove, ({ params, state }) => {
    const shop = findShop(state.shops, params.id!);
    state.shops.shops = state.shops.shops.filter((candidate) => candidate !== shop);
    dropShopProducts(state.shops, shop.id);
    dropShopSettings(state.settings, shop.id);
    return json({});
  });
}

import type { Id } from '../../contract/catalogue';
import { shops } from '../../contract/endpoints/shops/shops';
import type { ShopInput } from '../../contract/shops';
import { call, deleteRecord, type ApiOptions, type QuietOptions } from './client';

// Spec 3 §7 names POST and PATCH-or-PUT; the list path is not shown. Ours: GET /api/shops, PUT to change,
// DELETE (no call in the spec), which takes the shop's products, SKU settings and links along.
export const listShops = (options: QuietOptions = {}) => call(shops.list, options);
export const createShop = (input: ShopInput, options: Pick<ApiOptions, 'callerHandles'> = {}) => call(shops.create, { body: input, ...options });
export const updateShop = (id: Id, input: ShopInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(shops.replace, { params: { id }, body: input, ...options });
export const deleteShop = (id: Id) => deleteRecord(shops.remove, { id });

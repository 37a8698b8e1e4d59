import type { Id } from '../../contract/catalogue';
import type { Shop, ShopInput } from '../../contract/shops';
import { apiRequest, deleteRecord, type ApiOptions, type QuietOptions } from './client';

// Spec 3 §7 names POST and PATCH-or-PUT; the list path is not shown. Ours: GET /api/shops, PUT to change,
// DELETE (no call in the spec), which takes the shop's products, SKU settings and links along.
const shops = '/api/shops';

export const listShops = (options: QuietOptions = {}) => apiRequest<Shop[]>(shops, options);
export const createShop = (input: ShopInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<Shop>(shops, { method: 'POST', body: input, ...options });
export const updateShop = (id: Id, input: ShopInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<Shop>(`${shops}/${id}`, { method: 'PUT', body: input, ...options });
export const deleteShop = (id: Id) => deleteRecord(`${shops}/${id}`);

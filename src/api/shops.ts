import type { Id } from '../../contract/catalogue';
import type { Shop, ShopInput } from '../../contract/shops';
import { apiRequest, type ApiOptions } from './client';

// Spec 3 §7 names POST and PATCH-or-PUT; the list path is not shown. Ours: GET /api/shops, PUT to change.
const shops = '/api/shops';

export const listShops = () => apiRequest<Shop[]>(shops);
export const createShop = (input: ShopInput) => apiRequest<Shop>(shops, { method: 'POST', body: input });
export const updateShop = (id: Id, input: ShopInput, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  apiRequest<Shop>(`${shops}/${id}`, { method: 'PUT', body: input, ...options });

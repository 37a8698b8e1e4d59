import type { Id, ModelDeleteInput, PhoneModel } from '../../contract/catalogue';
import { apiRequest, type ApiOptions, type QuietOptions } from './client';

const base = (brandId: Id) => `/api/phone_brands/${brandId}/phone_models`;

export const listModels = (brandId: Id, options: Pick<ApiOptions, 'callerHandles'> & QuietOptions = {}) => apiRequest<PhoneModel[]>(base(brandId), options);
export const createModel = (brandId: Id, name: string) =>
  apiRequest<PhoneModel>(base(brandId), { method: 'POST', body: { name } });
export const updateModel = (brandId: Id, modelId: Id, changes: { name: string; favorited: boolean }) =>
  apiRequest<PhoneModel>(`${base(brandId)}/${modelId}`, { method: 'PATCH', body: changes });
export const deleteModels = (brandId: Id, ids: Id[]) =>
  apiRequest<unknown>(base(brandId), { method: 'DELETE', body: { ids } satisfies ModelDeleteInput });
export const orderModel = (brandId: Id, modelId: Id, next: Id | null) =>
  apiRequest<unknown>(`${base(brandId)}/${modelId}/ordering`, { method: 'PATCH', body: { next } });

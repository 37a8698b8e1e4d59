import type { Id, ModelDeleteInput, PhoneModel } from '../../contract/catalogue';
import { apiRequest, type ApiOptions, type QuietOptions } from './client';

const base = (brandId: Id) => `/api/phone_brands/${brandId}/phone_models`;

export const listModels = (brandId: Id, options: Pick<ApiOptions, 'callerHandles'> & QuietOptions = {}) => apiRequest<PhoneModel[]>(base(brandId), options);
/**
 * The model as the server has it now (undefined once deleted). The PATCH carries the name and the flag
 * together (spec 1 §7): a change to one sends the other as stored, so another tab's save is not undone.
 */
export const storedModel = async (brandId: Id, modelId: Id) => (await listModels(brandId)).find((model) => model.id === modelId);
export const createModel = (brandId: Id, name: string) =>
  apiRequest<PhoneModel>(base(brandId), { method: 'POST', body: { name } });
export const updateModel = (brandId: Id, modelId: Id, changes: { name: string; favorited: boolean }) =>
  apiRequest<PhoneModel>(`${base(brandId)}/${modelId}`, { method: 'PATCH', body: changes });
export const deleteModels = (brandId: Id, ids: Id[]) =>
  apiRequest<unknown>(base(brandId), { method: 'DELETE', body: { ids } satisfies ModelDeleteInput });
export const orderModel = (brandId: Id, modelId: Id, next: Id | null) =>
  apiRequest<unknown>(`${base(brandId)}/${modelId}/ordering`, { method: 'PATCH', body: { next } });

import type { Id, ModelDeleteInput } from '../../contract/catalogue';
import { models } from '../../contract/endpoints/catalogue/models';
import { call, type ApiOptions, type QuietOptions } from './client';


export const listModels = (brandId: Id, options: Pick<ApiOptions, 'callerHandles'> & QuietOptions = {}) => call(models.list, { params: { brandId }, ...options });
/**
 * The model as the server has it now (undefined once deleted). The PATCH carries the name and the flag
 * together (spec 1 §7): a change to one sends the other as stored, so another tab's save is not undone.
 */
export const storedModel = async (brandId: Id, modelId: Id) => (await listModels(brandId)).find((model) => model.id === modelId);
export const createModel = (brandId: Id, name: string) =>
  call(models.create, { params: { brandId }, body: { name } });
export const updateModel = (brandId: Id, modelId: Id, changes: { name: string; favorited: boolean }) =>
  call(models.update, { params: { brandId, modelId }, body: changes });
export const deleteModels = (brandId: Id, ids: Id[]) =>
  call(models.removeMany, { params: { brandId }, body: { ids } satisfies ModelDeleteInput });
export const orderModel = (brandId: Id, modelId: Id, next: Id | null) =>
  call(models.reorder, { params: { brandId, modelId }, body: { next } });

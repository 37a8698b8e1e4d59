import type { Id, ModelDeleteInput } from '../../contract/catalogue';
import { models } from '../../contract/endpoints/catalogue/models';
import { call, type ApiOptions, type QuietOptions } from './client';


export const listModels = (brandId: Id, options: Pick<ApiOptions, 'callerHandles'> & QuietOptions = {}) => call(models.list, { params: { brandId }, ...options });
/** The model as the server has it now (undefined once deleted). */
export const storedModel = async (brandId: Id, modelId: Id) => (await listModels(brandId)).find((model) => model.id === modelId);
export const createModel = (brandId: Id, name: string) =>
  call(models.create, { params: { brandId }, body: { name } });
/**
 * Only what the merchant changed, a rename with the name the tab read (`baseName`): another tab's change of
 * the other field stays, and its rename is not undone (409 CATALOGUE_EDIT_CONFLICT).
 */
export const updateModel = (brandId: Id, modelId: Id, changes: { name?: string; baseName?: string; favorited?: boolean }, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(models.update, { params: { brandId, modelId }, body: changes, ...options });
export const deleteModels = (brandId: Id, ids: Id[]) =>
  call(models.removeMany, { params: { brandId }, body: { ids } satisfies ModelDeleteInput });
export const orderModel = (brandId: Id, modelId: Id, next: Id | null) =>
  call(models.reorder, { params: { brandId, modelId }, body: { next } });

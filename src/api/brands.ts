import type { Id } from '../../contract/catalogue';
import { brands } from '../../contract/endpoints/catalogue/brands';
import { call, deleteRecord, type ApiOptions, type QuietOptions } from './client';

export const listBrands = (options: QuietOptions = {}) => call(brands.list, options);
export const createBrand = (name: string) => call(brands.create, { body: { name } });
/** With the name the tab read (`baseName`): another tab's rename since is not undone (409 CATALOGUE_EDIT_CONFLICT). */
export const renameBrand = (id: Id, name: string, baseName: string, options: Pick<ApiOptions, 'callerHandles'> = {}) =>
  call(brands.update, { params: { id }, body: { name, baseName }, ...options });
export const deleteBrand = (id: Id) => deleteRecord(brands.remove, { id });
export const orderBrand = (id: Id, next: Id | null) => call(brands.reorder, { params: { id }, body: { next } });

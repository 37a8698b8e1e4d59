import type { Id } from '../../contract/catalogue';
import { brands } from '../../contract/endpoints/catalogue/brands';
import { call, deleteRecord, type QuietOptions } from './client';

export const listBrands = (options: QuietOptions = {}) => call(brands.list, options);
export const createBrand = (name: string) => call(brands.create, { body: { name } });
export const renameBrand = (id: Id, name: string) => call(brands.update, { params: { id }, body: { name } });
export const deleteBrand = (id: Id) => deleteRecord(brands.remove, { id });
export const orderBrand = (id: Id, next: Id | null) => call(brands.reorder, { params: { id }, body: { next } });

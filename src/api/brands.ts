import type { Id, PhoneBrand } from '../../contract/catalogue';
import { apiRequest, deleteRecord, type QuietOptions } from './client';

export const listBrands = (options: QuietOptions = {}) => apiRequest<PhoneBrand[]>('/api/phone_brands', options);
export const createBrand = (name: string) => apiRequest<PhoneBrand>('/api/phone_brands', { method: 'POST', body: { name } });
export const renameBrand = (id: Id, name: string) =>
  apiRequest<PhoneBrand>(`/api/phone_brands/${id}`, { method: 'PATCH', body: { name } });
export const deleteBrand = (id: Id) => deleteRecord(`/api/phone_brands/${id}`);
export const orderBrand = (id: Id, next: Id | null) =>
  apiRequest<unknown>(`/api/phone_brands/${id}/ordering`, { method: 'PATCH', body: { next } });

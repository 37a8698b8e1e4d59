import type { Id, MaterialColor, PhoneCaseMaterial } from '../../contract/catalogue';
import { apiRequest, deleteRecord, type QuietOptions } from './client';

const base = '/api/phone_case_materials';

export const listMaterials = (options: QuietOptions = {}) => apiRequest<PhoneCaseMaterial[]>(base, options);
/**
 * The material, with its colours, as the server has it now (undefined once deleted). Their PATCHes carry
 * every field (spec 1 §7): a change to one sends the others as stored, so another tab's save is not undone.
 */
export const storedMaterial = async (id: Id) => (await listMaterials()).find((material) => material.id === id);
/** The colour as the server has it now (undefined once it or its material is deleted); see storedMaterial. */
export const storedColor = async (materialId: Id, colorId: Id) => (await storedMaterial(materialId))?.colors.find((color) => color.id === colorId);
export const createMaterial = (name: string) => apiRequest<PhoneCaseMaterial>(base, { method: 'POST', body: { name } });
export const updateMaterial = (id: Id, changes: { name: string; needBackground: boolean }) =>
  apiRequest<PhoneCaseMaterial>(`${base}/${id}`, { method: 'PATCH', body: changes });
export const deleteMaterial = (id: Id) => deleteRecord(`${base}/${id}`);
export const orderMaterial = (id: Id, next: Id | null) =>
  apiRequest<unknown>(`${base}/${id}/ordering`, { method: 'PATCH', body: { next } });

export const createColor = (materialId: Id, color: { name: string; defaultBackgroundColor: string | null }) =>
  apiRequest<MaterialColor>(`${base}/${materialId}/colors`, { method: 'POST', body: color });
export const updateColor = (
  materialId: Id,
  colorId: Id,
  changes: { name: string; defaultBackgroundColor: string | null; enabled: boolean },
) => apiRequest<MaterialColor>(`${base}/${materialId}/colors/${colorId}`, { method: 'PATCH', body: changes });
export const deleteColor = (materialId: Id, colorId: Id) =>
  deleteRecord(`${base}/${materialId}/colors/${colorId}`);
export const orderColor = (materialId: Id, colorId: Id, next: Id | null) =>
  apiRequest<unknown>(`${base}/${materialId}/colors/${colorId}/ordering`, { method: 'PATCH', body: { next } });

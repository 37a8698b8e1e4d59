import type { Id } from '../../contract/catalogue';
import { colors } from '../../contract/endpoints/catalogue/colors';
import { materials } from '../../contract/endpoints/catalogue/materials';
import { call, deleteRecord, type ApiOptions, type QuietOptions } from './client';

/** Failures the form or switch says itself (a field's 400, a stale edit's 409, a colour gone). */
type Handled = Pick<ApiOptions, 'callerHandles'>;

export const listMaterials = (options: QuietOptions = {}) => call(materials.list, options);
/** The material, with its colours, as the server has it now (undefined once deleted). */
export const storedMaterial = async (id: Id) => (await listMaterials()).find((material) => material.id === id);
/** The colour as the server has it now (undefined once it or its material is deleted). */
export const storedColor = async (materialId: Id, colorId: Id) => (await storedMaterial(materialId))?.colors.find((color) => color.id === colorId);
export const createMaterial = (name: string, options: Handled = {}) => call(materials.create, { body: { name }, ...options });
/**
 * Only what the merchant changed, each with the value the tab read (`baseName`): another tab's change of
 * another field stays, and one of the same field is refused (409 CATALOGUE_EDIT_CONFLICT).
 */
export const updateMaterial = (id: Id, changes: { name?: string; baseName?: string; needBackground?: boolean }, options: Handled = {}) =>
  call(materials.update, { params: { id }, body: changes, ...options });
export const deleteMaterial = (id: Id) => deleteRecord(materials.remove, { id });
export const orderMaterial = (id: Id, next: Id | null) =>
  call(materials.reorder, { params: { id }, body: { next } });

export const createColor = (materialId: Id, color: { name: string; defaultBackgroundColor: string | null }, options: Handled = {}) =>
  call(colors.create, { params: { id: materialId }, body: color, ...options });
/** As updateMaterial: only the changed fields, each with its base. */
export const updateColor = (materialId: Id, colorId: Id, changes: ColorChanges, options: Handled = {}) =>
  call(colors.update, { params: { id: materialId, colorId }, body: changes, ...options });

export interface ColorChanges {
  name?: string;
  baseName?: string;
  defaultBackgroundColor?: string | null;
  baseDefaultBackgroundColor?: string | null;
  enabled?: boolean;
}
export const deleteColor = (materialId: Id, colorId: Id) =>
  deleteRecord(colors.remove, { id: materialId, colorId });
export const orderColor = (materialId: Id, colorId: Id, next: Id | null) =>
  call(colors.reorder, { params: { id: materialId, colorId }, body: { next } });

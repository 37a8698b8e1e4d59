import type { Id } from '../../contract/catalogue';
import { colors } from '../../contract/endpoints/catalogue/colors';
import { materials } from '../../contract/endpoints/catalogue/materials';
import { call, deleteRecord, type QuietOptions } from './client';

export const listMaterials = (options: QuietOptions = {}) => call(materials.list, options);
/**
 * The material, with its colours, as the server has it now (undefined once deleted). Their PATCHes carry
 * every field (spec 1 §7): a change to one sends the others as stored, so another tab's save is not undone.
 */
export const storedMaterial = async (id: Id) => (await listMaterials()).find((material) => material.id === id);
/** The colour as the server has it now (undefined once it or its material is deleted); see storedMaterial. */
export const storedColor = async (materialId: Id, colorId: Id) => (await storedMaterial(materialId))?.colors.find((color) => color.id === colorId);
export const createMaterial = (name: string) => call(materials.create, { body: { name } });
export const updateMaterial = (id: Id, changes: { name: string; needBackground: boolean }) =>
  call(materials.update, { params: { id }, body: changes });
export const deleteMaterial = (id: Id) => deleteRecord(materials.remove, { id });
export const orderMaterial = (id: Id, next: Id | null) =>
  call(materials.reorder, { params: { id }, body: { next } });

export const createColor = (materialId: Id, color: { name: string; defaultBackgroundColor: string | null }) =>
  call(colors.create, { params: { id: materialId }, body: color });
export const updateColor = (
  materialId: Id,
  colorId: Id,
  changes: { name: string; defaultBackgroundColor: string | null; enabled: boolean },
) => call(colors.update, { params: { id: materialId, colorId }, body: changes });
export const deleteColor = (materialId: Id, colorId: Id) =>
  deleteRecord(colors.remove, { id: materialId, colorId });
export const orderColor = (materialId: Id, colorId: Id, next: Id | null) =>
  call(colors.reorder, { params: { id: materialId, colorId }, body: { next } });

import { createBrand } from '../../../../api/brands';
import type { Id } from '../../../../api/catalogueTypes';
import { createColor, createMaterial } from '../../../../api/materials';
import { createModel } from '../../../../api/models';
import { nameKey, type WireframeImportPlan } from '../../../../lib/wireframeImport';

/** Ids of what the import created, by name key, so each planned wireframe can find its parents. */
export interface CreatedIds {
  brands: Map<string, Id>;
  models: Map<string, Id>;
  materials: Map<string, Id>;
  colors: Map<string, Id>;
}

export const pairKey = (parent: string, child: string) => `${nameKey(parent)}-${nameKey(child)}`;

/**
 * Spec 1 §4: missing brands, models, materials and colours are created before any wireframe, one call
 * after another (each goes to the end of its list, in the order the files named them).
 */
export async function createMissing(
  create: WireframeImportPlan<unknown>['create'],
  existing: { brandId: (name: string) => Id | null; materialId: (name: string) => Id | null },
): Promise<CreatedIds> {
  const ids: CreatedIds = { brands: new Map(), models: new Map(), materials: new Map(), colors: new Map() };
  for (const name of create.brands) ids.brands.set(nameKey(name), (await createBrand(name)).id);
  for (const { brand, model } of create.models) {
    const brandId = existing.brandId(brand) ?? ids.brands.get(nameKey(brand))!;
    ids.models.set(pairKey(brand, model), (await createModel(brandId, model)).id);
  }
  for (const name of create.materials) ids.materials.set(nameKey(name), (await createMaterial(name)).id);
  for (const { material, color } of create.colors) {
    const materialId = existing.materialId(material) ?? ids.materials.get(nameKey(material))!;
    // A material that needs a background refuses a colour without one; white is the neutral choice.
    const created = await createColor(materialId, { name: color, defaultBackgroundColor: '#ffffff' });
    ids.colors.set(pairKey(material, color), created.id);
  }
  return ids;
}

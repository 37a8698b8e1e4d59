import { createBrand } from '../../../../api/brands';
import type { Id } from '../../../../../contract/catalogue';
import { createColor, createMaterial } from '../../../../api/materials';
import { createModel } from '../../../../api/models';
import { throwIfAborted } from '../../../../lib/uploadQueue';
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
 * after another (each goes to the end of its list, in the order the files named them). `onWrite` hears
 * of each create before it is sent (the catalogue may change from then on); once `signal` aborts (the
 * wizard was closed) nothing more is created. `into` is what an earlier, failed attempt of the same
 * import created: those are not created again.
 */
export async function createMissing(
  create: WireframeImportPlan<unknown>['create'],
  existing: {
    brandId: (name: string) => Id | null;
    materialId: (name: string) => Id | null;
    /** Whether an existing material needs a background (spec 1 §4); a material the import creates does not. */
    needsBackground: (materialId: Id) => boolean;
  },
  options: { signal?: AbortSignal; onWrite?: () => void; into?: CreatedIds } = {},
): Promise<CreatedIds> {
  const { signal, onWrite } = options;
  const beforeWrite = () => {
    throwIfAborted(signal);
    onWrite?.();
  };
  const ids: CreatedIds = options.into ?? { brands: new Map(), models: new Map(), materials: new Map(), colors: new Map() };
  for (const name of create.brands) {
    if (ids.brands.has(nameKey(name))) continue;
    beforeWrite();
    ids.brands.set(nameKey(name), (await createBrand(name)).id);
  }
  for (const { brand, model } of create.models) {
    if (ids.models.has(pairKey(brand, model))) continue;
    const brandId = existing.brandId(brand) ?? ids.brands.get(nameKey(brand))!;
    beforeWrite();
    ids.models.set(pairKey(brand, model), (await createModel(brandId, model)).id);
  }
  for (const name of create.materials) {
    if (ids.materials.has(nameKey(name))) continue;
    beforeWrite();
    ids.materials.set(nameKey(name), (await createMaterial(name)).id);
  }
  for (const { material, color } of create.colors) {
    if (ids.colors.has(pairKey(material, color))) continue;
    const materialId = existing.materialId(material) ?? ids.materials.get(nameKey(material))!;
    beforeWrite();
    // A material that needs a background refuses a colour without one: white is the neutral choice there;
    // elsewhere no background is set that the merchant did not ask for.
    const defaultBackgroundColor = existing.needsBackground(materialId) ? '#ffffff' : null;
    const created = await createColor(materialId, { name: color, defaultBackgroundColor });
    ids.colors.set(pairKey(material, color), created.id);
  }
  return ids;
}

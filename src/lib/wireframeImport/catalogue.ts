/**
 * The part of the current catalogue an import is planned against, and name lookups into it. Names
 * match trimmed and case-insensitively (nameKey); when the catalogue holds two items whose names
 * match, the first in list order wins.
 */
import type { Id, MaterialColor, PhoneBrand, PhoneCaseMaterial, PhoneModel, Sku, Wireframe } from '../../../contract/catalogue';
import { nameKey } from './fileName';
import type { WireframeFileGroup } from './group';

type Named = { id: Id; name: string };

export interface WireframeImportCatalogue {
  brands: readonly Pick<PhoneBrand, 'id' | 'name'>[];
  /** Models of each brand, by brand id. */
  modelsByBrandId: Readonly<Record<Id, readonly Pick<PhoneModel, 'id' | 'name'>[]>>;
  materials: readonly (Pick<PhoneCaseMaterial, 'id' | 'name'> & { colors: readonly Pick<MaterialColor, 'id' | 'name'>[] })[];
  /** The SKUs of the models the import touches (relevantModelIds). */
  skus: readonly Pick<Sku, 'id' | 'phoneModelId' | 'materialColorId' | 'wireframeId'>[];
  /** The wireframes those SKUs point at. */
  wireframesById: Readonly<Record<Id, Pick<Wireframe, 'id' | 'width' | 'height' | 'layers' | 'printArea'>>>;
}

/** What already exists for one brand-model-material-color; null where the import must create it. */
export interface ExistingCatalogueItems {
  brand: Named | null;
  model: Named | null;
  material: Named | null;
  color: Named | null;
  sku: WireframeImportCatalogue['skus'][number] | null;
}

export interface CatalogueIndex {
  find(names: Pick<WireframeFileGroup<unknown>, 'brand' | 'model' | 'material' | 'color'>): ExistingCatalogueItems;
}

function byName<T extends Named>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const key = nameKey(item.name);
    if (!map.has(key)) map.set(key, item);
  }
  return map;
}

export function indexCatalogue(catalogue: WireframeImportCatalogue): CatalogueIndex {
  const brands = byName(catalogue.brands);
  const modelsByBrand = new Map<Id, Map<string, Named>>();
  const materials = byName(catalogue.materials);
  const colorsByMaterial = new Map<Id, Map<string, Named>>();
  for (const material of catalogue.materials) colorsByMaterial.set(material.id, byName(material.colors));
  const skus = new Map<string, ExistingCatalogueItems['sku']>();
  for (const sku of catalogue.skus) skus.set(`${sku.phoneModelId}-${sku.materialColorId}`, sku);

  const modelsOf = (brandId: Id) => {
    let models = modelsByBrand.get(brandId);
    if (!models) {
      models = byName(catalogue.modelsByBrandId[brandId] ?? []);
      modelsByBrand.set(brandId, models);
    }
    return models;
  };

  return {
    find(names) {
      const brand = brands.get(nameKey(names.brand)) ?? null;
      const model = brand ? (modelsOf(brand.id).get(nameKey(names.model)) ?? null) : null;
      const material = materials.get(nameKey(names.material)) ?? null;
      const color = material ? (colorsByMaterial.get(material.id)!.get(nameKey(names.color)) ?? null) : null;
      const sku = model && color ? (skus.get(`${model.id}-${color.id}`) ?? null) : null;
      return { brand, model, material, color, sku };
    },
  };
}

/**
 * The existing models the groups name: the caller fetches their SKUs (GET /api/phone_case_skus?
 * phoneModelIds=, spec 1 §7) and then the wireframes those SKUs point at, before planning.
 */
export function relevantModelIds(
  groups: readonly Pick<WireframeFileGroup<unknown>, 'brand' | 'model' | 'material' | 'color'>[],
  catalogue: Pick<WireframeImportCatalogue, 'brands' | 'modelsByBrandId'>,
): Id[] {
  const index = indexCatalogue({ ...catalogue, materials: [], skus: [], wireframesById: {} });
  const ids = new Set<Id>();
  for (const group of groups) {
    const model = index.find(group).model;
    if (model) ids.add(model.id);
  }
  return Array.from(ids);
}

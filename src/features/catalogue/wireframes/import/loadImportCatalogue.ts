import { listBrands } from '../../../../api/brands';
import type { Id, PhoneModel, Wireframe } from '../../../../../contract/catalogue';
import { listMaterials } from '../../../../api/materials';
import { listModels } from '../../../../api/models';
import { listSkus } from '../../../../api/skus';
import { listWireframes } from '../../../../api/wireframes';
import { nameKey, relevantModelIds, type WireframeFileGroup, type WireframeImportCatalogue } from '../../../../lib/wireframeImport';

/**
 * The part of the catalogue an import is planned against: all brands and materials, the models of the
 * brands the files name, and the SKUs and wireframes of the models they name. Any failure is the
 * caller's 获取数据发生错误 (spec 1 §8).
 */
export async function loadImportCatalogue(groups: readonly WireframeFileGroup<unknown>[]): Promise<WireframeImportCatalogue> {
  const [brands, materials] = await Promise.all([listBrands(), listMaterials()]);
  const namedBrands = new Set(groups.map((group) => nameKey(group.brand)));
  const modelsByBrandId: Record<Id, PhoneModel[]> = {};
  for (const brand of brands.filter((item) => namedBrands.has(nameKey(item.name)))) {
    modelsByBrandId[brand.id] = await listModels(brand.id);
  }
  const modelIds = relevantModelIds(groups, { brands, modelsByBrandId });
  const skus = modelIds.length ? await listSkus(modelIds) : [];
  const wireframeIds = [...new Set(skus.map((sku) => sku.wireframeId).filter((id): id is Id => Boolean(id)))];
  const wireframesById: Record<Id, Wireframe> = {};
  for (const wireframe of await listWireframes(wireframeIds)) wireframesById[wireframe.id] = wireframe;
  return { brands, modelsByBrandId, materials, skus, wireframesById };
}
